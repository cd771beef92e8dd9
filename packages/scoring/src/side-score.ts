import { type Contract, formatContract, type Seat, type Side, type Vulnerability } from "@bridgelaw/cards";
import type { Responsibility } from "./artificial-score.ts";
import { type BoardScore, boardScore } from "./contract-score.ts";
import { requireFinite, requireInteger, ScoringInputError } from "./errors.ts";
import { assertWeightedOutcomes } from "./weighted-outcomes.ts";

/** Law 12C2(a): the three artificial adjusted scores, by name. */
export type ArtificialLevel = "average-plus" | "average" | "average-minus";
export const ARTIFICIAL_LEVELS: readonly ArtificialLevel[] = ["average-plus", "average", "average-minus"];

/** Law 12C2(a): average-plus is for a contestant in no way at fault, average partly, average-minus directly. */
export const responsibilityOf = (level: ArtificialLevel): Responsibility =>
  level === "average-plus" ? "not-at-fault" : level === "average" ? "partly-at-fault" : "directly-at-fault";

/**
 * The result an assigned outcome stands for, as a score slip names it: the contract (`4S`, `3NTX`, `Pass`),
 * its declarer and declarer's tricks (a weighted score names every outcome's contract: `60% 4S by W = …`).
 */
export type OutcomeResult = {
  readonly contract: string;
  readonly declarer?: Seat;
  readonly tricks?: number;
};

/** One outcome of a weighted score, in both sides' points (NS = −EW), with its result when it had one. */
export interface PointsOutcome {
  readonly NS: number;
  readonly EW: number;
  readonly weight: number;
  readonly result?: OutcomeResult;
}

/**
 * What one side scores on a board, as a session scores it. A board's two sides usually score the same
 * result from opposite viewpoints; a split (non-balancing) adjusted score (12C1(e), 11A, 43B3, 79B3, 82C)
 * gives each side its own.
 * - `points`: a table result (Law 77) or a single assigned adjusted score (12C1(b)), in both sides' points;
 * - `weighted`: a weighted assigned adjusted score (12C1(c)), outcomes in both sides' points;
 * - `artificial`: an artificial adjusted score (12C2), valued by the method (60/50/40 %, ±3 IMPs) and 12C2(c);
 * - `percent`, `imps`: a figure the Director gives directly (the manual entry a scorer needs, e.g. 86B2(b)).
 */
export type SideScore =
  | {
      readonly kind: "points";
      readonly NS: number;
      readonly EW: number;
      /** The contract and tricks of a single assigned adjusted score (12C1(b)) given as a result. */
      readonly result?: OutcomeResult;
    }
  | { readonly kind: "weighted"; readonly outcomes: readonly PointsOutcome[] }
  | { readonly kind: "artificial"; readonly level: ArtificialLevel; readonly cause?: "movement" }
  | { readonly kind: "percent"; readonly percent: number }
  | { readonly kind: "imps"; readonly imps: number };

/** A board's score for both sides (the same `SideScore` twice when the score balances). */
export interface SidesScore {
  readonly NS: SideScore;
  readonly EW: SideScore;
}

const zero = (x: number): number => (x === 0 ? 0 : x);

/** A table result (Law 77) as a side score. */
export const pointsScore = (score: BoardScore): SideScore => ({
  kind: "points",
  NS: zero(score.NS),
  EW: zero(score.EW),
});

/**
 * One outcome of an assigned adjusted score (12C1(b), 12C1(c)): a contract (`null`: passed out) and the
 * tricks declarer takes, or North-South's points directly; and its weight in a weighted score.
 */
export interface AssignedOutcome {
  readonly contract?: Contract | null;
  readonly tricks?: number;
  /** North-South's points (a traveller's figure), instead of a contract and tricks. */
  readonly score?: number;
  readonly weight?: number;
}

/** The points of one outcome: Law 77 on its contract, or the points given. */
export const outcomeScore = (o: AssignedOutcome, vulnerability: Vulnerability): BoardScore => {
  if (o.score !== undefined) {
    requireFinite("score", o.score);
    if (o.contract !== undefined || o.tricks !== undefined) {
      throw new ScoringInputError("score", o.score, "score-and-contract", {});
    }
    return { NS: zero(o.score), EW: zero(-o.score) };
  }
  if (o.contract === undefined) {
    throw new ScoringInputError("outcome", o, "outcome-incomplete", {});
  }
  if (o.contract === null) return boardScore(null, vulnerability, 0);
  if (o.tricks === undefined) throw new ScoringInputError("tricks", o.tricks, "contract-needs-tricks", {});
  requireInteger("tricks", o.tricks, 0, 13);
  return boardScore(o.contract, vulnerability, o.tricks);
};

