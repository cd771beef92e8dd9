import { readFileSync } from "node:fs";
import { replayLog } from "@bridgelaw/table";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  answerQuestion,
  branchOf,
  branchStop,
  chooseOption,
  endAfter,
  firstChange,
  insertAfter,
  originsOf,
  removeAt,
  replaceAt,
} from "./branch.ts";
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
    const q = { _tag: "ClaimDisputedQuestion", law: "70", position: 3 } as const;
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

describe("where a branch stops making sense", () => {
  const open = (p: string) => {
    const text = example(p);
    const replay = replayLog(text);
    return { replay, records: branchOf(replay.lines.map((l) => l.record)) };
  };
  const stopOf = (log: ReturnType<typeof open>, branch: readonly Record<string, unknown>[]) =>
    branchStop(log.replay, log.records, replayLog(toJsonLines(branch)), branch);

  it("origins: each event kept from the log, by its position there (LCS), null for the changed ones", () => {
    const log = [{ type: "A" }, { type: "B" }, { type: "C" }, { type: "D" }];
    expect(originsOf(log, log)).toEqual([1, 2, 3, 4]);
    expect(originsOf(log, removeAt(log, 2))).toEqual([1, 3, 4]);
    expect(originsOf(log, insertAfter(log, 1, { type: "X" }))).toEqual([1, null, 2, 3, 4]);
    expect(originsOf(log, replaceAt(log, 3, { type: "Y" }))).toEqual([1, 2, null, 4]);
    expect(firstChange(originsOf(log, replaceAt(log, 3, { type: "Y" })), 4)).toBe(3);
    expect(firstChange([1, 2], 4)).toBe(3);
    expect(firstChange([1, 2, 3, 4], 4)).toBeNull();
  });

  it("W01: the revoke changed to a diamond (event 25, ♦7): West wins the trick, South's lead at 26 no longer fits", () => {
    const log = open("play/W01-64A1-revoker-wins-revoke-trick.jsonl");
    const branch = replaceAt(log.records, 25, { type: "CardPlayed", seat: "S", card: "D7" });
    const stop = stopOf(log, branch)!;
    expect(stop).toMatchObject({
      position: 26,
      origin: 26,
      reading: { kind: "card", seat: "S", card: "SQ" },
    });
    // ended there, the branch replays to the end without a question the log never had
    const ended = replayLog(toJsonLines(endAfter(branch, stop.position - 1)));
    expect(ended.error).toBeUndefined();
    expect(ended.view.rulingsNeeded.filter((q) => q.position > 25)).toEqual([]);
    expect(stopOf(log, endAfter(branch, stop.position - 1))).toBeNull();
  });

  it("WS-01: the insufficient bid refused (27A1) where the log accepted it: the pass after it is out of rotation", () => {
    const log = open("auction/WS-01-27A1-insufficient-bid-accepted.jsonl");
    const { records: branch } = chooseOption(log.records, 3, { seat: "S", law: "27A1", option: "refuse" });
    const stop = stopOf(log, branch)!;
    expect(stop.position).toBe(5);
    expect(stop.origin).toBe(4);
    expect(stop.reading.kind).toBe("call");
  });

  it("a change whose later events still fit (64C1, another figure) does not stop the branch", () => {
    const log = open("play/C64C1-equity-where-64B1-gives-nothing.jsonl");
    const at = log.records.findIndex((r) => r.type === "DirectorRuled") + 1;
    const before = replayLog(toJsonLines(log.records.slice(0, at - 1))).view;
    const q = before.rulingsNeeded.find((r) => r.law.startsWith("64C"))!;
    const { records: branch } = answerQuestion(log.records, at - 1, q, { tricks: 5 });
    expect(stopOf(log, branch)).toBeNull();
  });

  it("a card no longer held (3NT: a card played twice): the branch stops at the replay's refusal", () => {
    const log = open("03-game-3NT.jsonl");
    const first = log.replay.view.tricks[0]!.cards[0]!;
    const again = log.replay.view.tricks[1]!.cards.find((c) => c.seat === first.seat)!;
    const branch = replaceAt(log.records, again.position, {
      type: "CardPlayed",
      seat: first.seat,
      card: first.card,
    });
    const stop = stopOf(log, branch);
    // the changed event itself is refused: nothing after it is read
    expect(stop).toBeNull();
  });
});
