import type { Law77Row, ScoringMethodNote, SessionQuestion } from "@bridgelaw/scoring";
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

/** Le mode de calcul d'une séance, dans les termes du Code de la FFB (Loi 78 : points de match, IMP). */
export const METHODS: Messages<ScoringMethodNote> = {
  MethodMatchpoints:
    "points de match (Loi 78A) : 2 pour chaque marque battue, 1 pour chaque égalité ; formule de Neuberg sur les étuis de moins de {expected} résultats comparables (78D) ; marques ajustées selon la Loi 12C",
  MethodImpsDatum:
    "IMP (Loi 78B) contre la référence de chaque étui (Butler : la moyenne sans le meilleur ni le plus mauvais résultat, 78D){notTeams, select, true { ; pas de matchs par équipes} other {}} ; marques ajustées selon la Loi 12C",
  MethodCrossImps:
    "IMP croisés (Loi 78B, 78D) : chaque résultat contre chacun des autres de l'étui, en moyenne par comparaison ; marques ajustées selon la Loi 12C",
  MethodTotalPoints: "total des points (Loi 78C)",
  MethodTeamMatches:
    "IMP (Loi 78B), matchs par équipes : les deux résultats de chaque équipe sur un étui additionnés et convertis ; marques ajustées selon la Loi 12C{scale, select, absent {} other { ; points de victoire sur l'échelle {scale} de la WBF 2013 (78D) pour {boards, select, absent {le nombre d'étuis de chaque match} other {{boards} étuis}}}}",
};
