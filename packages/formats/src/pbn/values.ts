import {
  isSeat,
  parseVulnerability,
  type Seat,
  type Side,
  type Strain,
  type Vulnerability,
} from "@bridgelaw/cards";
import { type ImportProblem, reasonText } from "../import-problem.ts";

/**
 * Parsers of PBN tag values (chapter 3 and 4). Each returns the value, or a string saying why it is not one
 * (`{ error }`), so the caller decides how bad that is. Lower case is accepted as §3.11 allows.
 */
export type Parsed<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string; readonly problem?: ImportProblem };
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = <T>(error: string): Parsed<T> => ({ ok: false, error });
/** A value that cannot be read, with why as data (`ImportProblem`) and its English sentence. */
const badAbout = <T>(problem: ImportProblem): Parsed<T> => ({
  ok: false,
  error: reasonText(problem),
  problem,
});

/** `W`, `N`, `E`, `S` (any case). */
export const parseSeatValue = (v: string): Parsed<Seat> => {
  const t = v.trim().toUpperCase();
  return isSeat(t) ? ok(t) : badAbout({ _tag: "NotADirection", value: v });
};

export const parseVulnerableValue = (v: string): Parsed<Vulnerability> => {
  try {
    return ok(parseVulnerability(v));
  } catch {
    return badAbout({ _tag: "NotAVulnerability", value: v });
  }
};

/** Declarer: a direction, `^` and the irregular declarer (§3.4.13), or "" when passed out. */
export const parseDeclarerValue = (v: string): Parsed<{ seat: Seat; swapped: boolean } | null> => {
  const t = v.trim();
  if (t === "") return ok(null);
  const swapped = t.startsWith("^");
  const seat = parseSeatValue(swapped ? t.slice(1) : t);
  if (!seat.ok) return badAbout({ _tag: "NotADeclarer", value: v });
  return ok({ seat: seat.value, swapped });
};

export interface ContractValue {
  readonly level: number;
  readonly strain: Strain;
  readonly risk: "" | "X" | "XX";
  /** The denomination was written `N` rather than `NT` (accepted, not standard). */
  readonly shortNT: boolean;
}

/** Contract: `Pass`, or level, denomination and risk (`5HX`, `3NT`) (§3.4.14). */
export const parseContractValue = (v: string): Parsed<ContractValue | "Pass"> => {
  const t = v.trim().toUpperCase();
  if (t === "PASS") return ok("Pass");
  const m = /^([1-7])(NT|N|S|H|D|C)(XX|X)?$/.exec(t);
  if (m === null) return badAbout({ _tag: "NotAContract", value: v });
  return ok({
    level: Number(m[1]),
    strain: (m[2] === "N" ? "NT" : m[2]) as Strain,
    risk: (m[3] ?? "") as "" | "X" | "XX",
    shortNT: m[2] === "N",
  });
};

export interface ResultValue {
  /** The value began with `^`: the players agreed a number that differs from the tricks won (§3.4.15). */
  readonly irregular: boolean;
  /** Tricks won by declarer, when the value is `<n>`. */
  readonly declarer?: number;
  readonly NS?: number;
  readonly EW?: number;
}

const sideCounts = (
  text: string,
  isNumber: (s: string) => boolean,
): Parsed<{ plain?: string; NS?: string; EW?: string }> => {
  const parts = text.trim().split(/\s+/);
  if (parts.length === 1 && isNumber(parts[0]!)) return ok({ plain: parts[0]! });
  if (parts.length === 2 || parts.length === 4) {
    const out: { NS?: string; EW?: string } = {};
    for (let i = 0; i < parts.length; i += 2) {
      const side = parts[i]!.toUpperCase();
      const n = parts[i + 1]!;
      if ((side !== "NS" && side !== "EW") || !isNumber(n) || out[side as Side] !== undefined) {
        return bad("expected <n>, NS <n>, EW <n>, NS <n> EW <n> or EW <n> NS <n>");
      }
      out[side as Side] = n;
    }
    return ok(out);
  }
  return bad("expected <n>, NS <n>, EW <n>, NS <n> EW <n> or EW <n> NS <n>");
};

/** Result: tricks won (§3.4.15), `""` when passed out (returns null). */
export const parseResultValue = (v: string): Parsed<ResultValue | null> => {
  let t = v.trim();
  if (t === "") return ok(null);
  const irregular = t.startsWith("^");
  if (irregular) t = t.slice(1);
  const isTricks = (s: string): boolean => /^\d+$/.test(s) && Number(s) <= 13;
  const counts = sideCounts(t, isTricks);
  if (!counts.ok) return badAbout({ _tag: "NotAResult", value: v });
  const c = counts.value;
  if (c.plain !== undefined) return ok({ irregular, declarer: Number(c.plain) });
  const NS = c.NS === undefined ? undefined : Number(c.NS);
  const EW = c.EW === undefined ? undefined : Number(c.EW);
  if (NS !== undefined && EW !== undefined && NS + EW !== 13) {
    return badAbout({ _tag: "ResultSidesNot13", value: v, NS, EW });
  }
  return ok({ irregular, ...(NS !== undefined && { NS }), ...(EW !== undefined && { EW }) });
};

/** Tricks won by the declaring side, from a Result value and the declarer. */
export const declarerTricksOf = (r: ResultValue, declarer: Seat): number | undefined => {
  if (r.declarer !== undefined) return r.declarer;
  const side: Side = declarer === "N" || declarer === "S" ? "NS" : "EW";
  const mine = r[side];
  if (mine !== undefined) return mine;
  const theirs = r[side === "NS" ? "EW" : "NS"];
  return theirs === undefined ? undefined : 13 - theirs;
};

export interface ScoreValue {
  readonly declarer?: number;
  readonly NS?: number;
  readonly EW?: number;
}

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** Score (§4.2.1, integers) and ScoreIMP / ScoreMP / ScorePercentage (§4.2.2–4, decimals). */
export const parseScoreValue = (v: string, decimals: boolean): Parsed<ScoreValue> => {
  const counts = sideCounts(v, (s) => (decimals ? DECIMAL : INTEGER).test(s));
  if (!counts.ok) {
    return bad(
      `"${v}" is not a score: ${counts.error}, where <n> is ${decimals ? "a number" : "an integer"}`,
    );
  }
  const c = counts.value;
  if (c.plain !== undefined) return ok({ declarer: Number(c.plain) });
  return ok({
    ...(c.NS !== undefined && { NS: Number(c.NS) }),
    ...(c.EW !== undefined && { EW: Number(c.EW) }),
  });
};

/** The NS score a Score value gives, knowing the declarer (a bare number is declarer's). */
export const nsScoreOf = (s: ScoreValue, declarer: Seat | null): number | undefined => {
  if (s.NS !== undefined) return s.NS;
  if (s.EW !== undefined) return -s.EW;
  if (s.declarer !== undefined) {
    if (declarer === null) return s.declarer;
    return declarer === "N" || declarer === "S" ? s.declarer : -s.declarer;
  }
  return undefined;
};
