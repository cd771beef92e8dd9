// The time limits (79C, 92B), the concurrence in an appeal (92C, 92D), its hearing (93) and the limits of a
// ruling on a dispute on tricks (79B2, 79B3), as data: what the scoring Laws decided, from their structured
// results and the facts they were given (never from their words).
import { type LawId, type Seat, type Side, seatsOf, sideOf } from "@bridgelaw/cards";
import type {
  AppealConcurrence,
  AppealHearing,
  CorrectionRequest,
  SidesScore,
  TimeDecision,
} from "@bridgelaw/scoring";
import type { TableFact } from "../../consequences.ts";

/** 79C1, 79C2 (69B, 71 only within the period): how the time of a correction stands, from `law79CDecision`. */
export const correctionTiming = (r: CorrectionRequest, t: TimeDecision): TableFact<"CorrectionTiming"> => {
  const claim = r.reason === "69B" || r.reason === "71" ? r.reason : undefined;
  const deadline = t.deadline === undefined ? {} : { deadline: t.deadline };
  const time = ((): TableFact<"CorrectionTiming">["time"] => {
    if (r.postedAt === undefined) return "not-posted";
    if (r.requestedAt === undefined) return "no-time";
    if (t.allowed) return t.law === "79C2" ? "agreed-and-certain" : "within";
    if (claim !== undefined) return "claim-late";
    return r.toAgreed === true ? "without-certainty" : "without-agreement";
  })();
  return { _tag: "CorrectionTiming", time, ...deadline, ...(time === "claim-late" && { claim }) };
};

/** 92B: how the time of a request or an appeal stands against its limit, from `law92BDecision`. */
export const appealTiming = (
  deadline: string | null,
  at: string | undefined,
  t: TimeDecision,
): TableFact<"AppealTiming"> => ({
  _tag: "AppealTiming",
  time: deadline === null ? "not-posted" : at === undefined ? "no-time" : t.allowed ? "in-time" : "too-late",
  ...(t.deadline !== undefined && { deadline: t.deadline }),
});

/** 92C, 92D: the appeal's concurrence, from `law92DDecision` and what it was given. */
export const concurrenceOf = (
  a: AppealConcurrence,
  r: { readonly ok: boolean; readonly law: LawId },
): TableFact<"Concurrence"> => {
  if (r.law === "92C") return { _tag: "Concurrence", case: "not-via-director" };
  if (r.law === "92D") {
    const outside: readonly Seat[] = (a.agreed ?? []).filter((s) => sideOf(s) !== a.side);
    return { _tag: "Concurrence", case: "outside-side", seats: outside };
  }
  if (r.law === "92D2") return { _tag: "Concurrence", case: r.ok ? "captain-agrees" : "captain-must-agree" };
  if (a.contest === "individual")
    return { _tag: "Concurrence", case: r.ok ? "individual" : "individual-unnamed" };
  return { _tag: "Concurrence", case: r.ok ? "pair-agrees" : "pair-must-agree", seats: seatsOf(a.side) };
};

/** 93: who heard the appeal and on what, from `law93Decision` and what it was given. */
export const hearingOf = (h: AppealHearing, r: { readonly law: LawId }): TableFact<"Hearing"> => ({
  _tag: "Hearing",
  case:
    r.law === "93B1"
      ? "director-on-law"
      : r.law === "93A"
        ? "director"
        : r.law === "93B3"
          ? h.appealedLaw !== undefined && /^91/.test(h.appealedLaw)
            ? "committee-on-discipline"
            : "committee-on-law"
          : r.law === "93B2"
            ? "committee"
            : "ra",
});

/**
 * 79B2, 79B3: why the Director may not rule this score on a dispute on tricks (`law79BCheck` refused it): not a
 * single result, a split score before the end of the round, no recorded score to keep, more or fewer than one
 * side changed, one side's score increased.
 */
export const disputeScoreProblem = (
  recorded: SidesScore | null,
  ruled: SidesScore,
  afterRound: boolean,
): TableFact<"DisputeScoreRefused"> & { readonly law: LawId } => {
  for (const side of ["NS", "EW"] as const) {
    if (ruled[side].kind !== "points")
      return {
        _tag: "DisputeScoreRefused",
        law: "79B2",
        case: "single-result",
        side,
        kind: ruled[side].kind,
      };
  }
  if (!afterRound) return { _tag: "DisputeScoreRefused", law: "79B2", case: "split-before-round-end" };
  if (recorded === null) return { _tag: "DisputeScoreRefused", law: "79B3", case: "no-recorded-score" };
  const own = (s: SidesScore, side: Side): number => {
    const x = s[side];
    return x.kind === "points" ? x[side] : Number.NaN;
  };
  const changed = (["NS", "EW"] as const).filter((side) => own(ruled, side) !== own(recorded, side));
  if (changed.length !== 1) return { _tag: "DisputeScoreRefused", law: "79B3", case: "keep-one-side" };
  const side = changed[0]!;
  return { _tag: "DisputeScoreRefused", law: "79B3", case: "increase", side, from: own(recorded, side) };
};
