import type { DeciderRefusal } from "@bridgelaw/table";
import type { Messages } from "../catalog.ts";

/** Qui a agi, d'après les champs de l'acteur d'un refus (`role`, et `player` ou `side`). */
const ACTOR =
  "{role, select, player {{player, seat}} director {l'arbitre} committee {le comité d'appel} scorer {le marqueur} captain {le capitaine de {side, side}} other {{role}}}";

/** La valeur trouvée, d'après `got` et `gotKind` d'un problème de décodage. */
const GOT =
  "{gotKind, select, string {« {got} »} number {{got}} boolean {{got}} null {null} object {un objet} array {un tableau} nothing {rien} other {autre chose}}";

/** Ce qu'attend un champ, d'après `expected` (un type de jeton, ou un type JSON). */
const EXPECTED =
  "{expected, select, card {un jeton de carte comme SA, HT ou C2} call {un jeton de déclaration : P, X, XX ou une enchère comme 1C, 3NT} seat {un siège : N, E, S ou W} law {un numéro de Loi comme 27, 27A1 ou 27B1(a)} board_number {un numéro d'étui égal ou supérieur à 1 (Loi 2)} trick {une levée de 1 à 13} tricks {un nombre de levées de 0 à 13} position {une position dans le journal, 1 ou plus} log_number {un nombre que le journal porte exactement (fini, au plus 2^53 − 1 de part et d'autre de 0)} string {une chaîne} number {un nombre} integer {un nombre entier} boolean {true ou false} object {un objet} array {un tableau} null {null} other {une valeur valide}}";

/**
 * Les refus propres au Decider de la table en français (`DeciderRefusal` de `@bridgelaw/table`) : un ordre
 * que l'acteur n'a pas à donner, un ordre qui ne se décode pas.
 */
export const REFUSALS: Messages<DeciderRefusal> = {
  RoleMayNotGive: `${ACTOR} ne peut pas donner {command} (c'est le rôle de : {roles, list, or})`,
  ActsForOwnSeatOnly:
    "{player, seat} ne peut pas agir pour {seat, seat} : un joueur n'agit que pour son propre siège",
  DeclarerPlaysDummy:
    "{player, seat} ne peut pas agir pour {seat, seat} : seul le déclarant ({declarer, seat}) joue les cartes du mort ({law})",
  DefenderPartnerCards:
    "{player, seat} ne peut pas agir pour {seat, seat} : un joueur de la défense ne touche jamais les cartes de son partenaire",
  DummyNotFaced:
    "{player, seat} ne peut pas agir pour {seat, seat} : la main du mort n'est étalée qu'une fois l'entame retournée ({law}), et c'est seulement alors que le déclarant en joue les cartes (45B)",
  AppealNotOfSide: `un appel pour {appellant, side} est déposé par un membre de ce camp ou par son capitaine ({law}), pas par ${ACTOR}`,
  DecisionNotOfBody: `une décision {body, select, director {de l'arbitre} ra {de l'organisme responsable} other {du comité d'appel}} ({law}) n'appartient pas à ${ACTOR}`,
  DeclarerDesignates: "seul le déclarant ({declarer, seat}) désigne les cartes du mort ({law})",
  SeatNotDummy:
    "{seat, seat} n'est pas le mort : un ordre portant sur la main du mort nomme {dummy, seat} ({law})",
  NoPlayYet:
    "{command, select, DesignateCard {une carte du mort désignée avant le début du jeu de la carte} other {les limitations du mort s'appliquent une fois le jeu commencé}} ({law})",
  InvalidField: `{problem, select, missing {champ « {field} » manquant} unexpected {champ « {field} » inattendu} unknown {valeur inconnue ${GOT} pour « {field} »{allowed, select, absent {} other { (l'une de {allowed, list, or})}}} other {${EXPECTED} attendu pour « {field} », trouvé ${GOT}}}`,
  NotACommand: `un ordre est un objet JSON avec son type (comme MakeCall), pas ${GOT}`,
  UnknownCommand: `{gotKind, select, nothing {champ « type » manquant : un ordre nomme son type (comme MakeCall)} other {type d'ordre inconnu ${GOT}}}`,
};
