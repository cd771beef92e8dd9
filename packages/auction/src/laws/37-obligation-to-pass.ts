import type { Call, Seat } from "@bridgelaw/cards";
import {
  answered,
  ask,
  information,
  lho,
  name,
  note,
  oblige,
  partner,
  restrictLead,
  review,
} from "../context.ts";
import { record, settle } from "../rotation.ts";
import { updateCall } from "../standing.ts";
import type { AuctionState } from "../state.ts";

/**
 * Law 37 (35B): a bid, double or redouble by a player required to pass. It stays open until the Director is
 * called (37B) or the offender's LHO calls first (37A).
 */
export const law37ViolatesObligation = (
  a: AuctionState,
  offender: Seat,
  call: Call,
  position: number,
): AuctionState => {
  const s = record(a, { seat: offender, call, position, turn: a.turn, status: "open", law: "37" });
  return ask(
    note(
      { ...s, open: { kind: "violates-pass", offender, at: position, call, turn: offender } },
      position,
      "35B",
      `${name(offender)} is required to pass: his ${call} violates the obligation (Law 37)`,
    ),
    {
      law: "37",
      position,
      question: `${name(offender)}'s ${call} violates an obligation to pass: rectify under 37B (answer "37B", or draw attention); if ${name(lho(offender))} calls first, 37A applies`,
      answers: ["37B"],
    },
  );
};

/**
 * 37A: the offender's LHO called before rectification: the call and all later calls stand. A next-turn
 * obligation is spent; an obligation throughout remains. No lead restriction.
 */
export const law37A = (a: AuctionState, position: number): AuctionState => {
  const o = a.open;
  if (o === null || o.kind !== "violates-pass") return a;
  const calls = updateCall(a.calls, o.at, { status: "standing", law: "37A", flags: ["condoned-37A"] });
  const obligations = a.obligations.filter(
    (x) => !(x.seat === o.offender && x.kind === "pass" && x.scope === "next-turn"),
  );
  const s = answered({ ...a, calls, obligations, open: null }, "37", o.at);
  return note(
    settle(s, position),
    position,
    "37A",
    `${name(lho(o.offender))} called before rectification: ${name(o.offender)}'s ${o.call} stands (37A)`,
  );
};

/** 37B: the call is cancelled and replaced by a pass; each member of the offending side passes throughout; 26B; 72C. */
export const law37B = (a: AuctionState, position: number): AuctionState => {
  const o = a.open;
  if (o === null || o.kind !== "violates-pass") return a;
  let s = answered(
    { ...a, open: null, calls: updateCall(a.calls, o.at, { status: "cancelled", law: "37B1" }) },
    "37",
    o.at,
  );
  s = { ...s, obligations: s.obligations.filter((x) => x.seat !== o.offender) };
  s = record(s, { seat: o.offender, call: "P", position, turn: o.offender, status: "standing", law: "37B2" });
  s = note(
    settle(s, position),
    position,
    "37B2",
    `${name(o.offender)}'s ${o.call} is cancelled and replaced by a pass`,
  );
  for (const seat of [o.offender, partner(o.offender)]) {
    s = oblige(
      s,
      { kind: "pass", seat, scope: "throughout", law: "37B2", from: position },
      `${name(seat)} must pass whenever it is his turn to call (37B2)`,
    );
  }
  s = information(s, o.offender, o.call, o.at, "37B");
  s = restrictLead(s, o.offender, "26B", o.at, position);
  return review(s, {
    law: "72C",
    position: o.at,
    text: `damage through the call by a player required to pass (37B)`,
  });
};
