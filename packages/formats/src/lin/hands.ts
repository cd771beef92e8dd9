import {
  type Card,
  cardOf,
  DECK,
  isRank,
  type Rank,
  rotate,
  SEATS,
  type Seat,
  type Suit,
} from "@bridgelaw/cards";
import { type ImportProblem, reasonText } from "../import-problem.ts";

/**
 * LIN deals (`md`): a dealer digit — 1 South, 2 West, 3 North, 4 East — then the hands of South, West,
 * North and East, separated by commas, each as suits `S`, `H`, `D`, `C` followed by their ranks. A hand
 * left empty (BBO leaves the fourth) is the 13 cards the others do not hold.
 */
export const LIN_DEALER: Readonly<Record<string, Seat>> = { "1": "S", "2": "W", "3": "N", "4": "E" };
export const DEALER_DIGIT: Readonly<Record<Seat, string>> = { S: "1", W: "2", N: "3", E: "4" };
/** The order of the hands of `md` (and of the names of `pn`). */
export const LIN_ORDER: readonly Seat[] = ["S", "W", "N", "E"];

export interface LinDeal {
  readonly dealer: Seat | null;
  readonly hands: Record<Seat, Card[] | null>;
  readonly errors: string[];
}

export const readLinDeal = (value: string): LinDeal => {
  const errors: string[] = [];
  const hands: Record<Seat, Card[] | null> = { N: null, E: null, S: null, W: null };
  let text = value.trim();
  let dealer: Seat | null = null;
  if (/^[0-9]/.test(text)) {
    dealer = LIN_DEALER[text[0]!] ?? null;
    if (dealer === null) errors.push(`dealer digit "${text[0]}" is not 1 (S), 2 (W), 3 (N) or 4 (E)`);
    text = text.slice(1);
  } else errors.push("md does not start with the dealer digit");
  const parts = text.split(",");
  LIN_ORDER.forEach((seat, i) => {
    const h = (parts[i] ?? "").trim().toUpperCase().replace(/10/g, "T");
    if (h === "") return;
    const cards: Card[] = [];
    let suit: Suit | null = null;
    for (const ch of h) {
      if (ch === "S" || ch === "H" || ch === "D" || ch === "C") suit = ch;
      else if (suit !== null && isRank(ch)) cards.push(cardOf(suit, ch as Rank));
      else errors.push(`"${ch}" in the hand of ${seat} is not a suit or a rank`);
    }
    hands[seat] = cards;
  });
  return { dealer, hands, errors };
};

/** The four hands, the one hand not given inferred; or the reason there is no full deal. */
export const completeLinDeal = (
  d: LinDeal,
): { hands: Record<Seat, Card[]>; inferred: Seat | null } | { reason: string; problem: ImportProblem } => {
  const missing = SEATS.filter((s) => d.hands[s] === null);
  if (missing.length > 1) {
    const problem: ImportProblem = { _tag: "LinHandsMissing", given: 4 - missing.length, missing };
    return { reason: reasonText(problem), problem };
  }
  const held = new Set(SEATS.flatMap((s) => d.hands[s] ?? []));
  const hands = { ...d.hands } as Record<Seat, Card[]>;
  if (missing.length === 1) hands[missing[0]!] = DECK.filter((c) => !held.has(c));
  return { hands, inferred: missing[0] ?? null };
};

/** A hand as LIN writes it: suits S H D C, ranks from the two up (as BBO does). */
export const linHand = (cards: readonly Card[]): string =>
  (["S", "H", "D", "C"] as const)
    .map(
      (s) =>
        `${s}${cards
          .filter((c) => c[0] === s)
          .map((c) => c[1])
          .sort((a, b) => "23456789TJQKA".indexOf(a!) - "23456789TJQKA".indexOf(b!))
          .join("")}`,
    )
    .join("");

/** `md` for a deal: the dealer digit, then South, West, North, East. */
export const linDeal = (dealer: Seat, hands: Readonly<Record<Seat, readonly Card[]>>): string =>
  `${DEALER_DIGIT[dealer]}${LIN_ORDER.map((s) => linHand(hands[s])).join(",")}`;

export const seatAfter = rotate;
