import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replayRecords } from "./board-log.ts";
import { isoDateOf, pairIdOf, pbnDateOf, teamsOfRoom } from "./participants.ts";
import { exportPbn } from "./pbn/export.ts";
import { importPbn } from "./pbn/import.ts";
import { formatSummary, outcomeOf, summarize } from "./report.ts";
import { dataUrl } from "./testing/data.ts";
import { decodeText } from "./text.ts";

const text = (name: string) => decodeText(readFileSync(dataUrl(`pbn/${name}`)));
const DEAL = "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";

describe("the people and the movement in BoardStarted", () => {
  it("a pair is named by its two players in alphabetical order, whoever sits North", () => {
    expect(pairIdOf("ind5", "bgturley")).toBe("bgturley & ind5");
    expect(pairIdOf("bgturley", "ind5")).toBe("bgturley & ind5");
    expect(pairIdOf("ind5", undefined)).toBeUndefined();
    expect(pairIdOf("ind5", "?")).toBeUndefined();
  });

  it("the home team sits North-South in the open room, East-West in the closed room", () => {
    expect(teamsOfRoom("GER", "AUT", "Open")).toEqual({ NS: "GER", EW: "AUT" });
    expect(teamsOfRoom("GER", "AUT", "closed")).toEqual({ NS: "AUT", EW: "GER" });
    expect(teamsOfRoom("GER", "AUT", undefined)).toBeUndefined();
  });

  it("tables numbered instead of rooms: the home team sits North-South at its table (issue 29)", () => {
    expect(teamsOfRoom("AUSTRIA", "DENMARK", undefined, true)).toEqual({ NS: "AUSTRIA", EW: "DENMARK" });
    expect(teamsOfRoom("AUSTRIA", "DENMARK", "Closed", true)).toEqual({ NS: "DENMARK", EW: "AUSTRIA" });
    const two = (table: string, home: string, visit: string) =>
      `[Event "Teams"]\n[Round "3"]\n[Section "A"]\n[Board "1"]\n[Deal "${DEAL}"]\n[Table "${table}"]\n[HomeTeam "${home}"]\n[VisitTeam "${visit}"]\n[Declarer "S"]\n[Contract "4H"]\n[Result "10"]\n`;
    const r = importPbn(`${two("11", "AUSTRIA", "DENMARK")}\n${two("7", "DENMARK", "AUSTRIA")}`);
    expect(r.boards.map((b) => b.records[0])).toMatchObject([
      { table: "11", teams: { NS: "AUSTRIA", EW: "DENMARK" }, round: "3", section: "A" },
      { table: "7", teams: { NS: "DENMARK", EW: "AUSTRIA" }, round: "3", section: "A" },
    ]);
    expect(r.reports[0]!.problems.some((p) => p.message.includes("not known"))).toBe(false);
    // and back: HomeTeam is the team North-South at its table
    const pbn = exportPbn([r.boards[0]!.records]);
    expect(pbn).toContain('[HomeTeam "AUSTRIA"]');
    expect(pbn).toContain('[VisitTeam "DENMARK"]');
    // neither a room nor a table: who sits where is not known, and a warning says so
    const none = importPbn(`[Board "1"]\n[Deal "${DEAL}"]\n[HomeTeam "A"]\n[VisitTeam "B"]\n`);
    expect(none.boards[0]!.records[0]).not.toHaveProperty("teams");
    expect(none.reports[0]!.problems.some((p) => p.message.includes("not known"))).toBe(true);
  });

  it("dates: PBN's YYYY.MM.DD with ? digits, and the forms files write instead (a time is kept apart)", () => {
    expect(isoDateOf("1998.07.16")).toEqual({ iso: "1998-07-16", standard: true });
    expect(isoDateOf("2012.08.??")).toEqual({ iso: "2012-08", standard: true });
    expect(isoDateOf("2013-08-10 17:04")).toEqual({ iso: "2013-08-10", standard: false, time: "17:04" });
    expect(isoDateOf("????.??.??")).toBeNull();
    expect(isoDateOf("10/08/2013")).toBeNull();
    expect(pbnDateOf("2012-08")).toBe("2012.08.??");
  });

  it("eytc-1998: players, pairs named by players, teams by room, section, round, table, date", () => {
    const r = importPbn(text("eytc-1998.pbn"));
    const [open, closed] = r.boards.map((b) => b.records[0]!);
    expect(open).toMatchObject({
      players: { N: "Linde J", E: "Saurer B", S: "Balschun R", W: "Gloyer A" },
      pairs: { NS: "Balschun R & Linde J", EW: "Gloyer A & Saurer B" },
      teams: { NS: "J-germany", EW: "J-austria" },
      section: "Junior Teams",
      round: "1",
      table: "7",
      room: "Open",
      date: "1998-07-16",
    });
    expect(closed).toMatchObject({ room: "Closed", teams: { NS: "J-austria", EW: "J-germany" } });
    // the fields give the tags back: the note keeps only what has no field
    expect(open!.note).toBe('[Site "Vienna, Austria AUT"]');
    expect(replayRecords(r.boards[0]!.records).view).toMatchObject({
      teams: { NS: "J-germany" },
      room: "Open",
    });
  });

  it("a date with a time is a warning, not an error; HomeTeam without a Room is a warning, teams left out", () => {
    const r = importPbn(
      `[Board "1"]\n[Date "2013-08-10 17:04"]\n[HomeTeam "A"]\n[VisitTeam "B"]\n[Deal "${DEAL}"]\n`,
    );
    const problems = r.reports[0]!.problems;
    expect(problems.filter((p) => p.severity === "error")).toEqual([]);
    expect(problems).toContainEqual(
      expect.objectContaining({ severity: "warning", message: expect.stringMatching(/read as 2013-08-10/) }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        severity: "warning",
        message: expect.stringMatching(/which team sits North-South/),
      }),
    );
    expect(r.boards[0]!.records[0]).not.toHaveProperty("teams");
    expect(r.boards[0]!.records[0]!.note).toContain('[HomeTeam "A"]');
  });
});

