// Writes examples/auction/*.jsonl: the worked scenarios of laws-01-39 §10 and the commentary's auction
// examples, as logs (run: pnpm exec tsx --conditions=source tools/src/make-auction-examples.ts). The expected derived state of
// each is checked by packages/table/src/auction-scenarios.test.ts.
//
// Compact notation, one event per string:
//   "N 1S"                 CallMade            "N 1S sim"          CallMade, simultaneous (Law 33)
//   "chg N 2H"             CallChanged         "exp E SK [led]"    CardExposed
//   "opt W 27A1 refuse"    OptionChosen        "td 27B1 A2 [@5]"   DirectorRuled (answer, about)
//   "att E"                AttentionDrawn      "alert E @3" / "explain E @3 text" / "correct E @3 text"
//   "wrong S [23]"         WrongBoardCards (the board whose cards he held, 15A3)
import { writeFileSync } from "node:fs";
import { dealFromSeed } from "@bridgelaw/boards";
import { type Card, formatDeal } from "@bridgelaw/cards";

interface Scenario {
  readonly file: string;
  readonly board: number;
  readonly events: readonly string[];
  readonly edition?: "2007";
  readonly profile?: string;
  readonly screens?: boolean;
  /** Cards a seat must hold (Law 24 scenarios). */
  readonly holds?: readonly [string, Card][];
}

const parse = (token: string): Record<string, unknown> => {
  if (token.startsWith("{")) return JSON.parse(token) as Record<string, unknown>;
  const [head, ...rest] = token.split(" ");
  const about = rest.find((r) => r.startsWith("@"));
  const words = rest.filter((r) => !r.startsWith("@"));
  const at = about === undefined ? {} : { about: Number(about.slice(1)) };
  switch (head) {
    case "chg":
      return { type: "CallChanged", seat: words[0], call: words[1] };
    case "exp":
      return {
        type: "CardExposed",
        seat: words[0],
        card: words[1],
        ...(words[2] === "led" && { how: "led" }),
      };
    case "opt":
      return { type: "OptionChosen", seat: words[0], law: words[1], option: words[2] };
    case "td":
      return {
        type: "DirectorRuled",
        law: words[0],
        ...(words[1] !== undefined && { answer: words[1] }),
        ...at,
      };
    case "att":
      return { type: "AttentionDrawn", seat: words[0], ...at };
    case "wrong":
      return {
        type: "WrongBoardCards",
        seat: words[0],
        ...(words[1] !== undefined && { board: Number(words[1]) }),
      };
    case "alert":
      return { type: "Alerted", seat: words[0], ...at };
    case "explain":
      return { type: "Explained", seat: words[0], text: words.slice(1).join(" "), ...at };
    case "correct":
      return { type: "ExplanationCorrected", seat: words[0], text: words.slice(1).join(" "), ...at };
    default:
      return {
        type: "CallMade",
        seat: head,
        call: words[0],
        ...(words[1] === "sim" && { simultaneous: true }),
      };
  }
};

