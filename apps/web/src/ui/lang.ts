// The app's language (issue 33): the browser's (`navigator.languages`) unless the reader chose one with the
// switch (kept in localStorage). English and French have every message; Portuguese and Norwegian have the
// 2007 Code's Law titles and references ("Lei 27", "§ 27"), their messages in the browser's English or French,
// which the app says.
import { LAW_LANGS, type LawLang, type Tagged } from "@bridgelaw/cards";
import { type ImportProblem, importReasonWords } from "@bridgelaw/formats";
import {
  describe as describeIn,
  describeLogError as describeLogErrorIn,
  frenchTypography,
  hasMessages,
  type Lang,
  lawRef,
  textsOf,
} from "@bridgelaw/words";
import { EN, type TextId } from "./texts/en.ts";
import { FR } from "./texts/fr.ts";

const STORED = "bridgelaw.lang";

/** The first of the browser's languages the app has (`fr-FR` → fr, `no` → nb), else English. */
export const browserLang = (languages: readonly string[]): LawLang => {
  for (const l of languages) {
    const code = l.toLowerCase().split(/[-_]/)[0];
    const known = code === "no" || code === "nn" ? "nb" : LAW_LANGS.find((x) => x === code);
    if (known !== undefined) return known;
  }
  return "en";
};

const stored = (): LawLang | undefined => {
  try {
    const s = globalThis.localStorage?.getItem(STORED);
    return LAW_LANGS.find((l) => l === s);
  } catch {
    return undefined;
  }
};

const browser: readonly string[] =
  typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);

/** The messages' language when the one chosen has none (Portuguese, Norwegian): the browser's, else English. */
const fallback: Lang = ((): Lang => {
  const l = browserLang(browser.filter((x) => /^(en|fr)\b/i.test(x)));
  return hasMessages(l) ? l : "en";
})();

let current: LawLang = stored() ?? browserLang(browser);

/** The language of the Law titles and references. */
export const lawLang = (): LawLang => current;

/** The language of the messages, headings and labels: English or French. */
export const uiLang = (): Lang => (hasMessages(current) ? current : fallback);

/** Sets the app's language and keeps the choice; the caller re-renders. */
export const setUiLang = (lang: LawLang): void => {
  current = lang;
  try {
    globalThis.localStorage?.setItem(STORED, lang);
  } catch {
    // a browser without storage keeps the choice for the page only
  }
  if (typeof document !== "undefined") document.documentElement.lang = lang;
};

if (typeof document !== "undefined") document.documentElement.lang = current;

const text = textsOf<TextId>({ en: EN, fr: FR });

/** A heading or label in the app's language: `t("openTitle")`, `t("trick", { n: 3 })`. */
export const t = (id: TextId, params: Readonly<Record<string, unknown>> = {}): string =>
  text(uiLang(), id, params);

/** Text in the app's language as that language sets it: French with its no-break spaces (`frenchTypography`). */
export const typeset = (text: string): string => (uiLang() === "fr" ? frenchTypography(text) : text);

/** A fact of the Laws in words, in the app's language. */
export const describe = <F extends Tagged>(fact: F): string => typeset(describeIn(fact, uiLang()));

/**
 * A log error in words (`line 4: …`, `ligne 4 : …`), in the app's language, as the words write it: a refusal, a
 * line that is not (strict) JSON (`MalformedLine`'s problem), a field the decoder refuses, any other error as
 * the log reads it.
 */
export const describeLogError = (error: Parameters<typeof describeLogErrorIn>[0]): string =>
  typeset(describeLogErrorIn(error, uiLang()));

/** Why a record of a PBN or LIN file is not imported (or not whole), in the app's language (formats' words). */
export const importReason = (r: {
  readonly reason?: string;
  readonly problem?: ImportProblem;
}): string | undefined => {
  const words = importReasonWords(r, uiLang());
  return words === undefined ? undefined : typeset(words);
};

/** A Law reference in the app's language: Law 27B1(a), Loi 27B1(a), Lei 27, § 27. */
export const ref = (law: string): string => lawRef(law, current);
