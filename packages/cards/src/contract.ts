import { type Bid, bidLevel, bidStrain, type Level, makeBid, type Strain } from "./calls.ts";
import { TokenParseError } from "./errors.ts";
import { isSeat, type Seat, sideOf } from "./seats.ts";

/** Vulnerability of a board (Law 2), as the log writes it. */
export type Vulnerability = "None" | "NS" | "EW" | "All";
export const VULNERABILITIES: readonly Vulnerability[] = ["None", "NS", "EW", "All"];
export const isVulnerability = (u: unknown): u is Vulnerability =>
  u === "None" || u === "NS" || u === "EW" || u === "All";

/** Accepts the canonical tokens and the PBN synonyms `Love`, `-` (none) and `Both` (all). */
export const parseVulnerability = (input: string): Vulnerability => {
  const t = input.trim();
  const u = t.toUpperCase();
  if (u === "NONE" || u === "LOVE" || u === "-") return "None";
  if (u === "NS") return "NS";
  if (u === "EW") return "EW";
  if (u === "ALL" || u === "BOTH") return "All";
  throw new TokenParseError("vulnerability", input, { _tag: "TokenVulnerabilityExpected" });
};

/** Whether `seat`'s side is vulnerable. */
export const isVulnerable = (vul: Vulnerability, seat: Seat): boolean =>
  vul === "All" || vul === sideOf(seat);

/** Undoubled, doubled or redoubled (Law 19D). */
export type Doubling = "" | "X" | "XX";

/** A final contract (Law 22A): the last bid, its doubling and declarer. */
export interface Contract {
  readonly level: Level;
  readonly strain: Strain;
  readonly doubling: Doubling;
  readonly declarer: Seat;
}

export const contractBid = (c: Contract): Bid => makeBid(c.level, c.strain);

/** Whether two auction outcomes are the same: the same contract (level, strain, doubling, declarer), both
 * passed out (`null`), or both still open (`undefined`). */
export const sameContract = (a: Contract | null | undefined, b: Contract | null | undefined): boolean =>
  a === b ||
  (a != null &&
    b != null &&
    a.level === b.level &&
    a.strain === b.strain &&
    a.doubling === b.doubling &&
    a.declarer === b.declarer);

/** `"4SX"`, `"3NT"`, `"7NTXX"`, or `"Pass"` for a passed-out board (no contract). */
export const formatContract = (c: Contract | null): string =>
  c === null ? "Pass" : `${c.level}${c.strain}${c.doubling}`;

/** Parses `"4SX"`/`"3NT"`/`"Pass"` (PBN contract values) with a declarer given separately. */
export const parseContract = (input: string, declarer: Seat | null): Contract | null => {
  const t = input.trim().toUpperCase();
  if (t === "PASS" || t === "P" || t === "AP") return null;
  const m = /^([1-7])(NT|N|S|H|D|C)(XX|X)?$/.exec(t);
  if (m === null) throw new TokenParseError("call", input, { _tag: "TokenContractExpected" });
  if (declarer === null || !isSeat(declarer)) {
    throw new TokenParseError("call", input, { _tag: "TokenContractNeedsDeclarer" });
  }
  const bid = makeBid(Number(m[1]), (m[2] === "N" ? "NT" : m[2]) as Strain);
  return { level: bidLevel(bid), strain: bidStrain(bid), doubling: (m[3] ?? "") as Doubling, declarer };
};
