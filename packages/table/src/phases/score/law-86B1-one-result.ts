// Law 86B1: a teams board with a result at one table only; the test of "clearly favourable" (WBFLC).
import { DomainRejection } from "@bridgelaw/log";
import { type ArtificialLevel, expectedImps86B1, law86B1, sideOutcomes } from "@bridgelaw/scoring";
import type { TableFact } from "../../consequences.ts";
import { askDirector, audit } from "../../rules/facts.ts";
import type { LawAnswer } from "../../rules/rulings.ts";
import type { TableDraft, TableRecipe, TableState } from "../../state.ts";
import type { ScoreAdjusted } from "./events.ts";
import { partsOf, recordOf, refuse, type ScoreRecord, tableResult } from "./facts.ts";

type Responsible = NonNullable<ScoreAdjusted["responsible"]>;

const RESPONSIBLE: readonly Responsible[] = ["NS", "EW", "both", "none"];

/**
 * 12C2 by responsibility for the missing result: average-minus (−3 IMPs, 12C2(b)) to a side directly at
 * fault, average-plus (+3) to a side in no way at fault; both at fault, each only partly: average (0); nobody
 * at fault: the board is cancelled, average (0) to both.
 */
export const law12C2ByResponsibility = (
  responsible: Responsible,
): { readonly NS: ArtificialLevel; readonly EW: ArtificialLevel } =>
  responsible === "NS"
    ? { NS: "average-minus", EW: "average-plus" }
    : responsible === "EW"
      ? { NS: "average-plus", EW: "average-minus" }
      : { NS: "average", EW: "average" };

/**
 * The expected gain or loss of this table's North-South team, from the Director's inputs: his weighted
 * estimate of the missing result (each outcome IMPed against this table's result, then weighted: WBFLC on
 * 12C1(c), ex. 8; `expectedImps86B1`, as a session scores it), or his figure; failing both, the IMPs he gave
 * the sides. null: nothing to test.
 */
const expected = (
  s: TableState,
  e: ScoreAdjusted,
  of: ScoreRecord,
): Pick<TableFact<"Test86B1">, "imps" | "source" | "terms"> | null => {
  if (e.otherTable !== undefined) {
    const here = tableResult(s);
    if (here === null) throw new DomainRejection({ _tag: "NoResultToCompare", law: "86B1", of });
    const there = partsOf(s, { outcomes: e.otherTable }, of).both!;
    const { imps, terms } = expectedImps86B1(
      [{ score: here.score.NS, weight: 1 }],
      sideOutcomes(there, "NS"),
    );
    return { imps, source: "estimate", terms };
  }
  if (e.expectedImps !== undefined) return { imps: e.expectedImps, source: "figure" };
  if (e.NS !== undefined && typeof e.NS === "object" && "imps" in e.NS)
    return { imps: e.NS.imps, source: "NS" };
  if (e.EW !== undefined && typeof e.EW === "object" && "imps" in e.EW)
    return { imps: -e.EW.imps, source: "EW" };
  return null;
};

/** The score a 12C2 ruling by responsibility gives, through the adjusted-score handler. */
const artificial = (
  next: TableRecipe<ScoreAdjusted>,
  d: TableDraft,
  e: ScoreAdjusted,
  responsible: Responsible,
  position: number,
): void => {
  const levels = law12C2ByResponsibility(responsible);
  next(d, { ...e, law: "12C2", NS: levels.NS, EW: levels.EW, outcomes: undefined }, position);
  if (d.score?.ruled?.position === position) d.score.ruled.laws = ["86B1", "12C2"];
  audit(d, {
    _tag: "ArtificialByResponsibility",
    position,
    law: "12C2",
    responsible,
    NS: levels.NS,
    EW: levels.EW,
  });
};

/**
 * Law 86B1 (WBFLC commentary): the Director assigns a score only when the result obtained at one
 * table is clearly favourable to one side, an expected gain or loss of more than 3 IMPs (strictly); otherwise
 * Law 12C2 gives an artificial score (±3 IMPs by responsibility, 0 when nobody is at fault). A `ScoreAdjusted`
 * under 86B1 is tested on the Director's inputs (`otherTable` or `expectedImps`): passing, its score stands
 * (without sides given: the expected IMPs, balanced); failing, the 12C2 score by `responsible` is applied
 * instead, or, without it, nothing is applied and the Director is asked who is responsible.
 */
export const law86B1OneResult =
  (next: TableRecipe<ScoreAdjusted>): TableRecipe<ScoreAdjusted> =>
  (d, e, position) => {
    const s: TableState = d;
    if (!e.law.startsWith("86B1")) {
      if (e.otherTable !== undefined || e.expectedImps !== undefined || e.responsible !== undefined) {
        throw new DomainRejection({ _tag: "Law86B1Inputs", law: "86B1", of: recordOf(e.type, e.law) });
      }
      next(d, e, position);
      return;
    }
    const of = recordOf(e.type, e.law);
    let test: ReturnType<typeof expected>;
    try {
      test = expected(s, e, of);
    } catch (err) {
      return refuse(of, err);
    }
    if (test === null) {
      next(d, e, position);
      audit(d, { _tag: "Test86B1NotChecked", position, law: "86B1" });
      return;
    }
    const verdict = law86B1(test.imps);
    if (verdict.law === "86B1") {
      const given = e.NS !== undefined || e.EW !== undefined || e.outcomes !== undefined;
      const sides = given
        ? e
        : { ...e, NS: { imps: test.imps }, EW: { imps: test.imps === 0 ? 0 : -test.imps } };
      audit(d, { _tag: "Test86B1", position, law: "86B1", ...test, favourable: true, applied: true });
      next(d, sides, position);
      return;
    }
    if (e.responsible !== undefined) {
      audit(d, { _tag: "Test86B1", position, law: "86B1", ...test, favourable: false, applied: true });
      artificial(next, d, e, e.responsible, position);
      return;
    }
    // not clearly favourable, and nobody named responsible: the assigned score is not applied
    audit(d, { _tag: "Test86B1", position, law: "86B1", ...test, favourable: false, applied: false });
    askDirector(d, { _tag: "WhoIsResponsible", law: "12C2", position, answers: RESPONSIBLE });
  };

/** The Director's answer to the 12C2 question of an 86B1 score that failed the test: the artificial score. */
export const law86B1Responsible =
  (next: TableRecipe<ScoreAdjusted>): LawAnswer =>
  (d, e, _question, position) =>
    artificial(
      next,
      d,
      { type: "ScoreAdjusted", law: "12C2", ...(e.text !== undefined && { text: e.text }) },
      e.answer as Responsible,
      position,
    );
