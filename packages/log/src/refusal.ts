/**
 * Why the domain refuses an event, as data (issue 34): `_tag` a code (`CardNotHeld`, `OptionNotOpen` …) and
 * typed fields, `law` the Law that makes it impossible when one does. The domain writes no words: a formatter
 * (`@bridgelaw/words`) does.
 */
export interface Refusal {
  readonly _tag: string;
  /** A Law id (`"27B1(a)"`): `@bridgelaw/cards`'s `LawId`, which this package, below it, spells out. */
  readonly law?: `${number}${string}`;
  readonly [field: string]: unknown;
}

/**
 * A refusal in plain data words, for where no formatter is at hand (a log error's `reason`): its code and fields
 * (`CardNotHeld (seat N, card C2)`).
 */
export const refusalReason = (r: Refusal): string => {
  const fields = Object.entries(r)
    .filter(([k, v]) => k !== "_tag" && v !== undefined)
    .map(([k, v]) => `${k} ${typeof v === "string" ? v : JSON.stringify(v)}`);
  return fields.length === 0 ? r._tag : `${r._tag} (${fields.join(", ")})`;
};
