// Law 12C adjusted scores; Law 90 and 91A penalties in points.
import { DomainRejection } from "@bridgelaw/log";
import { isBalanced, law79BCheck, type PenaltyUnit } from "@bridgelaw/scoring";
import type { TableDraft } from "../../state.ts";
import type { PenaltyAwarded, ScoreAdjusted } from "./events.ts";
import {
  adjust,
  describe,
  lawful,
  type PenaltyView,
  partsOf,
  requestInTime,
  type Stage,
  scoreFacts,
  tableSides,
  withFacts,
} from "./facts.ts";
import { closeDispute, openDispute } from "./law-79-tricks.ts";

/** A Director's adjusted score (Law 12C and the Laws that send to it). */
export const scoreAdjusted = lawful((s: TableDraft, e: ScoreAdjusted, position: number): void => {
  const f = scoreFacts(s);
  const what = `adjusted score (Law ${e.law})`;
  const time = requestInTime(f, e.requestedAt);
  if (!time.allowed) {
    withFacts(s, f, [
      {
        _tag: "Said",
        position,
        law: "92B",
        text: `${what} requested ${time.reason}: not applied (81C3: within the limits of 79C and 92B)`,
      },
    ]);
    return;
  }
  const base = tableSides(s);
  const sides = adjust(partsOf(s, e, what), base, what);
  const is79B = e.law.startsWith("79B");
  const dispute = is79B ? openDispute(f, e.about, what) : undefined;
  if (is79B) {
    const reason = law79BCheck(base, sides, dispute?.afterRound ?? e.law.startsWith("79B3"));
    if (reason !== null) throw new DomainRejection(reason);
  }
  if (s.setup?.edition === "2007" && !isBalanced(sides) && /^(11A|43B3|79B)/.test(e.law)) {
    // editions G-1, S-2: the 2007 Code splits scores only under 12C1(e)/(f) (and 12C4 in knockouts)
    throw new DomainRejection(`2007 Code: no split score under Law ${e.law} (one score for both sides)`);
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
        _tag: "Said",
        position,
        law: e.law,
        text: `Director's adjusted score: ${describe(sides)}${e.text === undefined ? "" : `: ${e.text}`}`,
      },
    ],
  );
});

const UNIT_NAMES: Readonly<Record<PenaltyUnit, string>> = {
  top: "of a top",
  matchpoints: "matchpoints",
  imps: "IMPs",
  vps: "VPs",
  points: "points",
};

/** Law 90 (procedural) or 91A (disciplinary): a penalty in points, separate from the board score. */
export const penaltyAwarded = lawful((s: TableDraft, e: PenaltyAwarded, position: number): void => {
  const f = scoreFacts(s);
  const time = requestInTime(f, e.requestedAt);
  const kind = e.law.startsWith("91") ? "disciplinary penalty" : "procedural penalty";
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
        _tag: "Said",
        position,
        law: e.law,
        text: time.allowed
          ? `${kind} on ${e.side}: ${e.amount} ${UNIT_NAMES[e.unit]} (separate from the board score; the opponents get nothing, Law 90)`
          : `${kind} on ${e.side} requested ${time.reason}: not applied (92B)`,
      },
    ],
  );
});
