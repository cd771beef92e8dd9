// Scores posted (79C1, 92B periods start) and scoring errors corrected (79C).
import { DomainRejection } from "@bridgelaw/log";
import {
  type CorrectionRequest,
  correctionPeriodEnd,
  DEFAULT_TIME_LIMITS,
  law79CDecision,
  law92BDeadline,
  type TimeLimits,
} from "@bridgelaw/scoring";
import type { TableDraft } from "../../state.ts";
import type { ScoreCorrected, ScoresPosted } from "./events.ts";
import {
  entryOf,
  lawful,
  type Recorded,
  recordOf,
  refuse,
  resultOf,
  scoreFacts,
  tableResult,
  withFacts,
} from "./facts.ts";
import { correctionTiming } from "./timing.ts";

/** The official scores are posted: the Correction Period (79C1) and the time to appeal (92B) start. */
export const scoresPosted = lawful((s: TableDraft, e: ScoresPosted, position: number): void => {
  const f = scoreFacts(s);
  if (f.posted !== undefined) {
    withFacts(s, f, [{ _tag: "AlreadyPosted", position, law: "79C1", at: f.posted.at }]);
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
    refuse(recordOf(e.type), err);
    return;
  }
  withFacts(s, { ...f, posted: { at: e.at, limits, position } }, [
    { _tag: "ScoresPostedNoted", position, law: "79C1", at: e.at, ends },
    // (the scores are posted: the 92B limit runs from then)
    { _tag: "AppealPeriod", position, law: "92B", until: appeal! },
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
  if (reason === null) throw new DomainRejection({ _tag: "CorrectionLawInvalid", law: "79C", under: law });
  const requestedAt = e.requestedAt ?? e.at;
  const request: CorrectionRequest = {
    reason,
    ...(f.posted !== undefined && { postedAt: f.posted.at, limits: f.posted.limits }),
    ...(requestedAt !== undefined && { requestedAt }),
    ...(e.toAgreed !== undefined && { toAgreed: e.toAgreed }),
    ...(e.tdCertain !== undefined && { tdCertain: e.tdCertain }),
  };
  const time = law79CDecision(request);
  const timing = correctionTiming(request, time);
  const cited = reason === "79C" ? time.law : law;
  const entry = entryOf(s, e, recordOf(e.type));
  const before = tableResult(s);
  if (!time.allowed) {
    withFacts(s, f, [{ _tag: "CorrectionRefused", position, law: cited, timing }]);
    return;
  }
  const recorded: Recorded = {
    ...entry,
    law: cited,
    position,
    ...(before !== null && {
      before: before.before ?? before.score,
      beforeResult: before.beforeResult ?? {
        contract: before.contract,
        tricks: before.tricks,
        law: before.law,
        position: before.position,
      },
    }),
  };
  const result = resultOf(entry.contract, entry.tricks);
  withFacts(s, { ...f, recorded }, [
    {
      _tag: "ScoreCorrectedNoted",
      position,
      law: cited,
      what: reason,
      timing,
      ...(result !== undefined && { result }),
      NS: entry.score.NS,
      ...(before !== null && { was: before.score.NS }),
    },
  ]);
});
