import { FR_2007, FR_2017, NB_2007, PT_2007 } from "./code-titles.ts";

/**
 * The titles of the 93 Laws of Duplicate Bridge for the two Codes a board can be played under, in English and
 * (`lawTitle(id, edition, lang)`) in the languages of the Codes' texts this project has: French (the FFB's, both
 * Codes), Portuguese and Norwegian (2007), generated from those texts into code-titles.ts.
 * 2017: the titles of the 2017 Code (the English Law headings, checked against the French 2017 text). 2007:
 * the same except where the 2007 Code titles the Law otherwise: each one listed below is the Norwegian
 * 2007 text's title (the Portuguese agrees but for 17 and 26, where it uses the 2017 wording early);
 * 15, 17, 22 and 23 differ because the 2017 Code moved their clauses (e.g. 2007 17E2 → 2017 17D3, 23 → 72C).
 */
export type LawEdition = "2017" | "2007";

const TITLES_2017: readonly string[] = [
  "The Pack",
  "The Duplicate Boards",
  "Arrangement of Tables",
  "Partnerships",
  "Assignment of Seats",
  "The Shuffle and Deal",
  "Control of Board and Cards",
  "Sequence of Rounds",
  "Procedure Following an Irregularity",
  "Assessment of Rectification", // 10
  "Forfeiture of the Right to Rectification",
  "Director's Discretionary Powers",
  "Incorrect Number of Cards",
  "Missing Card",
  "Wrong Board or Hand",
  "Authorised and Unauthorised Information",
  "The Auction Period",
  "Bids",
  "Doubles and Redoubles",
  "Review and Explanation of Calls", // 20
  "Misinformation",
  "End of Auction",
  "Comparable Call",
  "Card Exposed or Led During the Auction",
  "Legal and Illegal Changes of Call",
  "Call Withdrawn, Lead Restrictions",
  "Insufficient Bid",
  "Calls Considered to Be in Rotation",
  "Procedure after a Call Out of Rotation",
  "Pass Out of Rotation", // 30
  "Bid Out of Rotation",
  "Double or Redouble Out of Rotation",
  "Simultaneous Calls",
  "Retention of the Right to Call",
  "Inadmissible Calls",
  "Inadmissible Doubles and Redoubles",
  "Action Violating an Obligation to Pass",
  "Bid of More Than Seven",
  "Calls After the Final Pass",
  "Partnership Understandings", // 40
  "Commencement of Play",
  "Dummy's Rights",
  "Dummy's Limitations",
  "Sequence and Procedure of Play",
  "Card Played",
  "Incomplete or Invalid Designation of a Card from Dummy",
  "Retraction of a Played Card",
  "Exposure of Declarer's Cards",
  "Exposure of a Defender's Cards",
  "Disposition of a Penalty Card", // 50
  "Two or More Penalty Cards",
  "Failure to Lead or Play a Penalty Card",
  "Lead Out of Turn Accepted",
  "Faced Opening Lead Out of Turn",
  "Declarer's Lead Out of Turn",
  "Defender's Lead Out of Turn",
  "Premature Lead or Play by a Defender",
  "Simultaneous Leads or Plays",
  "Inability to Lead or Play as Required",
  "Play after an Illegal Play", // 60
  "Failure to Follow Suit; Inquiries Concerning a Revoke",
  "Correction of a Revoke",
  "Establishment of a Revoke",
  "Procedure after Establishment of a Revoke",
  "Arrangement of Tricks",
  "Inspection of Tricks",
  "Defective Trick",
  "Claim or Concession of Tricks",
  "Agreement with a Claim or Concession",
  "Contested Claim or Concession", // 70
  "Concession Cancelled",
  "General Principles",
  "Communication, Tempo and Deception",
  "Conduct and Etiquette",
  "Mistaken Explanation or Mistaken Call",
  "Spectators",
  "Duplicate Bridge Scoring Table",
  "Methods of Scoring",
  "Tricks Won",
  "Regulation and Organization", // 80
  "The Director",
  "Rectification of Errors in Procedure",
  "Notification of the Right to Appeal",
  "Rulings on Agreed Facts",
  "Rulings on Disputed Facts",
  "In Team Play",
  "Fouled Board",
  "Award of Indemnity Points",
  "Rectification in Individual Events",
  "Procedural Penalties", // 90
  "Penalize or Suspend",
  "Right to Appeal",
  "Procedures of Appeal",
];

