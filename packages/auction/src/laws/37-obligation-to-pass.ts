import type { Call, Seat } from "@bridgelaw/cards";
import {
  answered,
  ask,
  information,
  lho,
  note,
  oblige,
  partner,
  record,
  removeWhere,
  review,
} from "../context.ts";
import type { Next } from "../next.ts";
import { restrictLead } from "../rules/lead-restrictions.ts";
import { settle } from "../rules/settle.ts";
import { updateCall } from "../standing.ts";
import type { AuctionDraft, OpenOf } from "../state.ts";

/**
 * Law 37 (35B): a bid, double or redouble by a player required to pass. It stays open until the Director is
 * called (37B) or the offender's LHO calls first (37A).
 */
export const law37ViolatesObligation = (
  d: AuctionDraft,
  offender: Seat,
  call: Call,
  position: number,
): void => {
  record(d, { seat: offender, call, position, turn: d.turn, status: "open", law: "37" });
  d.open = { kind: "violates-pass", offender, at: position, call, turn: offender };
  note(d, { _tag: "ViolatesObligationToPass", position, law: "35B", seat: offender, call });
  ask(d, {
    _tag: "RectifyViolatedObligation",
    law: "37",
    position,
    seat: offender,
    call,
    lho: lho(offender),
    answers: ["37B"],
  });
};

/**
 * 37A: the offender's LHO called before rectification: the call and all later calls stand. A next-turn
 * obligation is spent; an obligation throughout remains. No lead restriction.
 */
export const law37A = (d: AuctionDraft, position: number): void => {
  const open = d.open;
  if (open === null || open.kind !== "violates-pass") return;
  const o = { ...open };
  updateCall(d, o.at, { status: "standing", law: "37A", flags: ["condoned-37A"] });
  removeWhere(d.obligations, (x) => x.seat === o.offender && x.kind === "pass" && x.scope === "next-turn");
  d.open = null;
  answered(d, "37", o.at);
  settle(d, position);
  note(d, {
    _tag: "ViolationStands",
    position,
    law: "37A",
    seat: lho(o.offender),
    offender: o.offender,
    call: o.call,
  });
};

/**
 * 37A, while a call that violates an obligation to pass waits for its rectification: the offender's LHO
 * calls, which condones it; his call is then taken as made after it. Another player's call: not 37A's.
 */
export const law37ACallByLho = (
  d: AuctionDraft,
  o: OpenOf<"violates-pass">,
  seat: Seat,
  call: Call,
  position: number,
): Next | undefined => {
  if (seat !== lho(o.offender)) return undefined;
  law37A(d, position);
  return { follows: "call", seat, call, position };
};

/** 37B: the call is cancelled and replaced by a pass; each member of the offending side passes throughout; 26B; 72C. */
export const law37B = (d: AuctionDraft, position: number): void => {
  const open = d.open;
  if (open === null || open.kind !== "violates-pass") return;
  const o = { ...open };
  d.open = null;
  updateCall(d, o.at, { status: "cancelled", law: "37B1" });
  answered(d, "37", o.at);
  removeWhere(d.obligations, (x) => x.seat === o.offender);
  record(d, { seat: o.offender, call: "P", position, turn: o.offender, status: "standing", law: "37B2" });
  settle(d, position);
  note(d, { _tag: "CallReplacedByPass", position, law: "37B2", seat: o.offender, call: o.call });
  for (const seat of [o.offender, partner(o.offender)]) {
    oblige(d, { kind: "pass", seat, scope: "throughout", law: "37B2", from: position });
  }
  information(d, o.offender, o.call, o.at, "37B");
  restrictLead(d, o.offender, "26B", o.at, position);
  review(d, { _tag: "DamageReview", law: "72C", position: o.at, cause: "barred-call", under: "37B" });
};
