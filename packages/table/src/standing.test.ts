import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { replayLog } from "./index.ts";

const EXAMPLES = fileURLToPath(new URL("../../../examples/", import.meta.url));

const exampleLogs = (dir = EXAMPLES): string[] =>
  readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    if (statSync(path).isDirectory()) return exampleLogs(path);
    return f.endsWith(".jsonl") ? [path] : [];
  });

const standingOf = (text: string) => {
  const r = replayLog(text);
  expect(r.error).toBeUndefined();
  return r.view.standing;
};
const example = (path: string) => standingOf(readFileSync(join(EXAMPLES, path), "utf8"));
const lines = (...events: object[]) => events.map((e) => JSON.stringify(e)).join("\n");

describe("the board's standing (Laws 77–93): which score applies, why, and its mark", () => {
  it("77: a board played out: the table result applies, with no mark", () => {
    const st = example("03-game-3NT.jsonl");
    expect(st.applies).toBe("table");
    expect(st.played).toMatchObject({ contract: "3NT", declarer: "S", tricks: 9, NS: 400, law: "77" });
    expect(st.why).toEqual({ _tag: "ScoreApplies", stage: "table", law: "77", position: 0 });
    expect(st.mark).toMatchObject({ _tag: "ScoreMark", NS: { kind: "result" }, EW: { kind: "result" } });
    expect(st.NS).toEqual({ kind: "points", NS: 400, EW: -400 });
    expect([st.corrected, st.ruled, st.appeal]).toEqual([null, null, null]);
  });

  it("12C1(c): a weighted score applies; its mark names every outcome's weight, contract and points", () => {
    const st = example("session/pairs/b3-t2.jsonl");
    expect(st.applies).toBe("ruled");
    expect(st.played).toMatchObject({ contract: "4H", declarer: "N", tricks: 9, NS: -50 });
    expect(st.mark).toMatchObject({
      _tag: "ScoreMark",
      NS: {
        kind: "weighted",
        outcomes: [
          { weight: 0.6, NS: 140, result: { contract: "3H", declarer: "N", tricks: 9 } },
          { weight: 0.4, NS: -50, result: { contract: "4H", declarer: "N", tricks: 9 } },
        ],
      },
      balanced: true,
      each: false,
    });
    expect(st.why).toMatchObject({ stage: "ruled", law: "12C1(c)" });
  });

  it("93B2: the appeals committee's decision applies over the Director's ruling; the table result stays as played", () => {
    const st = example("session/pairs/b1-t3.jsonl");
    expect(st.applies).toBe("appeal");
    expect(st.appeal).toMatchObject({ body: "committee", decision: "changed", law: "93B2" });
    expect(st.ruled).toMatchObject({ law: "12C1(b)", mark: { NS: { kind: "assigned" } } });
    expect(st.played).toMatchObject({ contract: "2S", declarer: "N", NS: 110 });
    expect(st.why).toMatchObject({ stage: "appeal", body: "committee", decision: "changed", law: "93B2" });
    expect(st.NS).toEqual(st.appeal?.NS);
    expect(st.laws).toEqual(expect.arrayContaining(["12C1(b)", "93B2"]));
  });

  it("12C2: artificial scores are marked for each side (A+/A−)", () => {
    const st = example("session/86B1-one-result/b10-t1.jsonl");
    expect(st.applies).toBe("ruled");
    expect(st.mark).toMatchObject({
      NS: { kind: "artificial", level: "average-plus" },
      EW: { kind: "artificial", level: "average-minus" },
      each: true,
    });
  });

  it("64C: the tricks the Director decided are his ruling, never the table result; the tricks as played stay", () => {
    const st = example("play/C64C1-equity-where-64B1-gives-nothing.jsonl");
    expect(st.applies).toBe("ruled");
    expect(st.why).toMatchObject({ stage: "ruled", law: "64C1", tricks: true });
    expect(st.ruled?.tricks).toMatchObject({ law: "64C1" });
    expect(st.played).toMatchObject({ law: "77", position: 0 });
    expect(st.played?.tricks).not.toBeNull();
    expect(st.laws).toEqual(["77", "64C1"]);
  });

  it("64C, one truth: the view's scores say the Director's ruling applies where the standing does, with his Law", () => {
    const r = replayLog(
      readFileSync(join(EXAMPLES, "play/C64C1-equity-where-64B1-gives-nothing.jsonl"), "utf8"),
    );
    expect(r.view.scores.applied).toBe("ruled");
    expect(r.view.scores.ruled).toMatchObject({ law: "64C1", laws: ["64C1"] });
    expect(r.view.scores.laws).toContain("64C1");
    expect(r.view.scores.NS).toEqual(r.view.standing.NS);
  });

  it("79C1: a corrected score applies; what was recorded stays beside it", () => {
    const played = readFileSync(join(EXAMPLES, "03-game-3NT.jsonl"), "utf8").trimEnd();
    const st = standingOf(
      `${played}\n${lines({ type: "ScoreCorrected", contract: "3NT", declarer: "S", tricks: 8, text: "one trick miscounted" })}`,
    );
    expect(st.applies).toBe("corrected");
    expect(st.corrected).toMatchObject({ contract: "3NT", tricks: 8, NS: -50, law: "79C1" });
    expect(st.corrected?.recorded).toMatchObject({ contract: "3NT", tricks: 9, NS: 400, law: "77" });
    expect(st.played).toMatchObject({ tricks: 9, NS: 400 });
    expect(st.NS).toEqual({ kind: "points", NS: -50, EW: 50 });
  });

  it("one truth: on every example the standing's score is the view's score, and a score applies only with a stage", () => {
    for (const path of exampleLogs()) {
      const r = replayLog(readFileSync(path, "utf8"));
      if (r.error !== undefined) continue;
      const { standing, scores } = r.view;
      expect(standing.NS, path).toEqual(scores.NS);
      expect(standing.EW, path).toEqual(scores.EW);
      expect(scores.applied, path).toBe(standing.applies === "corrected" ? "table" : standing.applies);
      expect(standing.why === null, path).toBe(standing.applies === null);
      if (standing.applies === "appeal") expect(standing.appeal, path).not.toBeNull();
      if (standing.applies === "table") expect(standing.mark?.NS, path).toEqual({ kind: "result" });
    }
  });
});
