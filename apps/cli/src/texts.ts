// The headings and labels of the text outputs in the run's language (`--lang`, lang.ts), from the catalogs of
// texts/ written by `@bridgelaw/words` (issue 33): no label is built by concatenating words.
import { lawRef, textsOf } from "@bridgelaw/words";
import { cliLang, cliLawLang } from "./lang.ts";
import { EN, type TextId } from "./texts/en.ts";
import { FR } from "./texts/fr.ts";

const text = textsOf<TextId>({ en: EN, fr: FR });

/** A text of the outputs in the run's language: `t("contract", { contract: "4♠", seat: "S" })`. */
export const t = (id: TextId, params: Readonly<Record<string, unknown>> = {}): string =>
  text(cliLang(), id, params);

/** A Law reference in the run's language: Law 27B1(a), Loi 27B1(a), Lei 27, § 27. */
export const ref = (law: string): string => lawRef(law, cliLawLang());

/** Parts of one line joined as the run's language writes it: `a; b` in English, `a ; b` in French. */
export const joinParts = (parts: readonly string[]): string => parts.join(t("partsSeparator"));

/** A label and what it says, as the run's language writes it: `label: text`, in French `label : text`. */
export const labelled = (label: string, said: string): string => t("labelled", { label, text: said });

/**
 * A text in English whatever the run's language: what a command writes beside its flags when its module is
 * loaded (its help), rendered in the run's language by the help's formatter (help.ts).
 */
export const tEnglish = (id: TextId, params: Readonly<Record<string, unknown>> = {}): string =>
  text("en", id, params);

/** A text in a language given (the help's formatter: the French of what a command wrote in English). */
export const tIn = (lang: "en" | "fr", id: TextId, params: Readonly<Record<string, unknown>> = {}): string =>
  text(lang, id, params);
