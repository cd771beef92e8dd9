import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type BoardReplay, replayLog } from "./index.ts";

/**
 * The example logs of the facts the table's own Laws record (13, 14, 15, 16B, 17D2, 20F, 45C) and of the
 * score's inputs (86B1, 12C1(c), 12C1(e)): each is replayed end to end and its derived state checked (test
 * names start with the Law id). Every log under these folders has its test, and every test its log.
 */
const root = new URL("../../../examples/", import.meta.url);
const DIRS = ["board", "score"] as const;
const read = (name: string): BoardReplay => replayLog(readFileSync(new URL(`${name}.jsonl`, root), "utf8"));

const CASES: Record<string, [string, (r: BoardReplay) => void]> = {
  "board/17D2-passed-out-hands-returned": [
    "17D2: a passed-out board, the hands back in the board: the auction period is over",
    ({ view }) => {
      expect(view.contract).toBe("Pass");
      expect(view.handsReturned).toEqual({ position: 6, when: "passed-out" });
      expect(view.audit.at(-1)?.law).toBe("17D2");
    },
  ],
  "board/17D2-62D1-trick-12-revoke-found-after-the-hands-returned": [
    "62D1, 17D2: W6's trick-12 revoke found only after the hands were returned: it stands, 64B6, 3NT made",
    ({ view }) => {
      expect(view.handsReturned?.when).toBe("after-play");
      expect(view.revokes[0]).toMatchObject({ status: "rectified", rectifiedBy: "64B6", transfer: 0 });
      expect(view.result).toMatchObject({ tricksByDeclarer: 10, score: { NS: 430 } });
      expect(view.rulingsNeeded.map((r) => r.law)).toEqual(["64C1"]);
    },
  ],
  "score/86B1-clearly-favourable-assigned-score": [
    "86B1: one result only, +4 IMPs expected from the Director's weighted estimate: an assigned score ±4 IMPs",
    ({ view }) => {
      expect(view.scores.NS).toEqual({ kind: "imps", imps: 4 });
      expect(view.scores.EW).toEqual({ kind: "imps", imps: -4 });
      expect(view.scores.laws).toEqual(["79A1", "86B1"]);
      expect(view.rulingsNeeded).toEqual([]);
    },
  ],
  "score/86B1-not-clearly-favourable-12C2": [
    "86B1 → 12C2: +3 IMPs expected is not clearly favourable; the Director names team B responsible: ±3 IMPs",
    ({ view }) => {
      expect(view.scores.NS).toEqual({ kind: "artificial", level: "average-plus" });
      expect(view.scores.EW).toEqual({ kind: "artificial", level: "average-minus" });
      expect(view.scores.laws).toEqual(["79A1", "86B1", "12C2"]);
      expect(view.audit.filter((a) => a.position === 11).map((a) => a.law)).toEqual(["86B1"]);
      expect(view.rulingsNeeded).toEqual([]);
    },
  ],
};

describe("examples of the table's Law facts and the score's inputs, replayed end to end", () => {
  const files = DIRS.flatMap((dir) =>
    readdirSync(new URL(`${dir}/`, root))
      .filter((f) => f.endsWith(".jsonl"))
      .map((f) => `${dir}/${f.replace(".jsonl", "")}`),
  );
  it("every log under these folders has its test, and every test its log", () => {
    expect(files.sort()).toEqual(Object.keys(CASES).sort());
  });
  for (const [name, [title, check]] of Object.entries(CASES)) {
    it(`${title} (${name})`, () => {
      const r = read(name);
      expect(r.error).toBeUndefined();
      check(r);
      // replay is deterministic: the same log gives the same view, byte for byte
      expect(JSON.stringify(read(name).view)).toBe(JSON.stringify(r.view));
    });
  }
});
