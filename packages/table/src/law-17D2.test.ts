import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { TableEvent } from "./events.ts";
import { replayLog } from "./index.ts";
import { given } from "./testing.ts";

const PASSED_OUT = [
  `{"type":"BoardStarted","board":1,"deal":"N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765"}`,
  `{"type":"CallMade","seat":"N","call":"P"}`,
  `{"type":"CallMade","seat":"E","call":"P"}`,
  `{"type":"CallMade","seat":"S","call":"P"}`,
  `{"type":"CallMade","seat":"W","call":"P"}`,
];
const RETURNED = `{"type":"HandsReturned"}`;
const replay = (...lines: string[]) => replayLog(`${lines.join("\n")}\n`);
/** Log lines as events, for the Laws' test language. */
const events = (...lines: string[]): TableEvent[] => lines.map((l) => JSON.parse(l) as TableEvent);
const event = (line: string): TableEvent => JSON.parse(line) as TableEvent;
const play = (name: string) =>
  readFileSync(new URL(`../../../examples/play/${name}.jsonl`, import.meta.url), "utf8")
    .trimEnd()
    .split("\n");

/** Board 4 (dealer West): West and North pass, South passes at East's turn, West passes again (17D3's case). */
const DEPRIVED = [
  `{"type":"BoardStarted","board":4,"deal":"N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765"}`,
  `{"type":"CallMade","seat":"W","call":"P"}`,
  `{"type":"CallMade","seat":"N","call":"P"}`,
  `{"type":"CallMade","seat":"S","call":"P"}`,
  `{"type":"CallMade","seat":"W","call":"P"}`,
];

describe("Law 17D2 before any rectification (WBFLC commentary, Ex 14)", () => {
  it("17D2: the hands back in the board before attention is drawn: no rectification, the board is passed out (0)", () => {
    const r = replay(...DEPRIVED, RETURNED);
    expect(r.error).toBeUndefined();
    expect(r.view.phase).toBe("complete");
    expect(r.view.contract).toBe("Pass");
    expect(r.view.pending).toEqual([]);
    expect(r.view.auction.calls.map((c) => `${c.seat} ${c.call} ${c.status}`)).toEqual([
      "W P standing",
      "N P standing",
      "S P standing",
      "W P standing",
    ]);
    expect(r.view.audit).toContainEqual(
      expect.objectContaining({
        _tag: "NoRectificationHandsReturned",
        law: "17D2",
        position: 6,
        restored: [4, 5],
      }),
    );
    expect(r.view.standing).toMatchObject({ applies: "table", NS: { kind: "points", NS: 0, EW: 0 } });
    expect(r.view.handsReturned).toEqual({ position: 6, when: "passed-out" });
  });
  it("17D3: attention drawn before the hands are returned: the auction reverts to East, deprived of his turn", () => {
    const r = replay(...DEPRIVED, `{"type":"AttentionDrawn","seat":"E"}`, RETURNED);
    expect(r.error).toBeUndefined();
    expect(r.view.phase).toBe("auction");
    expect(r.view.turn?.seat).toBe("E");
    expect(r.view.auction.calls.filter((c) => c.status === "cancelled").map((c) => c.position)).toEqual([
      4, 5,
    ]);
    expect(r.view.audit.some((a) => a._tag === "NoRectificationHandsReturned")).toBe(false);
  });
  it("17D3: East calls before the hands are returned: his call stands, the passes stay cancelled", () => {
    const r = replay(...DEPRIVED, `{"type":"CallMade","seat":"E","call":"1C"}`);
    expect(r.error).toBeUndefined();
    expect(r.view.auction.calls.at(-1)).toMatchObject({ seat: "E", call: "1C", status: "standing" });
  });
});