/** The result an outcome names (a contract, passed out), or undefined for points given directly. */
const resultOf = (o: AssignedOutcome): OutcomeResult | undefined => {
  if (o.contract === undefined) return undefined;
  if (o.contract === null) return { contract: "Pass" };
  return {
    contract: formatContract(o.contract),
    declarer: o.contract.declarer,
    ...(o.tricks !== undefined && { tricks: o.tricks }),
  };
};

/**
 * Law 12C1: an assigned adjusted score from its outcomes. One outcome (weight absent or 1) is a single
 * assigned score (12C1(b)); several are a weighted score (12C1(c)): weights positive, summing to 1.
 */
export const assignedScore = (
  outcomes: readonly AssignedOutcome[],
  vulnerability: Vulnerability,
): SideScore => {
  if (outcomes.length === 0) throw new ScoringInputError("outcomes", outcomes, "assigned-needs-outcome", {});
  const scored = outcomes.map((o) => {
    const result = resultOf(o);
    return {
      ...outcomeScore(o, vulnerability),
      weight: o.weight ?? Number.NaN,
      ...(result !== undefined && { result }),
    };
  });
  if (outcomes.length === 1) {
    const w = outcomes[0]!.weight;
    if (w !== undefined && w !== 1) {
      throw new ScoringInputError("weight", w, "single-outcome-weight", {});
    }
    const { weight: _w, ...one } = scored[0]!;
    return { kind: "points", ...one };
  }
  assertWeightedOutcomes(scored.map((o) => ({ score: o.NS, weight: o.weight })));
  return { kind: "weighted", outcomes: scored };
};

/** The side's own points (its viewpoint) of a points outcome. */
export const ownPoints = (o: { readonly NS: number; readonly EW: number }, side: Side): number => o[side];

/**
 * The outcomes a side's score stands for, in that side's points: one outcome of weight 1 for a result, the
 * weighted outcomes for a weighted score, none for an artificial or direct figure.
 */
export const sideOutcomes = (s: SideScore, side: Side): readonly { score: number; weight: number }[] =>
  s.kind === "points"
    ? [{ score: s[side], weight: 1 }]
    : s.kind === "weighted"
      ? s.outcomes.map((o) => ({ score: o[side], weight: o.weight }))
      : [];

/** Whether a side score is compared with the other results (a result or a weighted score). */
export const isCompared = (s: SideScore): boolean => s.kind === "points" || s.kind === "weighted";

/** The expected points of a compared side score, in that side's points. */
export const expectedPoints = (s: SideScore, side: Side): number =>
  sideOutcomes(s, side).reduce((a, o) => a + o.score * o.weight, 0);

const SIGNED = new Map<number, string>();
/** `+420`, `-50`, `0` (cached: a session prints the same few scores a million times). */
const signed = (n: number): string => {
  let s = SIGNED.get(n);
  if (s === undefined) {
    s = n > 0 ? `+${n}` : `${n}`;
    if (SIGNED.size < 10_000) SIGNED.set(n, s);
  }
  return s;
};
const round2 = (n: number): number => Math.round(n * 100) / 100;

/** A short label for a side score, from North-South's viewpoint for points: `+420`, `60% +420 / 40% -50`. */
export const sideScoreLabel = (s: SideScore, side: Side = "NS"): string => {
  switch (s.kind) {
    case "points":
      return signed(s[side]);
    case "weighted":
      return s.outcomes.map((o) => `${round2(o.weight * 100)}% ${signed(o[side])}`).join(" / ");
    case "artificial":
      return s.level;
    case "percent":
      return `${s.percent}%`;
    case "imps":
      return `${signed(s.imps)} IMPs`;
  }
};

/** Whether two side scores are the same score. */
export const sameSideScore = (a: SideScore, b: SideScore): boolean => JSON.stringify(a) === JSON.stringify(b);
