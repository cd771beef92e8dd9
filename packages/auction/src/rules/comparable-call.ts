import type { Call, Seat } from "@bridgelaw/cards";
import { ask } from "../context.ts";
import type { AuctionDraft } from "../state.ts";

/**
 * Law 23, the rule the Laws of a replaced call share (30B1(b), 31A2, 31B2, 32A2, 32B2, 25B, 36B3): the
 * offender has made the call that replaces his withdrawn or cancelled call. Whether it is comparable is the
 * Director's judgement ([J]); the auction waits for it unless only a lead restriction hangs on the answer.
 * His answer is Law 23's (`laws/23-comparable-call.ts`).
 */
export const law23ReplacementMade = (d: AuctionDraft, seat: Seat, call: Call, position: number): void => {
  const r = d.replacement!;
  const blocking = r.onNotComparable !== "lead-restriction-only";
  r.madeAt = position;
  ask(d, {
    _tag: "IsReplacementComparable",
    law: "23A",
    position,
    blocking,
    seat,
    call,
    withdrawn: r.withdrawn,
    under: r.law,
    answers: ["A1", "A2", "A3", "not-comparable"],
  });
};
