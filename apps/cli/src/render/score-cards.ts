/**
 * Personal score cards (`bridgelaw score --cards`): for each pair or team, every board it played with the
 * contract and result, its score and its matchpoints or IMPs, as the session was scored — the recaps of the
 * publication (`publicationOf`), nothing scored again: a card is the contestant's recap, titled with its
 * players, its rank and total. Printed one card a page (HTML), to hand to each contestant.
 */

import { t } from "../texts.ts";
import type { Block, Publication } from "./publication.ts";
import { contestantPlayers } from "./publication.ts";
import type { ScoreReport } from "./score-report.ts";

/** A recap titled as a score card: `Score card: 14 (Ann & Al)   rank 1 EW, 17.87 MP, 74.44 %`. */
const cardOf = (recap: Block, players: ReadonlyMap<string, string>): Block => {
  const pair = String(recap.context.pair ?? "");
  const who = players.get(pair);
  // the recap's title without its head (`Recap: 14`, in the run's language): the rank and total that follow
  const head = t("recapPair", { pair, ranked: "no" });
  const rest = recap.title.startsWith(head) ? recap.title.slice(head.length) : "";
  return {
    ...recap,
    id: recap.id.replace(/recap/, "card"),
    title: t("scoreCard", { pair, who: who !== undefined && who !== pair ? who : "absent", rest }),
  };
};

/**
 * The publication of the score cards: each event's recaps as cards (the ranking, matches and travellers
 * left out: they are the results' publication), the Laws' legend and the notices and warnings kept (a
 * provisional score stays marked so).
 */
export const scoreCardsOf = (p: Publication, report: ScoreReport): Publication => ({
  ...p,
  title: t("scoreCards", { title: p.title }),
  events: p.events.map((ev, i) => {
    const score = report.session.events[i];
    const players = score === undefined ? new Map<string, string>() : contestantPlayers(score);
    return {
      ...ev,
      rankings: [],
      matches: [],
      travellers: [],
      recaps: ev.recaps.map((b) => cardOf(b, players)),
    };
  }),
  unscored: null,
  rulings: null,
});
