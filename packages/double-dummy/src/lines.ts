/**
 * A principal variation: one sequence of cards, to the end of play, in which both sides play perfectly
 * double dummy. At each turn the first card (suits S H D C, each from the ace down) that keeps the value of
 * the position is played, so the line does not depend on the solver's internal move ordering.
 */
import { type Card, compareCards, sideOf } from "@bridgelaw/cards";
import { type Engine, sharedEngine } from "./engine.ts";
import { gather, legalCards, playCard, seatToMove } from "./play.ts";
import { type Position, toLoaded } from "./position.ts";
import { nsTricks, type Solution } from "./solve.ts";

export interface BestLine extends Solution {
  /** The cards of the line, in order, from the position to the end of play. */
  readonly line: Card[];
}

/** Whether North-South take at least `target` tricks from `position` (a trick of four counts for its winner). */
const reaches = (position: Position, target: number, engine: Engine): boolean => {
  let pos = position;
  let done = 0;
  if (pos.trick.length === 4) {
    pos = gather(pos);
    done = sideOf(pos.leader) === "NS" ? 1 : 0;
  }
  const loaded = toLoaded(pos);
  const need = target - done;
  if (need <= 0) return true;
  if (need > loaded.tricks) return false;
  engine.load(loaded.masks, loaded.trump, loaded.leader, loaded.trick, false);
  return engine.test(need);
};

const isOver = (position: Position): boolean =>
  position.trick.length % 4 === 0 && Object.values(position.hands).every((h) => h.length === 0);

/** The double-dummy solution of a position with one best line of play for both sides. */
export const bestLines = (position: Position): BestLine => {
  const engine = sharedEngine();
  const { ns, total } = nsTricks(position, engine, true);
  const line: Card[] = [];
  let pos = position;
  let value = ns; // North-South tricks from `pos`, the current trick included.
  while (!isOver(pos)) {
    if (pos.trick.length === 4) {
      pos = gather(pos);
      if (sideOf(pos.leader) === "NS") value--;
    }
    const northSouth = sideOf(seatToMove(pos)) === "NS";
    const cards = legalCards(pos).sort(compareCards);
    const completes = pos.trick.length === 3;
    let chosen: Position | undefined;
    let won = 0;
    for (const card of cards) {
      const next = playCard(pos, card);
      won = completes && sideOf(next.leader) === "NS" ? 1 : 0;
      // North-South to play keep `value` if they can still reach it; East-West if North-South cannot beat it.
      const ok = northSouth ? reaches(next, value - won, engine) : !reaches(next, value - won + 1, engine);
      if (ok) {
        line.push(card);
        chosen = next;
        break;
      }
    }
    if (chosen === undefined) throw new Error("no card keeps the double-dummy value (solver inconsistency)");
    pos = chosen;
    value -= won;
  }
  const side = sideOf(position.leader);
  return { tricks: side === "NS" ? ns : total - ns, side, NS: ns, EW: total - ns, line };
};
