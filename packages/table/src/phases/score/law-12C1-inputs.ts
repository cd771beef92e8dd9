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
import { audit } from "../../laws/facts.ts";
import type { TableRecipe, TableState } from "../../state.ts";
import type { Outcome, Reference, ScoreAdjusted, SideAdjustment } from "./events.ts";
import { partsOf, refuse, tableResult } from "./facts.ts";

const pct = (w: number): string => `${roundHalfAwayFromZero(w * 100, 2)} %`;
const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

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
  what: string,
  notes: string[],
): readonly Outcome[] => {
  if (!outcomes.some((o) => o.poll !== undefined)) {
    if (factor !== undefined)
      throw new DomainRejection(`${what}: the benefit of doubt tilts a poll: give each outcome's poll`);
    return outcomes;
  }
  if (outcomes.some((o) => o.poll === undefined || o.weight !== undefined)) {
    throw new DomainRejection(`${what}: give every outcome a poll, or every outcome a weight`);
  }
  const dropped = outcomes.filter((o) => o.legal === false);
  const kept = outcomes.filter((o) => o.legal !== false);
  if (kept.length === 0)
    throw new DomainRejection(`${what}: no outcome of the poll could have been obtained legally`);
  const total = kept.reduce((a, o) => a + o.poll!, 0);
  if (!(total > 0)) throw new DomainRejection(`${what}: the poll counts must be positive`);
  const raw = kept.map((o) => o.poll! / total);
  const favourable = kept.flatMap((o, i) => (o.favourable === true ? [i] : []));
  const f = factor ?? (favourable.length > 0 ? MAX_BENEFIT_OF_DOUBT_FACTOR : 1);
  let weights: number[];
  try {
    weights = favourable.length === 0 ? raw : benefitOfDoubt(raw, favourable, f);
  } catch (e) {
    return refuse(what, e);
  }
  if (dropped.length > 0) {
    notes.push(
      `12C1(c): ${dropped.length} outcome${dropped.length > 1 ? "s" : ""} of the poll could not have been obtained legally: left out (WBFLC ex. 10)`,
    );
  }
  notes.push(
    favourable.length === 0
      ? `12C1(c): weights from the poll: ${raw.map(pct).join(" / ")}`
      : `12C1(c): poll ${raw.map(pct).join(" / ")}; benefit of doubt ×${f} to the non-offending side's outcome${favourable.length > 1 ? "s" : ""} ${favourable.map((i) => i + 1).join(", ")} (never more than 0.2 from the poll): ${weights.map(pct).join(" / ")}`,
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
  what: string,
  notes: string[],
): SideAdjustment | undefined =>
  Array.isArray(a) ? fromPoll(a as readonly Outcome[], factor, what, notes) : a;

/** A reference result of 12C1(e) in the non-offending side's points, IMPs or percentage, with its unit. */
const referenceValue = (
  s: TableState,
  r: Reference | undefined,
  nos: Side,
  what: string,
): { readonly unit: "points" | "imps" | "percent"; readonly value: number } | undefined => {
  if (r === undefined) return undefined;
  if ("imps" in r) return { unit: "imps", value: r.imps };
  if ("percent" in r) return { unit: "percent", value: r.percent };
  const sides = partsOf(s, { outcomes: [r as Outcome] }, what).both!;
  const ns = sideOutcomes(sides, "NS")[0]!.score;
  return { unit: "points", value: nos === "NS" ? ns : -ns };
};

const UNIT: Readonly<Record<"points" | "imps" | "percent", string>> = {
  points: "points",
  imps: "IMPs",
  percent: "%",
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
  what: string,
  notes: string[],
): Pick<ScoreAdjusted, "NS" | "EW"> => {
  const nos = e.nonOffending!;
  if (e.selfInflicted === undefined) {
    throw new DomainRejection(
      `${what}: say what the non-offending side's own damage was (selfInflicted: serious-error or gambling-action)`,
    );
  }
  if (e.normal === undefined || e.obtained === undefined) {
    throw new DomainRejection(
      `${what}: give the result had there been no infraction (normal) and after it (obtained)`,
    );
  }
  const rn = referenceValue(s, e.normal, nos, what)!;
  const ro = referenceValue(s, e.obtained, nos, what)!;
  let rr = referenceValue(s, e.actual, nos, what);
  if (rr === undefined) {
    const t = tableResult(s);
    if (t === null)
      throw new DomainRejection(`${what}: the board has no table result: give the actual result`);
    rr = { unit: "points", value: nos === "NS" ? t.score.NS : t.score.EW };
  }
  if (rn.unit !== ro.unit || rn.unit !== rr.unit) {
    throw new DomainRejection(`${what}: give the three results in one unit (points, IMPs or percentages)`);
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
    return refuse(what, err);
  }
  const os: Side = nos === "NS" ? "EW" : "NS";
  const u = UNIT[unit];
  const why =
    e.selfInflicted === "gambling-action"
      ? "a gambling action"
      : "a serious error unrelated to the infraction";
  notes.push(
    `12C1(e): ${nos} (non-offending) made ${why}: Rn ${signed(rn.value)}, Ro ${signed(ro.value)}, Rr ${signed(rr.value)} ${u}; consequent damage Rn − Ro = ${signed(r.consequentDamage)}`,
    r.consequentDamage > 0
      ? `12C1(e)(ii): ${nos} is redressed for the consequent damage only: Rr + (Rn − Ro) = ${signed(rr.value)} + ${signed(r.consequentDamage)} = ${signed(r.nonOffending)} ${u}`
      : `12C1(e)(ii): the infraction did not damage ${nos}: it keeps Rr, ${signed(r.nonOffending)} ${u} (the commentary's literal Rr + (Rn − Ro) would give ${signed(r.nonOffendingLiteral)}, anomaly C15)`,
    `12C1(e)(i): ${os} (offending) gets the score for its infraction alone: ${unit === "percent" ? `100 − Rn = ${r.offending}` : `Rn from its side, ${signed(r.offending)}`} ${u}`,
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
    const what = `adjusted score (Law ${e.law})`;
    const notes: string[] = [];
    const factor = e.benefitOfDoubt;
    let x: ScoreAdjusted = {
      ...e,
      ...(e.outcomes !== undefined && { outcomes: fromPoll(e.outcomes, factor, what, notes) }),
      ...(e.otherTable !== undefined && { otherTable: fromPoll(e.otherTable, factor, what, notes) }),
    };
    const ns = sidePoll(e.NS, factor, what, notes);
    const ew = sidePoll(e.EW, factor, what, notes);
    x = { ...x, ...(ns !== undefined && { NS: ns }), ...(ew !== undefined && { EW: ew }) };
    if (e.nonOffending !== undefined) {
      if (e.NS !== undefined || e.EW !== undefined || e.outcomes !== undefined) {
        throw new DomainRejection(
          `${what}: 12C1(e) computes each side's score from the results: give no NS, EW or outcomes`,
        );
      }
      x = { ...x, ...selfInflicted(d, e, what, notes) };
    }
    for (const text of notes)
      audit(d, position, text.slice(0, text.indexOf(":")), text.slice(text.indexOf(":") + 2));
    next(d, x, position);
  };
