// Law 12C adjusted scores; Law 90 and 91A penalties in points.
import { DomainRejection } from "@bridgelaw/log";
import { isBalanced, law79BCheck } from "@bridgelaw/scoring";
import type { TableDraft } from "../../state.ts";
import type { PenaltyAwarded, ScoreAdjusted } from "./events.ts";
import {
  adjust,
  closeDispute,
  lawful,
  openDispute,
  type PenaltyView,
  partsOf,
  recordOf,
  requestInTime,
  type Stage,
  scoreFacts,
  sidesScored,
  tableSides,
  withFacts,
} from "./facts.ts";
import { disputeScoreProblem } from "./timing.ts";

/** A Director's adjusted score (Law 12C and the Laws that send to it). */
export const scoreAdjusted = lawful((s: TableDraft, e: ScoreAdjusted, position: number): void => {
  const f = scoreFacts(s);
  const of = recordOf(e.type, e.law);
  const time = requestInTime(f, e.requestedAt);
  if (!time.allowed) {
    withFacts(s, f, [
      { _tag: "AdjustedScoreTooLate", position, law: "92B", under: e.law, deadline: time.deadline! },
    ]);
    return;
  }
  const base = tableSides(s);
  const sides = adjust(partsOf(s, e, of), base, of);
  const is79B = e.law.startsWith("79B");
  const dispute = is79B ? openDispute(f, e.about, of) : undefined;
  if (is79B) {
    const afterRound = dispute?.afterRound ?? e.law.startsWith("79B3");
    if (law79BCheck(base, sides, afterRound) !== null)
      throw new DomainRejection(disputeScoreProblem(base, sides, afterRound));
  }
  if (s.setup?.edition === "2007" && !isBalanced(sides) && /^(11A|43B3|79B)/.test(e.law)) {
    // A split under 11A, 43B3 or 79B is 2017's: the 2007 Code splits scores only under 12C1(e)/(f) (and 12C4 in
    // knockouts)
    throw new DomainRejection({ _tag: "NoSplitScore2007", law: "12C1", under: e.law });
  }
  const ruled: Stage = {
    sides,
    law: e.law,
    laws: [e.law],
    position,
    ...(e.text !== undefined && { text: e.text }),
  };
  withFacts(
    s,
    {
      ...f,
      disputes: closeDispute(f, dispute),
      ruled,
      applied: "ruled",
      decisions: [
        ...f.decisions,
        { position, kind: "score", law: e.law, ...(e.at !== undefined && { at: e.at }) },
      ],
    },
    [
      {
        _tag: "AdjustedScoreGiven",
        position,
        law: e.law,
        scores: sidesScored(sides),
        ...(e.text !== undefined && { words: e.text }),
      },
    ],
  );
});

/** Law 90 (procedural) or 91A (disciplinary): a penalty in points, separate from the board score. */
export const penaltyAwarded = lawful((s: TableDraft, e: PenaltyAwarded, position: number): void => {
  const f = scoreFacts(s);
  const time = requestInTime(f, e.requestedAt);
  const penalty: PenaltyView = {
    position,
    law: e.law,
    side: e.side,
    amount: e.amount,
    unit: e.unit,
    status: time.allowed ? "in force" : "not applied",
    ...(e.text !== undefined && { text: e.text }),
  };
  withFacts(
    s,
    {
      ...f,
      penalties: [...f.penalties, penalty],
      decisions: [
        ...f.decisions,
        { position, kind: "penalty", law: e.law, ...(e.at !== undefined && { at: e.at }) },
      ],
    },
    [
      {
        _tag: "PenaltyNoted",
        position,
        law: e.law,
        side: e.side,
        amount: e.amount,
        unit: e.unit,
        disciplinary: e.law.startsWith("91"),
        // requested too late (92B): not applied
        ...(!time.allowed && { deadline: time.deadline! }),
      },
    ],
  );
});
