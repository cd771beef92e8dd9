import { readFileSync } from "node:fs";
import { seal } from "@bridgelaw/log";
import { describe, expect, it } from "vitest";
import { type AspectComparison, compareBoards, notSameBoard, replayLog } from "./index.ts";

const example = (path: string): string =>
  readFileSync(new URL(`../../../examples/${path}`, import.meta.url), "utf8");
const records = (text: string): Record<string, unknown>[] =>
  text
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const jsonl = (rs: readonly Record<string, unknown>[]): string => rs.map((r) => JSON.stringify(r)).join("\n");
const differing = (aspects: readonly AspectComparison[]): string[] =>
  aspects.filter((x) => !x.same).map((x) => x.id);

const C64C1 = example("play/C64C1-equity-where-64B1-gives-nothing.jsonl");

describe("compareBoards: the what-if of two logs of one board", () => {
  it("a log against itself: no parting, every aspect the same, no consequence in one only", () => {
    const r = replayLog(C64C1);
    const c = compareBoards(r, replayLog(C64C1));
    expect(c.parting).toBeNull();
    expect(differing(c.aspects)).toEqual([]);
    expect(c.audit).toEqual({ onlyA: [], onlyB: [] });
    expect(c.events.a).toBe(r.lines.length);
  });

  it("a sealed copy (seq, prev, hash and the seal marker) records the same facts as the log", () => {
    const sealed = seal(records(C64C1));
    expect(sealed[0]).toHaveProperty("hash");
    const c = compareBoards(replayLog(C64C1), replayLog(jsonl(sealed)));
    expect(c.parting).toBeNull();
    expect(differing(c.aspects)).toEqual([]);
  });

  it("the same events at other times part on the envelope only, and the board is the same", () => {
    const rs = records(C64C1);
    const timed = rs.map((r, i) => (i === 3 ? { ...r, at: "2026-11-22T20:15:00Z", note: "slow" } : r));
    const c = compareBoards(replayLog(C64C1), replayLog(jsonl(timed)));
    expect(c.parting).toMatchObject({ position: 4, envelopeOnly: true });
    expect(differing(c.aspects)).toEqual([]);
  });

  it("64C1: another figure for the Director's equity ruling changes the tricks and the score, not the transfers", () => {
    const rs = records(C64C1);
    const i = rs.findIndex((r) => r.type === "DirectorRuled" && r.law === "64C1");
    const ruled = rs[i]!.tricks as number;
    const other = rs.map((r, j) => (j === i ? { ...r, tricks: ruled - 1 } : r));
    const a = replayLog(C64C1);
    const b = replayLog(jsonl(other));
    expect(notSameBoard(a.view, b.view)).toBeNull();
    const c = compareBoards(a, b);
    expect(c.parting).toMatchObject({ position: i + 1, envelopeOnly: false });
    expect(c.parting?.b?.record).toMatchObject({ type: "DirectorRuled", tricks: ruled - 1 });
    const diff = differing(c.aspects);
    expect(diff).toContain("tricks");
    expect(diff).toContain("appliedScore");
    expect(diff).not.toContain("transfers");
    expect(diff).not.toContain("contract");
    const tricks = c.aspects.find((x) => x.id === "tricks")!;
    const side = (t: { NS: number; EW: number }) => t.NS + t.EW;
    expect(side(tricks.a as { NS: number; EW: number })).toBe(13);
    expect(side(tricks.b as { NS: number; EW: number })).toBe(13);
    expect(c.audit.onlyA.length + c.audit.onlyB.length).toBeGreaterThan(0);
    for (const e of [...c.audit.onlyA, ...c.audit.onlyB]) expect(e.position).toBeGreaterThanOrEqual(i + 1);
  });

  it("64A1: without the attention drawn to the revoke, the board still transfers a trick (64A: at the end of play)", () => {
    const text = example("play/W01-64A1-revoker-wins-revoke-trick.jsonl");
    const rs = records(text);
    const cut = rs.slice(0, -1);
    const a = replayLog(text);
    const c = compareBoards(a, replayLog(jsonl(cut)));
    expect(c.parting).toMatchObject({ position: rs.length, b: null });
    expect(c.events).toEqual({ a: rs.length, b: rs.length - 1 });
    expect(a.view.transfers.length).toBeGreaterThan(0);
  });

  it("two different boards are not compared (notSameBoard names what differs)", () => {
    const a = replayLog(example("play/W01-64A1-revoker-wins-revoke-trick.jsonl"));
    const b = replayLog(C64C1);
    expect(notSameBoard(a.view, b.view)).toMatchObject({
      _tag: "NotSameBoard",
      differs: a.view.board !== b.view.board ? "board" : "deal",
      a: { board: a.view.board, deal: a.view.deal },
      b: { board: b.view.board, deal: b.view.deal },
    });
  });
});
