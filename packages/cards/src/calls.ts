import type { Suit } from "./cards.ts";
import { TokenParseError } from "./errors.ts";

/** Denominations, lowest first (Law 18E: clubs, diamonds, hearts, spades, notrump). */
export type Strain = Suit | "NT";
export const STRAINS: readonly Strain[] = ["C", "D", "H", "S", "NT"];
export const STRAIN_SYMBOLS: Readonly<Record<Strain, string>> = { C: "♣", D: "♦", H: "♥", S: "♠", NT: "NT" };

/** Level of a bid. A bid above seven can be recorded (Law 38) but is never legal. */
export type Level = number;
export type Bid = `${number}${Strain}`;
/** A call token: `P` (pass), `X` (double), `XX` (redouble) or a bid (`1C` … `7NT`). */
export type Call = "P" | "X" | "XX" | Bid;

const STRAIN_RANK: Readonly<Record<string, number>> = { C: 0, D: 1, H: 2, S: 3, NT: 4 };
const BID_RE = /^([1-9][0-9]?)(C|D|H|S|NT|N)$/;

export const isStrain = (u: unknown): u is Strain => typeof u === "string" && u in STRAIN_RANK;
export const strainRank = (s: Strain): number => STRAIN_RANK[s]!;
export const isPass = (c: Call): c is "P" => c === "P";
export const isDouble = (c: Call): c is "X" => c === "X";
export const isRedouble = (c: Call): c is "XX" => c === "XX";
export const isBid = (c: Call): c is Bid => c !== "P" && c !== "X" && c !== "XX";

/** Level and denomination of a bid token. */
export const bidParts = (b: Bid): { level: Level; strain: Strain } => {
  const strain = (b.endsWith("NT") ? "NT" : b[b.length - 1]) as Strain;
  return { level: Number.parseInt(b, 10), strain };
};
export const bidLevel = (b: Bid): Level => {
  // one or two digits, read by their codes (a token that does not start with a digit: as parseInt reads it)
  const a = b.charCodeAt(0) - 48;
  if (!(a >= 0 && a <= 9)) return Number.parseInt(b, 10);
  const c = b.charCodeAt(1) - 48;
  return c >= 0 && c <= 9 ? a * 10 + c : a;
};
export const bidStrain = (b: Bid): Strain => (b.endsWith("NT") ? "NT" : (b[b.length - 1] as Strain));
export const makeBid = (level: Level, strain: Strain): Bid => `${level}${strain}`;

/** Law 18B: total order of bids, by level then denomination. Negative when `a` is lower. */
export const compareBids = (a: Bid, b: Bid): number =>
  bidLevel(a) - bidLevel(b) || strainRank(bidStrain(a)) - strainRank(bidStrain(b));

/** Law 18C: `bid` supersedes `last` (or there is no earlier bid). */
export const isSufficient = (bid: Bid, last: Bid | null): boolean =>
  last === null || compareBids(bid, last) > 0;

/** The 35 bids of Law 18A, lowest first. */
export const ALL_BIDS: readonly Bid[] = /* @__PURE__ */ [1, 2, 3, 4, 5, 6, 7].flatMap((l) =>
  STRAINS.map((s) => makeBid(l, s)),
);

/**
 * Parses a call token. Accepts PBN spellings (`Pass`, `AP` is not a single call and is refused, `N` for
 * notrump, lower case) and returns the canonical token of the log (`P`, `X`, `XX`, `1C` … `7NT`). Levels 8 and
 * above parse (Law 38 needs them recorded); level 0 does not.
 */
export const parseCall = (input: string): Call => {
  const t = input.trim().toUpperCase();
  if (t === "P" || t === "PASS") return "P";
  if (t === "X" || t === "D" || t === "DBL") return "X";
  if (t === "XX" || t === "R" || t === "RDBL") return "XX";
  const m = BID_RE.exec(t);
  if (m === null) {
    throw new TokenParseError("call", input, { _tag: "TokenCallExpected" });
  }
  const strain = (m[2] === "N" ? "NT" : m[2]) as Strain;
  return makeBid(Number.parseInt(m[1]!, 10), strain);
};

export const parseStrain = (input: string): Strain => {
  const t = input.trim().toUpperCase();
  const s = t === "N" ? "NT" : t;
  if (!isStrain(s)) throw new TokenParseError("strain", input, { _tag: "TokenStrainExpected" });
  return s;
};

/** Display form with suit symbols: `1♠`, `3NT`, `Pass`, `X`, `XX`. */
export const callDisplay = (c: Call, symbols = true): string => {
  if (c === "P") return "Pass";
  if (!isBid(c) || !symbols) return c;
  return `${bidLevel(c)}${STRAIN_SYMBOLS[bidStrain(c)]}`;
};
