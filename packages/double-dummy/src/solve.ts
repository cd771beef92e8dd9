/**
 * Solving positions: the double-dummy number of tricks from a position of the play.
 */
import { type Side, sideOf } from "@bridgelaw/cards";
import { type Engine, sharedEngine } from "./engine.ts";
import { gather } from "./play.ts";
import { type Position, toLoaded } from "./position.ts";

export interface Solution {
  /** Tricks the leader's side (the side of `position.leader`) takes from the remaining cards, current trick included. */
  readonly tricks: number;
  /** The leader's side. */
  readonly side: Side;
  /** Tricks North-South and East-West take from the remaining cards (they add up to the tricks left). */
  readonly NS: number;
  readonly EW: number;
}

/**
 * North-South's double-dummy tricks from a position (current trick included) and the tricks left. A trick
 * of four cards counts for its winner. `fresh` empties the engine's table first.
 */
export const nsTricks = (position: Position, engine: Engine = sharedEngine(), fresh = true) => {
  let done = 0;
  let pos = position;
  if (pos.trick.length === 4) {
    pos = gather(pos);
    done = sideOf(pos.leader) === "NS" ? 1 : 0;
  }
  const loaded = toLoaded(pos);
  const total = loaded.tricks + (pos === position ? 0 : 1);
  if (loaded.tricks === 0) return { ns: done, total };
  engine.load(loaded.masks, loaded.trump, loaded.leader, loaded.trick, fresh);
  return { ns: done + engine.value((loaded.tricks + 1) >> 1), total };
};

/**
 * Double-dummy solution of a position: the tricks each side takes from the remaining cards when both play
 * perfectly. The result does not depend on earlier calls.
 */
export const solve = (position: Position): Solution => {
  const { ns, total } = nsTricks(position);
  const side = sideOf(position.leader);
  return { tricks: side === "NS" ? ns : total - ns, side, NS: ns, EW: total - ns };
};

/** Double-dummy tricks `side` takes from the remaining cards (current trick included). */
export const tricksFor = (position: Position, side: Side): number => solve(position)[side];
