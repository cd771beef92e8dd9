/**
 * Transposition table over sets of positions (partition search, as in DDS's "winning ranks").
 *
 * An entry describes every position with a given shape (`key.ts`: each hand's length in each suit, tricks
 * left, leader, trumps) whose `k` highest live cards of each suit belong to the given seats; below those,
 * only lengths matter. The search proves each bound with a set of relevant cards (cards whose rank decided
 * a trick or a sure-trick count), and the entry keeps, per suit, the live cards from the highest down to the
 * lowest relevant one. Bounds are on the tricks North-South take from the remaining cards.
 *
 * Layout: a hash on the shape words picks a chain of blocks; a block holds up to twelve entries of one shape
 * in 256 consecutive bytes, so a lookup reads memory in order and compares only the suit words. Every entry
 * is discarded at once when the pool is full or a new generation starts (a new deal or strain).
 */
import type { Keys } from "./key.ts";

export interface Table {
  /** Forgets every entry (cheaply: the buckets of older generations read as empty). */
  readonly ttReset: () => void;
  /**
   * Looks the position described in `slot` (`computeKey`) up for `target`: 1 if an entry proves North-South
   * take at least `target`, -1 if one proves they take fewer, 0 if nothing decides. On a hit, `HIT_DEPTH`
   * holds how many of the highest cards of each suit the entry keeps.
   */
  readonly ttProbe: (slot: number, target: number) => number;
  readonly HIT_DEPTH: Int32Array;
  /**
   * Stores a bound for the position described in `slot`: `value` is a lower bound when `isLower`, else an
   * upper bound, proved with the `k[s]` highest cards of each suit relevant.
   */
  readonly ttStore: (
    slot: number,
    k0: number,
    k1: number,
    k2: number,
    k3: number,
    isLower: boolean,
    value: number,
  ) => void;
}

