import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, it } from "vitest";
import { GRAND_SLAM, OPTION_PENDING } from "../testing/fixtures.ts";
import { runInProcess as run } from "../testing/in-process.ts";
import { hasStackTrace, tempDir } from "../testing/run-cli.ts";

/*
 * Issue 26 point 2: every command that reads board logs checks the chain of a sealed log first. A log sealed,
 * then edited (a call changed, its hash left as it was), is refused by each reader: the file and the line on
 * standard error, exit 1, the board left out; `--allow-broken` reads it as it stands and marks the board in
 * the output itself. A log whose seal was stripped is refused the same way.
 */

const OPTIONS = { timeout: 180_000 } as const;
const EXAMPLES = new URL("../../../../examples/", import.meta.url).pathname;

type Rec = Record<string, unknown>;
const records = (text: string): Rec[] =>
  text
    .trimEnd()
    .split("\n")
    .map((l) => JSON.parse(l) as Rec);
const lines = (rs: readonly Rec[]): string => rs.map((r) => `${JSON.stringify(r)}\n`).join("");

/** The sealed text of a log. */
const sealed = async (text: string): Promise<string> => {
  const r = await run(["seal", "-"], text);
  if (r.code !== 0) throw new Error(`seal: ${r.stderr}`);
  return r.stdout;
};

/** A sealed log with one record changed after sealing (its hash kept): the chain breaks at that line. */
const edited = (sealedText: string, at: (r: Rec) => boolean, change: (r: Rec) => Rec): string => {
  const all = records(sealedText);
  const i = all.findIndex(at);
  if (i < 0) throw new Error("nothing to edit");
  all[i] = change(all[i]!);
  return lines(all);
};

/** A sealed log with its seal fields removed from every record, the seal marker left on the first. */
const stripped = (sealedText: string): string =>
  lines(
    records(sealedText).map((r) => {
      const { seq: _s, prev: _p, hash: _h, ...rest } = r;
      return rest;
    }),
  );

