import { describe, expect, it } from "vitest";
import { makeManifest, readManifest, seal, verify } from "./index.ts";

const board = (n: number) => seal(Array.from({ length: n }, (_, i) => ({ type: "E", i })));
const headOf = (records: readonly Record<string, unknown>[]) => records[records.length - 1]!.hash as string;

describe("session manifests", () => {
  const b1 = board(3);
  const b2 = board(5);
  const manifest = makeManifest(
    [
      { log: "t1/board-1.jsonl", head: headOf(b1), events: 3, board: 1 },
      { log: "t1/board-2.jsonl", head: headOf(b2), events: 5, board: 2 },
    ],
    { name: "Club night" },
  );

  it("is a sealed log: a header with the format and the number of logs, then one LogHead a log", () => {
    expect(verify(manifest)).toMatchObject({ status: "sealed", count: 3, marked: true });
    expect(manifest[0]).toMatchObject({ type: "SessionManifest", format: 1, logs: 2, name: "Club night" });
    expect(manifest[1]).toMatchObject({ type: "LogHead", log: "t1/board-1.jsonl", events: 3, board: 1 });
    const read = readManifest(manifest);
    expect(read.ok && read.logs.map((l) => [l.log, l.head, l.events, l.position])).toEqual([
      ["t1/board-1.jsonl", headOf(b1), 3, 2],
      ["t1/board-2.jsonl", headOf(b2), 5, 3],
    ]);
  });

  it("each log checks against its entry: an edited, cut or re-sealed board fails", () => {
    const read = readManifest(manifest);
    if (!read.ok) throw new Error(read.reason);
    const [e1, e2] = read.logs as [(typeof read.logs)[0], (typeof read.logs)[0]];
    const against = (records: readonly Record<string, unknown>[], e: typeof e1) =>
      verify(records, { head: e.head, count: e.events, requireSealed: true });
    expect(against(b1, e1)).toMatchObject({ status: "sealed" });
    expect(against(b2, e2)).toMatchObject({ status: "sealed" });
    expect(against(b2.slice(0, 4), e2)).toMatchObject({ status: "broken", problem: "head", position: 5 });
    expect(against(seal(b2.with(1, { ...b2[1]!, i: 9 })), e2)).toMatchObject({
      status: "broken",
      problem: "head",
    });
    expect(against(b1, e2)).toMatchObject({ status: "broken", problem: "head" });
  });

  it.each<[string, (m: Record<string, unknown>[]) => Record<string, unknown>[], number, RegExp]>([
    ["not a manifest", (m) => [{ ...m[0]!, type: "BoardStarted" }], 1, /not a session manifest/],
    ["an unknown format", (m) => [{ ...m[0]!, format: 2 }, ...m.slice(1)], 1, /format 2/],
    ["a record of another type", (m) => m.with(2, { ...m[2]!, type: "X" }), 3, /not of type "LogHead"/],
    ["a log without a path", (m) => m.with(1, { ...m[1]!, log: "" }), 2, /no log path/],
    ["a head that is not a hash", (m) => m.with(1, { ...m[1]!, head: "abc" }), 2, /64 lower-case hex/],
    ["an events count of 0", (m) => m.with(1, { ...m[1]!, events: 0 }), 2, /positive integer/],
    ["a log named twice", (m) => m.with(2, { ...m[2]!, log: m[1]!.log }), 3, /again \(record 2\)/],
    ["entries cut off the end", (m) => m.slice(0, 2), 1, /says 2 logs but the manifest lists 1/],
    ["no records", () => [], 1, /no records/],
  ])("refuses %s, naming the record", (_name, change, position, reason) => {
    const read = readManifest(change(manifest));
    expect(read).toMatchObject({ ok: false, position });
    expect(!read.ok && read.reason).toMatch(reason);
  });
});
