import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { evolveTable, initialTableState, readLog, replayLog, viewOf } from "./index.ts";

const EXAMPLES = fileURLToPath(new URL("../../../examples/", import.meta.url));

/** Every example log under examples/, by path relative to it. */
const exampleLogs = (dir = EXAMPLES): string[] =>
  readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    if (statSync(path).isDirectory()) return exampleLogs(path);
    return f.endsWith(".jsonl") ? [path] : [];
  });

const eventsOf = (path: string): string[] =>
  readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "");

/** The view after the first `n` events of a log. */
const viewAfter = (events: readonly string[], n: number) =>
  replayLog(`${events.slice(0, n).join("\n")}\n`).view;

describe("41A: the opening leader is named in the audit trail", () => {
  it("41A: WS-14b and CM-22: East leads once declarer has chosen under Law 26B (the play waits)", () => {
    for (const name of [
      "auction/WS-14b-31B-not-comparable-lead-restriction.jsonl",
      "auction/CM-22-26B-all-four-suits-specified.jsonl",
    ]) {
      const view = replayLog(readFileSync(join(EXAMPLES, name), "utf8")).view;
      const lead = view.audit.filter((a) => a.law === "41A");
      expect(lead, name).toHaveLength(1);
      expect(lead[0], name).toMatchObject({
        _tag: "OpeningLeader",
        // declarer's LHO
        seat: view.declarer === "N" ? "E" : "W",
        chooser: view.declarer,
        under: "26B",
      });
    }
  });
  it("41A: no audit entry of any example, at its end, prints undefined or null", () => {
    for (const path of exampleLogs()) {
      for (const a of replayLog(readFileSync(path, "utf8")).view.audit) {
        // every entry is data; its words are the formatter's (tools' golden test)
        for (const v of Object.values(a)) {
          expect(v, `${path}: ${a._tag}`).not.toBeNaN();
          expect(v, `${path}: ${a._tag}`).not.toBeUndefined();
        }
      }
    }
  });
});

describe("9B2, 10C1: no turn while an option is pending (table README: `turn` is null then)", () => {
  it("10C1: after an insufficient bid, neither the offender nor his LHO is 'to call' until LHO's 27A1 choice", () => {
    const events = eventsOf(join(EXAMPLES, "auction/WS-03-27B2-replaced-by-pass.jsonl"));
    const open = viewAfter(events, 3);
    expect(open.pending.map((p) => `${p.seat} ${p.law}`)).toEqual(["W 27A1"]);
    expect(open.turn).toBeNull();
    // once West refuses, South must replace his bid: his turn, with the calls he may make
    const chosen = viewAfter(events, 4);
    expect(chosen.pending).toEqual([]);
    expect(chosen.turn).toMatchObject({ seat: "S", to: "call" });
  });
  it("9B2: for every prefix of every example, a pending option means no turn, and no option means a turn while the auction or play goes on", () => {
    let withOption = 0;
    for (const path of exampleLogs()) {
      // one pass a log: each event applied in turn, the view derived after each
      let state = initialTableState;
      for (const [i, line] of readLog(readFileSync(path, "utf8")).lines.entries()) {
        state = evolveTable(state, line.event);
        const n = i + 1;
        const view = viewOf(state);
        if (view.pending.length > 0) {
          withOption += 1;
          expect(view.turn, `${path} after ${n} events`).toBeNull();
        } else if (view.phase === "auction" && view.rulingsNeeded.length === 0) {
          expect(view.turn, `${path} after ${n} events`).not.toBeNull();
        }
      }
    }
    expect(withOption).toBeGreaterThan(100);
  });
});
