import { requireFinite, ScoringInputError } from "./errors.ts";

/**
 * Victory points, the WBF 2013 20-point scales (Law 78D: a conversion the conditions of contest may choose;
 * WBF Scoring Panel, "The New WBF IMP to VP Scales", Bavin, Bethe, Bramley, Buchen, de Sacco, d'Orsi, 2013).
 *
 * For a match of N boards, blitz margin B = 15·√N and τ = (√5 − 1)/2. The winner of a match by M ≥ 0 IMPs
 * gets
 *
 *   VP(M) = 10 + 10 · (1 − τ^(3M/B)) / (1 − τ³)   for M < B,   20 for M ≥ B,
 *
 * and the loser 20 − VP(M). So a draw is 10–10 and 20 IMPs over 16 boards (B = 60, τ¹ in the formula) gives
 * exactly 15.00 (1 − τ³ = 2(1 − τ)).
 *
 * Continuous scale: VP(M) for each whole margin M = 0, 1, 2, …, to two decimals (halves up), then the
 * report's concavity rule is enforced on the rounded values: each extra IMP is worth no more than the one
 * before. Where rounding breaks that (a step 0.01 larger than the step before it), the value in between is
 * raised by 0.01; in general the steps are evened out over the shortest runs that make them non-increasing
 * (see `concaveIntegerSteps`), keeping the rounded values at the ends of each run. Margins that are not whole
 * (weighted adjusted scores) are interpolated linearly between the two whole margins, then rounded to two
 * decimals (our convention: the WBF tables list whole margins only).
 *
 * Discrete scale: whole VPs. Each whole margin gets the continuous scale's VP rounded to the nearest whole VP
 * (halves up), then the report's rule for the discrete scale is enforced: the range of IMPs giving each VP
 * from 11 to 19 is at least as wide as the range of the VP below it; where it is not, the narrower range is
 * widened by moving its upper edge up one IMP (repeated until the ranges never narrow).
 */

const TAU = (Math.sqrt(5) - 1) / 2;
const TAU_CUBED_COMPLEMENT = 1 - TAU ** 3;

/** The blitz margin B = 15·√N (Law 78D, WBF 2013 scale): from this margin on, the winner gets 20 VPs. */
export const blitzMargin = (boards: number): number => 15 * Math.sqrt(boards);

const requireBoards = (boards: number): void => {
  if (!Number.isInteger(boards) || boards < 1) {
    throw new ScoringInputError("boards", boards, "match-boards", {});
  }
};

/** The WBF formula itself, unrounded, for a margin M ≥ 0. */
export const wbfVpFormula = (margin: number, boards: number): number => {
  requireBoards(boards);
  const blitz = blitzMargin(boards);
  if (margin >= blitz) return 20;
  return 10 + (10 * (1 - TAU ** ((3 * margin) / blitz))) / TAU_CUBED_COMPLEMENT;
};

/**
 * The concavity correction of the continuous scale, on values in hundredths. The steps between consecutive
 * rounded values are grouped into runs (pool-adjacent-violators): a run is merged with the run before it as
 * long as the smallest step the earlier run needs (the floor of its mean step) is below the largest step the
 * later run needs (the ceiling of its mean step). Each run keeps its total, so the values at the ends of runs
 * are the rounded values themselves, and inside a run the larger steps (mean rounded up) come first. The
 * result has whole-hundredth steps that never increase. In the simplest case (a step of 0.01 too many right
 * after a step of 0.01 too few) this raises the value in between by 0.01, as the WBF tables do.
 */
const concaveIntegerSteps = (values: readonly number[]): number[] => {
  const runs: { sum: number; len: number }[] = [];
  for (let m = 1; m < values.length; m += 1) {
    runs.push({ sum: values[m]! - values[m - 1]!, len: 1 });
    while (runs.length >= 2) {
      const top = runs[runs.length - 1]!;
      const prev = runs[runs.length - 2]!;
      if (Math.floor(prev.sum / prev.len) >= Math.ceil(top.sum / top.len)) break;
      runs.pop();
      runs[runs.length - 1] = { sum: prev.sum + top.sum, len: prev.len + top.len };
    }
  }
  const out = [values[0]!];
  for (const { sum, len } of runs) {
    const q = Math.floor(sum / len);
    const r = sum - q * len;
    for (let k = 0; k < len; k += 1) out.push(out[out.length - 1]! + (k < r ? q + 1 : q));
  }
  return out;
};

const continuousCache = new Map<number, readonly number[]>();

/**
 * The continuous WBF scale for `boards` boards, in hundredths of a VP, for margins 0, 1, …, ⌈B⌉ (the last
 * entry is 2000 = 20 VPs). Concavity-corrected as described above.
 */
