import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isDomainRejection } from "@bridgelaw/log";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { generateFactsBoard, generateIrregularBoard } from "../../../tools/src/generate.ts";
import {
  commandOf,
  decideTable,
  evolveTable,
  initialTableState,
  readLog,
  type TableEvent,
  type TableState,
} from "./index.ts";
import { actorOf } from "./testing.ts";

const root = new URL("../../../examples/", import.meta.url).pathname;
const logs = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? logs(join(dir, d.name)) : d.name.endsWith(".jsonl") ? [join(dir, d.name)] : [],
  );

describe("every example log re-expressed as commands, each by its actor (issue 14)", () => {
  const files = logs(root);
  it("finds the examples", () => expect(files.length).toBeGreaterThan(200));
  it.each(files.map((f) => [f.slice(root.length)]))(
    "%s: decide records each event as it was logged",
    (name) => {
      const { lines } = readLog(readFileSync(join(root, name), "utf8"));
      let s: TableState = initialTableState;
      for (const { line, event } of lines) {
        let next: TableState | undefined;
        try {
          next = evolveTable(s, event);
        } catch (err) {
          if (!isDomainRejection(err)) throw err;
        }
        const command = commandOf(event, actorOf(event, s));
        if (next === undefined) {
          // an example that shows a refused line: decide refuses it too
          expect(() => decideTable(command, s), `line ${line}`).toThrow();
          return;
        }
        expect(decideTable(command, s), `line ${line}: ${command.type}`).toEqual([event]);
        s = next;
      }
    },
  );
});

describe("every generated board re-expressed as commands, each by its actor: whatever replay accepts, the Decider writes", () => {
  const seeds = fc.record({
    seed: fc.integer({ min: 1, max: 1_000_000 }),
    board: fc.integer({ min: 1, max: 32 }),
  });
  const decidedBack = (events: readonly TableEvent[]): void => {
    let s: TableState = initialTableState;
    events.forEach((event, i) => {
      const command = commandOf(event, actorOf(event, s));
      expect(decideTable(command, s), `event ${i + 1}: ${command.type}`).toEqual([event]);
      s = evolveTable(s, event);
    });
  };
  test.prop([seeds], { numRuns: 40 })(
    "random boards with irregular calls and plays, dummy's cards by the presumed dummy until faced (41D, 45B)",
    ({ seed, board }) => decidedBack(generateIrregularBoard(seed, board)),
  );
  test.prop([seeds], { numRuns: 30 })(
    "random boards with claims, the procedure of the play, scores and appeals",
    ({ seed, board }) => decidedBack(generateFactsBoard(seed, board)),
  );
  it("the live server bench's boards (seed 1919, tables 1 … 200)", () => {
    for (let board = 2; board <= 200; board += 2) decidedBack(generateIrregularBoard(1919, board));
  });
});
