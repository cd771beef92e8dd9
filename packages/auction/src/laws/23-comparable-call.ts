import { answered, information, note, oblige, partner, review } from "../context.ts";
import { restrictLead } from "../rules/lead-restrictions.ts";
import type { AuctionDraft } from "../state.ts";

/**
 * Law 23: the Director's comparable-call finding on a replacement (asked by the rule every replaced call
 * shares, `rules/comparable-call.ts`): 23B / 26A when comparable, else the Law's branch for a call not
 * comparable (partner's bar, 26B, 72C).
 */
export const law23Ruled = (d: AuctionDraft, answer: string, ruling: number, position: number): void => {
  const r = { ...d.replacement! };
  d.replacement = null;
  answered(d, "23A", ruling);
  if (answer !== "not-comparable") {
    // The replacement awaiting the ruling: recorded at `madeAt` (the question is asked once it is made).
    const made = d.calls.find((c) => c.position === r.madeAt)!;
    // 23B: no further rectification, 16C2 does not apply; 26A: no lead restriction; 23C review at end of play.
    review(d, {
      _tag: "AssistanceReview",
      law: "23C",
      position: r.madeAt ?? position,
      withdrawn: r.withdrawn,
      source: "withdrawn-call",
    });
    note(d, {
      _tag: "ComparableCall",
      position,
      law: `23${answer}`,
      call: made.call,
      withdrawn: r.withdrawn,
    });
    return;
  }
  const p = partner(r.offender);
  information(d, r.offender, r.withdrawn, r.withdrawnAt, r.law);
  if (r.onNotComparable === "partner-next-turn") {
    oblige(d, { kind: "pass", seat: p, scope: "next-turn", law: r.law, from: position });
  }
  restrictLead(d, r.offender, "26B", r.withdrawnAt, position);
  review(d, {
    _tag: "DamageReview",
    law: "72C",
    position,
    cause: "irregularity",
    about: r.withdrawnAt,
    under: r.law,
  });
};
