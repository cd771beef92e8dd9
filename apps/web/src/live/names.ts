/** How the live pages name calls and cards, and read what a player types. */
import { parseCallIn, parseCardIn } from "@bridgelaw/words";
import { t, uiLang } from "../ui/lang.ts";

/** "queen of hearts", "dame de cœur": a card as a screen reader says it, in the app's language. */
export const cardName = (card: string): string => t("cardName", { rank: card[1], suit: card[0] });
const STRAIN_SYMBOLS: Readonly<Record<string, string>> = { C: "♣", D: "♦", H: "♥", S: "♠" };
/** "Pass", "Double", "1NT", "4♠" ("Passe", "Contre", "1SA"): a call as the bidding box shows it. */
export const callName = (call: string): string =>
  call === "P" || call === "X" || call === "XX"
    ? t("callWord", { call })
    : call.endsWith("NT")
      ? t("notrumpBid", { level: call.slice(0, -2) })
      : `${call[0]}${STRAIN_SYMBOLS[call.slice(1)] ?? call.slice(1)}`;

/** What a player did, in words, for the page's status line: "You bid 1♣.", "You passed.", "You doubled.". */
export const callDone = (call: string): string => t("callDone", { call, name: callName(call) });

/** The 35 bids, 1C to 7NT. */
export const BIDS: readonly string[] = [1, 2, 3, 4, 5, 6, 7].flatMap((l) =>
  ["C", "D", "H", "S", "NT"].map((s) => `${l}${s}`),
);
const TOKEN_CALL = /^(P|PASS|X|XX|[1-7](C|D|H|S|NT|N))$/i;
const TOKEN_CARD = /^[SHDC](10|[AKQJT2-9])$/i;

/**
 * Normalises what a player types: `pass` → `P`, `1n` → `1NT`, `s10` → `ST`; else the app's language's
 * notation (`Passe`, `Contre`, `3SA`, `1♠` in French: `parseCallIn` of the words).
 */
export const typedCall = (text: string): string | null => {
  const typed = text.trim().toUpperCase();
  if (TOKEN_CALL.test(typed)) return typed === "PASS" ? "P" : typed.endsWith("N") ? `${typed}T` : typed;
  if (typed === "") return null;
  try {
    const call = parseCallIn(typed, uiLang());
    return call === "P" || call === "X" || call === "XX" || BIDS.includes(call) ? call : null;
  } catch {
    return null;
  }
};
/** Normalises a card typed (`sa` → `SA`, `H10` → `HT`), else in the app's language's notation (`♠R`). */
export const typedCard = (text: string): string | null => {
  const typed = text.trim().toUpperCase();
  if (TOKEN_CARD.test(typed)) return typed.replace("10", "T");
  if (!/^[♠♥♦♣]/u.test(typed)) return null;
  try {
    return parseCardIn(typed, uiLang());
  } catch {
    return null;
  }
};
