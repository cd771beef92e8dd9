import { readFileSync } from "node:fs";
import { replayLog } from "@bridgelaw/table";
import { withWords } from "@bridgelaw/words";
import { afterAll, describe, it } from "vitest";
import {
  BAD_INPUT,
  DOUBLED_DOWN,
  GRAND_SLAM,
  IRREGULAR,
  OPTION_PENDING,
  PASSED_OUT,
  RULING_NEEDED,
} from "./testing/fixtures.ts";
import { runInProcess as run } from "./testing/in-process.ts";
import { hasStackTrace, tempDir } from "./testing/run-cli.ts";

/** The first `n` lines of a log. */
const head = (text: string, n: number): string => `${text.split("\n").slice(0, n).join("\n")}\n`;

/** The view of a log as `--json` prints it (a JSON round trip of replayLog's view). */
/** The view as `replay --json` prints it: its data with the words beside each consequence. */
/** The view as `replay --json` prints it: each consequence and the standing's facts with their words. */
const jsonView = (text: string): unknown => {
  const view = replayLog(text).view;
  return JSON.parse(JSON.stringify(withWords(view)));
};

const OPTIONS = { timeout: 120_000, concurrent: true } as const;

describe("bridgelaw replay", OPTIONS, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);
  const grand = tmp.write("grand.jsonl", GRAND_SLAM);
  const doubled = tmp.write("doubled.jsonl", DOUBLED_DOWN);
  const passed = tmp.write("passed.jsonl", PASSED_OUT);
  const irregular = tmp.write("irregular.jsonl", IRREGULAR);

  it("prints a complete board: header, hands, auction, tricks, contract, result, score, audit", async ({
    expect,
  }) => {
    const r = await run(["replay", grand]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    const out = r.stdout;
    expect(out).toContain("Board 1   Dealer: North   Vulnerability: None");
    expect(out).toContain("              North (dealer)\n              ♠ AKQJ\n");
    expect(out).toContain("♠ 2                             ♠ 10987");
    expect(out).toContain(
      "Auction\n  West    North   East    South\n          7NT     Pass    Pass\n  Pass\n",
    );
    expect(out).toContain("     1   East     ♠2      ♠A     >♠10     ♠3     North");
    expect(out).toContain("    13   North    ♣5     >♣Q      ♣9      ♣6     North");
    expect(out).toContain(
      "Contract: 7NT by North\nResult:   7NT by North, 13 tricks, made\nScore:    NS +1520, EW -1520",
    );
    expect(out).toContain("Audit trail");
    expect(out).toContain("Law 22A");
  });

  it("--no-audit leaves the audit trail out", async ({ expect }) => {
    const r = await run(["replay", "--no-audit", doubled]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Result:   2♠X by East, 0 tricks, down 8\nScore:    NS +2300, EW -2300");
    expect(r.stdout).not.toContain("Audit trail");
  });

  it("marks irregular calls with their Law; lists options pending, rulings needed and revokes", async ({
    expect,
  }) => {
    const [r, pending, ruling] = await Promise.all([
      run(["replay", irregular]),
      run(["replay", "-"], OPTION_PENDING),
      run(["replay", "-"], RULING_NEEDED),
    ]);
    expect([r.code, pending.code, ruling.code]).toEqual([0, 0, 0]);
    expect(r.stdout).toContain("  1♣*27A1  2♣");
    expect(r.stdout).toContain("  *27A1  position 3, West 1♣: West's 1C is insufficient over 1NT");
    expect(r.stdout).toContain("Revokes\n  trick 2, position 15: East ♥10, committed (Law 61A)");
    expect(r.stdout).toContain("Result:   not yet (the board is not complete)");
    expect(pending.stdout).toContain("Options pending\n  North, Law 27A1 (about position 3): ");
    expect(ruling.stdout).toContain("(1♣)*27B");
    expect(ruling.stdout).toContain("Rulings needed\n  position 5, Law 27B1: ");
  });

  it("--json prints the view as one line with result { contract, declarer, tricksByDeclarer, score }", async ({
    expect,
  }) => {
    const r = await run(["replay", "--json", grand]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    const lines = r.stdout.split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe("");
    const view = JSON.parse(lines[0]!);
    expect(view).toEqual(jsonView(GRAND_SLAM));
    expect(view.result).toEqual({
      contract: "7NT",
      declarer: "N",
      tricksByDeclarer: 13,
      score: { NS: 1520, EW: -1520 },
    });
    expect(view.phase).toBe("complete");
    expect(view.tricks).toHaveLength(13);
    // 77: the table result applies, with no mark, and says why
    expect(view.standing).toMatchObject({
      applies: "table",
      mark: { _tag: "ScoreMark", text: "" },
      why: { _tag: "ScoreApplies", stage: "table" },
      played: { contract: "7NT", tricks: 13, NS: 1520, result: { text: "7NT= by N" } },
    });
  });

  it("--json over several files: one line per file, in the order given", async ({ expect }) => {
    const r = await run(["replay", "--json", doubled, passed, grand, irregular]);
    expect(r.code).toBe(0);
    const views = r.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(views.map((v) => v.board)).toEqual([4, 2, 1, 3]);
    expect(views[0].result).toEqual({
      contract: "2SX",
      declarer: "E",
      tricksByDeclarer: 0,
      score: { NS: 2300, EW: -2300 },
    });
    expect(views[1].result).toEqual({
      contract: "Pass",
      declarer: null,
      tricksByDeclarer: null,
      score: { NS: 0, EW: 0 },
    });
    expect(views[3].result).toBeNull();
  });

  it("text over several files: each board under its file name, in order", async ({ expect }) => {
    const r = await run(["replay", "--no-audit", passed, grand]);
    expect(r.code).toBe(0);
    const a = r.stdout.indexOf(`==> ${passed} <==`);
    const b = r.stdout.indexOf(`==> ${grand} <==`);
    expect(a).toBe(0);
    expect(b).toBeGreaterThan(a);
    expect(r.stdout.indexOf("Board 2")).toBeLessThan(b);
    expect(r.stdout.indexOf("Board 1")).toBeGreaterThan(b);
  });

  it("- reads standard input (text and --json)", async ({ expect }) => {
    const text = await run(["replay", "-"], PASSED_OUT);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain("Board 2   Dealer: East   Vulnerability: NS");
    expect(text.stdout).toContain("Result:   Passed out");
    const json = await run(["replay", "--json", grand, "-"], DOUBLED_DOWN);
    expect(json.code).toBe(0);
    expect(
      json.stdout
        .trimEnd()
        .split("\n")
        .map((l) => JSON.parse(l).board),
    ).toEqual([1, 4]);
  });

  it("an unreadable file: one clear line, exit 1, the other files still replayed", async ({ expect }) => {
    const missing = `${tmp.dir}/missing.jsonl`;
    const r = await run(["replay", "--json", missing, grand]);
    expect(r.code).toBe(1);
    // then the summary of several logs, naming the one that failed again
    expect(r.stderr).toBe(
      `${missing}: cannot read: no such file\nreplay: 2 logs: 1 ok, 1 failed\n  ${missing}: cannot read: no such file\n`,
    );
    const views = r.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(views.map((v) => v.board)).toEqual([null, 1]);
  });

  it("an empty log is invalid (exit 1)", async ({ expect }) => {
    const r = await run(["replay", tmp.write("empty.jsonl", "")]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/empty\.jsonl: empty log: no events/);
  });

  it("a binary file: one readable line, no stack trace", async ({ expect }) => {
    const bin = tmp.write("binary.jsonl", "\u0000\u001b[31m\u00ff\n\u0007garbage");
    const r = await run(["replay", bin]);
    expect(r.code).toBe(1);
    expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/binary\.jsonl: line 1: not valid JSON/);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: checking that no control character is printed
    expect(r.stderr.trimEnd()).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
    expect(hasStackTrace(r.stderr + r.stdout)).toBe(false);
  });

  for (const bad of BAD_INPUT) {
    it(`bad input, ${bad.name}: exit 1, one line naming line ${bad.line}, the board derived before it`, async ({
      expect,
    }) => {
      const file = tmp.write(`${bad.name.replaceAll(" ", "-")}.jsonl`, bad.text);
      const r = await run(["replay", "--json", file]);
      expect(r.code).toBe(1);
      const errors = r.stderr.trimEnd().split("\n");
      expect(errors).toHaveLength(1);
      expect(errors[0]!.startsWith(`${file}: line ${bad.line}: `)).toBe(true);
      expect(errors[0]).toMatch(bad.reason);
      expect(hasStackTrace(r.stderr)).toBe(false);
      const lines = r.stdout.trimEnd().split("\n");
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toEqual(jsonView(head(bad.text, bad.line - 1)));
    });
  }

  it("bad input in text mode: every bad log reported in order, the good ones printed, exit 1", async ({
    expect,
  }) => {
    const files = BAD_INPUT.map((b, i) => tmp.write(`bad-${i}.jsonl`, b.text));
    const r = await run(["replay", "--no-audit", ...files.slice(0, 4), grand, ...files.slice(4)]);
    expect(r.code).toBe(1);
    const errors = r.stderr.trimEnd().split("\n");
    // each bad log's line, then the summary, then each again
    expect(errors).toHaveLength(2 * BAD_INPUT.length + 1);
    expect(errors[BAD_INPUT.length]).toBe(
      `replay: ${BAD_INPUT.length + 1} logs: 1 ok, ${BAD_INPUT.length} failed`,
    );
    BAD_INPUT.forEach((b, i) => {
      expect(errors[i]!.startsWith(`${files[i]}: line ${b.line}: `)).toBe(true);
      expect(errors[BAD_INPUT.length + 1 + i]).toBe(`  ${errors[i]}`);
    });
    expect(hasStackTrace(r.stderr + r.stdout)).toBe(false);
    expect(r.stdout).toContain("Result:   7NT by North, 13 tricks, made");
    // what the events before the bad line derived: the card not held comes after a complete auction
    const notHeld = r.stdout.split("==> ").find((s) => s.startsWith(files[5]!))!;
    expect(notHeld).toContain("Contract: 1NT by North");
    expect(notHeld).toContain("Board 1   Dealer: North");
  });
});

