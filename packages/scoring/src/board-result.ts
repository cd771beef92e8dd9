import type { LawId, Side } from "@bridgelaw/cards";
import { ScoringInputError } from "./errors.ts";
import { type SideScore, type SidesScore, sameSideScore } from "./side-score.ts";

/**
 * A board's score at each stage of its life (a committee's decision supersedes the ruling without
 * rewriting it): as recorded at the table (Laws 77, 79A, corrected under 79C), as ruled by the
 * Director (12C, 79B, 82C, 86, 87 …), and as decided on appeal (93). Each stage cites its Law.
 */
export interface ScoreStage extends SidesScore {
  /** The Law the stage rests on (`"79A"`, `"12C1(c)"`, `"93B2"` …). */
  readonly law: LawId;
  /** Log position of the event that set it. */
  readonly position: number;
  /** True when both sides score the same result (a split score is non-balancing). */
  readonly balanced: boolean;
  readonly text?: string;
}

export type StageName = "table" | "ruled" | "appeal";

const OPPOSITE = {
  "average-plus": "average-minus",
  average: "average",
  "average-minus": "average-plus",
} as const;

/**
 * Whether the two sides' scores balance: the same result (or weighted score) from each side's viewpoint;
 * complementary artificial scores (average-plus and average-minus, or average for both: 60 + 40, 50 + 50);
 * percentages summing to 100; IMPs summing to 0. Average-minus to both sides (12A2), or a split score, does
 * not balance.
 */
export const isBalanced = (s: SidesScore): boolean => {
  const { NS, EW } = s;
  if (NS.kind === "artificial" && EW.kind === "artificial") return OPPOSITE[NS.level] === EW.level;
  if (NS.kind === "percent" && EW.kind === "percent") return NS.percent + EW.percent === 100;
  if (NS.kind === "imps" && EW.kind === "imps") return NS.imps + EW.imps === 0;
  return sameSideScore(NS, EW);
};

/** The parts of an adjusted score as the Director gives them: one score for both sides, or each side's own. */
export interface AdjustmentParts {
  readonly both?: SideScore;
  readonly NS?: SideScore;
  readonly EW?: SideScore;
}

/**
 * Law 12C (and 79B3, 82C …): each side's score under an adjustment. A side the Director names gets its own
 * score (a split score); the other gets the score for both sides if one is given, else keeps the score in
 * force before (`base`: the table result, or the ruling an appeal decision changes) — 79B3: "reduce one
 * side's score without increasing the other's". Throws when a side would have no score.
 */
export const adjustSides = (parts: AdjustmentParts, base: SidesScore | null): SidesScore => {
  if (parts.both !== undefined && parts.NS !== undefined && parts.EW !== undefined) {
    throw new ScoringInputError("outcomes", parts.both, "both-and-each", {});
  }
  const pick = (side: Side): SideScore => {
    const own = parts[side] ?? parts.both ?? base?.[side];
    if (own === undefined) {
      throw new ScoringInputError(side, undefined, "side-no-score", { side });
    }
    return own;
  };
  if (parts.both === undefined && parts.NS === undefined && parts.EW === undefined) {
    throw new ScoringInputError("outcomes", parts, "adjusted-needs-outcomes", {});
  }
  return { NS: pick("NS"), EW: pick("EW") };
};

/**
 * Law 79B: the Director's ruling on a disagreement about tricks is a single result, never a weighted score
 * (79B2, WBFLC commentary). Called after the end of the round (79B3), he changes both sides' score only when
 * clearly satisfied from the result at the table; otherwise he keeps the recorded score or reduces one side's
 * score without increasing the other's. Returns the reason the ruling is not allowed, or null.
 */
export const law79BCheck = (
  recorded: SidesScore | null,
  ruled: SidesScore,
  afterRound: boolean,
): string | null => {
  for (const side of ["NS", "EW"] as const) {
    if (ruled[side].kind !== "points") {
      return `79B2: the Director records a single result (${side} were given a ${ruled[side].kind} score)`;
    }
  }
  if (isBalanced(ruled)) return null;
  if (!afterRound)
    return "79B2: one result for both sides (a split score is 79B3, after the end of the round)";
  if (recorded === null) return "79B3: a split score needs a recorded score to keep for the other side";
  const own = (s: SidesScore, side: Side): number => {
    const x = s[side];
    return x.kind === "points" ? x[side] : Number.NaN;
  };
  const changed = (["NS", "EW"] as const).filter((side) => own(ruled, side) !== own(recorded, side));
  if (changed.length !== 1) {
    return "79B3: a split score keeps one side's recorded score and reduces the other's";
  }
  const side = changed[0]!;
  return own(ruled, side) < own(recorded, side)
    ? null
    : `79B3: ${side}'s score may only be reduced (from ${own(recorded, side)}), never increased`;
};
