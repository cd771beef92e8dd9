import { afterAll, describe, it } from "vitest";
import { runInProcess as run } from "../testing/in-process.ts";
import { hasStackTrace, tempDir } from "../testing/run-cli.ts";

const DEAL = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";
const LOG = [
  `{"type":"BoardStarted","board":2,"deal":"${DEAL}"}`,
  `{"type":"CallMade","seat":"E","call":"1NT"}`,
  `{"type":"CallMade","seat":"S","call":"1S"}`,
  `{"type":"OptionChosen","seat":"W","law":"27A1","option":"refuse"}`,
  `{"type":"CallMade","seat":"S","call":"P"}`,
].join("\n");

describe("bridgelaw audit", { timeout: 60_000 }, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);
  it("27: prints each event, then what the Law derived from it, then what is open", async ({ expect }) => {
    const r = await run(["audit", tmp.write("ib.jsonl", `${LOG}\n`)]);
    expect(r.code).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines[0]).toMatch(/^1 {2}BoardStarted board=2 deal=N:/);
    expect(lines).toContain("3  CallMade S 1S");
    expect(r.stdout).toMatch(/3 {2}CallMade S 1S\n\s+→ Law 18D: South's 1S is insufficient over 1NT/);
    expect(r.stdout).toMatch(
      /4 {2}OptionChosen W law=27A1 option=refuse\n\s+→ Law 27B: West does not accept 1S/,
    );
    expect(r.stdout).toMatch(
      /ruling needed \(Law 27B1, position 5\): is South's P, replacing the insufficient 1S/,
    );
  });
  it("an invalid log: the timeline up to the bad line, then one line naming it (exit 1)", async ({
    expect,
  }) => {
    const r = await run([
      "audit",
      tmp.write("bad.jsonl", `${LOG}\n{"type":"CallMade","seat":"Q","call":"P"}\n`),
    ]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/5 {2}CallMade S P/);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/bad\.jsonl: line 6: /);
    expect(hasStackTrace(r.stderr)).toBe(false);
  });
  it("a usage error exits 2", async ({ expect }) => {
    expect((await run(["audit"])).code).toBe(2);
  });
});
