import { writeFileSync } from "node:fs";
import { afterAll, describe, it } from "vitest";
import { PASSED_OUT } from "./testing/fixtures.ts";
import { runInProcess as run } from "./testing/in-process.ts";
import { hasStackTrace, tempDir } from "./testing/run-cli.ts";

/**
 * One reader for every command: a line that strict JSON refuses is refused by every command that reads a
 * log, with the same one line naming the file and the line, and exit 1 (issue 18, point 2).
 */
const OPTIONS = { timeout: 120_000, concurrent: true } as const;

const [l1, l2, , l4, l5] = PASSED_OUT.trimEnd().split("\n") as [string, string, string, string, string];
const call = '{"type":"CallMade","seat":"S","call":"P"';

/** Line 3 of the passed-out board, spoilt in each way strict reading refuses, and the reason it gives. */
const SPOILT: readonly {
  readonly name: string;
  readonly line3: string | Uint8Array;
  readonly reason: string;
}[] = [
  { name: "duplicate key", line3: `${call},"call":"7NT"}`, reason: 'duplicate key "call"' },
  {
    name: "duplicate key nested",
    line3: `${call},"x":{"a":1,"b":[{"c":1,"c":2}]}}`,
    reason: 'duplicate key "c" at "x.b[0]"',
  },
  {
    name: "lone surrogate",
    line3: `${call},"note":"\\ud800"}`,
    reason: 'a string has a lone surrogate at "note"',
  },
  {
    name: "deep nesting",
    line3: `${call},"x":${'{"y":'.repeat(10_000)}1${"}".repeat(10_000)}}`,
    reason: "nested deeper than 16 levels",
  },
  { name: "number out of range", line3: `${call},"x":1e999}`, reason: 'a number is out of range at "x"' },
  { name: "byte order mark", line3: `\uFEFF${call}}`, reason: "a byte order mark (U+FEFF) starts this line" },
  {
    name: "invalid UTF-8",
    line3: new Uint8Array([...new TextEncoder().encode(`${call},"note":"`), 0xed, 0xa0, 0x80, 0x22, 0x7d]),
    reason: "not valid UTF-8 text",
  },
];

const COMMANDS: readonly { readonly name: string; readonly args: (file: string, dir: string) => string[] }[] =
  [
    { name: "replay", args: (f) => ["replay", f] },
    { name: "replay --json", args: (f) => ["replay", "--json", f] },
    { name: "audit", args: (f) => ["audit", f] },
    { name: "verify", args: (f) => ["verify", f] },
    { name: "seal", args: (f, d) => ["seal", f, "--out", `${d}/never.jsonl`] },
    { name: "export", args: (f) => ["export", f, "--to", "pbn"] },
    { name: "score", args: (f) => ["score", f, "--method", "mp"] },
    { name: "claim", args: (f) => ["claim", f] },
    { name: "manifest", args: (f, d) => ["manifest", f, "--out", `${d}/manifest.jsonl`] },
  ];

describe("strict JSON: every command that reads a log refuses the same lines the same way", OPTIONS, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);

  const files = SPOILT.map((s) => {
    const file = `${tmp.dir}/${s.name.replaceAll(" ", "-")}.jsonl`;
    const enc = new TextEncoder();
    const head = enc.encode(`${l1}\n${l2}\n`);
    const line3 = typeof s.line3 === "string" ? enc.encode(s.line3) : s.line3;
    const tail = enc.encode(`\n${l4}\n${l5}\n`);
    writeFileSync(file, Buffer.concat([head, line3, tail]));
    return { ...s, file };
  });

  for (const command of COMMANDS) {
    it(`${command.name}: exit 1 and "FILE: line 3: <reason>" for each spoilt line, never a crash`, async ({
      expect,
    }) => {
      for (const s of files) {
        const r = await run(command.args(s.file, tmp.dir));
        expect(r.code, `${command.name} on ${s.name}`).toBe(1);
        expect(r.stderr, `${command.name} on ${s.name}`).toContain(`${s.file}: line 3: ${s.reason}`);
        expect(r.stderr).not.toContain("internal error");
        expect(hasStackTrace(r.stdout + r.stderr)).toBe(false);
      }
    });
  }

  it("the same lines through standard input", async ({ expect }) => {
    for (const s of files.slice(0, 3)) {
      const { readFileSync } = await import("node:fs");
      const r = await run(["verify", "-"], readFileSync(s.file, "utf8"));
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`<stdin>: line 3: ${s.reason}`);
    }
  });

  it("a byte order mark at the start and CRLF line ends are read as if absent", async ({ expect }) => {
    const crlf = tmp.write("crlf.jsonl", `\uFEFF${PASSED_OUT.replaceAll("\n", "\r\n")}`);
    const [replay, verify, plain] = await Promise.all([
      run(["replay", "--json", crlf]),
      run(["verify", crlf]),
      run(["replay", "--json", tmp.write("plain.jsonl", PASSED_OUT)]),
    ]);
    expect(replay.code).toBe(0);
    expect(replay.stdout).toBe(plain.stdout);
    expect(verify.stdout).toBe(`${crlf}: unsealed, 5 events\n`);
    // a sealed log keeps verifying once its line ends are CRLF (the hash is over the records, not the bytes)
    const sealed = (await run(["seal", "-"], PASSED_OUT)).stdout;
    const converted = tmp.write("sealed-crlf.jsonl", `\uFEFF${sealed.replaceAll("\n", "\r\n")}`);
    expect((await run(["verify", converted])).stdout).toMatch(/sealed, 5 events, chain intact/);
  });
});
