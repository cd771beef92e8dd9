import type { Law77Row, SessionQuestion } from "@bridgelaw/scoring";
import type { Messages } from "../catalog.ts";

/** Où, dans la séance : l'épreuve, le tour, l'étui. */
const WHERE =
  "{event, select, absent {} other {{event}, }}{round, select, absent {} other {tour {round}, }}étui {board}";

/** Ce que le calcul d'une séance laisse à l'arbitre, en français (`SessionQuestion` de `@bridgelaw/scoring`). */
export const SCORING: Messages<SessionQuestion> = {
  NotClearlyFavourable: `${WHERE} : le seul résultat, obtenu à {table, select, absent {une table} other {la table {table}}}{score, select, absent {} other { (NS {score, signed})}}, n'est pas nettement favorable : par rapport à la marque de l'arbitre selon la Loi {law}{ruledTable, select, absent {} other { à la table {ruledTable}}}, {team, select, absent {l'équipe Nord-Sud de cette table} other {l'équipe {team}{opponents, select, absent {} other { (contre {opponents})}}}} peut attendre un gain ou une perte de {imps, signed} IMP, pas plus de {threshold} ; la Loi {law} ne s'applique pas et cette marque n'est pas appliquée telle quelle : l'arbitre doit statuer selon la Loi {instead} en fonction de la responsabilité du résultat manquant (une marque ajustée artificielle, ±3 IMP). Attendu : {terms, facts, plus}{ruledSource, select, absent {} other { ({ruledSource}{source, select, absent {} other { contre {source}}})}}`,
};

/** Le contrat non contré, contré ou surcontré (les colonnes de la table de la Loi 77). */
const DBL = "{doubling, select, X {contré} XX {surcontré} other {non contré}}";
const VUL = "{vulnerable, select, true {vulnérable} other {non vulnérable}}";

/** Les lignes de la table de la Loi 77 (la marque), dans les termes du Code de la FFB. */
export const LAW77: Messages<Law77Row> = {
  Law77TrickPoints: `77.1 points de levée : {notrump, select, true {{level, plural, offset:1 other {40 + # × 30}}} other {{level} × {perTrick}}}{mult, select, 1 {} other {, × {mult} ${DBL}}}`,
  Law77Overtricks: `77.2 levées supplémentaires : {over} × {perOvertrick} (${DBL}, ${VUL})`,
  Law77Game: `77.3 bonification de manche (${VUL})`,
  Law77Partscore: "77.3 bonification de marque partielle",
  Law77Slam: `77.3 bonification de {slam, select, small {petit} other {grand}} chelem (${VUL})`,
  Law77Insult: `77.3 bonification pour la réalisation d'un contrat {doubling, select, XX {surcontré} other {contré}}`,
  Law77Undertricks: `77.4 pénalités de chute : {down, plural, one {# levée} other {# levées}} de chute, ${DBL}, ${VUL}`,
};
