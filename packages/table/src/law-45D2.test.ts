import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type BoardReplay, replayLog } from "./index.ts";

const example = (name: string): string[] =>
  readFileSync(new URL(`../../../examples/play/${name}.jsonl`, import.meta.url), "utf8")
    .trimEnd()
    .split("\n");
const replay = (...lines: string[]): BoardReplay => {
  const r = replayLog(`${lines.join("\n")}\n`);
  expect(r.error, r.error?.message).toBeUndefined();
  return r;
};
const attentionLine = (lines: readonly string[]): number =>
  lines.findIndex((l) => l.includes('"AttentionDrawn"')) + 1;

/** Commentary on 45D2: dummy's D3 (declarer named H7) led to trick 2; East discards H2 holding diamonds. */
const C45D2 = example("C45D2-defender-deemed-to-revoke-64C1");
/** The same lead; South (declarer) discards C2 holding diamonds. */
const L45D2A = example("L45D2a-declarer-fails-to-follow-misplaced-lead-64A");
/** Trick 3: South leads DQ, dummy places C4 (declarer named D5) holding diamonds: dummy's own revoke. */
const L45D2B = example("L45D2b-dummy-revokes-with-misplaced-card-64B3");

describe("Law 45D2: too late to correct dummy's card; the ruling brings the revoke it makes under Law 64", () => {
  it("45D2(a), 64C1 (WBFLC): a defender who did not follow dummy's misplaced lead revoked; no second AttentionDrawn is needed", () => {
    expect(C45D2.filter((l) => l.includes('"AttentionDrawn"'))).toHaveLength(1);
    const at = attentionLine(C45D2);
    const found = replay(...C45D2.slice(0, at));
    expect(found.view.revokes).toMatchObject([
      { offender: "E", card: "H2", status: "established", attention: at, misplacedLead: true },
    ]);
    expect(found.view.audit.filter((a) => a.position === at).map((a) => a.law)).toEqual([
      "9A",
      "45D2(a)",
      "45D2(a)",
    ]);
    // at the end of play: no automatic adjustment for the defender (45D2(a)), the 64C1 equity question
    const ended = replay(...C45D2.slice(0, -1));
    expect(ended.view.revokes).toMatchObject([{ status: "rectified", transfer: 0, rectifiedBy: "45D2(a)" }]);
    expect(ended.view.transfers).toEqual([]);
    expect(ended.view.rulingsNeeded.map((r) => `${r.law} ${r.position}`)).toEqual(["64C1 11"]);
  });

  it("45D2(a), 64A: declarer who did not follow dummy's misplaced lead revoked: the automatic adjustment applies (64A2, one trick)", () => {
    const { view } = replay(...L45D2A);
    expect(view.revokes).toMatchObject([
      { offender: "S", card: "C2", status: "rectified", rectifiedBy: "64A2" },
    ]);
    expect(view.revokes[0]).not.toHaveProperty("misplacedLead");
    expect(view.transfers).toEqual([{ revoke: 12, from: "NS", to: "EW", tricks: 1, law: "64A2" }]);
    expect(view.finalTricks).toEqual({ NS: view.tricksWon.NS - 1, EW: view.tricksWon.EW + 1 });
    expect(view.rulingsNeeded.map((r) => r.law)).toEqual(["64C1"]);
  });

  it("45D2(a): the misplaced card found in time (45D1) is withdrawn instead: no revoke is rectified by Law 64", () => {
    // attention drawn to dummy's D3 before either side plays to trick 3
    const inTime = [...C45D2.slice(0, 13), `{"type":"AttentionDrawn","seat":"W","about":10}`];
    const { view } = replay(...inTime);
    expect(view.audit.some((a) => a.law === "45D1")).toBe(true);
    expect(view.audit.some((a) => a.law === "45D2(a)")).toBe(false);
  });

  it("45D2(b), 64B3: dummy's misplaced card to a trick in progress was dummy's own revoke: no automatic adjustment, 64C", () => {
    const { view } = replay(...L45D2B);
    const at = attentionLine(L45D2B);
    expect(view.audit.filter((a) => a.position === at).map((a) => a.law)).toContain("45D2(b)");
    expect(view.revokes).toMatchObject([
      { offender: "N", card: "C4", kind: "dummy", status: "rectified", transfer: 0, rectifiedBy: "64B3" },
    ]);
    expect(view.transfers).toEqual([]);
    expect(view.rulingsNeeded.map((r) => `${r.law} ${r.position}`)).toEqual(["64C1 16"]);
  });

  it("45D2, 2007 Code: no 45D2: the Director rules; no revoke is brought under Law 64 by it", () => {
    const lines = L45D2A.map((l, i) => (i === 0 ? l.replace('"board":3', '"board":3,"edition":"2007"') : l));
    const at = attentionLine(lines);
    const r = replay(...lines.slice(0, at));
    expect(r.view.rulingsNeeded.map((q) => q.law)).toContain("45D");
    expect(r.view.revokes[0]?.attention).toBeUndefined();
  });
});
