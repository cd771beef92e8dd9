import type { SessionQuestion } from "@bridgelaw/scoring";
import type { Messages } from "../catalog.ts";

/** Où, dans la séance : l'épreuve, le tour, l'étui. */
const WHERE =
  "{event, select, absent {} other {{event}, }}{round, select, absent {} other {tour {round}, }}étui {board}";

/** Ce que le calcul d'une séance laisse à l'arbitre, en français (`SessionQuestion` de `@bridgelaw/scoring`). */
export const SCORING: Messages<SessionQuestion> = {
  NotClearlyFavourable: `${WHERE} : le seul résultat, obtenu à {table, select, absent {une table} other {la table {table}}}{score, select, absent {} other { (NS {score, signed})}}, n'est pas nettement favorable : par rapport à la marque de l'arbitre selon la Loi {law}{ruledTable, select, absent {} other { à la table {ruledTable}}}, {team, select, absent {l'équipe Nord-Sud de cette table} other {l'équipe {team}{opponents, select, absent {} other { (contre {opponents})}}}} peut attendre un gain ou une perte de {imps, signed} IMP, pas plus de {threshold} ; la Loi {law} ne s'applique pas et cette marque n'est pas appliquée telle quelle : l'arbitre doit statuer selon la Loi {instead} en fonction de la responsabilité du résultat manquant (une marque ajustée artificielle, ±3 IMP). Attendu : {terms, facts, plus}{ruledSource, select, absent {} other { ({ruledSource}{source, select, absent {} other { contre {source}}})}}`,
};
