import type { SideScore } from "@bridgelaw/scoring";
import type { Standing, StandingDecision, StandingResult } from "@bridgelaw/table";
import { t } from "../texts.ts";
import { describe } from "../words.ts";
import { signed } from "./text.ts";

/**
 * The board's standing (`view.standing`, `@bridgelaw/table`) as every output of the command line prints it:
 * the table result as played or corrected (79C, with what was recorded), the score that applies, its mark
 * and why. Nothing here decides which score applies: `standing` says it, these functions only word it.
 */

/** Both sides' points: `NS +420, EW -420`. */
export const points = (NS: number, EW: number): string =>
  t("points", { ns: "NS", ew: "EW", NS: signed(NS), EW: signed(EW) });

/**
 * One side's score as the Laws give it (12C): points, a weighted score (12C1(c)), an artificial score
 * (12C2), or the Director's figure.
 */
export const sideScoreText = (s: SideScore): string => {
  switch (s.kind) {
    case "points":
      return points(s.NS, s.EW);
    case "weighted":
      return t("weighted", {
        parts: s.outcomes
          .map((o) =>
            t("weightedPart", { pct: Math.round(o.weight * 1000) / 10, points: points(o.NS, o.EW) }),
          )
          .join(", "),
      });
    case "artificial":
      return t("artificial", {
        level: s.level.replace("-", "_"),
        movement: s.cause === "movement" ? "yes" : "no",
      });
    case "percent":
      return `${s.percent}%`;
    case "imps":
      return t("imps", { imps: signed(s.imps) });
  }
};

const same = (a: SideScore, b: SideScore): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Both sides of a stage: one text when both sides score the same result, else each side's own, said to be a
 * split score when it does not balance (12C1(e), 79B3 …).
 */
export const stageScoreText = (stage: {
  readonly NS: SideScore;
  readonly EW: SideScore;
  readonly balanced?: boolean;
}): string =>
  same(stage.NS, stage.EW)
    ? sideScoreText(stage.NS)
    : t("splitScore", {
        ns: sideScoreText(stage.NS),
        ew: sideScoreText(stage.EW),
        split: stage.balanced === false ? "yes" : "no",
      });

/** The table result as it stands: the corrected one (79C), else the one played, agreed or entered (77, 79A). */
export const tableResultOf = (s: Standing): StandingResult | null => s.corrected ?? s.played;

/** A result as a score slip writes it: `4S= by N`, `3NT-1 by S`, `NS 110` for a score entered alone. */
export const resultLabel = (r: StandingResult): string => describe(r.result);

/** A result's points: `NS +420, EW -420`, or null when the play gave none (a claim the Director ruled on). */
export const resultPoints = (r: StandingResult): string | null =>
  r.NS === null ? null : points(r.NS, r.NS === 0 ? 0 : -r.NS);

/**
 * The table result for a traveller or a slip: `2S+1 by N (79C1; recorded 2S= by N)` after a correction,
 * `2S= by N` as played, `not played` when the board has no table result.
 */
export const tableResultLabel = (s: Standing): string => {
  if (s.corrected !== null)
    return t("correctedLabel", {
      result: resultLabel(s.corrected),
      law: s.corrected.law,
      recorded: resultLabel(s.corrected.recorded),
    });
  return s.played === null ? t("notPlayed") : resultLabel(s.played);
};

/** The score that applies, both sides: `NS +420, EW -420`, a weighted or artificial score; `none yet`. */
export const appliedScoreText = (s: Standing): string =>
  s.NS === null || s.EW === null
    ? t("noneYet")
    : stageScoreText({ NS: s.NS, EW: s.EW, balanced: decisionOf(s)?.balanced ?? true });

/** The mark scorers put beside the score that applies: `` for a table result, `AS`, `A+/A−`, `60% 3♣E= −110 / …`. */
export const markText = (s: Standing): string => (s.mark === null ? "" : describe(s.mark));

/** Why the score that applies applies: `the appeals committee's decision applies (changed; 93B2, position 10)`. */
export const whyText = (s: Standing): string => (s.why === null ? "" : describe(s.why));

/** The ruling or decision whose score applies, if the score that applies is one. */
export const decisionOf = (s: Standing): StandingDecision | null =>
  s.applies === "appeal" ? s.appeal : s.applies === "ruled" ? s.ruled : null;

/** What stands beside the score that applies on a traveller: its mark, or the tricks the Director decided. */
export const adjustedMark = (s: Standing): string => {
  const decided = decisionOf(s);
  if (decided === null) return "";
  const mark = markText(s);
  if (mark !== "") return mark;
  return decided.tricks === undefined ? "" : resultLabel(decided.tricks);
};

/**
 * The adjusted score's cell of a traveller: empty when the table result (as played or corrected) applies,
 * else the stage and its mark: `ruled: AS`, `appeal: 50% 3♣E= −110 / 50% 2♠N= +110`, `ruled: 4H+1 by S`
 * (the tricks the Director decided, 64C, 70), `ruled: A+/A−`.
 */
export const adjustedCell = (s: Standing): string => {
  if (s.applies !== "ruled" && s.applies !== "appeal") return "";
  const mark = adjustedMark(s);
  const word = t("stageWord", { stage: s.applies });
  return mark === "" ? word : `${word}${t("colon")}${mark}`;
};

/** One result for JSON: the contract, declarer, declarer's tricks and both sides' points (null when none). */
const resultFields = (r: StandingResult) => ({
  contract: r.contract,
  declarer: r.declarer,
  tricksByDeclarer: r.tricks,
  score: r.NS === null ? null : { NS: r.NS, EW: r.NS === 0 ? 0 : -r.NS },
  label: resultLabel(r),
  law: r.law,
  position: r.position,
});

/**
 * The board's result as `audit --json` and the score rows give it, from the standing: the table result as it
 * stands (corrected by 79C, with `recorded` beside it), then
 * the score that applies (`applies`, `NS`, `EW`), its mark, why, and its Laws. Null while the board has no
 * score.
 */
export const standingResult = (s: Standing) => {
  const table = tableResultOf(s);
  if (table === null && s.applies === null) return null;
  return {
    ...(table === null
      ? { contract: null, declarer: null, tricksByDeclarer: null, score: null, label: t("notPlayed") }
      : resultFields(table)),
    ...(s.corrected !== null && { recorded: resultFields(s.corrected.recorded) }),
    applies: s.applies,
    NS: s.NS,
    EW: s.EW,
    mark: markText(s),
    why: whyText(s),
    laws: s.laws,
  };
};
