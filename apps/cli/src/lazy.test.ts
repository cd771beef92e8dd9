/**
 * The lazy wiring of `cli.ts` (issue 14): each command's module is loaded only when the command line names
 * it, and the root help, which lists every command without loading them, says what each module says.
 */
import { describe, expect, it } from "vitest";
import { COMMANDS, commandsToLoad } from "./cli.ts";
import { runInProcess } from "./testing/in-process.ts";

describe("commands loaded on demand", () => {
  it("each listed command loads a module whose command has that name and that summary", async () => {
    for (const c of COMMANDS) {
      const command = await c.load();
      expect(command.name).toBe(c.name);
      expect(command.shortDescription, c.name).toBe(c.summary);
    }
    expect(new Set(COMMANDS.map((c) => c.name)).size).toBe(COMMANDS.length);
  });

  it("only the command the line names is loaded; none for help, version or an unknown command; all for completions", () => {
    expect(commandsToLoad(["replay", "--json", "a.jsonl"])).toEqual(["replay"]);
    expect(commandsToLoad(["--help", "verify"])).toEqual(["verify"]);
    expect(commandsToLoad(["score", "replay"])).toEqual(["score"]); // a file named replay
    expect(commandsToLoad(["--help"])).toEqual([]);
    expect(commandsToLoad(["--version"])).toEqual([]);
    expect(commandsToLoad([])).toEqual([]);
    expect(commandsToLoad(["nosuch"])).toEqual([]);
    expect(commandsToLoad(["--completions", "bash"])).toEqual(COMMANDS.map((c) => c.name));
  });

  it("the root help lists every command with its summary; an unknown command is a usage error naming it", async () => {
    const help = await runInProcess(["--help"]);
    expect(help.code).toBe(0);
    for (const c of COMMANDS)
      expect(help.stdout).toMatch(new RegExp(`^\\s+${c.name}\\s+${literal(c.summary)}$`, "m"));
    const unknown = await runInProcess(["nosuch"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr + unknown.stdout).toContain('Unknown subcommand "nosuch"');
  });
});

const literal = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