describe("what a log holds of its record: complete, incomplete, not played, rejected", () => {
  it("outcomeOf", () => {
    expect(outcomeOf({ status: "rejected", played: true, result: false, missing: [] })).toEqual({
      outcome: "rejected",
    });
    expect(outcomeOf({ status: "imported", played: false, result: false, missing: [] })).toEqual({
      outcome: "not-played",
    });
    expect(outcomeOf({ status: "imported", played: true, result: true, missing: [] })).toEqual({
      outcome: "complete",
    });
    expect(outcomeOf({ status: "imported", played: true, result: false, missing: [] })).toEqual({
      outcome: "incomplete",
      missing: ["no result"],
    });
    expect(outcomeOf({ status: "partial", played: true, result: false, missing: ["play cut off"] })).toEqual({
      outcome: "incomplete",
      missing: ["does not replay", "play cut off"],
    });
  });

  it("a traveller's entry (Contract, Declarer, Result, no auction) is the score entered at the table: complete", () => {
    const r = importPbn(`[Board "1"]\n[Deal "${DEAL}"]\n[Declarer "S"]\n[Contract "4HX"]\n[Result "9"]\n`);
    const records = r.boards[0]!.records;
    expect(records[1]).toEqual({ type: "ScoreRecorded", contract: "4HX", declarer: "S", tricks: 9 });
    expect(r.reports[0]).toMatchObject({ outcome: "complete", result: { by: "entered", tricks: 9 } });
    expect(replayRecords(records).view.result?.score).toEqual({ NS: -100, EW: 100 });
  });

  it("an auction only: incomplete (no result); the deal only: not played", () => {
    const auction = importPbn(
      `[Board "1"]\n[Dealer "N"]\n[Deal "${DEAL}"]\n[Auction "N"]\n1D Pass 1H Pass\n4H AP\n`,
    );
    expect(auction.reports[0]).toMatchObject({ outcome: "incomplete", missing: ["no result"] });
    const deal = importPbn(`[Board "1"]\n[Deal "${DEAL}"]\n`);
    expect(deal.reports[0]).toMatchObject({ outcome: "not-played" });
    const s = summarize([...auction.reports, ...deal.reports]);
    expect(formatSummary(s)[0]).toBe(
      "2 records: 0 complete, 1 incomplete (1 no result), 1 not played, 0 rejected (0 errors, 0 warnings in the report)",
    );
  });

  it("a placeholder (Contract Pass, no auction, result or score; players Dummy N#) is not played, never a board passed out", () => {
    const seats = '[North "Dummy 1#"]\n[East "Dummy 2#"]\n[South "Dummy 3#"]\n[West "Dummy 4#"]\n';
    const placeholder = importPbn(`[Board "1"]\n${seats}[Deal "${DEAL}"]\n[Contract "Pass"]\n`);
    expect(placeholder.boards[0]!.records).toHaveLength(1); // the deal only
    expect(placeholder.reports[0]).toMatchObject({
      outcome: "not-played",
      reason: expect.stringMatching(/placeholder/),
    });
    expect(replayRecords(placeholder.boards[0]!.records).view.standing.NS).toBeNull();
    // Result "" with placeholder players: still not played
    const empty = importPbn(`[Board "1"]\n${seats}[Deal "${DEAL}"]\n[Contract "Pass"]\n[Result ""]\n`);
    expect(empty.reports[0]).toMatchObject({ outcome: "not-played" });
    const both = importPbn(
      `[Board "1"]\n${seats}[Deal "${DEAL}"]\n[Contract "Pass"]\n\n[Board "2"]\n${seats}[Deal "${DEAL}"]\n[Contract "Pass"]\n`,
    );
    expect(formatSummary(summarize(both.reports))).toEqual([
      "2 records: 0 complete, 0 incomplete, 2 not played, 0 rejected (0 errors, 0 warnings in the report)",
      `  2 × not played: a placeholder (Contract "Pass", no auction, no result, no score): the board was not played at this table (a score for it is the Director's, Law 12C2)`,
      "      records 1–2",
    ]);
    // a board passed out as a traveller gives it: its score, or its players and Result ""
    const passed = importPbn(`[Board "1"]\n[Deal "${DEAL}"]\n[Contract "Pass"]\n[Score "0"]\n`);
    expect(passed.reports[0]).toMatchObject({ outcome: "complete" });
    const named = importPbn(`[Board "1"]\n[North "Ann"]\n[Deal "${DEAL}"]\n[Contract "Pass"]\n[Result ""]\n`);
    expect(named.reports[0]).toMatchObject({ outcome: "complete" });
  });

  it("an unmarked revoke is not logged: the play stops before it (a cut or lost line), the record is rejected", () => {
    // West leads SK; North, void in spades... holds no spade: a heart is no revoke. East holds spades: H-anything is.
    const r = importPbn(
      `[Board "1"]\n[Dealer "N"]\n[Deal "${DEAL}"]\n[Declarer "S"]\n[Contract "4H"]\n[Result "10"]\n[Auction "N"]\n1D Pass 1H Pass\n4H AP\n[Play "W"]\nSK H3 HK S3\n`,
    );
    expect(r.reports[0]).toMatchObject({ status: "rejected", outcome: "rejected" });
    expect(r.reports[0]!.reason).toMatch(/HK: E would revoke \(holds S\) without the \^R mark/);
    const partial = importPbn(
      `[Board "1"]\n[Dealer "N"]\n[Deal "${DEAL}"]\n[Declarer "S"]\n[Contract "4H"]\n[Result "10"]\n[Auction "N"]\n1D Pass 1H Pass\n4H AP\n[Play "W"]\nSK H3 HK S3\n`,
      { partial: true },
    );
    const cards = partial.boards[0]!.records.filter((x) => x.type === "CardPlayed").map((x) => x.card);
    expect(cards).toEqual(["SK", "H3"]);
    expect(replayRecords(partial.boards[0]!.records).view.revokes).toEqual([]);
  });
});
