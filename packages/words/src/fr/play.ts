import type { PlayConsequence } from "@bridgelaw/play";
import type { Messages } from "../catalog.ts";

/**
 * `text` quand le champ facultatif a l'une des valeurs (un siège, une couleur, un numéro de levée), sinon
 * rien : un `select` ICU sur l'ensemble fermé des valeurs du champ (un champ absent choisit `other`).
 */
const given = (field: string, values: readonly (string | number)[], text: string): string =>
  `{${field}, select, ${values.map((v) => `${v} {${text}}`).join(" ")} other {}}`;
const SEATS = ["N", "E", "S", "W"] as const;
const SUITS = ["S", "H", "D", "C"] as const;
const TRICKS = Array.from({ length: 13 }, (_, i) => i + 1);

/** Pourquoi une carte est soumise à l'arbitre (la note et la question le disent de même). */
const REFERRAL =
  "{why, select, supply_first {{other, seat} doit d'abord fournir sa carte à la levée {trick}}" +
  " not_in_progress {une carte jouée à la levée {trick}, qui n'est pas en cours}" +
  " awaiting_ruling {jouée pendant que l'arbitre détermine si le joueur qui devait attaquer a fourni ou attaqué (53B)}" +
  " after_play {une carte jouée après la treizième levée}" +
  " during_correction {une carte hors tour pendant {other, seat, que} corrige son jeu}" +
  " revoke_to_correct {une deuxième carte dans la levée {trick}, où il a renoncé : l'attention attirée sur sa renonce en amène la rectification (Loi {law}) ; la Loi 45E ne vise qu'une deuxième carte après une carte légale}" +
  ` other {jouée alors que le choix {chooser, seat, de} selon {under}${given("alsoChooser", SEATS, " et le choix {alsoChooser, seat, de} selon {alsoUnder}")} est en attente}}`;

/** Ce qui suit « … », quand la question n'est pas permise. */
const CLOSED =
  " ; ce que la question transmet peut être une information non autorisée pour son partenaire (16B)";

const ADJUSTED_SCORE = "attribuer une marque ajustée (levées : celles du camp du déclarant)";

/** Une carte que le joueur n'a pas (ou plus : déjà jouée), avec la Loi qui le dit quand il y en a une. */
export const CARD_NOT_HELD =
  "{played, select, true {{card, card} a déjà été jouée} other {{law, select, 45C {45C : } other {}}{seat, seat} n'a pas {card, card}{law, select, 24 { : un joueur n'expose qu'une carte de sa propre main (24)} 13 { : elle ne peut pas être déplacée (Loi 13)} other {}}}}";

