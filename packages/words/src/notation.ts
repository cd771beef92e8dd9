import { type Call, type Card, parseCall, parseCard, TokenParseError } from "@bridgelaw/cards";
import type { Lang } from "./catalog.ts";

/*
 * The cards, calls and contracts a person types in a language's notation, read back into the log's tokens: what
 * `wordsOf(lang).card`, `.call` and `.strain` write parses back to the token it was written from (a test
 * checks every card and every call). The log's own tokens (`SK`, `3NT`, `P`) are read in every language.
 */

const SYMBOLS: Readonly<Record<string, string>> = { "♠": "S", "♥": "H", "♦": "D", "♣": "C" };
/** The French honours: Roi, Dame, Valet (the As is A in both languages). */
const FR_RANKS: Readonly<Record<string, string>> = { R: "K", D: "Q", V: "J" };

/** A suit symbol as its letter, else null. */
const suitOf = (s: string): string | null => SYMBOLS[s] ?? null;

/**
 * A card as the language writes it, or as the log does: `♠R`, `♥10`, `♦D`, `♣V` in French (symbol first, then
 * A R D V 10 9 … 2); `♠K`, `SK`, `s10` in English (and the log's token `SK` in French too).
 */
export const parseCardIn = (input: string, lang: Lang = "en"): Card => {
  const t = input.trim();
  const suit = suitOf(t.charAt(0));
  if (suit !== null) {
    const rank = t.slice(1).trim().toUpperCase();
    const r = lang === "fr" ? (FR_RANKS[rank] ?? rank) : rank;
    try {
      return parseCard(`${suit}${r}`);
    } catch {
      throw new TokenParseError("card", input, { _tag: "TokenCardWritten" });
    }
  }
  try {
    return parseCard(t);
  } catch {
    throw new TokenParseError("card", input, { _tag: "TokenCardWritten" });
  }
};

/** The French words of the calls: Passe, Contre (X), Surcontre (XX); sans-atout SA. */
const FR_CALLS: Readonly<Record<string, Call>> = { PASSE: "P", CONTRE: "X", SURCONTRE: "XX" };

/** A bid or a contract's level and strain with suit symbols or SA written as the log's letters (`3♠` → `3S`). */
const lettered = (t: string, lang: Lang): string => {
  const m = /^([0-9]{1,2})\s*(♠|♥|♦|♣|SA|NT|N|[SHDC])(.*)$/iu.exec(t);
  if (m === null) return t;
  const strain = m[2]!.toUpperCase();
  const letter = suitOf(strain) ?? (strain === "SA" && lang === "fr" ? "NT" : strain);
  return `${m[1]}${letter}${m[3]}`;
};

/**
 * A call as the language writes it, or as the log does: French `Passe`, `X` or `Contre`, `XX` or
 * `Surcontre`, `1♠`, `3SA`; English `Pass`, `X`, `XX`, `1♠`, `3NT`; the log's `P`, `1S`, `3NT` in both.
 */
export const parseCallIn = (input: string, lang: Lang = "en"): Call => {
  const t = input.trim().toUpperCase();
  const word = lang === "fr" ? FR_CALLS[t] : undefined;
  if (word !== undefined) return word;
  try {
    return parseCall(lettered(t, lang));
  } catch {
    throw new TokenParseError("call", input, { _tag: "TokenCallWritten" });
  }
};

/**
 * A contract as the language writes it, into the log's form: `4♠X` → `4SX`, `3SAXX` → `3NTXX`, `Passe` (French)
 * or `Pass` → `Pass`. Null when it is not a contract.
 */
export const parseContractIn = (input: string, lang: Lang = "en"): string | null => {
  const t = input.trim().toUpperCase();
  if (t === "PASS" || (lang === "fr" && t === "PASSE")) return "Pass";
  const m = /^([1-7](?:C|D|H|S|NT))(X{0,2})$/.exec(lettered(t, lang));
  return m === null ? null : `${m[1]}${m[2]}`;
};
