/** How the live pages name calls and cards, and read what a player types. */

const SUIT_WORDS: Readonly<Record<string, string>> = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const RANK_WORDS: Readonly<Record<string, string>> = {
  A: "ace",
  K: "king",
  Q: "queen",
  J: "jack",
  T: "10",
};
/** "queen of hearts", "7 of clubs": a card as a screen reader says it. */
export const cardName = (card: string): string =>
  `${RANK_WORDS[card[1]!] ?? card[1]} of ${SUIT_WORDS[card[0]!] ?? card[0]}`;
const STRAIN_SYMBOLS: Readonly<Record<string, string>> = { C: "♣", D: "♦", H: "♥", S: "♠" };
/** "Pass", "Double", "1NT", "4♠": a call as the bidding box shows it (its label is what it shows). */
export const callName = (call: string): string =>
  call === "P"
    ? "Pass"
    : call === "X"
      ? "Double"
      : call === "XX"
        ? "Redouble"
        : call.endsWith("NT")
          ? call
          : `${call[0]}${STRAIN_SYMBOLS[call.slice(1)] ?? call.slice(1)}`;

/** What a player did, in words, for the page's status line: "You bid 1♣.", "You passed.", "You doubled.". */
export const callDone = (call: string): string =>
  call === "P"
    ? "You passed."
    : call === "X"
      ? "You doubled."
      : call === "XX"
        ? "You redoubled."
        : `You bid ${callName(call)}.`;

/** The 35 bids, 1C to 7NT. */
export const BIDS: readonly string[] = [1, 2, 3, 4, 5, 6, 7].flatMap((l) =>
  ["C", "D", "H", "S", "NT"].map((s) => `${l}${s}`),
);
const TOKEN_CALL = /^(P|PASS|X|XX|[1-7](C|D|H|S|NT|N))$/i;
const TOKEN_CARD = /^[SHDC](10|[AKQJT2-9])$/i;

/** Normalises what a player types: `pass` → `P`, `1n` → `1NT`, `s10` → `ST`. */
export const typedCall = (text: string): string | null => {
  const t = text.trim().toUpperCase();
  if (!TOKEN_CALL.test(t)) return null;
  if (t === "PASS") return "P";
  return t.endsWith("N") ? `${t}T` : t;
};
export const typedCard = (text: string): string | null => {
  const t = text.trim().toUpperCase();
  if (!TOKEN_CARD.test(t)) return null;
  return t.replace("10", "T");
};
