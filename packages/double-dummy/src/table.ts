/**
 * The 20-result double-dummy table of a deal: tricks for each declarer in each strain, the opening lead
 * made by declarer's left-hand opponent.
 */
import { type Deal, SEATS, type Seat, STRAINS, type Strain } from "@bridgelaw/cards";
import { type Engine, sharedEngine } from "./engine.ts";
import { cardCode, PositionError, seatIndex, trumpIndex } from "./position.ts";

export type DdTable = Record<Seat, Record<Strain, number>>;

/** Rank masks of a deal, checked: four hands of the same number of distinct cards (13 for a full deal). */
export const dealMasks = (deal: Deal): Int32Array => {
  const masks = new Int32Array(16);
  const seen = new Set<string>();
  const size = deal.N.length;
  for (const seat of SEATS) {
    const hand = deal[seat];
    if (hand.length !== size || size === 0) {
      throw new PositionError(
        `${seat} holds ${hand.length} cards; every hand needs the same number, at least one`,
      );
    }
    for (const c of hand) {
      if (seen.has(c)) throw new PositionError(`${c} appears twice`);
      seen.add(c);
      const code = cardCode(c);
      masks[seatIndex(seat) * 4 + (code >> 4)]! |= 1 << (code & 15);
    }
  }
  return masks;
};

/** Number of cards in a 13-bit rank mask. */
const cardCount = (m: number): number => {
  let n = 0;
  for (let x = m; x !== 0; x &= x - 1) n++;
  return n;
};

/** Leaders in solving order: the two North-South declarers (leaders E, W), then the East-West ones. */
const LEADERS = [1, 3, 0, 2];

/**
 * A first guess of North-South's tricks in a strain (the search steps from it, so a close guess saves
 * searches): about three high-card points a trick, and the trump fit.
 */
const estimate = (masks: Int32Array, trump: number): number => {
  let hcp = 0;
  for (const seat of [0, 2]) {
    for (let s = 0; s < 4; s++) {
      const m = masks[seat * 4 + s]!;
      hcp += 4 * ((m >> 12) & 1) + 3 * ((m >> 11) & 1) + 2 * ((m >> 10) & 1) + ((m >> 9) & 1);
    }
  }
  let tricks = 6.5 + (hcp - 20) / 3;
  if (trump < 4) tricks += 0.7 * (cardCount(masks[trump]! | masks[8 + trump]!) - 6.5);
  return Math.max(0, Math.min(13, Math.round(tricks)));
};

/**
 * Tricks for each declarer (rows) and strain (columns). A deal of shorter hands (an ending, every hand the
 * same length) works too. `engine` defaults to the shared one.
 */
export const ddTable = (deal: Deal, engine: Engine = sharedEngine()): DdTable => {
  const masks = dealMasks(deal);
  const size = deal.N.length;
  const table = { N: {}, E: {}, S: {}, W: {} } as DdTable;
  for (const strain of STRAINS) {
    const trump = trumpIndex(strain);
    let guess = estimate(masks, trump);
    for (const leader of LEADERS) {
      engine.load(masks, trump, leader, [], leader === LEADERS[0]);
      const ns = engine.value(guess);
      // When North-South go on lead (East-West declaring) they usually take the same tricks or one more:
      // testing one more first settles both cases with two searches.
      guess = leader === 3 ? ns + 1 : ns;
      const declarer = SEATS[(leader + 3) & 3]!;
      table[declarer][strain] = seatIndex(declarer) % 2 === 0 ? ns : size - ns;
    }
  }
  return table;
};
