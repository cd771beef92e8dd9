import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { RecordReport } from "../report.ts";
import { dataUrl } from "../testing/data.ts";
import { decodeText } from "../text.ts";
import { importPbn } from "./import.ts";

/** The conformance files of the PBN reference verifier (ContractBridge/pbnj): correct_*, errors_*, basic_*. */
const load = (name: string) => importPbn(decodeText(readFileSync(dataUrl(`pbn/pbnj-${name}.pbn`))));

const NOT_A_BOARD = /^not a board: /;
const said = (r: RecordReport): string[] => [
  ...r.problems.filter((p) => p.severity !== "info").map((p) => p.message),
  ...(r.reason ? [r.reason] : []),
];

describe("pbnj correct_* and basic_*: every record reads without an error; every board imports", () => {
  for (const name of ["correct_10", "correct_20", "correct_21", "basic_10", "basic_20"]) {
    it(`${name}.pbn`, () => {
      const { reports, boards } = load(name);
      const errors = reports.flatMap((r) =>
        r.problems
          .filter((p) => p.severity === "error")
          .map((p) => `record ${r.record}, line ${p.line}: ${p.message}`),
      );
      expect(errors).toEqual([]);
      const notImported = reports.filter((r) => r.status !== "imported" && !NOT_A_BOARD.test(r.reason ?? ""));
      expect(notImported.map((r) => `record ${r.record}: ${r.reason}`)).toEqual([]);
      expect(boards.length).toBeGreaterThan(0);
      console.log(
        `${name}.pbn: ${reports.length} records, ${boards.length} boards imported, ${reports.length - boards.length} not boards`,
      );
    });
  }

  it("correct_10 game 3 uses every irregularity mark; it imports and replays to 5HX, declarer and dummy swapped", () => {
    const { reports, boards } = load("correct_10");
    expect(reports[2]).toMatchObject({ record: 3, status: "imported" });
    const board = boards.find((b) => b.record === 3)!;
    expect(
      board.records.filter((r) => r.type === "OptionChosen").map((r) => `${r.seat} ${r.law} ${r.option}`),
    ).toEqual(["E 27A1 accept", "N 54 spread"]);
  });
});

/**
 * Each game of the errors files, and what must be said of it (the record number is the game's number in
 * the file's own comments). Game 61 states no error (a Result of 13 that only a search of the remaining
 * play would refute): nothing is required of it.
 */
