import { readFileSync, writeFileSync } from "node:fs";
import * as NodeServices from "@effect/platform-node/NodeServices";
import { Effect } from "effect";
import { afterAll, describe, it } from "vitest";
import { appendToLogFile } from "../logs.ts";
import { DOUBLED_DOWN, GRAND_SLAM, PASSED_OUT } from "../testing/fixtures.ts";
import { runInProcess as run } from "../testing/in-process.ts";
import { hasStackTrace, tempDir } from "../testing/run-cli.ts";

const OPTIONS = { timeout: 120_000, concurrent: true } as const;

type Rec = Record<string, unknown>;
const records = (text: string): Rec[] =>
  text
    .trimEnd()
    .split("\n")
    .map((l) => JSON.parse(l) as Rec);
const lines = (rs: readonly Rec[]): string => rs.map((r) => `${JSON.stringify(r)}\n`).join("");
const strip = (r: Rec): Rec => {
  const { seq: _s, prev: _p, hash: _h, ...rest } = r;
  return rest;
};

describe("anchors: seal prints the head, verify --head checks it", OPTIONS, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);

  it("seal prints the head and the event count, --head-out writes it; verify --head HASH|FILE accepts the log", async ({
    expect,
  }) => {
    const plain = tmp.write("board.jsonl", DOUBLED_DOWN);
    const out = `${tmp.dir}/board.sealed.jsonl`;
    const headFile = `${tmp.dir}/board.head`;
    const sealed = await run(["seal", plain, "--out", out, "--head-out", headFile]);
    expect(sealed.code).toBe(0);
    const last = records(readFileSync(out, "utf8")).at(-1)!;
    expect(sealed.stdout).toBe(`${out}: sealed, 60 events, head ${last.hash}\n`);
    expect(JSON.parse(readFileSync(headFile, "utf8"))).toEqual({ head: last.hash, events: 60, log: out });
    // to standard output: the log there, the head on standard error
    const piped = await run(["seal", "-"], DOUBLED_DOWN);
    expect(piped.stdout).toBe(readFileSync(out, "utf8"));
    expect(piped.stderr).toBe(`<stdin>: sealed, 60 events, head ${last.hash}\n`);
    for (const head of [String(last.hash), String(last.hash).toUpperCase(), headFile]) {
      const v = await run(["verify", "--head", head, out]);
      expect(v.code).toBe(0);
      expect(v.stdout).toBe(
        `${out}: sealed, 60 events, chain intact, head ${last.hash}, the expected head\n`,
      );
    }
    const bare = tmp.write("bare.head", `  ${last.hash}\n`);
    expect((await run(["verify", "--head", bare, out])).code).toBe(0);
  });

  it("verify --head fails on a truncated log, naming the first missing line", async ({ expect }) => {
    const sealedText = (await run(["seal", "-"], GRAND_SLAM)).stdout;
    const all = records(sealedText);
    const headFile = tmp.write("grand.head", JSON.stringify({ head: all.at(-1)!.hash, events: all.length }));
    const cut = tmp.write("cut.jsonl", lines(all.slice(0, 50)));
    // without the head the chain alone holds
    expect((await run(["verify", cut])).code).toBe(0);
    const r = await run(["verify", "--head", headFile, cut]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      `${cut}: head mismatch at position 51 (line 51): the log ends at record 50 but the expected head is that of record 57: 7 records missing at the end (cut off), or the log was replaced\n`,
    );
    const byHash = await run(["verify", "--head", String(all.at(-1)!.hash), cut]);
    expect(byHash.code).toBe(1);
    expect(byHash.stderr).toMatch(/head mismatch at position 51 \(line 51\): the log ends at record 50/);
  });

  it("verify --head fails on a log edited and sealed again (re-chained), which verifies alone", async ({
    expect,
  }) => {
    const sealedText = (await run(["seal", "-"], GRAND_SLAM)).stdout;
    const all = records(sealedText);
    const head = String(all.at(-1)!.hash);
    // West's ♠2 becomes ♠5: strip every seal field, edit, seal again
    const edited = all.map((r) => {
      const { seq: _s, prev: _p, hash: _h, sealed: _m, ...rest } = r;
      return rest.card === "S2" ? { ...rest, note: "edited" } : rest;
    });
    const resealed = await run(["seal", "-"], lines(edited));
    expect(resealed.code).toBe(0);
    const file = tmp.write("resealed.jsonl", resealed.stdout);
    expect((await run(["verify", file])).code).toBe(0);
    const r = await run(["verify", "--head", head, file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      new RegExp(`^${file}: head mismatch at position 58 \\(line 58\\): the log ends at record 57`),
    );
    const withCount = tmp.write("grand2.head", JSON.stringify({ head, events: 57 }));
    expect((await run(["verify", "--head", withCount, file])).stderr).toContain(
      "the hash of record 57, the last, is not the expected head: the log was edited and sealed again, or replaced",
    );
  });

  it("records appended after the published head are named", async ({ expect }) => {
    const all = records((await run(["seal", "-"], PASSED_OUT)).stdout);
    const file = tmp.write("passed.sealed.jsonl", lines(all));
    const r = await run(["verify", "--head", String(all[2]!.hash), file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      "head mismatch at position 4 (line 4): record 4 follows the expected head (the hash of record 3): 2 records added after the head was taken",
    );
  });

  it("a stripped seal fails verify: 'seal removed at line N', edited or not; seal refuses it too", async ({
    expect,
  }) => {
    const all = records((await run(["seal", "-"], DOUBLED_DOWN)).stdout);
    const stripped = all.map(strip);
    const editedText = lines(stripped.map((r) => (r.call === "X" ? { ...r, note: "edited" } : r)));
    for (const [name, text] of [
      ["stripped.jsonl", lines(stripped)],
      ["stripped-edited.jsonl", editedText],
    ] as const) {
      const file = tmp.write(name, text);
      const r = await run(["verify", file]);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe("");
      expect(r.stderr).toBe(
        `${file}: seal removed at line 1: record 1 carries the seal marker ("sealed") but no record has seq, prev or hash: the log was sealed, and its seal stripped\n`,
      );
      const s = await run(["seal", file]);
      expect(s.code).toBe(1);
      expect(s.stderr).toMatch(/seal removed at line 1: .*\(not sealed\)$/m);
    }
    // the seal stripped from one line only
    const one = tmp.write("one-stripped.jsonl", lines(all.with(4, strip(all[4]!))));
    const r = await run(["verify", one]);
    expect(r.stderr).toBe(
      `${one}: seal removed at line 5: record 5 has no seq, prev or hash, but the log is sealed\n`,
    );
  });

  it("verify --require-sealed: an unsealed log is exit 1, a sealed one exit 0", async ({ expect }) => {
    const plain = tmp.write("plain.jsonl", PASSED_OUT);
    const sealed = tmp.write("sealed.jsonl", (await run(["seal", "-"], PASSED_OUT)).stdout);
    const [a, b, c] = await Promise.all([
      run(["verify", "--require-sealed", plain]),
      run(["verify", "--require-sealed", sealed]),
      run(["verify", plain]),
    ]);
    expect(a).toMatchObject({
      code: 1,
      stdout: "",
      stderr: `${plain}: not sealed, 5 events: a sealed log is required\n`,
    });
    expect(b.code).toBe(0);
    expect(c).toMatchObject({ code: 0, stdout: `${plain}: unsealed, 5 events\n` });
  });

  it("a log sealed before the seal marker still verifies, reported as such; seal adds the marker and says so", async ({
    expect,
  }) => {
    // the old chain: the same algorithm without the marker
    const { hashEnvelope } = await import("@bridgelaw/log");
    let prev = "0".repeat(64);
    const old = records(PASSED_OUT).map((r, i) => {
      const body = { ...r, seq: i + 1, prev };
      prev = hashEnvelope(body);
      return { ...body, hash: prev };
    });
    const file = tmp.write("old.jsonl", lines(old));
    const v = await run(["verify", file]);
    expect(v.code).toBe(0);
    expect(v.stdout).toBe(
      `${file}: sealed, 5 events, chain intact, head ${prev} (sealed before the seal marker: keep its head to detect a stripped seal)\n`,
    );
    const out = `${tmp.dir}/old.resealed.jsonl`;
    const s = await run(["seal", file, "--out", out]);
    expect(s.code).toBe(0);
    expect(s.stdout).toMatch(
      new RegExp(
        `^${out}: was sealed before the seal marker \\(head ${prev}\\): sealed again with it, so its head changed\n${out}: sealed, 5 events, head [0-9a-f]{64}\n$`,
      ),
    );
    expect((await run(["verify", out])).stdout).not.toContain("before the seal marker");
  });

  it("an empty file is not a log: verify and seal exit 1 with a clear message", async ({ expect }) => {
    const empty = tmp.write("empty.jsonl", "");
    const blank = tmp.write("blank.jsonl", "\n  \r\n\uFEFF");
    const [a, b, c] = await Promise.all([
      run(["verify", empty]),
      run(["verify", blank]),
      run(["seal", empty]),
    ]);
    expect(a).toMatchObject({
      code: 1,
      stdout: "",
      stderr: `${empty}: empty log: no records (an empty file is not a log)\n`,
    });
    expect(b.code).toBe(1);
    expect(c.code).toBe(1);
    expect(c.stderr).toMatch(/empty log/);
  });

  it("usage: --head with two logs is exit 2; a --head that is neither a hash nor a head file is exit 1", async ({
    expect,
  }) => {
    const a = tmp.write("u1.jsonl", PASSED_OUT);
    const notHead = tmp.write("not.head", "hello\n");
    const [two, bad, missing] = await Promise.all([
      run(["verify", "--head", "0".repeat(64), a, a]),
      run(["verify", "--head", notHead, a]),
      run(["verify", "--head", `${tmp.dir}/none.head`, a]),
    ]);
    expect(two.code).toBe(2);
    expect(two.stderr).toContain("--head checks one log");
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(`${notHead}: not a head file`);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("cannot read: no such file");
    expect(hasStackTrace(two.stderr + bad.stderr + missing.stderr)).toBe(false);
  });

  it("replay and audit of a sealed log check its chain: an edit that the Laws accept, or a stripped seal, is exit 1 with verify's line", async ({
    expect,
  }) => {
    const sealedText = (await run(["seal", "-"], DOUBLED_DOWN)).stdout;
    const all = records(sealedText);
    const intact = tmp.write("r-intact.jsonl", sealedText);
    // a fact changed that still replays: the event's name on the first record
    const edited = tmp.write(
      "r-edited.jsonl",
      lines([{ ...all[0]!, event: "Another event" }, ...all.slice(1)]),
    );
    const stripped = tmp.write("r-stripped.jsonl", lines(all.map(strip)));
    for (const command of ["replay", "audit"]) {
      const ok = await run([command, intact]);
      expect(ok.code).toBe(0);
      expect(ok.stderr).toBe("");
      const e = await run([command, edited]);
      expect(e.code).toBe(1);
      expect(e.stdout).not.toBe(""); // the board is still printed, as the log stands
      expect(e.stderr).toBe(
        `${edited}: chain broken at position 1 (line 1): record 1 has a hash that does not match its content (the board printed is the log as it stands)\n`,
      );
      const s = await run([command, stripped]);
      expect(s.code).toBe(1);
      expect(s.stderr).toMatch(
        new RegExp(`^${stripped.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: seal removed at line 1: `),
      );
    }
    // an unsealed log has no chain to check
    expect((await run(["replay", tmp.write("r-plain.jsonl", DOUBLED_DOWN)])).code).toBe(0);
  });
});