/** Les conséquences du jeu de la carte en français (Lois 41 à 67, et la part du jeu des Lois 10, 14, 26). */
export const PLAY: Messages<PlayConsequence> = {
  // refus
  CardNotHeld: CARD_NOT_HELD,
  CardAlreadyPlayed: "{card, card} a déjà été jouée",
  DesignationNotFromDummy:
    "{law} : une désignation porte sur une carte du mort ({dummy, seat}), pas {seat, seat, de}",
  SubstituteNotWithdrawable:
    "{law} : {seat, seat} ne peut pas reprendre de lui-même {card, card} jouée à la place d'une carte pénalisée (l'attention attirée sur elle entraîne 52B)",
  NotDummy: "{law} : {seat, seat} n'est pas le mort",
  PlayOptionNotOpen: "aucune option « {option} » de la Loi {law} n'est ouverte à {seat, seat}",
  NoLeadToWarnAbout:
    "{law} : l'avertissement du mort porte sur l'attaque du déclarant dans une nouvelle levée, avant qu'elle soit faite ; il n'y en a pas maintenant",
  NotDeclarersHand: "{law} : « {option} » n'est pas l'une des mains du déclarant",
  OnlyDummyDesignationChanged:
    "{law} : seule la désignation d'une carte du mort par le déclarant peut être changée (la carte est celle {seat, seat, de})",
  CorrectionInProgress: "{law} : une autre correction est en cours",
  CardNotPlayed:
    "{law} : {seat, seat} n'a pas joué {card, card}{where, select, trick { dans la levée} quitted_trick { dans une levée retournée} other {}}",
  TooLateToChange:
    "{law} : trop tard pour changer la désignation de {card, card} : {since, select, declarer {le déclarant a joué une carte depuis} other {le partenaire a joué une carte depuis}}",
  NoLongerWithdrawable: "{law} : {card, card} ne peut plus être reprise",
  AmongWithoutAny: "{law} : « among » va avec « any » (le déclarant a dit « jouez l'une de celles-ci »)",
  IntentionNotLegal:
    "{law} : l'intention évidente du déclarant doit porter sur deux cartes légales du mort ou plus ({cards, cards})",
  NoTrickInProgress: "{law} : aucune levée n'est en cours",
  EmptyDesignation:
    "{law} : une désignation nomme une couleur, un rang, ou dit haute, basse, gagnante ou n'importe laquelle",
  NotInTrickInProgress: "{law} : {card, card} {seat, seat, de} n'est pas une carte de la levée en cours",
  TooLateToRetract:
    "{law} : une carte a été jouée depuis dans la levée ; trop tard pour reprendre {card, card} (47E2(b) : l'arbitre peut ajuster la marque)",
  NotFacedTogether:
    "{law} : {card, card} {seat, seat, de} n'a pas été retournée en même temps qu'une carte qu'il a attaquée ou jouée : l'enregistrer sans « together »",
  AskedHimself: "{law} : {seat, seat} ne peut pas s'interroger lui-même sur une renonce",
  TrickNotComplete:
    "{law} : la levée {trick} n'est pas complète : une carte est retournée une fois sa levée complète",
  NoCardInTrick: "{law} : {seat, seat} n'a pas de carte dans la levée {trick}",
  NoCardTurnedAt: "{law} : aucune carte n'a été retournée en position {at}",
  NotMisoriented:
    "{law} : la carte {seat, seat, de} de la levée {trick} est orientée comme l'exige 65B : rien à signaler",
  TrickNotPlayed:
    "{law} : la levée {trick} n'a pas été {completed, plural, =0 {jouée (aucune levée n'est complète)} one {complétée (# l'est)} other {complétée (# le sont)}}",
  AlreadyHeld: "{law} : {seat, seat} a déjà {card, card}",

  // entrées du journal, options et questions
  DummyFaced: "entame {card, card} : le mort ({dummy, seat}) est étalé",
  TrickWon: "levée {trick} remportée par {winner, seat}",
  PlayEnded:
    "fin du jeu : NS {ns, plural, one {# levée} other {# levées}}, EO {ew, plural, one {# levée} other {# levées}}",
  CardReferred: `{seat, seat} {card, card} : ${REFERRAL} ; soumis à l'arbitre`,
  ReferredCardQuestion: `{card, card} {seat, seat, de} en position {position} : ${REFERRAL}. Statuer selon la Loi {law} (la carte n'est pas considérée comme jouée)`,
  DeclarerCardBack:
    "{card, card} jouée par le déclarant depuis {seat, seat} avant que la levée {trick} soit complète retourne dans la main (pas de rectification pour le déclarant)",
  DeclarerPlayedBeforeTurn:
    "le déclarant a joué {card, card} depuis {seat, seat} avant son tour : c'est une carte jouée (57C3)",
  CardNotNamed:
    "{seat, seat} a placé {card, card}, que le déclarant n'a pas nommée (il a nommé {named, card})",
  PlayedBeforeDesignation: "{seat, seat} a joué {card, card} avant la désignation du déclarant",
  DeclarerPlayedOn:
    "le déclarant a continué à jouer : il doit accepter la carte jouée à la place de la carte pénalisée",
  PlayGoesOn: "le jeu continue : {seat, seat} garde {card, card}",
  NextTrickLedAgain:
    "{seat, seat} attaque maintenant dans la levée {trick} : les cartes qui y ont été jouées sont reprises",
  PenaltyCardsLapse: "le jeu est terminé : {cards, cards} ne sont plus des cartes pénalisées",
  RevokeCommitted:
    "{seat, seat} {kind, select, follow_suit {n'a pas fourni alors qu'il le pouvait} penalty_card {n'a pas joué une carte pénalisée quand il le devait (Loi 52)} dummy {(le mort) n'a pas fourni alors qu'il le pouvait} other {n'a pas attaqué ou joué comme une rectification l'exigeait}} : renonce (rectifiée seulement une fois l'attention attirée, Loi 63)",
  DesignationComesTo: "la désignation du déclarant correspond à {card, card}",
  PenaltyCardClassified:
    "l'arbitre classe la carte pénalisée comme {kind, select, major {principale} minor {secondaire} other {{kind}}}",
  TricksAdjusted:
    "résultat ajusté : le camp du déclarant est crédité de {tricks, plural, one {# levée} other {# levées}} (remplace {replaces, select, automatic_adjustment {le transfert automatique} other {le résultat du jeu}})",
  DummySeesDummyFollows: "le mort ({dummy, seat}) voit que le mort fournit",
  AttentionAlreadyDrawn:
    "l'attention a déjà été attirée sur la renonce {offender, seat, de} à la levée {trick}",
  AttentionToRevoke:
    "l'attention est attirée sur la renonce {offender, seat, de} à la levée {trick} ({card, card}), {status, select, committed {commise} corrected {corrigée} established {consommée} rectified {rectifiée} other {{status}}}",
  Trick12RevokeToCorrect:
    "une renonce à la levée 12 est corrigée même consommée, avant que les mains soient remises dans l'étui (à la fin du jeu)",
  RevokeStands:
    "la renonce est consommée : la levée {trick} reste telle qu'elle a été jouée ; la Loi 64 s'applique à la fin du jeu",
  RevokeCorrectedNoPenalty:
    "le mort, ayant perdu ses droits, a attiré l'attention le premier : la renonce est corrigée sans carte pénalisée (son information est autorisée pour les deux camps)",
  RevokeAsIfEstablished:
    "le mort, ayant perdu ses droits, a posé la question le premier : la renonce {offender, seat, de} ({card, card}) est corrigée et la Loi 64 s'applique comme si elle était consommée (levées gagnées à partir de sa question)",
  DirectorSummonedNoReview: `l'arbitre est appelé${given("by", SEATS, " par {by, seat}")} : aucune rectification appliquée par les joueurs à examiner`,
  RectificationsToReview: `l'arbitre est appelé${given("by", SEATS, " par {by, seat}")} : il peut confirmer, modifier ou annuler les rectifications appliquées par les joueurs ({cards, cards} comme cartes pénalisées)`,
  PenaltyCardToReview:
    "les joueurs ont traité {card, card} {seat, seat, de} comme carte pénalisée {kind, select, major {principale} minor {secondaire} other {{kind}}} (Loi {under}) avant l'arrivée de l'arbitre : la confirmer, l'annuler (la carte retourne dans la main) ou en changer la catégorie (10B)",
  PenaltyCardGone: "la carte pénalisée de la position {at} n'est plus sur la table",
  PenaltyCardCancelled:
    "l'arbitre annule la rectification : {card, card} {seat, seat, de} n'est pas une carte pénalisée et retourne dans sa main",
  PenaltyCardReclassified:
    "l'arbitre modifie la rectification : {card, card} {seat, seat, de} est une carte pénalisée {kind, select, major {principale} minor {secondaire} other {{kind}}}",
  PenaltyCardConfirmed:
    "l'arbitre confirme {card, card} {seat, seat, de} comme carte pénalisée {kind, select, major {principale} minor {secondaire} other {{kind}}}",
  MissingCardRestored:
    "{card, card} est remise dans la main {seat, seat, de} et est réputée lui avoir appartenu depuis le début",
  RevokeWithRestoredCard:
    "{seat, seat} avait {card, card} quand il n'a pas fourni à la levée {trick} ({played, card}) : une renonce{established, select, true {, consommée (63A1)} other {}}",
  NoLeadRestriction:
    "{offender, seat} a spécifié toutes les couleurs pendant les annonces légales : pas de restriction d'attaque sur {leader, seat} (la Loi 16C s'applique toujours)",
  LeadRestrictionOffered:
    "première attaque {leader, seat, de} après la déclaration retirée {offender, seat, de} ({law}) : le déclarant peut interdire l'attaque d'une couleur non spécifiée légalement par le joueur fautif (aussi longtemps qu'il garde la main), ou n'imposer aucune restriction",
  LeadRequirementOffered:
    "première attaque {leader, seat, de} après la déclaration retirée {offender, seat, de} ({law}) : le déclarant peut exiger ou interdire l'attaque à {mayRequire, suits, or} (la couleur de la déclaration retirée ; l'interdiction dure aussi longtemps que l'entameur garde la main), ou n'imposer aucune restriction",
  NoLeadRestrictionMade: "le déclarant n'impose aucune restriction d'attaque à {leader, seat}",
  LeadRestricted:
    "le déclarant {verb, select, require {exige {leader, seat, que} attaque} other {interdit à {leader, seat} d'attaquer}} à {suit, suit}{verb, select, forbid { aussi longtemps qu'il garde la main} other {}}",
  LeadRestrictionLapses:
    "{offender, seat} a spécifié toutes les couleurs pendant les annonces légales : la restriction d'attaque sur {restricted, seat} tombe (WBFLC Ex 22 ; la Loi 16C s'applique toujours)",
  FaceDownLeadReturned:
    "l'entame face cachée de {card, card} faite hors tour par {seat, seat} retourne dans sa main (ce n'est pas une carte pénalisée) ; {leader, seat} entame",
  QuestionAfterAuction:
    "{seat, seat} demande {what, select, review {un rappel des annonces} explanation {l'explication d'une déclaration adverse} other {quel est le contrat}} : " +
    "{answer, select," +
    ` dummy_no_right {le mort n'en a pas le droit (41B : pas le mort présumé ; 42A1 seulement les faits et la loi)${CLOSED}}` +
    " reviewable_until_faced {les annonces peuvent être rappelées jusqu'à ce que l'entame soit retournée}" +
    " until_faced {possible jusqu'à ce que l'entame soit retournée}" +
    " at_turn_to_lead {à son tour d'entamer}" +
    ` not_opening_leader {le partenaire de l'entameur et le déclarant peuvent le demander, pas l'entameur une fois qu'il a entamé${CLOSED}}` +
    " contract_told {on lui indique le contrat et s'il a été contré ou surcontré, mais pas par qui}" +
    ` only_at_own_turn {seulement à son propre tour de jouer${CLOSED}}` +
    " first_turn {à son premier tour de jouer, avant d'avoir joué}" +
    ` review_over {les annonces ne peuvent plus être rappelées une fois qu'il a joué ; à son tour il peut demander le contrat (41C) ou l'explication d'une déclaration précise (20F)${CLOSED}}` +
    " either_hand {à son tour, de sa main ou du mort (41B note)}" +
    " other {à son tour ; la réponse est autorisée pour lui, sa question peut être une information non autorisée pour son partenaire (16B)}}",
  DummyBreach:
    "le mort ({dummy, seat}) a enfreint {clause} : il est passible d'une pénalité de procédure (Loi 90)",
  DummyTookPartQuestion:
    "le mort a participé au jeu : à la fin du jeu, a-t-il suggéré au déclarant un jeu qui a lésé la défense ? Si oui, attribuer une marque ajustée (WBFLC : pas si le déclarant n'avait pas d'alternative logique)",
  DummyForfeitedRights: "le mort a perdu ses droits (43B2) : voir 43B2(a), 43B2(b) et 43B3",
  DummyDrewAttention:
    "le mort ({dummy, seat}) ne peut pas attirer l'attention sur une irrégularité pendant le jeu (42B3) : une pénalité de procédure est possible (43B1) ; l'irrégularité est rectifiée",
  ForfeitedDummyQuestion:
    "le mort, ayant perdu ses droits, a attiré l'attention sur l'irrégularité de la défense : à la fin du jeu, {edition, select, 2007 {ajuster selon 12B1 si la défense en a tiré avantage} other {la défense en a-t-elle tiré avantage ? Si oui, n'ajuster que la marque de la défense (le camp du déclarant garde le résultat de la table)}}",
  NoRectificationForfeitedDummy:
    "pas de rectification (le mort, ayant perdu ses droits, a attiré l'attention sur l'irrégularité)",
  PickedUpForfeitedDummy:
    "pas de rectification (le mort, ayant perdu ses droits, a attiré l'attention sur l'irrégularité) : {cards, cards} reprises",
  DummyWarnsWrongHand:
    "le mort ({dummy, seat}) avertit le déclarant de ne pas attaquer de la mauvaise main : il peut essayer d'empêcher une irrégularité (42B2) ; {leader, seat} attaque",
  WrongHandChoice:
    "le mort, ayant perdu ses droits (43B2), a averti le déclarant de ne pas attaquer de la mauvaise main : l'un ou l'autre joueur de la défense choisit la main d'où le déclarant attaque (c'était à {leader, seat} d'attaquer)",
  HandChosen:
    "{seat, seat} choisit que le déclarant attaque {hand, seat, de} ; le choix {next, seat, de} prévaut s'il diffère (la Loi est muette : par analogie avec la Loi 55A)",
  DeclarerLeadsFrom: `le déclarant attaque {hand, seat, de}${given("was", SEATS, " (pas {was, seat, de})")}, comme {chooser, seat} l'a choisi`,
  MisplacedCardTooLate:
    "trop tard pour reprendre la carte (pas de 45D2 dans le Code 2007) : l'arbitre statue",
  MisplacedCardQuestion:
    "{card, card} du mort (le déclarant avait nommé {named, card}) a été découverte après que les deux camps ont joué dans la levée suivante : statuer (Lois 12, 84D selon le Code 2007)",
  MisplacedCardStands:
    "trop tard pour corriger {card, card} du mort : le jeu est maintenu{lead, select, true { ; ne pas y fournir est une renonce (déclarant : 64A ; joueur de la défense : 64C1)} other { ; si le mort a ainsi renoncé, 64B3 et 64C}}",
  AttentionAfterCorrection:
    "une autre correction est en cours : l'attention sur la carte du mort devra être attirée à nouveau ensuite",
  NamedCardPlayedInstead:
    "{card, card} du mort est reprise : {named, card}, la carte nommée par le déclarant, est jouée à sa place",
  MisplacedCardWithdrawn: "{card, card} du mort est reprise : la carte nommée par le déclarant est jouée",
  MisplacedLeadRevoke:
    "{card, card} {offender, seat, de} à la levée {trick} est une renonce {status, select, committed {commise} established {consommée} other {{status}}} : la Loi 64 s'applique à la fin du jeu ({by, select, dummy {64B3, 64C} defender {64C1 seulement} other {64A}})",
  DesignationChanged:
    "{card, card} {seat, seat, de} est changée (une désignation involontaire) : reprise sans rectification (47C)",
  VoidDesignation:
    "le déclarant a désigné {designated, select, card {{card, card}} high {la plus haute à {suit, suit}} low {la plus basse à {suit, suit}} suit {une carte à {suit, suit}} other {un {rank, select, A {As} K {Roi} Q {Dame} J {Valet} T {10} other {{rank}}}}}, que le mort n'a pas : nulle ; le déclarant désigne à nouveau",
  PlayAnything:
    "le déclarant a dit « jouez n'importe quoi » : l'un ou l'autre joueur de la défense désigne la carte du mort (WBFLC : une carte compatible avec l'intention évidente du déclarant, par exemple une petite carte)",
  PlayOneOf:
    "le déclarant voulait {cards, cards, or} et a dit « jouez-en une » : l'un ou l'autre joueur de la défense choisit entre elles (WBFLC Ex 42)",
  HighOrLowWithoutSuit:
    "le déclarant a dit « {word, select, high {haute} low {basse} other {{word}}} » alors que le mort a la main, sans nommer de couleur (la Loi 46B1 ne le dit pas) : quelle carte du mort est jouée ?",
  LowestWinnerQuestion:
    "le déclarant a dit « gagnante »{dummyLast, select, true {, mais aucune carte du mort ne gagne la levée} other { alors que le mort ne joue pas en dernier}} : quelle est la plus petite carte dont on sait qu'elle gagne ?",
  RankNamesTwoCards:
    "le déclarant a nommé {rank, select, A {un As} K {un Roi} Q {une Dame} J {un Valet} T {un 10} other {un {rank}}} et le mort peut légalement jouer {cards, cards, or} : le déclarant précise laquelle (46B3(b))",
  DesignatedFromDummy: "{card, card} est désignée du mort ({law})",
  RetractedWrongTurn:
    "{card, card} {seat, seat, de}, jouée parce qu'un adversaire lui a dit que c'était son tour, est reprise{was, select, pending_lead { sans rectification ; elle ne peut pas être acceptée (16C)} penalty_card { : ce n'est pas une carte pénalisée (16C)} other { sans rectification (16C)}}",
  RetractedMistakenExplanation:
    "{seat, seat} reprend {card, card}, jouée avant qu'une explication erronée soit rectifiée ; il joue à nouveau (16C : information non autorisée pour son camp)",
  TooLateToRetractStands:
    "{card, card} {seat, seat, de}, jouée avant qu'une explication erronée soit rectifiée, ne peut plus être reprise : elle est maintenue",
  MistakenExplanationQuestion: `{seat, seat} a joué {card, card} après une explication erronée et il était trop tard pour la reprendre : aurait-il joué autrement avec l'explication correcte, au profit des adversaires ? Si le camp non fautif a été lésé, ${ADJUSTED_SCORE}`,
  DeclarerCardExposed:
    "{card, card} {seat, seat, de} exposée : le camp du déclarant n'est pas sujet à rectification ; ce n'est pas une carte pénalisée",
  AlreadyPenaltyCard: "{card, card} {seat, seat, de} est déjà une carte pénalisée",
  NoPenaltyCardForDeclarer:
    "{card, card} {seat, seat, de} : aucune carte du déclarant ou du mort ne devient une carte pénalisée",
  PenaltyCard:
    "{card, card} {seat, seat, de} est une carte pénalisée {kind, select, major {principale} minor {secondaire} other {{kind}}} (50B{kind, select, major {2} other {1}}{because, select, two_or_more { : il en a deux ou plus, toutes principales} honour { : un honneur} deliberate { : exposée en jouant délibérément} other {}})",
  PenaltyCardInformation:
    "tant que {card, card} est sur la table, son information est autorisée pour tous les joueurs",
  PenaltyCardGainQuestion: `carte pénalisée {card, card} {seat, seat, de} : à la fin du jeu, le résultat aurait-il pu être différent sans l'aide que le camp fautif a tirée de la ou des cartes pénalisées, au détriment du camp non fautif ? Si oui, ${ADJUSTED_SCORE}`,
  HowExposedQuestion:
    "{card, card} {seat, seat, de} a-t-elle été exposée involontairement (carte pénalisée secondaire, 50B1) ou en jouant délibérément (principale, 50B2) ? Secondaire tant que l'arbitre n'a pas statué",
  PenaltyCardPlayed:
    "{seat, seat} joue sa carte pénalisée {kind, select, major {principale} minor {secondaire} other {{kind}}} {card, card}",
  PenaltyCardOriginUnauthorized:
    "la façon dont {card, card} est devenue carte pénalisée est désormais une information non autorisée pour {partner, seat}",
  PenaltyCardLeadOptions:
    "{leader, seat} a la main et son partenaire {holder, seat} a {law, select, 50D2 {la carte pénalisée principale} other {les cartes pénalisées principales}} {cards, cards} : " +
    "le déclarant peut exiger ou interdire l'attaque {law, select, 51B2 {de l'une de ces couleurs} other {de cette couleur}} " +
    "({law, select, 50D2 {la carte} other {les cartes}} de cette couleur étant alors reprise{law, select, 50D2 {} other {s}} ; une interdiction dure tant {leader, seat, que} garde la main)" +
    "{law, select, 51B2 {{edition, select, 2007 {} other {, ou n'imposer aucune exigence (les cartes restent)}}} other {, ou n'imposer aucune exigence (les cartes restent)}}",
  NoLeadRequirement:
    "le déclarant n'impose aucune exigence : {leader, seat} peut attaquer n'importe quelle carte ; les cartes pénalisées {holder, seat, de} restent sur la table",
  PenaltyCardLeadRestricted:
    "le déclarant {verb, select, require {exige {leader, seat, que} attaque} other {interdit à {leader, seat} d'attaquer}} à {suits, suits, or}{verb, select, forbid { aussi longtemps qu'il garde la main} other {}} ; {holder, seat} reprend {picked, cards} (il n'y a plus de carte pénalisée dans cette couleur) ; Loi 59 s'il ne peut pas s'y conformer",
  PickedUpInformation:
    "l'information provenant des cartes reprises ({cards, cards}) est non autorisée pour {leader, seat} et autorisée pour le déclarant",
  WhichPenaltyCard:
    "{player, seat} doit jouer une carte pénalisée principale et peut légalement jouer {cards, cards, or} : le déclarant précise laquelle",
  PenaltyCardDesignated:
    "le déclarant désigne {card, card} : {seat, seat} doit la jouer dans la levée {trick}",
  SubstituteMustBeAccepted:
    "{card, card} {offender, seat, de} jouée à la place d'une carte pénalisée est maintenue : le déclarant a joué depuis, il doit donc l'accepter ; les cartes pénalisées restent (52B1(c))",
  SubstituteForPenaltyCard:
    "{offender, seat} a joué {card, card} à la place d'une carte pénalisée : le déclarant peut l'accepter (les cartes pénalisées restent) ou la refuser ({offender, seat} joue la carte pénalisée et {card, card} devient une carte pénalisée principale, 52B2)",
  PlayInsteadOfPenaltyCardAccepted:
    "le déclarant accepte {card, card} {offender, seat, de} ; les cartes pénalisées restent (52B1(c))",
  SubstituteRejected:
    "le déclarant refuse {card, card} : {offender, seat} doit jouer {due, cards, or} à la place",
  LeadAtTrick13Cancelled:
    "l'attaque de {card, card} par {seat, seat} à la levée 13 est annulée (note 17) : {proper, seat} attaque",
  OpeningLeadByDeclaringSide:
    "{seat, seat}, du camp du déclarant, a tenté d'entamer : la Loi 24 s'applique ; la carte retourne dans la main, pas de carte pénalisée (le joueur fautif n'est pas en défense)",
  LeadOutOfTurnAccepted:
    "l'attaque hors tour de {card, card} par {offender, seat} est acceptée{how, select," +
    " spread_and_play { : le mort est étalé et le déclarant joue la deuxième carte de sa propre main (54B1)}" +
    " declarer_play { par le jeu du déclarant (54B1)}" +
    " dummy_play { : le déclarant a joué la deuxième carte du mort, qui est maintenue (54B2)}" +
    " choice { par {by, seat}}" +
    " declarer { par le déclarant}" +
    " play_to_it { par {by, seat}, qui y a fourni}" +
    " finding { par {by, seat}, qui y a fourni (constat de l'arbitre, 53B)}" +
    " should_have_played_last { par {by, seat}, qui aurait dû jouer en dernier : la Loi 57 s'applique à sa carte}" +
    " rectification_forfeited { par le jeu {by, seat, de} (60A1 : droit à rectification perdu)}" +
    " forfeited_dummy { (le mort, ayant perdu ses droits, a attiré l'attention sur l'irrégularité)}" +
    " other {}} : elle est maintenue comme attaque",
  ProperLeadMade:
    "{proper, seat} fait l'attaque régulière : {card, card} {offender, seat, de} retourne dans sa main, ce n'est pas une carte pénalisée (son information est non autorisée pour son camp, 16C)",
  FollowingOrLeading:
    "{seat, seat}, qui devait attaquer et joue après l'attaque hors tour {offender, seat, de}, joue {card, card} : fournit-il ou attaque-t-il ? L'arbitre le détermine",
  FollowedOrLedQuestion:
    "{card, card} {seat, seat, de} après l'attaque hors tour de {led, card} par {offender, seat} : a-t-il fourni (acceptant l'attaque, 53A) ou attaqué lui-même (son attaque régulière, 53B) ?",
  OpeningLeadOutOfTurn:
    "{offender, seat} a entamé {card, card} face visible hors tour (c'était à {proper, seat} d'entamer) : le déclarant peut étaler son jeu et devenir le mort (54A), accepter l'entame (54B) ou la refuser (54D : {card, card} devient une carte pénalisée principale) ; s'il a pu voir l'une des cartes du mort, il doit l'accepter (54C)",
  DeclarerBecomesDummy:
    "{seat, seat} étale son jeu et devient le mort ; {declarer, seat} devient le déclarant et l'entame est faite dans le bon tour",
  OpeningLeadRefused:
    "le déclarant refuse l'entame : {proper, seat} doit entamer (après le choix du déclarant selon 50D2)",
  MustAcceptOpeningLead: "le déclarant a pu voir {card, card} du mort : il doit accepter l'entame (54C)",
  MustSpreadHand:
    "le déclarant a commencé à étaler son jeu ({card, card}) : il doit l'étaler entièrement et devenir le mort (54A)",
  DeclarerLeadOutOfTurn:
    "le déclarant a attaqué {card, card} {offender, seat, de} hors tour (l'attaque était en {proper, seat}) : chaque joueur de la défense peut accepter l'attaque ou exiger qu'elle soit reprise ; s'ils sont en désaccord, {next, seat} (qui joue ensuite) décide (55A)",
  DeclarerLeadQuestion:
    "attaque hors tour de {card, card} par le déclarant depuis {offender, seat} ({outcome, select, accepted {acceptée} retracted {reprise} other {{outcome}}}) : à la fin du jeu, le déclarant a-t-il suivi une ligne de jeu qui a pu être fondée sur l'information qu'elle a donnée (WBFLC Ex 44 : une impasse après le refus de l'attaque) ? Si oui, attribuer une marque ajustée (Loi 16 ; levées : celles du camp du déclarant)",
  LeadRetractedDefenderLeads:
    "l'attaque est reprise : {card, card} retourne dans la main du déclarant sans autre rectification ; {proper, seat} attaque",
  LeadRetractedDeclarerLeads:
    "l'attaque est reprise : {card, card} retourne dans la main ; le déclarant doit attaquer {proper, seat, de} (n'importe quelle carte) ; 55C : la Loi 16 s'applique à l'information qu'elle a donnée",
  DefenderChooses: "{seat, seat} choisit « {option} » ; le choix {next, seat, de} prévaut s'il diffère",
  DefenderLeadOutOfTurn:
    "{offender, seat} a attaqué {card, card} hors tour (c'était à {proper, seat} d'attaquer) : le déclarant peut accepter l'attaque (56A) ou exiger qu'elle soit reprise (56B : {card, card} devient une carte pénalisée principale){properLead, select, true {, ou faire son attaque régulière {proper, seat, de} (53B)} other {}}",
  LeadRetracted:
    "le déclarant exige que l'attaque soit reprise : {proper, seat} attaque{afterChoice, select, true { (après le choix du déclarant selon 50D2)} other {}}",
  SecondLeadIsTheLead: "{card, card} {seat, seat, de} est l'attaque",
  BothDefendersLed:
    "les deux joueurs de la défense ont attaqué : {offender, seat} {card, card} hors tour, puis {partner, seat} {partnerCard, card}. Le déclarant peut accepter {card, card} ({partnerCard, card} devient une carte pénalisée principale) ou la refuser ({card, card} devient une carte pénalisée principale et {partnerCard, card} est l'attaque)",
  LeadsAsWell: "{seat, seat} attaque aussi {card, card}",
  NoRectificationDummyTookPart:
    "{seat, seat} a joué avant son partenaire après que le mort a participé au jeu (43A1(c)) : pas de rectification, la carte est jouée",
  NoRectificationBothHands:
    "{seat, seat} a joué avant son partenaire, mais le déclarant avait joué des deux mains : pas de rectification, la carte est jouée",
  PrematurePlayOptions:
    "{offender, seat} {how, select, lead {a attaqué dans la levée {leadTo} avant que la levée {trick} soit complète} other {a joué une carte hors tour}} avant que son partenaire ait joué : " +
    `le déclarant choisit la carte {partner, seat, de} dans la levée {trick} : la plus haute ou la plus basse qu'il détient${given("suitLed", SUITS, " à {suitLed, suit}")}` +
    "{edition, select, 2007 {} other {, une carte d'une autre couleur désignée,}} ou aucune carte d'une autre couleur désignée (Loi 59 s'il ne peut pas s'y conformer)",
  MustPlayInTurn:
    "{seat, seat} a joué {card, card} hors tour après son partenaire : elle peut être jouée légalement, il doit donc la jouer à son tour (la Loi 16 s'applique)",
  PartnerPlayRestricted:
    "le déclarant exige {partner, seat, que} joue {verb, select, highest {sa plus haute carte à {suit, suit}} lowest {sa plus basse carte à {suit, suit}} require {une carte à {suit, suit}} other {aucune carte à {suit, suit}}} dans la levée {trick} (57B : n'importe quelle carte s'il ne le peut pas ; {offender, seat} doit jouer sa carte pénalisée à la première occasion légale)",
  FacedTogetherReturned:
    "{card, card} {seat, seat, de}, retournée en même temps qu'une autre carte, retourne dans sa main (48A)",
  RevokeInquiry:
    "{seat, seat} demande à {of, seat} s'il a une carte de la couleur attaquée{kind, select," +
    " dummy_of_declarer { (le mort peut le demander au déclarant)}" +
    " dummy_forfeited { (le mort peut le demander au déclarant ; ayant perdu ses droits, 43B2(b) s'applique s'il est le premier à poser la question d'une renonce)}" +
    " dummy_of_defender { : le mort ne peut pas le demander à un joueur de la défense (16B peut s'appliquer)}" +
    " surprised {, d'une manière qui montre de la surprise : pas de rectification ; la question peut suggérer une tenue inattendue à son partenaire (16B, information non autorisée)}" +
    " other {}}",
  SurpriseQuestion: `la question {seat, seat, de} sur une renonce a marqué de la surprise (WBFLC Ex 45) : son partenaire, {partner, seat}, a-t-il choisi parmi des alternatives logiques celle que suggérait l'information non autorisée (16B) ? Si le camp du déclarant a été lésé, ${ADJUSTED_SCORE}`,
  RevokeCorrected:
    "la renonce {offender, seat, de} à la levée {trick} ({card, card}) est corrigée : la carte est reprise et {offender, seat} doit la remplacer par une carte légale",
  BothRevokesCorrected:
    "les renonces des deux camps dans la levée sont corrigées (62C3) : pas de transfert de levées",
  Trick12RevokeInformation:
    "{offender, seat} a renoncé à la levée 12 avant que son partenaire {partner, seat} y ait joué : l'information provenant de {card, card} {offender, seat, de} et de la carte qui la corrige est non autorisée pour {partner, seat} (16C) ; {card, card} n'est pas une carte pénalisée dont l'information serait autorisée (50E1)",
  Trick12RevokeQuestion: `renonce {offender, seat, de} à la levée 12 ({card, card}) avant {partner, seat, que} y ait joué : {partner, seat} a-t-il choisi un jeu que l'information non autorisée provenant des deux dernières cartes de son partenaire a pu suggérer (16C2) ? Si le camp du déclarant a été lésé, ${ADJUSTED_SCORE}`,
  Substitutes: "{seat, seat} joue {card, card} à la place",
  MayWithdraw:
    "{seat, seat} peut reprendre {card, card} et la remplacer par une autre carte ({law}{law, select, 62C2 { : carte d'un joueur de la défense, elle devient une carte pénalisée} other {}})",
  KeepsCard: "{seat, seat} garde {card, card}",
  WithdrawsCard:
    "{seat, seat} reprend {card, card}{substitute, select, true { et doit la remplacer par une autre carte} other {}} (16C : information non autorisée pour le camp adverse)",
  Trick12RevokeCorrectedAfterPlay:
    "la renonce {offender, seat, de} à la levée 12 est corrigée bien que consommée : {card, card} va dans la levée 12 (remportée par {winner, seat}), qui attaque dans la levée 13 ; pas de transfert de levées (64B6)",
  RevokeEstablished:
    "la renonce {offender, seat, de} à la levée {trick} ({card, card}) est consommée : {seat, seat} {law, select, 63A1 {a joué} other {a désigné une carte}} dans la levée {to}",
  RevokeEstablishedByClaim:
    "la renonce {offender, seat, de} à la levée {trick} est consommée par {law, select, 63A3 {la revendication ou la concession de son camp} other {l'acquiescement de son camp à la revendication}}",
  RevokeRectified:
    "renonce consommée {offender, seat, de} à la levée {trick} : {tricks, plural, =0 {pas de transfert automatique de levées ({law})} one {# levée transférée de {from, side} à {to, side}} other {# levées transférées de {from, side} à {to, side}}}",
  CompensationQuestion:
    "renonce {offender, seat, de} à la levée {trick} : le camp non fautif est-il entièrement dédommagé par le transfert de la Loi 64 ({tricks, plural, one {# levée} other {# levées}}) ? Sinon, statuer sur les levées créditées au camp du déclarant (une marque ajustée remplace le transfert automatique)",
  CardMisoriented:
    "la carte {seat, seat, de} de la levée {trick} est orientée vers {toward, select, partner {son partenaire} other {les adversaires}}, alors que son camp l'a {toward, select, partner {perdue} other {gagnée}} : mal orientée (la levée reste à {winner, seat}, 44) ; on peut le signaler jusqu'à ce que son camp joue dans la levée suivante (65B3)",
  CardLeftFaceUp: `la carte {seat, seat, de} de la levée {trick} est restée face visible jusqu'à la levée {until}${given("inProgress", TRICKS, " ({inProgress} en cours)")} : chaque joueur retourne sa carte face cachée une fois la levée complète (65A, 45G)`,
  CardLeftFaceUpQuestion: `la carte {seat, seat, de} de la levée {trick} est restée face visible jusqu'à la levée {until} (65A) : les adversaires en ont-ils été induits en erreur ? Les Lois ne prévoient pas de rectification : s'ils ont été lésés, attribuer une marque ajustée (12A1 ; levées : celles du camp du déclarant)`,
  AlreadyPointedOut: "la carte mal orientée {owner, seat, de} de la levée {trick} a déjà été signalée",
  MisorientationPointedOut:
    "{seat, seat} signale que la carte {owner, seat, de} de la levée {trick} est mal orientée{when, select," +
    " in_time { ; elle est remise dans le bon sens}" +
    " declarer_late { (le déclarant le peut à tout moment : le mort n'a pas d'information à utiliser) ; elle est remise dans le bon sens}" +
    " dummy_late { après que son camp a joué dans la levée suivante : le droit du mort selon 65B3 a pris fin ; il ne peut rien dire au déclarant sur le jeu (43A1(c))}" +
    " other { après que son camp a joué dans la levée suivante (65B3) : son partenaire ne peut pas utiliser l'information (16B)}}",
  DummyToldDeclarerQuestion:
    "le mort a signalé au déclarant la carte mal orientée de la levée {trick} après la fin de son droit (WBFLC Ex 47) : le déclarant en a-t-il tiré avantage ? Si la défense a été lésée, attribuer une marque ajustée (levées : celles du camp du déclarant ; aux points de match et en IMP l'appréciation peut différer)",
  CardsMixedAfterClaim:
    "{seat, seat} a mélangé ses cartes jouées après la revendication de la position {claim}",
  FactsEstablishedQuestion:
    "{seat, seat} a mélangé ses cartes après la revendication de la position {claim} : les faits peuvent-ils encore être établis ? Sinon, statuer en faveur de l'autre camp (levées : celles du camp du déclarant)",
  PlayedCardsDisturbed:
    "{seat, seat} a dérangé l'ordre de ses cartes jouées avant que les levées soient agréées : il compromet son droit de revendiquer la propriété de levées douteuses, ou d'affirmer ou de nier une renonce (65D)",
  ClaimRightAtRisk:
    "{disturbed, seats, and} a dérangé l'ordre de ses cartes jouées : le camp {seat, seat, de} a compromis son droit de revendiquer la propriété de levées douteuses ou une renonce",
  TrickInspectedAfterPlay:
    "{seat, seat} examine la levée {trick} après le jeu (66D : pour régler une contestation sur une renonce ou sur le nombre de levées ; chaque joueur ne touche que ses propres cartes)",
  TrickInspectedOnInstruction: "la levée {trick} est examinée par {seat, seat} sur instruction de l'arbitre",
  DummyInspectsTrick:
    "le mort ({seat, seat}) examine la levée {trick} : 66A et 66B sont des droits du déclarant et de la défense, pas du mort (42A2 : il peut tenir le compte des levées)",
  OwnCardLooked: "{seat, seat} regarde sa propre carte de la levée {trick} (il ne peut pas la montrer)",
  TrickFacedForInspection: "les cartes de la levée {trick} sont retournées pour l'examen {seat, seat, de}",
  InspectionNotAllowed:
    "{seat, seat} examine la levée {trick}, ce que la Loi ne permet pas maintenant : {why, select, turned {il a retourné sa propre carte face cachée (66A ; il peut encore regarder sa propre carte, 66B)} other {la levée {trick} est retournée : aucune levée retournée ne peut être examinée avant la fin du jeu, sauf sur instruction de l'arbitre (66C)}} ; l'information est non autorisée pour son partenaire (16B) et une pénalité de procédure est possible (90)",
  TrickQuittedShort:
    "la levée {trick} est retournée avec {count} cartes (remportée par {winner, seat}) : une levée défectueuse",
  SecondCardToTrick:
    "{seat, seat} a joué {card, card} dans la levée {trick}, à laquelle il avait déjà fourni",
  SecondCardPenalty:
    "la deuxième carte {card, card} {seat, seat, de} dans la levée {trick}, à laquelle il avait déjà fourni, n'est pas jouée : c'est une carte pénalisée (45C1, Loi 50){partnerToPlay, select, true { ; ce n'est pas un jeu prématuré (57A) : rien ne restreint le jeu {partner, seat, de} dans la levée} other {}}",
  SecondCardReturned:
    "la deuxième carte {card, card} du déclarant depuis {seat, seat} dans la levée {trick}, à laquelle cette main avait déjà fourni, reste dans la main sans rectification",
  DefectiveTrickSupply:
    "la levée {trick} est défectueuse : {seat, seat} doit fournir une carte qu'il peut légalement jouer",
  DefectiveTrickNoCard: "la levée {trick} est défectueuse, mais {omitted, seats, and} n'ont pas de carte",
  DefectiveTrickQuestion:
    "il manque à la levée {trick} la carte de {omitted, seats, and}, qui n'en ont pas : trouver l'autre levée défectueuse (67B2) ou statuer",
  DefectiveTrickFaceCard:
    "la levée {trick} est défectueuse : {seat, seat} doit maintenant retourner une carte et la placer parmi ses cartes jouées (de la couleur attaquée s'il en a une)",
  DefectiveTrickClosed: "la levée {trick} ne peut plus recevoir la carte {seat, seat, de}",
  DefectiveCardQuestion: "{card, card} {seat, seat, de} pour la levée défectueuse {trick} : statuer",
  CardPlacedInDefectiveTrick:
    "{seat, seat} place {card, card} dans la levée {trick} ; la levée reste à {winner, seat} ; il est réputé y avoir renoncé",
  PlacedCardNotOfSuitLed:
    "{card, card} n'est pas de la couleur attaquée alors {seat, seat, que} en a une : l'arbitre peut exiger une autre carte",
  FifthCardPenalty:
    "la cinquième carte {card, card} {seat, seat, de} dans la levée {trick} retourne dans sa main comme carte pénalisée",
  FifthCardReturned:
    "la cinquième carte {card, card} du déclarant retourne à {seat, seat} sans autre rectification",
  ExtraCardRestored:
    "{card, card} est remise dans la main {seat, seat, de} (qui l'avait depuis le début) ; la propriété de la levée {trick} est inchangée",
  MustPlaceCard: "{seat, seat} doit maintenant placer une carte dans la levée {trick}",
  RevokeWithExtraCard:
    "{seat, seat} avait {card, card} quand il n'a pas fourni à la levée {trick} : une renonce consommée",
  CardBackInHand:
    "{card, card} {seat, seat, de}, jouée à la levée {trick}, est de nouveau parmi ses cartes non jouées",
  CardPutBack: "{card, card} est remise parmi les cartes jouées {seat, seat, de} (levée {trick})",
  CardPutBackFromTrick:
    "{card, card} est remise parmi les cartes jouées {seat, seat, de} (levée {trick}) ; jouée à nouveau dans la levée {again}, elle en est retirée et {seat, seat} joue une autre carte",
  CardPlayedTwice:
    "{card, card} a été jouée deux fois par {seat, seat} : dans la levée {trick} et dans la levée {again} ; trop tard pour corriger le second jeu",
  PlayedTwiceQuestion: `{seat, seat} a joué {card, card} deux fois (levées {trick} et {again}) : le camp non fautif a-t-il été lésé ? Si oui, ${ADJUSTED_SCORE}`,
  NoCardLeft:
    "{seat, seat} n'a plus de carte à jouer dans la levée {trick} : trouver la levée défectueuse (67B)",
};