describe("Law 17D2: the four hands returned to the board", () => {
  it("17D2: a passed-out board: the auction period ends when the hands are back in the board", () => {
    given(events(...PASSED_OUT))
      .when(event(RETURNED))
      .then({
        audit: [{ _tag: "HandsBackInBoard", position: 6, law: "17D2", when: "passed-out" }],
        state: (s) => expect(s.laws?.handsReturned).toEqual({ position: 6, when: "passed-out" }),
      });
  });
  it("25A5, 17D2: until then an unintended fourth pass may still be changed (25A); after, a change is refused", () => {
    const change = `{"type":"CallChanged","seat":"W","call":"1C"}`;
    const before = replay(...PASSED_OUT, change);
    expect(before.error).toBeUndefined();
    expect(before.view.rulingsNeeded.map((r) => r.law)).toEqual(["25A"]);
    given(events(...PASSED_OUT, RETURNED)).whenRefused(event(change), {
      _tag: "PassedOutBoardOver",
      law: "17D2",
      event: "CallChanged",
      at: 6,
    });
    const after = replay(...PASSED_OUT, RETURNED, change);
    expect(after.state.applied).toBe(6);
    const call = replay(...PASSED_OUT, RETURNED, `{"type":"CallMade","seat":"N","call":"1S"}`);
    expect(call.error).toMatchObject({ line: 7, refusal: { _tag: "PassedOutBoardOver", event: "CallMade" } });
  });
  it("17D2: the hands of a passed-out board are returned once; a second return is refused", () => {
    given(events(...PASSED_OUT, RETURNED)).whenRefused(event(RETURNED), {
      _tag: "HandsAlreadyReturned",
      law: "17D2",
      at: 6,
    });
    expect(replay(...PASSED_OUT, RETURNED, RETURNED).error?.line).toBe(7);
  });
  it("17A: hands returned before any call end nothing; 17D2: nor in the middle of an auction", () => {
    const first = replay(PASSED_OUT[0]!, RETURNED, `{"type":"CallMade","seat":"N","call":"1S"}`);
    expect(first.error).toBeUndefined();
    expect(first.view.handsReturned?.when).toBe("before-auction");
    given(events(PASSED_OUT[0]!))
      .when(event(RETURNED))
      .then([{ _tag: "HandsBackInBoard", position: 2, law: "17A", when: "before-auction" }]);
    const mid = replay(PASSED_OUT[0]!, PASSED_OUT[1]!, RETURNED, PASSED_OUT[2]!);
    expect(mid.error).toBeUndefined();
    expect(mid.view.handsReturned?.when).toBe("auction");
    expect(mid.view.auction.calls).toHaveLength(2);
  });
  it("17D1: hands returned before the opening lead is faced do not end the auction period (the lead does)", () => {
    const lines = play("W02-64A2-defender-revokes-declarer-wins-trick");
    const at = lines.findIndex((l) => l.includes('"CardPlayed"'));
    const { view, error } = replay(...lines.slice(0, at), RETURNED, lines[at]!);
    expect(error).toBeUndefined();
    expect(view.handsReturned?.when).toBe("clarification");
    given(events(...lines.slice(0, at)))
      .when(event(RETURNED))
      .then([{ _tag: "HandsBackInBoard", position: at + 1, law: "17D1", when: "clarification" }]);
    expect(view.tricks[0]?.cards).toHaveLength(1);
  });
  it("62D1: a trick-12 revoke found after the hands are returned is not corrected: established, no transfer (64B6)", () => {
    const lines = play("W06-62D1-trick-12-revoke-corrected");
    const late = replay(...lines.slice(0, -1), RETURNED, lines.at(-1)!);
    expect(late.error).toBeUndefined();
    expect(late.view.revokes[0]).toMatchObject({ status: "rectified", rectifiedBy: "64B6", transfer: 0 });
    expect(late.view.result).toMatchObject({ tricksByDeclarer: 10 });
    const inTime = replay(...lines);
    expect(inTime.view.revokes[0]).toMatchObject({ status: "corrected", correctedBy: "62D1" });
  });
  it("64B4, 64B5: attention drawn after the table moved on takes its timing from the log: no automatic adjustment", () => {
    const lines = play("W02-64A2-defender-revokes-declarer-wins-trick");
    for (const how of ["next-deal-call", "round-end"] as const) {
      const { view, error } = replay(
        ...lines.slice(0, -1),
        RETURNED,
        `{"type":"TableMovedOn","how":"${how}"}`,
        lines.at(-1)!,
      );
      expect(error).toBeUndefined();
      expect(view.revokes[0]).toMatchObject({
        rectifiedBy: how === "next-deal-call" ? "64B4" : "64B5",
        transfer: 0,
      });
    }
    const inTime = replay(...lines);
    expect(inTime.view.revokes[0]).toMatchObject({ rectifiedBy: "64A2", transfer: 1 });
  });
  it("69A: the view says when the table first moved on from the board (the players' part over), played or passed out", () => {
    const lines = play("W02-64A2-defender-revokes-declarer-wins-trick");
    expect(replay(...lines).view.movedOn).toBeNull();
    const moved = replay(
      ...lines.slice(0, -1),
      `{"type":"TableMovedOn","how":"next-deal-call"}`,
      `{"type":"TableMovedOn","how":"round-end"}`,
      lines.at(-1)!,
    );
    expect(moved.error).toBeUndefined();
    expect(moved.view.movedOn).toEqual({ position: lines.length, how: "next-deal-call" });
    const passedOut = replay(...PASSED_OUT, `{"type":"TableMovedOn","how":"round-end"}`);
    expect(passedOut.error).toBeUndefined();
    expect(passedOut.view.movedOn).toEqual({ position: PASSED_OUT.length + 1, how: "round-end" });
  });
  it("9A: an `after` given with the attention stands over the timing of the log", () => {
    const lines = play("W02-64A2-defender-revokes-declarer-wins-trick");
    const { view } = replay(
      ...lines.slice(0, -1),
      `{"type":"TableMovedOn","how":"next-deal-call"}`,
      lines.at(-1)!.replace("}", `,"after":"round-end"}`),
    );
    expect(view.revokes[0]).toMatchObject({ rectifiedBy: "64B5" });
  });
});
