import { type Call, isBid, lho, type Seat } from "@bridgelaw/cards";
import { information, name, note, offer, record, withdrawOffer } from "../context.ts";
import { relationOf } from "../out-of-rotation.ts";
import { settle } from "../settle.ts";
import { deprivedSeat, hasCalled, isStanding, updateCall } from "../standing.ts";
import type { AuctionDraft } from "../state.ts";
import { law30PassOutOfRotation } from "./30-pass-out-of-rotation.ts";
import { law31BidOutOfRotation } from "./31-bid-out-of-rotation.ts";
import { law32DoubleOutOfRotation } from "./32-double-out-of-rotation.ts";

/**
 * Law 29: a call out of rotation. It stays open: the offender's LHO may accept it by calling (29A), or it is
 * cancelled and Laws 30–32 apply (29B). A pass that would make the auction's closing passes while depriving a
 * player of his turn goes straight to 17D3 ([A-10]).
 */
export const law29CallOutOfRotation = (
  d: AuctionDraft,
  offender: Seat,
  call: Call,
  position: number,
): void => {
  const turn = d.turn!;
  if (call === "P") {
    const standing = d.calls.filter(isStanding);
    const found = deprivedSeat(
      [...standing, { seat: offender, call, position, turn, status: "standing" }],
      d.dealer,
    );
    if (found !== null) {
      law17D3PassCancelled(d, offender, position, turn, found.seat);
      return;
    }
  }
  const law = call === "P" ? "30" : isBid(call) ? "31" : "32";
  record(d, { seat: offender, call, position, turn, status: "open", law });
  d.open = { kind: "out-of-rotation", offender, at: position, call, turn };
  offer(d, {
    _tag: "Said",
    seat: lho(offender),
    law: "29A",
    options: ["accept", "refuse"],
    about: position,
    text: `${name(lho(offender))} may accept ${name(offender)}'s ${call} out of rotation (29A), by choosing or by calling; otherwise it is cancelled (29B)`,
  });
  note(
    d,
    position,
    "29",
    `${name(offender)}'s ${call} is out of rotation: it was ${name(turn)}'s turn (Law ${law})`,
  );
};

/**
 * 17D3 ([A-10]): a pass that would close the auction while a player was deprived of his turn is cancelled at
 * once. Its maker is an offender (16C: unauthorised for his side) unless he passed in rotation after a pass
 * out of rotation the Law has just cancelled: passing after it, he accepted it (29A) and is no offender; the
 * information of his pass is not unauthorised for his side (16C1, WBFLC Ex 15: only the pass out of rotation
 * is a source of unauthorised information).
 */
const law17D3PassCancelled = (
  d: AuctionDraft,
  seat: Seat,
  position: number,
  turn: Seat,
  deprived: Seat,
): void => {
  const before = d.calls[d.calls.length - 1];
  const after =
    before !== undefined &&
    before.call === "P" &&
    before.status === "cancelled" &&
    before.law === "17D3" &&
    lho(before.seat) === seat
      ? before.seat
      : null;
  record(d, { seat, call: "P", position, turn, status: "cancelled", law: "17D3" });
  if (after === null) {
    information(d, seat, "P", position, "17D3");
    note(
      d,
      position,
      "17D3",
      `${name(seat)}'s pass out of rotation would end the auction while ${name(deprived)} has not called: it is cancelled; ${name(deprived)} calls ([A-10]: no other rectification)`,
    );
    return;
  }
  note(
    d,
    position,
    "17D3",
    `${name(seat)} passed in rotation after ${name(after)}'s pass, accepting it: not an offender (WBFLC Ex 15; 16C1: his pass is no unauthorised information); the pass is cancelled, as every pass after ${name(deprived)} lost his turn; ${name(deprived)} calls`,
  );
};

/** 29A: the offender's LHO accepts the call out of rotation; rotation continues from the offender's LHO (INV-07). */
export const law29Accept = (d: AuctionDraft, position: number, byCalling: boolean): void => {
  const open = d.open;
  if (open === null || open.kind !== "out-of-rotation") return;
  const o = { ...open };
  updateCall(d, o.at, { status: "standing", law: "29A", flags: ["accepted-out-of-rotation"] });
  d.open = null;
  withdrawOffer(d, "29A");
  note(
    d,
    position,
    "29A",
    `${name(lho(o.offender))} accepts ${name(o.offender)}'s ${o.call}${byCalling ? " by calling" : ""}: it stands, and the auction continues from ${name(lho(o.offender))}`,
  );
  settle(d, position);
};

/** 29B: the call out of rotation is cancelled; the auction reverts to the player whose turn it was; Laws 30–32. */
export const law29Refuse = (d: AuctionDraft, position: number): void => {
  const open = d.open;
  if (open === null || open.kind !== "out-of-rotation") return;
  const o = { ...open };
  const calledBefore = hasCalled(d.calls, o.offender);
  updateCall(d, o.at, { status: "cancelled", law: "29B" });
  d.open = null;
  withdrawOffer(d, "29A");
  note(
    d,
    position,
    "29B",
    `${name(o.offender)}'s ${o.call} is cancelled; the auction reverts to ${name(o.turn)}`,
  );
  settle(d, position);
  const rel = relationOf(o.offender, o.turn);
  if (o.call === "P") law30PassOutOfRotation(d, o.offender, rel, calledBefore, o.at, position);
  else if (isBid(o.call)) law31BidOutOfRotation(d, o.offender, o.call, rel, calledBefore, o.at, position);
  else law32DoubleOutOfRotation(d, o.offender, o.call, rel, o.at, position);
};
