import { type Doubling, isVulnerable, type Strain, sideOf } from "@bridgelaw/cards";
import { scoreBreakdown } from "@bridgelaw/scoring";
import type { BoardView, Standing, StandingResult } from "@bridgelaw/table";
import { ref, t } from "../texts.ts";
import { describe } from "../words.ts";
import {
  appliedScoreText,
  decisionOf,
  markText,
  points,
  resultLabel,
  resultPoints,
  tableResultOf,
  whyText,
} from "./standing.ts";
import { contractDisplay, contractLevel, padStart, signed } from "./text.ts";

/** `down 2`, `made`, `made, 1 overtrick`, from the contract's level and declarer's tricks. */
export const outcome = (level: number, tricks: number): string => {
  const diff = tricks - (level + 6);
  return t(
    "outcome",
    diff < 0 ? { diff: "down", by: -diff } : { diff: diff === 0 ? "made" : "over", by: diff },
  );
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
  return t("resultLine", {
    contract: contractDisplay(result.contract),
    seat: result.declarer,
    n: result.tricksByDeclarer,
    outcome: outcome(level, result.tricksByDeclarer),
  });
};

/** `NS +620, EW -620`. */
export const scoreLine = (score: { readonly NS: number; readonly EW: number }): string =>
  points(score.NS, score.EW);

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
      t("law77Items", { ref: ref("77"), side }),
      ...breakdown.items.map((i) => `    ${padStart(signed(i.points), width)}  ${describe(i.row)}`),
    ];
  } catch {
    return [];
  }
};

/** `4♠X by South, 8 tricks, down 2` for a result of the standing; `4♠ by South` when its tricks are not known. */
export const standingResultLine = (r: StandingResult): string => {
  if (r.contract === null)
    return r.NS === null ? t("notRecorded") : t("scoreEntered", { label: resultLabel(r) });
  const line = resultLine({ contract: r.contract, declarer: r.declarer, tricksByDeclarer: r.tricks });
  return r.tricks === null && r.declarer !== null ? t("noTricksAtTable", { line, seat: r.declarer }) : line;
};

/**
 * The table result as it stands, from the board's standing: as played (77), agreed (79A1) or entered (79A);
 * after a correction (79C) the corrected one with what was recorded beside it.
 */
export const tableResultLine = (s: Standing): string | null => {
  if (s.corrected !== null) {
    const c = s.corrected;
    const recorded = resultPoints(c.recorded);
    return t("correctedLine", {
      line: standingResultLine(c),
      ref: ref(c.law),
      position: c.position,
      recorded: standingResultLine(c.recorded),
      points: recorded ?? undefined,
    });
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
  const out = [t("score", { score: appliedScoreText(s), mark: mark === "" ? undefined : mark })];
  const decided = decisionOf(s);
  if (decided !== null) {
    out.push(
      `          ${whyText(s)}${decided.tricks === undefined ? "" : `: ${standingResultLine(decided.tricks)}`}`,
    );
    const atTable = table === null ? null : resultPoints(table);
    out.push(t("tableResult", { points: atTable ?? undefined }));
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
  return [t("result", { result: table ?? t("resultNone") }), ...standingLines(view, items)];
};

/** The contract, and once the board is complete the result and the score, both from the board's standing. */
export const renderResult = (view: BoardView): string => {
  if (view.board === null) return "";
  const out: string[] = [];
  if (view.contract !== null && view.declarer !== null) {
    out.push(t("contract", { contract: contractDisplay(view.contract), seat: view.declarer }));
  } else if (view.contract === "Pass" || (view.auction.ended && view.contract === null)) {
    out.push(t("contractPassedOut"));
  } else {
    out.push(t("contractNotYet"));
  }
  if (view.standing.applies !== null) out.push(...resultLines(view));
  else if (view.phase !== "complete") out.push(t("resultNotYet"));
  return out.join("\n");
};
