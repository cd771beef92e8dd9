import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as NodeServices from "@effect/platform-node/NodeServices";
import { Effect } from "effect";
import { afterAll, describe, it } from "vitest";
import { scriptedPrompter } from "../prompter.ts";
import { WEIGHTED_RULING_B3T3 } from "../testing/fixtures.ts";
import { runInProcess as run } from "../testing/in-process.ts";
import { hasStackTrace, ROOT, tempDir } from "../testing/run-cli.ts";
import { appendRecords, writeAtomically } from "./append.ts";

const example = (name: string): string => join(ROOT, "examples", name);
const read = (path: string): string => readFileSync(path, "utf8");
const W01 = read(example("play/W01-64A1-revoker-wins-revoke-trick.jsonl"));
const WS03 = read(example("auction/WS-03-27B2-replaced-by-pass.jsonl"));
const B3T3 = read(example("session/pairs/b3-t3.jsonl"));
const AT = ["--at", "2026-11-22T21:00:00Z"];
const lastLine = (path: string) => JSON.parse(read(path).trimEnd().split("\n").at(-1)!);

/** Board 3 of the pairs session (3♥+1 agreed, scores posted at 22:00), then a 12C1(c) ruling at 22:05. */
const RULED = `${B3T3}${JSON.stringify(WEIGHTED_RULING_B3T3)}\n`;

