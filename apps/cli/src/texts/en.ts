/**
 * The headings and labels of the command line's text outputs, in English: one ICU message per id, written by
 * `@bridgelaw/words` (`{seat, seat}` North, `{n, plural, …}`); cards, calls and Law references come as
 * parameters already written in the run's notation (`{card}` ♠K, `{ref}` Law 27B1(a)). French: `fr.ts`, with
 * the same ids (a missing one is a compile error).
 */
export const EN = {
  // the board: header
  noBoard: "No board: the log has no valid BoardStarted event",
  header:
    "Board {board}   Dealer: {dealer}   Vulnerability: {vul, select, None {None} NS {NS (North-South vulnerable)} EW {EW (East-West vulnerable)} All {All (both sides vulnerable)} other {{vul}}}   Laws: {edition}",
  event: "Event: {x}",
  date: "Date: {x}",
  section: "Section: {x}",
  round: "Round: {x}",
  room: "Room: {x}",
  table: "Table: {x}",
  sideTeam: "{side, side}: {team}{pair, select, absent {} other { (pair {pair})}}",
  // hands
  deal: "Deal: {deal}",
  unknownHand: "(unknown)",
  seatLabel:
    "{seat, seat}{name, select, absent {} other {: {name}}}{dealer, select, yes { (dealer)} other {}}",
  // auction
  auction: "Auction",
  noCalls: "  (no calls yet)",
  legend: "Legend: {parts}",
  legendAlerted: "! alerted ({ref})",
  legendExplained: "a, b …: explained (Laws 20F, 21), note below",
  legendIrregular: "*Law: an irregular call and the Law that dealt with it, note below",
  legendGone: "(call): withdrawn or cancelled",
  legendHead: "Legend:",
  callFootnote:
    "*{law}  position {position}, {seat, seat} {call}{status, select, standing {} other { ({status})}}: {reason}",
  alerted: "alerted by {seat, seat} (position {position})",
  explained: 'explained by {seat, seat} (position {position}){text, select, absent {} other {: "{text}"}}',
  corrected:
    'explanation corrected by {seat, seat} (position {position}, {ref}){text, select, absent {} other {: "{text}"}}',
  explanationFootnote: "{letter}  position {about}, {call}: {said}",
  callNotInAuction: "a call not in the auction",
  seatCall: "{seat, seat} {call}",
  auctionToCall: "  (auction in progress: {seat, seat} to call)",
  auctionWaits: "  (auction waits for {seat, seat}'s choice under {ref})",
  // play
  play: "Play",
  playColumns: "Trick  Leader  ",
  winner: "Winner",
  trickOf: "trick {trick}, {seat, seat} {card}",
  revokeNote:
    "  ! {who}: revoke ({ref}), {status}{fate, select, absent {} other { ({fate}{n, select, absent {} other {, {n, plural, one {# trick} other {# tricks}}}})}}",
  cardNote: "  * {who}: {ref}",
  tricksWon: "  Tricks won: {ns, side} {NS}, {ew, side} {EW}",
  after64: "  After Law 64 (and any adjustment): {ns, side} {NS}, {ew, side} {EW}",
  playInProgress:
    "  (play in progress after {n, plural, one {# trick} other {# tricks}}: {seat, seat} to play)",
  // claims
  claims: "Claims and concessions (Laws 68–71)",
  claimAt: "  position {position}, trick {trick}: {what}",
  statement: '    statement: "{text}"',
  claimLine: "    line: {cards}",
  agreedBy: "agreed by {seats}",
  disputedBy: "disputed by {seats}",
  claimCorrection:
    "    {ref}: {n, plural, one {# trick} other {# tricks}} to {to, side} (position {position})",
  evidence: "    played while suspended, evidence only (68D): {cards}",
  // contract and result
  contract: "Contract: {contract} by {seat, seat}",
  contractPassedOut: "Contract: none (passed out)",
  contractNotYet: "Contract: not yet (the auction has not ended)",
  resultNotYet: "Result:   not yet (the board is not complete)",
  result: "Result:   {result}",
  resultNone: "none at the table (the board was not played here)",
  passedOut: "Passed out",
  resultLine: "{contract} by {seat, seat}, {n, plural, one {# trick} other {# tricks}}, {outcome}",
  outcome:
    "{diff, select, down {down {by}} made {made} other {made, {by, plural, one {# overtrick} other {# overtricks}}}}",
  noTricksAtTable: "{line} by {seat, seat}, no tricks at the table (the play stopped at a claim)",
  notRecorded: "not recorded",
  scoreEntered: "a score entered: {label}",
  correctedLine:
    "{line} (corrected, {ref}, position {position}; recorded: {recorded}{points, select, absent {} other {, {points}}})",
  score: "Score:    {score}{mark, select, absent {} other { [{mark}]}}",
  tableResult:
    "          the table result: {points, select, absent {none (no score at the table)} other {{points}}}",
  law77Items: "  {ref}, {side, select, NS {North-South} other {East-West}} (the declaring side):",
  points: "{ns, side} {NS}, {ew, side} {EW}",
  // the audit trail and the Laws it cites
  auditTrail: "Audit trail (log position, Law, consequence)",
  lawsCited: "Laws cited ({edition} Code)",
  // attention
  optionsPending: "Options pending",
  rulingsNeeded: "Rulings needed",
  obligations: "Obligations",
  leadRestrictions: "Lead restrictions",
  exposedCards: "Exposed and penalty cards",
  information: "Unauthorised information (Law 16C)",
  reviews: "Reviews at the end of play",
  revokes: "Revokes",
  irregularPlays: "Irregular plays",
  pendingLine: "{seat, seat}, {ref} (about position {about}): {text} [{options}]",
  rulingLine:
    "position {position}, {ref}: {text}{answers}{blocking, select, yes { (the board waits for this ruling)} other {}}",
  mustPass:
    "{seat, seat} must pass {scope, select, throughout {whenever it is his turn to call} other {at his next turn}} ({ref}, from position {from})",
  mustRepeat: "{seat, seat} must repeat {call} at his turn ({ref}, from position {from})",
  leadRestriction:
    "{seat, seat} (partner of the offender {offender, seat}): lead restriction, {ref}, from position {from}, {status}",
  suitsSpecified: "suits specified {suits}",
  mayRequire: "declarer may require {suits}",
  waived: "waived: {x}",
  exposedCard:
    "position {position}: {seat, seat} {card} {led, select, yes {led} other {exposed}} during the auction, {fate, select, on_table {on the table until the auction ends} returned_24D {returned to the hand (24D)} penalty_card_24E {a penalty card (24E)} not_seen {not seen} other {{fate}}}",
  penaltyCard: "{seat, seat} {card}: penalty card ({ref})",
  informationLine:
    "position {position}: {seat, seat}'s {call} ({ref}): {side, select, absent {no side restricted} NS {unauthorised for North-South} EW {unauthorised for East-West} other {unauthorised for {side}}}",
  reviewLine: "position {position}, {ref}: {text}",
  revokeLine: "trick {trick}, position {position}: {seat, seat} {card}, {status} ({ref})",
  irregularLine: "position {position}: {seat, seat} {card} ({ref})",
  // the timeline (audit)
  derived: "    → {ref}: {text}",
  optionPending: "option pending: {seat} under {ref}: {options}",
  rulingNeeded: "ruling needed ({ref}, position {position}): {text}",
  eventLine: "{position} (line {line})",
  // hand records (dd --format html)
  handRecords: "Hand records",
  handRecordsOf: "Hand records: {event}",
  handRecordsCount:
    "{n, plural, one {# deal} other {# deals}}, one record a deal: the cards, each hand's high-card points (HCP), the double-dummy tricks of each declarer in each strain and par",
  handRecordBoard: "Board {board}",
  handRecordConditions:
    "Dealer {dealer, seat} · {vul, select, None {None vulnerable} NS {North-South vulnerable} EW {East-West vulnerable} All {All vulnerable} other {{vul}}}",
  handRecordHcp: "HCP",
  handRecordTricks: "Double-dummy tricks",
  handRecordDeclarer: "Declarer",
  handRecordPar: "Par: {contracts, select, none {passed out, 0} other {{contracts}, North-South {score}}}",
  handRecordVoid: "void",
  handRecordNotrump: "NT",
} as const;

/** The ids of the command line's texts. */
export type TextId = keyof typeof EN;
