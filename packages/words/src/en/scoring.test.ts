import type { SessionQuestion } from "@bridgelaw/scoring";
import { describe, expect, it } from "vitest";
import { describe as words } from "../format.ts";

/** Board 7 of a match A v B: 4S= (+620) at table 1; the Director's 86B1 score at table 2, 70% 4S= / 30% 2S+2. */
const FACT: SessionQuestion = {
  _tag: "NotClearlyFavourable",
  law: "86B1",
  instead: "12C2",
  event: "Teams",
  board: 7,
  team: "A",
  opponents: "B",
  table: "1",
  score: 620,
  source: "b7-t1.jsonl",
  ruledTable: "2",
  ruledSource: "b7-t2.jsonl",
  imps: 3,
  threshold: 3,
  terms: [
    { _tag: "ImpTerm", weight: 0.7, here: 620, there: 620, imps: 0 },
    { _tag: "ImpTerm", weight: 0.3, here: 620, there: 170, imps: 10 },
  ],
};

describe("a session's questions for the Director, in words", () => {
  it("86B1 → 12C2: not clearly favourable (3 IMPs expected), in English and in French", () => {
    expect(words(FACT, "en")).toBe(
      "Teams, board 7: the one result, at table 1 (NS +620), is not clearly favourable: against the Director's score under Law 86B1 at table 2, team A (against B) expects a gain or loss of +3 IMPs, not more than 3; Law 86B1 does not apply and that score is not applied as it stands: the Director must rule under Law 12C2 by responsibility for the missing result (an artificial adjusted score, ±3 IMPs). Expected: 0.7 × IMPs(+620 − +620) = 0.7 × 0 + 0.3 × IMPs(+620 − +170) = 0.3 × +10 (b7-t2.jsonl against b7-t1.jsonl)",
    );
    expect(words(FACT, "fr")).toBe(
      "Teams, étui 7 : le seul résultat, obtenu à la table 1 (NS +620), n'est pas nettement favorable : par rapport à la marque de l'arbitre selon la Loi 86B1 à la table 2, l'équipe A (contre B) peut attendre un gain ou une perte de +3 IMP, pas plus de 3 ; la Loi 86B1 ne s'applique pas et cette marque n'est pas appliquée telle quelle : l'arbitre doit statuer selon la Loi 12C2 en fonction de la responsabilité du résultat manquant (une marque ajustée artificielle, ±3 IMP). Attendu : 0.7 × IMP(+620 − +620) = 0.7 × 0 + 0.3 × IMP(+620 − +170) = 0.3 × +10 (b7-t2.jsonl contre b7-t1.jsonl)",
    );
  });
});
