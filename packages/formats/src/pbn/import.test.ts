import { describe, expect, it } from "vitest";
import { replayRecords } from "../board-log.ts";
import { importPbn } from "./import.ts";

/** The deal of PBN 2.1 §1.2, and its game (auction and play), for tests to vary. */
const DEAL = "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
const AUCTION = "1D 1S 3H =1= 4S\n4NT =2= X Pass Pass\n5C X 5H X\nPass Pass Pass\n";
const PLAY = "SK H3 S4 S3\nC5 C2 C6 CK\nS2 H6 S5 S7\nC8 CA CT C4\nD2 DA DT D3\nD4 DK H5 H7\n-  -  -  H2\n*\n";
const game = (
  tags: string,
  auction = AUCTION,
  play = PLAY,
  notes = '[Note "1:non-forcing 6-9 points, 6-card"]\n[Note "2:two colors: clubs and diamonds"]\n',
) =>
  `[Event "Schiphol"]\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "${DEAL}"]\n[Declarer "S"]\n[Contract "5HX"]\n[Result "9"]\n${tags}[Auction "N"]\n${auction}${notes}[Play "W"]\n${play}`;

const one = (text: string, options = {}) => {
  const r = importPbn(text, options);
  expect(r.reports).toHaveLength(1);
  return { report: r.reports[0]!, records: r.boards[0]?.records ?? [] };
};
const events = (records: readonly Record<string, unknown>[], type: string) =>
  records.filter((r) => r.type === type);