describe("anchors: a session manifest anchors every board of a session with one hash", OPTIONS, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);

  const session = async (name: string) => {
    const dir = `${tmp.dir}/${name}`;
    const boards: Record<string, string> = {
      "t1/b1.jsonl": GRAND_SLAM,
      "t1/b2.jsonl": PASSED_OUT,
      "t2/b4.jsonl": DOUBLED_DOWN,
    };
    for (const [file, text] of Object.entries(boards)) {
      const plain = tmp.write(`${name}-${file.replace("/", "-")}`, text);
      const { mkdirSync } = await import("node:fs");
      mkdirSync(`${dir}/${file.split("/")[0]}`, { recursive: true });
      const r = await run(["seal", plain, "--out", `${dir}/${file}`]);
      if (r.code !== 0) throw new Error(r.stderr);
    }
    const made = await run([
      "manifest",
      dir,
      "--out",
      `${dir}/manifest.jsonl`,
      "--head-out",
      `${dir}.head`,
      "--name",
      "Club night",
    ]);
    return { dir, manifest: `${dir}/manifest.jsonl`, headFile: `${dir}.head`, made };
  };

  it("manifest writes a sealed manifest of every sealed log and prints its head; verify --session checks them all", async ({
    expect,
  }) => {
    const { dir, manifest, headFile, made } = await session("ok");
    expect(made.code).toBe(0);
    const m = records(readFileSync(manifest, "utf8"));
    expect(made.stdout).toBe(
      `${manifest}: session manifest of 3 logs, sealed, 4 records, head ${m.at(-1)!.hash}\n`,
    );
    expect(m[0]).toMatchObject({
      type: "SessionManifest",
      format: 1,
      logs: 3,
      name: "Club night",
      sealed: "sha256-chain/1",
    });
    expect(m.slice(1).map((r) => [r.type, r.log, r.events, r.board])).toEqual([
      ["LogHead", "t1/b1.jsonl", 57, 1],
      ["LogHead", "t1/b2.jsonl", 5, 2],
      ["LogHead", "t2/b4.jsonl", 60, 4],
    ]);
    expect(JSON.parse(readFileSync(headFile, "utf8"))).toEqual({
      head: m.at(-1)!.hash,
      events: 4,
      log: manifest,
    });
    const v = await run(["verify", "--session", manifest, "--head", headFile]);
    expect(v.code).toBe(0);
    expect(v.stderr).toBe("");
    expect(v.stdout.split("\n")).toEqual([
      `${manifest}: session manifest of 3 logs, sealed, chain intact, head ${m.at(-1)!.hash}, the expected head`,
      `${dir}/t1/b1.jsonl: sealed, 57 events, chain intact, head ${m[1]!.head}, as in the manifest`,
      `${dir}/t1/b2.jsonl: sealed, 5 events, chain intact, head ${m[2]!.head}, as in the manifest`,
      `${dir}/t2/b4.jsonl: sealed, 60 events, chain intact, head ${m[3]!.head}, as in the manifest`,
      `${manifest}: every log of the session is intact and ends at its head in the manifest`,
      "",
    ]);
    // verify alone checks the manifest's chain and says what --session adds
    expect((await run(["verify", manifest])).stdout).toContain(
      "(a session manifest: verify --session also checks its logs)",
    );
  });

  it("verify --session fails on a board edited and sealed again, a board cut, and a manifest cut or re-sealed", async ({
    expect,
  }) => {
    const { dir, manifest, headFile } = await session("tampered");
    // board 2 edited then sealed again: its own chain holds
    const b2 = `${dir}/t1/b2.jsonl`;
    const edited = records(readFileSync(b2, "utf8")).map((r) => {
      const { seq: _s, prev: _p, hash: _h, sealed: _m, ...rest } = r;
      return rest.type === "CallMade" && rest.seat === "E" ? { ...rest, call: "1S" } : rest;
    });
    const resealed = await run(["seal", "-"], lines(edited));
    writeFileSync(b2, resealed.stdout);
    // board 4 cut short
    const b4 = `${dir}/t2/b4.jsonl`;
    writeFileSync(b4, lines(records(readFileSync(b4, "utf8")).slice(0, 40)));
    const r = await run(["verify", "--session", manifest, "--head", headFile]);
    expect(r.code).toBe(1);
    const errors = r.stderr.trimEnd().split("\n");
    expect(errors).toEqual([
      expect.stringMatching(
        new RegExp(`^${b2}: head mismatch at position 5 \\(line 5\\): .* \\(${manifest}, line 3\\)$`),
      ),
      expect.stringMatching(
        new RegExp(
          `^${b4}: head mismatch at position 41 \\(line 41\\): the log ends at record 40 but the expected head is that of record 60: 20 records missing .* \\(${manifest}, line 4\\)$`,
        ),
      ),
      `${manifest}: 2 of 3 logs failed`,
    ]);
    // the manifest cut: its first record says how many logs it lists
    const cut = tmp.write("cut-manifest.jsonl", lines(records(readFileSync(manifest, "utf8")).slice(0, 3)));
    const c = await run(["verify", "--session", cut]);
    expect(c.code).toBe(1);
    expect(c.stderr).toBe(
      `${cut}: line 1: record 1 says 3 logs but the manifest lists 2: records are missing\n`,
    );
    // a manifest written again over the tampered boards: it verifies alone, not against the published head
    const again = `${dir}/manifest2.jsonl`;
    expect((await run(["manifest", dir, "--out", again])).code).toBe(0);
    expect((await run(["verify", "--session", again])).code).toBe(0);
    const v = await run(["verify", "--session", again, "--head", headFile]);
    expect(v.code).toBe(1);
    expect(v.stderr).toMatch(
      new RegExp(
        `^${again}: head mismatch at position 4 \\(line 4\\): the hash of record 4, the last, is not the expected head`,
      ),
    );
  });

  it("manifest refuses a log that is not sealed, or broken, and writes nothing", async ({ expect }) => {
    const dir = `${tmp.dir}/refused`;
    const { mkdirSync, existsSync } = await import("node:fs");
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/plain.jsonl`, PASSED_OUT);
    const sealed = records((await run(["seal", "-"], PASSED_OUT)).stdout);
    writeFileSync(`${dir}/broken.jsonl`, lines(sealed.with(2, { ...sealed[2]!, call: "X" })));
    const r = await run(["manifest", dir, "--out", `${dir}/manifest.jsonl`]);
    expect(r.code).toBe(1);
    expect(r.stderr.trimEnd().split("\n")).toEqual([
      `${dir}/broken.jsonl: chain broken at position 3 (line 3): record 3 has a hash that does not match its content`,
      `${dir}/plain.jsonl: not sealed: seal it first (bridgelaw seal --in-place ${dir}/plain.jsonl)`,
      `${dir}/manifest.jsonl: not written (2 problems)`,
    ]);
    expect(existsSync(`${dir}/manifest.jsonl`)).toBe(false);
  });
});

describe(
  "appendToLogFile: append events to a sealed log file (verify, then extend the chain)",
  OPTIONS,
  () => {
    const tmp = tempDir();
    afterAll(tmp.remove);
    const append = (file: string, rs: readonly Rec[], head?: string) =>
      Effect.runPromise(
        appendToLogFile(file, rs, head === undefined ? {} : { head }).pipe(
          Effect.result,
          Effect.provide(NodeServices.layer),
        ),
      );

    it("appends sealed records to a sealed log, keeping its bytes; verify then gives the new head", async ({
      expect,
    }) => {
      const sealedText = (await run(["seal", "-"], PASSED_OUT)).stdout;
      const file = tmp.write("appended.jsonl", sealedText);
      const oldHead = String(records(sealedText).at(-1)!.hash);
      const ruling = { type: "DirectorRuled", law: "81C", by: "TD", note: "no irregularity" };
      const result = await append(file, [ruling], oldHead);
      expect(result._tag).toBe("Success");
      const text = readFileSync(file, "utf8");
      expect(text.startsWith(sealedText)).toBe(true);
      const added = records(text).at(-1)!;
      expect(added).toMatchObject({ ...ruling, seq: 6, prev: oldHead });
      expect(result._tag === "Success" && result.success).toEqual({
        count: 6,
        sealed: true,
        head: added.hash,
      });
      expect((await run(["verify", "--head", String(added.hash), file])).code).toBe(0);
      // against the old head, the new record is named
      expect((await run(["verify", "--head", oldHead, file])).stderr).toContain(
        "record 6 follows the expected head",
      );
    });

    it("refuses a log whose chain is broken, or that does not end at the head given, and writes nothing", async ({
      expect,
    }) => {
      const all = records((await run(["seal", "-"], PASSED_OUT)).stdout);
      const broken = tmp.write("broken.jsonl", lines(all.with(1, { ...all[1]!, call: "X" })));
      const before = readFileSync(broken, "utf8");
      const r = await append(broken, [{ type: "DirectorRuled", law: "81C" }]);
      expect(r._tag === "Failure" && r.failure.message).toBe(
        `${broken}: line 2: record 2 has a hash that does not match its content (nothing appended)`,
      );
      expect(readFileSync(broken, "utf8")).toBe(before);
      const cut = tmp.write("cut.jsonl", lines(all.slice(0, 3)));
      const c = await append(cut, [{ type: "DirectorRuled", law: "81C" }], String(all.at(-1)!.hash));
      expect(c._tag === "Failure" && c.failure.message).toMatch(/line 4: the log ends at record 3/);
    });
  },
);
