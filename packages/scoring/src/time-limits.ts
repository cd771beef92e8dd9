import type { LawId } from "@bridgelaw/cards";
import { ScoringInputError } from "./errors.ts";

/**
 * The time limits of Laws 79C and 92B, computed from recorded times (ISO 8601 strings from the log); no
 * clock is read. A time without a zone is read as UTC, so that two zone-less times of the same log compare
 * the same way on every machine.
 */

const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Milliseconds since the epoch of an ISO 8601 time (`2026-11-22T22:00:00Z`, `2026-11-22T22:00+01:00`). */
export const parseInstant = (iso: string): number => {
  const m = ISO.exec(iso.trim());
  if (m === null) throw new ScoringInputError("time", iso, "iso-time", {});
  const zone = m[8] ?? "Z";
  const text = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? "00"}${m[7] ?? ""}${zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone}`;
  const ms = Date.parse(text);
  if (!Number.isFinite(ms)) throw new ScoringInputError("time", iso, "invalid-time", {});
  return ms;
};

/** An ISO time (UTC, whole seconds without `.000`) `minutes` after `iso`. */
export const minutesAfter = (iso: string, minutes: number): string =>
  new Date(parseInstant(iso) + minutes * 60_000).toISOString().replace(".000Z", "Z");

/** The periods the Tournament Organizer sets (79C1, 92B); 30 minutes each unless he sets otherwise. */
export interface TimeLimits {
  /** 79C1: the Correction Period ends this long after the official score is made available (default 30). */
  readonly correctionMinutes: number;
  /** 92B: the right to request a ruling or to appeal ends this long after it (default 30). */
  readonly appealMinutes: number;
}

export const DEFAULT_TIME_LIMITS: TimeLimits = { correctionMinutes: 30, appealMinutes: 30 };

/** Law 79C1 (default 30 minutes, fn 25): when the Correction Period ends. */
export const correctionPeriodEnd = (postedAt: string, limits: TimeLimits = DEFAULT_TIME_LIMITS): string =>
  minutesAfter(postedAt, limits.correctionMinutes);

export interface CorrectionRequest {
  /** When the official scores were made available for inspection; absent: not yet (the period is open). */
  readonly postedAt?: string;
  /** When the correction was asked for; absent: not recorded. */
  readonly requestedAt?: string;
  readonly limits?: TimeLimits;
  /** 79C2: the Tournament Organizer agrees to a correction after the period. */
  readonly toAgreed?: boolean;
  /** 79C2: the Director is completely certain the recorded score is wrong. */
  readonly tdCertain?: boolean;
  /**
   * What is corrected: a scoring error (`79C`, the default), a claim's agreement withdrawn (`69B`) or a
   * concession cancelled (`71`); the last two count only within the Correction Period (no 79C2).
   */
  readonly reason?: "79C" | "69B" | "71";
}

export interface TimeRuling {
  /** Whether the action may be taken (the correction made, the appeal heard, …). */
  readonly allowed: boolean;
  /** The clause that decided. */
  readonly law: LawId;
  readonly reason: string;
  /** The time limit, when there is one. */
  readonly deadline?: string;
}

/** Which case of Law 79C decided a correction's time (the message id of `law79CCorrection`'s reason). */
export type CorrectionCase =
  | "not-posted"
  | "no-time"
  | "within"
  | "claim-late"
  | "agreed-and-certain"
  | "without-certainty"
  | "without-agreement";

/** Which case of Law 92B decided an appeal's time (the message id of `law92BInTime`'s reason). */
export type AppealTimeCase = "not-posted" | "no-time" | "in-time" | "too-late";

/**
 * A time limit's decision as data: what `law79CCorrection` and `law92BInTime` decide, without their English
 * `reason`, with the case that decided (issue 31: a program that reads only the data, such as the table's
 * replay, does not carry the sentences).
 */
export interface TimeDecision<C extends string = string> {
  readonly allowed: boolean;
  readonly law: LawId;
  readonly case: C;
  readonly deadline?: string;
}

/** A decision with its English reason, as `TimeRuling` has always given it. */
const ruling = (d: TimeDecision, reason: string): TimeRuling => ({
  allowed: d.allowed,
  law: d.law,
  reason,
  ...(d.deadline !== undefined && { deadline: d.deadline }),
});

/**
 * Law 79C: a scoring error may be corrected until the end of the Correction Period (79C1); after it, only if
 * the Tournament Organizer agrees and the Director is completely certain the recorded score is wrong (79C2,
 * 2017 wording: the TO's agreement and the Director's certainty). A claim's agreement withdrawn (69B) or a
 * concession cancelled (71) counts only within the period (79C1). Before the scores are posted the period
 * has not started: always in time. The decision as data; `law79CCorrection` adds its English.
 */
export const law79CDecision = (r: CorrectionRequest): TimeDecision<CorrectionCase> => {
  const claim = r.reason === "69B" || r.reason === "71" ? r.reason : undefined;
  const inPeriod = claim ?? "79C1";
  if (r.postedAt === undefined) return { allowed: true, law: inPeriod, case: "not-posted" };
  const deadline = correctionPeriodEnd(r.postedAt, r.limits);
  if (r.requestedAt === undefined) return { allowed: true, law: inPeriod, case: "no-time", deadline };
  if (parseInstant(r.requestedAt) <= parseInstant(deadline)) {
    return { allowed: true, law: inPeriod, case: "within", deadline };
  }
  if (claim !== undefined) return { allowed: false, law: claim, case: "claim-late", deadline };
  if (r.toAgreed === true && r.tdCertain === true) {
    return { allowed: true, law: "79C2", case: "agreed-and-certain", deadline };
  }
  return {
    allowed: false,
    law: "79C2",
    case: r.toAgreed === true ? "without-certainty" : "without-agreement",
    deadline,
  };
};

/** The English reason of a Law 79C decision. */
const correctionReason = (d: TimeDecision<CorrectionCase>): string => {
  switch (d.case) {
    case "not-posted":
      return "before the official scores were posted";
    case "no-time":
      return "no time recorded: taken as made within the Correction Period";
    case "within":
      return `within the Correction Period (ends ${d.deadline})`;
    case "claim-late":
      return `after the Correction Period (ended ${d.deadline}): Law ${d.law} applies only within it; the recorded score stands`;
    case "agreed-and-certain":
      return `after the Correction Period (ended ${d.deadline}): the Tournament Organizer agrees and the Director is certain`;
    case "without-certainty":
    case "without-agreement":
      return `after the Correction Period (ended ${d.deadline}) without ${
        d.case === "without-certainty" ? "the Director's certainty" : "the Tournament Organizer's agreement"
      } (79C2): the recorded score stands`;
  }
};

/**
 * Law 79C: a scoring error may be corrected until the end of the Correction Period (79C1); after it, only if
 * the Tournament Organizer agrees and the Director is completely certain the recorded score is wrong (79C2,
 * 2017 wording: the TO's agreement and the Director's certainty). A claim's agreement withdrawn (69B) or a
 * concession cancelled (71) counts only within the period (79C1). Before the scores are posted the period
 * has not started: always in time.
 */
export const law79CCorrection = (r: CorrectionRequest): TimeRuling => {
  const d = law79CDecision(r);
  return ruling(d, correctionReason(d));
};

/**
 * Law 92B: the right to request a ruling or to appeal ends `appealMinutes` after the official score is made
 * available; a ruling told to the players later opens its own period from then (WBFLC commentary on
 * 92B). Null when the scores are not posted yet (no limit has started).
 */
export const law92BDeadline = (
  postedAt: string | undefined,
  rulingAt: string | undefined,
  limits: TimeLimits = DEFAULT_TIME_LIMITS,
): string | null => {
  if (postedAt === undefined) return null;
  const fromPosting = minutesAfter(postedAt, limits.appealMinutes);
  if (rulingAt === undefined) return fromPosting;
  const fromRuling = minutesAfter(rulingAt, limits.appealMinutes);
  return parseInstant(fromRuling) > parseInstant(fromPosting) ? fromRuling : fromPosting;
};

/** Law 92B: whether an appeal (or a request for a ruling) made at `at` is in time, as data. */
export const law92BDecision = (
  deadline: string | null,
  at: string | undefined,
): TimeDecision<AppealTimeCase> => {
  if (deadline === null) return { allowed: true, law: "92B", case: "not-posted" };
  if (at === undefined) return { allowed: true, law: "92B", case: "no-time", deadline };
  return parseInstant(at) <= parseInstant(deadline)
    ? { allowed: true, law: "92B", case: "in-time", deadline }
    : { allowed: false, law: "92B", case: "too-late", deadline };
};

const APPEAL_TIME_ENGLISH: { readonly [C in AppealTimeCase]: (deadline: string | undefined) => string } = {
  "not-posted": () => "before the official scores were posted",
  "no-time": () => "no time recorded: taken as made in time",
  "in-time": (deadline) => `in time (the limit is ${deadline})`,
  "too-late": (deadline) => `too late: the time limit was ${deadline}`,
};

/** Law 92B: whether an appeal (or a request for a ruling) made at `at` is in time. */
export const law92BInTime = (deadline: string | null, at: string | undefined): TimeRuling => {
  const d = law92BDecision(deadline, at);
  return ruling(d, APPEAL_TIME_ENGLISH[d.case](d.deadline));
};
