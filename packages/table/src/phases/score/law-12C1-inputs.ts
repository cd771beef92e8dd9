// Law 12C1(c) and 12C1(e) from the Director's inputs: the poll behind a weighted score (the benefit of doubt,
// the legality filter) and the three reference results of self-inflicted damage; the arithmetic in the audit.
import type { Side } from "@bridgelaw/cards";
import { DomainRejection } from "@bridgelaw/log";
import {
  benefitOfDoubt,
  law12C1eSelfInflictedDamage,
  MAX_BENEFIT_OF_DOUBT_FACTOR,
  roundHalfAwayFromZero,
  sideOutcomes,
} from "@bridgelaw/scoring";
import type { TableEntry, TableFact } from "../../consequences.ts";
import { audit } from "../../rules/facts.ts";
import type { TableRecipe, TableState } from "../../state.ts";
import type { Outcome, Reference, ScoreAdjusted, SideAdjustment } from "./events.ts";
import { partsOf, recordOf, refuse, type ScoreRecord, tableResult } from "./facts.ts";

/** A weight as the percentage a consequence names (rounded to 2 decimals). */
const pct = (w: number): TableFact<"Percent"> => ({
  _tag: "Percent",
  percent: roundHalfAwayFromZero(w * 100, 2),
});

/** An audit entry of the Director's inputs, without its position (given when it is recorded). */
type Note = TableEntry extends infer T ? (T extends unknown ? Omit<T, "position"> : never) : never;

/**
 * 12C1(c) from a poll (WBFLC commentary): outcomes given with `poll` (the raw frequencies, in any unit) get
 * their weights here: an outcome that could not have been obtained legally (`legal: false`) is left out even
 * if players chose it (ex. 10); the outcomes favourable to the non-offending side (`favourable`) have their
 * weight tilted by the benefit of doubt (× `factor`, 1 to 1.2, never more than 0.2 from the poll), the others
 * share the rest. Outcomes given with `weight` are the Director's own weights and are left as they are.
 */
const fromPoll = (
  outcomes: readonly Outcome[],
  factor: number | undefined,
  of: ScoreRecord,
  notes: Note[],
): readonly Outcome[] => {
  if (!outcomes.some((o) => o.poll !== undefined)) {
    if (factor !== undefined) throw new DomainRejection({ _tag: "BenefitNeedsPoll", law: "12C1(c)", of });
    return outcomes;
  }
  if (outcomes.some((o) => o.poll === undefined || o.weight !== undefined)) {
    throw new DomainRejection({ _tag: "PollOrWeights", law: "12C1(c)", of });
  }
  const dropped = outcomes.filter((o) => o.legal === false);
  const kept = outcomes.filter((o) => o.legal !== false);
  if (kept.length === 0) throw new DomainRejection({ _tag: "NoLegalOutcome", law: "12C1(c)", of });
  const total = kept.reduce((a, o) => a + o.poll!, 0);
  if (!(total > 0)) throw new DomainRejection({ _tag: "PollNotPositive", law: "12C1(c)", of });
  const raw = kept.map((o) => o.poll! / total);
  const favourable = kept.flatMap((o, i) => (o.favourable === true ? [i] : []));
  const f = factor ?? (favourable.length > 0 ? MAX_BENEFIT_OF_DOUBT_FACTOR : 1);
  let weights: number[];
  try {
    weights = favourable.length === 0 ? raw : benefitOfDoubt(raw, favourable, f);
  } catch (e) {
    return refuse(of, e);
  }
  if (dropped.length > 0) notes.push({ _tag: "PollIllegalLeftOut", law: "12C1(c)", count: dropped.length });
  notes.push(
    favourable.length === 0
      ? { _tag: "PollWeights", law: "12C1(c)", poll: raw.map(pct) }
      : {
          _tag: "PollBenefitOfDoubt",
          law: "12C1(c)",
          poll: raw.map(pct),
          factor: f,
          outcomes: favourable.map((i) => i + 1),
          count: favourable.length,
          weights: weights.map(pct),
        },
  );
  // an outcome the benefit of doubt leaves no weight (the favourable ones reach 100 %) is not part of the score
  const weighted = kept
    .map(({ poll: _p, favourable: _f, legal: _l, ...o }, i) => ({ ...o, weight: weights[i]! }))
    .filter((o) => o.weight > 1e-9);
  return weighted.length === 1 ? [{ ...weighted[0]!, weight: 1 }] : weighted;
};

const sidePoll = (
  a: SideAdjustment | undefined,
  factor: number | undefined,
  of: ScoreRecord,
  notes: Note[],
): SideAdjustment | undefined =>
  Array.isArray(a) ? fromPoll(a as readonly Outcome[], factor, of, notes) : a;

/** A reference result of 12C1(e) in the non-offending side's points, IMPs or percentage, with its unit. */
const referenceValue = (
  s: TableState,
  r: Reference | undefined,
  nos: Side,
  of: ScoreRecord,
): { readonly unit: "points" | "imps" | "percent"; readonly value: number } | undefined => {
  if (r === undefined) return undefined;
  if ("imps" in r) return { unit: "imps", value: r.imps };
  if ("percent" in r) return { unit: "percent", value: r.percent };
  const sides = partsOf(s, { outcomes: [r as Outcome] }, of).both!;
  const ns = sideOutcomes(sides, "NS")[0]!.score;
  return { unit: "points", value: nos === "NS" ? ns : -ns };
};

