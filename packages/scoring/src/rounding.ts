/**
 * Rounds to `decimals` places, halves away from zero, using the decimal representation so that 1.005 → 1.01
 * (binary floating point alone would give 1.00). Away from zero keeps a score and its negation symmetric.
 */
export const roundHalfAwayFromZero = (x: number, decimals = 0): number => {
  if (!Number.isFinite(x) || x === 0) return x === 0 ? 0 : x;
  const sign = x < 0 ? -1 : 1;
  const shifted = Number(`${Math.abs(x)}e${decimals}`);
  const r = Number(`${Math.round(shifted)}e-${decimals}`) * sign;
  return r === 0 ? 0 : r;
};

/** Rounds to the nearest multiple of `step` (e.g. 10 points), halves away from zero. */
export const roundToMultiple = (x: number, step: number): number => {
  if (step <= 0) return x;
  const r = Math.sign(x) * Math.round(Math.abs(x) / step) * step;
  return r === 0 ? 0 : r;
};
