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
};