/** Where the 2007 Code titles a Law otherwise (NO "§ 15. Spill av feil mappe", PT "LEI 15 – Jogar a bolsa errada"). */
const TITLES_2007: Readonly<Record<number, string>> = {
  1: "The Pack – Rank of Cards and Suits",
  15: "Play of a Wrong Board",
  16: "Authorized and Unauthorized Information",
  17: "Duration of the Auction",
  21: "Call Based on Misinformation",
  22: "Procedure after the Bidding Has Ended",
  23: "Awareness of Potential Damage",
  26: "Call Withdrawn, Lead Penalties",
  46: "Incomplete or Erroneous Call of Card from Dummy",
  69: "Agreed Claim or Concession",
  73: "Communication",
  86: "In Team Play or Play with Datum Score",
};

/** The number of the Law a clause id belongs to: `"27B1(a)"` → 27, `"12C1(c)"` → 12; null when none (1–93). */
export const lawNumber = (id: string): number | null => {
  const m = /^\s*(?:Law\s+)?(\d{1,2})(?![0-9])/i.exec(id);
  if (m === null) return null;
  const n = Number(m[1]);
  return n >= 1 && n <= TITLES_2017.length ? n : null;
};

/**
 * The languages a Law's title is written in: English, the FFB's French (both Codes), and for the 2007 Code the
 * Portuguese and Norwegian texts (`nb`: Norwegian Bokmål).
 */
export type LawLang = "en" | "fr" | "pt" | "nb";

/** Every language of the Law titles. */
export const LAW_LANGS: readonly LawLang[] = ["en", "fr", "pt", "nb"];

/** The titles each Code's own text prints, by language (generated from the official texts: code-titles.ts). */
const CODE_TITLES: Readonly<Record<LawLang, Partial<Record<LawEdition, readonly (string | null)[]>>>> = {
  en: {},
  fr: { "2017": FR_2017, "2007": FR_2007 },
  pt: { "2007": PT_2007 },
  nb: { "2007": NB_2007 },
};

/** A heading in upper case written in sentence case (`CARTE EXPOSÉE OU …` → `Carte exposée ou …`). */
const sentenceCase = (t: string, lang: LawLang): string => t.charAt(0) + t.slice(1).toLocaleLowerCase(lang);

/** The English title of a Law (1–93) in a Code. */
const english = (n: number, edition: LawEdition): string | null =>
  (edition === "2007" ? TITLES_2007[n] : undefined) ?? TITLES_2017[n - 1] ?? null;

/**
 * The title of the Law a clause id belongs to, in the given Code and language: `lawTitle("27B1(a)")` is
 * "Insufficient Bid", `lawTitle("23", "2007")` is "Awareness of Potential Damage", `lawTitle("27", "2017", "fr")`
 * "ENCHÈRE INSUFFISANTE", `lawTitle("27", "2007", "pt")` "MARCAÇÃO INSUFICIENTE", `lawTitle("27", "2007", "nb")`
 * "UTILSTREKKELIG BUD". Each title as that Code's text prints it: the FFB's 2017 headings, the Portuguese and
 * Norwegian 2007 headings in upper case, the FFB's 2007 titles in sentence case. Where a text prints no title
 * (the FFB's 2007 Law 24: its 2017 heading, in sentence case) or there is no text in that language (Portuguese
 * and Norwegian 2017; the Portuguese 2007 Law 48), the English title of the Code. Null for an id that names no
 * Law 1–93.
 */
export const lawTitle = (id: string, edition: LawEdition = "2017", lang: LawLang = "en"): string | null => {
  const n = lawNumber(id);
  if (n === null) return null;
  const own = CODE_TITLES[lang][edition]?.[n - 1];
  if (own != null) return own;
  const other = CODE_TITLES[lang][edition === "2007" ? "2017" : "2007"]?.[n - 1];
  if (other != null && lang === "fr" && edition === "2007") return sentenceCase(other, lang);
  return english(n, edition);
};

/** Every Law's number and title in one Code and language, in order (1 to 93). */
export const lawTitles = (
  edition: LawEdition = "2017",
  lang: LawLang = "en",
): readonly { number: number; title: string }[] =>
  TITLES_2017.map((_, i) => ({ number: i + 1, title: lawTitle(String(i + 1), edition, lang)! }));
