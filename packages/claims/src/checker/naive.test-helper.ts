/**
 * A naive minimax over cards, written apart from the checker (no bit sets, no equivalent cards, no
 * cut-offs, no solver), for the property tests: every seat helps or hinders, the claimer's hands may be
 * bound by a line (the rules of `line.ts`, implemented again here).
 */
import { type Card, rotate, type Seat, type Side, type Strain, sideOf } from "@bridgelaw/cards";
import type { LineStep } from "../line.ts";
import type { ClaimPosition } from "./game.ts";

const RANK = "23456789TJQKA";
const rank = (c: Card): number => RANK.indexOf(c[1]!);

export const toMove = (p: ClaimPosition): Seat => rotate(p.leader, p.trick.length);

export const legalOf = (p: ClaimPosition, seat: Seat): Card[] => {
  const hand = p.hands[seat];
  if (p.trick.length === 0) return [...hand];
  const suit = p.trick[0]![0];
  const follow = hand.filter((c) => c[0] === suit);
  return follow.length > 0 ? follow : [...hand];
};

export const winnerOf = (
  trick: readonly Card[],
  leader: Seat,
  trumps: Strain,
): { seat: Seat; card: Card } => {
  let best = 0;
  for (let i = 1; i < 4; i++) {
    const a = trick[best]!;
    const b = trick[i]!;
    if (b[0] === a[0] ? rank(b) > rank(a) : b[0] === trumps) best = i;
  }
  return { seat: rotate(leader, best), card: trick[best]! };
};

/** Plays a card: the next position, and the trick's winner when it completes one. */
export const step = (
  p: ClaimPosition,
  card: Card,
): { next: ClaimPosition; won?: { seat: Seat; card: Card } } => {
  const seat = toMove(p);
  const hands = { ...p.hands, [seat]: p.hands[seat].filter((c) => c !== card) };
  const trick = [...p.trick, card];
  if (trick.length < 4) return { next: { ...p, hands, trick } };
  const won = winnerOf(trick, p.leader, p.trumps);
  return { next: { ...p, hands, trick: [], leader: won.seat }, won };
};

const left = (p: ClaimPosition): number => p.hands[toMove(p)].length;

export interface NaiveSpec {
  readonly helps: (seat: Seat) => boolean;
  readonly counts: (won: { seat: Seat; card: Card }) => boolean;
  /** The seats the line binds, the claimer's side, and the line. */
  readonly bound?: readonly Seat[];
  readonly side?: Side;
  readonly line?: readonly LineStep[];
}

/** The cards a seat may choose from under the line (see `line.ts`). */
const choices = (p: ClaimPosition, seat: Seat, spec: NaiveSpec): Card[] => {
  const legal = legalOf(p, seat);
  const line = spec.line ?? [];
  const bound = spec.bound ?? [];
  if (line.length === 0 || !bound.includes(seat)) return legal;
  const boundHolds = (c: Card) => bound.some((s) => p.hands[s].includes(c));
  const done = (st: LineStep): boolean => {
    if (st.kind !== "cash") return !boundHolds(st.card);
    const ours = bound.some((s) => p.hands[s].some((c) => c[0] === st.suit));
    if (!ours) return true;
    if (!st.draw) return false;
    const opponents = (["N", "E", "S", "W"] as const).filter((s) => sideOf(s) !== spec.side);
    return !opponents.some((s) => p.hands[s].some((c) => c[0] === st.suit));
  };
  let i = 0;
  while (i < line.length && done(line[i]!)) i++;
  if (i < line.length) {
    const st = line[i]!;
    if (st.kind === "card" && legal.includes(st.card)) return [st.card];
    if (
      st.kind === "finesse" &&
      p.trick.length > 0 &&
      p.trick[0]![0] === st.card[0] &&
      p.hands[seat].includes(st.card)
    ) {
      // the card, unless the card winning so far beats it: then the cheapest card over it (an opponent
      // winning in the suit), else the lowest of the suit
      const suit = p.hands[seat].filter((c) => c[0] === st.card[0]).sort((a, b) => rank(a) - rank(b));
      let top = p.trick[0]!;
      let at = 0;
      for (let k = 1; k < p.trick.length; k++) {
        const c = p.trick[k]!;
        if (c[0] === top[0] ? rank(c) > rank(top) : c[0] === p.trumps) {
          top = c;
          at = k;
        }
      }
      const beats = top[0] === st.card[0] ? rank(top) > rank(st.card) : top[0] === p.trumps;
      if (!beats) return [st.card];
      const opponentWins = sideOf(rotate(p.leader, at)) !== sideOf(seat);
      const over = suit.find((c) => top[0] === c[0] && rank(c) > rank(top));
      return [opponentWins && over !== undefined ? over : suit[0]!];
    }
    if (st.kind === "cash" && p.trick.length === 0) {
      const suit = p.hands[seat].filter((c) => c[0] === st.suit).sort((a, b) => rank(b) - rank(a));
      if (suit.length > 0) return [suit[0]!];
    }
  }
  const reserved = new Set(line.slice(i).flatMap((st) => (st.kind === "cash" ? [] : [st.card])));
  const free = legal.filter((c) => !reserved.has(c));
  return free.length > 0 ? free : legal;
};

/** The most counting tricks the helping seats can make sure of, from `p`. */
export const naiveValue = (p: ClaimPosition, spec: NaiveSpec): number => {
  const memo = new Map<string, number>();
  const go = (q: ClaimPosition): number => {
    if (left(q) === 0) return 0;
    const key =
      q.trick.length === 0
        ? `${q.leader}|${(["N", "E", "S", "W"] as const).map((s) => q.hands[s].join(",")).join("|")}`
        : null;
    if (key !== null) {
      const m = memo.get(key);
      if (m !== undefined) return m;
    }
    const seat = toMove(q);
    const helps = spec.helps(seat);
    let best = helps ? -1 : 99;
    for (const card of choices(q, seat, spec)) {
      const { next, won } = step(q, card);
      const v = (won !== undefined && spec.counts(won) ? 1 : 0) + go(next);
      best = helps ? Math.max(best, v) : Math.min(best, v);
    }
    if (key !== null) memo.set(key, best);
    return best;
  };
  return go(p);
};

/** Plays a line of cards from `p`: whether each card is legal, and the tricks each side won. */
export const playLine = (
  p: ClaimPosition,
  line: readonly { seat: Seat; card: Card }[],
): { legal: boolean; won: Record<Side, number>; end: ClaimPosition } => {
  let q = p;
  const won: Record<Side, number> = { NS: 0, EW: 0 };
  for (const { seat, card } of line) {
    if (toMove(q) !== seat || !legalOf(q, seat).includes(card)) return { legal: false, won, end: q };
    const r = step(q, card);
    if (r.won !== undefined) won[sideOf(r.won.seat)] += 1;
    q = r.next;
  }
  return { legal: true, won, end: q };
};
