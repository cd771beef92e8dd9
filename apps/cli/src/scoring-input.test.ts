import {
  describeScoringInput,
  SCORING_INPUT_EXAMPLES,
  SCORING_INPUT_TAGS,
  ScoringInputError,
  scoringInputValue,
} from "@bridgelaw/scoring";
import { frenchTypography } from "@bridgelaw/words";
import { describe, expect, it } from "vitest";
import { scoringInputReason, scoringInputText } from "./render/scoring-input.ts";
import { englishIn } from "./testing/english.ts";
import { runInProcess as run } from "./testing/in-process.ts";
import { withLang } from "./testing/with-lang.ts";

/*
 * Issue 33: why a scoring function refuses an input (`ScoringInputError` of @bridgelaw/scoring) is a message id
 * and its parameters, rendered by the catalog: every id in English (`describeScoringInput`, word for word)
 * and in French with no English sentence left; `movement` refusing an impossible size in French.
 */

const examples = SCORING_INPUT_TAGS.map((tag) => {
  const { field, value, params } = SCORING_INPUT_EXAMPLES[tag];
  return new ScoringInputError(field, value, tag, params);
});

describe("ScoringInputError in the run's language", () => {
  it("every message id has its English rendering, describeScoringInput's word for word", () => {
    for (const e of examples) {
      expect(
        withLang("en", () => scoringInputReason(e.tag, e.params)),
        e.tag,
      ).toBe(describeScoringInput(e.tag, e.params));
      expect(
        withLang("en", () => scoringInputText(e)),
        e.tag,
      ).toBe(`invalid ${e.field} ${scoringInputValue(e.value)}: ${describeScoringInput(e.tag, e.params)}`);
    }
  });

  it("every message id has its French rendering, different from the English and with no English sentence", () => {
    for (const e of examples) {
      const fr = withLang("fr", () => scoringInputText(e));
      expect(fr, e.tag).not.toMatch(/NaN|\[object Object\]/);
      expect(
        withLang("fr", () => scoringInputReason(e.tag, e.params)),
        e.tag,
      ).not.toBe(describeScoringInput(e.tag, e.params));
      // the value as the input gave it (`"none"`, `"relay-and-bye-stand"`) is not a sentence of ours
      expect(englishIn(fr, [scoringInputValue(e.value)]), e.tag).toEqual([]);
    }
    const few = new ScoringInputError("tables", 1, "whole-at-least", { min: 2 });
    expect(withLang("fr", () => scoringInputText(few))).toBe(
      "nombre de tables invalide (1) : un nombre entier, au moins 2",
    );
    const reduced = new ScoringInputError("score", 500, "only-reduced", { side: "EW", from: 420 });
    expect(withLang("fr", () => scoringInputText(reduced))).toBe(
      "marque invalide (500) : 79B3 : la marque de EO ne peut qu'être réduite (elle était de 420)",
    );
    const one = new ScoringInputError("boards", 3, "board-per-score", { n: 1 });
    expect(withLang("fr", () => scoringInputReason(one.tag, one.params))).toBe(
      "doit avoir un étui par marque (1 marque)",
    );
  });

  it("movement --lang fr: an impossible Mitchell, Howell, round robin or Swiss refused in French; English as before", async () => {
    const cases = [
      {
        args: ["mitchell", "--tables", "1", "--boards-per-round", "2"],
        fr: "bridgelaw movement mitchell : nombre de tables invalide (1) : un nombre entier, au moins 2",
        en: "bridgelaw movement mitchell: invalid tables 1: a whole number, at least 2",
      },
      {
        args: ["mitchell", "--tables", "7", "--relay-bye-stand", "--boards-per-round", "2"],
        fr: "le partage des étuis avec un relais ne se fait qu'avec un nombre pair de tables : 7 tables jouent le Mitchell simple",
        en: "a relay and bye stand is for an even number of tables: 7 tables play the plain Mitchell",
      },
      {
        args: ["howell", "--pairs", "4", "--rounds", "3", "--boards-per-round", "2"],
        fr: "bridgelaw movement howell : nombre de tours invalide (3) : aucun Howell de 4 paires en 3 tours",
        en: "bridgelaw movement howell: invalid rounds 3: no Howell of 4 pairs in 3 rounds",
      },
      {
        args: ["round-robin", "--teams", "4", "--rounds", "5", "--boards-per-round", "2"],
        fr: "nombre de tours invalide (5) : au plus 3 tours dans un round-robin de 4 équipes",
        en: "invalid rounds 5: at most 3 rounds in a round robin of 4 teams",
      },
      {
        args: ["swiss", "--teams", "1", "--boards-per-round", "2"],
        fr: "bridgelaw movement swiss : nombre d'équipes invalide (1) : un nombre entier, au moins 2",
        en: "bridgelaw movement swiss: invalid teams 1: a whole number, at least 2",
      },
    ];
    for (const c of cases) {
      const fr = await run(["movement", "--lang", "fr", ...c.args]);
      expect(fr.code, c.args.join(" ")).toBe(2);
      expect(fr.stdout).toBe("");
      // printed with the French typography (a non-breaking space before « : »)
      expect(fr.stderr).toContain(frenchTypography(c.fr));
      // the value the input gave (`"relay-and-bye-stand"`) is not a sentence of ours
      expect(englishIn(fr.stderr, ['"relay-and-bye-stand"']), c.args.join(" ")).toEqual([]);
      const en = await run(["movement", ...c.args]);
      expect(en.code).toBe(2);
      expect(en.stderr).toContain(c.en);
    }
  });
});