describe("PBN import: a board becomes a log that replays to the record", () => {
  it("the §1.2 example: 16 calls, 25 cards, the notes on their calls, the claim from * and Result", () => {
    const { report, records } = one(game(""));
    expect(report).toMatchObject({ status: "imported", board: 1, imported: { calls: 15, cards: 25 } });
    expect(records[0]).toMatchObject({ type: "BoardStarted", board: 1, deal: DEAL, event: "Schiphol" });
    expect(events(records, "CallMade")[2]).toMatchObject({
      seat: "S",
      call: "3H",
      note: "non-forcing 6-9 points, 6-card",
    });
    expect(report.claim).toMatchObject({ seat: "S", total: 9, tricks: 3 });
    expect(report.result).toMatchObject({
      contract: "5HX",
      declarer: "S",
      tricks: 9,
      by: "claim",
      score: { NS: -300 },
    });
    const { view, error } = replayRecords(records);
    expect(error).toBeUndefined();
    expect(view).toMatchObject({ contract: "5HX", declarer: "S", tricksWon: { NS: 6, EW: 0 } });
    expect(view.result).toMatchObject({ tricksByDeclarer: 9, score: { NS: -300 } });
  });

  it("tags in any order, tabs, lower case, Love / Both / - vulnerability", () => {
    const text = `[Contract\t"5hx"]\n[Deal "${DEAL.toLowerCase()}"]\n[Vulnerable "Both"]\n[Dealer "n"]\n[Declarer "s"]\n[Board "1"]\n[Auction "n"]\n1d 1s 3h 4s\n4nt x pass pass\n5c x 5h x\nAP\n`;
    const { report, records } = one(text);
    expect(report.status).toBe("imported");
    expect(records[0]).toMatchObject({ vulnerability: "All" });
    expect(replayRecords(records).view.contract).toBe("5HX");
    for (const [value, vul] of [
      ["Love", "None"],
      ["-", "None"],
      ["None", "None"],
    ]) {
      expect(one(`[Board "2"]\n[Vulnerable "${value}"]\n[Deal "${DEAL}"]\n`).records[0]).toMatchObject({
        vulnerability: vul,
      });
    }
  });

  it("AP is the passes that end the auction; - fills the places before the dealer", () => {
    const { records } = one(`[Board "1"]\n[Dealer "S"]\n[Deal "${DEAL}"]\n[Auction "W"]\n- - - 1C\nAP\n`);
    expect(events(records, "CallMade").map((c) => `${c.seat} ${c.call}`)).toEqual([
      "S 1C",
      "W P",
      "N P",
      "E P",
    ]);
  });

  it("suffixes, NAGs, notes and comments go to the note of their call or card", () => {
    const text = game(
      "",
      "1D $13 1S ! {why} 3H =1= !! $25 4S\n4NT =2= X Pass Pass\n5C X 5H X\nAP\n",
      "SK ?! =1= $200 H3 S4 S3\n*\n",
      '[Note "1:weak"]\n[Note "2:minors"]\n',
    );
    const { records } = one(
      text
        .replace('[Play "W"]', '[Note "1:weak"]\n[Play "W"]')
        .replace(/\*\n$/, '*\n[Note "1:top of a sequence"]\n'),
    );
    const calls = events(records, "CallMade");
    expect(calls[0]!.note).toBe("$13");
    expect(calls[1]!.note).toBe("! {why}");
    expect(calls[2]!.note).toBe("!! $25 weak");
    expect(events(records, "CardPlayed")[0]!.note).toMatch(/^\?! \$200 top of a sequence/);
  });

  it("play rows are fixed seat columns clockwise from the Play tag's seat, not lead order", () => {
    // Columns from North: N E S W. West leads SK, North ruffs with H3 and leads the clubs.
    const play = "H3 S4 S3 SK\nC2 C6 CK C5\n*\n";
    const { records } = one(game("").replace('[Play "W"]\n', '[Play "N"]\n').replace(PLAY, play));
    expect(events(records, "CardPlayed").map((c) => `${c.seat} ${c.card}`)).toEqual([
      "W SK",
      "N H3",
      "E S4",
      "S S3",
      "N C2",
      "E C6",
      "S CK",
      "W C5",
    ]);
  });

  it("a play ending with * and a Result is a claim: the report carries it; the log, the tricks agreed (79A1)", () => {
    const { report, records } = one(game(""));
    const last = records[records.length - 1]!;
    expect(last).toMatchObject({ type: "TricksAgreed", tricks: 9 });
    if (report.claim?.logged === "claim") {
      expect(records[records.length - 2]).toMatchObject({ type: "ClaimMade", seat: "S", tricks: 3 });
    } else {
      expect(String(last.note)).toMatch(
        /^claim read from the PBN record: the play ends with "\*" after 25 cards/,
      );
    }
    expect(replayRecords(records).view.result).toMatchObject({
      contract: "5HX",
      declarer: "S",
      tricksByDeclarer: 9,
      score: { NS: -300 },
    });
    expect(records[0]!.note).toBe(undefined);
  });

  it("a Result without a play is the tricks agreed; a Result marked ^ is a number agreed that differs", () => {
    const noPlay = one(game("", AUCTION, "", "").replace('[Play "W"]\n', ""));
    expect(noPlay.records[noPlay.records.length - 1]).toMatchObject({ type: "TricksAgreed", tricks: 9 });
    expect(noPlay.report.result).toMatchObject({ by: "agreed", tricks: 9, score: { NS: -300 } });
    const marked = one(game("").replace('[Result "9"]', '[Result "^8"]'));
    expect(marked.records[marked.records.length - 1]).toMatchObject({ type: "TricksAgreed", tricks: 8 });
    expect(String(marked.records[0]!.note)).toContain('[Result "^8"]');
  });

  it("an auction ended by * keeps the Contract tags in the note: the log has only the calls given", () => {
    const { report, records } = one(
      `[Board "1"]\n[Dealer "N"]\n[Deal "${DEAL}"]\n[Contract "4S"]\n[Declarer "N"]\n[Auction "N"]\n1S Pass *\n`,
    );
    expect(report.status).toBe("imported");
    expect(events(records, "CallMade")).toHaveLength(2);
    expect(String(records[0]!.note)).toContain('[Contract "4S"]');
  });

  it("the irregularity marks become the facts and the acceptances the Laws need (§3.9)", () => {
    const deal = "W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4";
    const text = `[Event "Test illegals"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "${deal}"]\n[Declarer "^S"]\n[Contract "5HX"]\n[Result "^5"]\n[Auction "W"]\n- ^S 1D ^I 1C\n4S ^I 3NT ^S ^S\nX 5H X AP\n[Play "W"]\nSK H3 S4 S3\nC5 C2 ^R S5 ^L CK\nS2 H6 ^R C6 S7\n*\n`;
    const { records } = one(text, { replay: false });
    const facts = records
      .slice(1)
      .map((r) =>
        r.type === "CallMade"
          ? `${r.seat} ${r.call}`
          : r.type === "CardPlayed"
            ? `${r.seat} ${r.card}`
            : `${r.type} ${r.seat} ${r.law} ${r.option}`,
      );
    expect(facts).toEqual([
      "E 1D", // out of rotation (N's turn, ^S): S, its LHO, calls next and accepts it (29A)
      "S 1C", // insufficient (^I): W calls over it (27A1)
      "W 4S",
      "N 3NT", // insufficient (^I), but E does not call next (^S ^S): E accepts it explicitly
      "OptionChosen E 27A1 accept",
      "W X", // out of rotation at E's turn: N calls next
      "N 5H",
      "E X",
      "S P",
      "W P",
      "N P",
      "W SK", // declarer by the auction is N; W (N's RHO) leads, and N spreads his hand: S plays it (54A)
      "OptionChosen N 54 spread",
      "N H3",
      "E S4",
      "S S3",
      "S CK", // ^L: S leads from the wrong hand (N won the trick), accepted as W plays to it
      "W C5",
      "N C2",
      "E S5", // ^R: a revoke (E holds clubs)
      "S S7",
      "W S2",
      "N H6",
      "E C6", // ^R
    ]);
  });

  it("a record that is not a board is reported with its number and reason; the rest of the file imports", () => {
    const text = [
      '[Event "no deal"]\n[Board "1"]\n',
      `[Board "2"]\n[Deal "N:AKQ.T.9.8 - - -"]\n`,
      `[Board "3"]\n[Deal "${DEAL.replace("KQT2", "KQTA")}"]\n`,
      game("").replace('[Board "1"]', '[Board "4"]').replace("SK H3", "SK HA"),
      game("").replace('[Board "1"]', '[Board "5"]'),
    ].join("\n");
    const r = importPbn(text);
    expect(r.reports.map((x) => [x.record, x.status])).toEqual([
      [1, "rejected"],
      [2, "rejected"],
      [3, "rejected"],
      [4, "rejected"],
      [5, "imported"],
    ]);
    expect(r.reports[0]!.reason).toBe("not a board: no Deal tag");
    expect(r.reports[1]!.reason).toBe("not a board: N has 6 cards (a board has four hands of 13)");
    expect(r.reports[2]!.reason).toMatch(/^not a board: the Deal tag is not a deal \(SA is given twice/);
    expect(r.reports[3]!.reason).toMatch(/N does not hold HA/);
    expect(r.boards.map((b) => b.record)).toEqual([5]);
  });

  it("with { partial: true }, a play that breaks off keeps what replays", () => {
    const text = game("").replace("C5 C2 C6 CK", "C5 C2 C6 HA");
    expect(one(text).report.status).toBe("rejected");
    const { report, records } = one(text, { partial: true });
    expect(report.status).toBe("partial");
    expect(events(records, "CardPlayed")).toHaveLength(6);
    expect(replayRecords(records).error).toBeUndefined();
  });

  it("a single hand not given is inferred from the other three", () => {
    const { report, records } = one(
      `[Board "1"]\n[Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 -"]\n`,
    );
    expect(records[0]).toMatchObject({ deal: DEAL });
    expect(report.problems).toContainEqual(expect.objectContaining({ code: "inferred" }));
  });

  it("tags the log has no field for stay in the BoardStarted note as PBN; Table, PairNS/EW, players are fields", () => {
    const { records } = one(
      `[Site "Amsterdam"]\n[West "Podgor"]\n[Board "1"]\n[Table "7"]\n[PairNS "12"]\n[Deal "${DEAL}"]\n{a diagram}\n`,
    );
    expect(records[0]).toMatchObject({ table: "7", pairs: { NS: "12" }, players: { W: "Podgor" } });
    expect(records[0]!.note).toBe('[Site "Amsterdam"]\n{a diagram}');
  });

  it('reads the conditions bridgelaw writes after [Application "bridgelaw"] (§4.7.3)', () => {
    const { records } = one(
      `[Application "bridgelaw"]\n{bridgelaw: edition 2007; profile FFB}\n[Board "1"]\n[Deal "${DEAL}"]\n`,
    );
    expect(records[0]).toMatchObject({ edition: "2007", profile: "FFB" });
    expect(records[0]!.note).toBeUndefined();
  });

  it("a Score the Law 77 score disagrees with is a warning, and kept; one it agrees with is derived", () => {
    // ACBL speedball 2013, board 1: 6NT by East, ten tricks, none vulnerable: NS +100.
    const full = (score: string) =>
      `[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:KJ3.J7.T742.T654 AQ9.AT42.KQJ96.A T62.Q86.83.K8732 8754.K953.A5.QJ9"]\n[Declarer "E"]\n[Contract "6NT"]\n[Result "10"]\n[Score "${score}"]\n[Auction "N"]\nPass 2C Pass 2D\nPass 2NT Pass 3C\nPass 3H Pass 6NT\nPass Pass Pass\n[Play "S"]\nC3 C9 CT CA\nD3 DA D2 D6\nCK CQ C4 S9\nC2 CJ C5 H2\nD8 D5 D4 DK\nS2 S4 D7 DQ\nC7 S5 DT DJ\nS6 S7 S3 D9\nH6 H3 H7 HA\nH8 H5 HJ HT\nC8 H9 C6 SQ\nST S8 SJ SA\nHQ HK SK H4\n`;
    const wrong = one(full("NS -100"));
    expect(wrong.report.result).toMatchObject({ by: "play", tricks: 10, score: { NS: 100, EW: -100 } });
    expect(wrong.report.problems).toContainEqual(
      expect.objectContaining({ code: "score", severity: "warning" }),
    );
    expect(String(wrong.records[0]!.note)).toContain('[Score "NS -100"]');
    const right = one(full("EW -100"));
    expect(right.report.problems.filter((p) => p.code === "score")).toEqual([]);
    expect(right.records[0]!.note).toBeUndefined();
  });
});
