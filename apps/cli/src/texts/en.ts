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
  // counts
  events: "{n, plural, one {# event} other {# events}}",
  logs: "{n, plural, one {# log} other {# logs}}",
  records: "{n, plural, one {# record} other {# records}}",
  boards: "{n, plural, one {# board} other {# boards}}",
  tricks: "{n, plural, one {# trick} other {# tricks}}",
  // verify, seal, manifest: the hash chain
  sealedLine:
    "{name}: sealed, {events}, chain intact, head {head}{expected, select, yes {, the expected head} other {}}{old, select, yes { (sealed before the seal marker: keep its head to detect a stripped seal)} other {}}",
  unsealedLine: "{name}: unsealed, {events}",
  sealRemoved: "{name}: seal removed at line {line}: {reason}",
  headMismatch: "{name}: head mismatch at position {position} (line {line}): {reason}",
  notSealedRequired: "{name}: not sealed, {events}: a sealed log is required",
  notSealedExpected: "{name}: not sealed, {events}: expected the head {head}",
  chainBroken: "{name}: chain broken at position {position} (line {line}): {reason}",
  sessionManifestNote: "{line} (a session manifest: verify --session also checks its logs)",
  manifestVerified:
    "{name}: session manifest of {logs}, sealed, chain intact, head {head}{expected, select, yes {, the expected head} other {}}",
  notSealedMustReplay: "{problem} (not sealed: the log must replay)",
  notSealedLine: "{line} (not sealed)",
  cannotSeal: "{name}: cannot seal: {reason}",
  cannotWrite: "{target}: cannot write: {reason}",
  sealedAgain:
    "{name}: was sealed before the seal marker (head {head}): sealed again with it, so its head changed",
  cannotCreateDir: "{dir}: cannot create the directory: {reason}",
  sealFirst: "{file}: not sealed: seal it first (bridgelaw seal --in-place {quoted})",
  manifestWritten: "{out}: session manifest of {logs}, sealed, {records}, head {head}",
  // diff
  diffMustReplay: "{problem} (diff compares logs that replay)",
  notSameBoard:
    "not the same board (the {differs, select, board {board number} other {deal}} differs): A is board {aBoard} ({aDeal, select, none {no deal} other {{aDeal}}}), B is board {bBoard} ({bDeal, select, none {no deal} other {{bDeal}}})",
  diffAsItStands: "{broken} (compared as it stands: --allow-broken)",
  brokenChain: "BROKEN CHAIN: {x}",
  aspect:
    "{id, select, phase {phase} contract {contract} tricks {tricks (after Law 64 and any adjustment)} transfers {trick transfers (Law 64)} result {result at the table} tableScore {score at the table} correctedScore {score corrected (79C)} ruledScore {score as ruled} appealScore {score on appeal} appliedScore {score that applies} pending {options pending} rulingsNeeded {rulings needed} penalties {penalties} appeals {appeals} other {{id}}}",
  standingAspect:
    "{id, select, tableResult {result at the table} ruled {score as ruled} appeal {score on appeal} applied {score that applies} other {{id}}}",
  stage:
    "{stage, select, table {at the table} corrected {corrected} ruled {as ruled} appeal {on appeal} other {{stage}}}",
  diffNotPlayed: "none (the board was not played here, or its result is not recorded)",
  noScoreAtTable: "no score at the table",
  noScore: "no score",
  diffCorrected: "{line} (corrected, {ref}; recorded: {recorded}: {points})",
  noRuling: "no ruling",
  noDecision: "no decision",
  noneYet: "none yet",
  none: "none",
  lawDecision: "{ref}: {text}",
  lawAppealDecision: "{ref} ({decision}): {text}",
  appliedStage: "{stage} (Laws {laws}): {score}{mark}",
  contractBy: "{contract} by {seat, seat}",
  transferLine: "revoke at position {revoke}: {tricks} from {from} to {to} ({ref})",
  penaltyLine: "position {position}, {ref}: {side} {amount} {unit}, {status}",
  appealLine: "position {position}, {side}: {status} ({ref})",
  logEnds: "  {label}  (no event at position {position}: the log ends)",
  logHeader: "{label}: {name} ({events})",
  sameEvents: "Board {board}: the two logs record the same events (seals aside).",
  bContinuesA:
    "Board {board}: B continues A: the {agreed} events of A are the first of B, which goes on at position {position}:",
  aContinuesB:
    "Board {board}: A continues B: the {agreed} events of B are the first of A, which goes on at position {position}:",
  partAtFirst: "Board {board}: the logs part at their first event:",
  partAt: "Board {board}: the logs agree on events 1 to {agreed} and part at position {position}:",
  envelopeOnly: "  (the same event: only its time, recorder or note differ)",
  afterIt: "  after it: A has {a} more events, B has {b} more",
  sameBoard: "The board derived from each is the same.",
  deriveDifferently: "What the Laws derive differently",
  onlyOneLog: "Consequences derived in one log only (position, Law, consequence)",
  onlyLine: "  {label}  {position}  {ref}: {text}",
  sameInBoth: "The same in both: {aspects}.",
  // batches and files
  nouns:
    "{noun, select, log {{n, plural, one {# log} other {# logs}}} file {{n, plural, one {# file} other {# files}}} manifest {{n, plural, one {# manifest} other {# manifests}}} other {{n} {noun}}}",
  batchSummary: "{command}: {items}: {ok} ok, {failed} failed{extra, select, absent {} other {; {extra}}}",
  andMore: "  … and {n} more (above)",
  manifestFailed: "{name}: {failed} of {logs} failed",
  notWritten: "{out}: not written ({n, plural, one {# problem} other {# problems}})",
  readReason:
    "{reason, select, NotFound {no such file} PermissionDenied {permission denied} BadResource {not a readable file} Busy {the file is busy} InvalidData {not valid text} TimedOut {timed out} EISDIR {is a directory} other {cannot be read}}",
  notUtf8: "line {line}: not valid UTF-8 text (a log is UTF-8)",
  cannotRead: "{name}: cannot read: {reason}",
  noLogsButGames:
    "{path}: no {kind} in the directory, but {n, plural, one {# PBN or LIN file} other {# PBN or LIN files}}: import them first (bridgelaw import {quoted} --out DIR), then read the logs in DIR",
  noLogs: "{path}: no {kind} in the directory",
  notABoardLog:
    "line 1: a {format} file, not a board log: import it first (bridgelaw import {file} --out DIR), then read the logs in DIR",
  // the help: each command's line
  summary:
    "{command, select, replay {replay board logs and print the boards} audit {print a board's timeline: each event and what the Law derived from it} verify {check the hash chain of logs, against a published head} seal {add the hash chain to a log} manifest {anchor a whole session's sealed logs with one hash} score {score a session of board logs} import {import PBN or LIN files into board logs} export {export board logs as PBN or LIN} claim {print the claim checker's report for the claim in a log} dd {print the 20-result double-dummy table and par of deals} diff {where two logs of one board part, and how their result and score differ} rule {record the Director's ruling (lists the open questions)} choose {record a player's option (lists the options pending)} appeal {lodge an appeal, or record its decision (Laws 92–93)} correct {record a score correction (Law 79C)} appealLodge {lodge an appeal (Law 92)} appealDecide {record the decision on an appeal (Law 93)} movement {write a movement file (Mitchell, Howell, round robin, Swiss, from the logs)} other {{command}}}",
  movementShareBoards:
    "howell of 3 to 6 pairs in every round (the 2- and 3-table Howells): tables play the same board set in a round, passing the boards",
  movementRelayByeStand:
    "mitchell with an even number of tables: a relay (tables 1 and N share a board set) and a bye stand between tables N/2 and N/2+1, N rounds (default: the skip, N-1 rounds)",
  rootHelp:
    "The Laws of Duplicate Bridge as software: replay and audit board logs (JSON Lines event logs), verify and seal their hash chain, score a session, import and export PBN and LIN, check a claim, solve deals double dummy. Exit codes: 0 ok, 1 a log is invalid or unreadable, 2 usage error.",
  internalError: "bridgelaw: internal error: {message}",
  sealDone: "{name}: sealed, {events}, head {head}",
  // score: the columns of the publication
  colPctEW: "% EW",
  colPctNS: "% NS",
  colPct: "%",
  colAdjusted: "Adjusted",
  colAgainst: "Against",
  colApplies: "Applies",
  colBoard: "Board",
  colBoards: "Boards",
  colDir: "Dir",
  colEW: "EW",
  colFewBoards: "Few boards",
  colFreq: "Freq",
  colFrequenciesOfNS: "Frequencies (NS)",
  colIMPs: "IMPs",
  colLaws: "Laws",
  colMark: "Mark",
  colMatches: "Matches",
  colNS: "NS",
  colNet: "Net",
  colPenalty: "Penalty",
  colPlayers: "Players",
  colRank: "Rank",
  colResultOfEW: "Result (EW)",
  colResultOfNS: "Result (NS)",
  colResult: "Result",
  colRoom: "Room",
  colRound: "Round",
  colScoreOfEW: "Score (EW)",
  colScoreOfNS: "Score (NS)",
  colScoreEW: "Score EW",
  colScoreNS: "Score NS",
  colScore: "Score",
  colTable: "Table",
  colTeam: "Team",
  colTop: "Top",
  colTotal: "Total",
  colCarryOver: "Carry-over",
  colVP: "VP",
  colWhy: "Why",
  colPair: "Pair",
  colMP: "MP",
  colMPOfNeuberg: "MP (Neuberg)",
  unit: "{method, select, mp {MP} imp {IMPs} cross_imp {IMPs} butler {IMPs} total {Points} other {{method}}}",
  ranking:
    "{field, select, all {Ranking} NS {Ranking North-South} EW {Ranking East-West} other {Ranking {field}}}",
  boardHeading: "{round, select, absent {} other {Round {round}, }}Board {board}",
  formHeading: "form {group} (87B)",
  topHeading: "top {top}{neuberg, select, yes {, Neuberg} other {}}",
  datumHeading: "datum NS {ns}, EW {ew}",
  fewBoardsNote:
    "* few boards: fewer than {n} boards played (a substitute or a late pair): ranked as scored; whether the ranking stands is for the conditions of contest",
  rulingsNeededTitle: "Rulings needed ({n}): each board scored 0 until the Director rules",
  noResults: "No results to score.",
  // score: the legend of the Law column
  legend79A1:
    "the tricks agreed at the table (a claim or concession, or the result entered without the play)",
  legend79A2: "the tricks agreed differ from the tricks won in the play",
  legend79A: "the result of the play",
  legend79B: "the tricks disputed: the Director's ruling",
  legend79C: "a scoring error corrected",
  legend12C1b: "an assigned adjusted score (the probable result without the infraction)",
  legend12C1c: "a weighted assigned adjusted score",
  legend12C1d: "an artificial adjusted score where the results are too many to weigh",
  legend12C1e: "an adjusted score without redress for the non-offenders' own serious error",
  legend12C2a: "an artificial adjusted score: average-plus 60 %, average 50 %, average-minus 40 %",
  legend12C2b: "an artificial adjusted score in IMPs: ±3",
  legend12C2c: "an artificial adjusted score at the contestant's own session percentage",
  legend12C2d: "artificial adjusted scores as the regulation limits them",
  legend12C4: "knockout play: the average of non-balancing adjusted scores",
  legend12C: "an adjusted score",
  legend64: "a trick transferred for an established revoke",
  legend86B: "team play: an adjusted score for a board with one result, or results not comparable",
  legend87B: "a fouled board, scored in groups by form",
  legend90: "a procedural penalty",
  legend91A: "a disciplinary penalty",
  legend92: "an appeal not yet decided",
  legend93: "the appeals committee's decision",
  recapPair:
    "Recap: {pair}{ranked, select, yes {   rank {rank}{few, select, yes {*} other {}}{field, select, all {} other { {field}}}, {total} {unit}{percent, select, absent {} other {, {percent} %}}{vp, select, absent {} other {, {vp} VP}}} other {}}",
  recapTeam:
    "Recap: {team}{ranked, select, yes {   rank {rank}{few, select, yes {*} other {}}, {total} IMPs{vp, select, absent {} other {, {vp} VP}}} other {}}",
  legendTitle: "Laws",
  // the standing: the score at every stage
  weighted: "weighted: {parts}",
  weightedPart: "{pct}% × ({points})",
  artificial:
    "{level, select, average_plus {average-plus} average {average} average_minus {average-minus} other {{level}}}{movement, select, yes { (a movement error, 12C2(d))} other {}}",
  imps: "{imps} IMPs",
  splitScore: "North-South: {ns}; East-West: {ew}{split, select, yes { (split, not balancing)} other {}}",
  correctedLabel: "{result} ({law}; recorded {recorded})",
  notPlayed: "not played",
  stageWord:
    "{stage, select, table {table result} corrected {corrected} ruled {ruled} appeal {appeal} other {{stage}}}",
  stageName:
    "{stage, select, table {at the table} corrected {corrected} ruled {as ruled} appeal {on appeal} other {{stage}}}",
  body: "{body, select, director {the Director in charge} committee {the appeals committee} ra {the Regulating Authority} other {{body}}}",
  penaltyUnit:
    "{unit, select, top {{amount} of a top} matchpoints {{amount, plural, one {# matchpoint} other {# matchpoints}}} imps {{amount, plural, one {# IMP} other {# IMPs}}} vps {{amount, plural, one {# VP} other {# VPs}}} points {{amount, plural, one {# point} other {# points}}} other {{amount} {unit}}}",
  asPlayed: "as played: {tricks} to declarer ({ref}: {score})",
  transferStage: "{ref}: {tricks} from {from} to {to} for the revoke at position {revoke}: {total} ({score})",
  stageLaw: "Law {law}",
  noScoreDirector: "no score at the table (the tricks are the Director's)",
  scoresTitle: "Score at every stage (Laws 77, 79, 12C, 64, 92–93)",
  atPosition: "position {position}, {what}",
  recordedBefore: "recorded before the correction (79C): {result}",
  stageWhere: 'position {position}{extra}{text, select, absent {} other { ("{text}")}}',
  appealExtra: ", {body}, {decision}, on the ruling at position {appealed}",
  auditLine: "{ref}, position {position}: {text}",
  appliesNone: "  applies:      none yet (the board has no score)",
  applies: "  applies:      {stage} (Laws {laws}): {score}{mark}",
  postedLine:
    "  scores posted {at}: corrections until {correction} (79C1), rulings and appeals until {appeal} (92B)",
  fouledLine: "  fouled board (Law 87): form {form}{method, select, absent {} other {, {method}}}",
  appealAboutNone: "no ruling",
  appealAbout: "the ruling at position {about}",
  appealDecided:
    "; decided at position {position} by {body}: {decision}{merit, select, yes { (without merit, 92A)} other {}}",
  appealEntry:
    "  appeal, position {position}, {side} against {about}: {status} ({ref}: {reason}){deadline, select, absent {} other {, time limit {deadline}}}{decided}",
  penaltyEntry:
    '  penalty, position {position}, {ref}: {side} {amount}, {status}{appealLaw, select, absent {} other { ({appealLaw})}}{text, select, absent {} other { ("{text}")}}',
  noteEntry: "  note: {text}",
  colon: ": ",
  decision: "{d, select, upheld {upheld} changed {changed} cancelled {cancelled} other {{d}}}",
  appealStatus:
    "{s, select, lodged {lodged} not_heard {not heard} decided {decided} recommendation {recommendation} other {{s}}}",
  penaltyStatus:
    "{s, select, in_force {in force} cancelled {cancelled} changed {changed} not_applied {not applied} other {{s}}}",
  unscoredHow:
    "The Director awards an artificial adjusted score (Law 12C2: average-plus to a side in no way at fault, average to one partly at fault, average-minus to one directly at fault) by appending to the board's log {json} (its sides as decided); until then the board is left out for those pairs (Neuberg on the others at matchpoints).",
  rulingsHow:
    "Law 12C2 by responsibility (average-plus to a team in no way at fault, average-minus to one directly at fault, average to both when both are or nobody is): bridgelaw rule LOG --law 12C2 --ns LEVEL --ew LEVEL on the log of the 86B1 score, which it replaces.",
  unscoredLine:
    "{event, select, absent {} other {{event}, }}board {board}{table, select, absent {} other {, table {table}}}{room, select, absent {} other { ({room})}}: NS {ns} v EW {ew}: {state, select, not_played {not played} awaiting {played; no score until the Director's ruling (Law {laws})} other {no result yet ({phase})}} — {source}",
  unscoredTitle: "Boards without a result: the Director's decision (Law 12C2), {n}",
  notPlayedNotice:
    "{n, plural, one {# board} other {# boards}} not played at a table (no auction, no result, no score: placeholders of the file, or the deal only): never ranked, never in a datum or a frequency table; listed below for the Director (Law 12C2)",
  session: "Session",
  results: "Results",
  // recording (rule, choose, appeal, correct): record.ts
  recNeedsFile: "{command}: needs a log file to append to, not standard input",
  recMustReplay: "{problem} (nothing appended: the log must replay)",
  recNotValid: "{command}: not a valid {type}: {reason}",
  recRefused: "{name}: {event} refused at position {position}: {refused}",
  recInternal: "{name}: internal error: the log does not replay once appended ({reason})",
  recToAppend:
    "{dry, select, yes {Would append} other {To append}} as position {position} (line {line}) of {name}{sealed, select, yes { (sealed: the chain is extended)} other {}}:",
  recWhatChanges: "What changes",
  recNothingChanges: "  nothing the Laws derive changes",
  recBefore: "    before  {line}",
  recAfter: "    after   {line}",
  recNotApplied: "The Laws record this without applying it: {why}",
  recNotRecorded: "{name}: not recorded: {why} (give --record-anyway to record it as a fact all the same)",
  recDryRun: "(dry run: nothing written)",
  recConfirm: "Append this line to {name}?",
  recNothingWritten: "Nothing written.",
  recAppended:
    "{name}: appended as position {position} (line {line}){head, select, absent {} other {; new head {head}}}",
  lawSaid: "{ref}: {text}",
  // rule: the questions open for the Director
  ruleAnswers: "answers: {answers}",
  ruleAnswersOpen: "answers: not a closed set: --answer TEXT, and --tricks N where the ruling awards tricks",
  ruleArtificial:
    "An artificial adjusted score (Law 12C2: average-plus to a side in no way at fault, average to one partly at fault, average-minus to one directly at fault): {command}",
  ruleAdjusted: "An adjusted score (Law 12C, or 79B3, 82C, 86B …): {command}",
  ruleState:
    "{state, select, notPlayed {: not played (no call, no result at this table)} noResult {: no result (the board is not complete)} other {}}",
  ruleBoard:
    "{name}: board {board}{state}: {n, plural, =0 {no question is open for the Director} one {# question for the Director} other {# questions for the Director}}",
  ruleQuestion: "  position {position}, {ref}: {text}",
  ruleOtherTable: "rule: --other-table {name}: {why}",
  ruleNotTheBoard: "board {board} ({deal}), not the board of {name} (board {here})",
  ruleNoDeal: "no deal",
  ruleNotTheMatch:
    "NS {thereNS} v EW {thereEW}: not the other table of the match of {name} (NS {hereNS} v EW {hereEW})",
  ruleNoOtherResult:
    "has no result at that table: Law 86B1 compares an adjusted score with the one result obtained",
  ruleOtherTableFor:
    "rule: --other-table gives the other table's result for an adjusted score under Law 86B1 (--law 86B1 with --outcome, --ns or --ew)",
  // choose: the options pending
  chooseBoard:
    "{name}: board {board}: {n, plural, =0 {no option is pending} one {# option pending (Law 10C1: the player chooses after the Director has explained them)} other {# options pending (Law 10C1: the player chooses after the Director has explained them)}}",
  chooseOption: "  {seat, seat}, {ref} (about position {about}): {text}",
  chooseOptions: "    options: {options}",
  chooseNonePending: "choose: {name}: no option is pending",
  chooseFit:
    "choose: {many, select, yes {several pending options fit} other {no pending option fits}}: give --seat and --law (pending: {pending})",
  chooseOptionFlag: "choose: --option ID is the choice made",
  // appeal: the rulings and the appeals
  boardOf: "{name}: board {board}",
  appealNoRuling: "  no ruling to appeal (92A)",
  appealRulings: "  rulings (an appeal names one with --about P):",
  appealRuling: "    position {position}: {text}",
  appealPosted: "  scores posted {at}: appeals until {until} (92B)",
  appealNotPosted: "  scores not posted yet: the 92B time limit has not begun",
  appealNone: "  no appeal lodged",
  appealListed:
    "  appeal, position {position}, {side}{about, select, absent {} other { against position {about}}}: {status} ({ref}: {text}){decided, select, absent {} other {, decided at position {decided}: {decision}}}",
  appealLodgeHint: "Lodge: {command}",
  appealDecideHint: "Decide: {command}",
  appealNotHeard: "not heard ({ref}): {text}",
  appealNotDecided: "{status} ({ref}): {text}",
  appealAgreed: "appeal lodge: --agreed: {why}",
  appealNotSeat: '"{bad}" is not a seat (N, E, S, W)',
  appealNothingWaits: "appeal decide: {name}: no appeal is waiting for a decision",
  appealDecideError: "appeal decide: {error}",
  // correct: the score as recorded and the Correction Period
  correctNoScore: "  no score recorded at the table",
  correctAtTable:
    "  the score at the table: {result}, {points, select, absent {no score (the tricks are the Director's)} other {{points}}} ({ref}{position, select, absent {} other {, position {position}}})",
  correctRecorded:
    "  recorded before a correction: {result}, {points, select, absent {no score} other {{points}}}",
  correctApplies: "  the score that applies: {score}{mark, select, absent {} other { [{mark}]}}: {why}",
  correctNotPosted: "  scores not posted yet: a correction is within the Correction Period (79C1)",
  correctPosted:
    "  scores posted {at}: the Correction Period ends {ends} (79C1); later only with the Tournament Organizer's agreement and the Director certain (79C2: --to-agreed --td-certain)",
  correctHint: "Correct: {command}",
  correctContradicts:
    "correct: --tricks {tricks} contradicts the play in the log: its 13 tricks give declarer {played} (as played, after Law 64); record it only with --force and the reason in --text (kept in the log)",
  correctNoChange: "the correction does not change the score",
  // claim: the checker's report
  claimHead:
    "{board, select, absent {} other {Board {board}, }}{contract, select, absent {} other {{contract} by {seat, select, none {?} other {{seat, seat}}}: }}{what} (position {position}, trick {trick})",
  claimStatement: '  statement: "{text}"',
  claimLineGiven: "  line: {line}",
  claimStatus: "  status: {text}",
  claimCannot: "  the checker cannot play this position out: {text}",
  claimPosition:
    "Position ({trumps, select, NT {notrump} other {trumps {trumps}}}, {seat, seat} to play{leader, select, absent {} other {, trick so far: {leader, seat} {cards}}}):",
  claimDD:
    "Double dummy: {side} take {tricks} of {remaining}: the claim {holds, select, yes {holds} other {fails}} against the best defence",
  claimBestLine: "  best line: {line}",
  claimDDUnknown: "Double dummy: not determined",
  yesNo: "{b, select, yes {yes} no {no} other {not determined}}",
  claimNoLine:
    "No line can lose (whatever {side} play): {yes}{minimum, select, absent {} other {; the fewest tricks {side} can take: {minimum}}}",
  claimLosingLine: "  a losing line: {line}",
  claimCheck: "  {label}: {yes}{tricks, select, absent {} other { ({side} take {tricks})}}",
  claimCheckLosing: "    a losing line: {line}",
  claimStated: "Stated line ({steps}), against every defence:",
  claimWell: "played well where it says nothing",
  claimAnyOrder: "in any order where it says nothing (70A, 70E2)",
  claimNoStated: "Stated line: none given (68C)",
  claim70C:
    "Law 70C: the opponents hold {cards}; the statement {mentioned, select, yes {mentions the trumps ({by})} other {does not mention them}}; a line where it takes a trick: {yes}{tricks, select, absent {} other { (at most {tricks, plural, one {# trick} other {# tricks}})}}",
  claim70CApplies:
    "  C0, C1 and C3 hold: the Director decides C2 (was it at all likely the claimer forgot the trump?)",
  claim70CNone: "Law 70C: no trump is out against the claimer",
  claim70ENone:
    "Law 70E: the tricks do not depend on where a card lies{suits, select, absent {} other { (suits checked: {suits})}}{complete, select, yes {} other { (not every card checked)}}",
  claim70E:
    "Law 70E: the tricks depend on {card} being with {holder, seat} rather than {other, seat}: played for it with {other, seat}, {side} take {tricks}",
  claimShowedOut: "  {seat, seat} showed out of {suit} before the claim (70E1(i))",
  claim71B: "Law 71B: {n, plural, one {# conceded trick} other {# conceded tricks}} no play could lose",
  claim69B: "Law 69B: {n, plural, one {# claimed trick} other {# claimed tricks}} no play could give {side}",
  claimInforms: "The checker informs; the Director's ruling decides (Law 70).",
  claimNone: "{name}: no claim or concession in the log (Law 68: ClaimMade, ConcessionMade)",
  claimFailed: "{name}: the claim checker failed: {message}",
  claimBroken: "{broken} (checked as it stands: --allow-broken)",
  // dd: the double-dummy table
  ddBoard: "Board {board}: {deal}",
  ddPar:
    "  par  NS {score}{contracts, select, none { (passed out)} other { ({contracts})}}, {dealer, select, absent {} other {dealer {dealer}, }}vulnerability {vul}",
  ddBroken: "  BROKEN CHAIN: {broken}: read as it stands",
  ddNoDeal: "{name}: no deal found (a PBN file of boards, or one deal a line)",
  ddJsonFormat: "dd: --json and --format {format} disagree; give one",
  ddSolving: "dd: solving {n} deals on {threads}",
  ddSolved: "dd: {n} deals solved",
  ddTimes:
    "dd: {boards} boards, {n} distinct deals solved in {s} s on {threads}: {perDeal} ms per deal, {perBoard} ms per board{records, select, absent {} other {; {records, plural, one {{records} hand record} other {{records} hand records}} (one per deal)}}",
  threads: "{n, plural, one {# thread} other {# threads}}",
  dealPlace: "deal {n}",
  claimChecking: "claim: checking {n} claims on {threads}",
  claimChecked: "claim: {n} claims checked",
  claimTimes: "claim: {n} claims checked in {s} s on {threads}: {per} ms per claim",
  // score: the score cards, the forms of a fouled board
  scoreCard: "Score card: {pair}{who, select, absent {} other { ({who})}}{rest}",
  scoreCards: "Score cards: {title}",
  asDealt: "(as dealt)",
  // import: what was written, the records
  importSummary:
    "{n, plural, one {{n} record} other {{n} records}}: {complete} complete, {incomplete} incomplete{missing, select, absent {} other { ({missing})}}, {notPlayed} not played, {rejected} rejected ({errors, plural, one {{errors} error} other {{errors} errors}}, {warnings, plural, one {{warnings} warning} other {{warnings} warnings}} in the report)",
  missingKind: "{kind}",
  importRecord:
    "record {record} (line {line}){board, select, absent {} other {, board {board}}}: {what}{reason, select, absent {} other {: {reason}}}",
  importRecordError:
    "record {record} (line {line}){board, select, absent {} other {, board {board}}}: {at, select, absent {} other {line {at}: }}{message}",
  importOutcome:
    "{outcome, select, incomplete {incomplete ({missing})} rejected {rejected} not_played {not played} complete {complete} other {{outcome}}}",
  importStrict: "{name}: --strict: nothing imported: {what}",
  importStrictNone: "{name} ({format}): no board log written (--strict)",
  importExisting:
    "import: {n, plural, one {{n} log} other {{n} logs}} already in {out} ({names}); give --force to replace them",
  importWritten:
    "{name} ({format}): {n, plural, one {{n} board log} other {{n} board logs}} written to {out}",
  importNoRecord: "{name}: no record in the file",
  importMore: "{name}: … and {n} more (--verbose or --report FILE for all)",
  importFailed: "{name}: failed",
  importAll: "{files} files: {n, plural, one {{n} board log} other {{n} board logs}} written to {out}",
  importing: "importing {n} records",
  importRead: "{n} records read",
  importFiles: "import: {n} files",
  // export: what is left out
  exportEmpty: "{name}: empty log: no events (a board log starts with BoardStarted)",
  exportLeftOut: "{broken}: the board is left out (--allow-broken exports it as it stands)",
  exportAsItStands: "{broken} (exported as it stands: --allow-broken)",
  exportLatin1:
    '{out}: {n, plural, one {{n} character} other {{n} characters}} outside ISO 8859-1 written as "?" (PBN 2.1 §2.2)',
  // score --movement: the movement's findings (Law 15B)
  placeParts:
    "{section, select, absent {} other {section {section}, }}{round, select, absent {} other {round {round}, }}{table, select, absent {} other {table {table}, }}{room, select, absent {} other {{room} Room, }}board {board}",
  findingLaw: "{teams, select, yes {Law 86 (teams; 15B is for pairs)} other {Law 15B}}",
  findingWrongContestants: "played by {foundNS} – {foundEW}, the movement seats {NS} – {EW} there",
  findingWrongBoard: "not due at this table in this round (the movement has boards {boards})",
  findingAlsoPlayed:
    " (the same contestants played it at {where}: 15B1 if that was before, the board cancelled and artificial adjusted scores by 15B3)",
  findingStands: " (15B2: the score stands unless the Director rules otherwise)",
  findingRuling:
    "{source}: {place}: {what}: {law}, the Director's ruling is needed{before}; scored as played until he rules",
  findingNotInMovement: "{source}: {place}: the movement has no such table or round",
  carryOverNotice: "Carry-over: {team} brings {vp} VP into the event (in its VP total)",
  findingMissingResult:
    "{place}: no result: the movement seats {NS} – {EW} there and no log has the board: the Director rules (Law 12C2: an artificial adjusted score when no result can be obtained, or the board not played); nothing is scored for it",
  findingUnknown: '{source}: "{id}" is not a contestant of the movement',
  // movement: its usage errors
  movementGive: "movement {kind}: give {flag}",
  movementSwiss: "movement next-round: give --movement FILE (a Swiss movement)",
  movementRead: "movement next-round: {file}: {error}",
  movementBoards: "movement next-round: give --boards-per-round N",
  movementError: "movement {kind}: {error}",
  // effect/cli's own usage errors (its words in English; help.ts renders them from here in French)
  cliUnrecognizedFlag:
    "Unrecognized flag: {option}{command, select, absent {} other { in command {command}}}",
  cliDidYouMean: "Did you mean this?",
  cliMissingFlag: "Missing required flag: --{option}",
  cliMissingArgument: "Missing required argument: {argument}",
  cliUnexpectedArgument: "Unexpected positional {n, plural, one {argument} other {arguments}}: {values}",
  cliInvalidValue:
    '{kind, select, argument {Invalid value for argument <{option}>: "{value}".} missing {Missing value for flag --{option}.} other {Invalid value for flag --{option}: "{value}".}} {expected}',
  cliExpectedNumber: "Expected a number",
  cliExpectedOneOf: "Expected: {values}",
  cliUnknownSubcommand:
    'Unknown subcommand "{subcommand}"{parent, select, absent {} other { for "{parent}"}}',
  // usage errors
  usageWorkers: "{command}: --workers {workers}: give a whole number from 1",
  usageAppealDecide: "appeal decide: give --body and --decision",
  usageDdDeals: "dd: give one or more deals (PBN deal strings) or --file F",
  usageMaxAveragePlus: 'score: --max-average-plus takes a whole number of boards or "none", not "{given}"',
  usageVp: "score: --vp takes a number of boards, at least 1, not {given}",
  usageMinBoards: "score: --min-boards takes a number of boards, not {given}",
  usageMovementFile: "score: --movement {name}: {error}",
  usageScoreHead: "score: --head checks the session manifest: give --manifest too",
  usageScoreLogs: "score: give board logs (or directories), or --manifest FILE",
  usageSealInPlace: "seal: --in-place needs a file, not standard input",
  usageSealStdin: "seal: standard input (-) is one log: seal it alone, not with other logs",
  usageSealSeveral: "seal: several logs are sealed --in-place, or into a directory with --out DIR",
  usageSealHeadOut:
    "seal: --head-out writes the head of one log; a session's logs are anchored by one hash with bridgelaw manifest",
  usageSealSameTarget:
    "seal: {a} and {b} would both be written to {target}: seal them into different directories",
  usageSealOutInPlace: "seal: give --out FILE or --in-place, not both",
  usageVerifyHead: "verify: --head checks one log (or one session manifest with --session), not several",
  usageCorrectEntry: "correct: give the corrected entry (--tricks, --contract, --score)",
  usageRuleError: "rule: {error}",
  usageRuleLaw: "rule: --law LAW names the Law the ruling is made under",
  usageRuleAdjusted: "rule: an adjusted score (--outcome, --ns, --ew) takes no --answer or --tricks",
  usageRuleAll:
    "rule: --all lists what is open in each log and records nothing: give one log (without --all) to record a ruling",
  usageRuleOpen: "rule: --open goes with --all (it leaves out the boards with nothing for the Director)",
  usageRuleOne:
    "rule: a ruling is recorded in one log; --all lists the questions open in several logs (or directories)",
  usageRuleOtherRead: "rule: --other-table {message}",
  usageScoreMovementRead: "score: --movement {message}",
  eventBy: " (by {by})",
  eventAt: " at {at}",
  // the questions asked at a terminal (rule, choose)
  // appeal lodge, appeal decide, correct and an adjusted score: the questions asked at a terminal
  askAppealSide: "Which side appeals (92A)?",
  askSide: "{side, select, NS {North-South} other {East-West}}",
  askAppealedRuling: "Which ruling is appealed?",
  askPosition: "position {position}",
  askContest: "The contest (92D)",
  askContestPairs: "pairs: both members agree (92D1)",
  askContestTeams: "teams: the captain agrees (92D2)",
  askContestIndividual: "individual: the appellant alone",
  askCaptain: "Does the team captain agree (92D2)?",
  askAgreed: "Who agrees to appeal (92D1)? Seats, e.g. {seats}",
  askWhichAppeal: "Which appeal?",
  askAppealOf: "position {position}, {side}",
  askAgainstRuling: "against the ruling at position {about}",
  askWhoDecides: "Who decides (93)?",
  askBodyCommittee: "the appeals committee (93B2)",
  askBodyDirector: "the Director in charge (93A; 93B1 on a point of law)",
  askBodyRa: "the Regulating Authority (93C)",
  askPointOf: "On a point of",
  askPointJudgement: "judgement",
  askPointFact: "fact",
  askPointLaw: "law or regulation (93B1, 93B3)",
  askDecision: "The decision",
  askUpheld: "upheld: the ruling stands",
  askChanged: "changed: another score",
  askCancelled: "cancelled: the table score stands again",
  askWithoutMerit: "Was the appeal without merit (92A)?",
  askWhatCorrected: "What is corrected?",
  askCorrect79C: "a scoring error (79C)",
  askCorrect69B2: "an agreement to a claim withdrawn (69B2)",
  askCorrect71: "a concession cancelled (71)",
  askCorrectedEntry: "The corrected entry",
  askEntryTricks: "declarer's tricks (the contract of the auction)",
  askEntryScore: "North-South's points",
  askDeclarerTricks: "Declarer's tricks (0 to 13)",
  askNsPoints: "North-South's points",
  askPointsNumber: "a number of points",
  askLate:
    "If the Correction Period is over: does the Tournament Organizer agree and is the Director certain (79C2)?",
  askAdjustedLaw: "Under which Law (e.g. 12C1(b), 12C1(c), 12C2(a), 79B3)?",
  askAdjustedLawMissing: "the Law of the adjusted score",
  askAdjustedKind: "The adjusted score",
  askAdjustedBoth: "one score for both sides (an assigned or weighted score)",
  askAdjustedSides: "each side its own (artificial scores, a split score)",
  askOutcomes: 'Outcomes, separated by ";" (e.g. "3H N 9 60%; 4S W 9 40%")',
  askSideScore:
    "{side, select, NS {North-South} other {East-West}}'s score (average-plus, average, average-minus, 60%, +3imps, or outcomes; empty: keeps the score in force)",
  // an adjusted score's outcome that cannot be read (--outcome, --ns, --ew, or at a terminal)
  outcomeEmpty: "an empty outcome",
  outcomeScore: '"{spec}": score needs North-South\'s points',
  outcomeTricks: '"{spec}": expected the tricks declarer takes (0 to 13)',
  outcomeWeight: '"{spec}": "{token}" is not a weight (such as 0.6 or 60%)',
  outcomeNotUnderstood: '"{spec}": "{rest}" not understood',
  // scoring's warnings (`SessionWarning` of @bridgelaw/scoring; English: describeWarning's words)
  warningsTitle: "Warnings",
  warnPlace:
    "{event, select, absent {} other {{event}, }}board {board}{table, select, absent {} other {, table {table}}}{source, select, absent {} other { ({source})}}",
  warnAveragePlusCap:
    "board {board}: {pair}'s average-plus is their {n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} of the session, above the {max} allowed: scored average (12C2(d))",
  warnAveragePlusMovement:
    "board {board}: {who}'s average-plus for a movement error is scored average (12C2(d))",
  warnFouledBoard:
    "{event, select, absent {} other {{event}, }}board {board}: played with {deals} different deals (87A): scored in groups by deal (87B); the Director records BoardFouled to name the forms",
  warnNoPairIds: "{place}: no pair ids: the result is compared but not ranked",
  warnImpsNotMatchpointed:
    "{place}: {side}'s score in IMPs cannot be matchpointed: scored as an average (50 %)",
  warnPercentageNotImps: "{place}: a percentage cannot be scored in IMPs: scored 0",
  warnNoDatum: "{place}: no table result to make a datum from: a weighted score scored 0",
  warnTotalPoints: "{place}: {side} have a {score} score, which total points cannot value (12C2): scored 0",
  warnTwoAdjusted: "{place}: team {team} has two different adjusted scores on the board: the first is used",
  warnOneResult:
    "{place}: team {team} has one result only on the board (86B1): scored 0 until the Director adjusts",
  warnDifferentForms:
    "{place}: the two tables played different forms of the board (87C): not comparable (86B2), scored 0 until the Director adjusts",
  warnKnockout:
    "{place}: non-balancing scores in a knockout match ({a} {aScore}, {b} {bScore}): {aNow} and {bNow} ({law})",
  warnPenaltyNoPair: "{place}: a penalty ({law}) on {side}, who have no pair id: not applied",
  warnPenaltyUnit:
    "{place}: a penalty ({law}) in {unit} cannot be taken off a score in this method: not applied",
  warnVpNotTeams:
    "{event, select, absent {the session} other {{event}}}: victory points convert team matches; these results are not team matches",
  // what keeps a score provisional (score)
  provisionalRuling: "{source}: board {board}: a ruling is still needed ({laws}): the score is provisional",
  provisionalAppeal:
    "{source}: board {board}: an appeal is not decided yet (92, 93): the score is provisional",
  provisionalBroken: "BROKEN CHAIN: {why}: scored as it stands (--allow-broken)",
  // import: the groups of records that did not give a complete board (formatSummary's lines)
  importGroup: "  {n} × {what}{reason, select, absent {} other {: {reason}}}",
  importGroupRecords:
    "      {n, plural, one {record} other {records}} {ranges}{more, select, absent {} other { and {more} more}}",
  importNotPlayedReason: "the record gives the deal only (a score for it is the Director's, Law 12C2)",
  importNotABoard: "not a board",
  // an event of a log as the audit and diff print it: its type (English: the log's own token)
  eventType: "{type}",
  untilTitle:
    "As it stood after line {until} ({position, select, absent {no event} other {event {position}: {event}}}); {later, plural, =0 {no later event} one {# later event not applied} other {# later events not applied}}",
  // joining the parts of a line (texts.ts: joinParts, labelled)
  partsSeparator: "; ",
  labelled: "{label}: {text}",
  // problems with a file (read, written, replayed)
  errEmptyLog: "{name}: empty log: no events (a board log starts with BoardStarted)",
  errBrokenLeftOut: "{broken}: the board is left out (--allow-broken reads it as it stands)",
  errNoBoardStarted: "{name}: no BoardStarted",
  errScoredAsItStands: "{broken} (scored as it stands: --allow-broken)",
  errHeadTakes: "{line} (--head takes a hash of 64 hex digits or a head file)",
  errManifestLine: "{line} ({name}, line {at})",
  errAtLine: "{name}: line {line}: {reason}",
  errSessionDoesNotVerify: "{name}: the session does not verify (above)",
  errNoJsonl: "{path}: no .jsonl log in this directory",
  errManifestNoLog: "{out}: not written: no board log given",
  errCannotWrite: "{path}: cannot write: {reason}",
  errCannotRead: "{path}: cannot read: {reason}",
  errCannotCreateDir: "{path}: cannot create the directory: {reason}",
  errAppendBroken: "{name}: {what} (nothing appended: a broken log must be looked at first)",
  chainBrokenAt: "chain broken at position {position} (line {line}): {reason}",
  sessionNotice:
    "{event, select, absent {the session} other {{event}}}: {kind, select, teams_not_matched {the logs name the teams, but no board was played by the same two teams at two tables: IMPs against each board's datum (Butler, 78D) instead of team matches} pairs_as_team_matches {no teams in the logs (BoardStarted.teams): team matches between the pairs, which meet at two tables with directions swapped} other {IMPs against each board's datum (Butler, 78D), not team matches: the logs name no teams (BoardStarted.teams: import HomeTeam/VisitTeam with Room, or give a movement file) and the pairs do not meet at two tables with directions swapped}}",
  askWhichRuling: "Which ruling?",
  askLawPosition: "{ref} (position {position})",
  askAdjusted: "An adjusted score (Law 12C, 79B3, 82C, 86B …)",
  askExplanation: "Explanation for the record (empty for none)",
  askAnswer: "{ref}: {text}\nAnswer (empty for none)",
  askTricks: "Tricks credited to the declaring side, where the ruling awards tricks (empty for none)",
  askTricksRange: "a number from 0 to 13",
  askWhoseOption: "Whose option?",
  askSeatLaw: "{seat, seat}, {ref} (position {about})",
  askChooses: "{seat, seat} chooses ({ref})",
  // issue 33, the last English lines: dd's problems, the refusals of audit and replay, the movement's seating
  ddFullDeal: "a deal of four hands of 13 cards is solved ({ref})",
  ddDealtTwice: "{card} is dealt twice ({ref})",
  ddNotSolved: "not solved",
  ddNoBoardStarted: "no BoardStarted: a board log starts with the deal",
  refusedBy: "{command}: {text}",
  errInternal: "{name}: internal error: {reason}",
  movementNoFile:
    "{name}: no movement file in its directory or above it (of the {count} given): not checked against a movement",
  movementLogKept:
    '{where}: the log gives {what, select, team {the team} other {the pair}} {side, side} "{log}", the movement file "{movement}": the log\'s is kept',
  movementBoard: "board {board}",
  ddWhereDeal: "deal {n}",
  ddWhereLine: "{name}: line {line}",
  ddWhereGame: "{name}: game {game} (line {line})",
  errInternalReplaying: "{name}: internal error while replaying: {reason}",
  untilNotALine: "{name}: --until {until}: not a line of the log (its events are on lines 1 to {last})",
} as const;

/** The ids of the command line's texts. */
export type TextId = keyof typeof EN;
