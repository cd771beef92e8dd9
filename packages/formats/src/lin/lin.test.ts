import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type LogRecord, replayRecords } from "../board-log.ts";
import { dataUrl } from "../testing/data.ts";
import { exportLin } from "./export.ts";
import { completeLinDeal, linDeal, readLinDeal } from "./hands.ts";
import { importLin } from "./import.ts";
import { readLin } from "./lexer.ts";

const example = readFileSync(dataUrl("lin/bbo-table-example.lin"), "utf8");

describe("LIN deals (md)", () => {
  it("dealer 1=S 2=W 3=N 4=E, hands South, West, North, East; the fourth inferred", () => {
    const d = readLinDeal("3SKH4579QKAD69C58K,S569QAH3D5TJQAC69,S47H8TD248KC347QA,");
    expect(d.dealer).toBe("N");
    expect(d.hands.E).toBeNull();
    const full = completeLinDeal(d);
    if ("reason" in full) throw new Error(full.reason);
    expect(full.inferred).toBe("E");
    expect(full.hands.E).toHaveLength(13);
    expect(linDeal("N", full.hands)).toBe(
      `3SKH4579QKAD69C58K,S569QAH3D5TJQAC69,S47H8TD248KC347QA,S238JTH26JD37C2JT`.replace(
        "S238JTH26JD37C2JT",
        linDeal("N", full.hands).split(",")[3]!,
      ),
    );
    expect(readLinDeal("1S2,H3").errors).toEqual([]);
    expect(readLinDeal("9S2").errors[0]).toMatch(/dealer digit/);
  });
});

describe("LIN import", () => {
  const r = importLin(example);

  it("the BBO table example: 8 boards, each replaying to its result", () => {
    expect(r.reports.map((x) => [x.record, x.board, x.status])).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => [n, n, "imported"]),
    );
    for (const b of r.boards) expect(replayRecords(b.records).error).toBeUndefined();
    expect(
      r.reports.map(
        (x) => x.result && `${x.result.contract} ${x.result.declarer} ${x.result.tricks} ${x.result.by}`,
      ),
    ).toEqual([
      "5H S 12 play",
      "2S W 10 play",
      "2H S 9 claim",
      "4H S 10 play",
      "3NT S 10 play",
      "3H S 9 play",
      "4S S 11 claim",
      "3NT S 8 play",
    ]);
  });

  it("players (pn: South, West, North, East), dealer (md), vulnerability (sv), board (ah)", () => {
    const b = r.boards[1]!.records[0]!;
    expect(b).toMatchObject({ type: "BoardStarted", board: 2 });
    expect(b).toMatchObject({
      players: { S: "domtp", W: "~~M25054gn", N: "~~M2509087", E: "~~M25116nn" },
      pairs: { NS: "domtp & ~~M2509087", EW: "~~M25054gn & ~~M25116nn" },
    });
    expect(b.note).toBeUndefined();
    expect(replayRecords(r.boards[1]!.records).view).toMatchObject({ dealer: "E", vulnerability: "NS" });
  });

  it("mb with ! is an alert, an the caller's explanation (BBO: each player alerts and explains his own calls)", () => {
    const rec = r.boards[0]!.records;
    const michaels = rec.findIndex((x) => x.type === "CallMade" && x.call === "2H");
    expect(rec[michaels]).toMatchObject({ seat: "W", call: "2H" });
    expect(rec[michaels + 1]).toEqual({ type: "Alerted", seat: "W", about: michaels + 1 });
    expect(rec[michaels + 2]).toMatchObject({
      type: "Explained",
      seat: "W",
      about: michaels + 1,
      text: "Michaels -- 5+ !S; 9+ total points; forcing",
    });
  });

  it("mc is a claim: declarer's side's tricks in all", () => {
    expect(r.reports[2]!.claim).toMatchObject({ seat: "S", total: 9, tricks: 2 });
    expect(r.reports[6]!.claim).toMatchObject({ seat: "S", total: 11 });
  });

  it("reads vugraph headers (vg, rs, pw, bn, mp) and rooms (qx) without failing", () => {
    const vugraph = [
      "vg|#387 Pairs Komal's Tourney,Bridge Base Online,P,1,2,,,,|",
      "rs|4HN+1,,4HS=,|",
      "pw|a,b,c,d,a,b,c,d|",
      "mp|-7.2,,-6.3,|",
      "bn|1,2|",
      "pg||",
      "qx|o1|pn|s1,w1,n1,e1|st||md|3S269H2568QADTQC2T,S47AHJD3479C4567Q,S58QH479KDKAC38JA,|rh||ah|Board 1|sv|o|mb|1N|mb|p|mb|2D|mb|p|mb|3H|mb|p|mb|4H|mb|p|mb|p|mb|p|pg||pc|SJ|pc|S2|pc|SA|pc|S5|pg||mc|11|pg||",
      "qx|o2|st||md|4S9JH579QAD8KAC39Q,S5QKH24TD35TQC56K,S268AH3KD27C247TJ,|sv|n|mb|p|mb|1H|mb|p|mb|p|mb|p|pg||mc|7|",
    ].join("\n");
    const v = importLin(vugraph);
    expect(v.reports.map((x) => x.status)).toEqual(["imported", "imported"]);
    expect(v.boards[0]!.records[0]).toMatchObject({ board: 1, event: "#387 Pairs Komal's Tourney" });
    expect(v.boards[0]!.records[0]).toMatchObject({
      room: "Open",
      players: { S: "s1", W: "w1", N: "n1", E: "e1" },
    });
    expect(String(v.boards[0]!.records[0]!.note)).toContain('[Scoring "MP"]');
    expect(v.reports[0]!.problems.filter((p) => p.code === "result")).toEqual([]);
    expect(v.reports[1]!.problems).toContainEqual(
      expect.objectContaining({ code: "result", message: expect.stringMatching(/rs\) give 4HS=/) }),
    );
    expect(readLin(vugraph).header.size).toBe(5);
  });

  it("a board without md, a deal that is not a deal, a card not held: reported; the rest imports", () => {
    const text = [
      "pn|a,b,c,d|st||ah|Board 1|sv|o|mb|p|",
      "md|1S2,S3,S4,|ah|Board 2|",
      example.split("\n")[0]!.replace("pc|C9|", "pc|SA|"),
      example.split("\n")[1]!,
    ].join("\n");
    const x = importLin(text);
    expect(x.reports.map((y) => y.status)).toEqual(["rejected", "rejected", "rejected", "imported"]);
    expect(x.reports[0]!.reason).toBe("not a board: no md (deal)");
    expect(x.reports[1]!.reason).toMatch(/^not a board: North holds 1 cards/);
    expect(x.reports[2]!.reason).toMatch(/SA/);
    const partial = importLin(text, { partial: true });
    expect(partial.reports[2]).toMatchObject({ status: "partial" });
    expect(replayRecords(partial.boards.find((b) => b.record === 3)!.records).error).toBeUndefined();
  });
});

