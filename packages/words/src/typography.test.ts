import { ALL_BIDS, type Call, DECK } from "@bridgelaw/cards";
import { fc, test } from "@fast-check/vitest";
import { expect, describe as group, it } from "vitest";
import { describeLogError, messageSource, messageTags, wordsOf } from "./format.ts";
import { frenchTypography } from "./typography.ts";

/*
 * Issue 33: one French typography for every application. A no-break space before « : ; ? ! » and inside the
 * guillemets; nothing else changes.
 */

const CALLS: readonly Call[] = ["P", "X", "XX", ...ALL_BIDS];
const fr = wordsOf("fr");

/** French text made of words, cards, calls, Law ids, punctuation and spaces, as the catalogs write it. */
const frenchText = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        "ligne",
        "Nord",
        "n'a pas",
        "la levée",
        "Loi 27B1(a)",
        "12:30",
        "«",
        "»",
        "…",
        "(",
        ")",
      ),
      fc.constantFrom(...DECK).map((c) => fr.card(c)),
      fc.constantFrom(...CALLS).map((c) => fr.call(c)),
      fc.constantFrom(":", ";", "?", "!", ",", ".", "\u00a0", " ", "  "),
    ),
    { maxLength: 30 },
  )
  .chain((parts) =>
    fc
      .array(fc.constantFrom("", " "), { minLength: parts.length, maxLength: parts.length })
      .map((gaps) => parts.map((p, i) => `${p}${gaps[i]}`).join("")),
  );

group("frenchTypography", () => {
  it.each([
    ["ligne 4 : pas du JSON valide", "ligne 4\u00a0: pas du JSON valide"],
    ["valeur inconnue « Q » pour « seat »", "valeur inconnue «\u00a0Q\u00a0» pour «\u00a0seat\u00a0»"],
    ["Le journal a été modifié ; la donne", "Le journal a été modifié\u00a0; la donne"],
    ["Réclamer ? Oui !", "Réclamer\u00a0? Oui\u00a0!"],
    ["Donneur : Nord   Vulnérabilité : tous", "Donneur\u00a0: Nord   Vulnérabilité\u00a0: tous"],
    ["  ! levée 3, Est ♥7 : renonce", "  ! levée 3, Est ♥7\u00a0: renonce"],
    [" : 2 levées à NS", "\u00a0: 2 levées à NS"],
    ["Loi 27B1(a): ♠R, 3SA, 12:30", "Loi 27B1(a): ♠R, 3SA, 12:30"],
    ["déjà\u00a0: posé", "déjà\u00a0: posé"],
  ])("%j → %j", (text, set) => {
    expect(frenchTypography(text)).toBe(set);
  });

  test.prop([frenchText])("idempotent: setting text twice is setting it once", (text) => {
    expect(frenchTypography(frenchTypography(text))).toBe(frenchTypography(text));
  });

  test.prop([frenchText])(
    "only spaces change, to no-break spaces, and none is left plain between a word and : ; ? ! », or after «",
    (text) => {
      const set = frenchTypography(text);
      expect(set.length).toBe(text.length);
      for (let i = 0; i < text.length; i++)
        if (set[i] !== text[i]) expect([text[i], set[i]], `at ${i}`).toEqual([" ", "\u00a0"]);
      expect(set).not.toMatch(/(^|\S) [:;?!»]|« /);
    },
  );

  test.prop([fc.constantFrom(...DECK), fc.constantFrom(...CALLS), frenchText])(
    "never touches a card or a call: each written in the text is there as written",
    (card, call, text) => {
      const written = `${text} ${fr.card(card)} : ${fr.call(call)} ? «${fr.card(card)}»`;
      const words = frenchTypography(written).split(/[ \u00a0]/);
      expect(words).toContain(fr.card(card));
      expect(words).toContain(fr.call(call));
      expect(words).toContain(`«${fr.card(card)}»`);
    },
  );

  it("never changes English: every message of the English catalog, and a log error in English", () => {
    for (const tag of messageTags("en")) {
      const source = messageSource(tag, "en")!;
      expect(frenchTypography(source), tag).toBe(source);
    }
    const error = {
      line: 2,
      message: "line 2: not valid JSON",
      _tag: "MalformedLine",
      problem: "duplicate_key",
    };
    expect(frenchTypography(describeLogError(error, "en"))).toBe(describeLogError(error, "en"));
    expect(frenchTypography(describeLogError(error, "fr"))).toBe("ligne 2\u00a0: une clé donnée deux fois");
  });
});
