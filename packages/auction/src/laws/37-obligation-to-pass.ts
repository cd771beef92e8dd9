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
  record,
  removeWhere,
  restrictLead,
  review,
} from "../context.ts";
import { settle } from "../settle.ts";
import { updateCall } from "../standing.ts";
import type { AuctionDraft } from "../state.ts";

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
  note(
    d,
    position,
    "35B",
    `${name(offender)} is required to pass: his ${call} violates the obligation (Law 37)`,
  );
  ask(d, {
    _tag: "Said",
    law: "37",
    position,
    question: `${name(offender)}'s ${call} violates an obligation to pass: rectify under 37B (answer "37B", or draw attention); if ${name(lho(offender))} calls first, 37A applies`,
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
  note(
    d,
    position,
    "37A",
    `${name(lho(o.offender))} called before rectification: ${name(o.offender)}'s ${o.call} stands (37A)`,
  );
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
  note(d, position, "37B2", `${name(o.offender)}'s ${o.call} is cancelled and replaced by a pass`);
  for (const seat of [o.offender, partner(o.offender)]) {
    oblige(
      d,
      { kind: "pass", seat, scope: "throughout", law: "37B2", from: position },
      `${name(seat)} must pass whenever it is his turn to call (37B2)`,
    );
  }
  information(d, o.offender, o.call, o.at, "37B");
  restrictLead(d, o.offender, "26B", o.at, position);
  review(d, {
    law: "72C",
    position: o.at,
    text: `damage through the call by a player required to pass (37B)`,
  });
};