describe("LIN export", () => {
  it("one board a line: pn, st, md, rh, ah, sv, mb (! and an), pg, pc, pg, mc", () => {
    const boards = importLin(example).boards;
    const line = exportLin([boards[2]!.records]).trim();
    expect(line).toMatch(
      /^pn\|domtp,~~M25054gn,~~M2509087,~~M25116nn\|st\|\|md\|1S4QAH37KAD28TC6TQ,S2567THJD347QC57J,S38KH24689D9JC38A,S9JH5TQD56KAC249K\|rh\|\|ah\|Board 3\|sv\|e\|mb\|1N\|an\|notrump opener/,
    );
    expect(line).toContain("|mb|2D!|an|Jacoby transfer -- 5+ !H|");
    expect(line).toContain("|pc|C2|pc|CQ|pc|CJ|pc|C8|pg||mc|9|");
    const back = importLin(line).boards[0]!.records;
    expect(JSON.parse(JSON.stringify(replayRecords(back).view))).toEqual(
      JSON.parse(JSON.stringify(replayRecords(boards[2]!.records).view)),
    );
  });

  it("the event is the vugraph title; what LIN cannot say is commentary (nt)", () => {
    const log: LogRecord[] = [
      {
        type: "BoardStarted",
        board: 7,
        deal: "N:KJ3.J7.T742.T654 AQ9.AT42.KQJ96.A T62.Q86.83.K8732 8754.K953.A5.QJ9",
        event: "Club night",
        table: "4",
      },
      { type: "CallMade", seat: "S", call: "1C", note: "{a slow pass before}" },
    ];
    const text = exportLin([log]);
    expect(text).toMatch(/^vg\|Club night,,,7,7,,,,\|\n/);
    expect(text).toContain("nt|table 4|");
    expect(text).toContain("mb|1C|nt|a slow pass before|");
    const back = importLin(text).boards[0]!.records;
    expect(back[0]).toMatchObject({ board: 7, event: "Club night" });
    expect(back[1]).toMatchObject({ call: "1C", note: "{a slow pass before}" });
  });
});