describe("every reader checks the chain of a sealed log first (issue 26)", OPTIONS, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);

  const grand = async () => {
    const text = await sealed(GRAND_SLAM);
    // the second record, North's 7NT, changed to 6NT after sealing
    const bad = edited(
      text,
      (r) => r.call === "7NT",
      (r) => ({ ...r, call: "6NT" }),
    );
    return { text, bad };
  };

  it("score: an edited sealed log in a session is refused, naming the file and line; --allow-broken scores it, marked", async ({
    expect,
  }) => {
    const dir = join(tmp.dir, "pairs");
    cpSync(join(EXAMPLES, "session/pairs"), dir, { recursive: true });
    for (const f of readdirSync(dir).filter((f) => f.endsWith(".jsonl"))) {
      const path = join(dir, f);
      writeFileSync(path, await sealed(readFileSync(path, "utf8")));
    }
    const victim = join(dir, "b1-t1.jsonl");
    writeFileSync(
      victim,
      edited(
        readFileSync(victim, "utf8"),
        (r) => r.type === "CallMade" && r.call === "2S",
        (r) => ({ ...r, call: "3S" }),
      ),
    );
    const r = await run(["score", dir, "--json"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${victim}: chain broken at position 2 (line 2)`);
    expect(r.stderr).toContain("the board is left out");
    const out = JSON.parse(r.stdout);
    expect(out.results).toBe(15);
    expect(hasStackTrace(r.stderr)).toBe(false);
    const allowed = await run(["score", dir, "--json", "--allow-broken"]);
    expect(allowed.code).toBe(0);
    const scored = JSON.parse(allowed.stdout);
    expect(scored.results).toBe(16);
    expect(JSON.stringify(scored.notes)).toContain("BROKEN CHAIN");
    expect(allowed.stderr).toContain("scored as it stands: --allow-broken");
    // a seal stripped (the marker left: verify tells a stripped seal from a log never sealed) is refused too
    writeFileSync(
      victim,
      stripped(await sealed(readFileSync(join(EXAMPLES, "session/pairs/b1-t1.jsonl"), "utf8"))),
    );
    const strippedRun = await run(["score", dir, "--json"]);
    expect(strippedRun.code).toBe(1);
    expect(strippedRun.stderr).toContain(`${victim}: seal removed at line 1`);
    expect(JSON.parse(strippedRun.stdout).results).toBe(15);
  });

  it("score --manifest: the whole session verifies before anything is scored; a log edited after the manifest stops it", async ({
    expect,
  }) => {
    const dir = join(tmp.dir, "manifested");
    cpSync(join(EXAMPLES, "session/pairs"), dir, { recursive: true });
    const logs = readdirSync(dir).filter((f) => f.endsWith(".jsonl"));
    for (const f of logs) writeFileSync(join(dir, f), await sealed(readFileSync(join(dir, f), "utf8")));
    const manifest = join(dir, "manifest.session");
    const m = await run(["manifest", ...logs.map((f) => join(dir, f)), "--out", manifest]);
    expect(m.code).toBe(0);
    const head = /head ([0-9a-f]{64})/.exec(m.stdout + m.stderr)![1]!;
    const ok = await run(["score", "--manifest", manifest, "--head", head, "--json"]);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout).results).toBe(16);
    const wrongHead = await run(["score", "--manifest", manifest, "--head", "0".repeat(64), "--json"]);
    expect(wrongHead.code).toBe(1);
    expect(wrongHead.stdout).toBe("");
    const victim = join(dir, logs[3]!);
    writeFileSync(
      victim,
      edited(
        readFileSync(victim, "utf8"),
        (r) => r.type === "CallMade",
        (r) => ({ ...r, note: "edited" }),
      ),
    );
    const broken = await run(["score", "--manifest", manifest, "--json"]);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toBe("");
    expect(broken.stderr).toContain(victim);
    expect(broken.stderr).toContain("nothing is scored");
    const usage = await run(["score", "--head", head]);
    expect(usage.code).toBe(2);
  });

  it("export: an edited sealed log is refused; --allow-broken exports it with a BROKEN CHAIN comment (PBN) or note (LIN)", async ({
    expect,
  }) => {
    const { bad } = await grand();
    const file = tmp.write("export-bad.jsonl", bad);
    const r = await run(["export", file, "--to", "pbn"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(`${file}: chain broken at position 2 (line 2)`);
    const pbn = await run(["export", file, "--to", "pbn", "--allow-broken"]);
    expect(pbn.code).toBe(0);
    expect(pbn.stdout).toContain("{bridgelaw: BROKEN CHAIN:");
    const lin = await run(["export", file, "--to", "lin", "--allow-broken"]);
    expect(lin.code).toBe(0);
    expect(lin.stdout).toContain("nt|bridgelaw: BROKEN CHAIN:");
  });

  it("diff: an edited sealed log is refused; --allow-broken compares it, marked", async ({ expect }) => {
    const { text, bad } = await grand();
    const a = tmp.write("diff-a.jsonl", text);
    const b = tmp.write("diff-b.jsonl", bad);
    const r = await run(["diff", a, b]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${b}: chain broken at position 2 (line 2)`);
    const allowed = await run(["diff", a, b, "--allow-broken"]);
    expect(allowed.code).toBe(0);
    expect(allowed.stdout).toMatch(/^BROKEN CHAIN: /);
  });

  it("claim: an edited sealed log is refused; --allow-broken checks its claim, marked", async ({
    expect,
  }) => {
    const text = await sealed(
      readFileSync(join(EXAMPLES, "claims/W14a-70C-outstanding-trump.jsonl"), "utf8"),
    );
    const bad = edited(
      text,
      (r) => r.type === "CallMade",
      (r) => ({ ...r, note: "edited after sealing" }),
    );
    const file = tmp.write("claim-bad.jsonl", bad);
    const r = await run(["claim", file]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/chain broken at position \d+ \(line \d+\)/);
    const allowed = await run(["claim", file, "--allow-broken"]);
    expect(allowed.code).toBe(0);
    expect(allowed.stdout).toMatch(/^BROKEN CHAIN: /);
  });

  it("dd on a board log: its chain is checked first; --allow-broken solves it, marked", async ({
    expect,
  }) => {
    const { bad } = await grand();
    const file = tmp.write("dd-bad.jsonl", bad);
    const r = await run(["dd", "--file", file, "--workers", "1"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("chain broken at position 2 (line 2)");
    const allowed = await run(["dd", "--file", file, "--workers", "1", "--allow-broken"]);
    expect(allowed.code).toBe(0);
    expect(allowed.stdout).toContain("BROKEN CHAIN");
  });

  it("rule, choose, appeal, correct append nothing to an edited sealed log: file and line, exit 1", async ({
    expect,
  }) => {
    const text = await sealed(OPTION_PENDING);
    const bad = edited(
      text,
      (r) => r.type === "CallMade" && r.call === "1NT",
      (r) => ({ ...r, call: "2NT" }),
    );
    for (const args of [
      ["rule", "--law", "27B1", "--answer", "27B1(a)"],
      ["choose", "--seat", "N", "--law", "27A1", "--option", "accept"],
      ["appeal", "lodge", "--about", "2"],
      ["correct", "--tricks", "9"],
    ]) {
      const file = tmp.write(`append-${args[0]}.jsonl`, bad);
      const [command, ...rest] = args as [string, ...string[]];
      const r = await run([
        command,
        ...(command === "appeal" ? [rest[0]!, file, ...rest.slice(1)] : [file, ...rest]),
      ]);
      expect(r.code, `${command}: ${r.stderr}`).toBe(1);
      expect(r.stderr, command).toContain(`${file}: chain broken at position 2 (line 2)`);
      expect(readFileSync(file, "utf8"), `${command} appended nothing`).toBe(bad);
    }
  });

  it("manifest refuses a log whose chain is broken", async ({ expect }) => {
    const { bad } = await grand();
    const file = tmp.write("manifest-bad.jsonl", bad);
    const r = await run(["manifest", file, "--out", join(tmp.dir, "bad.manifest")]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("chain broken at position 2 (line 2)");
  });
});
