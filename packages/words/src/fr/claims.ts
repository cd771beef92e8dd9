import type { ClaimsConsequence } from "@bridgelaw/claims";
import type { Messages } from "../catalog.ts";
import type { ClaimPhrase } from "../claim-phrases.ts";

/* Les parties que les messages partagent (le catalogue contient des messages entiers ; ceci ne garde qu'une formulation de chaque partie). */

/** `3 levées restantes`, `1 levée restante`. */
const TRICKS_LEFT = "{remaining, plural, one {# levée restante} other {# levées restantes}}";
/** Une revendication nommée : `la revendication de Sud de 3 sur 4 levées restantes`, `la concession d'Ouest de 2 sur 4 levées restantes`. */
const CLAIM = `la {kind, select, claim {revendication {claimer, seat, de} de {claimed}} other {concession {claimer, seat, de} de {conceded}}} sur ${TRICKS_LEFT}`;
/** Quand la table est passée à la suite (69A). */
const WHEN = "{how, select, round_end {le tour est terminé} other {la donne suivante a été annoncée}}";
/** Le moment d'une demande par rapport à la Période de Correction (79C1 ; la Loi du fait est 69B ou 71). */
const TIME =
  "{timing, select, before_posting {avant l'affichage des résultats officiels} unrecorded {heure non enregistrée : considérée comme faite pendant la Période de Correction} within {pendant la Période de Correction (qui se termine à {deadline})} other {après la Période de Correction (terminée à {deadline}) : la {law, law} ne s'applique que pendant celle-ci ; la marque enregistrée est maintenue}}";
/** Les levées qu'un camp redemande : `1 levée`, ou `une levée` quand il ne le précise pas. */
const ASKED = "{asked, select, unstated {une levée} other {{asked, plural, one {# levée} other {# levées}}}}";
/** `cette levée` / `ces levées`, `la` / `les`. */
const THAT = "{tricks, plural, one {cette levée} other {ces levées}}";
/** `l'avait acceptée comme perdue` / `les avait acceptées comme perdues`. */
const ACCEPTED_LOST =
  "{tricks, plural, one {l'avait acceptée comme perdue} other {les avait acceptées comme perdues}}";

