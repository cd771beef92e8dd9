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
  // fiches de donnes (dd --format html)
  handRecords: "Fiches des donnes",
  handRecordsOf: "Fiches des donnes : {event}",
  handRecordsCount:
    "{n, plural, one {# donne} other {# donnes}}, une fiche par donne : les cartes, les points d'honneur (H) de chaque main, les levées à quatre jeux de chaque déclarant dans chaque dénomination et le par",
  handRecordBoard: "Étui {board}",
  handRecordConditions:
    "Donneur {dealer, seat} · {vul, select, None {Personne vulnérable} NS {Nord-Sud vulnérables} EW {Est-Ouest vulnérables} All {Tous vulnérables} other {{vul}}}",
  handRecordHcp: "H",
  handRecordTricks: "Levées à quatre jeux",
  handRecordDeclarer: "Déclarant",
  handRecordPar: "Par : {contracts, select, none {passe générale, 0} other {{contracts}, Nord-Sud {score}}}",
  handRecordVoid: "chicane",
  handRecordNotrump: "SA",
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
  notSameBoard:
    "pas le même étui ({differs, select, board {le numéro d'étui diffère} other {la donne diffère}}) : A est l'étui {aBoard} ({aDeal, select, none {sans donne} other {{aDeal}}}), B est l'étui {bBoard} ({bDeal, select, none {sans donne} other {{bDeal}}})",
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
  appliedStage: "{stage} (Lois {laws}) : {score}{mark}",
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
    "{command, select, replay {rejoue des journaux de donnes et imprime les donnes} audit {imprime la chronologie d'une donne : chaque événement et ce que la Loi en tire} verify {vérifie la chaîne de hachage de journaux, contre une tête publiée} seal {ajoute la chaîne de hachage à un journal} manifest {ancre tous les journaux scellés d'une séance par un seul hachage} score {calcule les marques d'une séance de journaux de donnes} import {importe des fichiers PBN ou LIN en journaux de donnes} export {exporte des journaux de donnes en PBN ou LIN} claim {imprime le rapport du vérificateur de revendication pour la revendication d'un journal} dd {imprime la table double mort des 20 résultats et le par des donnes} diff {où deux journaux d'une même donne divergent, et comment leur résultat et leur marque diffèrent} rule {inscrit la décision de l'arbitre (liste les questions ouvertes)} choose {inscrit l'option d'un joueur (liste les options en attente)} appeal {fait appel, ou inscrit la décision sur l'appel (Lois 92–93)} correct {inscrit une rectification de marque (Loi 79C)} appealLodge {fait appel (Loi 92)} appealDecide {inscrit la décision sur un appel (Loi 93)} movement {écrit un fichier de mouvement (Mitchell, Howell, round-robin, suisse, d'après les journaux)} other {{command}}}",
  movementShareBoards:
    "howell de 3 à 6 paires sur tous les tours (les Howell à 2 et 3 tables) : des tables jouent le même jeu d'étuis dans un tour, en se passant les étuis",
  movementRelayByeStand:
    "mitchell avec un nombre pair de tables : partage des étuis entre les tables 1 et N et un relais entre les tables N/2 et N/2+1, N tours (par défaut : le saut, N-1 tours)",
  rootHelp:
    "Les Lois du bridge de compétition en logiciel : rejouer et auditer des journaux de donnes (journaux d'événements JSON Lines), vérifier et sceller leur chaîne de hachage, calculer les marques d'une séance, importer et exporter en PBN et LIN, vérifier une revendication, résoudre des donnes en double mort. Codes de sortie : 0 sans problème, 1 un journal invalide ou illisible, 2 erreur d'utilisation.",
  internalError: "bridgelaw : erreur interne : {message}",
  sealDone: "{name} : scellé, {events}, tête {head}",
  colPctEW: "% EO",
  colPctNS: "% NS",
  colPct: "%",
  colAdjusted: "Marque ajustée",
  colAgainst: "Contre",
  colApplies: "S'applique",
  colBoard: "Étui",
  colBoards: "Donnes",
  colDir: "Orient.",
  colEW: "EO",
  colFewBoards: "Peu de donnes",
  colFreq: "Fréq.",
  colFrequenciesOfNS: "Fréquences (NS)",
  colIMPs: "IMP",
  colLaws: "Lois",
  colMark: "Marque",
  colMatches: "Matchs",
  colNS: "NS",
  colNet: "Net",
  colPenalty: "Pénalité",
  colPlayers: "Joueurs",
  colRank: "Rang",
  colResultOfEW: "Résultat (EO)",
  colResultOfNS: "Résultat (NS)",
  colResult: "Résultat",
  colRoom: "Salle",
  colRound: "Tour",
  colScoreOfEW: "Marque (EO)",
  colScoreOfNS: "Marque (NS)",
  colScoreEW: "Marque EO",
  colScoreNS: "Marque NS",
  colScore: "Marque",
  colTable: "Table",
  colTeam: "Équipe",
  colTop: "Top",
  colTotal: "Total",
  colCarryOver: "Report",
  colVP: "PV",
  colWhy: "Pourquoi",
  colPair: "Paire",
  colMP: "PM",
  colMPOfNeuberg: "PM (Neuberg)",
  unit: "{method, select, mp {PM} imp {IMP} cross_imp {IMP} butler {IMP} total {Points} other {{method}}}",
  ranking:
    "{field, select, all {Classement} NS {Classement Nord-Sud} EW {Classement Est-Ouest} other {Classement {field}}}",
  boardHeading: "{round, select, absent {} other {Tour {round}, }}Étui {board}",
  formHeading: "forme {group} (87B)",
  topHeading: "top {top}{neuberg, select, yes {, Neuberg} other {}}",
  datumHeading: "référence NS {ns}, EO {ew}",
  fewBoardsNote:
    "* peu de donnes : moins de {n} donnes jouées (un remplaçant ou une paire en retard) : classée comme marquée ; le maintien du classement relève du règlement de l'épreuve",
  rulingsNeededTitle:
    "Décisions attendues de l'arbitre ({n}) : chaque donne marquée 0 jusqu'à la décision de l'arbitre",
  noResults: "Aucun résultat à marquer.",
  legend79A1:
    "les levées convenues à la table (une revendication ou un abandon, ou le résultat inscrit sans le jeu)",
  legend79A2: "les levées convenues diffèrent des levées gagnées au jeu",
  legend79A: "le résultat du jeu",
  legend79B: "les levées contestées : la décision de l'arbitre",
  legend79C: "une erreur de marque rectifiée",
  legend12C1b: "une marque ajustée attribuée (le résultat probable sans l'infraction)",
  legend12C1c: "une marque ajustée attribuée pondérée",
  legend12C1d:
    "une marque ajustée artificielle, les résultats possibles étant trop nombreux pour être pondérés",
  legend12C1e: "une marque ajustée sans réparation pour l'erreur grave des non-fautifs",
  legend12C2a: "une marque ajustée artificielle : moyenne plus 60 %, moyenne 50 %, moyenne moins 40 %",
  legend12C2b: "une marque ajustée artificielle en IMP : ±3",
  legend12C2c: "une marque ajustée artificielle au pourcentage de séance du concurrent",
  legend12C2d: "des marques ajustées artificielles dans les limites du règlement",
  legend12C4: "épreuve à élimination directe : la moyenne des marques ajustées non équilibrées",
  legend12C: "une marque ajustée",
  legend64: "une levée transférée pour une renonce consommée",
  legend86B:
    "épreuve par équipes : une marque ajustée pour un étui à un seul résultat, ou aux résultats non comparables",
  legend87B: "un étui faussé, marqué par groupes selon sa forme",
  legend90: "une pénalité de procédure",
  legend91A: "une pénalité disciplinaire",
  legend92: "un appel pas encore décidé",
  legend93: "la décision du comité d'appel",
  recapPair:
    "Récapitulatif : {pair}{ranked, select, yes {   rang {rank}{few, select, yes {*} other {}}{field, select, all {} other { {field}}}, {total} {unit}{percent, select, absent {} other {, {percent} %}}{vp, select, absent {} other {, {vp} PV}}} other {}}",
  recapTeam:
    "Récapitulatif : {team}{ranked, select, yes {   rang {rank}{few, select, yes {*} other {}}, {total} IMP{vp, select, absent {} other {, {vp} PV}}} other {}}",
  legendTitle: "Lois",
  weighted: "pondérée : {parts}",
  weightedPart: "{pct} % × ({points})",
  artificial:
    "{level, select, average_plus {moyenne plus} average {moyenne} average_minus {moyenne moins} other {{level}}}{movement, select, yes { (une erreur de mouvement, 12C2(d))} other {}}",
  imps: "{imps} IMP",
  splitScore:
    "Nord-Sud : {ns} ; Est-Ouest : {ew}{split, select, yes { (marque partagée, non équilibrée)} other {}}",
  correctedLabel: "{result} ({law} ; inscrit {recorded})",
  notPlayed: "non jouée",
  stageWord:
    "{stage, select, table {résultat de la table} corrected {rectifiée} ruled {arbitre} appeal {appel} other {{stage}}}",
  stageName:
    "{stage, select, table {à la table} corrected {rectifiée} ruled {par l'arbitre} appeal {en appel} other {{stage}}}",
  body: "{body, select, director {l'arbitre responsable} committee {le comité d'appel} ra {l'Autorité Réglementaire} other {{body}}}",
  penaltyUnit:
    "{unit, select, top {{amount} de top} matchpoints {{amount, plural, one {# point de match} other {# points de match}}} imps {{amount} IMP} vps {{amount} PV} points {{amount, plural, one {# point} other {# points}}} other {{amount} {unit}}}",
  asPlayed: "comme jouée : {tricks} au déclarant ({ref} : {score})",
  transferStage:
    "{ref} : {tricks} de {from} à {to} pour la renonce de la position {revoke} : {total} ({score})",
  stageLaw: "Loi {law}",
  noScoreDirector: "pas de marque à la table (les levées sont celles de l'arbitre)",
  scoresTitle: "La marque à chaque étape (Lois 77, 79, 12C, 64, 92–93)",
  atPosition: "position {position}, {what}",
  recordedBefore: "inscrit avant la rectification (79C) : {result}",
  stageWhere: "position {position}{extra}{text, select, absent {} other { (« {text} »)}}",
  appealExtra: ", {body}, {decision}, sur la décision de la position {appealed}",
  auditLine: "{ref}, position {position} : {text}",
  appliesNone: "  s'applique :  aucune pour l'instant (la donne n'a pas de marque)",
  applies: "  s'applique :  {stage} (Lois {laws}) : {score}{mark}",
  postedLine:
    "  résultats affichés {at} : rectifications jusqu'à {correction} (79C1), décisions et appels jusqu'à {appeal} (92B)",
  fouledLine: "  étui faussé (Loi 87) : forme {form}{method, select, absent {} other {, {method}}}",
  appealAboutNone: "aucune décision",
  appealAbout: "la décision de la position {about}",
  appealDecided:
    " ; décidé à la position {position} par {body} : {decision}{merit, select, yes { (sans fondement, 92A)} other {}}",
  appealEntry:
    "  appel, position {position}, {side} contre {about} : {status} ({ref} : {reason}){deadline, select, absent {} other {, délai {deadline}}}{decided}",
  penaltyEntry:
    "  pénalité, position {position}, {ref} : {side} {amount}, {status}{appealLaw, select, absent {} other { ({appealLaw})}}{text, select, absent {} other { (« {text} »)}}",
  noteEntry: "  note : {text}",
  colon: " : ",
  decision: "{d, select, upheld {maintenue} changed {modifiée} cancelled {annulée} other {{d}}}",
  appealStatus:
    "{s, select, lodged {déposé} not_heard {non entendu} decided {décidé} recommendation {recommandation} other {{s}}}",
  penaltyStatus:
    "{s, select, in_force {en vigueur} cancelled {annulée} changed {modifiée} not_applied {non appliquée} other {{s}}}",
  unscoredHow:
    "L'arbitre attribue une marque ajustée artificielle (Loi 12C2 : moyenne plus au camp qui n'est en rien fautif, moyenne à celui qui l'est en partie, moyenne moins à celui qui l'est directement) en ajoutant au journal de l'étui {json} (ses camps tels que décidés) ; jusque-là l'étui est écarté pour ces paires (Neuberg sur les autres en points de match).",
  rulingsHow:
    "Loi 12C2 selon la responsabilité (moyenne plus à l'équipe qui n'est en rien fautive, moyenne moins à celle qui l'est directement, moyenne aux deux si toutes deux le sont ou aucune) : bridgelaw rule LOG --law 12C2 --ns LEVEL --ew LEVEL sur le journal de la marque 86B1, qu'elle remplace.",
  unscoredLine:
    "{event, select, absent {} other {{event}, }}étui {board}{table, select, absent {} other {, table {table}}}{room, select, absent {} other { ({room})}} : NS {ns} contre EO {ew} : {state, select, not_played {non jouée} awaiting {jouée ; pas de marque avant la décision de l'arbitre (Loi {laws})} other {pas encore de résultat ({phase})}} — {source}",
  unscoredTitle: "Étuis sans résultat : la décision de l'arbitre (Loi 12C2), {n}",
  notPlayedNotice:
    "{n, plural, one {# étui non joué} other {# étuis non joués}} à une table (ni annonces, ni résultat, ni marque : des étuis vides du fichier, ou la donne seule) : jamais classés, jamais dans une référence ni une table de fréquences ; listés ci-dessous pour l'arbitre (Loi 12C2)",
  session: "Séance",
  results: "Résultats",
  recNeedsFile: "{command} : il faut un fichier journal où ajouter, pas l'entrée standard",
  recMustReplay: "{problem} (rien d'ajouté : le journal doit se rejouer)",
  recNotValid: "{command} : {type} invalide : {reason}",
  recRefused: "{name} : {event} refusé en position {position} : {refused}",
  recInternal: "{name} : erreur interne : le journal ne se rejoue plus une fois complété ({reason})",
  recToAppend:
    "{dry, select, yes {Serait ajouté} other {À ajouter}} en position {position} (ligne {line}) de {name}{sealed, select, yes { (scellé : la chaîne est prolongée)} other {}} :",
  recWhatChanges: "Ce qui change",
  recNothingChanges: "  rien de ce que les Lois en tirent ne change",
  recBefore: "    avant   {line}",
  recAfter: "    après   {line}",
  recNotApplied: "Les Lois l'enregistrent sans l'appliquer : {why}",
  recNotRecorded:
    "{name} : non enregistré : {why} (donnez --record-anyway pour l'enregistrer tout de même comme un fait)",
  recDryRun: "(essai à blanc : rien d'écrit)",
  recConfirm: "Ajouter cette ligne à {name} ?",
  recNothingWritten: "Rien d'écrit.",
  recAppended:
    "{name} : ajouté en position {position} (ligne {line}){head, select, absent {} other { ; nouvelle tête {head}}}",
  lawSaid: "{ref} : {text}",
  ruleAnswers: "réponses : {answers}",
  ruleAnswersOpen:
    "réponses : ensemble ouvert : --answer TEXTE, et --tricks N quand la décision attribue des levées",
  ruleArtificial:
    "Une marque ajustée artificielle (Loi 12C2 : moyenne plus au camp en rien fautif, moyenne au camp en partie fautif, moyenne moins au camp directement fautif) : {command}",
  ruleAdjusted: "Une marque ajustée (Loi 12C, ou 79B3, 82C, 86B …) : {command}",
  ruleState:
    "{state, select, notPlayed { : non joué (aucune déclaration, aucun résultat à cette table)} noResult { : sans résultat (la donne n'est pas terminée)} other {}}",
  ruleBoard:
    "{name} : étui {board}{state} : {n, plural, =0 {aucune question en suspens pour l'arbitre} one {# question pour l'arbitre} other {# questions pour l'arbitre}}",
  ruleQuestion: "  position {position}, {ref} : {text}",
  ruleOtherTable: "rule : --other-table {name} : {why}",
  ruleNotTheBoard: "étui {board} ({deal}), pas l'étui de {name} (étui {here})",
  ruleNoDeal: "sans donne",
  ruleNotTheMatch:
    "NS {thereNS} contre EO {thereEW} : pas l'autre table du match de {name} (NS {hereNS} contre EO {hereEW})",
  ruleNoOtherResult:
    "n'a pas de résultat à cette table : la Loi 86B1 compare une marque ajustée au seul résultat obtenu",
  ruleOtherTableFor:
    "rule : --other-table donne le résultat de l'autre table pour une marque ajustée selon la Loi 86B1 (--law 86B1 avec --outcome, --ns ou --ew)",
  chooseBoard:
    "{name} : étui {board} : {n, plural, =0 {aucune option en suspens} one {# option en suspens (Loi 10C1 : le joueur choisit après que l'arbitre les a expliquées)} other {# options en suspens (Loi 10C1 : le joueur choisit après que l'arbitre les a expliquées)}}",
  chooseOption: "  {seat, seat}, {ref} (à propos de la position {about}) : {text}",
  chooseOptions: "    options : {options}",
  chooseNonePending: "choose : {name} : aucune option en suspens",
  chooseFit:
    "choose : {many, select, yes {plusieurs options en suspens conviennent} other {aucune option en suspens ne convient}} : donnez --seat et --law (en suspens : {pending})",
  chooseOptionFlag: "choose : --option ID est le choix fait",
  boardOf: "{name} : étui {board}",
  appealNoRuling: "  aucune décision dont faire appel (92A)",
  appealRulings: "  décisions (un appel en désigne une avec --about P) :",
  appealRuling: "    position {position} : {text}",
  appealPosted: "  marques affichées {at} : appels jusqu'à {until} (92B)",
  appealNotPosted: "  marques pas encore affichées : le délai de la Loi 92B n'a pas commencé",
  appealNone: "  aucun appel déposé",
  appealListed:
    "  appel, position {position}, {side}{about, select, absent {} other { contre la position {about}}} : {status} ({ref} : {text}){decided, select, absent {} other {, jugé en position {decided} : {decision}}}",
  appealLodgeHint: "Déposer : {command}",
  appealDecideHint: "Juger : {command}",
  appealNotHeard: "non entendu ({ref}) : {text}",
  appealNotDecided: "{status} ({ref}) : {text}",
  appealAgreed: "appeal lodge : --agreed : {why}",
  appealNotSeat: "« {bad} » n'est pas une position (N, E, S, W)",
  appealNothingWaits: "appeal decide : {name} : aucun appel n'attend de décision",
  appealDecideError: "appeal decide : {error}",
  correctNoScore: "  aucune marque enregistrée à la table",
  correctAtTable:
    "  la marque à la table : {result}, {points, select, absent {pas de marque (les levées relèvent de l'arbitre)} other {{points}}} ({ref}{position, select, absent {} other {, position {position}}})",
  correctRecorded:
    "  enregistrée avant une rectification : {result}, {points, select, absent {pas de marque} other {{points}}}",
  correctApplies: "  la marque qui s'applique : {score}{mark, select, absent {} other { [{mark}]}} : {why}",
  correctNotPosted:
    "  marques pas encore affichées : une rectification est dans le délai de rectification (79C1)",
  correctPosted:
    "  marques affichées {at} : le délai de rectification prend fin {ends} (79C1) ; ensuite seulement avec l'accord de l'organisateur et la certitude de l'arbitre (79C2 : --to-agreed --td-certain)",
  correctHint: "Rectifier : {command}",
  correctContradicts:
    "correct : --tricks {tricks} contredit le jeu du journal : ses 13 levées donnent {played} au déclarant (tel que joué, après la Loi 64) ; ne l'enregistrez qu'avec --force et la raison dans --text (gardée dans le journal)",
  correctNoChange: "la rectification ne change pas la marque",
  claimHead:
    "{board, select, absent {} other {Étui {board}, }}{contract, select, absent {} other {{contract} par {seat, select, none {?} other {{seat, seat}}} : }}{what} (position {position}, levée {trick})",
  claimStatement: "  déclaration : « {text} »",
  claimLineGiven: "  ligne : {line}",
  claimStatus: "  état : {text}",
  claimCannot: "  le vérificateur ne peut pas jouer cette position jusqu'au bout : {text}",
  claimPosition:
    "Position ({trumps, select, NT {sans-atout} other {atout {trumps}}}, {seat, seat} à jouer{leader, select, absent {} other {, levée en cours : {leader, seat} {cards}}}) :",
  claimDD:
    "À cartes ouvertes : {side} font {tricks} sur {remaining} : la réclamation {holds, select, yes {tient} other {échoue}} contre la meilleure défense",
  claimBestLine: "  meilleure ligne : {line}",
  claimDDUnknown: "À cartes ouvertes : indéterminé",
  yesNo: "{b, select, yes {oui} no {non} other {indéterminé}}",
  claimNoLine:
    "Aucune ligne ne peut perdre (quoi que jouent {side}) : {yes}{minimum, select, absent {} other { ; le moins de levées que {side} puissent faire : {minimum}}}",
  claimLosingLine: "  une ligne perdante : {line}",
  claimCheck: "  {label} : {yes}{tricks, select, absent {} other { ({side} font {tricks})}}",
  claimCheckLosing: "    une ligne perdante : {line}",
  claimStated: "Ligne énoncée ({steps}), contre toute défense :",
  claimWell: "bien jouée là où elle ne dit rien",
  claimAnyOrder: "dans n'importe quel ordre là où elle ne dit rien (70A, 70E2)",
  claimNoStated: "Ligne énoncée : aucune (68C)",
  claim70C:
    "Loi 70C : les adversaires détiennent {cards} ; la déclaration {mentioned, select, yes {mentionne les atouts ({by})} other {ne les mentionne pas}} ; une ligne où il fait une levée : {yes}{tricks, select, absent {} other { (au plus {tricks, plural, one {# levée} other {# levées}})}}",
  claim70CApplies:
    "  C0, C1 et C3 sont remplies : l'arbitre juge C2 (était-il tant soit peu probable que le réclamant ait oublié l'atout ?)",
  claim70CNone: "Loi 70C : aucun atout adverse contre le réclamant",
  claim70ENone:
    "Loi 70E : les levées ne dépendent pas de la place d'une carte{suits, select, absent {} other { (couleurs vérifiées : {suits})}}{complete, select, yes {} other { (toutes les cartes ne sont pas vérifiées)}}",
  claim70E:
    "Loi 70E : les levées dépendent de {card} chez {holder, seat} plutôt que chez {other, seat} : en la jouant chez {other, seat}, {side} font {tricks}",
  claimShowedOut: "  {seat, seat} a montré qu'il n'avait plus de {suit} avant la réclamation (70E1(i))",
  claim71B:
    "Loi 71B : {n, plural, one {# levée concédée} other {# levées concédées}} qu'aucun jeu ne pouvait perdre",
  claim69B:
    "Loi 69B : {n, plural, one {# levée réclamée} other {# levées réclamées}} qu'aucun jeu ne pouvait donner à {side}",
  claimInforms: "Le vérificateur informe ; la décision de l'arbitre tranche (Loi 70).",
  claimNone: "{name} : aucune réclamation ni concession dans le journal (Loi 68 : ClaimMade, ConcessionMade)",
  claimFailed: "{name} : le vérificateur de réclamations a échoué : {message}",
  claimBroken: "{broken} (vérifié tel quel : --allow-broken)",
  ddBoard: "Étui {board} : {deal}",
  ddPar:
    "  par  NS {score}{contracts, select, none { (passe générale)} other { ({contracts})}}, {dealer, select, absent {} other {donneur {dealer}, }}vulnérabilité {vul, select, None {personne} NS {NS} EW {EO} All {tous} other {{vul}}}",
  ddBroken: "  CHAÎNE ROMPUE : {broken} : lu tel quel",
  ddNoDeal: "{name} : aucune donne trouvée (un fichier PBN d'étuis, ou une donne par ligne)",
  ddJsonFormat: "dd : --json et --format {format} se contredisent ; donnez-en un",
  ddSolving: "dd : résolution de {n} donnes sur {threads}",
  ddSolved: "dd : {n} donnes résolues",
  ddTimes:
    "dd : {boards} étuis, {n} donnes distinctes résolues en {s} s sur {threads} : {perDeal} ms par donne, {perBoard} ms par étui{records, select, absent {} other { ; {records, plural, one {{records} fiche de donne} other {{records} fiches de donnes}} (une par donne)}}",
  threads: "{n, plural, one {# fil} other {# fils}}",
  dealPlace: "donne {n}",
  claimChecking: "claim : vérification de {n} réclamations sur {threads}",
  claimChecked: "claim : {n} réclamations vérifiées",
  claimTimes: "claim : {n} réclamations vérifiées en {s} s sur {threads} : {per} ms par réclamation",
  scoreCard: "Feuille de marque : {pair}{who, select, absent {} other { ({who})}}{rest}",
  scoreCards: "Feuilles de marque : {title}",
  asDealt: "(telle que distribuée)",
  importSummary:
    "{n, plural, one {{n} enregistrement} other {{n} enregistrements}} : {complete} complets, {incomplete} incomplets{missing, select, absent {} other { ({missing})}}, {notPlayed} non joués, {rejected} rejetés ({errors, plural, one {{errors} erreur} other {{errors} erreurs}}, {warnings, plural, one {{warnings} avertissement} other {{warnings} avertissements}} dans le rapport)",
  missingKind:
    "{kind, select, does_not_replay {ne se rejoue pas} auction_unfinished {annonces inachevées} no_auction {sans annonces} play_cut_off {jeu interrompu} cards_not_imported {cartes non importées} no_result {sans résultat} damaged_text {texte endommagé} other {{kind}}}",
  importRecord:
    "enregistrement {record} (ligne {line}){board, select, absent {} other {, étui {board}}} : {what}{reason, select, absent {} other { : {reason}}}",
  importRecordError:
    "enregistrement {record} (ligne {line}){board, select, absent {} other {, étui {board}}} : {at, select, absent {} other {ligne {at} : }}{message}",
  importOutcome:
    "{outcome, select, incomplete {incomplet ({missing})} rejected {rejeté} not_played {non joué} complete {complet} other {{outcome}}}",
  importStrict: "{name} : --strict : rien d'importé : {what}",
  importStrictNone: "{name} ({format}) : aucun journal d'étui écrit (--strict)",
  importExisting:
    "import : {n, plural, one {{n} journal déjà présent} other {{n} journaux déjà présents}} dans {out} ({names}) ; donnez --force pour les remplacer",
  importWritten:
    "{name} ({format}) : {n, plural, one {{n} journal d'étui écrit} other {{n} journaux d'étuis écrits}} dans {out}",
  importNoRecord: "{name} : aucun enregistrement dans le fichier",
  importMore: "{name} : … et {n} de plus (--verbose ou --report FICHIER pour tous)",
  importFailed: "{name} : échec",
  importAll:
    "{files} fichiers : {n, plural, one {{n} journal d'étui écrit} other {{n} journaux d'étuis écrits}} dans {out}",
  importing: "import de {n} enregistrements",
  importRead: "{n} enregistrements lus",
  importFiles: "import : {n} fichiers",
  exportEmpty: "{name} : journal vide : aucun événement (un journal d'étui commence par BoardStarted)",
  exportLeftOut: "{broken} : l'étui est écarté (--allow-broken l'exporte tel quel)",
  exportAsItStands: "{broken} (exporté tel quel : --allow-broken)",
  exportLatin1:
    "{out} : {n, plural, one {{n} caractère} other {{n} caractères}} hors ISO 8859-1 écrits « ? » (PBN 2.1 §2.2)",
  placeParts:
    "{section, select, absent {} other {section {section}, }}{round, select, absent {} other {tour {round}, }}{table, select, absent {} other {table {table}, }}{room, select, absent {} other {salle {room}, }}étui {board}",
  findingLaw: "{teams, select, yes {Loi 86 (par équipes ; la 15B vaut pour les paires)} other {Loi 15B}}",
  findingWrongContestants: "joué par {foundNS} – {foundEW}, le mouvement y place {NS} – {EW}",
  findingWrongBoard: "non prévu à cette table à ce tour (le mouvement a les étuis {boards})",
  findingAlsoPlayed:
    " (les mêmes concurrents l'ont joué à {where} : 15B1 si c'était avant, l'étui annulé et des marques ajustées artificielles selon la 15B3)",
  findingStands: " (15B2 : la marque est maintenue sauf décision contraire de l'arbitre)",
  findingRuling:
    "{source} : {place} : {what} : {law}, la décision de l'arbitre est nécessaire{before} ; marqué tel que joué jusqu'à sa décision",
  findingNotInMovement: "{source} : {place} : le mouvement n'a pas cette table ou ce tour",
  carryOverNotice: "Report : {team} apporte {vp} PV dans l'épreuve (dans son total de PV)",
  findingMissingResult:
    "{place} : aucun résultat : le mouvement y place {NS} – {EW} et aucun journal n'a la donne : l'arbitre décide (Loi 12C2 : une marque ajustée artificielle quand aucun résultat ne peut être obtenu, ou la donne non jouée) ; rien n'est marqué pour elle",
  findingUnknown: "{source} : « {id} » n'est pas un concurrent du mouvement",
  movementGive: "movement {kind} : donnez {flag}",
  movementSwiss: "movement next-round : donnez --movement FICHIER (un mouvement suisse)",
  movementRead: "movement next-round : {file} : {error}",
  movementBoards: "movement next-round : donnez --boards-per-round N",
  movementError: "movement {kind} : {error}",
  // effect/cli's own usage errors
  cliUnrecognizedFlag:
    "Option inconnue : {option}{command, select, absent {} other { dans la commande {command}}}",
  cliDidYouMean: "Vouliez-vous dire :",
  cliMissingFlag: "Option obligatoire manquante : --{option}",
  cliMissingArgument: "Argument obligatoire manquant : {argument}",
  cliUnexpectedArgument: "{n, plural, one {Argument inattendu} other {Arguments inattendus}} : {values}",
  cliInvalidValue:
    "{kind, select, argument {Valeur invalide pour l'argument <{option}> : « {value} ».} missing {Valeur manquante pour l'option --{option}.} other {Valeur invalide pour l'option --{option} : « {value} ».}} {expected}",
  cliExpectedNumber: "Un nombre est attendu",
  cliExpectedOneOf: "Valeurs possibles : {values}",
  cliUnknownSubcommand:
    "Sous-commande inconnue « {subcommand} »{parent, select, absent {} other { pour « {parent} »}}",
  usageWorkers: "{command} : --workers {workers} : donnez un nombre entier à partir de 1",
  usageAppealDecide: "appeal decide : donnez --body et --decision",
  usageDdDeals: "dd : donnez une ou plusieurs donnes (chaînes de donne PBN) ou --file F",
  usageMaxAveragePlus:
    "score : --max-average-plus prend un nombre entier d'étuis ou « none », pas « {given} »",
  usageVp: "score : --vp prend un nombre d'étuis, au moins 1, pas {given}",
  usageMinBoards: "score : --min-boards prend un nombre d'étuis, pas {given}",
  usageMovementFile: "score : --movement {name} : {error}",
  usageScoreHead: "score : --head vérifie le manifeste de séance : donnez aussi --manifest",
  usageScoreLogs: "score : donnez des journaux d'étuis (ou des répertoires), ou --manifest FICHIER",
  usageSealInPlace: "seal : --in-place demande un fichier, pas l'entrée standard",
  usageSealStdin:
    "seal : l'entrée standard (-) est un journal : scellez-la seule, pas avec d'autres journaux",
  usageSealSeveral: "seal : plusieurs journaux se scellent --in-place, ou dans un répertoire avec --out RÉP",
  usageSealHeadOut:
    "seal : --head-out écrit la tête d'un seul journal ; les journaux d'une séance s'ancrent par un seul hachage avec bridgelaw manifest",
  usageSealSameTarget:
    "seal : {a} et {b} seraient tous deux écrits dans {target} : scellez-les dans des répertoires différents",
  usageSealOutInPlace: "seal : donnez --out FICHIER ou --in-place, pas les deux",
  usageVerifyHead:
    "verify : --head vérifie un seul journal (ou un seul manifeste de séance avec --session), pas plusieurs",
  usageCorrectEntry: "correct : donnez l'inscription rectifiée (--tricks, --contract, --score)",
  usageRuleError: "rule : {error}",
  usageRuleLaw: "rule : --law LOI nomme la Loi selon laquelle la décision est rendue",
  usageRuleAdjusted: "rule : une marque ajustée (--outcome, --ns, --ew) ne prend ni --answer ni --tricks",
  usageRuleAll:
    "rule : --all liste ce qui est en suspens dans chaque journal et n'enregistre rien : donnez un seul journal (sans --all) pour enregistrer une décision",
  usageRuleOpen: "rule : --open va avec --all (il écarte les étuis où rien n'attend l'arbitre)",
  usageRuleOne:
    "rule : une décision s'enregistre dans un seul journal ; --all liste les questions en suspens dans plusieurs journaux (ou répertoires)",
  usageRuleOtherRead: "rule : --other-table {message}",
  usageScoreMovementRead: "score : --movement {message}",
  eventBy: " (par {by})",
  eventAt: " à {at}",
  // appeal lodge, appeal decide, correct et une marque ajustée : les questions posées dans un terminal
  askAppealSide: "Quel camp fait appel (92A) ?",
  askSide: "{side, select, NS {Nord-Sud} other {Est-Ouest}}",
  askAppealedRuling: "De quelle décision est-il fait appel ?",
  askPosition: "position {position}",
  askContest: "La forme de l'épreuve (92D)",
  askContestPairs: "par paires : les deux membres sont d'accord (92D1)",
  askContestTeams: "par équipes : le capitaine est d'accord (92D2)",
  askContestIndividual: "individuel : l'appelant seul",
  askCaptain: "Le capitaine de l'équipe est-il d'accord (92D2) ?",
  askAgreed: "Qui accepte de faire appel (92D1) ? Des positions, p. ex. {seats}",
  askWhichAppeal: "Quel appel ?",
  askAppealOf: "position {position}, {side, side}",
  askAgainstRuling: "contre la décision de la position {about}",
  askWhoDecides: "Qui tranche (93) ?",
  askBodyCommittee: "le comité d'appel (93B2)",
  askBodyDirector: "l'arbitre responsable (93A ; 93B1 sur un point de droit)",
  askBodyRa: "l'autorité réglementaire (93C)",
  askPointOf: "Sur un point de",
  askPointJudgement: "jugement",
  askPointFact: "fait",
  askPointLaw: "droit ou règlement (93B1, 93B3)",
  askDecision: "La décision",
  askUpheld: "confirmée : la décision de l'arbitre est maintenue",
  askChanged: "modifiée : une autre marque",
  askCancelled: "annulée : la marque de la table vaut à nouveau",
  askWithoutMerit: "L'appel était-il sans fondement (92A) ?",
  askWhatCorrected: "Que faut-il rectifier ?",
  askCorrect79C: "une erreur de marque (79C)",
  askCorrect69B2: "un acquiescement à une revendication retiré (69B2)",
  askCorrect71: "une concession annulée (71)",
  askCorrectedEntry: "L'inscription rectifiée",
  askEntryTricks: "les levées du déclarant (le contrat des enchères)",
  askEntryScore: "les points de Nord-Sud",
  askDeclarerTricks: "Levées du déclarant (de 0 à 13)",
  askNsPoints: "Points de Nord-Sud",
  askPointsNumber: "un nombre de points",
  askLate:
    "Si le délai de rectification est écoulé : l'organisateur est-il d'accord et l'arbitre tout à fait certain (79C2) ?",
  askAdjustedLaw: "Selon quelle Loi (p. ex. 12C1(b), 12C1(c), 12C2(a), 79B3) ?",
  askAdjustedLawMissing: "la Loi de la marque ajustée",
  askAdjustedKind: "La marque ajustée",
  askAdjustedBoth: "une marque pour les deux camps (une marque attribuée ou pondérée)",
  askAdjustedSides: "à chaque camp la sienne (marques artificielles, marque partagée)",
  askOutcomes: "Résultats, séparés par « ; » (p. ex. « 3♥ N 9 60% ; 4♠ O 9 40% »)",
  askSideScore:
    "La marque {side, select, NS {de Nord-Sud} other {d'Est-Ouest}} (average-plus, average, average-minus, 60%, +3imps, ou des résultats ; vide : garde la marque en vigueur)",
  // un résultat de marque ajustée illisible (--outcome, --ns, --ew, ou dans un terminal)
  outcomeEmpty: "un résultat vide",
  outcomeScore: "« {spec} » : score demande les points de Nord-Sud",
  outcomeTricks: "« {spec} » : il faut les levées que fait le déclarant (de 0 à 13)",
  outcomeWeight: "« {spec} » : « {token} » n'est pas un poids (comme 0.6 ou 60%)",
  outcomeNotUnderstood: "« {spec} » : « {rest} » n'est pas compris",
  // les avertissements du calcul des marques (`SessionWarning` de @bridgelaw/scoring)
  warningsTitle: "Avertissements",
  warnPlace:
    "{event, select, absent {} other {{event}, }}étui {board}{table, select, absent {} other {, table {table}}}{source, select, absent {} other { ({source})}}",
  warnAveragePlusCap:
    "étui {board} : la moyenne plus de {pair} est sa {n, selectordinal, one {#re} other {#e}} de la séance, au-delà des {max} permises : comptée moyenne (12C2(d))",
  warnAveragePlusMovement:
    "étui {board} : la moyenne plus de {who} pour une erreur de mouvement est comptée moyenne (12C2(d))",
  warnFouledBoard:
    "{event, select, absent {} other {{event}, }}étui {board} : joué avec {deals} donnes différentes (87A) : compté par groupes selon la donne (87B) ; l'arbitre inscrit BoardFouled pour nommer les formes",
  warnNoPairIds: "{place} : pas d'identifiant de paire : le résultat est comparé mais pas classé",
  warnImpsNotMatchpointed:
    "{place} : la marque en IMP {side, select, NS {de NS} other {d'EO}} ne peut pas être convertie en points de match : comptée comme une moyenne (50 %)",
  warnPercentageNotImps: "{place} : un pourcentage ne peut pas être compté en IMP : compté 0",
  warnNoDatum:
    "{place} : aucun résultat de table pour établir la marque de référence : une marque pondérée comptée 0",
  warnTotalPoints:
    "{place} : {side, side} ont une marque {score, select, artificial {artificielle} percent {en pourcentage} imps {en IMP} other {{score}}}, que le total des points ne peut pas évaluer (12C2) : comptée 0",
  warnTwoAdjusted:
    "{place} : l'équipe {team} a deux marques ajustées différentes sur l'étui : la première est retenue",
  warnOneResult:
    "{place} : l'équipe {team} n'a qu'un résultat sur l'étui (86B1) : compté 0 jusqu'à ce que l'arbitre ajuste",
  warnDifferentForms:
    "{place} : les deux tables ont joué des formes différentes de l'étui (87C) : pas comparables (86B2), compté 0 jusqu'à ce que l'arbitre ajuste",
  warnKnockout:
    "{place} : marques non compensées dans un match à élimination directe ({a} {aScore}, {b} {bScore}) : {aNow} et {bNow} ({law})",
  warnPenaltyNoPair:
    "{place} : une pénalité ({law}) contre {side, side}, qui n'ont pas d'identifiant de paire : non appliquée",
  warnPenaltyUnit:
    "{place} : une pénalité ({law}) en {unit, select, top {top} matchpoints {points de match} imps {IMP} vps {PV} points {points} other {{unit}}} ne peut pas être retirée d'une marque dans cette méthode : non appliquée",
  warnVpNotTeams:
    "{event, select, absent {la séance} other {{event}}} : les points de victoire convertissent des matchs par équipes ; ces résultats ne sont pas des matchs par équipes",
  // ce qui laisse une marque provisoire (score)
  provisionalRuling:
    "{source} : étui {board} : une décision reste à prendre ({laws}) : la marque est provisoire",
  provisionalAppeal:
    "{source} : étui {board} : un appel n'est pas encore tranché (92, 93) : la marque est provisoire",
  provisionalBroken: "CHAÎNE ROMPUE : {why} : compté tel quel (--allow-broken)",
  // import : les groupes d'enregistrements qui n'ont pas donné une donne complète
  importGroup: "  {n} × {what}{reason, select, absent {} other { : {reason}}}",
  importGroupRecords:
    "      {n, plural, one {enregistrement} other {enregistrements}} {ranges}{more, select, absent {} other { et {more} autres}}",
  importNotPlayedReason: "l'enregistrement ne donne que la donne (sa marque relève de l'arbitre, Loi 12C2)",
  importNotABoard: "pas une donne",
  // un événement du journal tel que l'audit et diff l'impriment : son type
  eventType:
    "{type, select, BoardStarted {Début de la donne} CallMade {Déclaration} CardPlayed {Carte jouée} OptionChosen {Option choisie} DirectorRuled {Décision de l'arbitre} AttentionDrawn {Attention attirée} CallChanged {Déclaration changée} CardExposed {Carte exposée} Alerted {Alerte} Explained {Explication} ExplanationCorrected {Explication rectifiée} WrongBoardCards {Cartes d'un autre étui} CardDesignated {Carte désignée} CardRetracted {Carte reprise} DummyViolation {Infraction du mort} TricksAgreed {Levées convenues} ScoreRecorded {Marque inscrite} TricksDisputed {Levées contestées} ScoresPosted {Marques affichées} ScoreCorrected {Marque rectifiée} ScoreAdjusted {Marque ajustée} PenaltyAwarded {Pénalité infligée} AppealLodged {Appel déposé} AppealDecided {Appel tranché} BoardFouled {Étui faussé} ClaimMade {Revendication} ConcessionMade {Concession} ClaimAcquiesced {Acquiescement à la revendication} ClaimObjected {Revendication contestée} PlayResumed {Reprise du jeu} TableMovedOn {Changement de table} AcquiescenceWithdrawn {Acquiescement retiré} ConcessionWithdrawn {Concession retirée} CardTurned {Carte retournée} OrientationPointedOut {Orientation d'une carte signalée} CardsDisturbed {Cartes dérangées} TrickInspected {Levée examinée} CardReturnedToHand {Carte remise en main} WrongHandWarning {Avertissement : mauvaise main} RevokeInquired {Question sur une renonce} QuestionAsked {Question posée} DirectorSummoned {Arbitre appelé} HandsReturned {Mains remises dans l'étui} WrongNumberOfCards {Nombre de cartes erroné} DealCorrected {Donne rectifiée} WrongContestants {Mauvais concurrents} CardsCalledOnAnotherBoard {Déclaration avec les cartes d'un autre étui} ExtraneousInformation {Information étrangère} ExplanationRequested {Explication demandée} CardHandled {Carte touchée} other {{type}}}",
  untilTitle:
    "Telle qu'elle était après la ligne {until} ({position, select, absent {aucun événement} other {événement {position} : {event}}}) ; {later, plural, =0 {aucun événement suivant} one {# événement suivant non appliqué} other {# événements suivants non appliqués}}",
  // les parties d'une ligne (texts.ts : joinParts, labelled) : l'espace avant « ; » et « : »
  partsSeparator: " ; ",
  labelled: "{label} : {text}",
  // les problèmes d'un fichier (lu, écrit, rejoué)
  errEmptyLog: "{name} : journal vide : aucun événement (un journal de donne commence par BoardStarted)",
  errBrokenLeftOut: "{broken} : la donne est laissée de côté (--allow-broken la lit telle quelle)",
  errNoBoardStarted: "{name} : pas de BoardStarted",
  errScoredAsItStands: "{broken} (compté tel quel : --allow-broken)",
  errHeadTakes: "{line} (--head prend un hachage de 64 chiffres hexadécimaux ou un fichier de tête)",
  errManifestLine: "{line} ({name}, ligne {at})",
  errAtLine: "{name} : ligne {line} : {reason}",
  errSessionDoesNotVerify: "{name} : la séance ne se vérifie pas (ci-dessus)",
  errNoJsonl: "{path} : aucun journal .jsonl dans ce dossier",
  errManifestNoLog: "{out} : non écrit : aucun journal de donne donné",
  errCannotWrite: "{path} : écriture impossible : {reason}",
  errCannotRead: "{path} : lecture impossible : {reason}",
  errCannotCreateDir: "{path} : impossible de créer le dossier : {reason}",
  errAppendBroken: "{name} : {what} (rien d'ajouté : un journal rompu doit d'abord être examiné)",
  chainBrokenAt: "chaîne rompue à la position {position} (ligne {line}) : {reason}",
  sessionNotice:
    "{event, select, absent {la séance} other {{event}}} : {kind, select, teams_not_matched {les journaux nomment les équipes, mais aucun étui n'a été joué par les deux mêmes équipes à deux tables : des IMP contre la marque de référence de chaque étui (Butler, 78D) au lieu de matchs par équipes} pairs_as_team_matches {pas d'équipes dans les journaux (BoardStarted.teams) : des matchs par équipes entre les paires, qui se rencontrent à deux tables en changeant d'orientation} other {des IMP contre la marque de référence de chaque étui (Butler, 78D), pas des matchs par équipes : les journaux ne nomment pas d'équipes (BoardStarted.teams : importez HomeTeam/VisitTeam avec Room, ou donnez un fichier de mouvement) et les paires ne se rencontrent pas à deux tables en changeant d'orientation}}",
  askWhichRuling: "Quelle décision ?",
  askLawPosition: "{ref} (position {position})",
  askAdjusted: "Une marque ajustée (Loi 12C, 79B3, 82C, 86B …)",
  askExplanation: "Explication pour le journal (vide pour aucune)",
  askAnswer: "{ref} : {text}\nRéponse (vide pour aucune)",
  askTricks:
    "Levées créditées au camp du déclarant, quand la décision attribue des levées (vide pour aucune)",
  askTricksRange: "un nombre de 0 à 13",
  askWhoseOption: "L'option de qui ?",
  askSeatLaw: "{seat, seat}, {ref} (position {about})",
  askChooses: "{seat, seat} choisit ({ref})",
  // issue 33, the last English lines: dd's problems, the refusals of audit and replay, the movement's seating
  ddFullDeal: "on résout une donne de quatre mains de 13 cartes ({ref})",
  ddDealtTwice: "{card} est distribuée deux fois ({ref})",
  ddNotSolved: "non résolue",
  ddNoBoardStarted: "pas de BoardStarted : un journal d'étui commence par la donne",
  refusedBy: "{command} : {text}",
  errInternal: "{name} : erreur interne : {reason}",
  movementNoFile:
    "{name} : aucun fichier de mouvement dans son répertoire ou au-dessus (parmi les {count} donnés) : non vérifié contre un mouvement",
  movementLogKept:
    "{where} : le journal donne {what, select, team {l'équipe} other {la paire}} {side, side} « {log} », le fichier de mouvement « {movement} » : celle du journal est gardée",
  movementBoard: "étui {board}",
  ddWhereDeal: "donne {n}",
  ddWhereLine: "{name} : ligne {line}",
  ddWhereGame: "{name} : partie {game} (ligne {line})",
  errInternalReplaying: "{name} : erreur interne pendant la relecture : {reason}",
  untilNotALine:
    "{name} : --until {until} : pas une ligne du journal (ses événements sont aux lignes 1 à {last})",
};
