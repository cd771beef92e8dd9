import { type Call, isBid, lho, type Seat } from "@bridgelaw/cards";
import { information, note, offer, record, withdrawOffer } from "../context.ts";
import type { Next } from "../next.ts";
import { relationOf } from "../rules/out-of-rotation.ts";
import { settle } from "../rules/settle.ts";
import { deprivedSeat, hasCalled, isStanding, updateCall } from "../standing.ts";
import type { AuctionDraft, OpenOf } from "../state.ts";

/**
 * Law 29: a call out of rotation. It stays open: the offender's LHO may accept it by calling (29A), or it is
 * cancelled and Laws 30–32 apply (29B). A pass that would make the auction's closing passes while depriving a
 * player of his turn goes straight to 17D3 (and no Law 30 bar: 17D3 is silent on it, a default).
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
    _tag: "MayAcceptOutOfRotation",
    seat: lho(offender),
    law: "29A",
    options: ["accept", "refuse"],
    about: position,
    offender,
    call,
  });
  note(d, { _tag: "CallOutOfRotation", position, law: "29", seat: offender, call, turn, under: law });
};

/**
 * 17D3 (no Law 30 bar besides, a default): a pass that would close the auction while a player was deprived of
 * his turn is cancelled at once. Its maker is an offender (16C: unauthorised for his side) unless he passed in
 * rotation after a pass out of rotation the Law has just cancelled: passing after it, he accepted it (29A) and
 * is no offender; the information of his pass is not unauthorised for his side (16C1, WBFLC Ex 15: only the
 * pass out of rotation is a source of unauthorised information).
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
    note(d, { _tag: "PassWouldEndAuction", position, law: "17D3", seat, deprived });
    return;
  }
  note(d, { _tag: "PassAfterPassOutOfRotation", position, law: "17D3", seat, after, deprived });
};

/** 29A: the offender's LHO accepts the call out of rotation; rotation continues from the offender's LHO (17C). */
export const law29Accept = (d: AuctionDraft, position: number, byCalling: boolean): void => {
  const open = d.open;
  if (open === null || open.kind !== "out-of-rotation") return;
  const o = { ...open };
  updateCall(d, o.at, { status: "standing", law: "29A", flags: ["accepted-out-of-rotation"] });
  d.open = null;
  withdrawOffer(d, "29A");
  note(d, {
    _tag: "OutOfRotationAccepted",
    position,
    law: "29A",
    seat: lho(o.offender),
    offender: o.offender,
    call: o.call,
    byCalling,
  });
  settle(d, position);
};

/**
 * 29A, while a call out of rotation waits for its rectification: the offender's LHO calls, accepting it; his
 * call is then taken as made after it. A call by another player: not 29A's.
 */
export const law29ACallByLho = (
  d: AuctionDraft,
  o: OpenOf<"out-of-rotation">,
  seat: Seat,
  call: Call,
  position: number,
): Next | undefined => {
  if (seat !== lho(o.offender)) return undefined;
  law29Accept(d, position, true);
  return { follows: "call", seat, call, position };
};

/**
 * 29B: the call out of rotation is cancelled; the auction reverts to the player whose turn it was; Laws 30–32
 * then rectify it (the dispatcher applies the one of its call: `out-of-rotation-cancelled`).
 */
export const law29Refuse = (d: AuctionDraft, position: number): Next => {
  const open = d.open;
  if (open === null || open.kind !== "out-of-rotation") return { follows: "done" };
  const o = { ...open };
  const calledBefore = hasCalled(d.calls, o.offender);
  updateCall(d, o.at, { status: "cancelled", law: "29B" });
  d.open = null;
  withdrawOffer(d, "29A");
  note(d, {
    _tag: "OutOfRotationCancelled",
    position,
    law: "29B",
    seat: o.offender,
    call: o.call,
    turn: o.turn,
  });
  settle(d, position);
  return {
    follows: "out-of-rotation-cancelled",
    offender: o.offender,
    call: o.call,
    relation: relationOf(o.offender, o.turn),
    calledBefore,
    at: o.at,
  };
};
