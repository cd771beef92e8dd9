import type { TokenProblem } from "@bridgelaw/cards";
import type { ScoringInputFact } from "@bridgelaw/scoring";
import type { Messages, ScoringInputRefused } from "../catalog.ts";

/** Le nom d'une donnée d'une fonction de marque (son champ : `tables`, `score`, `weights` …). */
export const FIELD =
  "{field, select, tables {nombre de tables} pairs {nombre de paires} teams {nombre d'équipes} rounds {nombre de tours} boardsPerRound {nombre d'étuis par tour} boards {nombre d'étuis} sections {nombre de sections} standings {classement} evenTables {option evenTables} level {palier} tricks {levées} strain {dénomination} doubling {contre} score {marque} scores {marques} outcome {résultat} outcomes {résultats} weight {poids} weights {poids} factor {facteur} favourable {résultat favorable} method {méthode de classement} time {heure} percent {pourcentage} expected {nombre de résultats attendus} results {nombre de résultats} margin {écart} difference {différence} NS {NS} EW {EO} call {déclaration} card {carte} deal {donne} vulnerability {vulnérabilité} contract {contrat} declarer {déclarant} suit {couleur} seat {position} other {{field}}}";

/** Pourquoi un jeton ne se lit pas (`TokenProblem` de `@bridgelaw/cards`). */
export const TOKENS: Messages<TokenProblem> = {
  TokenCardExpected:
    "attendu une couleur S H D C suivie d'une hauteur A K Q J T 9 … 2 (la notation du journal)",
  TokenCardWritten: "attendu une couleur ♠ ♥ ♦ ♣ suivie d'une hauteur A R D V 10 9 … 2 (ou SK, HT …)",
  TokenSuitExpected: "attendu S, H, D ou C (pique, cœur, carreau, trèfle)",
  TokenCallExpected: "attendu P, X, XX ou une enchère telle que 1C, 3NT ou 7S (la notation du journal)",
  TokenCallWritten: "attendu Passe, X, XX ou une enchère telle que 1♣, 3SA ou 7♠ (ou 1C, 3NT, 7S)",
  TokenStrainExpected: "attendu C, D, H, S ou NT (trèfle, carreau, cœur, pique, sans-atout)",
  TokenVulnerabilityExpected: "attendu None, NS, EW ou All (personne, NS, EO, tous vulnérables)",
  TokenContractExpected: "attendu un contrat tel que 4S, 3NTX ou Pass",
  TokenContractNeedsDeclarer: "un contrat demande un déclarant",
  TokenHandSuits: "la main « {hand} » doit avoir quatre couleurs séparées par des points",
  TokenNotARank: "« {char} » n'est pas une hauteur (A K Q J T 9 … 2)",
  TokenDealStart: "attendu « N: » (ou E:, S:, W:) puis quatre mains",
  TokenDealFirstSeat: "première position inconnue",
  TokenDealHands: "attendu 4 mains, {found, plural, one {# trouvée} other {# trouvées}}",
};