describe("bridgelaw rule", { timeout: 60_000 }, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);
  it("64C1: lists the open question with how to answer it, writing nothing", async ({ expect }) => {
    const path = tmp.write("list.jsonl", W01);
    const r = await run(["rule", path]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("board 3: 1 question for the Director");
    expect(r.stdout).toMatch(
      / {2}position 25, Law 64C1: South's revoke on trick 5: is the non-offending side/,
    );
    expect(r.stdout).toContain(`bridgelaw rule ${path} --law 64C1 --about 25 --tricks N`);
    expect(read(path)).toBe(W01);
  });
  it("64C1: records the Director's ruling, and replay shows the new score (the acceptance of issue 16.3)", async ({
    expect,
  }) => {
    const path = tmp.write("w01.jsonl", W01);
    const before = JSON.parse((await run(["replay", "--json", path])).stdout);
    expect(before.result.score).toEqual({ NS: -50, EW: 50 });
    const r = await run(["rule", path, "--law", "64C1", "--tricks", "10", "--by", "TD Smith", ...AT]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    expect(r.stdout).toContain("  DirectorRuled law=64C1 tricks=10 (by TD Smith) at 2026-11-22T21:00:00Z");
    // 64C: a ruling on the tricks, never a table result: the score that applies changes
    expect(r.stdout).toContain(
      "  score as ruled:\n    before  no ruling\n    after   Law 64C1: 4S= by S: NS +420, EW -420",
    );
    expect(r.stdout).toContain(
      "  score that applies:\n    before  at the table (Laws 77): NS -50, EW +50\n    after   as ruled (Laws 77, 64C1): NS +420, EW -420",
    );
    expect(r.stdout).toContain(`${path}: appended as position 59 (line 59)`);
    // nothing before the new line changed, byte for byte
    expect(read(path).startsWith(W01)).toBe(true);
    expect(lastLine(path)).toEqual({
      type: "DirectorRuled",
      law: "64C1",
      tricks: 10,
      at: "2026-11-22T21:00:00Z",
      by: "TD Smith",
    });
    const after = await run(["replay", path]);
    expect(after.stdout).toContain("Result:   4♠ by South, 9 tricks, down 1");
    expect(after.stdout).toContain(
      "Score:    NS +420, EW -420\n          the Director's ruling on the tricks applies (64C1, position 59): 4♠ by South, 10 tricks, made",
    );
    expect(after.stdout).not.toContain("Rulings needed");
  });
  it("--dry-run shows the line and the new result and writes nothing", async ({ expect }) => {
    const path = tmp.write("dry.jsonl", W01);
    const r = await run(["rule", path, "--law", "64C1", "--tricks", "10", "--dry-run", ...AT]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Would append as position 59 (line 59)");
    expect(r.stdout).toContain("Score:    NS +420, EW -420");
    expect(r.stdout.trimEnd().endsWith("(dry run: nothing written)")).toBe(true);
    expect(read(path)).toBe(W01);
  });
  it("a ruling on a question not asked is refused by the table, naming what is open (exit 1, nothing written)", async ({
    expect,
  }) => {
    const path = tmp.write("refused.jsonl", W01);
    const r = await run(["rule", path, "--law", "27B1", "--answer", "not-comparable", ...AT]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(
      "DirectorRuled law=27B1 answer=not-comparable at 2026-11-22T21:00:00Z refused at position 59: a ruling under Law 27B1 answers no question asked (open: Law 64C1 about position 25) (RulingNotAsked)",
    );
    expect(hasStackTrace(r.stderr)).toBe(false);
    expect(read(path)).toBe(W01);
  });
  it("27B1: an answer outside the question's answers is refused; one of them is recorded", async ({
    expect,
  }) => {
    const lines = WS03.trimEnd().split("\n");
    const path = tmp.write("27b1.jsonl", `${lines.slice(0, 5).join("\n")}\n`);
    const list = await run(["rule", path]);
    expect(list.stdout).toMatch(/Law 27B1: .*\n {4}answers: A1 \| A2 \| A3 \| not-comparable/);
    const bad = await run(["rule", path, "--law", "27B1", "--answer", "maybe", ...AT]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("refused at position 6");
    const ok = await run(["rule", path, "--law", "27B1", "--answer", "not-comparable", ...AT]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain("→ Law 27B2: North must pass whenever it is his turn to call");
  });
  it("12C1(c): an adjusted score from --outcome flags (a weighted score), and a bad outcome is a usage error", async ({
    expect,
  }) => {
    const path = tmp.write("12c.jsonl", B3T3);
    const r = await run([
      "rule",
      path,
      "--law",
      "12C1(c)",
      "--about",
      "6",
      "--outcome",
      "3H N 9 60%",
      "--outcome",
      "4S W 9 0.4",
      "--at",
      "2026-11-22T22:05:00Z",
    ]);
    expect(r.code).toBe(0);
    expect(lastLine(path)).toMatchObject({
      type: "ScoreAdjusted",
      law: "12C1(c)",
      about: 6,
      outcomes: [
        { contract: "3H", declarer: "N", tricks: 9, weight: 0.6 },
        { contract: "4S", declarer: "W", tricks: 9, weight: 0.4 },
      ],
    });
    expect(r.stdout).toContain(
      "    after   as ruled (Laws 79A1, 12C1(c)): weighted: 60% × (NS +140, EW -140)",
    );
    const bad = await run(["rule", path, "--law", "12C1(b)", "--outcome", "3H N lots", ...AT]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('rule: "3H N lots": expected the tricks declarer takes (0 to 13)');
  });
  it("92B: an adjusted score requested after the time limit is not applied: refused unless --record-anyway", async ({
    expect,
  }) => {
    const path = tmp.write("late.jsonl", B3T3);
    const args = ["rule", path, "--law", "12C2(a)", "--ns", "average-plus", "--ew", "average-minus"];
    const r = await run([...args, "--requested-at", "2026-11-22T23:00:00Z", "--at", "2026-11-22T23:05:00Z"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/not recorded: .*92B.*give --record-anyway/);
    expect(read(path)).toBe(B3T3);
    const anyway = await run([
      ...args,
      "--requested-at",
      "2026-11-22T23:00:00Z",
      "--at",
      "2026-11-22T23:05:00Z",
      "--record-anyway",
    ]);
    expect(anyway.code).toBe(0);
    expect(lastLine(path)).toMatchObject({ type: "ScoreAdjusted", NS: "average-plus", EW: "average-minus" });
  });
  it("a sealed log stays sealed: the chain is extended by @bridgelaw/log, and verify finds it intact", async ({
    expect,
  }) => {
    const sealed = (await run(["seal", tmp.write("to-seal.jsonl", W01)])).stdout;
    const path = tmp.write("sealed.jsonl", sealed);
    const r = await run(["rule", path, "--law", "64C1", "--tricks", "10", ...AT]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("(sealed: the chain is extended)");
    expect(read(path).startsWith(sealed)).toBe(true);
    const v = await run(["verify", path]);
    expect(v.code).toBe(0);
    expect(v.stdout).toContain("sealed, 59 events, chain intact");
    expect(lastLine(path)).toMatchObject({ type: "DirectorRuled", seq: 59 });
  });
  it("--head: the sealed log must end at the head the Director saw; the new head is printed", async ({
    expect,
  }) => {
    const sealed = (await run(["seal", tmp.write("to-anchor.jsonl", W01)])).stdout;
    const path = tmp.write("anchored.jsonl", sealed);
    const head = /head ([0-9a-f]{64})/.exec((await run(["verify", path])).stdout)![1]!;
    const wrong = await run([
      "rule",
      path,
      "--law",
      "64C1",
      "--tricks",
      "10",
      "--head",
      "0".repeat(64),
      ...AT,
    ]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/nothing appended/);
    expect(read(path)).toBe(sealed);
    const r = await run(["rule", path, "--law", "64C1", "--tricks", "10", "--head", head, ...AT]);
    expect(r.code).toBe(0);
    const now = /head ([0-9a-f]{64})/.exec((await run(["verify", path])).stdout)![1]!;
    expect(r.stdout).toContain(`appended as position 59 (line 59); new head ${now}`);
    expect(now).not.toBe(head);
  });
  it("a sealed log whose chain is broken is refused before anything is appended", async ({ expect }) => {
    const sealed = (await run(["seal", tmp.write("to-break.jsonl", W01)])).stdout;
    // a note slipped into a sealed line: the log replays, its chain does not hold
    const broken = sealed.replace('{"call"', '{"note":"slipped in","call"');
    expect(broken).not.toBe(sealed);
    const path = tmp.write("broken.jsonl", broken);
    const r = await run(["rule", path, "--law", "64C1", "--tricks", "10", ...AT]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/chain broken at position 2 \(line 2\): .*nothing appended/);
    expect(read(path)).toBe(broken);
  });
  it("a log that does not replay, standard input, and a missing --law are refused", async ({ expect }) => {
    const bad = tmp.write("bad.jsonl", `${W01}{"type":"Nope"}\n`);
    const r = await run(["rule", bad, "--law", "64C1", "--tricks", "10", ...AT]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/bad\.jsonl: line 59: .*\(nothing appended: the log must replay\)/);
    expect((await run(["rule", "-", "--law", "64C1"])).code).toBe(2);
    const noLaw = await run(["rule", tmp.write("nolaw.jsonl", W01), "--tricks", "10"]);
    expect(noLaw.code).toBe(2);
    expect(noLaw.stderr).toContain("--law LAW names the Law");
  });
  it("a log without a final line end gets one before the new line", async ({ expect }) => {
    const path = tmp.write("noeol.jsonl", W01.trimEnd());
    expect((await run(["rule", path, "--law", "64C1", "--tricks", "10", ...AT])).code).toBe(0);
    expect(read(path)).toBe(`${W01.trimEnd()}\n${JSON.stringify(lastLine(path))}\n`);
  });
  it("at a terminal: asks which question, the explanation, the answer, the tricks, then confirms", async ({
    expect,
  }) => {
    const path = tmp.write("prompted.jsonl", W01);
    const prompter = scriptedPrompter(["0", "the defenders would have taken a trick more", "", "10", true]);
    const r = await run(["rule", path, ...AT], "", prompter);
    expect(r.code).toBe(0);
    expect(prompter.asked[0]).toBe("Which ruling?");
    expect(prompter.asked.at(-1)).toBe(`Append this line to ${path}?`);
    expect(lastLine(path)).toMatchObject({
      type: "DirectorRuled",
      law: "64C1",
      about: 25,
      tricks: 10,
      text: "the defenders would have taken a trick more",
    });
  });
  it("at a terminal: declining the confirmation writes nothing; cancelling a prompt interrupts (exit 130)", async ({
    expect,
  }) => {
    const path = tmp.write("declined.jsonl", W01);
    const no = await run(
      ["rule", path, "--law", "64C1", "--tricks", "10", ...AT],
      "",
      scriptedPrompter([false]),
    );
    expect(no.code).toBe(0);
    expect(no.stdout).toContain("Nothing written.");
    expect(read(path)).toBe(W01);
    const cancelled = await run(["rule", path, ...AT], "", scriptedPrompter([null]));
    expect(cancelled.code).toBe(130);
    expect(read(path)).toBe(W01);
  });
  it("at a terminal: an adjusted score asked step by step", async ({ expect }) => {
    const path = tmp.write("prompted-12c.jsonl", B3T3);
    const prompter = scriptedPrompter(["adjusted", "", "12C1(b)", "both", "3H N 9", true]);
    const r = await run(["rule", path, "--at", "2026-11-22T22:05:00Z"], "", prompter);
    expect(r.code).toBe(0);
    expect(lastLine(path)).toMatchObject({
      type: "ScoreAdjusted",
      law: "12C1(b)",
      outcomes: [{ contract: "3H", declarer: "N", tricks: 9 }],
    });
  });
});

describe("bridgelaw choose", { timeout: 60_000 }, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);
  const opening = `${WS03.trimEnd().split("\n").slice(0, 3).join("\n")}\n`;
  it("27A1: lists the option pending with its ids", async ({ expect }) => {
    const r = await run(["choose", tmp.write("list.jsonl", opening)]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("West, Law 27A1 (about position 3): West may accept South's insufficient 1S");
    expect(r.stdout).toContain("    options: accept | refuse");
  });
  it("27A1: records West's refusal; --seat and --law may be left out when one option fits", async ({
    expect,
  }) => {
    const path = tmp.write("refuse.jsonl", opening);
    const r = await run(["choose", path, "--option", "refuse", ...AT]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("→ Law 27B: West does not accept 1S: South must replace it with a legal call");
    expect(lastLine(path)).toMatchObject({ type: "OptionChosen", seat: "W", law: "27A1", option: "refuse" });
  });
  it("an option not pending (the wrong seat) is refused by the table (exit 1)", async ({ expect }) => {
    const path = tmp.write("wrong.jsonl", opening);
    const r = await run(["choose", path, "--seat", "N", "--law", "27A1", "--option", "accept", ...AT]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/OptionChosen N law=27A1 option=accept .* refused at position 4: /);
    expect(read(path)).toBe(opening);
    const none = await run(["choose", path, "--option", "maybe"]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain(
      "no pending option fits: give --seat and --law (pending: W 27A1 [accept|refuse])",
    );
  });
  it("at a terminal: asks whose option and which", async ({ expect }) => {
    const path = tmp.write("prompted.jsonl", opening);
    const r = await run(["choose", path, ...AT], "", scriptedPrompter(["0", "accept", true]));
    expect(r.code).toBe(0);
    expect(lastLine(path)).toMatchObject({ type: "OptionChosen", seat: "W", law: "27A1", option: "accept" });
  });
});

describe("bridgelaw appeal lodge | decide", { timeout: 60_000 }, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);
  it("92: lists the rulings, the appeals and the time limit", async ({ expect }) => {
    const r = await run(["appeal", "lodge", tmp.write("list.jsonl", RULED)]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("    position 12: ScoreAdjusted law=12C1(c) about=6");
    expect(r.stdout).toContain(
      "scores posted 2026-11-22T22:00:00Z: appeals until 2026-11-22T22:30:00Z (92B)",
    );
    expect(r.stdout).toContain("  no appeal lodged");
  });
  it("92D1, 93B2: North-South appeal in time, the committee changes the score; replay shows it applies", async ({
    expect,
  }) => {
    const path = tmp.write("appeal.jsonl", RULED);
    const lodged = await run([
      "appeal",
      "lodge",
      path,
      "--side",
      "NS",
      "--agreed",
      "N,S",
      "--at",
      "2026-11-22T22:12:00Z",
    ]);
    expect(lodged.code).toBe(0);
    expect(lodged.stdout).toMatch(
      /→ Law 92D1: NS appeal the ruling at position 12 \(Law 12C1\(c\)\): lodged/,
    );
    const decided = await run([
      "appeal",
      "decide",
      path,
      "--body",
      "committee",
      "--point",
      "judgement",
      "--decision",
      "changed",
      "--law",
      "12C1(b)",
      "--outcome",
      "3H N 10",
      "--at",
      "2026-11-22T23:00:00Z",
    ]);
    expect(decided.code).toBe(0);
    expect(lastLine(path)).toMatchObject({
      type: "AppealDecided",
      body: "committee",
      decision: "changed",
      law: "12C1(b)",
      outcomes: [{ contract: "3H", declarer: "N", tricks: 10 }],
    });
    const replay = (await run(["replay", "--no-audit", path])).stdout;
    expect(replay).toContain("applies:      on appeal (Laws 79A1, 12C1(c), 93B2, 12C1(b)): NS +170, EW -170");
  });
  it("92B: an appeal after the time limit would not be heard: refused unless --record-anyway", async ({
    expect,
  }) => {
    const path = tmp.write("late.jsonl", RULED);
    const late = ["appeal", "lodge", path, "--side", "EW", "--agreed", "E,W", "--at", "2026-11-22T23:50:00Z"];
    const r = await run(late);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("The Laws record this without applying it: not heard (Law 92B): too late");
    expect(r.stderr).toContain("give --record-anyway");
    expect(read(path)).toBe(RULED);
    expect((await run([...late, "--record-anyway"])).code).toBe(0);
    expect(lastLine(path)).toMatchObject({ type: "AppealLodged", side: "EW" });
  });
  it("92D1: without both members' agreement at pairs the appeal is not heard", async ({ expect }) => {
    const path = tmp.write("alone.jsonl", RULED);
    const r = await run([
      "appeal",
      "lodge",
      path,
      "--side",
      "NS",
      "--agreed",
      "N",
      "--at",
      "2026-11-22T22:12:00Z",
    ]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/not heard \(Law 92D1\)/);
  });
  it("92A: the table's Decider refuses an appeal for North-South given by East-West (ActorNotAllowed)", async ({
    expect,
  }) => {
    const path = tmp.write("not-theirs.jsonl", RULED);
    const r = await run([
      "appeal",
      "lodge",
      path,
      "--side",
      "NS",
      "--agreed",
      "E,W",
      "--at",
      "2026-11-22T22:12:00Z",
    ]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("a member of that side or its captain (92A), not East (ActorNotAllowed)");
    expect(read(path)).toBe(RULED);
  });
  it("93: a decision with no appeal open is refused by the table", async ({ expect }) => {
    const path = tmp.write("none.jsonl", RULED);
    const r = await run(["appeal", "decide", path, "--body", "committee", "--decision", "upheld", ...AT]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("a decision on an appeal, but no appeal is open");
  });
  it("at a terminal: lodge then decide, asked step by step", async ({ expect }) => {
    const path = tmp.write("prompted.jsonl", RULED);
    const lodge = scriptedPrompter(["NS", "12", "pairs", "N,S", true]);
    expect((await run(["appeal", "lodge", path, "--at", "2026-11-22T22:12:00Z"], "", lodge)).code).toBe(0);
    expect(lastLine(path)).toMatchObject({ type: "AppealLodged", side: "NS", about: 12, agreed: ["N", "S"] });
    const decide = scriptedPrompter(["13", "committee", "judgement", "upheld", false, true]);
    expect((await run(["appeal", "decide", path, "--at", "2026-11-22T23:00:00Z"], "", decide)).code).toBe(0);
    expect(lastLine(path)).toMatchObject({
      type: "AppealDecided",
      about: 13,
      body: "committee",
      decision: "upheld",
    });
  });
});

describe("bridgelaw correct", { timeout: 60_000 }, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);
  it("79C: shows the score at the table and the Correction Period", async ({ expect }) => {
    const r = await run(["correct", tmp.write("list.jsonl", B3T3)]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("the score at the table: 3H+1 by N, NS +170, EW -170 (Law 79A1, position 10)");
    expect(r.stdout).toContain("the Correction Period ends 2026-11-22T22:30:00Z (79C1)");
  });
  it("79C1: a scoring error corrected within the Correction Period", async ({ expect }) => {
    const path = tmp.write("in-time.jsonl", B3T3);
    const r = await run(["correct", path, "--tricks", "9", "--at", "2026-11-22T22:20:00Z"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("    after   corrected (Laws 79A1, 79C1): NS +140, EW -140");
    expect(lastLine(path)).toMatchObject({ type: "ScoreCorrected", tricks: 9 });
  });
  it("79C2: after the period, refused unless the TO agrees and the Director is certain", async ({
    expect,
  }) => {
    const path = tmp.write("late.jsonl", B3T3);
    const late = ["correct", path, "--tricks", "9", "--at", "2026-11-22T23:20:00Z"];
    const r = await run(late);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("Law 79C2: score correction: after the Correction Period");
    expect(read(path)).toBe(B3T3);
    const ok = await run([...late, "--to-agreed", "--td-certain"]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain("after   corrected (Laws 79A1, 79C2): NS +140, EW -140");
  });
  it("79C: --tricks that contradicts the play in the log shows both and needs --force with the reason, kept in the log", async ({
    expect,
  }) => {
    const path = tmp.write("played.jsonl", W01);
    // the 13 tricks in the log give declarer 9 (11 as played, 2 transferred under Law 64A1)
    const r = await run(["correct", path, "--tricks", "8", ...AT]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      "correct: --tricks 8 contradicts the play in the log: its 13 tricks give declarer 9 (as played, after Law 64)",
    );
    expect(read(path)).toBe(W01);
    // --force without a reason is refused the same way
    expect((await run(["correct", path, "--tricks", "8", "--force", ...AT])).code).toBe(2);
    const forced = await run([
      "correct",
      path,
      "--tricks",
      "8",
      "--force",
      "--text",
      "a trick of West's found in North's pile",
      ...AT,
    ]);
    expect(forced.code).toBe(0);
    expect(lastLine(path)).toMatchObject({
      type: "ScoreCorrected",
      tricks: 8,
      text: "a trick of West's found in North's pile",
    });
    // the count the play gives is no contradiction
    const same = tmp.write("played-same.jsonl", W01);
    expect((await run(["correct", same, "--tricks", "9", ...AT])).code).toBe(0);
  });
  it("at a terminal: what is corrected, the entry, and 79C2", async ({ expect }) => {
    const path = tmp.write("prompted.jsonl", B3T3);
    const p = scriptedPrompter(["79C", "tricks", "9", false, true]);
    const r = await run(["correct", path, "--at", "2026-11-22T22:20:00Z"], "", p);
    expect(r.code).toBe(0);
    expect(lastLine(path)).toMatchObject({ type: "ScoreCorrected", tricks: 9 });
  });
});

describe("appending is atomic and never rewrites a line", { timeout: 60_000 }, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);
  it("no temporary file is left behind", async ({ expect }) => {
    const path = tmp.write("w01.jsonl", W01);
    expect((await run(["rule", path, "--law", "64C1", "--tricks", "10", ...AT])).code).toBe(0);
    expect(readdirSync(tmp.dir).filter((f) => f.startsWith("."))).toEqual([]);
  });
  it("a file that changed since it was read (another recorder appended) is not overwritten", async ({
    expect,
  }) => {
    const path = tmp.write("raced.jsonl", W01);
    writeFileSync(path, `${W01}{"type":"DirectorRuled","law":"64C1","tricks":9}\n`);
    const written = await Effect.runPromise(
      Effect.result(
        writeAtomically(path, W01, `${W01}{"type":"DirectorRuled","law":"64C1","tricks":10}\n`),
      ).pipe(Effect.provide(NodeServices.layer)),
    );
    expect(written._tag).toBe("Failure");
    expect(read(path)).toContain('"tricks":9');
    expect(readdirSync(tmp.dir).filter((f) => f.startsWith("."))).toEqual([]);
  });
  it("appendRecords keeps the text and refuses a broken chain", ({ expect }) => {
    const out = appendRecords("w01", W01, [{ type: "DirectorRuled", law: "64C1", tricks: 10 }]);
    expect(out).toMatchObject({ ok: true, sealed: false });
    expect(out.ok && out.text.startsWith(W01)).toBe(true);
    expect(out.ok && JSON.parse(out.lines[0]!)).toEqual({ type: "DirectorRuled", law: "64C1", tricks: 10 });
    const lines = W01.trimEnd().split("\n");
    const forged = [JSON.stringify({ ...JSON.parse(lines[0]!), seq: 1 }), ...lines.slice(1)].join("\n");
    expect(appendRecords("w01", forged, [{ type: "X" }])).toMatchObject({ ok: false });
  });
});
