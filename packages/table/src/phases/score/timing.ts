// The time limits (79C, 92B), the concurrence in an appeal (92C, 92D), its hearing (93) and the limits of a
// ruling on a dispute on tricks (79B2, 79B3), as data: what the scoring Laws decided, from their structured
// results and the facts they were given (never from their words).
import { type LawId, type Seat, type Side, seatsOf, sideOf } from "@bridgelaw/cards";
import type {
  AppealConcurrence,
  AppealTimeCase,
  ConcurrenceCase,
  CorrectionCase,
  CorrectionRequest,
  HearingCase,
  SidesScore,
  TimeDecision,
} from "@bridgelaw/scoring";
import type { TableFact } from "../../consequences.ts";

/** 79C1, 79C2 (69B, 71 only within the period): how the time of a correction stands, from `law79CDecision`. */
export const correctionTiming = (
  r: CorrectionRequest,
  t: TimeDecision<CorrectionCase>,
): TableFact<"CorrectionTiming"> => {
  const claim = r.reason === "69B" || r.reason === "71" ? r.reason : undefined;
  return {
    _tag: "CorrectionTiming",
    time: t.case,
    ...(t.deadline !== undefined && { deadline: t.deadline }),
    ...(t.case === "claim-late" && { claim }),
  };
};

/** 92B: how the time of a request or an appeal stands against its limit, from `law92BDecision`. */
export const appealTiming = (t: TimeDecision<AppealTimeCase>): TableFact<"AppealTiming"> => ({
  _tag: "AppealTiming",
  time: t.case,
  ...(t.deadline !== undefined && { deadline: t.deadline }),
});

/** 92C, 92D: the appeal's concurrence, from `law92DDecision`, with the seats it names (what it was given). */
export const concurrenceOf = (
  a: AppealConcurrence,
  r: { readonly case: ConcurrenceCase },
): TableFact<"Concurrence"> => {
  if (r.case === "outside-side") {
    const outside: readonly Seat[] = (a.agreed ?? []).filter((s) => sideOf(s) !== a.side);
    return { _tag: "Concurrence", case: r.case, seats: outside };
  }
  if (r.case === "pair-agrees" || r.case === "pair-must-agree")
    return { _tag: "Concurrence", case: r.case, seats: seatsOf(a.side) };
  return { _tag: "Concurrence", case: r.case };
};

/** 93: who heard the appeal and on what, from `law93Decision`. */
export const hearingOf = (r: { readonly case: HearingCase }): TableFact<"Hearing"> => ({
  _tag: "Hearing",
  case: r.case,
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
