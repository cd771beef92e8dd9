import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * What PGlite does with an acknowledged write on disk (README, "Durability"), seen at the system-call level:
 * a child process appends to a PGlite data directory under strace, and writes "ACK n" to its standard output
 * after each append resolves. The trace shows the order of its system calls: each acknowledgement comes after
 * that append's WAL record was written to the operating system (pwrite64 on a pg_wal file), and no
 * fsync-family call is ever made. So an acknowledged record survives the death of the process (kill -9: the
 * kill tests), and is not known to survive a power loss or an operating-system crash: a power-loss-like crash
 * cannot be staged from a test (the page cache of the kernel is not ours to drop), and PGlite gives nothing to
 * test it against. Skipped (and counted) where strace does not run.
 */

const STORE = fileURLToPath(new URL("..", import.meta.url));
const straceRuns = (() => {
  try {
    return spawnSync("strace", ["-qq", "-e", "trace=none", "true"]).status === 0;
  } catch {
    return false;
  }
})();

describe.skipIf(!straceRuns)("PGlite's writes and the disk (strace)", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "bridgelaw-durability-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("each acknowledged append was written to the WAL file before its acknowledgement; nothing is ever fsynced", () => {
    const script = join(dir, "append.mts");
    writeFileSync(
      script,
      `import { writeSync } from "node:fs";
import { EventStore, openPglite } from "${join(STORE, "src/index.ts")}";
const store = await EventStore.open(await openPglite(process.argv[2]));
writeSync(1, "READY\\n");
for (let i = 0; i < 10; i++) {
  await store.append("d/s/r/1/1", [{ type: "DirectorSummoned", seat: "N", note: "r" + i }], { expectedVersion: "any" });
  writeSync(1, "ACK " + i + "\\n");
}
await store.close();
`,
    );
    const data = join(dir, "data");
    // the database is created first (initdb), outside the trace
    const init = spawnSync(process.execPath, ["--conditions=source", "--import", "tsx", script, data], {
      cwd: STORE,
      encoding: "utf8",
    });
    expect(init.status, init.stderr).toBe(0);
    const trace = join(dir, "trace.txt");
    const r = spawnSync(
      "strace",
      [
        "-f",
        "-qq",
        "-e",
        "trace=openat,pwrite64,write,fsync,fdatasync,sync_file_range,syncfs,msync,sync",
        "-o",
        trace,
        process.execPath,
        "--conditions=source",
        "--import",
        "tsx",
        script,
        data,
      ],
      { cwd: STORE, encoding: "utf8" },
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("ACK 9");
    const lines = readFileSync(trace, "utf8").split("\n");
    // no fsync-family call, ever
    expect(lines.filter((l) => /\b(fsync|fdatasync|sync_file_range|syncfs|msync|sync)\(/.test(l))).toEqual(
      [],
    );
    // the WAL files' descriptors, and between two acknowledgements at least one write to one of them
    const wal = new Set<string>();
    let written = 0;
    const acks: number[] = [];
    let ready = false;
    for (const l of lines) {
      const open = /openat\(AT_FDCWD, "[^"]*\/pg_wal\/[0-9A-F]{24}", [^)]*\) = (\d+)/.exec(l);
      if (open) wal.add(open[1]!);
      if (/write\(1, "READY/.test(l)) ready = true;
      const pw = /pwrite64\((\d+),/.exec(l);
      if (ready && pw && wal.has(pw[1]!)) written += 1;
      if (/write\(1, "ACK \d+/.test(l)) {
        acks.push(written);
        written = 0;
      }
    }
    expect(acks).toHaveLength(10);
    for (const n of acks) expect(n).toBeGreaterThan(0);
  });
});
