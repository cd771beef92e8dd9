import { type Doubling, isVulnerable, SEAT_NAMES, type Strain, sideOf } from "@bridgelaw/cards";
import { scoreBreakdown } from "@bridgelaw/scoring";
import type { BoardView, Standing, StandingResult } from "@bridgelaw/table";
import {
  appliedScoreText,
  decisionOf,
  markText,
  resultLabel,
  resultPoints,
  tableResultOf,
  whyText,
} from "./standing.ts";
import { contractDisplay, contractLevel, padStart, plural, signed } from "./text.ts";

/** `down 2`, `made`, `made, 1 overtrick`, from the contract's level and declarer's tricks. */
export const outcome = (level: number, tricks: number): string => {
  const diff = tricks - (level + 6);
  if (diff < 0) return `down ${-diff}`;
  if (diff === 0) return "made";
  return `made, ${plural(diff, "overtrick")}`;
};

/** `4♠X by South, 8 tricks, down 2`, or `Passed out`. */
export const resultLine = (result: {
  readonly contract: string;
  readonly declarer: BoardView["declarer"];
  readonly tricksByDeclarer: number | null;
}): string => {
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
 * The Law 77 items of the declaring side's score for a result, one line each (`   +300  77.3 game premium
 * (not vulnerable)`), under a line naming the side. Empty for a passed-out board or an incomplete one.
 */
export const scoreItems = (view: BoardView, result: StandingResult | null): string[] => {
  const m =
    result?.contract === null || result === null ? null : /^(\d+)(NT|[SHDC])(X{0,2})$/.exec(result.contract);
  if (result === null || m === null || result.declarer === null || result.tricks === null) return [];
  if (view.vulnerability === null) return [];
  try {
    const side = sideOf(result.declarer);
    const breakdown = scoreBreakdown(
      { level: Number(m[1]), strain: m[2] as Strain, doubling: m[3] as Doubling },
      isVulnerable(view.vulnerability, result.declarer),
      result.tricks,
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

/** `4♠X by South, 8 tricks, down 2` for a result of the standing; `4♠ by South` when its tricks are not known. */
export const standingResultLine = (r: StandingResult): string => {
  if (r.contract === null) return r.NS === null ? "not recorded" : `a score entered: ${resultLabel(r)}`;
  const line = resultLine({ contract: r.contract, declarer: r.declarer, tricksByDeclarer: r.tricks });
  return r.tricks === null && r.declarer !== null
    ? `${line} by ${SEAT_NAMES[r.declarer]}, no tricks at the table (the play stopped at a claim)`
    : line;
};

/**
 * The table result as it stands, from the board's standing: as played (77), agreed (79A1) or entered (79A);
 * after a correction (79C) the corrected one with what was recorded beside it.
 */
export const tableResultLine = (s: Standing): string | null => {
  if (s.corrected !== null) {
    const c = s.corrected;
    const recorded = resultPoints(c.recorded);
    return `${standingResultLine(c)} (corrected, Law ${c.law}, position ${c.position}; recorded: ${standingResultLine(c.recorded)}${recorded === null ? "" : `, ${recorded}`})`;
  }
  return s.played === null ? null : standingResultLine(s.played);
};

/**
 * The score lines of the board, from its standing: the score that applies with its mark, why it applies
 * (when it is not the table result), the table result's own points beside it, and the Law 77 items of the
 * result the score rests on (the table's, or the tricks the Director decided).
 */
export const standingLines = (view: BoardView, items = true): string[] => {
  const s = view.standing;
  const table = tableResultOf(s);
  const mark = markText(s);
  const out = [`Score:    ${appliedScoreText(s)}${mark === "" ? "" : ` [${mark}]`}`];
  const decided = decisionOf(s);
  if (decided !== null) {
    out.push(
      `          ${whyText(s)}${decided.tricks === undefined ? "" : `: ${standingResultLine(decided.tricks)}`}`,
    );
    const atTable = table === null ? null : resultPoints(table);
    out.push(`          the table result: ${atTable ?? "none (no score at the table)"}`);
  } else if (s.applies === "corrected") out.push(`          ${whyText(s)}`);
  if (!items) return out;
  return [...out, ...scoreItems(view, decided?.tricks ?? (decided === null ? table : null))];
};

/**
 * The board's result and score from its standing (`replay`, `audit`): the table result as it stands, then the
 * score that applies with its mark and why (`items`: with the Law 77 items). Empty while the board has no score.
 */
export const resultLines = (view: BoardView, items = true): string[] => {
  const s = view.standing;
  if (s.applies === null) return [];
  const table = tableResultLine(s);
  return [
    `Result:   ${table ?? "none at the table (the board was not played here)"}`,
    ...standingLines(view, items),
  ];
};

/** The contract, and once the board is complete the result and the score, both from the board's standing. */
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
  if (view.standing.applies !== null) out.push(...resultLines(view));
  else if (view.phase !== "complete") out.push("Result:   not yet (the board is not complete)");
  return out.join("\n");
};
