/**
 * Scoring's warnings (`SessionWarning` of `@bridgelaw/scoring`: an IMP score that cannot be matchpointed, an
 * average-plus beyond the number allowed …) in the run's language: the same facts as `describeWarning` (which
 * keeps its English line), each written from the warning's data through the texts catalog.
 */
import { type SessionNotice, type SessionWarning, signedScore, type WarningPlace } from "@bridgelaw/scoring";
import { t } from "../texts.ts";

const orAbsent = (x: string | number | undefined): string | number => x ?? "absent";

/** Where a result was played: `Pairs, board 3, table 2 (b3-t2.jsonl)`. */
const placeText = (p: WarningPlace): string =>
  t("warnPlace", {
    event: orAbsent(p.event),
    board: p.board,
    table: orAbsent(p.table),
    source: orAbsent(p.source),
  });

/** What the scoring chose where the logs left a choice, in words (`describeNotice`'s facts). */
export const noticeText = (n: SessionNotice): string =>
  t("sessionNotice", { kind: n.kind.replace(/-/g, "_"), event: n.event ?? "absent" });

/** A warning in words, one line. */
export const warningText = (w: SessionWarning): string => {
  switch (w.kind) {
    case "average-plus-cap":
      return t("warnAveragePlusCap", { board: w.board, pair: w.pair, n: w.n, max: w.max });
    case "average-plus-movement":
      return t("warnAveragePlusMovement", { board: w.board, who: w.who });
    case "fouled-board":
      return t("warnFouledBoard", { event: orAbsent(w.event), board: w.board, deals: w.deals });
    case "no-pair-ids":
      return t("warnNoPairIds", { place: placeText(w.place) });
    case "imps-not-matchpointed":
      return t("warnImpsNotMatchpointed", { place: placeText(w.place), side: w.side });
    case "percentage-not-imps":
      return t("warnPercentageNotImps", { place: placeText(w.place) });
    case "no-datum":
      return t("warnNoDatum", { place: placeText(w.place) });
    case "total-points-cannot-value":
      return t("warnTotalPoints", { place: placeText(w.place), side: w.side, score: w.score });
    case "two-adjusted-scores":
      return t("warnTwoAdjusted", { place: placeText(w.place), team: w.team });
    case "one-result-only":
      return t("warnOneResult", { place: placeText(w.place), team: w.team });
    case "different-forms":
      return t("warnDifferentForms", { place: placeText(w.place) });
    case "knockout-non-balancing":
      return t("warnKnockout", {
        place: placeText(w.place),
        a: w.a,
        b: w.b,
        aScore: signedScore(w.aScore),
        bScore: signedScore(w.bScore),
        aNow: signedScore(w.aNow),
        bNow: signedScore(w.bNow),
        law: w.law,
      });
    case "penalty-no-pair":
      return t("warnPenaltyNoPair", { place: placeText(w.place), law: w.law, side: w.side });
    case "penalty-unit":
      return t("warnPenaltyUnit", { place: placeText(w.place), law: w.law, unit: w.unit });
    case "vp-not-team-matches":
      return t("warnVpNotTeams", { event: orAbsent(w.event) });
  }
};
