import { type Call, isBid, lho, partner, rho, type Seat } from "@bridgelaw/cards";
import { information, name, note, offer, withdrawOffer } from "../context.ts";
import { record, settle } from "../rotation.ts";
import { hasCalled, isStanding, updateCall } from "../standing.ts";
import type { AuctionState } from "../state.ts";
import { deprivedSeat } from "./17-auction-period.ts";
import { law30PassOutOfRotation } from "./30-pass-out-of-rotation.ts";
import { law31BidOutOfRotation } from "./31-bid-out-of-rotation.ts";
import { law32DoubleOutOfRotation } from "./32-double-out-of-rotation.ts";

/** Where the offender called, relative to the player whose turn it was (spec §1.1). */
export type Relation = "rho" | "partner" | "lho";
export const relationOf = (offender: Seat, turn: Seat): Relation =>
  turn === rho(offender) ? "rho" : turn === partner(offender) ? "partner" : "lho";

/**
 * Law 29: a call out of rotation. It stays open: the offender's LHO may accept it by calling (29A), or it is
 * cancelled and Laws 30–32 apply (29B). A pass that would make the auction's closing passes while depriving a
 * player of his turn goes straight to 17D3 ([A-10]).
 */
export const law29CallOutOfRotation = (
  a: AuctionState,
  offender: Seat,
  call: Call,
  position: number,
): AuctionState => {
  const turn = a.turn!;
  if (call === "P") {
    const standing = a.calls.filter(isStanding);
    const found = deprivedSeat(
      [...standing, { seat: offender, call, position, turn, status: "standing" }],
      a.dealer,
    );
    if (found !== null) {
      const s = information(
        record(a, { seat: offender, call, position, turn, status: "cancelled", law: "17D3" }),
        offender,
        call,
        position,
        "17D3",
      );
      return note(
        s,
        position,
        "17D3",
        `${name(offender)}'s pass out of rotation would end the auction while ${name(found.seat)} has not called: it is cancelled; ${name(found.seat)} calls ([A-10]: no other rectification)`,
      );
    }
  }
  const law = call === "P" ? "30" : isBid(call) ? "31" : "32";
  let s = record(a, { seat: offender, call, position, turn, status: "open", law });
  s = { ...s, open: { kind: "out-of-rotation", offender, at: position, call, turn } };
  s = offer(s, {
    seat: lho(offender),
    law: "29A",
    options: ["accept", "refuse"],
    about: position,
    text: `${name(lho(offender))} may accept ${name(offender)}'s ${call} out of rotation (29A), by choosing or by calling; otherwise it is cancelled (29B)`,
  });
  return note(
    s,
    position,
    "29",
    `${name(offender)}'s ${call} is out of rotation: it was ${name(turn)}'s turn (Law ${law})`,
  );
};

/** 29A: the offender's LHO accepts the call out of rotation; rotation continues from the offender's LHO (INV-07). */
export const law29Accept = (a: AuctionState, position: number, byCalling: boolean): AuctionState => {
  const o = a.open;
  if (o === null || o.kind !== "out-of-rotation") return a;
  const calls = updateCall(a.calls, o.at, {
    status: "standing",
    law: "29A",
    flags: ["accepted-out-of-rotation"],
  });
  const s = note(
    withdrawOffer({ ...a, calls, open: null }, "29A"),
    position,
    "29A",
    `${name(lho(o.offender))} accepts ${name(o.offender)}'s ${o.call}${byCalling ? " by calling" : ""}: it stands, and the auction continues from ${name(lho(o.offender))}`,
  );
  return settle(s, position);
};

/** 29B: the call out of rotation is cancelled; the auction reverts to the player whose turn it was; Laws 30–32. */
export const law29Refuse = (a: AuctionState, position: number): AuctionState => {
  const o = a.open;
  if (o === null || o.kind !== "out-of-rotation") return a;
  let s: AuctionState = withdrawOffer(
    { ...a, calls: updateCall(a.calls, o.at, { status: "cancelled", law: "29B" }), open: null },
    "29A",
  );
  s = settle(
    note(
      s,
      position,
      "29B",
      `${name(o.offender)}'s ${o.call} is cancelled; the auction reverts to ${name(o.turn)}`,
    ),
    position,
  );
  const rel = relationOf(o.offender, o.turn);
  const calledBefore = hasCalled(a.calls, o.offender);
  if (o.call === "P") return law30PassOutOfRotation(s, o.offender, rel, calledBefore, o.at, position);
  if (isBid(o.call)) return law31BidOutOfRotation(s, o.offender, o.call, rel, calledBefore, o.at, position);
  return law32DoubleOutOfRotation(s, o.offender, o.call, rel, o.at, position);
};
