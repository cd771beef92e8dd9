import type { TableConsequence } from "@bridgelaw/table";
import type { Messages } from "../catalog.ts";
import { CARD_NOT_HELD } from "./play.ts";

const WORDS = "{words, select, absent {} other { : {words}}}";
const UNIT = "{unit, select, imps {IMP} percent {%} other {points}}";
const VULNERABILITY = (field: string): string =>
  `{${field}, select, None {personne} NS {NS} EW {EO} All {tous} other {{${field}}}}`;
const ARTIFICIAL = (field: string): string =>
  `{${field}, select, average_plus {moyenne plus} average {moyenne} average_minus {moyenne moins} other {{${field}}}}`;
const HANDLING =
  "{how, select, held_up {tenue levée} at_rest {posée face visible} played_position {tenue en position de jeu} one_movement {avancée et reprise d'un seul mouvement} touched {touchée} arranging {touchée pour arranger le mort} other {{how}}}";
const ROLE = (field: string): string =>
  `{${field}, select, defender {joueur de la défense} declarer {déclarant} dummy {mort} other {{${field}}}}`;

/** Les conséquences de la table en français : Lois 2, 9, 13 à 17, 20F, 41A, 45C, les décisions, la marque (12, 79, 81 à 93). */
export const TABLE: Messages<TableConsequence> = {
  BoardOpened: `étui {board} : {lawDealer, select, absent {donneur {dealer, seat}, vulnérabilité ${VULNERABILITY("vulnerability")}} other {les indications de l'étui (donneur {dealer, seat}, vulnérabilité ${VULNERABILITY("vulnerability")}) s'appliquent ; la Loi 2 donne {lawDealer}/${VULNERABILITY("lawVulnerability")}}}`,
  DealerCallsFirst: "{seat, seat} (donneur) déclare le premier",
  AttentionCalled:
    "{seat, seat} attire l'attention sur une irrégularité{about, select, absent {} other { (position {about})}}",
  OpeningLeader:
    "{seat, seat} (adversaire de gauche du déclarant) fait l'entame{chooser, select, absent {} other {, une fois {chooser, seat, que} a fait son choix selon la Loi {under}}}",
  FaceDownLeadBack:
    "l'entame face cachée {card, card} {seat, seat, de} retourne dans sa main : les annonces ne sont pas terminées",
  DirectorCalled: "l'arbitre est appelé",
  MovedOnNoClaim:
    "la table est passée à la suite ({how, select, round_end {fin du tour} next_deal_call {donne suivante annoncée} other {{how}}}) : pas de revendication sur cet étui",
  RulingGiven:
    "décision de l'arbitre sur la position {about}{answer, select, absent {{tricks, select, absent {" +
    WORDS +
    "} other { : {tricks} levées{words, select, absent {} other { ; {words}}}}}} other { : {answer, select, yes {oui} no {non} other {{answer}}}{tricks, select, absent {} other { ; {tricks} levées}}{words, select, absent {} other { ; {words}}}}}",
  AdjustedScoreAnswers: "la marque ajustée répond à la question de la Loi {under} sur la position {about}",

  HandCount: "{seat, seat} {count}",
  WrongCountDealt:
    "l'étui contient {counts, facts} cartes ({law, select, 13 {plus de 13 dans une main : la Loi 13} other {une carte manquante : la Loi 14}} s'applique une fois l'erreur constatée ; 7B2 : chaque joueur compte ses cartes)",
  WrongCountFound: `la main {seat, seat, de} est trouvée avec {count} cartes ({counts, facts}){seen, select, true { ; un joueur a vu une carte d'une autre main} other {}}${WORDS}`,
  DealCountRuling:
    "la donne enregistrée a des mains d'un nombre incorrect de cartes ({counts, facts}) : la Loi {law} relève de l'arbitre et l'étui n'est pas marqué avant sa décision : quand la table l'a constaté (WrongNumberOfCards), la donne corrigée (DealCorrected), ou une marque ajustée (ScoreAdjusted selon {law} sur la position {position}, ou répondre « adjust »)",
  SearchMissingCard:
    "{law, select, 14A {rechercher la carte manquante : la remettre dans la main incomplète (14A1) ou reconstituer la donne avec un autre jeu (14A2), par DealCorrected ; aucune déclaration n'est changée (14A3)} other {rechercher la carte manquante : la remettre dans la main incomplète (14B2) ou la remplacer par une carte d'un autre jeu (14B3), par DealCorrected ; une carte trouvée parmi les cartes jouées relève de la Loi 67 (14B1)}}",
  CardCountAfterPlay:
    "une main avait plus de 13 cartes et une autre moins, constaté après le jeu : le résultat est annulé ; attribuer une marque ajustée (ScoreAdjusted selon {law} sur la position {position} ; la Loi 86B peut s'appliquer ; une pénalité de procédure peut s'y ajouter)",
  CalledWithWrongCount:
    "un joueur ayant un nombre incorrect de cartes a déclaré : la donne peut-elle être corrigée et jouée sans aucun changement de déclaration (répondre « play », {play}), ou une marque ajustée est-elle attribuée (répondre « adjust », {adjust}) ?",
  CorrectHands:
    "aucun joueur ayant un nombre incorrect de cartes n'a déclaré : corriger les mains (DealCorrected) et l'étui est joué normalement ({law}1)",
  PlayOnCorrected: "la donne est corrigée et jouée sans aucun changement de déclaration",
  CorrectHandsPlayOn:
    "corriger les mains (DealCorrected) : les annonces et le jeu continuent sans aucun changement de déclaration",
  NotPlayedWrongCount:
    "une déclaration a été faite avec un nombre incorrect de cartes : l'étui n'est pas joué ; une marque ajustée",
  AwardAdjustedScore:
    "attribuer une marque ajustée (ScoreAdjusted selon {law} sur la position {position}) ; une pénalité de procédure peut s'y ajouter",
  CardMove:
    "{card, card} {from, select, absent {remise à {to, seat}} other {déplacée {from, seat, de} à {to, seat}}}",
  DealCorrection: `l'arbitre corrige la donne : {moves, facts}${WORDS}`,
  RestoredCardUnauthorised:
    "la connaissance de la carte remise {card, card} est une information non autorisée pour {seat, seat}",
  CallsStandRestored:
    "les annonces et le jeu continuent : aucune déclaration n'est changée, la main est réputée avoir eu ses cartes depuis le début",
  CardPlaceUnauthorised:
    "la place de {card, card} est une information non autorisée pour {seat, seat} (Code 2007)",
  RelocationAuthorised:
    "la connaissance du déplacement de la carte est une information autorisée (2017, WBFLC)",
  SeenCardReview:
    "un joueur a vu une carte d'une autre main : à la fin du jeu, cette information étrangère a-t-elle influé sur le résultat ? Si oui, une marque ajustée (ScoreAdjusted selon {law} sur la position {position}, 12C1(b))",
  PlayedOnReview:
    "la donne a été corrigée et jouée ({law}) : à la fin du jeu, une marque ajustée si l'irrégularité a influé sur le résultat (ScoreAdjusted selon {law} sur la position {position})",

  Pairs:
    "{NS, select, absent {{EW, select, absent {non nommées} other {EO {EW}}}} other {NS {NS}{EW, select, absent {} other {, EO {EW}}}}}",
  WrongContestantsRepeat: `un concurrent joue un étui qui ne lui est pas destiné (paires prévues {scheduled, facts}, à la table {seated, facts})${WORDS} : les annonces sont annulées, les bons joueurs prennent place et doivent répéter les déclarations`,
  CallsRepeatedSame:
    "les bons joueurs répètent les déclarations des premières annonces : toutes les déclarations ont-elles été identiques (« repeated » : les annonces et le jeu continuent) ou l'une a-t-elle différé de quelque façon (« differs » : l'étui est annulé, 15C) ?",
  PlayedBefore: `{seats, seats, and} avaient déjà joué l'étui : il est annulé pour les deux camps${WORDS}`,
  AwardArtificialCancelled:
    "l'étui est annulé ({cancelled}) : attribuer une marque ajustée artificielle (12C2(a)) à chaque concurrent privé d'une marque valable (ScoreAdjusted selon {law} sur la position {position})",
  ScoreStandsForSeated: `l'étui est joué par des concurrents qui ne devaient pas le jouer ici (paires prévues {scheduled, facts}, à la table {seated, facts})${WORDS} : aucun ne l'avait joué, les annonces et le jeu sont menés à terme et la marque vaut pour les paires assises ici ; l'arbitre peut faire jouer le bon étui aux deux paires plus tard`,
  DeprivedGetArtificial:
    "un concurrent privé de la possibilité d'obtenir une marque valable reçoit une marque ajustée artificielle (12C2(a))",
  RepeatedCallDiffered: "une déclaration répétée a différé des premières annonces : l'étui est annulé",
  AwardScoresCancelled:
    "l'étui est annulé (15C) : attribuer les marques ajustées (ScoreAdjusted selon 15C sur la position {position})",
  OtherBoardCardsHeld:
    "{seat, seat} avait les cartes de l'étui {board} : quand il déclarera sur l'étui {board}, son journal le reliera à celui-ci (CardsCalledOnAnotherBoard avec ce journal{at, select, absent {} other {, at : {at}, son {call, call} annulé}}), et l'arbitre comparera sa déclaration à celle qui a été annulée",
  CalledOnOtherBoard:
    "{seat, seat} a déclaré {call, call} sur un autre étui{board, select, absent {{log, select, absent {{at, select, absent {} other { (position {at})}}} other { (journal {log}{at, select, absent {} other {, position {at}}})}}} other { (étui {board}{log, select, absent {} other {, journal {log}}}{at, select, absent {} other {, position {at}}})}} avec les cartes de cet étui ; cette déclaration a été annulée (15A1) : son information est non autorisée pour son camp (16C)",
  CallDiffersQuestion:
    "{seat, seat} déclare ici {call, call} après avoir déclaré {cancelled, call}, annulé, avec ces cartes sur un autre étui : sa déclaration en diffère-t-elle (un sens sensiblement différent, ou psychique : note 3) ? Si oui, attribuer une marque ajustée artificielle (ScoreAdjusted selon 15A3 sur la position {position}) ; sinon, répondre « same »",
  CallDiffers: "la déclaration diffère de celle qui a été annulée : une marque ajustée artificielle (12C2)",
  AwardArtificialCallDiffers:
    "la déclaration du joueur fautif diffère (15A3) : attribuer une marque ajustée artificielle (ScoreAdjusted selon 15A3 sur la position {position})",

  ExtraneousInformationGiven: `{seat, seat} : {kind, select, hesitation {une hésitation manifeste (une rupture de tempo)} haste {une hâte inhabituelle} remark {une remarque} question {une question} reply {une réponse à une question} alert {une alerte ou une absence d'alerte inattendue} emphasis {une accentuation, un ton ou une inflexion particuliers} gesture {un geste, un mouvement ou un comportement particulier} other {une information étrangère}}{about, select, absent {} other { (avec la position {about})}}${WORDS} ; non autorisée pour {partner, seat} : il ne peut pas choisir une déclaration ou un jeu manifestement suggéré par elle quand une alternative logique existe (16B1(a))`,
  RightsReserved: "{seats, seats, and} se réservent le droit d'appeler l'arbitre plus tard",
  SuggestedActionReview: `à la fin du jeu : {partner, seat} a-t-il choisi, parmi des alternatives logiques, une action manifestement suggérée par {kind, select, hesitation {l'hésitation} haste {la hâte} remark {la remarque} question {la question} reply {la réponse} alert {l'alerte ou l'absence d'alerte} emphasis {l'accentuation} gesture {le geste} other {l'information étrangère}} {seat, seat, de} (16B1(a)), au détriment des adversaires ? Si oui, une marque ajustée (ScoreAdjusted selon 16B3 sur la position {position}, 12C1 ; ou les levées du camp du déclarant) ; sinon, le résultat de la table est maintenu`,

  HandsBackInBoard: `{when, select, before_auction {les mains sont remises dans l'étui avant toute déclaration : la période des annonces recommence quand un joueur sort ses cartes (17A)} auction {les mains sont remises dans l'étui alors que les annonces ne sont pas terminées : cela ne met pas fin aux annonces (17D2 ne termine qu'une donne passée) ; les joueurs ressortent leurs cartes et les annonces continuent} passed_out {la donne a été passée (22B) : une fois les quatre mains remises dans l'étui, la période des annonces est terminée ; aucune déclaration ne peut plus être changée (25A5)} clarification {les mains sont remises dans l'étui avant que l'entame soit retournée : la période des annonces ne se termine que lorsqu'elle l'est (17D1)} play {les mains sont remises dans l'étui avant la fin du jeu : l'attention attirée désormais sur une renonce vient après la remise des mains} other {les quatre mains sont remises dans l'étui : une renonce à la levée 12 ne peut plus être corrigée (62D1) ; l'attention attirée désormais vient après la remise des mains}}${WORDS}`,

  ExplanationAsked: `{seat, seat} demande une explication {target, select, absent {des annonces adverses} other {sur {call, select, absent {{card, card}} other {le {call, call}}} {target, seat, de}}}{allowed, select, true { (} other { : ce n'est pas possible pour lui maintenant, }}{reason, select, turn_to_call {à son propre tour de parole} not_turn_to_call {seulement à son propre tour de parole (20F1)} must_pass {pas quand la Loi l'oblige à passer (20F1, note 7)} no_play {il n'y a pas de jeu : après le passe final, seulement pendant le jeu de la carte (20F2)} dummy {le mort ne pose pas de question (20F2, 43A)} declarer_turn {le déclarant à son tour de jouer, de sa main ou du mort} declarer_not_turn {le déclarant seulement à son tour de jouer, de sa main ou du mort (20F2)} defender_turn {un joueur de la défense à son propre tour de jouer} defender_not_turn {un joueur de la défense seulement à son propre tour de jouer (20F2)} other {sur une déclaration de son propre camp : ce n'est pas l'explication de celles des adversaires (20F1, 20F2)}}{allowed, select, true {) ; la réponse vient {target, select, absent {du partenaire de l'auteur de la déclaration} other {{replier, seat, de}}}${WORDS}} other { : ce que la question transmet peut être une information non autorisée pour {partner, seat} (16B)}}`,
  SingleCallQuestion:
    "une question sur une seule déclaration : la Loi 16B1 peut s'appliquer (pour {partner, seat})",
  ExplanationAnswered:
    "{seat, seat} répond à la question {asker, seat, de} (position {question}){dueFrom, select, absent {} other { ; la réponse revient à {dueFrom, seat}, le partenaire de l'auteur de la déclaration, sauf si l'arbitre en décide autrement ({law})}}",

  CardHandledNoted: `{played, select, true {{how, select, held_up {{seat, seat} a tenu {card, card} de sorte {partner, seat, que} en a vu la face} other {{card, card} du déclarant {how, select, at_rest {s'est posée face visible, touchant ou presque la table} other {a été tenue dans une position indiquant qu'elle est jouée}}}} : elle est jouée} false {{how, select, one_movement {le déclarant a avancé {card, card} vers la table et l'a reprise d'un seul mouvement : elle n'est pas jouée (WBFLC sur 45C2)} other {le déclarant a touché {card, card} du mort pour arranger les cartes du mort ou pour en atteindre une autre : elle n'est pas jouée}}} other {{how, select, held_up {{seat, seat} a levé {card, card} : {partner, seat} a-t-il pu en voir la face ? L'arbitre le constate} other {le déclarant a touché {card, card} du mort : délibérément, autrement que pour arranger ou atteindre une autre carte ? L'arbitre le constate}}}}${WORDS}`,
  WasCardPlayed:
    "{law, select, 45C1 {{card, card} {seat, seat, de} a-t-elle été tenue de sorte {partner, seat, que} puisse en voir la face (45C1 : elle est alors jouée dans la levée en cours) ? Qu'il l'ait vue ou non n'importe pas} other {le déclarant a-t-il touché {card, card} du mort délibérément, pas pour arranger les cartes du mort ni pour atteindre une carte au-dessus ou au-dessous (45C3 : elle est alors jouée) ?}}",
  CardFoundPlayed:
    "{card, card} {seat, seat, de} {played, select, true {est une carte jouée} other {n'est pas jouée}} ({law})",

  ResultLabel:
    "{contract, select, absent {NS {NS}} other {{contract, call}{over, select, absent {} other {{over, plural, =0 {=} other {{over, signed}}}}}{declarer, select, absent {} other { par {declarer, select, N {Nord} E {Est} S {Sud} W {Ouest} other {{declarer}}}}}}}",
  ScoreMark: "{NS, mark, NS}{each, select, true {/{EW, mark, EW}} other {}}",
  ScoreApplies:
    "{stage, select, table {le résultat de la table s'applique ({law})} corrected {la marque corrigée s'applique ({law}, position {position})} ruled {{tricks, select, true {la décision de l'arbitre sur les levées s'applique} other {la décision de l'arbitre s'applique}} ({law}, position {position})} appeal {{body, select, committee {la décision du comité d'appel} ra {la décision de l'organisme responsable} other {la décision de l'arbitre en appel}} s'applique ({decision, select, upheld {confirmée} changed {modifiée} cancelled {annulée} other {{decision}}} ; {law}, position {position})} other {}}",
  SidesScored:
    "{shape, select, weighted {pondérée, NS {NS, score, NS}} balanced {NS {NS, score, NS}, EO {EW, score, EW}} other {NS {NS, score, NS}, EO {EW, score, EW} (non équilibrée)}}",
  TricksAgreedNoted:
    "levées agréées : déclarant {tricks}, défense {defenders} : {result, facts}, NS {NS}{replaces, select, absent {} other { (remplace l'accord de la position {replaces})}}",
  AgreedDiffersFromPlayed:
    "les levées agréées ({tricks}) diffèrent des levées jouées ({played}) : 79A2, une correction selon 79B ou 79C relève de l'arbitre",
  AgreedTricksAreRecord: "le jeu n'est pas enregistré jusqu'au bout : les levées agréées font foi",
  ScoreEntryAfterPosting:
    "une marque saisie après l'affichage des résultats officiels est une correction (ScoreCorrected, 79C) : non appliquée",
  ScoreEntered:
    "marque enregistrée : {result, select, absent {marque} other {{result, facts}}} NS {NS}, EO {EW}",
  RecordedMismatch:
    "la marque enregistrée (NS {NS}) ne correspond pas au résultat de la table ({result, select, absent {} other {{result, facts}}}, NS {tableNS}) : une erreur de marque, corrigible pendant la Période de Correction (79C1)",
  DisputeTooLate:
    "levées contestées après la Période de Correction (terminée à {deadline}) : la marque enregistrée est maintenue",
  TricksInDispute:
    "les camps ne sont pas d'accord sur le nombre de levées gagnées{tricks, select, absent {} other { (déclarant : {tricks} selon {seat, select, absent {le camp qui conteste} N {Nord} E {Est} S {Sud} W {Ouest} other {{seat}}})}} : l'arbitre décide de la marque à enregistrer (79B1 : une revendication ou une concession relève de 69B ou 71 ; 79B2{afterRound, select, true { ; appelé après le tour : 79B3} other {}})",
  TricksDisputeQuestion:
    "{afterRound, select, true {les levées sont contestées après la fin du tour : l'arbitre maintient la marque enregistrée (répondre « stands »), change celle des deux camps seulement s'il en est clairement convaincu (« tricks »), ou réduit celle d'un camp (ScoreAdjusted selon 79B3)} other {les levées sont contestées : l'arbitre décide de la marque à enregistrer, un résultat unique (79B2) : « tricks », les levées gagnées par le déclarant, ou « stands »}}",
  DisputeRuled:
    "décision de l'arbitre sur les levées contestées en position {dispute} : {result, select, absent {la marque enregistrée est maintenue} other {{result, facts}, NS {NS}{afterRound, select, true { (l'arbitre est clairement convaincu d'après le résultat de la table)} other {}}}}",
  AlreadyPosted: "les résultats ont déjà été affichés à {at} : les délais courent à partir de là",
  ScoresPostedNoted: "résultats officiels affichés à {at} : la Période de Correction se termine à {ends}",
  AppealPeriod:
    "les décisions peuvent être demandées et faire l'objet d'un appel jusqu'à {until} (plus tard pour une décision donnée plus tard)",
  CorrectionTiming:
    "{time, select, not_posted {avant l'affichage des résultats officiels} no_time {heure non enregistrée : considérée comme faite pendant la Période de Correction} within {pendant la Période de Correction (qui se termine à {deadline})} claim_late {après la Période de Correction (terminée à {deadline}) : la Loi {claim} ne s'applique que pendant celle-ci ; la marque enregistrée est maintenue} agreed_and_certain {après la Période de Correction (terminée à {deadline}) : l'organisateur du tournoi est d'accord et l'arbitre est certain} without_certainty {après la Période de Correction (terminée à {deadline}) sans la certitude de l'arbitre (79C2) : la marque enregistrée est maintenue} other {après la Période de Correction (terminée à {deadline}) sans l'accord de l'organisateur du tournoi (79C2) : la marque enregistrée est maintenue}}",
  CorrectionRefused: "correction de marque : {timing, facts}",
  ScoreCorrectedNoted:
    "{what, select, 69B {acquiescement à une revendication retiré} 71 {concession annulée} other {erreur de marque corrigée}} ({timing, facts}) : {result, select, absent {marque} other {{result, facts}}} NS {NS}{was, select, absent {} other { (au lieu de NS {was})}}",
  AdjustedScoreTooLate:
    "marque ajustée (Loi {under}) demandée trop tard : le délai expirait à {deadline} : non appliquée (81C3 : dans les limites de 79C et 92B)",
  AdjustedScoreGiven: `marque ajustée attribuée par l'arbitre : {scores, facts}${WORDS}`,
  PenaltyNoted:
    "{disciplinary, select, true {pénalité disciplinaire} other {pénalité de procédure}} infligée à {side, side}{deadline, select, absent { : {amount} {unit, select, top {d'un top} matchpoints {points de match} imps {IMP} vps {PV} other {points}} (indépendamment de la marque de l'étui ; les adversaires ne reçoivent rien, Loi 90)} other { demandée trop tard : le délai expirait à {deadline} : non appliquée (92B)}}",
  BoardFouledNoted:
    "étui incorrect : joué ici sous la forme « {form} » ; 87B : marqué dans un groupe avec les tables qui ont joué la même forme{method, select, absent {} other { (méthode de l'arbitre : {method})}}",

  NoRulingToAppeal: "il n'y a pas de décision dont faire appel (92A : une décision rendue à la table)",
  AppealTiming:
    "{time, select, not_posted {avant l'affichage des résultats officiels} no_time {heure non enregistrée : considéré comme fait dans les délais} in_time {dans les délais (la limite est {deadline})} other {trop tard : le délai expirait à {deadline}}}",
  Concurrence:
    "{case, select, not_via_director {appel non déposé par l'intermédiaire de l'arbitre (92C : tout appel l'est)} outside_side {{seats, list} ne peuvent pas s'y associer : ils ne sont pas du camp qui fait appel} pair_agrees {les deux membres de la paire ({seats, list}) sont d'accord} pair_must_agree {par paires, les deux membres ({seats, list, and}) doivent être d'accord pour faire appel} individual {tournoi individuel : l'appelant seul (l'accord du partenaire n'est pas nécessaire)} individual_unnamed {tournoi individuel : l'appelant doit être nommé} captain_agrees {le capitaine de l'équipe est d'accord} other {par équipes, le capitaine doit être d'accord pour faire appel}}",
  AppealHeard: "{concurrence, facts} ; {time, facts}",
  FurtherAppeal: "un nouvel appel, devant l'organisme responsable (93C1)",
  Hearing:
    "{case, select, director_on_law {l'arbitre responsable statue sur un point de droit ou de règlement} director {l'arbitre responsable entend l'appel (pas de comité)} committee_on_discipline {un comité ne peut pas passer outre aux pouvoirs disciplinaires de l'arbitre (Loi 91) : une simple recommandation} committee_on_law {un comité ne peut pas passer outre à l'arbitre responsable sur un point de droit ou de règlement : une simple recommandation} committee {le comité d'appel décide sur les faits et l'appréciation} other {l'organisme responsable a le dernier mot}}",
  AppealNoted:
    "{side, side} font appel{appealed, select, absent {} other { de la décision de la position {appealed} (Loi {under})}} : {heard, select, true {appel déposé} other {appel non entendu}} : {reason, facts}",
  DecisionOnUnheardAppeal:
    "une décision sur un appel qui n'a pas été entendu ({reason, facts}) : non appliquée",
  AppealRecommendation: "{hearing, facts} : la décision de la position {ruling} est maintenue",
  PenaltyOnAppeal:
    "{hearing, facts} : la pénalité de la position {penalty} est {decision, select, upheld {confirmée} changed {modifiée} cancelled {annulée} other {{decision}}}{amount, select, absent {} other { à {amount}}}",
  AppealDecision:
    "{hearing, facts} : la décision de la position {ruling} est {kind, select, ruling {{decision, select, upheld {confirmée} other {infirmée ; les faits de l'étui sont maintenus, et seule une marque ajustée (« changed ») en change le résultat}}} other {{decision, select, upheld {confirmée} cancelled {annulée : la marque enregistrée à la table est maintenue} other {remplacée par {scores, facts}}}{under, select, absent {} other { (Loi {under})}}}}",
  AppealWithoutMerit:
    "l'appel était dépourvu de fondement : une sanction peut suivre selon le règlement (92A)",

  Percent: "{percent} %",
  PollIllegalLeftOut:
    "{count} {count, plural, one {résultat} other {résultats}} du sondage {count, plural, one {n'aurait} other {n'auraient}} pas pu être obtenu{count, plural, one {} other {s}} légalement : écarté{count, plural, one {} other {s}} (WBFLC ex. 10)",
  PollWeights: "pondérations tirées du sondage : {poll, facts, slash}",
  PollBenefitOfDoubt:
    "sondage {poll, facts, slash} ; bénéfice du doute ×{factor} pour {count, plural, one {le résultat} other {les résultats}} du camp non fautif {outcomes, list} (jamais plus de 0,2 d'écart avec le sondage) : {weights, facts, slash}",
  SelfInflictedInputs: `{side, side} (camp non fautif) ont commis {cause, select, gambling_action {une action aventureuse} other {une erreur grave sans rapport avec l'infraction}} : Rn {normal, signed}, Ro {obtained, signed}, Rr {actual, signed} ${UNIT} ; dommage consécutif Rn − Ro = {damage, signed}`,
  NonOffendingRedress: `{literal, select, absent {{side, side} ne sont dédommagés que du dommage consécutif : Rr + (Rn − Ro) = {actual, signed} + {damage, signed} = {score, signed} ${UNIT}} other {l'infraction n'a pas lésé {side, side} : ils gardent Rr, {score, signed} ${UNIT} (la lettre du commentaire, Rr + (Rn − Ro), donnerait {literal, signed}, anomalie C15)}}`,
  OffendingScore: `{side, side} (camp fautif) reçoivent la marque due à leur seule infraction : {unit, select, percent {100 − Rn = {score}} other {Rn de leur côté, {score, signed}}} ${UNIT}`,

  ImpTerm: "{weight} × IMP({here, signed} − {there, signed}) = {weight} × {imps, signed}",
  Test86B1:
    "gain attendu de {imps, signed} IMP pour l'équipe de Nord-Sud ({source, select, estimate {{terms, facts, plus} = {imps, signed}} figure {le chiffre de l'arbitre} NS {les IMP donnés à Nord-Sud} other {les IMP donnés à Est-Ouest}}) : {favourable, select, true {plus de 3 IMP, le résultat est nettement favorable : une marque assignée} other {pas plus de 3 IMP, le résultat n'est pas nettement favorable : la Loi 86B1 ne s'applique pas, la Loi 12C2 s'applique{applied, select, false { : la marque assignée n'est pas appliquée} other {}}}}",
  Test86B1NotChecked:
    "le gain ou la perte attendus ne figurent pas au dossier (otherTable ou expectedImps) : le critère de 86B1 (plus de 3 IMP) n'est pas vérifié",
  ArtificialByResponsibility: `marque ajustée artificielle selon la responsabilité du résultat manquant ({responsible, select, both {les deux camps} none {personne} NS {NS} EW {EO} other {{responsible}}}) : NS ${ARTIFICIAL("NS")}, EO ${ARTIFICIAL("EW")} (±3 IMP, 12C2(b), sauf si le règlement en dispose autrement)`,
  WhoIsResponsible:
    "la Loi 86B1 ne s'applique pas (pas nettement favorable) : qui est responsable du résultat manquant ? La Loi 12C2 donne une marque artificielle selon la responsabilité (répondre NS, EW, both ou none)",

  Withheld: "(masqué : il nomme une carte cachée à ce siège)",

  OpenOption: "{seat, seat} selon {law} ({options, list})",
  OpenQuestion: "Loi {law} sur la position {position}",
  OptionNotPending:
    "aucune option de la Loi {law} n'est en attente ({open, select, absent {aucune option n'est en attente} other {en attente : {open, facts, semicolon}}})",
  OptionNotListed:
    "l'option « {option} » n'est pas ouverte selon la Loi {law} (en attente : {open, facts, semicolon})",
  OptionNotYours: "l'option de la Loi {law} appartient à {owners, seats, or}, pas à {seat, seat}",
  NoQuestionAsked:
    "une décision selon la Loi {law}{about, select, absent {} other { sur la position {about}}} ne répond à aucune question posée ({open, select, absent {aucune n'est ouverte} other {ouvertes : {open, facts, semicolon}}})",
  SeveralQuestionsOpen:
    "plusieurs questions selon la Loi {law} sont ouvertes : préciser laquelle avec « about » (une position)",
  AnswerNotListed: "la réponse doit être l'une de : {answers, list}",
  BoardAlreadyOpen: "un second BoardStarted : l'étui {board} est déjà ouvert",
  BoardNotOpen: "{event} avant BoardStarted : le premier événement d'un journal ouvre l'étui",
  DealUnreadable: "donne invalide : {reason, facts}",
  CardFoundTwice: "{card, card} se trouve {count} fois ({seats, seats}) (Loi 1A)",
  CardsTwice: "donne invalide (Loi 7B) : {duplicates, facts, semicolon}",
  HandNotGiven: "donne invalide : la main {seat, seat, de} n'est pas donnée (Loi 7 : quatre mains)",
  UnknownProfile: "profil de règlement inconnu « {profile} » (connus : {known, list})",
  CardNotHeld: CARD_NOT_HELD,
  FacedTogetherInAuction: "58B : des cartes retournées ensemble sont une irrégularité du jeu de la carte",
  ChangeAfterLeadFaced:
    "un changement de déclaration après que l'entame a été retournée : la période des annonces est terminée (17D1 ; 25A5, 21B1(a))",
  NotInPlay:
    "{event, select, CardRetracted {une carte reprise avant le début du jeu de la carte} DummyViolation {les limitations du mort (Loi 43) s'appliquent une fois le jeu commencé} CardTurned {une carte retournée (Loi 65) : il n'y a pas encore de jeu} OrientationPointedOut {une carte mal orientée signalée (Loi 65B3) : il n'y a pas encore de jeu} CardsDisturbed {des cartes jouées dérangées (Loi 65C) : il n'y a pas encore de jeu} TrickInspected {une levée examinée (Loi 66) : il n'y a pas encore de jeu} CardReturnedToHand {une carte jouée remise dans la main (Loi 67B3) : il n'y a pas encore de jeu} WrongHandWarning {l'avertissement du mort (Loi 43B2(a)) : il n'y a pas encore de jeu} RevokeInquired {une question sur une renonce (Loi 61B) : il n'y a pas encore de jeu} other {{passedOut, select, true {une carte jouée sur une donne passée} other {une carte jouée avant la fin des annonces}}}}",
  QuestionBeforePlay:
    "41B : une question après les annonces ; pendant les annonces, les questions et les réponses relèvent de la Loi 20 (Explained)",
  ClaimBeforePlay:
    "{event, select, ClaimMade {une revendication} ConcessionMade {une concession} ClaimAcquiesced {un acquiescement à une revendication} ClaimObjected {une contestation de revendication} PlayResumed {la reprise du jeu après une revendication} TableMovedOn {le passage de la table à la suite} AcquiescenceWithdrawn {un acquiescement retiré} ConcessionWithdrawn {une concession retirée} CardPlayed {une carte jouée après une revendication} CardExposed {une carte montrée lors d'une revendication} other {une décision selon la Loi {under}}} : les revendications et les concessions se font pendant le jeu de la carte (Loi 68){passedOut, select, true { ; la donne a été passée} other {}}",
  LineNotRead: "ligne : pas une étape : {unread, list} (une carte comme « SA », « draw trumps », « cash H »)",
  HandHolds13: "la main {seat, seat, de} contient 13 cartes (Lois 13, 14) : rien à y corriger",
  NoDealToCorrect: "chaque main contient 13 cartes : il n'y a pas de donne à corriger (Lois 13, 14)",
  CardMovedTwice:
    "{card, card} est déplacée deux fois : une carte ne peut pas figurer deux fois dans la donne (Loi 1A)",
  CardMovedToSameHand: "{card, card} est déplacée {seat, seat, de} vers lui-même",
  CardAlreadyInDeal:
    "{card, card} est déjà dans la main {holder, seat, de} : une carte ne peut pas figurer deux fois dans la donne (Loi 1A)",
  ContestantsAlreadyFound: "les concurrents ont déjà été reconnus erronés en position {at}",
  NotAnEarlierPosition: "about : {about} n'est pas une position antérieure du journal",
  ReserveOnlyOpponents:
    "16B2 : seuls les adversaires {seat, seat, de} se réservent leurs droits au sujet de son information",
  HandsAlreadyReturned: "les mains ont déjà été remises dans l'étui (position {at})",
  PassedOutBoardOver:
    "{event, select, CallChanged {un changement de déclaration} other {une déclaration}} après la remise des mains dans l'étui (position {at}) : la période des annonces de la donne passée est terminée (17D2)",
  BoardNotPlayed:
    "{event, select, CardPlayed {une carte} other {une déclaration}} sur un étui que l'arbitre ne laisse pas jouer ({law}, position {at}) : une marque ajustée",
  NoAuctionYet: "20F : il n'y a pas encore d'annonces",
  NotACallOrCard: "20F : la position {about} n'est ni une déclaration ni une carte",
  HandledBeforePlay:
    "45C : une carte maniée avant le jeu de la carte (pendant les annonces : Loi 24, CardExposed)",
  HandlingNotOfRole: `45C : « ${HANDLING} » se dit de la carte {of, select, defender {d'un joueur de la défense} declarer {du déclarant} dummy {du mort} other {de {of}}}, et {seat, seat} est {role, select, defender {un joueur de la défense} other {le ${ROLE("role")}}}`,
  AwaitingPlayedFinding:
    "le jeu attend le constat de l'arbitre selon la Loi {law} (position {at}) : la carte a-t-elle été jouée ?",
  ScoreRecord:
    "{event, select, ScoreAdjusted {marque ajustée{under, select, absent {} other { (Loi {under})}}} AppealDecided {décision d'appel{under, select, absent {} other { (Loi {under})}}} ScoreRecorded {marque enregistrée} ScoreCorrected {marque corrigée} ScoresPosted {résultats affichés} DirectorRuled {une décision selon 79B} other {{event}}}",
  ScoreInputInvalid: "{of, facts} : {reason, facts}",
  NoContractGiven: "{of, facts} : pas de contrat : donner le contrat et le déclarant, ou la marque",
  TricksNotGiven: "{of, facts} : donner les levées faites par le déclarant, ou la marque",
  OutcomeScoreAndContract:
    "{of, facts} : un résultat donne une marque, ou un contrat et des levées, pas les deux",
  OutcomeNeedsContract:
    "{of, facts} : l'étui n'a pas de contrat : donner le contrat et le déclarant de chaque résultat",
  OutcomeNeedsTricks: "{of, facts} : donner les levées faites par le déclarant dans chaque résultat",
  SeveralDisputesOpen:
    "{of, facts} : plusieurs contestations sont ouvertes : préciser laquelle avec « about »",
  NoContractToScore:
    "{event, select, TricksDisputed {levées contestées sur une donne passée} other {levées agréées {passedOut, select, true {sur une donne passée (il n'y a pas de contrat)} other {avant la fin des annonces : pas encore de contrat}}}}",
  NoDisputeOpen:
    "une décision selon la Loi {law} ne répond à aucune contestation sur les levées (aucune n'est ouverte)",
  DisputeNeedsContract: "une décision selon 79B sur les levées nécessite le contrat",
  DisputeRulingShape:
    "une décision selon 79B donne les levées gagnées par le déclarant (« tricks ») ou répond « stands »",
  CorrectionLawInvalid: "une correction de marque se fait selon 79C, 69B ou 71, pas selon la Loi {under}",
  DisputeScoreRefused:
    "{case, select, single_result {79B2 : l'arbitre enregistre un résultat unique ({side, select, NS {NS} EW {EO} other {{side}}} ont reçu une marque {kind, select, points {en points} weighted {pondérée} artificial {artificielle} percent {en pourcentage} imps {en IMP} other {{kind}}})} split_before_round_end {79B2 : un seul résultat pour les deux camps (une marque dissociée relève de 79B3, après la fin du tour)} no_recorded_score {79B3 : une marque dissociée nécessite une marque enregistrée à conserver pour l'autre camp} keep_one_side {79B3 : une marque dissociée conserve la marque enregistrée d'un camp et réduit celle de l'autre} other {79B3 : la marque de {side, select, NS {NS} EW {EO} other {{side}}} ne peut qu'être réduite (à partir de {from}), jamais augmentée}}",
  NoSplitScore2007:
    "Code 2007 : pas de marque dissociée selon la Loi {under} (une seule marque pour les deux camps)",
  NotARuling:
    "un appel de la position {about}, qui n'est pas une décision (décisions : {rulings, select, absent {aucune} other {{rulings, list}}})",
  NoAppealOpen: "une décision sur un appel, mais aucun appel n'est ouvert",
  NotAnAppeal: "la position {about} n'est pas un appel",
  AppealAlreadyDecided:
    "l'appel de la position {appeal} a été tranché en position {decidedAt} (un nouvel appel est un nouvel AppealLodged, 93C1)",
  PenaltyAmountMissing: "{of, facts} : une pénalité modifiée en appel nécessite son nouveau « amount »",
  BenefitNeedsPoll:
    "{of, facts} : le bénéfice du doute infléchit un sondage : donner le sondage de chaque résultat",
  PollOrWeights: "{of, facts} : donner à chaque résultat un sondage, ou à chaque résultat une pondération",
  NoLegalOutcome: "{of, facts} : aucun résultat du sondage n'aurait pu être obtenu légalement",
  PollNotPositive: "{of, facts} : les nombres du sondage doivent être positifs",
  SelfInflictedMissing:
    "{of, facts} : préciser le dommage que s'est causé le camp non fautif (selfInflicted : serious-error ou gambling-action)",
  ReferencesMissing:
    "{of, facts} : donner le résultat en l'absence d'infraction (normal) et après celle-ci (obtained)",
  ActualMissing: "{of, facts} : l'étui n'a pas de résultat à la table : donner le résultat réel",
  ReferencesUnits:
    "{of, facts} : donner les trois résultats dans une même unité (points, IMP ou pourcentages)",
  SelfInflictedWithScores:
    "{of, facts} : la Loi 12C1(e) calcule la marque de chaque camp à partir des résultats : ne donner ni NS, ni EW, ni outcomes",
  Law86B1Inputs: "{of, facts} : otherTable, expectedImps et responsible sont les données de la Loi 86B1",
  NoResultToCompare: "{of, facts} : l'étui n'a pas de résultat à cette table auquel comparer l'estimation",
};
