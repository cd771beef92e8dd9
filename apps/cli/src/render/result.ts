import { type Doubling, isVulnerable, SEAT_NAMES, type Strain, sideOf } from "@bridgelaw/cards";
import { scoreBreakdown } from "@bridgelaw/scoring";
import type { BoardView } from "@bridgelaw/table";
import { appliedSuffix } from "./scores.ts";
import { contractDisplay, contractLevel, padStart, plural, signed } from "./text.ts";

/** `down 2`, `made`, `made, 1 overtrick`, from the contract's level and declarer's tricks. */
export const outcome = (level: number, tricks: number): string => {
  const diff = tricks - (level + 6);
  if (diff < 0) return `down ${-diff}`;
  if (diff === 0) return "made";
  return `made, ${plural(diff, "overtrick")}`;
};

/** `4♠X by South, 8 tricks, down 2`, or `Passed out`. */
export const resultLine = (result: NonNullable<BoardView["result"]>): string => {
  const level = contractLevel(result.contract);
  if (level === null || result.declarer === null || result.tricksByDeclarer === null) {
    return contractDisplay(result.contract);
  }
  return `${contractDisplay(result.contract)} by ${SEAT_NAMES[result.declarer]}, ${plural(
    result.tricksByDeclarer,
    "trick",
  )}, ${outcome(level, result.tricksByDeclarer)}`;
};

/** `NS +620, EW -620`. */
export const scoreLine = (score: { readonly NS: number; readonly EW: number }): string =>
  `NS ${signed(score.NS)}, EW ${signed(score.EW)}`;

const SIDE_NAMES = { NS: "North-South", EW: "East-West" } as const;

/**
 * The Law 77 items of the declaring side's score, one line each (`   +300  77.3 game premium (not
 * vulnerable)`), under a line naming the side. Empty for a passed-out board or an incomplete one.
 */
export const scoreItems = (view: BoardView): string[] => {
  const result = view.result;
  const m = result === null ? null : /^(\d+)(NT|[SHDC])(X{0,2})$/.exec(result.contract);
  if (result === null || m === null || result.declarer === null || result.tricksByDeclarer === null)
    return [];
  if (view.vulnerability === null) return [];
  try {
    const side = sideOf(result.declarer);
    const breakdown = scoreBreakdown(
      { level: Number(m[1]), strain: m[2] as Strain, doubling: m[3] as Doubling },
      isVulnerable(view.vulnerability, result.declarer),
      result.tricksByDeclarer,
    );
    const width = Math.max(...breakdown.items.map((i) => signed(i.points).length));
    return [
      `  Law 77, ${SIDE_NAMES[side]} (the declaring side):`,
      ...breakdown.items.map((i) => `    ${padStart(signed(i.points), width)}  ${i.law}`),
    ];
  } catch {
    return [];
  }
};

/** The contract, and once the board is complete the result and the score. */
export const renderResult = (view: BoardView): string => {
  if (view.board === null) return "";
  const out: string[] = [];
  if (view.contract !== null && view.declarer !== null) {
    out.push(`Contract: ${contractDisplay(view.contract)} by ${SEAT_NAMES[view.declarer]}`);
  } else if (view.contract === "Pass" || (view.auction.ended && view.contract === null)) {
    out.push("Contract: none (passed out)");
  } else {
    out.push("Contract: not yet (the auction has not ended)");
  }
  if (view.result !== null) {
    out.push(`Result:   ${resultLine(view.result)}`);
    out.push(`Score:    ${scoreLine(view.result.score)}${appliedSuffix(view)}`, ...scoreItems(view));
  } else if (view.phase !== "complete") {
    out.push("Result:   not yet (the board is not complete)");
  }
  return out.join("\n");
};
