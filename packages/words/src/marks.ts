// The mark scorers put beside an adjusted score (12C), in a language's notation: one module for every language.
import type { SideMark } from "@bridgelaw/table";

/** The result an outcome stands for (`OutcomeResult` of `@bridgelaw/scoring`). */
type OutcomeResult = { readonly contract: string; readonly declarer?: string; readonly tricks?: number };

/** How a language writes the parts of a mark. */
export interface MarkNotation {
  /** A strain in a contract: `♠`, `NT` (English), `SA` (French). */
  readonly strain: (strain: string) => string;
  /** A declarer's seat as one letter: `W` (English), `O` (French). */
  readonly seat: (seat: string) => string;
  /** A passed-out board: `Pass`, `Passe`. */
  readonly passed: string;
  /** An outcome's weight, from 0 to 100: `60%`, `60 %`. */
  readonly percent: (n: number) => string;
  /** A figure in IMPs: `+3 IMPs`, `+3 IMP`. */
  readonly imps: (n: number) => string;
}

/** Points as a traveller prints them: `+50`, `−420` (a true minus), `0`. */
export const points = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

/** A contract with its declarer and result in a traveller's short form: `4♠W=`, `3NTXS−2`, `Pass`. */
export const shortResult = (r: OutcomeResult, n: MarkNotation): string => {
  const m = /^([1-7])(NT|S|H|D|C)(X{0,2})$/.exec(r.contract);
  if (m === null) return r.contract === "P" || r.contract === "Pass" ? n.passed : r.contract;
  const level = Number(m[1]);
  const over = r.tricks === undefined ? "" : r.tricks - 6 - level;
  const made = over === "" ? "" : over === 0 ? "=" : over > 0 ? `+${over}` : `−${-over}`;
  return `${level}${n.strain(m[2]!)}${m[3]}${r.declarer === undefined ? "" : n.seat(r.declarer)}${made}`;
};

const ARTIFICIAL_MARKS: Readonly<Record<string, string>> = {
  "average-plus": "A+",
  average: "A=",
  "average-minus": "A−",
};

/**
 * A side's mark (12C) for `side`'s points: none for a result, AS (12C1(b)), a weighted score's outcomes with
 * their contracts (12C1(c)), A+/A=/A− (12C2), a percentage or IMPs given directly.
 */
export const markText = (value: unknown, side: string, n: MarkNotation): string => {
  const m = value as SideMark;
  const own = (ns: number) => (side === "EW" ? -ns : ns);
  switch (m.kind) {
    case "result":
      return "";
    case "assigned":
      return "AS";
    case "weighted":
      return m.outcomes
        .map((o) =>
          [
            n.percent(o.weight * 100),
            ...(o.result === undefined ? [] : [shortResult(o.result, n)]),
            points(own(o.NS)),
          ].join(" "),
        )
        .join(" / ");
    case "artificial":
      return ARTIFICIAL_MARKS[m.level] ?? m.level;
    case "percent":
      return n.percent(m.percent);
    case "imps":
      return n.imps(m.imps);
    default:
      return "";
  }
};
