import type { Call, Seat } from "@bridgelaw/cards";
import { answered, ask, information, name, note, oblige, partner, restrictLead, review } from "../context.ts";
import type { AuctionState } from "../state.ts";

/**
 * Law 23: the offender has made the call that replaces his withdrawn or cancelled call (30B1(b), 31A2, 31B2,
 * 32A2, 32B2, 25B, 36B3). Whether it is comparable is the Director's judgement ([J]); the auction waits for it
 * unless only a lead restriction hangs on the answer.
 */
export const law23ReplacementMade = (
  a: AuctionState,
  seat: Seat,
  call: Call,
  position: number,
): AuctionState => {
  const r = a.replacement!;
  const blocking = r.onNotComparable !== "lead-restriction-only";
  return ask(
    { ...a, replacement: { ...r, madeAt: position } },
    {
      law: "23A",
      position,
      blocking,
      question: `is ${name(seat)}'s ${call} comparable to the withdrawn ${r.withdrawn} (23A1 same or similar meaning, 23A2 a subset of its meanings, 23A3 the same purpose)? (${r.law})`,
      answers: ["A1", "A2", "A3", "not-comparable"],
    },
  );
};

/** Applies the Director's comparable-call finding (23B / 26A, or the Law's branch for a call not comparable). */
export const law23Ruled = (
  a: AuctionState,
  answer: string,
  ruling: number,
  position: number,
): AuctionState => {
  const r = a.replacement!;
  let s = answered({ ...a, replacement: null }, "23A", ruling);
  const made = s.calls.find((c) => c.position === r.madeAt);
  if (answer !== "not-comparable") {
    // 23B: no further rectification, 16C2 does not apply; 26A: no lead restriction; 23C review at end of play.
    s = review(s, {
      law: "23C",
      position: r.madeAt ?? position,
      text: `damage through the assistance of the withdrawn ${r.withdrawn}`,
    });
    return note(
      s,
      position,
      `23${answer}`,
      `${made?.call ?? "the call"} is comparable to the withdrawn ${r.withdrawn} (23${answer}): no further rectification (23B, 26A)`,
    );
  }
  const p = partner(r.offender);
  s = information(s, r.offender, r.withdrawn, r.withdrawnAt, r.law);
  if (r.onNotComparable === "partner-next-turn") {
    s = oblige(
      s,
      { kind: "pass", seat: p, scope: "next-turn", law: r.law, from: position },
      `${name(p)} must pass at his next turn (${r.law})`,
    );
  }
  s = restrictLead(s, r.offender, "26B", r.withdrawnAt, position);
  return review(s, {
    law: "72C",
    position,
    text: `damage through the irregularity at position ${r.withdrawnAt} (${r.law})`,
  });
};
