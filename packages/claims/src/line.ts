/**
 * The structured form of a claim's statement (Law 68C: "a clear statement of the line of play or defence,
 * including the order in which cards will be played"): an ordered list of steps, each a card or a suit-level
 * step. As logged, a step is a short token:
 *
 * - a card, `"SA"`: the claimer plays this card when the hand holding it is next to play and it is legal;
 * - `"draw trumps"`: lead trumps from the top until the opponents hold none;
 * - `"cash H"` (also `"H from the top"`, `"hearts"`): lead the suit from the top while the claimer's hand on
 *   lead holds it;
 * - `"finesse SQ"`: when the hand holding the card follows to a trick of its suit, it plays that card, unless
 *   the card winning the trick already beats it: then the lowest card of the suit that beats that card when an
 *   opponent is winning (else the lowest of the suit).
 *
 * What the steps do not say (discards, which hand wins a trick, the order of the unstated suits) is open:
 * the checker plays it out both ways (70A, 70E2: the Director resolves doubtful points against the claimer).
 */
import { type Card, isCard, type Strain, type Suit } from "@bridgelaw/cards";

export type LineStep =
  | { readonly kind: "card"; readonly card: Card }
  /** Run `suit` from the top; `draw`: the trump suit, until no opponent holds a trump. */
  | { readonly kind: "cash"; readonly suit: Suit; readonly draw: boolean }
  /** Finesse with `card` when following in its suit. */
  | { readonly kind: "finesse"; readonly card: Card };

const SUIT_WORDS: Readonly<Record<string, Suit>> = {
  s: "S",
  spade: "S",
  spades: "S",
  h: "H",
  heart: "H",
  hearts: "H",
  d: "D",
  diamond: "D",
  diamonds: "D",
  c: "C",
  club: "C",
  clubs: "C",
};

/** A step token as logged, or null when it is not one (see the module comment). */
export const parseStep = (token: string, trumps: Strain): LineStep | null => {
  const t = token.trim();
  const card = t.toUpperCase().replace(/^([SHDC])10$/, "$1T");
  if (isCard(card)) return { kind: "card", card };
  const finesse = /^finesse\s+(?:the\s+)?([SHDC](?:10|[AKQJT2-9]))$/i.exec(t);
  if (finesse !== null) {
    const c = finesse[1]!.toUpperCase().replace(/^([SHDC])10$/, "$1T");
    return isCard(c) ? { kind: "finesse", card: c } : null;
  }
  const words = t
    .toLowerCase()
    .replace(/[.,;!]/g, " ")
    .split(/\s+/)
    .filter((w) => w !== "" && w !== "the" && w !== "from" && w !== "top" && w !== "then" && w !== "and");
  if (words.length === 0) return null;
  if (words.every((w) => w === "draw" || w === "trump" || w === "trumps")) {
    return trumps === "NT" ? null : { kind: "cash", suit: trumps, draw: true };
  }
  const rest = words[0] === "cash" || words[0] === "run" ? words.slice(1) : words;
  if (rest.length !== 1) return null;
  const suit = SUIT_WORDS[rest[0]!];
  return suit === undefined ? null : { kind: "cash", suit, draw: false };
};

/** Parses a logged line; the tokens that are not steps are listed (the table refuses such a line). */
export const parseLine = (
  tokens: readonly string[],
  trumps: Strain,
): { readonly steps: readonly LineStep[]; readonly unread: readonly string[] } => {
  const steps: LineStep[] = [];
  const unread: string[] = [];
  for (const token of tokens) {
    const step = parseStep(token, trumps);
    if (step === null) unread.push(token);
    else steps.push(step);
  }
  return { steps, unread };
};

/** The canonical token of a step. */
export const stepToken = (step: LineStep): string =>
  step.kind === "card"
    ? step.card
    : step.kind === "finesse"
      ? `finesse ${step.card}`
      : step.draw
        ? "draw trumps"
        : `cash ${step.suit}`;

/** The suits whose handling the line states (a card of the suit, or a suit step). */
export const statedSuits = (steps: readonly LineStep[]): ReadonlySet<Suit> =>
  new Set(steps.map((s) => (s.kind === "cash" ? s.suit : (s.card[0] as Suit))));
