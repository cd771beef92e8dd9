import { type Call, type LawId, type Seat, sideOf } from "@bridgelaw/cards";
import {
  answered,
  ask,
  information,
  lho,
  note,
  oblige,
  partner,
  record,
  review,
  startReplacement,
} from "../context.ts";
import type { Next } from "../next.ts";
import { restrictLead } from "../rules/lead-restrictions.ts";
import { settle } from "../rules/settle.ts";
import { cancelAfter, updateCall } from "../standing.ts";
import type { AuctionDraft, OpenOf } from "../state.ts";

/**
 * Law 36 (35A): a double or redouble not permitted by Law 19. In rotation it stays open until the Director is
 * called (36B) or the offender's LHO calls first (36A). Out of rotation it can never be accepted (36B4).
 */
export const law36InadmissibleDouble = (
  d: AuctionDraft,
  offender: Seat,
  call: Call,
  position: number,
  turn: Seat,
): void => {
  if (offender !== turn) {
    // 36B4: cancelled; the auction reverts to the player whose turn it was; partner passes throughout.
    record(d, { seat: offender, call, position, turn, status: "cancelled", law: "36B4" });
    note(d, { _tag: "InadmissibleDoubleOutOfRotation", position, law: "36B4", seat: offender, call, turn });
    law36Bar(d, offender, call, position, "36B4");
    return;
  }
  record(d, { seat: offender, call, position, turn, status: "open", law: "36" });
  d.open = { kind: "inadmissible-double", offender, at: position, call, turn };
  note(d, { _tag: "InadmissibleDouble", position, law: "35A", seat: offender, call });
  ask(d, {
    _tag: "RectifyInadmissibleDouble",
    law: "36",
    position,
    seat: offender,
    call,
    lho: lho(offender),
    answers: ["36B"],
  });
};

/** 36B2 / 36B4: the offender's partner passes throughout; 26B may apply (none if the replacement is comparable); 72C. */
const law36Bar = (d: AuctionDraft, offender: Seat, call: Call, position: number, law: LawId): void => {
  const p = partner(offender);
  oblige(d, { kind: "pass", seat: p, scope: "throughout", law, from: position });
  information(d, offender, call, position, law);
  restrictLead(d, offender, "26B", position);
  review(d, { _tag: "DamageReview", law: "72C", position, cause: "inadmissible-double", call, under: law });
  startReplacement(d, {
    offender,
    withdrawn: call,
    withdrawnAt: position,
    law: "36B3",
    onNotComparable: "lead-restriction-only",
  });
};

/** 36B: rectified before the offender's LHO called: cancelled, the offender substitutes a legal call. */
export const law36B = (d: AuctionDraft, position: number): void => {
  const open = d.open;
  if (open === null || open.kind !== "inadmissible-double") return;
  const o = { ...open };
  d.open = null;
  updateCall(d, o.at, { status: "cancelled", law: "36B1" });
  answered(d, "36", o.at);
  settle(d, position);
  note(d, { _tag: "InadmissibleDoubleCancelled", position, law: "36B1", seat: o.offender, call: o.call });
  law36Bar(d, o.offender, o.call, o.at, "36B2");
};

/**
 * 36A: the offender's LHO called before rectification: the inadmissible call and every later call are
 * cancelled; the auction reverts to the player whose turn it was, as though there had been no irregularity.
 * No lead restriction; 16C applies (36A does not say so: the general rule, a default of the engine).
 */
export const law36A = (d: AuctionDraft, lhoSeat: Seat, lhoCall: Call, position: number): void => {
  const open = d.open;
  if (open === null || open.kind !== "inadmissible-double") return;
  const o = { ...open };
  d.open = null;
  record(d, { seat: lhoSeat, call: lhoCall, position, turn: d.turn, status: "cancelled", law: "36A" });
  updateCall(d, o.at, { status: "cancelled", law: "36A" });
  cancelAfter(d, o.at, "36A");
  information(d, o.offender, o.call, o.at, "36A");
  information(d, lhoSeat, lhoCall, position, "36A", sideOf(o.offender));
  answered(d, "36", o.at);
  settle(d, position);
  note(d, {
    _tag: "InadmissibleDoubleAndLaterCallsCancelled",
    position,
    law: "36A",
    seat: lhoSeat,
    offender: o.offender,
    call: o.call,
    turn: o.turn,
  });
};

/**
 * Law 36, while an inadmissible double or redouble waits for its rectification: the offender's LHO calls
 * (36A); the offender calls again, which rectifies it (36B) before his new call is taken. Another player's
 * call: not Law 36's.
 */
export const law36CallWhileOpen = (
  d: AuctionDraft,
  o: OpenOf<"inadmissible-double">,
  seat: Seat,
  call: Call,
  position: number,
): Next | undefined => {
  if (seat === lho(o.offender)) {
    law36A(d, seat, call, position);
    return { follows: "done" };
  }
  if (seat !== o.offender) return undefined;
  law36B(d, position);
  return { follows: "call", seat, call, position };
};