export const createTable = (keys: Keys): Table => {
  const { COUNT, SEQ, SHAPE } = keys;
  const BUCKET_BITS = 16;
  const BUCKETS = 1 << BUCKET_BITS;
  const BLOCKS = 1 << 18;
  const BLOCK_WORDS = 64;
  const PER_BLOCK = 12;
  // Block header words.
  const B_COUNT = 0;
  const B_NEXT = 1;
  const B_SHAPE0 = 2;
  const B_SHAPE1 = 3;
  const B_FIRST = 4;
  // Entry words: four suit words `k << 26 | owners of the k highest cards` (two bits a card, the k-th
  // highest lowest), then `lower | upper << 8`.
  const ENTRY_WORDS = 5;
  const DATA = 4;

  // Per bucket: the generation, then the first block.
  const heads = new Int32Array(BUCKETS * 2);
  const pool = new Int32Array(BLOCKS * BLOCK_WORDS);
  const HIT_DEPTH = new Int32Array(4);
  let usedBlocks = 0;
  let gen = 1;

  const ttReset = (): void => {
    gen++;
    usedBlocks = 0;
  };

  const bucketOf = (a: number, b: number): number => {
    let h = Math.imul(a ^ 0x3c6ef372, 0x9e3779b1);
    h = Math.imul(h ^ (h >>> 15) ^ b, 0x85ebca77);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae3d);
    return (h ^ (h >>> 16)) & (BUCKETS - 1);
  };

  const ttProbe = (slot: number, target: number): number => {
    const a = SHAPE[slot * 2]!;
    const b = SHAPE[slot * 2 + 1]!;
    const bucket = bucketOf(a, b) * 2;
    if (heads[bucket] !== gen) return 0;
    const so = slot * 4;
    const q0 = SEQ[so]!;
    const q1 = SEQ[so + 1]!;
    const q2 = SEQ[so + 2]!;
    const q3 = SEQ[so + 3]!;
    const c0 = 2 * COUNT[so]!;
    const c1 = 2 * COUNT[so + 1]!;
    const c2 = 2 * COUNT[so + 2]!;
    const c3 = 2 * COUNT[so + 3]!;
    for (let blk = heads[bucket + 1]!; blk >= 0; blk = pool[blk * BLOCK_WORDS + B_NEXT]!) {
      const bo = blk * BLOCK_WORDS;
      if (pool[bo + B_SHAPE0] !== a || pool[bo + B_SHAPE1] !== b) continue;
      const end = bo + B_FIRST + pool[bo + B_COUNT]! * ENTRY_WORDS;
      for (let o = bo + B_FIRST; o < end; o += ENTRY_WORDS) {
        const w0 = pool[o]!;
        if (q0 >>> (c0 - 2 * (w0 >>> 26)) !== (w0 & 0x3ffffff)) continue;
        const w1 = pool[o + 1]!;
        if (q1 >>> (c1 - 2 * (w1 >>> 26)) !== (w1 & 0x3ffffff)) continue;
        const w2 = pool[o + 2]!;
        if (q2 >>> (c2 - 2 * (w2 >>> 26)) !== (w2 & 0x3ffffff)) continue;
        const w3 = pool[o + 3]!;
        if (q3 >>> (c3 - 2 * (w3 >>> 26)) !== (w3 & 0x3ffffff)) continue;
        const d = pool[o + DATA]!;
        const hit = (d & 255) >= target ? 1 : ((d >> 8) & 255) < target ? -1 : 0;
        if (hit !== 0) {
          HIT_DEPTH[0] = w0 >>> 26;
          HIT_DEPTH[1] = w1 >>> 26;
          HIT_DEPTH[2] = w2 >>> 26;
          HIT_DEPTH[3] = w3 >>> 26;
          return hit;
        }
      }
    }
    return 0;
  };

  const ttStore = (
    slot: number,
    k0: number,
    k1: number,
    k2: number,
    k3: number,
    isLower: boolean,
    value: number,
  ): void => {
    const so = slot * 4;
    const w0 = (k0 << 26) | (SEQ[so]! >>> (2 * (COUNT[so]! - k0)));
    const w1 = (k1 << 26) | (SEQ[so + 1]! >>> (2 * (COUNT[so + 1]! - k1)));
    const w2 = (k2 << 26) | (SEQ[so + 2]! >>> (2 * (COUNT[so + 2]! - k2)));
    const w3 = (k3 << 26) | (SEQ[so + 3]! >>> (2 * (COUNT[so + 3]! - k3)));
    const a = SHAPE[slot * 2]!;
    const b = SHAPE[slot * 2 + 1]!;
    const bucket = bucketOf(a, b) * 2;
    const live = heads[bucket] === gen;
    // An entry with the same description is updated rather than repeated, but only looked for in the newest
    // block: repeats are rare (a few per cent) and harmless, a full scan is not free.
    let o = -1;
    if (live) {
      const bo = heads[bucket + 1]! * BLOCK_WORDS;
      if (pool[bo + B_SHAPE0] === a && pool[bo + B_SHAPE1] === b) {
        const end = bo + B_FIRST + pool[bo + B_COUNT]! * ENTRY_WORDS;
        for (let q = bo + B_FIRST; q < end; q += ENTRY_WORDS) {
          if (pool[q] === w0 && pool[q + 1] === w1 && pool[q + 2] === w2 && pool[q + 3] === w3) {
            o = q;
            break;
          }
        }
      }
    }
    if (o < 0) {
      let blk = live ? heads[bucket + 1]! : -1;
      const bo0 = blk * BLOCK_WORDS;
      if (
        blk < 0 ||
        pool[bo0 + B_COUNT] === PER_BLOCK ||
        pool[bo0 + B_SHAPE0] !== a ||
        pool[bo0 + B_SHAPE1] !== b
      ) {
        if (usedBlocks === BLOCKS) {
          ttReset();
          blk = -1;
        }
        const nb = usedBlocks++;
        const nbo = nb * BLOCK_WORDS;
        pool[nbo + B_COUNT] = 0;
        pool[nbo + B_NEXT] = heads[bucket] === gen ? blk : -1;
        pool[nbo + B_SHAPE0] = a;
        pool[nbo + B_SHAPE1] = b;
        heads[bucket] = gen;
        heads[bucket + 1] = nb;
        blk = nb;
      }
      const bo = blk * BLOCK_WORDS;
      const n = pool[bo + B_COUNT]!;
      pool[bo + B_COUNT] = n + 1;
      // Keep a block ordered from the most general entry (fewest cards kept), so that a lookup, which
      // stops at the first entry that decides, tends to find the most general one.
      const size = k0 + k1 + k2 + k3;
      o = bo + B_FIRST + n * ENTRY_WORDS;
      while (o > bo + B_FIRST) {
        const q = o - ENTRY_WORDS;
        if ((pool[q]! >>> 26) + (pool[q + 1]! >>> 26) + (pool[q + 2]! >>> 26) + (pool[q + 3]! >>> 26) <= size)
          break;
        for (let k = 0; k < ENTRY_WORDS; k++) pool[o + k] = pool[q + k]!;
        o = q;
      }
      pool[o] = w0;
      pool[o + 1] = w1;
      pool[o + 2] = w2;
      pool[o + 3] = w3;
      pool[o + DATA] = ((a >>> 24) & 15) << 8;
    }
    const d = pool[o + DATA]!;
    let lower = d & 255;
    let upper = (d >> 8) & 255;
    if (isLower) {
      if (value > lower) lower = value;
    } else if (value < upper) upper = value;
    pool[o + DATA] = lower | (upper << 8);
  };

  return { ttReset, ttProbe, HIT_DEPTH, ttStore };
};