/** Pourquoi une fonction de marque refuse une donnée (`ScoringInputError` de `@bridgelaw/scoring`). */
export const SCORING_INPUTS: Messages<ScoringInputFact> = {
  ScoringInputIntegerRange: "doit être un nombre entier de {min} à {max}",
  ScoringInputRange: "doit être de {min} à {max}",
  ScoringInputFiniteNumber: "doit être un nombre fini",
  ScoringInputPositive: "doit être positif",
  ScoringInputNonNegative: "doit être ≥ 0",
  ScoringInputWholeNonNegative: "doit être un nombre entier ≥ 0",
  ScoringInputWholeAtLeast: "un nombre entier, au moins {min}",
  ScoringInputWholeBoards: "un nombre entier d'étuis, au moins 1",
  ScoringInputMatchBoards: "un match a un nombre entier d'étuis, au moins 1",
  ScoringInputWholeBoardsOrInfinity: "un nombre entier d'étuis, ou Infinity",
  ScoringInputOneOf: "l'une des valeurs {choices}",
  ScoringInputFrequencyPositive: "une fréquence doit être un nombre positif",
  ScoringInputNotInFrequencies: "n'est pas dans le tableau des fréquences de l'étui",
  ScoringInputFavourableIndex: "doit désigner l'un des résultats",
  ScoringInputScoreAndContract: "donnez soit une marque, soit un contrat et des levées, pas les deux",
  ScoringInputOutcomeIncomplete: "un résultat demande un contrat et des levées, ou une marque",
  ScoringInputContractNeedsTricks: "un contrat demande ses levées",
  ScoringInputAssignedNeedsOutcome: "une marque attribuée demande un résultat",
  ScoringInputSingleOutcomeWeight: "12C1(c) : un résultat unique a tout le poids (1)",
  ScoringInputBothAndEach: "une marque pour les deux camps et une pour chacun : dites laquelle",
  ScoringInputSideNoScore: "{side, side} n'ont pas de marque : l'étui n'a pas de résultat à garder",
  ScoringInputAdjustedNeedsOutcomes: "une marque ajustée demande des résultats, ou une marque pour NS ou EO",
  ScoringInputIsoTime: "une heure ISO 8601 telle que 2026-11-22T22:00:00Z",
  ScoringInputInvalidTime: "pas une date et une heure valides",
  ScoringInputSwissRepeat: "aucun appariement suisse possible sans rencontre répétée",
  ScoringInputSwissRepeatOrBye: "aucun appariement suisse possible sans rencontre répétée ni exempt",
  ScoringInputSwissOneSection: "un mouvement suisse a une seule section",
  ScoringInputBoardsPerRoundUnknown: "un nombre entier, au moins 1 (aucun tour ne le donne encore)",
  ScoringInputPercentageRange: "un pourcentage doit être de 0 à 100",
  ScoringInputDatumNeedsScore: "une marque de référence demande au moins une marque",
  ScoringInputWeightedNeedsOutcomes: "une marque pondérée demande des résultats",
  ScoringInputWeightPositive: "12C1(c) : chaque poids doit être positif",
  ScoringInputWeightedLegally:
    "12C1(c) : seuls des résultats qui auraient pu être obtenus légalement peuvent être pondérés",
  ScoringInputWeightsSum: "12C1(c) : les poids d'une marque pondérée doivent faire 1 au total",
  ScoringInputStrain: "doit être C, D, H, S ou NT",
  ScoringInputDoubling: "doit être « », « X » ou « XX »",
  ScoringInputRoundsAtMost:
    "au plus {most} tours dans {movement, select, mitchell {un Mitchell de {size} tables} howell {un Howell de {size} paires} other {un round-robin de {size} équipes}}",
  ScoringInputRelayByeOdd:
    "le partage des étuis avec un relais ne se fait qu'avec un nombre pair de tables : {tables} tables jouent le Mitchell simple",
  ScoringInputHowellImpossible:
    "aucun Howell de {pairs} paires en {rounds} tours où aucune paire ne joue deux fois une même série d'étuis et aucune série n'est à deux tables dans un même tour (il n'y en a aucun en autant de tours pour 4 ou 6 paires) : moins de tours, des étuis partagés (shareBoards), ou un fichier de mouvement écrit à la main",
  ScoringInputExpectedCompared: "doit être un nombre entier ≥ aux {comparable} résultats comparés",
  ScoringInputOnlyReduced: "79B3 : la marque de {side, side} ne peut qu'être réduite (elle était de {from})",
  ScoringInputBoardPerScore:
    "doit avoir un étui par marque ({n, plural, one {{n} marque} other {{n} marques}})",
};

/** Le refus d'une donnée par une fonction de marque, sur une ligne. */
export const INPUT_REFUSALS: Messages<ScoringInputRefused> = {
  ScoringInputRefused: `${FIELD} invalide ({value}) : {reason, facts}`,
};
