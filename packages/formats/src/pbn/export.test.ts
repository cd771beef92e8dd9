import { describe, expect, it } from "vitest";
import { type LogRecord, replayRecords } from "../board-log.ts";
import { isFormatError } from "../errors.ts";
import { exportPbn } from "./export.ts";
import { importPbn } from "./import.ts";
import { MTS } from "./records.ts";

const DEAL = "N:KJ3.J7.T742.T654 AQ9.AT42.KQJ96.A T62.Q86.83.K8732 8754.K953.A5.QJ9";
const calls = (dealer: string, list: string): LogRecord[] => {
  const seats = ["N", "E", "S", "W"];
  let i = seats.indexOf(dealer);
  return list.split(" ").map((call) => ({ type: "CallMade", seat: seats[i++ % 4]!, call }));
};

const lines = (text: string) => text.split("\r\n");

describe("PBN export (export format, §2.1)", () => {
  it("a passed-out board: the mandatory tags in order, CRLF, Declarer and Result empty, Contract Pass", () => {
    const text = exportPbn([[{ type: "BoardStarted", board: 3, deal: DEAL }, ...calls("S", "P P P P")]]);
    expect(text.startsWith("% PBN 2.1\r\n% EXPORT\r\n")).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    const tags = lines(text)
      .filter((l) => l.startsWith("["))
      .map((l) => /^\[(\w+)/.exec(l)![1]);
    expect(tags.slice(0, 15)).toEqual([...MTS]);
    expect(text).toContain('[Board "3"]\r\n[West "?"]');
    expect(text).toContain(
      '[Dealer "S"]\r\n[Vulnerable "EW"]\r\n[Deal "S:T62.Q86.83.K8732 8754.K953.A5.QJ9 KJ3.J7.T742.T654 AQ9.AT42.KQJ96.A"]',
    );
    expect(text).toContain('[Declarer ""]\r\n[Contract "Pass"]\r\n[Result ""]');
    expect(text).toContain('[Auction "S"]\r\nPass Pass Pass Pass\r\n');
    expect(text).not.toContain("[Play");
  });

  it("a complete board: Result, Score, the auction from the dealer, the play from the opening leader", () => {
    // ACBL speedball 2013, board 1: 6NT by East, down two.
    const fixed = importPbn(
      `[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "${DEAL}"]\n[Declarer "E"]\n[Contract "6NT"]\n[Result "10"]\n[Auction "N"]\nPass 2C Pass 2D\nPass 2NT Pass 3C\nPass 3H Pass 6NT\nPass Pass Pass\n[Play "S"]\nC3 C9 CT CA\nD3 DA D2 D6\nCK CQ C4 S9\nC2 CJ C5 H2\nD8 D5 D4 DK\nS2 S4 D7 DQ\nC7 S5 DT DJ\nS6 S7 S3 D9\nH6 H3 H7 HA\nH8 H5 HJ HT\nC8 H9 C6 SQ\nST S8 SJ SA\nHQ HK SK H4\n`,
    ).boards[0]!.records;
    const text = exportPbn([fixed]);
    expect(text).toContain('[Declarer "E"]\r\n[Contract "6NT"]\r\n[Result "10"]\r\n[Score "NS 100"]');
    expect(text).toContain(
      '[Auction "N"]\r\nPass 2C Pass 2D\r\nPass 2NT Pass 3C\r\nPass 3H Pass 6NT\r\nPass Pass Pass\r\n',
    );
    expect(text).toContain('[Play "S"]\r\nC3 C9 CT CA\r\nD3 DA D2 D6\r\nCK CQ C4 S9\r\n');
    expect(text).toContain("HQ HK SK H4\r\n");
    expect(text).not.toContain("*");
  });

  it("notes: a note reference after the call, the notes right after the auction; suffixes become NAGs", () => {
    const log: LogRecord[] = [
      { type: "BoardStarted", board: 1, deal: DEAL },
      { type: "CallMade", seat: "N", call: "1NT", note: "!! 15-17 {strong}" },
      { type: "CallMade", seat: "E", call: "2C", note: "Alert: both majors" },
      ...calls("S", "P P P"),
    ];
    const text = exportPbn([log]);
    expect(text).toContain(
      '[Auction "N"]\r\n1NT =1= $3 {strong} 2C =2= Pass Pass\r\nPass\r\n[Note "1:15-17"]\r\n[Note "2:Alert: both majors"]\r\n',
    );
    const back = importPbn(text).boards[0]!.records;
    expect(back[1]).toMatchObject({ call: "1NT", note: "!! 15-17 {strong}" });
  });

  it("marks ^I and ^S where the log's irregularities are ones PBN expresses (§3.9)", () => {
    const log: LogRecord[] = [
      { type: "BoardStarted", board: 1, deal: DEAL },
      { type: "CallMade", seat: "N", call: "1S" },
      { type: "CallMade", seat: "E", call: "1H" }, // insufficient; S calls over it: accepted (27A1)
      { type: "CallMade", seat: "S", call: "P" },
      { type: "CallMade", seat: "N", call: "2S" }, // at W's turn: out of rotation; E calls: accepted (29A)
      { type: "CallMade", seat: "E", call: "P" },
      { type: "CallMade", seat: "S", call: "P" },
      { type: "CallMade", seat: "W", call: "P" },
    ];
    const { view, error } = replayRecords(log);
    expect(error).toBeUndefined();
    const text = exportPbn([log]);
    if (view.auction.calls.some((c) => (c.flags ?? []).includes("accepted-insufficient"))) {
      expect(text).toContain("1S ^I 1H Pass ^S\r\n2S Pass Pass Pass\r\n");
      const back = importPbn(text);
      expect(back.reports[0]!.status).toBe("imported");
      expect(replayRecords(back.boards[0]!.records).view.auction).toEqual(view.auction);
    }
  });

  it("what PBN cannot say is commentary where it happened, never dropped", () => {
    const log: LogRecord[] = [
      { type: "BoardStarted", board: 2, deal: DEAL },
      { type: "CallMade", seat: "E", call: "P" },
      { type: "CallMade", seat: "N", call: "1S" }, // out of rotation at S's turn
      { type: "OptionChosen", seat: "E", law: "29A", option: "refuse", note: "East will not accept it" },
    ];
    const r = replayRecords(log);
    if (r.error !== undefined) return; // the engine of this tree does not take the refusal yet
    const text = exportPbn([log]);
    expect(text).toMatch(/\{N 1S: (cancelled|withdrawn|open)/);
    expect(text).toContain('{E chooses "refuse" (Law 29A)}');
    expect(text).toContain("{East will not accept it}");
  });

  it('keeps the tags of the BoardStarted note, and the conditions of play after [Application "bridgelaw"]', () => {
    const log: LogRecord[] = [
      {
        type: "BoardStarted",
        board: 5,
        deal: DEAL,
        edition: "2007",
        table: "7",
        pairs: { NS: "12" },
        note: '[Site "Vienna"]\n[Round "1"]\n{a diagram}',
      },
    ];
    const text = exportPbn([log]);
    expect(text).toContain('[Site "Vienna"]');
    expect(text).toContain(
      '[Application "bridgelaw"]\r\n{bridgelaw: edition 2007}\r\n[PairNS "12"]\r\n[Round "1"]\r\n[Table "7"]',
    );
    expect(text).toContain("{a diagram}");
    const back = importPbn(text).boards[0]!.records[0]!;
    expect(back).toMatchObject({ board: 5, edition: "2007", table: "7", pairs: { NS: "12" }, round: "1" });
    expect(back.note).toBe('[Site "Vienna"]\n{a diagram}');
  });

  it("a log that does not replay cannot be exported: FormatError with the record and the line", () => {
    const bad: LogRecord[] = [
      { type: "BoardStarted", board: 1, deal: DEAL },
      { type: "CardPlayed", seat: "N", card: "SA" },
    ];
    try {
      exportPbn([[{ type: "BoardStarted", board: 1, deal: DEAL }], bad]);
      expect.unreachable();
    } catch (e) {
      expect(isFormatError(e)).toBe(true);
      expect(e).toMatchObject({ format: "log", record: 2, line: 2 });
    }
  });
});
