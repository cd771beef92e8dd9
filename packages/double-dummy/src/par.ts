/**
 * Par: the result of a deal when both sides bid perfectly knowing the double-dummy table.
 *
 * Rules (those of DDS's dealer par, which the data files record as `PAR2`, and of its par, `PAR`, when
 * North-South bid first):
 * - A side plays a strain with its better declarer (the higher count of the table's two entries).
 * - The auction is a game of perfect information: the two sides take turns; the side to act either lets
 *   the last bid stand or makes a higher bid. A contract that makes is not doubled; one that fails is
 *   doubled (the opponents gain by doubling it), so a sacrifice is scored doubled.
 * - The dealer's side has the first chance to open, then the other side, then the dealer's side again, then
 *   the other side; four passes score 0.
 * - Par is the North-South score of that game's outcome (backward induction over the 35 bids). The par
 *   contracts are, for each strain, the lowest contract that scores par, from which the game's outcome is
 *   still par, and over which the other side has no bid that would score better for it if left to stand.
 *
 * Contracts are written as in DDS's dealer par: `4S-NS+1` (four spades by North or South, making eleven
 * tricks), `3N-W+2` (only West makes that many), `5H*-EW-2` (doubled, two down).
 */
import { SEATS, type Seat, type Strain, type Vulnerability } from "@bridgelaw/cards";
import type { DdTable } from "./table.ts";

/** Strains in bidding order. */
const ORDER: readonly Strain[] = ["C", "D", "H", "S", "NT"];
const STRAIN_LETTER: Readonly<Record<Strain, string>> = { C: "C", D: "D", H: "H", S: "S", NT: "N" };

/** Score for the declaring side of `level` `strain` making `tricks` (undoubled) or failing (doubled). */
export const contractScore = (level: number, strain: Strain, tricks: number, vulnerable: boolean): number => {
  const need = level + 6;
  if (tricks < need) {
    const down = need - tricks;
    // Doubled undertricks: not vulnerable 100, 200, 200, then 300 each; vulnerable 200, then 300 each.
    if (vulnerable) return -(200 + 300 * (down - 1));
    return -(down === 1 ? 100 : down === 2 ? 300 : 500 + 300 * (down - 3));
  }
  const per = strain === "C" || strain === "D" ? 20 : 30;
  const trickPoints = per * level + (strain === "NT" ? 10 : 0);
  let score = trickPoints + per * (tricks - need);
  score += trickPoints >= 100 ? (vulnerable ? 500 : 300) : 50;
  if (level === 6) score += vulnerable ? 750 : 500;
  if (level === 7) score += vulnerable ? 1500 : 1000;
  return score;
};

export interface Par {
  /** Par score from North-South's side. */
  readonly NS: number;
  /** The par contracts, e.g. `["4S-NS+1", "4H-NS+1"]`, or `[]` when par is a pass-out. */
  readonly contracts: string[];
}

const isVul = (v: Vulnerability, side: 0 | 1): boolean => v === "All" || v === (side === 0 ? "NS" : "EW");

/**
 * Par of a double-dummy table for the board's vulnerability; `dealer` decides which side bids first
 * (North-South when omitted, which is DDS's `PAR` "NS" value).
 */
export const par = (table: DdTable, vulnerability: Vulnerability, dealer: Seat = "N"): Par => {
  // Best tricks per side (0 NS, 1 EW) and strain, and NS-perspective scores of every final contract.
  const best = (side: 0 | 1, strain: Strain): number => {
    const [a, b] = side === 0 ? (["N", "S"] as const) : (["E", "W"] as const);
    return Math.max(table[a][strain], table[b][strain]);
  };
  const BIDS = 35;
  const final = [new Int32Array(BIDS), new Int32Array(BIDS)];
  for (let b = 0; b < BIDS; b++) {
    const level = Math.floor(b / 5) + 1;
    const strain = ORDER[b % 5]!;
    for (const side of [0, 1] as const) {
      const s = contractScore(level, strain, best(side, strain), isVul(vulnerability, side));
      final[side]![b] = side === 0 ? s : -s;
    }
  }
  // value[side][b]: NS score when `side` has just bid b and the other side is to act.
  // suffix[side][b]: the acting side's best over bidding any bid >= b (NS maximises, EW minimises).
  const value = [new Float64Array(BIDS), new Float64Array(BIDS)];
  const suffix = [new Float64Array(BIDS + 1), new Float64Array(BIDS + 1)];
  const better = (actor: number, a: number, b: number): number =>
    actor === 0 ? Math.max(a, b) : Math.min(a, b);
  suffix[0]![BIDS] = Number.NEGATIVE_INFINITY;
  suffix[1]![BIDS] = Number.POSITIVE_INFINITY;
  for (let b = BIDS - 1; b >= 0; b--) {
    for (const side of [0, 1]) {
      const other = 1 - side;
      value[side]![b] = better(other, final[side]![b]!, suffix[other]![b + 1]!);
    }
    for (const actor of [0, 1]) suffix[actor]![b] = better(actor, value[actor]![b]!, suffix[actor]![b + 1]!);
  }
  const first = dealer === "N" || dealer === "S" ? 0 : 1;
  const second = 1 - first;
  const open = (actor: number): number => suffix[actor]![0]!;
  const afterO2 = better(second, open(second), 0);
  const afterD2 = better(first, open(first), afterO2);
  const afterO1 = better(second, open(second), afterD2);
  const score = better(first, open(first), afterO1);
  if (score === 0) return { NS: 0, contracts: [] };

  // Par contracts: final contracts scoring par over which the other side has no bid that, left to stand,
  // would score better for it (so it has no reason to bid on).
  const standing = [new Float64Array(BIDS + 1), new Float64Array(BIDS + 1)];
  standing[0]![BIDS] = Number.NEGATIVE_INFINITY;
  standing[1]![BIDS] = Number.POSITIVE_INFINITY;
  for (let b = BIDS - 1; b >= 0; b--) {
    for (const actor of [0, 1])
      standing[actor]![b] = better(actor, final[actor]![b]!, standing[actor]![b + 1]!);
  }
  const contracts: string[] = [];
  for (const side of [0, 1] as const) {
    const other = 1 - side;
    for (let si = 0; si < 5; si++) {
      const strain = ORDER[si]!;
      for (let level = 1; level <= 7; level++) {
        const b = (level - 1) * 5 + si;
        if (final[side]![b] !== score || value[side]![b] !== score) continue;
        if (better(other, standing[other]![b + 1]!, score) !== score) continue;
        contracts.push(describe(table, side, level, strain));
        break;
      }
    }
  }
  return { NS: score, contracts };
};

/** `4S-NS+1`, `3N-W+2`, `5H*-EW-2`: the declarer(s) of the side who achieve the side's best result. */
const describe = (table: DdTable, side: 0 | 1, level: number, strain: Strain): string => {
  const seats = SEATS.filter((_, i) => i % 2 === side);
  const tricks = Math.max(...seats.map((s) => table[s][strain]));
  const who = seats.filter((s) => table[s][strain] === tricks).join("");
  const diff = tricks - (level + 6);
  const made = diff >= 0;
  return `${level}${STRAIN_LETTER[strain]}${made ? "" : "*"}-${who}${diff === 0 ? "" : diff > 0 ? `+${diff}` : diff}`;
};