/** Les conséquences des revendications en français (Lois 68 à 71, le rapport du vérificateur de revendications). */
export const CLAIMS: Messages<ClaimsConsequence> = {
  TricksClaimed: `{claimer, seat} revendique {claimed} sur ${TRICKS_LEFT}{conceded, plural, =0 {} other {, en concédant # (68B1)}}`,
  TricksConceded: `{claimer, seat} concède {conceded} sur ${TRICKS_LEFT}{claimed, plural, =0 {} other {, en revendiquant #}}`,
  ClaimSuspendsPlay:
    "le jeu est suspendu jusqu'à ce que la revendication soit acceptée (69) ou contestée (70)",
  NoLineStated:
    "aucune ligne de jeu exposée : un point douteux à trancher contre le joueur qui revendique (70A)",
  HandNotFaced: "le joueur qui revendique n'a pas étalé sa main",
  PlayRectificationsStand:
    "les options ou les cartes pénalisées du jeu sont maintenues pendant la suspension du jeu",
  CurrentTrickStatement:
    "la déclaration {seat, seat, de} ne porte que sur la levée {trick} : ni revendication ni concession (68 préambule) ; le jeu continue, les cartes qu'il montre ne sont pas des cartes pénalisées mais une information non autorisée pour son partenaire (16 ; la Loi 57A peut s'appliquer)",
  ConcessionObjectedAtOnce:
    "{objector, seat} conteste immédiatement la concession de son partenaire : il n'y a ni concession ni revendication ; le jeu continue (l'arbitre devrait être appelé : {claimer, seat} ne peut pas utiliser la contestation, 16C)",
  RemarkAsClaimUnsettled:
    "Code 2007 (éditions C-1) : pas de concession ; que la remarque vaille encore revendication n'est pas tranché : le jeu continue, sauf décision contraire de l'arbitre",
  ShownCardsPickedUp:
    "{cards, cards} montrée{count, plural, one {} other {s}} par {seat, seat} : {count, plural, one {ce n'est pas une carte pénalisée, reprise} other {ce ne sont pas des cartes pénalisées, reprises}} ; information non autorisée pour {partner, seat}, autorisée pour le déclarant (16C)",
  CardPlayedAfterClaim:
    "{edition, select, 2007 {{seat, seat} joue {card, card} après la revendication : le jeu aurait dû cesser (68D) ; l'arbitre peut y voir une indication du jeu probable (la carte n'est pas considérée comme jouée)} other {{seat, seat} joue {card, card} alors que le jeu est suspendu par la revendication : la carte n'est pas considérée comme jouée}}",
  CardShownAboutTrick:
    "{seat, seat} montre {card, card} au sujet de la levée {trick} seulement : ce n'est pas une carte pénalisée ; information non autorisée pour {partner, seat} (16)",
  CardShownInClaim:
    "{seat, seat} montre {card, card} au cours de la revendication : ce n'est pas une carte pénalisée (elle peut être reprise)",
  NoPlayOnIn2007:
    "Code 2007 : après une revendication contestée, le jeu ne continue pas d'un commun accord ; l'arbitre statue selon la Loi 70 (toute suite du jeu n'est qu'un élément de preuve, 70D3)",
  PlayOnNotDisputed:
    "le jeu ne peut continuer qu'après la contestation de la revendication (elle est {status, select, open {en suspens} agreed {acceptée} disputed {contestée} adjudicated {tranchée par l'arbitre} void {nulle} cancelled {sans objet} current_trick {limitée à la levée en cours} other {{status}}}) : rien ne change",
  PlayOnWrongSide:
    "le jeu peut continuer à la demande du camp qui ne revendique pas ({side, side}), pas à celle {seat, seat, de} : l'arbitre statue selon la Loi 70",
  PlayOnRefused:
    "{seats, seats, and} {count, plural, one {n'accepte} other {n'acceptent}} pas de continuer le jeu : l'arbitre est appelé et la Loi 70 s'applique",
  ClaimVoidPlayContinues: `à la demande {seat, seat, de}, avec l'accord des quatre joueurs, le jeu continue : ${CLAIM} est nulle et n'est pas tranchée ; les Lois 16 et 50 ne s'appliquent pas ; le résultat du jeu est maintenu`,
  AgreementAfterRuling: `{seat, seat} acquiesce : l'arbitre a déjà statué sur ${CLAIM}`,
  ObjectionWithdrawn: "{seat, seat} retire sa contestation de la revendication de son camp",
  AgreementByClaimerSide:
    "{seat, seat}, du camp qui revendique, acquiesce : l'acquiescement appartient au camp qui ne revendique pas (69A)",
  AgreesAsWell: "{seat, seat} acquiesce également",
  AgreementWhileDisputed:
    "{seat, seat} acquiesce, mais {objectors, seats, and} {count, plural, one {conteste} other {contestent}} toujours : la revendication reste contestée",
  ClaimAgreed: `{seat, seat} acquiesce à ${CLAIM}{objectionWithdrawn, select, true { (la contestation est retirée)} other {}} : l'acquiescement devient définitif quand {side, side} annoncent la donne suivante ou quand le tour se termine`,
  AgreementAlreadyEstablished: `${WHEN} : l'acquiescement était déjà définitif`,
  DisputedClaimWaits: `${WHEN} : ${CLAIM} est contestée et attend la décision de l'arbitre`,
  AgreedBySilence: `${WHEN} sans contestation : {side, side} acquiescent à ${CLAIM}`,
  AgreementEstablished: `${WHEN} : l'acquiescement à ${CLAIM} est définitif (seule la Loi 69B peut le défaire)`,
  AgreementWithdrawnLate: `{seat, seat} retire l'acquiescement de son camp ${TIME} : l'acquiescement est maintenu`,
  AgreementWithdrawn: `{seat, seat} retire l'acquiescement de {side, side} à la perte de ${ASKED} (${TIME})`,
  TricksGivenBack: `{reason, select, no_play_gives {aucun jeu des cartes restantes ne donne ${THAT} à {from, side} : {to, side} {tricks, plural, one {l'auraient gagnée} other {les auraient gagnées}} si le jeu avait continué} no_play_loses {aucun jeu des cartes restantes ne pouvait perdre ${THAT} : la concession est annulée} ruled_won {l'arbitre décide que la levée aurait probablement été gagnée si le jeu avait continué} other {l'arbitre annule la concession}} : {tricks, plural, one {# levée} other {# levées}} à {to, side}, le camp qui {reason, select, no_play_gives {${ACCEPTED_LOST}} ruled_won {${ACCEPTED_LOST}} other {{tricks, plural, one {l'avait concédée} other {les avait concédées}}}} ; l'étui est marqué à nouveau`,
  NothingGivenBack:
    "l'arbitre décide {under, select, 69B {que {side, side} n'auraient probablement pas gagné la levée : l'acquiescement est maintenu (69B2)} other {que la concession est maintenue (71)}}",
  ConcessionCancelLate: `{seat, seat} demande l'annulation de la concession ${TIME} : la concession est maintenue`,
  ConcessionCancelAsked: `{seat, seat} demande l'annulation de la concession de ${ASKED} (${TIME})`,
  ObjectionAfterEstablished:
    "{seat, seat} conteste après que l'acquiescement est devenu définitif (69A) : seul un retrait selon 69B, pendant la Période de Correction, peut le changer",
  ObjectionAfterRuling: "{seat, seat} conteste : l'arbitre a déjà statué (la voie est l'appel, Loi 92)",
  AgreementUndone:
    "l'acquiescement n'était pas encore définitif : la contestation rend la revendication contestée",
  ClaimDisputed: `{seat, seat}{ofClaimerSide, select, true {, du camp qui revendique,} other {}} conteste ${CLAIM} : l'arbitre est appelé (70){edition, select, 2017 {, ou le jeu continue si {side, side} le demandent et si les quatre joueurs sont d'accord (68D2(b))} other {}}`,
  RevokesNotEstablished:
    "{revokes, each, RevokeOnTrick} {count, plural, one {n'est pas consommée} other {ne sont pas consommées}} (pas d'acquiescement) : l'arbitre {count, plural, one {la} other {les}} fait corriger et tranche les points douteux contre l'auteur de la renonce",
  RevokeOnTrick: "la renonce {offender, seat, de} à la levée {trick}",
  ClaimRuled: `l'arbitre statue sur ${CLAIM} : {side, side} font {tricks} des {remaining}{lost, plural, =0 {} one { (# levée à {to, side})} other { (# levées à {to, side})}}{said, select, true { : {words}} other {}}`,
  ScoredAsClaimed:
    "l'étui est marqué comme si les levées revendiquées et concédées avaient été gagnées et perdues au jeu : {side, side} {tricks} sur les {remaining} levées restantes (NS {ns}, EO {ew} au total)",
  ClaimOptionsLapse: "le jeu a cessé : les options selon {laws, list} tombent",
  ClaimPenaltyCardsLapse: "le jeu est terminé : {cards, cards} ne sont plus des cartes pénalisées",
  ClaimSuspendsPlayAgain:
    "le jeu est à nouveau suspendu dans l'état où il était lors de la revendication, jusqu'à ce que celle-ci soit réglée",
  NoClaimToSettle:
    "la table est passée à la suite ({how, select, round_end {fin du tour} next_deal_call {donne suivante annoncée} other {{how}}}) : aucune revendication ni concession à régler",

  ClaimDisputedQuestion: `Loi 70 : ${CLAIM} est contestée ({objectors, seats}). Statuer sur les levées que font {side, side} sur les {remaining} restantes (« tricks » ; « stands » maintient la revendication) : tout point douteux est tranché contre le joueur qui revendique (70A) ; un atout adverse non mentionné (70C) ; pas de ligne gagnante hors de l'exposé si une ligne normale fait moins bien (70D1) ;{byDefender, select, true { la revendication d'un joueur de la défense qui dépend du choix de son partenaire parmi des jeux normaux n'est pas acceptée (70D2) ;} other {}} {edition, select, 2007 {pas d'impasse ni de tombée non exposée, sauf si un adversaire a défaussé ou si ne pas la tenter serait irrationnel (2007 70E1) ; voir le rapport du vérificateur de revendications} other {pas d'impasse ni de tombée non exposée, sauf si un adversaire a défaussé auparavant, ou le ferait sur toute ligne normale (70E1) ; voir le rapport du vérificateur de revendications}}`,
  AgreementWithdrawnQuestion:
    "69B2 : {side, side} auraient-ils probablement gagné la ou les levée{asking, select, 1 {} other {s}} qu'ils ont acceptée{asking, select, 1 {} other {s}} comme perdue{asking, select, 1 {} other {s}} si le jeu avait continué ? Statuer sur les levées rendues à {side, side} (0 : l'acquiescement est maintenu ; au plus {most}){handFaced, select, true { ; le joueur qui revendique avait étalé sa main (68C) : être moins généreux (WBFLC Ex 49)} other {}}",
  ConcessionCancelQuestion:
    "71 : {side, side} avaient-ils déjà gagné la levée concédée (71A), ou ne pouvait-elle être perdue par aucun jeu normal, négligent ou inférieur compris (71B) ? Statuer sur les levées rendues à {side, side} (0 : la concession est maintenue ; au plus {most})",

  ClaimWhileSuspended: `le jeu est suspendu par ${CLAIM} en position {at} ({law, law}) : elle doit d'abord être acceptée, contestée ou tranchée`,
  NoTrickLeft: "{law, law} : il ne reste aucune levée à revendiquer ou à concéder",
  ClaimWithoutTricks:
    "{law, law} : une revendication indique le nombre de levées que le camp qui revendique gagnera",
  ClaimTricksOutOfRange:
    "{law, law} : {tricks} levées, alors qu'il reste {remaining, plural, one {# levée} other {# levées}} (levée en cours comprise)",
  WithdrawalByClaimerSide:
    "{law, law} : {seat, seat} est du camp qui revendique ; l'acquiescement est retiré par le camp qui l'a donné ({side, side})",
  NoAgreementToWithdraw: `{law, law} : ${CLAIM} n'a pas été acceptée ({status, select, open {en suspens} disputed {contestée} adjudicated {tranchée par l'arbitre} void {nulle} cancelled {sans objet} current_trick {limitée à la levée en cours} other {{status}}}) : il n'y a pas d'acquiescement à retirer`,
  ConcessionNotSettled: `{law, law} : ${CLAIM} n'est pas réglée ({status, select, open {en suspens} agreed {acceptée} disputed {contestée} adjudicated {tranchée par l'arbitre} void {nulle} cancelled {sans objet} current_trick {limitée à la levée en cours} other {{status}}}) : la concession n'est pas encore acquise`,
  NothingConceded: `{law, law} : ${CLAIM} ne concède aucune levée`,
  ClaimRulingWithoutTricks:
    "{law, law} : la décision donne les levées que font {side, side} sur les {remaining} restantes (« tricks »), ou « stands »",
  ClaimRulingOutOfRange:
    "{law, law} : de 0 à {remaining} levées (celles qui restaient lors de la revendication)",
  ClaimRulingAboveClaim:
    "{law, law} : sur contestation des adversaires, le camp qui revendique obtient au plus {claimed, plural, one {la # levée revendiquée} other {les # levées revendiquées}} ; les levées concédées ne reviennent que selon la Loi 71",
  GiveBackWithoutTricks:
    "{law, law} : la décision donne les levées rendues (« tricks » ; 0 ou « stands » : {law, select, 69B {{side, side} n'auraient probablement pas gagné la levée : l'acquiescement est maintenu (69B2)} other {la concession est maintenue (71)}})",
  GiveBackOutOfRange:
    "{law, law} : de 0 à {most, plural, one {# levée} other {# levées}} peuvent être rendues ({law, select, 69B {celles que {side, side} ont acceptées comme perdues} other {celles qui restent concédées}})",
  NoClaimMade: "{law, law} : aucune revendication ni concession n'a été faite",
  LastClaimGone:
    "{law, law} : la dernière revendication (position {at}) est {status, select, void {nulle, le jeu a continué (68D2(b))} other {sans objet (68B2)}}",
  OwnClaimDisputed:
    "{law, law} : {seat, seat} ne peut pas contester sa propre revendication (un nouvel exposé n'est pas accepté, 70D1)",
  ClaimQuestionAmbiguous:
    "plusieurs questions selon la {law, law} sont ouvertes : préciser laquelle avec « about » (une position)",
  NoClaimQuestion: "une décision selon la {law, law} ne répond à aucune question sur les revendications",
  NoClaimAt: "aucune revendication en position {at}",

  ClaimReadAs: "la revendication de {given} est lue comme {claimed} sur les {remaining} levées restantes",
  CheckNotDetermined:
    "{check, select, double_dummy {à cartes ouvertes} no_line_can_lose {aucune ligne ne peut perdre} fewest_tricks {le moins de levées du camp qui revendique} losing_line {une ligne perdante} stated_line_well {la ligne exposée (bien jouée par ailleurs)} stated_line_any_order {la ligne exposée (dans n'importe quel ordre)} stated_line_well_tricks {la ligne exposée (bien jouée par ailleurs) : ses levées} stated_line_any_order_tricks {la ligne exposée (dans n'importe quel ordre) : ses levées} stated_line_tricks {les levées de la ligne exposée} law_70C {Loi 70C} other {Loi 69B}} : non déterminé ({budget, select, positions {plus de {most} positions} solving {plus de {most} unités de résolution à cartes ouvertes} other {le budget de positions du vérificateur est épuisé}})",
  Law70ENotChecked:
    "Loi 70E : non vérifiée, {why, select, no_double_dummy {pas de valeur à cartes ouvertes} other {la revendication échoue à cartes ouvertes}}",
  DefenderClaim:
    "revendication d'un joueur de la défense : les choix de son partenaire sont retenus contre la revendication (70D2)",
  DoubleDummySolves:
    "{solves} {solves, plural, one {résolution à cartes ouvertes} other {résolutions à cartes ouvertes}}",
  PositionNotACard: "« {token} » n'est pas une carte",
  PositionCardTwice: "{card, card} apparaît deux fois",
  PositionTrickComplete: "une levée de quatre cartes est complète",
  PositionTooManyTricks: "il reste plus de 13 levées",
  PositionHandSize:
    "{seat, select, N {Nord} E {Est} S {Sud} W {Ouest} other {{seat}}} a {holds} cartes alors que {expected} sont attendues ({left} levées restantes, {played} jouées dans celle-ci)",
  CheckerFailed: "le vérificateur a échoué : {failure}",
};

/** Une revendication en mots, d'après les données de la vue (`claimWhat`, `claimStanding`). */
export const CLAIM_PHRASES: Messages<ClaimPhrase> = {
  WhatWasClaimed: `{claimer, seat} {kind, select, claim {revendique {claimed}} other {concède {conceded}}} sur ${TRICKS_LEFT}`,
  HowTheClaimStands:
    "{status, select, open {en suspens : le jeu est suspendu (68D), ni acceptée ni contestée} agreed {acceptée (69A{final, select, true {, définitif} other {}}){settledKnown, select, true { : {side, side} font {settled} des {remaining}} other {}}{corrected, plural, =0 {} other { après {corrections, list}}}} disputed {contestée (68D2) : l'arbitre statue selon la Loi 70} adjudicated {tranchée par l'arbitre selon {ruledUnder}{settledKnown, select, true { : {side, side} font {settled} des {remaining}} other {}}} void {nulle : le jeu a continué d'un commun accord (68D2(b)) ; le jeu décide} cancelled {sans objet : concession d'un joueur de la défense immédiatement contestée par son partenaire (68B2)} other {pas une revendication : une déclaration sur la levée en cours (68 préambule)}}",
};