describe("usage errors and help", OPTIONS, () => {
  it("replay without a file is a usage error (exit 2)", async ({ expect }) => {
    const r = await run(["replay"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Missing required argument: file");
  });

  it("an unknown flag, an unknown command, no command: exit 2", async ({ expect }) => {
    const results = await Promise.all([
      run(["replay", "--frobnicate", "x.jsonl"]),
      run(["frobnicate"]),
      run([]),
      run(["seal", "a.jsonl", "b.jsonl"]),
      run(["seal", "a.jsonl", "--in-place", "--out", "b.jsonl"]),
      run(["seal", "-", "--in-place"]),
    ]);
    for (const r of results) {
      expect(r.code).toBe(2);
      expect(hasStackTrace(r.stderr + r.stdout)).toBe(false);
    }
    expect(results[0]!.stderr).toContain("Unrecognized flag: --frobnicate");
    expect(results[1]!.stderr).toContain('Unknown subcommand "frobnicate"');
    expect(results[2]!.stdout).toContain("SUBCOMMANDS");
    expect(results[4]!.stderr).toBe("bridgelaw seal: give --out FILE or --in-place, not both\n");
  });

  it("--help on every command (exit 0) and --version", async ({ expect }) => {
    const [root, replay, verify, seal, version] = await Promise.all([
      run(["--help"]),
      run(["replay", "--help"]),
      run(["verify", "--help"]),
      run(["seal", "--help"]),
      run(["--version"]),
    ]);
    for (const r of [root, replay, verify, seal, version]) expect(r.code).toBe(0);
    expect(root.stdout).toMatch(/replay[\s\S]*verify[\s\S]*seal/);
    expect(replay.stdout).toContain("--json");
    expect(replay.stdout).toContain("--audit");
    expect(verify.stdout).toContain("bridgelaw verify");
    expect(seal.stdout).toContain("--out");
    expect(seal.stdout).toContain("--in-place");
    expect(version.stdout).toMatch(/bridgelaw v\d+\.\d+\.\d+/);
  });
});

describe("bridgelaw seal and verify", OPTIONS, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);
  const annotated = GRAND_SLAM.split("\n")
    .map((l, i) => (i === 1 ? l.replace("}", ',"at":"2026-11-22T19:04:05Z","by":"TD","note":"opening"}') : l))
    .join("\n");

  it("seal then verify: sealed, N events, chain intact; every field kept; the log still replays", async ({
    expect,
  }) => {
    const plain = tmp.write("plain.jsonl", annotated);
    const out = `${tmp.dir}/sealed.jsonl`;
    const unsealed = await run(["verify", plain]);
    expect(unsealed.code).toBe(0);
    expect(unsealed.stdout).toBe(`${plain}: unsealed, 57 events\n`);
    const sealed = await run(["seal", plain, "--out", out]);
    expect(sealed.code).toBe(0);
    const text = readFileSync(out, "utf8");
    const headHash = JSON.parse(text.trimEnd().split("\n").at(-1)!).hash;
    expect(sealed.stdout).toBe(`${out}: sealed, 57 events, head ${headHash}\n`);
    const records = text
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(records).toHaveLength(57);
    expect(records[1]).toMatchObject({
      type: "CallMade",
      seat: "N",
      call: "7NT",
      at: "2026-11-22T19:04:05Z",
      by: "TD",
      note: "opening",
      seq: 2,
    });
    expect(records[0].prev).toBe("0".repeat(64));
    const verified = await run(["verify", out]);
    expect(verified.code).toBe(0);
    expect(verified.stdout).toBe(`${out}: sealed, 57 events, chain intact, head ${headHash}\n`);
    const replayed = await run(["replay", "--json", out]);
    expect(replayed.code).toBe(0);
    expect(JSON.parse(replayed.stdout).result).toEqual(replayLog(GRAND_SLAM).view.result);
    // to standard output, and sealing a sealed log gives the same log
    const [toStdout, again] = await Promise.all([run(["seal", plain]), run(["seal", out])]);
    expect(toStdout.stdout).toBe(text);
    expect(again.stdout).toBe(text);
  });

  it("seal --in-place replaces the file with its sealed log", async ({ expect }) => {
    const file = tmp.write("in-place.jsonl", PASSED_OUT);
    const r = await run(["seal", "--in-place", file]);
    expect(r.code).toBe(0);
    const v = await run(["verify", file]);
    expect(v.stdout).toMatch(new RegExp(`^${file}: sealed, 5 events, chain intact, head [0-9a-f]{64}\n$`));
  });

  it("tampering: a changed, deleted or swapped event makes verify fail at the first bad position", async ({
    expect,
  }) => {
    const sealed = (await run(["seal", "-"], DOUBLED_DOWN)).stdout;
    const lines = sealed.trimEnd().split("\n");
    const changed = [...lines];
    changed[4] = changed[4]!.replace('"call":"X"', '"call":"XX"');
    const deleted = lines.filter((_, i) => i !== 2);
    const swapped = [...lines];
    [swapped[6], swapped[7]] = [swapped[7]!, swapped[6]!];
    const cases = [
      { name: "changed", text: changed, position: 5 },
      { name: "deleted", text: deleted, position: 3 },
      { name: "swapped", text: swapped, position: 7 },
    ];
    const runs = await Promise.all(
      cases.map((c) => run(["verify", tmp.write(`${c.name}.jsonl`, `${c.text.join("\n")}\n`)])),
    );
    cases.forEach((c, i) => {
      const r = runs[i]!;
      expect(r.code).toBe(1);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(
        new RegExp(`${c.name}\\.jsonl: chain broken at position ${c.position} \\(line ${c.position}\\): `),
      );
      expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
    });
  });

  it("seal refuses a log that does not replay, and a log whose chain is broken (exit 1, line named)", async ({
    expect,
  }) => {
    const bad = BAD_INPUT.find((b) => b.name === "a card the seat does not hold")!;
    const badFile = tmp.write("bad.jsonl", bad.text);
    const out = `${tmp.dir}/never.jsonl`;
    const refused = await run(["seal", badFile, "--out", out]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(new RegExp(`^${badFile}: line 6: .*does not hold SA.*not sealed`));
    expect(() => readFileSync(out)).toThrow();
    const sealed = (await run(["seal", "-"], PASSED_OUT)).stdout.trimEnd().split("\n");
    sealed[1] = sealed[1]!.replace('"seq":2', '"seq":7');
    const broken = await run(["seal", tmp.write("broken.jsonl", `${sealed.join("\n")}\n`)]);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toBe("");
    expect(broken.stderr).toMatch(
      /broken\.jsonl: chain broken at position 2 \(line 2\): .*seq 7.*not sealed/,
    );
  });

  it("verify: a malformed line is exit 1 with the line named; an unreadable file is exit 1", async ({
    expect,
  }) => {
    const file = tmp.write("malformed.jsonl", `${head(PASSED_OUT, 2)}{"type":\n`);
    const [malformed, missing] = await Promise.all([
      run(["verify", file]),
      run(["verify", `${tmp.dir}/nope.jsonl`]),
    ]);
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toMatch(new RegExp(`^${file}: line 3: not valid JSON`));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`${tmp.dir}/nope.jsonl: cannot read: no such file\n`);
    expect(hasStackTrace(malformed.stderr + missing.stderr)).toBe(false);
  });
});