export const wbfContinuousScaleHundredths = (boards: number): readonly number[] => {
  requireBoards(boards);
  const cached = continuousCache.get(boards);
  if (cached) return cached;
  const last = Math.ceil(blitzMargin(boards));
  const v: number[] = [];
  for (let m = 0; m <= last; m += 1) v.push(Math.min(2000, Math.floor(wbfVpFormula(m, boards) * 100 + 0.5)));
  v[last] = 2000;
  // the WBF concavity rule: the steps (VP gained per extra IMP) never increase
  const concave = concaveIntegerSteps(v);
  for (let m = 0; m <= last; m += 1) v[m] = concave[m]!;
  continuousCache.set(boards, v);
  return v;
};

/** The continuous WBF scale as VPs to two decimals, for margins 0 … ⌈B⌉. */
export const wbfContinuousScale = (boards: number): number[] =>
  wbfContinuousScaleHundredths(boards).map((h) => h / 100);

export interface MatchVictoryPoints {
  /** VPs of the side whose margin was given. */
  readonly vp: number;
  /** VPs of its opponents: 20 − vp. */
  readonly opponentVp: number;
}

const split = (hundredths: number, winning: boolean): MatchVictoryPoints => {
  const mine = winning ? hundredths : 2000 - hundredths;
  return { vp: mine / 100, opponentVp: (2000 - mine) / 100 };
};

/**
 * WBF 2013 continuous scale: VPs for a team that won (margin > 0) or lost (margin < 0) a match of `boards`
 * boards by `margin` IMPs. Both sides' VPs sum to 20.
 */
export const wbfVictoryPoints = (margin: number, boards: number): MatchVictoryPoints => {
  requireFinite("margin", margin);
  const scale = wbfContinuousScaleHundredths(boards);
  const a = Math.abs(margin);
  const last = scale.length - 1;
  let h: number;
  if (a >= last) h = 2000;
  else {
    const lo = Math.floor(a);
    const f = a - lo;
    h = f === 0 ? scale[lo]! : Math.floor(scale[lo]! + f * (scale[lo + 1]! - scale[lo]!) + 0.5);
  }
  return split(h, margin >= 0);
};

const discreteCache = new Map<number, readonly number[]>();

/**
 * The discrete WBF scale for `boards` boards as whole VPs for margins 0 … ⌈B⌉ (the last is 20): the rounded
 * continuous scale with the ranges of IMPs for 11 … 19 VPs never narrowing.
 */
export const wbfDiscreteScaleByMargin = (boards: number): readonly number[] => {
  const cached = discreteCache.get(boards);
  if (cached) return cached;
  const cont = wbfContinuousScaleHundredths(boards);
  const vp = cont.map((h) => Math.floor((h + 50) / 100));
  // ranges of margins per VP: lowest margin for each VP 11 … 20 (the margin where it is first reached)
  const firstMargin = (v: number): number => {
    const i = vp.findIndex((x) => x >= v);
    return i < 0 ? vp.length : i;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let v = 12; v <= 19; v += 1) {
      const lower = firstMargin(v) - firstMargin(v - 1); // width of the range for v − 1
      const width = firstMargin(v + 1) - firstMargin(v);
      if (v - 1 >= 11 && width < lower) {
        // widen the range of v: it starts where it does, and v + 1 starts one IMP later
        const m = firstMargin(v + 1);
        if (m < vp.length - 1) {
          vp[m] = v;
          changed = true;
        }
      }
    }
  }
  discreteCache.set(boards, vp);
  return vp;
};

/** One line of a discrete scale: margins `from` … `to` (inclusive; `to` null for "and more") give `vp`–`20 − vp`. */
export interface DiscreteScaleRow {
  readonly vp: number;
  readonly from: number;
  readonly to: number | null;
}

/** The discrete WBF scale for `boards` boards as a table of IMP ranges, 10–10 up to 20–0. */
export const wbfDiscreteScale = (boards: number): DiscreteScaleRow[] => {
  const vp = wbfDiscreteScaleByMargin(boards);
  const rows: DiscreteScaleRow[] = [];
  for (let m = 0; m < vp.length; m += 1) {
    const last = rows[rows.length - 1];
    if (last && last.vp === vp[m]) (rows[rows.length - 1] as { to: number | null }).to = m;
    else rows.push({ vp: vp[m]!, from: m, to: m });
  }
  (rows[rows.length - 1] as { to: number | null }).to = null;
  return rows;
};

/**
 * WBF 2013 discrete scale: whole VPs for a team that won or lost a match of `boards` boards by `margin` IMPs
 * (a fractional margin is rounded to the nearest whole IMP, halves away from zero, first).
 */
export const wbfDiscreteVictoryPoints = (margin: number, boards: number): MatchVictoryPoints => {
  requireFinite("margin", margin);
  const vp = wbfDiscreteScaleByMargin(boards);
  const a = Math.round(Math.abs(margin));
  const v = a >= vp.length ? 20 : vp[a]!;
  return split(v * 100, margin >= 0);
};
