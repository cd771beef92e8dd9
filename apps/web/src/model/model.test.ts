import { readFileSync } from "node:fs";
import { replayLog } from "@bridgelaw/table";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { answerQuestion, branchOf, chooseOption, insertAfter, removeAt, replaceAt } from "./branch.ts";
import { explanationsOf } from "./facts.ts";
import { openLog, replayAt, stepCount, toJsonLines } from "./log.ts";
import { fragmentOf, packLog, parseFragment, unpackLog } from "./share.ts";

const example = (p: string) => readFileSync(new URL(`../../../../examples/${p}`, import.meta.url), "utf8");

describe("the share link", () => {
  test.prop([fc.string({ unit: "grapheme", maxLength: 4000 })])(
    "a log packed into the fragment unpacks to the same text",
    async (text) => {
      const data = await packLog(text);
      expect(data).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(await unpackLog(data)).toBe(text);
      expect(parseFragment(`#${fragmentOf({ kind: "log", data, step: 3 })}`)).toEqual({
        kind: "log",
        data,
        step: 3,
      });
    },
  );

  it("a board of 58 events fits a link (compressed to well under its size)", async () => {
    const text = example("play/W01-64A1-revoker-wins-revoke-trick.jsonl");
    const data = await packLog(text);
    expect(data.length).toBeLessThan(text.length / 2);
  });

  it("a URL or an example is linked by its location; no log, no link", () => {
    const url = "https://example.org/boards/7.jsonl?x=1&y=2";
    expect(parseFragment(`#${fragmentOf({ kind: "url", url })}`)).toEqual({ kind: "url", url });
    expect(parseFragment("#example=play%2FW01.jsonl&step=4")).toEqual({
      kind: "example",
      path: "play/W01.jsonl",
      step: 4,
    });
    expect(parseFragment("")).toBeNull();
    expect(parseFragment("#step=3")).toBeNull();
    expect(parseFragment("#url=a&step=-1")).toEqual({ kind: "url", url: "a" });
  });

  it("data that is not a packed log is refused", async () => {
    await expect(unpackLog("not-a-log")).rejects.toThrow();
  });
});

describe("stepping a log", () => {
  it("step k is the replay of the first k events; the last step is the whole log", () => {
    const text = example("auction/WS-01-27A1-insufficient-bid-accepted.jsonl");
    const log = openLog("WS-01.jsonl", text, { kind: "file" });
    expect(stepCount(log)).toBe(6);
    expect(replayAt(log, 6).view).toEqual(replayLog(text).view);
    expect(replayAt(log, 3).view.auction.calls).toHaveLength(2);
    expect(replayAt(log, 0).view.phase).toBe("setup");
  });

  it("alerts and explanations are read from the log up to the step", () => {
    const text = example("auction/WS-28-21B1-misinformation-corrected.jsonl");
    const records = text
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const all = explanationsOf(records);
    expect(all.length).toBeGreaterThan(0);
    for (const e of all)
      expect(records[e.position - 1]!.type).toMatch(/^(Alerted|Explained|ExplanationCorrected)$/);
    expect(explanationsOf(records, all[0]!.position - 1)).toEqual([]);
  });
});

describe("the what-if branch", () => {
  const text = example("play/C64C1-equity-where-64B1-gives-nothing.jsonl");
  const records = branchOf(openLog("c.jsonl", text, { kind: "file" }).decoded.lines.map((l) => l.record));

  it("remove, replace and insert work on positions, and drop seals", () => {
    expect(removeAt(records, 1)[0]).toEqual(records[1]);
    expect(replaceAt(records, 2, { type: "X", hash: "h", seq: 2, prev: "p" })[1]).toEqual({ type: "X" });
    const ins = insertAfter(records, 0, { type: "Y" });
    expect(ins[0]).toEqual({ type: "Y" });
    expect(ins).toHaveLength(records.length + 1);
  });

  it("answering a question the log answered later replaces that ruling in place (64C1, another figure)", () => {
    const at = records.findIndex((r) => r.type === "DirectorRuled") + 1;
    const before = replayLog(toJsonLines(records.slice(0, at - 1))).view;
    const q = before.rulingsNeeded.find((r) => r.law.startsWith("64C"))!;
    const ruled = records[at - 1]!.tricks as number;
    const { records: b, position } = answerQuestion(records, at - 1, q, { tricks: ruled - 1, text: "less" });
    expect(position).toBe(at);
    expect(b).toHaveLength(records.length);
    expect(b[at - 1]).toMatchObject({
      type: "DirectorRuled",
      law: records[at - 1]!.law,
      tricks: ruled - 1,
      text: "less",
    });
    const replayed = replayLog(toJsonLines(b));
    expect(replayed.error).toBeUndefined();
    expect(replayed.view.finalTricks).not.toEqual(replayLog(text).view.finalTricks);
  });

  it("a question the log never answered gets its answer right after the step", () => {
    const q = { _tag: "Said", law: "70", question: "?", position: 3 };
    const { records: b, position } = answerQuestion(records.slice(0, 5), 4, q, { tricks: 2 });
    expect(position).toBe(5);
    expect(b[4]).toEqual({ type: "DirectorRuled", law: "70", about: 3, tricks: 2 });
  });

  it("another option replaces the choice recorded later, else it is inserted", () => {
    const rs = [{ type: "A" }, { type: "OptionChosen", seat: "W", law: "29A", option: "accept" }];
    expect(chooseOption(rs, 1, { seat: "W", law: "29A", option: "refuse" }).records[1]).toEqual({
      type: "OptionChosen",
      seat: "W",
      law: "29A",
      option: "refuse",
    });
    expect(chooseOption(rs.slice(0, 1), 1, { seat: "W", law: "29A", option: "refuse" }).records).toHaveLength(
      2,
    );
  });
});
