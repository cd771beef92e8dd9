/**
 * The headings and labels of the web app, in English: one ICU message per id, written by `@bridgelaw/words`
 * (`{seat, seat}` North, `{n, plural, …}`). French: `fr.ts`, with the same ids (a missing one is a compile
 * error). The facts of the Laws are written by the words' own catalogs, not here.
 */
export const EN = {
  // the page
  language: "Language",
  langName: "{lang, select, en {English} fr {Français} pt {Português} nb {Norsk} other {{lang}}}",
  untranslated:
    "Messages in English: not yet translated into {lang, select, pt {Portuguese} nb {Norwegian} other {{lang}}} (the Law titles and references are).",
  skipLink: "Skip to the board",
  appName: "{live, select, yes {live table} other {board viewer}}",
  pages: "Pages",
  viewerPage: "Viewer",
  livePage: "Live table",
  backToBoards: "Back to the boards of {name}",
  printRecords: "Print the hand records",
  replayTitle: "Replay a board by the Laws",
  opening: "Opening…",
  couldNotOpen: "Could not open the log: {reason}",
  noEvent: "the log has no event",
  noBoardRead: "{name}: no board could be read ({reports})",
  noRecord: "no record",
  recordProblem: "record {record}: {reason}",
  open: "Open",
  openAnother: "Open another log",
  // opening a log
  openTitle: "Open a board log",
  fileLabel: "A log (JSON Lines), a PBN or LIN file, or drop one here",
  urlLabel: "A log (or a PBN or LIN file) at a URL",
  openUrl: "Open the URL",
  exampleLabel: "An example of the repository",
  openExample: "Open the example",
  // the viewer
  boardTitle: "Board {board}",
  shareLink: "Share link",
  printFile: "Print the appeal file",
  linkHere: "The link to this board is in the field below.",
  linkLabel: "Link to this board",
  stopsAt: "This log stops at an error: {error}. The board is shown up to the event before it.",
  handsAfter: "Hands after event {step}",
  panels: "Panels",
  panel:
    "{panel, select, step {This step} facts {Facts} rulings {Rulings and appeals} whatif {What if} timeline {Timeline} dd {Double dummy} file {Appeal file} other {{panel}}}",
  filePreview: "The appeal file as printed (the whole log, whatever the step).",
  branchDiscarded: "Branch discarded.",
  branchReplayed: "Branch: {note}; replayed.",
  changed: "changed",
  // the board
  noDeal: "No deal yet.",
  boardLabel: "Board",
  dealer: "Dealer {seat}",
  vulnerable: "Vulnerable: {vul}",
  code: "{edition} Code",
  vul: "{vul, select, None {none} All {both sides} NS {North-South} EW {East-West} other {?}}",
  auction: "Auction",
  noCallYet: "No call yet.",
  callsCaption: "Calls by seat, in the order made",
  irregularCalls: "Irregular calls",
  alerts: "Alerts and explanations",
  hesitations: "Hesitations and other extraneous information",
  play: "Play",
  noCardYet: "No card played yet.",
  noPlayPassedOut: "No play: the board was passed out.",
  playNotInLog: "The play is not in the log: the result was recorded at the table without it.",
  tricksCaption: "Tricks in order, each card with its seat",
  trick: "Trick",
  ledBy: "Led by",
  cardsInOrder: "Cards in order",
  wonBy: "Won by",
  pass: "Pass",
  passedOut: "Passed out",
  notrump: "NT",
  // stepping
  stepNav: "Step through the log",
  firstEvent: "First event",
  previousTrick: "Previous trick",
  previousEvent: "Previous event",
  nextEvent: "Next event",
  nextTrick: "Next trick",
  lastEvent: "Last event",
  openHere: "Open at this point",
  derives: "What the Law derives from it",
  noFactsYet:
    "No hesitation, unauthorised information, review, revoke, lead restriction or refused event so far.",
  sideName: "{side, select, NS {North-South} EW {East-West} other {{side}}}",
} as const;

/** The ids of the web app's texts. */
export type TextId = keyof typeof EN;
