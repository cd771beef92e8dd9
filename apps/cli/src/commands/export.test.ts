import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, it } from "vitest";
import { runInProcess } from "../testing/in-process.ts";
import { hasStackTrace, tempDir } from "../testing/run-cli.ts";

/** Runs `bridgelaw ARGS` in this process, as main.ts does, with its output captured. */
const run = runInProcess;

const DEAL = "N:KJ3.J7.T742.T654 AQ9.AT42.KQJ96.A T62.Q86.83.K8732 8754.K953.A5.QJ9";
const log = (board: number, event = "Club Night") =>
  [
    `{"type":"BoardStarted","board":${board},"deal":"${DEAL}","event":"${event}"}`,
    ...["P", "P", "P", "P"].map(
      (c, i) => `{"type":"CallMade","seat":"${"NESW"[(board - 1 + i) % 4]}","call":"${c}"}`,
    ),
  ].join("\n");

describe("bridgelaw export", { timeout: 60_000 }, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);
  const one = tmp.write("one.jsonl", `${log(1)}\n`);
  const two = tmp.write("two.jsonl", `${log(2)}\n`);

  it("--to pbn: the export format on standard output, one game a log, in order", async ({ expect }) => {
    const r = await run(["export", one, two, "--to", "pbn"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("export: 2 logs: 2 ok, 0 failed\n"); // the summary of several logs
    expect(r.stdout.startsWith('% PBN 2.1\r\n% EXPORT\r\n[Event "Club Night"]\r\n')).toBe(true);
    expect(r.stdout).toContain('[Board "1"]');
    expect(r.stdout).toContain('\r\n\r\n[Event "Club Night"]\r\n[Site "?"]\r\n[Date "?"]\r\n[Board "2"]');
    expect(r.stdout).toContain('[Declarer ""]\r\n[Contract "Pass"]\r\n[Result ""]');
  });

  it("--to lin: one line a board, the event as the vugraph title", async ({ expect }) => {
    const r = await run(["export", one, two, "--to", "lin"]);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split("\n");
    expect(lines[0]).toBe("vg|Club Night,,,1,2,,,,|");
    expect(lines[1]).toMatch(/^st\|\|md\|3S/);
    expect(lines[2]).toMatch(/ah\|Board 2\|sv\|n\|mb\|p\|mb\|p\|mb\|p\|mb\|p\|/);
  });

  it("a log that does not replay: its file and line on standard error, the others exported (exit 1)", async ({
    expect,
  }) => {
    const bad = tmp.write("bad.jsonl", `${log(3)}\n{"type":"CardPlayed","seat":"N","card":"SA"}\n`);
    const r = await run(["export", one, bad, "--to", "pbn"]);
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toMatch(/bad\.jsonl: line 6: a card played on a passed-out board/);
    expect(r.stdout).toContain('[Board "1"]');
    expect(r.stdout).not.toContain('[Board "3"]');
    expect(hasStackTrace(r.stderr)).toBe(false);
  });

  it("--out FILE: PBN in ISO 8859-1, as the standard asks", async ({ expect }) => {
    const accented = tmp.write("accented.jsonl", `${log(4, "Liège")}\n`);
    const out = join(tmp.dir, "out.pbn");
    const r = await run(["export", accented, "--to", "pbn", "--out", out]);
    expect(r.code).toBe(0);
    const bytes = readFileSync(out);
    expect(bytes.includes(Buffer.from("Li\xe8ge", "latin1"))).toBe(true);
  });

  it("reads standard input; --to is required (exit 2)", async ({ expect }) => {
    const r = await run(["export", "-", "--to", "lin"], `${log(5)}\n`);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("ah|Board 5|");
    expect((await run(["export", one])).code).toBe(2);
  });
});