const ERRORS: Readonly<Record<string, readonly (RegExp | RegExp[] | null)[]>> = {
  errors_10: [
    /tag Wrong is not a PBN 2\.1 tag/,
    /Event has no value/,
    /must be a string in double quotes/,
    /tab character inside a string/,
    /Round: "&"/,
    /Round: "-1"/,
    /Date: "1995\.o6\.10"/,
    /Date: "95\.06\.10"/,
    /Dealer: "Black"/,
    /Vulnerable: "E"/,
    /"v" in hand 1 \(W\) is not a rank/,
    /SK is given twice/,
    /W has 14 cards/,
    /same number of cards/,
    /same number of cards/,
    /exactly one space/,
    /W has 14 cards/,
    /the deal gives no cards/,
    /Declarer: "White"/,
    /Contract: "5Hearts"/,
    /Contract: "5NoTrump"/,
    /Result: "C-2"/,
    [/text outside any tag pair/, /Note tag outside the auction or play section/],
    /an auction needs the Dealer tag/,
    /a play section needs the Deal tag/,
    /a play section needs the Declarer tag/,
    /a play section needs the Contract tag/,
    [/tag Site is given again/, /the first call is in W's place, but the dealer is N/],
    /the first call is in E's place, but the dealer is N/,
    /"1" is not a call/,
    /"1N": notrump is written NT/,
    /1C is insufficient over 1D/,
    /X by S is not a permitted double/,
    /XX by W is not a permitted redouble/,
    [
      /1C: more than one suffix/,
      /1D: more than one suffix/,
      /1H: more than one suffix/,
      /1S: more than one suffix/,
      /\$7 is a NAG for cards/,
      /\$256: a NAG is 0/,
      /"\$a"/,
      /"=a="/,
      /=44=: a note reference is 1 … 32/,
      /2NT: more than one note reference/,
      /=1= has no \[Note/,
    ],
    /the auction gives declarer S, but Declarer is N/,
    /the auction gives declarer S, but Declarer is W/,
    /Declarer \^S: the irregular declarer is the partner/,
    /but Contract is 1D/,
    /but Contract is Pass/,
    /but Contract is Pass/,
    /but Contract is 1CX/,
    /1CX by S, but Contract is 1C$/,
    /CA: S would revoke \(holds S\) without the \^R mark/,
    [
      /SK: more than one suffix/,
      /HK: more than one suffix/,
      /DK: more than one suffix/,
      /CK: more than one suffix/,
    ],
    [/\$1 is a NAG for calls/, /\$256/, /"=a="/, /"\$a"/],
    [/=44=/, /HJ: more than one note reference/, /DA of E has already been played/],
    [/"S1" is not a card/, /"HHT" is not a card/, /"KT" is not a card/],
    [
      /two irregularity marks/,
      /\^R D7: N has no S, so this is not a revoke/,
      /two cards of one trick marked \^L/,
    ],
    /\^L on W's card, but it is W's lead/,
    /\^R SK: a lead cannot be a revoke/,
    /\^R H3: N has no S, so this is not a revoke/,
    /\^R S4: E follows suit/,
    /Result "1" on a board passed out/,
    /Result "1" on a board passed out/,
    [/Note 0: a note index is 1/, /Note 33: a note index is 1/, /Note 32 is not referenced/],
    [/=3= has no \[Note/, /Note 32 is not referenced/],
    /\^I 1S: the bid is not insufficient/,
    [/NS 9 and EW 2 tricks do not add up to 13/, /3H: more than one suffix/, /\$2 is a NAG for calls/],
    /Result "4" cannot follow the play/,
    null,
    [/Dealer may not be inherited/, /Deal may not be inherited/, /Play may not be inherited/],
    [/Score: "a"/, /ScoreIMP: "a"/, /ScorePercentage: "a"/, /ScoreRubber: "a"/],
    [/Score: "10\.a"/, /ScoreIMP: "10\.a"/],
    [/Score: "10\.-10"/, /ScoreRubber: "10\.-10"/],
    [/Score: "10\. 10"/, /ScorePercentage: "10\. 10"/],
    /-10 is not a percentage/,
    /line has 255 characters and its end/,
    [/line has 255 characters and its end/, /character 127/],
    [
      /WestType: "Unknown tag"/,
      /Competition: "Unknown tag"/,
      /Scoring: "Unknown tag"/,
      /Mode: "Unknown tag"/,
    ],
    [
      /export format: 2 tag pairs on one line/,
      /7 calls on one line/,
      /8 cards on one line/,
      /"\*" may not end a play that "\+" continues/,
    ],
    /Note tag outside the auction or play section/,
    [/"CS" is not a card/, /"DS" is not a card/, /"--" is not a card/],
    [/character 133/, /string is not closed/],
  ],
  errors_20: [
    /Scoring: "IMP;\?\?"/,
    /Scoring: ";"/,
    /make the vulnerability NS, but Vulnerable is "All"/,
    /make the vulnerability NS, but Vulnerable is "All"/,
    /make the vulnerability All, but Vulnerable is "None"/,
    /make the vulnerability All, but Vulnerable is "None"/,
    /a second "\+"/,
    /S7 is played after "\+"/,
    /"\+" after "\+"/,
    /"Pass" after "\+"/,
    /"6S" after "\+"/,
    /string is not closed/,
    /string is not closed/,
    /a width is \\ followed by an integer/,
    /no comment may follow a table element/,
    /"%" holds a character not allowed/,
    /tag pair is not complete/,
    /stray "\]"/,
    /brace comment is never closed/,
    /stray "\}"/,
    /49 elements do not fill rows of 5 columns/,
    /column -Percentage is marked ascending/,
    /column -Percentage is marked ascending/,
  ],
  errors_21: [/OptimumScore: "100" must name the side/, /OptimumScore: "EW" is not a score/],
};

describe("pbnj errors_*: every error is reported with its record number, and nothing crashes", () => {
  for (const [name, expected] of Object.entries(ERRORS)) {
    it(`${name}.pbn: ${expected.length} games, each with its error`, () => {
      const { reports } = load(name);
      expect(reports.map((r) => r.record)).toEqual(expected.map((_, i) => i + 1));
      expected.forEach((want, i) => {
        const r = reports[i]!;
        if (want === null) return;
        const found = said(r);
        for (const re of Array.isArray(want) ? want : [want]) {
          expect(found, `${name} record ${r.record} (line ${r.line})`).toContainEqual(
            expect.stringMatching(re),
          );
        }
      });
      const silent = reports
        .filter((r, i) => expected[i] !== null && said(r).length === 0)
        .map((r) => r.record);
      expect(silent).toEqual([]);
    });
  }
});