/**
 * Law 12C1(e) from the Director's inputs: `nonOffending` the side damaged; `normal` (Rn) its result had
 * there been no infraction; `obtained` (Ro) its result after the infraction with a normal continuation;
 * `actual` (Rr) its table result (default: this table's); `selfInflicted` the serious error unrelated to the
 * infraction or the gambling action. The non-offending side is redressed only for the consequent damage
 * (Rr + (Rn − Ro) when Rn > Ro, else Rr); the offending side gets the score for its infraction alone (Rn);
 * the scores need not balance. Points, IMPs or percentages, the same unit for all three.
 */
const selfInflicted = (
  s: TableState,
  e: ScoreAdjusted,
  of: ScoreRecord,
  notes: Note[],
): Pick<ScoreAdjusted, "NS" | "EW"> => {
  const nos = e.nonOffending!;
  if (e.selfInflicted === undefined)
    throw new DomainRejection({ _tag: "SelfInflictedMissing", law: "12C1(e)", of });
  if (e.normal === undefined || e.obtained === undefined) {
    throw new DomainRejection({ _tag: "ReferencesMissing", law: "12C1(e)", of });
  }
  const rn = referenceValue(s, e.normal, nos, of)!;
  const ro = referenceValue(s, e.obtained, nos, of)!;
  let rr = referenceValue(s, e.actual, nos, of);
  if (rr === undefined) {
    const t = tableResult(s);
    if (t === null) throw new DomainRejection({ _tag: "ActualMissing", law: "12C1(e)", of });
    rr = { unit: "points", value: nos === "NS" ? t.score.NS : t.score.EW };
  }
  if (rn.unit !== ro.unit || rn.unit !== rr.unit) {
    throw new DomainRejection({ _tag: "ReferencesUnits", law: "12C1(e)", of });
  }
  const unit = rn.unit;
  let r: ReturnType<typeof law12C1eSelfInflictedDamage>;
  try {
    r = law12C1eSelfInflictedDamage({
      normal: rn.value,
      obtained: ro.value,
      actual: rr.value,
      ...(unit === "percent" && { top: 100 }),
    });
  } catch (err) {
    return refuse(of, err);
  }
  const os: Side = nos === "NS" ? "EW" : "NS";
  notes.push(
    {
      _tag: "SelfInflictedInputs",
      law: "12C1(e)",
      side: nos,
      cause: e.selfInflicted,
      normal: rn.value,
      obtained: ro.value,
      actual: rr.value,
      unit,
      damage: r.consequentDamage,
    },
    {
      _tag: "NonOffendingRedress",
      law: "12C1(e)(ii)",
      side: nos,
      actual: rr.value,
      damage: r.consequentDamage,
      score: r.nonOffending,
      unit,
      // not damaged: the WBFLC commentary's literal formula (Ex 13) would give another score
      ...(!(r.consequentDamage > 0) && { literal: r.nonOffendingLiteral }),
    },
    { _tag: "OffendingScore", law: "12C1(e)(i)", side: os, score: r.offending, unit },
  );
  const score = (side: Side, own: number): SideAdjustment =>
    unit === "imps"
      ? { imps: own }
      : unit === "percent"
        ? { percent: own }
        : [{ score: side === "NS" ? own : own === 0 ? 0 : -own }];
  return nos === "NS"
    ? { NS: score("NS", r.nonOffending), EW: score("EW", r.offending) }
    : { NS: score("NS", r.offending), EW: score("EW", r.nonOffending) };
};

/**
 * The Director's inputs of a `ScoreAdjusted` turned into the score it gives, with the arithmetic in the audit
 * trail: a poll's weights (12C1(c): legality, benefit of doubt) in `outcomes`, `NS`, `EW` and `otherTable`
 * (86B1); the 12C1(e) references (`nonOffending`, `normal`, `obtained`, `actual`, `selfInflicted`).
 */
export const law12C1Inputs =
  (next: TableRecipe<ScoreAdjusted>): TableRecipe<ScoreAdjusted> =>
  (d, e, position) => {
    const of = recordOf(e.type, e.law);
    const notes: Note[] = [];
    const factor = e.benefitOfDoubt;
    let x: ScoreAdjusted = {
      ...e,
      ...(e.outcomes !== undefined && { outcomes: fromPoll(e.outcomes, factor, of, notes) }),
      ...(e.otherTable !== undefined && { otherTable: fromPoll(e.otherTable, factor, of, notes) }),
    };
    const ns = sidePoll(e.NS, factor, of, notes);
    const ew = sidePoll(e.EW, factor, of, notes);
    x = { ...x, ...(ns !== undefined && { NS: ns }), ...(ew !== undefined && { EW: ew }) };
    if (e.nonOffending !== undefined) {
      if (e.NS !== undefined || e.EW !== undefined || e.outcomes !== undefined) {
        throw new DomainRejection({ _tag: "SelfInflictedWithScores", law: "12C1(e)", of });
      }
      x = { ...x, ...selfInflicted(d, e, of, notes) };
    }
    for (const note of notes) audit(d, { ...note, position } as TableEntry);
    next(d, x, position);
  };
