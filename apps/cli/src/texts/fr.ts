import type { TextId } from "./en.ts";

/**
 * The headings and labels of the command line's text outputs in French, in the terms of the FFB's Code (donne,
 * donneur, vulnérabilité, annonces, jeu de la carte, levée, déclarant, entame, renonce, carte pénalisée,
 * arbitre …). Same ids and arguments as `en.ts`.
 */
export const FR: { readonly [K in TextId]: string } = {
  noBoard: "Pas de donne : le journal n'a pas d'événement BoardStarted valide",
  header:
    "Étui {board}   Donneur : {dealer}   Vulnérabilité : {vul, select, None {Personne} NS {NS (Nord-Sud vulnérables)} EW {EO (Est-Ouest vulnérables)} All {Tous (les deux camps vulnérables)} other {{vul}}}   Code : {edition}",
  event: "Épreuve : {x}",
  date: "Date : {x}",
  section: "Section : {x}",
  round: "Tour : {x}",
  room: "Salle : {x}",
  table: "Table : {x}",
  sideTeam: "{side, side} : {team}{pair, select, absent {} other { (paire {pair})}}",
  deal: "Donne : {deal}",
  unknownHand: "(inconnue)",
  seatLabel:
    "{seat, seat}{name, select, absent {} other { : {name}}}{dealer, select, yes { (donneur)} other {}}",
  auction: "Annonces",
  noCalls: "  (aucune déclaration)",
  legend: "Légende : {parts}",
  legendAlerted: "! alertée ({ref})",
  legendExplained: "a, b … : expliquée (Lois 20F, 21), note ci-dessous",
  legendIrregular: "*Loi : une déclaration irrégulière et la Loi qui l'a traitée, note ci-dessous",
  legendGone: "(déclaration) : retirée ou annulée",
  legendHead: "Légende :",
  callFootnote:
    "*{law}  position {position}, {seat, seat} {call}{status, select, standing {} withdrawn { (retirée)} cancelled { (annulée)} deemed { (réputée faite)} open { (en suspens)} other { ({status})}} : {reason}",
  alerted: "alertée par {seat, seat} (position {position})",
  explained:
    "expliquée par {seat, seat} (position {position}){text, select, absent {} other { : « {text} »}}",
  corrected:
    "explication rectifiée par {seat, seat} (position {position}, {ref}){text, select, absent {} other { : « {text} »}}",
  explanationFootnote: "{letter}  position {about}, {call} : {said}",
  callNotInAuction: "une déclaration absente des annonces",
  seatCall: "{seat, seat} {call}",
  auctionToCall: "  (annonces en cours : à {seat, seat} de parler)",
  auctionWaits: "  (les annonces attendent le choix {seat, seat, de} selon la {ref})",
  play: "Jeu de la carte",
  playColumns: "Levée  Attaque ",
  winner: "Gagnant",
  trickOf: "levée {trick}, {seat, seat} {card}",
  revokeNote:
    "  ! {who} : renonce ({ref}), {status, select, committed {commise} corrected {corrigée} established {consommée} rectified {rectifiée} other {{status}}}{fate, select, absent {} other { ({fate}{n, select, absent {} other {, {n, plural, one {# levée} other {# levées}}}})}}",
  cardNote: "  * {who} : {ref}",
  tricksWon: "  Levées gagnées : {ns, side} {NS}, {ew, side} {EW}",
  after64: "  Après la Loi 64 (et tout ajustement) : {ns, side} {NS}, {ew, side} {EW}",
  playInProgress:
    "  (jeu en cours après {n, plural, one {# levée} other {# levées}} : à {seat, seat} de jouer)",
  claims: "Revendications et concessions (Lois 68–71)",
  claimAt: "  position {position}, levée {trick} : {what}",
  statement: "    déclaration : « {text} »",
  claimLine: "    ligne de jeu : {cards}",
  agreedBy: "acceptée par {seats}",
  disputedBy: "contestée par {seats}",
  claimCorrection:
    "    {ref} : {n, plural, one {# levée} other {# levées}} à {to, side} (position {position})",
  evidence: "    jouées pendant la suspension, à titre de preuve seulement (68D) : {cards}",
  contract: "Contrat : {contract} par {seat, seat}",
  contractPassedOut: "Contrat : aucun (passe général)",
  contractNotYet: "Contrat : pas encore (les annonces ne sont pas terminées)",
  resultNotYet: "Résultat : pas encore (la donne n'est pas terminée)",
  result: "Résultat : {result}",
  resultNone: "aucun à la table (la donne n'y a pas été jouée)",
  passedOut: "Passe général",
  resultLine: "{contract} par {seat, seat}, {n, plural, one {# levée} other {# levées}}, {outcome}",
  outcome:
    "{diff, select, down {chute de {by}} made {juste fait} other {fait, {by, plural, one {# levée de mieux} other {# levées de mieux}}}}",
  noTricksAtTable:
    "{line} par {seat, seat}, aucune levée à la table (le jeu s'est arrêté sur une revendication)",
  notRecorded: "non enregistré",
  scoreEntered: "une marque inscrite : {label}",
  correctedLine:
    "{line} (corrigé, {ref}, position {position} ; enregistré : {recorded}{points, select, absent {} other {, {points}}})",
  score: "Marque :  {score}{mark, select, absent {} other { [{mark}]}}",
  tableResult:
    "          le résultat de la table : {points, select, absent {aucun (pas de marque à la table)} other {{points}}}",
  law77Items: "  {ref}, {side, select, NS {Nord-Sud} other {Est-Ouest}} (le camp du déclarant) :",
  points: "{ns, side} {NS}, {ew, side} {EW}",
  auditTrail: "Historique (position dans le journal, Loi, conséquence)",
  lawsCited: "Lois citées (Code {edition})",
  optionsPending: "Options en attente",
  rulingsNeeded: "Décisions attendues de l'arbitre",
  obligations: "Obligations",
  leadRestrictions: "Restrictions d'attaque",
  exposedCards: "Cartes exposées et cartes pénalisées",
  information: "Information non autorisée (Loi 16C)",
  reviews: "À examiner en fin de jeu",
  revokes: "Renonces",
  irregularPlays: "Jeux irréguliers",
  pendingLine: "{seat, seat}, {ref} (au sujet de la position {about}) : {text} [{options}]",
  rulingLine:
    "position {position}, {ref} : {text}{answers}{blocking, select, yes { (la donne attend cette décision)} other {}}",
  mustPass:
    "{seat, seat} doit passer {scope, select, throughout {chaque fois que c'est son tour de parole} other {à son prochain tour de parole}} ({ref}, depuis la position {from})",
  mustRepeat: "{seat, seat} doit répéter {call} à son tour ({ref}, depuis la position {from})",
  leadRestriction:
    "{seat, seat} (partenaire du joueur fautif, {offender, seat}) : restriction d'attaque, {ref}, depuis la position {from}, {status, select, pending {en attente} active {en vigueur} void {caduque} other {{status}}}",
  suitsSpecified: "couleurs spécifiées {suits}",
  mayRequire: "le déclarant peut exiger {suits}",
  waived: "levée : {x}",
  exposedCard:
    "position {position} : {seat, seat} {card} {led, select, yes {attaquée} other {exposée}} pendant les annonces, {fate, select, on_table {sur la table jusqu'à la fin des annonces} returned_24D {remise dans la main (24D)} penalty_card_24E {carte pénalisée (24E)} not_seen {non vue} other {{fate}}}",
  penaltyCard: "{seat, seat} {card} : carte pénalisée ({ref})",
  informationLine:
    "position {position} : {call} {seat, seat, de} ({ref}) : {side, select, absent {aucun camp restreint} NS {non autorisée pour Nord-Sud} EW {non autorisée pour Est-Ouest} other {non autorisée pour {side}}}",
  reviewLine: "position {position}, {ref} : {text}",
  revokeLine:
    "levée {trick}, position {position} : {seat, seat} {card}, {status, select, committed {commise} corrected {corrigée} established {consommée} rectified {rectifiée} other {{status}}} ({ref})",
  irregularLine: "position {position} : {seat, seat} {card} ({ref})",
  derived: "    → {ref} : {text}",
  optionPending: "option en attente : {seat} selon la {ref} : {options}",
  rulingNeeded: "décision attendue ({ref}, position {position}) : {text}",
  eventLine: "{position} (ligne {line})",
  events: "{n, plural, one {# événement} other {# événements}}",
  logs: "{n, plural, one {# journal} other {# journaux}}",
  records: "{n, plural, one {# enregistrement} other {# enregistrements}}",
  boards: "{n, plural, one {# donne} other {# donnes}}",
  tricks: "{n, plural, one {# levée} other {# levées}}",
  sealedLine:
    "{name} : scellé, {events}, chaîne intacte, tête {head}{expected, select, yes {, la tête attendue} other {}}{old, select, yes { (scellé avant le marqueur de scellement : gardez sa tête pour détecter un scellement retiré)} other {}}",
  unsealedLine: "{name} : non scellé, {events}",
  sealRemoved: "{name} : scellement retiré à la ligne {line} : {reason}",
  headMismatch: "{name} : tête différente à la position {position} (ligne {line}) : {reason}",
  notSealedRequired: "{name} : non scellé, {events} : un journal scellé est exigé",
  notSealedExpected: "{name} : non scellé, {events} : la tête attendue était {head}",
  chainBroken: "{name} : chaîne rompue à la position {position} (ligne {line}) : {reason}",
  sessionManifestNote: "{line} (un manifeste de séance : verify --session vérifie aussi ses journaux)",
  manifestVerified:
    "{name} : manifeste de séance de {logs}, scellé, chaîne intacte, tête {head}{expected, select, yes {, la tête attendue} other {}}",
  notSealedMustReplay: "{problem} (non scellé : le journal doit se rejouer)",
  notSealedLine: "{line} (non scellé)",
  cannotSeal: "{name} : impossible de sceller : {reason}",
  cannotWrite: "{target} : écriture impossible : {reason}",
  sealedAgain:
    "{name} : scellé avant le marqueur de scellement (tête {head}) : scellé à nouveau avec lui, sa tête a donc changé",
  cannotCreateDir: "{dir} : impossible de créer le répertoire : {reason}",
  sealFirst: "{file} : non scellé : scellez-le d'abord (bridgelaw seal --in-place {quoted})",
  manifestWritten: "{out} : manifeste de séance de {logs}, scellé, {records}, tête {head}",
  diffMustReplay: "{problem} (diff compare des journaux qui se rejouent)",
  diffAsItStands: "{broken} (comparé tel quel : --allow-broken)",
  brokenChain: "CHAÎNE ROMPUE : {x}",
  aspect:
    "{id, select, phase {phase} contract {contrat} tricks {levées (après la Loi 64 et tout ajustement)} transfers {transferts de levées (Loi 64)} result {résultat à la table} tableScore {marque à la table} correctedScore {marque rectifiée (79C)} ruledScore {marque selon la décision de l'arbitre} appealScore {marque en appel} appliedScore {marque qui s'applique} pending {options en attente} rulingsNeeded {décisions attendues de l'arbitre} penalties {pénalités} appeals {appels} other {{id}}}",
  standingAspect:
    "{id, select, tableResult {résultat à la table} ruled {marque selon la décision de l'arbitre} appeal {marque en appel} applied {marque qui s'applique} other {{id}}}",
  stage:
    "{stage, select, table {à la table} corrected {rectifiée} ruled {selon la décision de l'arbitre} appeal {en appel} other {{stage}}}",
  diffNotPlayed: "aucun (la donne n'a pas été jouée ici, ou son résultat n'est pas inscrit)",
  noScoreAtTable: "pas de marque à la table",
  noScore: "pas de marque",
  diffCorrected: "{line} (rectifié, {ref} ; inscrit : {recorded} : {points})",
  noRuling: "pas de décision de l'arbitre",
  noDecision: "pas de décision",
  noneYet: "aucune pour l'instant",
  none: "aucun",
  lawDecision: "{ref} : {text}",
  lawAppealDecision: "{ref} ({decision}) : {text}",
  appliedStage: "{stage} ({refs}) : {score}{mark}",
  contractBy: "{contract} par {seat, seat}",
  transferLine: "renonce à la position {revoke} : {tricks} de {from} à {to} ({ref})",
  penaltyLine: "position {position}, {ref} : {side} {amount} {unit}, {status}",
  appealLine: "position {position}, {side} : {status} ({ref})",
  logEnds: "  {label}  (pas d'événement à la position {position} : le journal s'arrête)",
  logHeader: "{label} : {name} ({events})",
  sameEvents: "Étui {board} : les deux journaux inscrivent les mêmes événements (scellements à part).",
  bContinuesA:
    "Étui {board} : B prolonge A : les {agreed} événements de A sont les premiers de B, qui continue à la position {position} :",
  aContinuesB:
    "Étui {board} : A prolonge B : les {agreed} événements de B sont les premiers de A, qui continue à la position {position} :",
  partAtFirst: "Étui {board} : les journaux divergent dès leur premier événement :",
  partAt:
    "Étui {board} : les journaux concordent sur les événements 1 à {agreed} et divergent à la position {position} :",
  envelopeOnly: "  (le même événement : seuls son heure, son auteur ou sa note diffèrent)",
  afterIt: "  ensuite : A a encore {a} événements, B en a encore {b}",
  sameBoard: "La donne tirée de chacun est la même.",
  deriveDifferently: "Ce que les Lois en tirent différemment",
  onlyOneLog: "Conséquences tirées d'un seul journal (position, Loi, conséquence)",
  onlyLine: "  {label}  {position}  {ref} : {text}",
  sameInBoth: "Identique dans les deux : {aspects}.",
  nouns:
    "{noun, select, log {{n, plural, one {# journal} other {# journaux}}} file {{n, plural, one {# fichier} other {# fichiers}}} manifest {{n, plural, one {# manifeste} other {# manifestes}}} other {{n} {noun}}}",
  batchSummary:
    "{command} : {items} : {ok} sans problème, {failed} en échec{extra, select, absent {} other { ; {extra}}}",
  andMore: "  … et {n} de plus (ci-dessus)",
  manifestFailed: "{name} : {failed} sur {logs} en échec",
  notWritten: "{out} : non écrit ({n, plural, one {# problème} other {# problèmes}})",
  readReason:
    "{reason, select, NotFound {fichier introuvable} PermissionDenied {permission refusée} BadResource {fichier illisible} Busy {fichier occupé} InvalidData {texte invalide} TimedOut {délai dépassé} EISDIR {c'est un répertoire} other {lecture impossible}}",
  notUtf8: "ligne {line} : texte UTF-8 invalide (un journal est en UTF-8)",
  cannotRead: "{name} : lecture impossible : {reason}",
  noLogsButGames:
    "{path} : aucun {kind} dans le répertoire, mais {n, plural, one {# fichier PBN ou LIN} other {# fichiers PBN ou LIN}} : importez-les d'abord (bridgelaw import {quoted} --out DIR), puis lisez les journaux de DIR",
  noLogs: "{path} : aucun {kind} dans le répertoire",
  notABoardLog:
    "ligne 1 : un fichier {format}, pas un journal de donne : importez-le d'abord (bridgelaw import {file} --out DIR), puis lisez les journaux de DIR",
  summary:
    "{command, select, replay {rejoue des journaux de donnes et imprime les donnes} audit {imprime la chronologie d'une donne : chaque événement et ce que la Loi en tire} verify {vérifie la chaîne de hachage de journaux, contre une tête publiée} seal {ajoute la chaîne de hachage à un journal} manifest {ancre tous les journaux scellés d'une séance par un seul hachage} score {calcule les marques d'une séance de journaux de donnes} import {importe des fichiers PBN ou LIN en journaux de donnes} export {exporte des journaux de donnes en PBN ou LIN} claim {imprime le rapport du vérificateur de revendication pour la revendication d'un journal} dd {imprime la table double mort des 20 résultats et le par des donnes} diff {où deux journaux d'une même donne divergent, et comment leur résultat et leur marque diffèrent} rule {inscrit la décision de l'arbitre (liste les questions ouvertes)} choose {inscrit l'option d'un joueur (liste les options en attente)} appeal {fait appel, ou inscrit la décision sur l'appel (Lois 92–93)} correct {inscrit une rectification de marque (Loi 79C)} appealLodge {fait appel (Loi 92)} appealDecide {inscrit la décision sur un appel (Loi 93)} other {{command}}}",
  rootHelp:
    "Les Lois du bridge de compétition en logiciel : rejouer et auditer des journaux de donnes (journaux d'événements JSON Lines), vérifier et sceller leur chaîne de hachage, calculer les marques d'une séance, importer et exporter en PBN et LIN, vérifier une revendication, résoudre des donnes en double mort. Codes de sortie : 0 sans problème, 1 un journal invalide ou illisible, 2 erreur d'utilisation.",
  internalError: "bridgelaw : erreur interne : {message}",
  sealDone: "{name} : scellé, {events}, tête {head}",
};
