import { readdirSync, readFileSync } from "node:fs";
import { boardConditions } from "@bridgelaw/boards";
import { replayLog } from "@bridgelaw/table";
import { describe, expect, it } from "vitest";

const dir = new URL("../../examples/", import.meta.url);

/** Expected results worked out by hand from the Law 77 table (declaring side's score, then NS/EW). */
const EXPECTED: Record<
  string,
  { contract: string; declarer: string | null; tricks: number | null; NS: number }
> = {
  "01-passed-out": { contract: "Pass", declarer: null, tricks: null, NS: 0 }, // 77.5
  "02-partscore-2H-plus-one": { contract: "2H", declarer: "E", tricks: 9, NS: -140 }, // 60 + 30 + 50
  "03-game-3NT": { contract: "3NT", declarer: "S", tricks: 9, NS: 400 }, // 100 + 300
  "04-small-slam-6S-vulnerable": { contract: "6S", declarer: "S", tricks: 12, NS: 1430 }, // 180 + 500 + 750
  "05-grand-slam-7NT": { contract: "7NT", declarer: "N", tricks: 13, NS: 2220 }, // 220 + 500 + 1500
  "06-doubled-down-three-vulnerable": { contract: "4SX", declarer: "S", tricks: 7, NS: -800 }, // 200 + 300 + 300
  "07-redoubled-overtrick": { contract: "2HXX", declarer: "W", tricks: 9, NS: -840 }, // 240 + 300 + 200 + 100
  "08-one-notrump-down-one": { contract: "1NT", declarer: "N", tricks: 6, NS: -100 },
};

describe("examples/: legal boards replayed end to end", () => {
  const files = readdirSync(dir).filter((f) => f.endsWith(".jsonl"));
  it("has at least eight examples, each with an expected result", () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
    expect(files.map((f) => f.replace(".jsonl", "")).sort()).toEqual(Object.keys(EXPECTED).sort());
  });
  it("2: the examples cover every dealer and every vulnerability of the Law 2 table", () => {
    const conditions = files.map((f) => {
      const first = JSON.parse(readFileSync(new URL(f, dir), "utf8").split("\n")[0]!);
      return boardConditions(first.board);
    });
    expect(new Set(conditions.map((c) => c.dealer))).toEqual(new Set(["N", "E", "S", "W"]));
    expect(new Set(conditions.map((c) => c.vulnerability))).toEqual(new Set(["None", "NS", "EW", "All"]));
  });
  for (const [name, want] of Object.entries(EXPECTED)) {
    it(`77: ${name} replays to ${want.contract}${want.declarer ? ` by ${want.declarer}` : ""}, NS ${want.NS}`, () => {
      const { view, error } = replayLog(readFileSync(new URL(`${name}.jsonl`, dir), "utf8"));
      expect(error).toBeUndefined();
      expect(view.phase).toBe("complete");
      expect(view.result).toEqual({
        contract: want.contract,
        declarer: want.declarer,
        tricksByDeclarer: want.tricks,
        score: { NS: want.NS, EW: want.NS === 0 ? 0 : -want.NS },
      });
    });
  }
});
