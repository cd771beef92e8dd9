import { type LawEdition, type LawLang, lawNumber, lawTitle } from "@bridgelaw/cards";
import { LANGS, type Lang } from "./catalog.ts";

/**
 * How each language cites a Law: "Law 27B1(a)", the FFB's "Loi 27B1(a)", the Portuguese text's "Lei 27B1(a)", the
 * Norwegian text's "§ 27B1(a)".
 */
const CITED_AS: Readonly<Record<LawLang, string>> = { en: "Law", fr: "Loi", pt: "Lei", nb: "§" };

/** A reference to a Law (any clause id) as the language writes it: `lawRef("27B1(a)", "fr")` is "Loi 27B1(a)". */
export const lawRef = (id: string, lang: LawLang = "en"): string => `${CITED_AS[lang]} ${id}`;

/**
 * The heading of the Law a clause id belongs to, in a Code and a language: its reference and its title as that
 * Code's text prints it (`lawHeading("27B1(a)", "2017", "fr")` is "Loi 27 – ENCHÈRE INSUFFISANTE",
 * `lawHeading("27", "2007", "pt")` "Lei 27 – MARCAÇÃO INSUFICIENTE", `lawHeading("27", "2007", "nb")`
 * "§ 27 – UTILSTREKKELIG BUD"); the reference alone for an id that names no Law 1–93.
 */
export const lawHeading = (id: string, edition: LawEdition = "2017", lang: LawLang = "en"): string => {
  const n = lawNumber(id);
  const title = lawTitle(id, edition, lang);
  return n === null || title === null ? lawRef(id, lang) : `${lawRef(String(n), lang)} – ${title}`;
};

/** True when the catalogs write the Laws' messages in the language (English, French); else only its Law titles. */
export const hasMessages = (lang: LawLang): lang is Lang => (LANGS as readonly string[]).includes(lang);
