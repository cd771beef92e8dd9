// Scores posted (79C1, 92B periods start) and scoring errors corrected (79C).
import { DomainRejection } from "@bridgelaw/log";
import {
  correctionPeriodEnd,
  DEFAULT_TIME_LIMITS,
  law79CCorrection,
  law92BDeadline,
  type TimeLimits,
} from "@bridgelaw/scoring";
import type { TableDraft } from "../../state.ts";
import type { ScoreCorrected, ScoresPosted } from "./events.ts";
import {
  entryOf,
  lawful,
  type Recorded,
  refuse,
  resultLabel,
  scoreFacts,
  tableResult,
  withFacts,
} from "./facts.ts";

/** The official scores are posted: the Correction Period (79C1) and the time to appeal (92B) start. */
export const scoresPosted = lawful((s: TableDraft, e: ScoresPosted, position: number): void => {
  const f = scoreFacts(s);
  if (f.posted !== undefined) {
    withFacts(s, f, [
      {
        _tag: "Said",
        position,
        law: "79C1",
        text: `the scores were already posted at ${f.posted.at}: the periods run from then`,
      },
    ]);
    return;
  }
  const limits: TimeLimits = {
    correctionMinutes: e.correctionMinutes ?? DEFAULT_TIME_LIMITS.correctionMinutes,
    appealMinutes: e.appealMinutes ?? DEFAULT_TIME_LIMITS.appealMinutes,
  };
  let ends: string;
  let appeal: string | null;
  try {
    ends = correctionPeriodEnd(e.at, limits);
    appeal = law92BDeadline(e.at, undefined, limits);
  } catch (err) {
    refuse("scores posted", err);
    return;
  }
  withFacts(s, { ...f, posted: { at: e.at, limits, position } }, [
    {
      _tag: "Said",
      position,
      law: "79C1",
      text: `official scores posted at ${e.at}: the Correction Period ends at ${ends}`,
    },
    {
      _tag: "Said",
      position,
      law: "92B",
      text: `rulings may be requested and appealed until ${appeal} (later for a ruling given later)`,
    },
  ]);
});

/** Law 79C: a scoring error corrected, within the Correction Period (79C1) or after it with TO and TD (79C2). */
export const scoreCorrected = lawful((s: TableDraft, e: ScoreCorrected, position: number): void => {
  const f = scoreFacts(s);
  const law = e.law ?? "79C";
  const reason = law.startsWith("79C")
    ? "79C"
    : law.startsWith("69B")
      ? "69B"
      : law.startsWith("71")
        ? "71"
        : null;
  if (reason === null) {
    throw new DomainRejection(`a score correction is made under 79C, 69B or 71, not Law ${law}`);
  }
  const requestedAt = e.requestedAt ?? e.at;
  const time = law79CCorrection({
    reason,
    ...(f.posted !== undefined && { postedAt: f.posted.at, limits: f.posted.limits }),
    ...(requestedAt !== undefined && { requestedAt }),
    ...(e.toAgreed !== undefined && { toAgreed: e.toAgreed }),
    ...(e.tdCertain !== undefined && { tdCertain: e.tdCertain }),
  });
  const cited = reason === "79C" ? time.law : law;
  const entry = entryOf(s, e, "score corrected");
  const before = tableResult(s);
  if (!time.allowed) {
    withFacts(s, f, [{ _tag: "Said", position, law: cited, text: `score correction: ${time.reason}` }]);
    return;
  }
  const recorded: Recorded = {
    ...entry,
    law: cited,
    position,
    ...(before !== null && { before: before.before ?? before.score }),
  };
  const what =
    reason === "69B"
      ? "agreement to a claim withdrawn"
      : reason === "71"
        ? "concession cancelled"
        : "scoring error corrected";
  withFacts(s, { ...f, recorded }, [
    {
      _tag: "Said",
      position,
      law: cited,
      text: `${what} (${time.reason}): ${resultLabel(entry.contract, entry.tricks) || "score"} NS ${entry.score.NS}${
        before === null ? "" : ` (was NS ${before.score.NS})`
      }`,
    },
  ]);
});
