import { Effect } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { setLang } from "./lang.ts";
import { type Prompter, scriptedPrompter, typesetPrompter } from "./prompter.ts";

/*
 * Issue 33: a question asked at the terminal is an output like a printed line; in French it is typeset as
 * French (a no-break space before « : ; ? ! » and inside « »), the words' `frenchTypography`.
 */

/** A scripted prompter that records what it is shown: questions, labels, hints, refusals. */
const showing = (answers: readonly (string | boolean)[]) => {
  const shown: string[] = [];
  const p = scriptedPrompter(answers);
  const seen: Prompter = {
    ...p,
    select: (message, choices) => {
      shown.push(message, ...choices.flatMap((c) => [c.label, c.hint ?? ""]));
      return p.select(message, choices);
    },
    text: (message, options = {}) => {
      shown.push(message, options.validate?.("") ?? "");
      return p.text(message, options);
    },
    confirm: (message) => {
      shown.push(message);
      return p.confirm(message);
    },
  };
  return { shown, prompter: typesetPrompter(seen) };
};

const ask = (prompter: Prompter) =>
  Effect.runSync(
    Effect.all([
      prompter.select("Quel camp fait appel (92A) ?", [
        { value: "NS", label: "Nord-Sud", hint: "« NS » : N et S" },
      ]),
      prompter.text("Combien de levées ?", {
        validate: (v) => (v === "" ? "« » : un nombre est attendu" : undefined),
      }),
      prompter.confirm("Écrire ?"),
    ]),
  );

describe("the prompts typeset in the run's language", () => {
  afterEach(() => setLang("en"));

  it("French: each question, label, hint and refusal with its no-break spaces; the answers as given", () => {
    setLang("fr");
    const { shown, prompter } = showing(["NS", "9", true]);
    expect(ask(prompter)).toEqual(["NS", "9", true]);
    expect(shown).toEqual([
      "Quel camp fait appel (92A)\u00a0?",
      "Nord-Sud",
      "«\u00a0NS\u00a0»\u00a0: N et S",
      "Combien de levées\u00a0?",
      "«\u00a0»\u00a0: un nombre est attendu",
      "Écrire\u00a0?",
    ]);
  });

  it("English: as written", () => {
    const { shown, prompter } = showing(["NS", "9", true]);
    ask(prompter);
    expect(shown).toEqual([
      "Quel camp fait appel (92A) ?",
      "Nord-Sud",
      "« NS » : N et S",
      "Combien de levées ?",
      "« » : un nombre est attendu",
      "Écrire ?",
    ]);
  });
});
