/**
 * Lookup tables over 13-bit rank masks. A suit holding is a mask with bit 0 for the deuce up to bit 12 for
 * the ace; every table here is indexed by such a mask (0 … 8191).
 */

export const RANK_BITS = 13;
export const FULL_SUIT = (1 << RANK_BITS) - 1;

/** Number of cards in a holding. */
export const POP = new Uint8Array(1 << RANK_BITS);
/** Bit index of the highest card of a holding, -1 when empty. */
export const HI = new Int8Array(1 << RANK_BITS);
/** Bit index of the lowest card of a holding, -1 when empty. */
export const LO = new Int8Array(1 << RANK_BITS);
/** The 13 bits of a mask spread to the even bits of a 26-bit number (bit i goes to bit 2i). */
export const SPREAD = new Int32Array(1 << RANK_BITS);
/** Bit index of the `k`-th lowest card of mask `m`, at `m * 16 + k`; -1 when `m` has fewer cards. */
export const SELECT = new Int8Array((1 << RANK_BITS) * 16);

/** pext over 7-bit halves: bits of x selected by m, packed low. Index `(x << 7) | m`. */
const PEXT7 = new Uint8Array(1 << 14);
/** The same for the 6 high bits. Index `(x << 6) | m`. */
const PEXT6 = new Uint8Array(1 << 12);

const pextSlow = (x: number, m: number): number => {
  let out = 0;
  let k = 0;
  for (let b = 0; b < RANK_BITS; b++) {
    if ((m >> b) & 1) {
      if ((x >> b) & 1) out |= 1 << k;
      k++;
    }
  }
  return out;
};

for (let m = 0; m < 1 << RANK_BITS; m++) {
  let pop = 0;
  let hi = -1;
  let lo = -1;
  let spread = 0;
  for (let b = 0; b < RANK_BITS; b++) {
    if ((m >> b) & 1) {
      SELECT[m * 16 + pop] = b;
      pop++;
      hi = b;
      if (lo < 0) lo = b;
      spread |= 1 << (2 * b);
    }
  }
  for (let k = pop; k < 16; k++) SELECT[m * 16 + k] = -1;
  POP[m] = pop;
  HI[m] = hi;
  LO[m] = lo;
  SPREAD[m] = spread;
}
for (let x = 0; x < 128; x++) for (let m = 0; m < 128; m++) PEXT7[(x << 7) | m] = pextSlow(x, m);
for (let x = 0; x < 64; x++) for (let m = 0; m < 64; m++) PEXT6[(x << 6) | m] = pextSlow(x, m);

/**
 * Makes the parallel extract of 13-bit masks: the cards of `x` among those of `m`, renumbered by their place
 * in `m` from the lowest. (A factory, so the tables are closure constants of the caller's solver.)
 */
export const createPext13 = (): ((x: number, m: number) => number) => {
  const p7 = PEXT7;
  const p6 = PEXT6;
  const pop = POP;
  return (x, m) => p7[((x & 127) << 7) | (m & 127)]! | (p6[((x >> 7) << 6) | (m >> 7)]! << pop[m & 127]!);
};
