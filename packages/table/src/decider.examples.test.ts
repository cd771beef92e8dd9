import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isDomainRejection } from "@bridgelaw/log";
import { describe, expect, it } from "vitest";
import { commandOf, decideTable, evolveTable, initialTableState, readLog, type TableState } from "./index.ts";
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
