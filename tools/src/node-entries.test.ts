/**
 * Issue 31: what Node.js loads from the built packages (dist/node/, the `import` condition an app's `node`
 * reads). Importing `@bridgelaw/log`, `@bridgelaw/scoring` or `@bridgelaw/table` builds no Schema and loads
 * none of Effect's Schema modules (tools/build-package.mjs: they are loaded at their first use); once used, the
 * built package answers as its sources do: every example log replays to the same view, a damaged line gets the
 * same refusal, a decoded event and command are the same, and the JSON Schemas are the checked-in ones.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { decodeTableCommand, decodeTableEvent, replayLog } from "@bridgelaw/table";
import { describe, expect, it } from "vitest";

const TOOLS = fileURLToPath(new URL("../", import.meta.url));
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const HOOKS = new URL("../bench/module-count-hooks.mjs", import.meta.url).href;
const BUILT = ["log", "scoring", "table"].every((p) =>
  existsSync(join(ROOT, "packages", p, "dist/node/index.js")),
);

/** Runs an ES module program in a plain `node` (no `source` condition, no tsx) from tools/: its stdout and stderr. */
const node = (program: string): { readonly out: string; readonly err: string } => {
  const { NODE_OPTIONS: _, ...env } = process.env;
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", program], {
    cwd: TOOLS,
    encoding: "utf8",
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`node exited ${r.status}: ${r.stderr}`);
  return { out: r.stdout, err: r.stderr };
};

/** The example logs of the repository (examples/**.jsonl), by path. */
const examples = (): string[] =>
  readdirSync(join(ROOT, "examples"), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".jsonl"))
    .map((f) => join(ROOT, "examples", f))
    .sort();

describe.skipIf(!BUILT)("the built packages in Node.js (dist/node)", () => {
  it.each(["@bridgelaw/log", "@bridgelaw/scoring", "@bridgelaw/table"])(
    "importing %s loads none of Effect's Schema modules",
    (name) => {
      const { err } = node(
        `import { register } from "node:module"; register(${JSON.stringify(HOOKS)}); await import(${JSON.stringify(name)});`,
      );
      const effect = err
        .split("\n")
        .filter((u) => u.startsWith("file:") && /\/effect\/dist\//u.test(u))
        .map((u) => u.replace(/.*\/effect\/dist\//u, ""));
      expect(effect.filter((m) => /Schema|schema\//u.test(m))).toEqual([]);
      // What it does load of Effect: its tagged errors (effect/Data), a few modules.
      expect(effect.length).toBeLessThan(20);
    },
  );

  it("answers as the sources do: replays, refusals, decoded events and commands, JSON Schemas", () => {
    const logs = examples();
    expect(logs.length).toBeGreaterThan(20);
    const damaged = (text: string): string => text.replace(/"card":"(..)"/u, '"card":"S1"');
    const event = { type: "CallMade", seat: "N", call: "1NT" };
    const command = { type: "MakeCall", seat: "N", call: "1NT", actor: { role: "player", seat: "N" } };
    const { out } = node(`
      import { readFileSync } from "node:fs";
      import * as T from "@bridgelaw/table";
      const logs = ${JSON.stringify(logs)};
      const damaged = ${damaged.toString()};
      const attempt = (f) => { try { return f(); } catch (e) { return { thrown: String(e) }; } };
      const replays = logs.map((f) => { const text = readFileSync(f, "utf8"); return [T.replayLog(text), T.replayLog(damaged(text))]; });
      process.stdout.write(JSON.stringify({
        replays,
        event: attempt(() => T.decodeTableEvent(${JSON.stringify(event)})),
        command: attempt(() => T.decodeTableCommand(${JSON.stringify(command)})),
        badCommand: attempt(() => T.decodeTableCommand({ ...${JSON.stringify(command)}, seat: "Q" })),
        logLine: T.logLineJsonSchema(),
        view: T.viewJsonSchema(),
      }));
    `);
    const built = JSON.parse(out);
    const attempt = (f: () => unknown): unknown => {
      try {
        return f();
      } catch (e) {
        return { thrown: String(e) };
      }
    };
    const replays = logs.map((f) => {
      const text = readFileSync(f, "utf8");
      return [replayLog(text), replayLog(damaged(text))];
    });
    expect(built.replays).toEqual(JSON.parse(JSON.stringify(replays)));
    expect(built.event).toEqual(attempt(() => decodeTableEvent(event)));
    expect(built.command).toEqual(JSON.parse(JSON.stringify(attempt(() => decodeTableCommand(command)))));
    expect(built.badCommand).toEqual(attempt(() => decodeTableCommand({ ...command, seat: "Q" })));
    expect(built.badCommand).toHaveProperty("thrown");
    const schema = (name: string): unknown =>
      JSON.parse(readFileSync(join(ROOT, "packages/table/schema", name), "utf8"));
    expect(built.logLine).toEqual(schema("log-line.v1.json"));
    expect(built.view).toEqual(schema("view.v1.json"));
  });
});
