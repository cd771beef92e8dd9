/** An input outside what a scoring law can score (a level outside 1–7, 14 tricks, a weight of 0, …). */
export class ScoringInputError extends RangeError {
  readonly _tag = "ScoringInputError";
  constructor(
    readonly field: string,
    readonly value: unknown,
    readonly reason: string,
  ) {
    super(`invalid ${field} ${JSON.stringify(value) ?? String(value)}: ${reason}`);
    this.name = "ScoringInputError";
  }
}

export const requireInteger = (field: string, value: number, min: number, max: number): void => {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    throw new ScoringInputError(field, value, `must be an integer from ${min} to ${max}`);
  }
};

export const requireFinite = (field: string, value: number): void => {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new ScoringInputError(field, value, "must be a finite number");
  }
};
