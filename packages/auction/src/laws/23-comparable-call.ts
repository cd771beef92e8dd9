import type { Call, Seat } from "@bridgelaw/cards";
import { answered, ask, information, name, note, oblige, partner, restrictLead, review } from "../context.ts";
import type { AuctionDraft } from "../state.ts";

/**
 * Law 23: the offender has made the call that replaces his withdrawn or cancelled call (30B1(b), 31A2, 31B2,
 * 32A2, 32B2, 25B, 36B3). Whether it is comparable is the Director's judgement ([J]); the auction waits for it
 * unless only a lead restriction hangs on the answer.
 */
export const law23ReplacementMade = (d: AuctionDraft, seat: Seat, call: Call, position: number): void => {
  const r = d.replacement!;
  const blocking = r.onNotComparable !== "lead-restriction-only";
  r.madeAt = position;
  ask(d, {
    _tag: "Said",
    law: "23A",
    position,
    blocking,
    question: `is ${name(seat)}'s ${call} comparable to the withdrawn ${r.withdrawn} (23A1 same or similar meaning, 23A2 a subset of its meanings, 23A3 the same purpose)? (${r.law})`,
    answers: ["A1", "A2", "A3", "not-comparable"],
  });
};

/** Applies the Director's comparable-call finding (23B / 26A, or the Law's branch for a call not comparable). */
export const law23Ruled = (d: AuctionDraft, answer: string, ruling: number, position: number): void => {
  const r = { ...d.replacement! };
  d.replacement = null;
  answered(d, "23A", ruling);
  const made = d.calls.find((c) => c.position === r.madeAt);
  if (answer !== "not-comparable") {
    // 23B: no further rectification, 16C2 does not apply; 26A: no lead restriction; 23C review at end of play.
    review(d, {
      law: "23C",
      position: r.madeAt ?? position,
      text: `damage through the assistance of the withdrawn ${r.withdrawn}`,
    });
    note(
      d,
      position,
      `23${answer}`,
      `${made?.call ?? "the call"} is comparable to the withdrawn ${r.withdrawn} (23${answer}): no further rectification (23B, 26A)`,
    );
    return;
  }
  const p = partner(r.offender);
  information(d, r.offender, r.withdrawn, r.withdrawnAt, r.law);
  if (r.onNotComparable === "partner-next-turn") {
    oblige(d, { kind: "pass", seat: p, scope: "next-turn", law: r.law, from: position });
  }
  restrictLead(d, r.offender, "26B", r.withdrawnAt, position);
  review(d, {
    law: "72C",
    position,
    text: `damage through the irregularity at position ${r.withdrawnAt} (${r.law})`,
  });
};