const SCENARIOS: readonly Scenario[] = [
  { file: "WS-01-27A1-insufficient-bid-accepted", board: 1, events: ["N 1S", "E 1H", "S P", "W P", "N P"] },
  {
    file: "WS-02-27B1a-lowest-same-denomination",
    board: 1,
    events: ["N 1S", "E 1H", "opt S 27A1 refuse", "E 2H", "td 27B1 27B1(a)"],
  },
  {
    file: "WS-03-27B2-replaced-by-pass",
    board: 2,
    events: [
      "E 1NT",
      "S 1S",
      "opt W 27A1 refuse",
      "S P",
      "td 27B1 not-comparable",
      "W 3NT",
      "N P",
      "E P",
      "S P",
    ],
  },
  {
    file: "WS-04-27B3-non-comparable-double",
    board: 3,
    events: ["S 1S", "W 1H", "opt N 27A1 refuse", "W X", "td 27B1 not-comparable"],
  },
  {
    file: "WS-05-27B1b-comparable-double",
    board: 5,
    events: ["N 1C", "E 1S", "S 1H", "opt W 27A1 refuse", "S X", "td 27B1 A2"],
  },
  { file: "WS-06a-27C-premature-replacement-accepted", board: 6, events: ["E 1H", "S 1D", "S 2D", "W P"] },
  {
    file: "WS-06b-27C-premature-replacement-refused",
    board: 6,
    events: ["E 1H", "S 1D", "S 2D", "opt W 27A1 refuse", "td 27B1 27B1(a)"],
  },
  {
    file: "WS-07a-27B4-second-insufficient-refused",
    board: 7,
    events: ["S 2H", "W 1S", "opt N 27A1 refuse", "W 1NT", "opt N 27B4 refuse"],
  },
  {
    file: "WS-07b-27B4-second-insufficient-accepted",
    board: 7,
    events: ["S 2H", "W 1S", "opt N 27A1 refuse", "W 1NT", "N 2H", "td 27B4 not-comparable"],
  },
  {
    file: "WS-08-30A-pass-at-rho-turn",
    board: 4,
    events: ["N P", "opt E 29A refuse", "W 1D", "N P", "E 1S", "S 2D", "W P"],
  },
  { file: "WS-09-28A-call-over-barred-rho", board: 4, events: ["N P", "opt E 29A refuse", "W 1D", "E 1S"] },
  {
    file: "WS-10a-37B-barred-player-calls",
    board: 4,
    events: ["N P", "opt E 29A refuse", "W 1D", "N 1H", "att W"],
  },
  {
    file: "WS-10b-37A-lho-calls-first",
    board: 4,
    events: ["N P", "opt E 29A refuse", "W 1D", "N 1H", "E 1S"],
  },
  {
    file: "WS-11i-30B1-comparable",
    board: 5,
    events: ["W P", "opt N 29A refuse", "N P", "E 1H", "S P", "W 2H", "td 23A A2"],
  },
  {
    file: "WS-11ii-30B1-not-comparable",
    board: 5,
    events: ["W P", "opt N 29A refuse", "N P", "E 1H", "S P", "W 2C", "td 23A not-comparable"],
  },
  {
    file: "WS-12-31A1-repeat-after-rho-passes",
    board: 6,
    events: ["S 1S", "opt W 29A refuse", "E P", "S 1S"],
  },
  {
    file: "WS-13a-31A2-comparable",
    board: 8,
    events: ["N 1C", "opt E 29A refuse", "W 1S", "N 2C", "td 23A A1"],
  },
  {
    file: "WS-13b-31A2-not-comparable",
    board: 8,
    events: ["N 1C", "opt E 29A refuse", "W 1S", "N X", "td 23A not-comparable"],
  },
  {
    file: "WS-14a-31B-comparable",
    board: 9,
    events: ["N 1H", "W 1S", "opt N 29A refuse", "E P", "S 2H", "W 2S", "td 23A A1"],
  },
  {
    file: "WS-14b-31B-not-comparable-lead-restriction",
    board: 9,
    events: [
      "N 1H",
      "W 1S",
      "opt N 29A refuse",
      "E P",
      "S 2H",
      "W 2NT",
      "td 23A not-comparable",
      "N 3H",
      "E P",
      "S P",
      "W P",
      "td 26B C,D",
    ],
  },
  {
    file: "WS-15a-32A1-repeat-double",
    board: 11,
    events: ["S 1H", "W P", "E X", "opt S 29A refuse", "N P", "E X"],
  },
  {
    file: "WS-15b-32A2-comparable",
    board: 11,
    events: ["S 1H", "W P", "E X", "opt S 29A refuse", "N 2H", "E X", "td 23A A1"],
  },
  {
    file: "WS-15c-32A2-not-comparable",
    board: 11,
    events: ["S 1H", "W P", "E X", "opt S 29A refuse", "N 2H", "E 2S", "td 23A not-comparable"],
  },
  {
    file: "WS-16-32B-double-at-partner-turn",
    board: 10,
    events: ["E 1S", "N X", "opt E 29A refuse", "S P", "W 2S", "N X", "td 23A A1"],
  },
  {
    file: "WS-17a-36B-inadmissible-double",
    board: 12,
    events: ["W 1D", "N X", "E P", "S X", "att W", "S 1H"],
  },
  { file: "WS-17b-36A-lho-calls-first", board: 12, events: ["W 1D", "N X", "E P", "S X", "W XX"] },
  { file: "WS-18-36B4-inadmissible-double-out-of-rotation", board: 12, events: ["W 1D", "N 1H", "S X"] },
  { file: "WS-19a-38-bid-above-seven", board: 13, events: ["N 7NT", "E 8C", "att S", "S P", "W P"] },
  { file: "WS-19b-38D-lho-called", board: 13, events: ["N 7NT", "E 8C", "S P"] },
  {
    file: "WS-20a-39B-future-dummy-bids",
    board: 14,
    events: ["E 1S", "S P", "W 4S", "N P", "E P", "S P", "W 5S"],
  },
  {
    file: "WS-20b-39C-defender-doubles",
    board: 14,
    events: ["E 1S", "S P", "W 4S", "N P", "E P", "S P", "N X"],
  },
  {
    file: "WS-20c-39B-defender-passes",
    board: 14,
    events: ["E 1S", "S P", "W 4S", "N P", "E P", "S P", "S P"],
  },
  {
    file: "WS-21-17D3-right-to-call-retained",
    board: 16,
    events: ["W P", "N 1H", "E P", "S P", "N P", "E P"],
  },
  {
    file: "CM-15-17D3-accepting-pass-not-an-offender",
    board: 16,
    events: ["W P", "N 1H", "E P", "S P", "N P", "E P", "W 2D", "N 2H", "E P", "S P", "W P"],
  },
  { file: "WS-22a-17D3-passed-out-auction", board: 4, events: ["W P", "N P", "S P", "W P"] },
  { file: "WS-22b-29A-accepted-by-bid", board: 4, events: ["W P", "N P", "S P", "W 1D"] },
  { file: "WS-22c-30A-refused", board: 4, events: ["W P", "N P", "S P", "opt W 29A refuse"] },
  { file: "WS-23-28B-in-turn-call-cancels", board: 3, events: ["W 1H", "S 1D"] },
  { file: "WS-24a-29A-intent-accept", board: 3, events: ["E 1H", "S 1S", "td 28B accept"] },
  { file: "WS-24b-28B-intent-own-turn", board: 3, events: ["E 1H", "S 1S", "td 28B own-turn"] },
  {
    file: "WS-25a-25A-unintended-call",
    board: 15,
    events: ["S 1H", "W P", "N 2S", "chg N 2H", "td 25A unintended"],
  },
  {
    file: "WS-25b-25B-intended-change-accepted",
    board: 15,
    events: ["S 1H", "W P", "N 1NT", "chg N 2H", "td 25A intended", "E P"],
  },
  {
    file: "WS-25c-25B-intended-change-refused",
    board: 15,
    events: ["S 1H", "W P", "N 1NT", "chg N 2H", "td 25A intended", "opt E 25B1 refuse"],
  },
  {
    file: "WS-26a-24B-honour-exposed",
    board: 15,
    events: ["S 1NT", "exp E SK", "td 24 yes", "W P"],
    holds: [["E", "SK"]],
  },
  {
    file: "WS-26b-24A-low-card-exposed",
    board: 15,
    events: ["S 1NT", "exp E H7", "td 24 yes", "W 2H"],
    holds: [["E", "H7"]],
  },
  { file: "WS-27a-33-simultaneous-in-rotation", board: 18, events: ["E 1C", "S 1H", "W 1S sim"] },
  { file: "WS-27b-33-simultaneous-out-of-rotation", board: 18, events: ["E 1C", "N 1S", "S 1H sim"] },
  {
    file: "WS-28-21B1-misinformation-corrected",
    board: 19,
    events: [
      "S 1NT",
      "W 2D",
      "alert W @3",
      "explain E @3 both majors",
      "N P",
      "E P",
      "correct E @3 natural diamonds",
      "td 21B1 6",
      "chg N X",
    ],
  },
  {
    file: "WS-29-12C2-artificial-adjusted-scores",
    board: 20,
    events: [
      '{"type":"ScoreAdjusted","law":"12C2(a)","NS":"average-plus","EW":"average","text":"15B1: board already played"}',
    ],
  },
  {
    file: "WS-30-27A2-insufficient-out-of-rotation",
    board: 21,
    events: [
      "N 1S",
      "E P",
      "W 1H",
      "opt N 29A refuse",
      "S P",
      "W 1H",
      "opt N 27A1 refuse",
      "W 2H",
      "td 27B1 27B1(a)",
    ],
  },
  {
    file: "WS-31a-15A2b-cards-from-the-wrong-board",
    board: 22,
    events: ["E 1C", "S 1S", "W 2C", "wrong S 23", "S 1H"],
  },
  { file: "WS-31b-15A2a-partner-has-called", board: 22, events: ["E 1C", "S 1S", "W 2C", "N P", "wrong S"] },
  { file: "screens-not-supported", board: 1, screens: true, events: ["N 1S", "E 1H"] },
  {
    file: "FFB-27B2-partner-passes-once",
    board: 2,
    profile: "FFB",
    events: [
      "E 1NT",
      "S 1S",
      "opt W 27A1 refuse",
      "S P",
      "td 27B1 not-comparable",
      "W 2NT",
      "N P",
      "E P",
      "S P",
    ],
  },
  // Commentary examples (seed 003): ex. 34, 37, 40 appear above; ex. 28 and 29 (IB transfer over an overcall).
  {
    file: "CM-28-27B1a-transfer-corrected",
    board: 1,
    events: ["N 1NT", "E 2S", "S 2D", "opt W 27A1 refuse", "S 3H", "td 27B1 27B1(a)"],
  },
  {
    file: "CM-29-27B2-lebensohl-not-comparable",
    board: 1,
    events: ["N 1NT", "E 2S", "S 2D", "opt W 27A1 refuse", "S 2NT", "td 27B1 not-comparable"],
  },
  {
    file: "CM-18-21B3-misinformation-after-the-final-pass",
    board: 1,
    events: [
      "N 1NT",
      "E 2D",
      "alert W @3",
      "explain W @3 majors",
      "S P",
      "W P",
      "N P",
      "correct W @3 natural",
      // WBFLC Ex 18: after the final pass the change is not offered automatically; here not allowed
      "td 21B1 none",
    ],
  },
  {
    file: "CM-18b-21B1a-final-pass-changed-auction-reopened",
    board: 1,
    events: [
      "N 1NT",
      "E 2D",
      "alert W @3",
      "explain W @3 majors",
      "S P",
      "W P",
      "N P",
      // 20F5(b)(ii): East, declarer, tells the opponents after the final pass that West misexplained 2D
      "correct E @3 natural",
      // 21B1(a): North's final pass could well have been influenced; his partner has not called since
      "td 21B1 8",
      "chg N X",
      "E P",
      "S P",
      "W P",
    ],
  },
  {
    file: "CM-19-25B-pass-of-a-splinter-was-intended",
    board: 1,
    events: ["N 1H", "E P", "S 4C", "W P", "N P", "chg N 4H", "td 25A intended", "opt E 25B1 refuse"],
  },
  {
    file: "CM-22-26B-all-four-suits-specified",
    board: 9,
    events: [
      "N 1H",
      "W 1S",
      "opt N 29A refuse",
      "E P",
      "S 2H",
      "W 2NT",
      "td 23A not-comparable",
      "N 3H",
      "E P",
      "S P",
      "W P",
      "td 26B S,H,D,C",
    ],
  },
  {
    file: "CM-33-27D-review-after-27B1a",
    board: 1,
    events: ["N 1C", "E 2C", "S 1NT", "opt W 27A1 refuse", "S 2NT", "td 27B1 27B1(a)"],
  },
  {
    file: "CM-20-31A2-comparable-2H-over-1NT",
    board: 1,
    events: ["E 2H", "opt S 29A refuse", "N 1NT", "E 2H", "td 23A A1"],
  },
  {
    file: "CM-21-31A2-not-comparable-hearts-only",
    board: 1,
    events: ["E 2H", "opt S 29A refuse", "N 1NT", "E 2H", "td 23A not-comparable"],
  },
  {
    file: "CM-25-27B1b-double-showing-16-plus",
    board: 1,
    events: ["N 1NT", "E 1C", "opt S 27A1 refuse", "E X", "td 27B1 A1"],
  },
  {
    file: "CM-27-27B1b-pass-shows-one-key-card",
    board: 1,
    events: ["N 4NT", "E 5D", "S 5C", "opt W 27A1 refuse", "S P", "td 27B1 A2"],
  },
  {
    file: "CM-30a-27B1b-3S-same-meaning",
    board: 1,
    events: ["N 2NT", "E P", "S 2S", "opt W 27A1 refuse", "S 3S", "td 27B1 A1"],
  },
  {
    file: "CM-30b-27B2-3S-spades-only",
    board: 1,
    events: ["N 2NT", "E P", "S 2S", "opt W 27A1 refuse", "S 3S", "td 27B1 not-comparable"],
  },
  {
    file: "CM-31-27B1b-transfer-completion-pass",
    board: 1,
    events: ["N 1NT", "E P", "S 2D", "W 3C", "N 2H", "opt E 27A1 refuse", "N P", "td 27B1 A2"],
  },
  {
    file: "CM-32-27B1b-fourth-suit-forcing",
    board: 1,
    events: ["N 1C", "E P", "S 1H", "W 2D", "N 2D", "opt E 27A1 refuse", "N 3D", "td 27B1 A3"],
  },
  {
    file: "CM-35-29C-transfer-out-of-rotation",
    board: 4,
    events: ["W 1NT", "E 2D", "opt S 29A refuse", "N 2D", "E 2H", "td 23A A1"],
  },
  {
    file: "CM-38-31A2-multi-then-weak-2H",
    board: 1,
    events: ["E 2D", "opt S 29A refuse", "N 1D", "E 2H", "td 23A A2"],
  },
  {
    file: "CM-39-31A2-forced-completion-no-meaning",
    board: 1,
    events: ["N 1NT", "E P", "S 2H", "N 2S", "opt E 29A refuse", "W X", "N 3S", "td 23A A3"],
  },
  // Editions (editions.md §3.2).
  {
    file: "ED-A10-2007-30B2-pass-at-partner-turn",
    board: 1,
    edition: "2007",
    events: ["N 1H", "W P", "opt N 29A refuse", "E P"],
  },
  {
    file: "ED-A10-2017-30B1-pass-at-partner-turn",
    board: 1,
    events: ["N 1H", "W P", "opt N 29A refuse", "E P"],
  },
  {
    file: "ED-A11-2007-31B-bid-at-partner-turn",
    board: 2,
    edition: "2007",
    events: ["E P", "N 1S", "opt E 29A refuse"],
  },
  { file: "ED-A11-2017-31B-bid-at-partner-turn", board: 2, events: ["E P", "N 1S", "opt E 29A refuse"] },
  {
    file: "ED-A12-2007-32-double-at-rho-turn",
    board: 4,
    edition: "2007",
    events: ["W 1S", "N P", "S X", "opt W 29A refuse", "E 2S", "S X"],
  },
  {
    file: "ED-A12-2017-32-double-at-rho-turn",
    board: 4,
    events: ["W 1S", "N P", "S X", "opt W 29A refuse", "E 2S", "S X", "td 23A A1"],
  },
  {
    file: "ED-A3-2007-25A-pause-for-thought",
    board: 1,
    edition: "2007",
    events: ["N 1S", "chg N 1H", "td 25A intended"],
  },
  { file: "ED-A3-2017-25A-unintended", board: 1, events: ["N 1S", "chg N 1H", "td 25A unintended"] },
  {
    file: "ED-A7-2007-27B1b-not-contained",
    board: 1,
    edition: "2007",
    events: ["N 2NT", "E P", "S 2C", "opt W 27A1 refuse", "S 3C", "td 27B1 not-comparable"],
  },
  {
    file: "ED-A7-2017-27B1b-same-purpose",
    board: 1,
    events: ["N 2NT", "E P", "S 2C", "opt W 27A1 refuse", "S 3C", "td 27B1 A3"],
  },
  {
    file: "ED-A2-2007-24-before-first-call",
    board: 3,
    edition: "2007",
    events: ["exp S HK", "td 24 yes"],
    holds: [["S", "HK"]],
  },
  { file: "ED-A2-2017-16D1-before-first-call", board: 3, events: ["exp S HK"], holds: [["S", "HK"]] },
];

const dealFor = (sc: Scenario): string => {
  for (let i = 0; ; i += 1) {
    const deal = dealFromSeed(`${sc.file}:${i}`, sc.board);
    if ((sc.holds ?? []).every(([seat, card]) => deal[seat as "N"].includes(card))) return formatDeal(deal);
  }
};

const dir = new URL("../../examples/auction/", import.meta.url);
for (const sc of SCENARIOS) {
  const start = {
    type: "BoardStarted",
    board: sc.board,
    deal: dealFor(sc),
    ...(sc.edition && { edition: sc.edition }),
    ...(sc.profile && { profile: sc.profile }),
    ...(sc.screens && { screens: true }),
  };
  const lines = [start, ...sc.events.map(parse)].map((e) => JSON.stringify(e));
  writeFileSync(new URL(`${sc.file}.jsonl`, dir), `${lines.join("\n")}\n`);
}
console.log(`${SCENARIOS.length} auction examples written`);
