/**
 * Solving positions: the double-dummy number of tricks from a position of the play.
 */
import { type Card, lho, type Seat, type Side, sideOf } from "@bridgelaw/cards";
import { sharedEngine } from "./engine.ts";
import { cardCode, type Position, PositionError, toLoaded } from "./position.ts";

export interface Solution {
  /** Tricks the leader's side (the side of `position.leader`) takes from the remaining cards, current trick included. */
  readonly tricks: number;
  /** The leader's side. */
  readonly side: Side;
  /** Tricks North-South and East-West take from the remaining cards (they add up to the tricks left). */
  readonly NS: number;
  readonly EW: number;
}

/** The winner of a trick of four cards led by `leader`. */
export const trickWinner = (trick: readonly Card[], leader: Seat, trumps: Position["trumps"]): Seat => {
  let best = 0;
  for (let i = 1; i < trick.length; i++) {
    const a = cardCode(trick[best]!);
    const b = cardCode(trick[i]!);
    if ((b >> 4 === a >> 4 && b > a) || (b >> 4 !== a >> 4 && trumps !== "NT" && trick[i]![0] === trumps)) {
      best = i;
    }
  }
  let seat = leader;
  for (let i = 0; i < best; i++) seat = lho(seat);
  return seat;
};

/** Plays `card` for the seat to move and returns the next position (a completed trick is gathered). */
export const playCard = (position: Position, card: Card): Position => {
  const { trick, leader } = position;
  let seat = leader;
  for (let i = 0; i < trick.length; i++) seat = lho(seat);
  if (!position.hands[seat].includes(card)) throw new PositionError(`${seat} does not hold ${card}`);
  const hands = { ...position.hands, [seat]: position.hands[seat].filter((c) => c !== card) };
  const next = [...trick, card];
  if (next.length < 4) return { ...position, hands, trick: next };
  return { ...position, hands, trick: [], leader: trickWinner(next, leader, position.trumps) };
};

/** Double-dummy solution of a position; results do not depend on earlier calls. */
export const solve = (position: Position): Solution => {
  let ns = 0;
  let pos = position;
  if (pos.trick.length === 4) {
    const w = trickWinner(pos.trick, pos.leader, pos.trumps);
    if (sideOf(w) === "NS") ns = 1;
    pos = { ...pos, trick: [], leader: w };
  }
  const loaded = toLoaded(pos);
  const total = loaded.tricks + (pos === position ? 0 : 1);
  if (loaded.tricks > 0) {
    const engine = sharedEngine();
    engine.load(loaded.masks, loaded.trump, loaded.leader, loaded.trick);
    ns += engine.value((loaded.tricks + 1) >> 1);
  }
  const side = sideOf(position.leader);
  return { tricks: side === "NS" ? ns : total - ns, side, NS: ns, EW: total - ns };
};

/** Double-dummy tricks `side` takes from the remaining cards (current trick included). */
export const tricksFor = (position: Position, side: Side): number => solve(position)[side];
