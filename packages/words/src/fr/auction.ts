import type { AuctionConsequence } from "@bridgelaw/auction";
import type { Messages } from "../catalog.ts";

/** 27B1 : la question sur le remplacement d'une enchère insuffisante, 27B1(a) quand elle est posée, puis 27B1(b) (2007 : contenue). */
const LOWEST_OR_COMPARABLE =
  "le {call, call} {seat, seat, de}, qui remplace l'enchère insuffisante de {withdrawn, call}, est-il " +
  "{lowestAsked, select, true {{edition, select, " +
  "2007 {l'enchère suffisante la plus basse dans la même dénomination, aucune des deux enchères n'étant incontestablement artificielle (27B1(a))} " +
  "other {l'enchère suffisante la plus basse spécifiant la ou les mêmes dénominations (27B1(a){lowest, select, none {} other {; pour un {withdrawn, call} naturel, c'est {lowest, call}}})}}, ou } other {}}" +
  "{edition, select, " +
  "2007 {de sens identique ou plus précis, entièrement contenu dans les sens de l'enchère insuffisante (27B1(b))} " +
  "other {une déclaration comparable (23A1 sens identique ou similaire, 23A2 sous-ensemble, 23A3 même objectif : 27B1(b))}} ?";

/** Les conséquences des annonces en français (Lois 15 à 39), dans les termes du Code de la FFB. */
export const AUCTION: Messages<AuctionConsequence> = {
  // Les rectifications communes à plusieurs Lois
  MustPass:
    "{seat, seat} doit passer {scope, select, throughout {chaque fois que c'est son tour de parler} other {à son prochain tour de parole}} ({edition, select, 2007 {2007 } other {}}{law})",
  MustRepeat: "{seat, seat} doit répéter {call, call} ({law})",
  MustPassNoDoubleByPartner:
    "{seat, seat} doit passer pendant toute la durée des annonces (2007 30B2(a)) ; son partenaire ne peut ni contrer ni surcontrer à ce tour (30B2(b))",
  PassOutOfRotationReplaced:
    "{partner, seat} peut déclarer librement (la Loi 16C2 s'applique) ; {offender, seat} peut faire n'importe quelle déclaration légale : comparable, pas de rectification ; sinon {partner, seat} passe à son prochain tour de parole",
  DamageReview:
    "dommage causé par {cause, select, pass_out_of_rotation {le passe hors tour} irregularity {l'irrégularité en position {about}} inadmissible_double {le {call, call} inadmissible} barred_call {la déclaration d'un joueur obligé de passer} bid_above_seven {l'enchère au-dessus du palier de 7} other {le passe obligatoire}} ({edition, select, 2007 {2007 } other {}}{under})",
  AssistanceReview:
    "dommage causé par l'aide apportée par {source, select, insufficient_bid {l'enchère insuffisante de {withdrawn, call} ({under})} other {la déclaration retirée {withdrawn, call}}}",
  LeadRestrictionPending:
    "restriction d'attaque ({law}) en attente sur {restricted, seat} : si {offender, seat} est en défense, le déclarant pourra {law, select, 26 {restreindre l'attaque (Code 2007 : 26A, exiger ou interdire la couleur de la déclaration retirée ; 26B, interdire une couleur quelconque)} other {interdire une couleur}} au premier tour d'attaque {restricted, seat, de}",

  // La prise en compte d'une déclaration (9B, 28, 33 ; écrans)
  ScreensRectificationUnsupported:
    "l'étui est joué avec écrans : la rectification du {call, call} {seat, seat, de} (Loi {law}) avec écrans n'est pas prise en charge par le moteur (FFB RNC Annexe IV) ; l'arbitre statue lui-même",
  CalledOverCallOutOfRotation:
    "{seat, seat} a déclaré après le {call, call} hors tour {offender, seat, de} : voulait-il l'accepter (29A, répondre « accept ») ou déclarer à son propre tour (28B, répondre « own-turn ») ?",
  CallWhileRectificationPending:
    "{seat, seat} a déclaré {call, call} alors que la rectification {irregularity, select, change_of_call {du changement de déclaration} other {du {irregular, call}}} {offender, seat, de} était en attente : la déclaration est annulée (répondre « cancel » ; la Loi 16C s'y applique)",
  FurtherCallCancelled: "le {call, call} {seat, seat, de} est annulé",
  SimultaneousCallsReordered:
    "le {call, call} {seat, seat, de}, fait en même temps que le {afterCall, call} {after, seat, de}, est réputé le suivre (Loi 33)",
  SimultaneousCall:
    "le {call, call} {seat, seat, de} a été fait en même temps que la déclaration précédente : il est réputé la suivre (Loi 33)",
  RepeatRequired:
    "{seat, seat} doit répéter {required, call} ({law}) : {call, call} est annulé ; {seat, seat} déclare à nouveau",

  // Loi 15 (17D dans le Code 2007)
  WrongBoardNotCalled:
    "{seat, seat} a en main les cartes d'un autre étui mais n'a pas déclaré : il reprend sa propre main",
  WrongBoardCallsCancelled:
    "{seat, seat} a déclaré avec les cartes d'un autre étui : son {call, call} et toutes les déclarations suivantes sont annulés",
  WrongBoardAdjustedScore:
    "{partner, seat} a déclaré depuis la déclaration {seat, seat, de} faite avec les mauvaises cartes : l'arbitre attribue une marque ajustée ({law}, 12C2) ; l'enregistrer par ScoreAdjusted",
  WrongBoardLaterCallReview:
    "si {seat, seat} déclare plus tard sur l'autre étui, sa déclaration diffère-t-elle du {call, call} annulé ?",
  WrongBoardCallsAgain:
    "{seat, seat} reprend sa propre main et déclare à nouveau ; les annonces reprennent à partir de là",

  // Loi 17
  NoRectificationHandsReturned:
    "les mains ont été remises dans l'étui avant que l'attention soit attirée sur le passe hors tour : aucune rectification n'est possible (17D2) ; les passes des positions {restored, list} sont maintenus et la donne est passée",
  DeprivedOfTurn:
    "{seat, seat} a été privé de son tour de parole par un passe hors tour : les annonces reviennent à {seat, seat} ; les passes des positions {cancelled, list} sont annulés",
  AuctionPeriodOver:
    "la période des annonces est terminée ({law, select, 17D1 {l'entame est retournée face visible} other {les mains sont remises dans l'étui}}) : aucune déclaration ne peut plus être changée après l'information erronée (21B1(a)) ; l'arbitre peut ajuster la marque à la fin du jeu (21B3)",

  // Lois 20F, 21
  CallAlerted: "{seat, seat} alerte {of, madeCall}",
  CallExplained: "{seat, seat} explique {of, madeCall} : {words}",
  OwnExplanationCorrected:
    "{seat, seat} rectifie son explication {of, madeCall, de} : {words} (20F4(a) ; l'arbitre applique 21B, 20F4(b))",
  PartnerExplanationCorrectedInAuction:
    "{seat, seat} rectifie pendant les annonces l'explication {of, madeCall, de} donnée par son partenaire : {words} ; la Loi 20F5(a) l'interdit, et ce que cela apprend à son partenaire est pour lui une information non autorisée (16B)",
  PartnerExplanationMistaken:
    "{seat, seat} indique aux adversaires que l'explication {of, madeCall, de} donnée par son partenaire était erronée : {words} (20F5(b){defender, select, true {(i) : un joueur de la défense le fait à la fin du jeu} other {(ii) : le déclarant ou le mort, après le passe final}})",
  MisinformationReview: "information erronée sur {of, madeCall}",
  CouldCallsBeInfluenced:
    "les déclarations {misinformed, select, NS {de Nord-Sud} other {d'Est-Ouest}} ({calls, madeCalls, at}) ont-elles pu être influencées par l'information erronée sur {of, madeCall} ? L'arbitre présume une explication erronée plutôt qu'une déclaration erronée (21B1(b)). Répondre par la position de la déclaration que son auteur peut changer (21B1(a), son partenaire n'ayant pas déclaré depuis), « none » (aucun changement ; 21B3 à la fin du jeu) ou « mistaken-call » (preuve d'une déclaration erronée : pas d'information erronée)",
  MistakenCallFound:
    "l'arbitre constate une déclaration erronée et non une explication erronée : il n'y a pas eu d'information erronée ; aucune déclaration n'est changée et il n'y a rien à ajuster selon 21B3",
  NoChangeAllowed:
    "l'arbitre n'autorise pas de changement de déclaration : les déclarations sont maintenues ; il peut ajuster la marque à la fin du jeu (21B3)",
  ChangeAllowed:
    "{seat, seat} peut changer son {call, call} sans autre rectification pour son camp{reopens, select, true { : s'il le fait, les annonces sont rouvertes} other {}}",
  MayChangeCall:
    "{seat, seat} peut changer son {call, call} sans autre rectification pour son camp (faire le changement par CallChanged), ou le maintenir",
  MayChangeInTurn:
    "{seat, seat} peut, à son tour, changer son {call, call} (21B2 : faire le changement par CallChanged ; la Loi 16C s'applique à la déclaration retirée), ou le maintenir",
  CallChangedAfterMisinformation: "{seat, seat} change {withdrawn, call} en {call, call} ({law})",
  KeepsCall: "{seat, seat} maintient son {call, call}",
  ChangesCall: "{seat, seat} change son {call, call} : sa nouvelle déclaration suit",

  // Loi 22
  PassedOut: "donne passée : les mains sont remises dans l'étui, sans redonne",
  AuctionOver:
    "les annonces sont terminées : contrat {bid, call}{doubling} joué par {declarer, seat} (premier de son camp à avoir nommé la dénomination), le mort est {dummy, seat}",
  ExposedCardPenaltyCard:
    "{card, card} exposée par {seat, seat}, joueur de la défense, devient une carte pénalisée (Lois 50, 51)",
  ExposedCardReturned: "{card, card} exposée par {seat, seat} retourne dans sa main",
  AuctionReopened:
    "les annonces ne sont plus terminées : {seat, seat} déclare{obligationsStand, select, true { ; les obligations de passer sont maintenues} other {}}",

  // Loi 23
  IsReplacementComparable:
    "le {call, call} {seat, seat, de} est-il comparable à la déclaration retirée {withdrawn, call} (23A1 sens identique ou similaire, 23A2 sous-ensemble de ses sens, 23A3 même objectif) ? ({under})",
  ComparableCall:
    "{call, call} est comparable à la déclaration retirée {withdrawn, call} ({law}) : pas d'autre rectification (23B, 26A)",

  // Loi 24 (16D1 avant la première déclaration)
  CardExposedBeforeAuction:
    "{seat, seat} a exposé {card, card} avant la première déclaration : information étrangère (16D1), pas la Loi 24",
  MayBoardBePlayed:
    "{seat, seat} a exposé {card, card} avant la première déclaration : la donne peut-elle être jouée normalement (répondre « play »), ou faut-il la redistribuer ou attribuer une marque ajustée artificielle (« cancel ») ? (16D2)",
  CardAlsoExposed: "{seat, seat} expose aussi {card, card} (même incident)",
  CardExposedDuringAuction:
    "{seat, seat} expose {card, card}{led, select, true { (attaquée)} other {}} pendant les annonces : elle reste face visible jusqu'à la fin des annonces",
  CouldPartnerSeeCard:
    "{partner, seat} a-t-il pu voir la face de la carte {card, card} {seat, seat, de}{led, select, true { (attaquée prématurément)} other {}} ? (Loi 24)",
  CardNotSeen: "{seat, seat} n'a pas pu voir la carte : la Loi 24 ne s'applique pas",
  SingleLowCardExposed:
    "une seule carte inférieure à un honneur, non attaquée : pas d'autre rectification (carte pénalisée si {seat, seat} est en défense, 24E)",

  // Loi 25
  PartnerCalledSince: "{seat, seat} a déclaré depuis : {call, call} ne peut pas être remplacé selon 25A",
  ChangeOfCall: "{seat, seat} change {first, call} en {call, call}",
  WasCallUnintended:
    "{edition, select, 2007 {le {call, call} {seat, seat, de} était-il un lapsus, corrigé sans temps de réflexion (2007 25A) ?} other {le {call, call} {seat, seat, de} était-il involontaire : une erreur mécanique ou un lapsus, et non un changement d'avis (25A1, 25A2) ?}}",
  MayAcceptSubstitute:
    "{seat, seat} peut accepter la déclaration de remplacement {call, call} {offender, seat, de} (25B1) ; sinon elle est annulée et la première déclaration est maintenue (25B2)",
  FirstCallIntended: "la première déclaration {seat, seat, de} était voulue : la Loi 25B s'applique",
  UnintendedCallReplaced: "le {first, call} involontaire {seat, seat, de} est remplacé par {call, call}",
  MayWithdrawCallOver: "{seat, seat} peut retirer la déclaration qu'il a faite après {call, call} (25A6)",
  LhoKeepsCall: "l'adversaire de gauche maintient sa déclaration",
  LhoWithdrawsCall: "{seat, seat} retire sa déclaration faite après la déclaration changée",
  SubstituteAccepted:
    "{seat, seat} accepte {call, call}{byCalling, select, true { en déclarant après elle} other {}} : {first, call} est retiré",
  SubstituteCancelled: "{call, call} est annulé ; {first, call} est maintenu",
  ComparableForLeadRestriction:
    "le {call, call} {seat, seat, de} est-il comparable à la déclaration retirée {withdrawn, call} ? (26A : si oui, pas de restriction d'attaque)",
  DoesLaw26Apply:
    "la Loi 26 s'applique-t-elle à la déclaration {under, select, 25B1 {retirée} other {annulée}} {withdrawn, call} {seat, seat, de} ({under}, Code 2007 : le Code ne le dit pas) ? Répondre « applies » (une pénalité d'attaque à la première entame de son partenaire s'il est en défense) ou « does-not-apply »",

  // Loi 26
  LeadRestrictionActive:
    "restriction d'attaque en vigueur ({law}) : au premier tour d'attaque {restricted, seat, de}, le déclarant peut {law, select, 26A {exiger ou interdire l'attaque dans la couleur de la déclaration retirée} other {interdire une couleur{specified, select, unknown { non spécifiée par {offender, seat}} none { (n'importe quelle couleur)} other {}}}}",
  WhichSuitsSpecified:
    "quelles couleurs {seat, seat} a-t-il spécifiées pendant les annonces légales ({law}) ? Répondre par les couleurs, par exemple « C,D », ou « none »",
  SuitsSpecified: "couleurs spécifiées par le joueur fautif pendant les annonces légales : {suits, suits}",
  NoSuitSpecified: "couleurs spécifiées par le joueur fautif pendant les annonces légales : aucune",
  EverySuitSpecified:
    "{offender, seat} a spécifié toutes les couleurs pendant les annonces légales : le déclarant ne peut interdire aucune couleur, il n'y a donc pas de restriction d'attaque sur {restricted, seat} (WBFLC Ex 22) ; l'information de la déclaration retirée reste non autorisée pour son camp (16C)",

  WithdrawnSuitSpecified:
    "{offender, seat} a spécifié {suits, suits} pendant les annonces légales, la couleur de sa déclaration retirée : pas de pénalité d'attaque pour {restricted, seat} ({law}) ; l'information de la déclaration retirée reste non autorisée pour son camp",

  // Loi 27 (18D)
  MayAcceptInsufficientBid:
    "{seat, seat} peut accepter l'enchère insuffisante de {call, call} {offender, seat, de} ({law}) ; déclarer après elle vaut acceptation",
  InsufficientBid: "le {call, call} {seat, seat, de} est une enchère insuffisante après {over, call}",
  InsufficientBidAccepted:
    "{seat, seat} accepte l'enchère insuffisante de {call, call}{byCalling, select, true { en déclarant après elle} other {}} : elle est maintenue comme légale",
  InsufficientBidRefused:
    "{second, select, true {{seat, seat} n'accepte pas la seconde enchère insuffisante de {call, call} : elle est annulée et traitée selon 27B3 ({partner, seat} doit passer pendant toute la durée des annonces) ; {offender, seat} doit la remplacer} other {{seat, seat} n'accepte pas {call, call} : {offender, seat} doit le remplacer par une déclaration légale}}",
  PrematureReplacement:
    "{seat, seat} remplace {insufficient, call} par {call, call} avant {lho, seat, que} ait fait son choix : si {insufficient, call} n'est pas accepté, {call, call} est maintenu s'il est légal",
  DoubleReplacementCancelled:
    "le {call, call} {seat, seat, de} est annulé : il doit remplacer l'enchère insuffisante par une enchère suffisante ou par Passe",
  IsReplacementLowestOrComparable: LOWEST_OR_COMPARABLE,
  InsufficientBidReplaced:
    "{call, call} remplace {withdrawn, call} selon {law} : les annonces continuent sans autre rectification",

  // Loi 28
  PassDeemedMade:
    "{seat, seat} doit passer : son passe est considéré comme fait et la déclaration {caller, seat, de} est faite à son tour",
  OutOfRotationCancelledByTurn:
    "{seat, seat} déclare à son tour : le {call, call} hors tour {offender, seat, de} est annulé, le droit à rectification est perdu (16C2 pour {partner, seat})",

  // Loi 29 (17D3)
  MayAcceptOutOfRotation:
    "{seat, seat} peut accepter le {call, call} hors tour {offender, seat, de} (29A), en le choisissant ou en déclarant ; sinon il est annulé (29B)",
  CallOutOfRotation:
    "le {call, call} {seat, seat, de} est hors tour : c'était le tour {turn, seat, de} (Loi {under})",
  PassWouldEndAuction:
    "le passe hors tour {seat, seat, de} terminerait les annonces alors {deprived, seat, que} n'a pas déclaré : il est annulé ; {deprived, seat} déclare (17D3 : pas d'autre rectification)",
  PassAfterPassOutOfRotation:
    "{seat, seat} a passé à son tour après le passe {after, seat, de}, l'acceptant ainsi : il n'est pas fautif (WBFLC Ex 15 ; 16C1 : son passe n'est pas une information non autorisée) ; le passe est annulé, comme tout passe fait après {deprived, seat, que} a perdu son tour ; {deprived, seat} déclare",
  OutOfRotationAccepted:
    "{seat, seat} accepte le {call, call} {offender, seat, de}{byCalling, select, true { en déclarant} other {}} : il est maintenu, et les annonces continuent à partir {seat, seat, de}",
  OutOfRotationCancelled:
    "le {call, call} {seat, seat, de} est annulé ; les annonces reviennent à {turn, seat}",

  // Lois 31, 32
  RepeatIfRhoPasses:
    "si {rho, seat} passe, {seat, seat} doit répéter {call, call} ({law}1) ; s'il fait une enchère, contre ou surcontre, {seat, seat} peut faire n'importe quelle déclaration légale ({law}2)",
  PartnerCallsFreely:
    "{partner, seat} peut déclarer librement (la Loi 16C2 s'applique) ; {offender, seat} peut faire n'importe quelle déclaration légale à son tour, traitée comme en {ruledAs}",
  RhoPassedMustRepeat: "{rho, seat} a passé : {seat, seat} doit répéter {call, call} ({law})",
  AnyCallDenomination2007:
    "{seat, seat} peut faire n'importe quelle déclaration légale : s'il répète la dénomination, son partenaire passe une fois ; sinon pendant toute la durée des annonces (2007 31A2)",
  RhoActed:
    "{seat, seat} a agi : {offender, seat} peut faire n'importe quelle déclaration légale, comparable (pas de rectification) ou non (son partenaire passe à son prochain tour de parole)",
  MustPassDenominationRepeated:
    "{seat, seat} doit passer à son prochain tour de parole (2007 {law} : dénomination répétée)",

  // Loi 36 (35A)
  InadmissibleDoubleOutOfRotation:
    "le {call, call} hors tour {seat, seat, de} n'est pas permis par la Loi 19 : annulé, il ne peut jamais être accepté ; les annonces reviennent à {turn, seat}",
  InadmissibleDouble: "le {call, call} {seat, seat, de} n'est pas permis par la Loi 19 (Loi 36)",
  RectifyInadmissibleDouble:
    "le {call, call} {seat, seat, de} n'est pas permis par la Loi 19 : rectifier selon 36B (répondre « 36B », ou attirer l'attention) ; si {lho, seat} déclare d'abord, la Loi 36A s'applique",
  InadmissibleDoubleCancelled:
    "le {call, call} {seat, seat, de} est annulé ; il doit le remplacer par une déclaration légale (36B2)",
  InadmissibleDoubleAndLaterCallsCancelled:
    "{seat, seat} a déclaré avant la rectification : le {call, call} {offender, seat, de} et les déclarations suivantes sont annulés ; les annonces reviennent à {turn, seat} comme s'il n'y avait pas eu d'irrégularité",

  // Loi 37 (35B)
  ViolatesObligationToPass:
    "{seat, seat} est obligé de passer : son {call, call} viole cette obligation (Loi 37)",
  RectifyViolatedObligation:
    "le {call, call} {seat, seat, de} viole une obligation de passer : rectifier selon 37B (répondre « 37B », ou attirer l'attention) ; si {lho, seat} déclare d'abord, la Loi 37A s'applique",
  ViolationStands:
    "{seat, seat} a déclaré avant la rectification : le {call, call} {offender, seat, de} est maintenu (37A)",
  CallReplacedByPass: "le {call, call} {seat, seat, de} est annulé et remplacé par Passe",

  // Loi 38 (35C)
  BidAboveSeven: "le {call, call} {seat, seat, de} est une enchère au-dessus du palier de 7 (Loi 38)",
  RectifyBidAboveSeven:
    "le {call, call} {seat, seat, de} est une enchère au-dessus du palier de 7 : rectifier selon la Loi 38 (répondre « 38 », ou attirer l'attention)",
  CallsReplacedByPass:
    "le {call, call} {seat, seat, de} est annulé avec le {lhoCall, call} {lho, seat, de} et remplacé par Passe",
  LhoCalledAfterBidAboveSeven:
    "{seat, seat} a déclaré après l'enchère au-dessus du palier de 7 : pas de restriction d'attaque, pas d'examen selon 72C (38D)",

  // Loi 39
  CallAfterFinalPass:
    "le {call, call} {seat, seat, de} après le passe final est annulé (39A) ; pas d'autre rectification (39B)",
  CallAfterFinalPassRestrictsLead:
    "le {call, call} {seat, seat, de} après le passe final est annulé (39A) ; au premier tour d'attaque {restricted, seat, de}, le déclarant peut interdire une couleur non spécifiée par {seat, seat} (39C)",

  // Refus
  AuctionWaitsForRuling:
    "les annonces attendent la décision de l'arbitre selon la Loi {law} (position {about})",
  NoCallToChange: "{seat, seat} n'a pas de déclaration à changer",
  AuctionAnswerNotListed: "la réponse doit être l'une de : {answers, list}",
  ChangeNotLegalInPlace:
    "{law} : {seat, seat} ne peut changer son {withdrawn, call} (position {withdrawnAt}) que pour une déclaration légale à cette place : {call, call} {because, select, above_seven {est une enchère au-dessus du palier de 7 (38)} inadmissible_double {est un contre ou un surcontre que la Loi 19 n'y permet pas (36)} violates_pass {n'est pas un passe, et il doit passer pendant toute la durée des annonces (37)} other {est insuffisant après {over, call} (27)}}",
  SuitsSpecifiedAnswerExpected:
    "la réponse doit énumérer des couleurs (S, H, D, C) séparées par des virgules, ou « none »",
};
