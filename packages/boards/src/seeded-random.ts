/**
 * The random source of Law 6 dealing, specified exactly so that another implementation gives the same
 * deals (see README "Reproducing a seeded deal"). All arithmetic is on unsigned 64-bit integers (BigInt,
 * reduced mod 2^64).
 */

const MASK_64 = (1n << 64n) - 1n;
const TWO_64 = 1n << 64n;

/** FNV-1a, 64-bit: offset basis 0xcbf29ce484222325, prime 0x100000001b3, over the UTF-8 bytes of `text`. */
export const fnv1a64 = (text: string): bigint => {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & MASK_64;
  }
  return hash;
};

/** SplitMix64 (Steele, Lea, Flood 2014; constants as in Vigna's reference `splitmix64.c`). */
export class SplitMix64 {
  private state: bigint;
  constructor(seed: bigint) {
    this.state = seed & MASK_64;
  }
  /** The next 64-bit output. */
  next(): bigint {
    this.state = (this.state + 0x9e3779b97f4a7c15n) & MASK_64;
    let z = this.state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK_64;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK_64;
    return z ^ (z >> 31n);
  }
  /**
   * An unbiased integer in [0, n), 1 ≤ n ≤ 2^32, by rejection sampling: draw x; if x ≥ 2^64 − (2^64 mod n)
   * draw again; otherwise return x mod n.
   */
  below(n: number): number {
    if (!Number.isSafeInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`bound ${n} out of range`);
    const bound = BigInt(n);
    const limit = TWO_64 - (TWO_64 % bound);
    for (;;) {
      const x = this.next();
      if (x < limit) return Number(x % bound);
    }
  }
}
