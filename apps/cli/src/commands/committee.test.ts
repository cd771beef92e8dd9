import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, it } from "vitest";
import { WEIGHTED_RULING_B3T3 } from "../testing/fixtures.ts";
import { runInProcess as run } from "../testing/in-process.ts";
import { hasStackTrace, ROOT, tempDir } from "../testing/run-cli.ts";

const example = (name: string): string => join(ROOT, "examples", name);
const WS14B = example("auction/WS-14b-31B-not-comparable-lead-restriction.jsonl");
const W01 = example("play/W01-64A1-revoker-wins-revoke-trick.jsonl");
const B3T3 = example("session/pairs/b3-t3.jsonl");
const read = (path: string): string => readFileSync(path, "utf8");

/** Board 3 of the pairs session, then a weighted 12C1(c) ruling, an appeal and the committee's decision. */
const APPEALED = `${read(B3T3)}${[
  WEIGHTED_RULING_B3T3,
  { type: "AppealLodged", side: "NS", agreed: ["N", "S"], at: "2026-11-22T22:12:00Z" },
  {
    type: "AppealDecided",
    body: "committee",
    point: "judgement",
    decision: "changed",
    law: "12C1(b)",
    outcomes: [{ contract: "3H", declarer: "N", tricks: 10 }],
    at: "2026-11-22T23:00:00Z",
  },
]
  .map((e) => JSON.stringify(e))
  .join("\n")}\n`;

describe("bridgelaw replay and audit --until N", { timeout: 60_000 }, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);
  it("replay --until 8: the board after the event on line 8, saying so; later events are not applied", async ({
    expect,
  }) => {
    const r = await run(["replay", "--no-audit", "--until", "8", WS14B]);
    expect(r.code).toBe(0);
    expect(r.stdout.split("\n")[0]).toBe(
      "As it stood after line 8 (event 8: DirectorRuled law=23A answer=not-comparable); 5 later events not applied",
    );
    expect(r.stdout).toContain("Contract: not yet (the auction has not ended)");
    expect(r.stdout).toContain("East must pass at his next turn (Law 31B2, from position 8)");
    expect(r.stdout).not.toContain("3♥");
  });
  it("replay --json --until: the view as it stood (the 26B question not yet answered)", async ({
    expect,
  }) => {
    const r = await run(["replay", "--json", "--until", "12", WS14B]);
    const view = JSON.parse(r.stdout);
    expect(view.contract).toBe("3H");
    expect(view.rulingsNeeded.map((q: { law: string }) => q.law)).toEqual(["26B"]);
    const full = JSON.parse((await run(["replay", "--json", WS14B])).stdout);
    expect(full.rulingsNeeded).toEqual([]);
  });
  it("N counts the file's lines: a blank line shifts it from the event's position", async ({ expect }) => {
    const lines = read(WS14B).trimEnd().split("\n");
    const path = tmp.write(
      "blank.jsonl",
      `${lines.slice(0, 2).join("\n")}\n\n${lines.slice(2).join("\n")}\n`,
    );
    const r = await run(["audit", "--until", "4", path]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("3 (line 4)  CallMade W 1S");
    expect(r.stdout).not.toContain("OptionChosen");
  });
  it("an error after line N is not reached; before it, it is reported as usual", async ({ expect }) => {
    const lines = read(WS14B).trimEnd().split("\n");
    const path = tmp.write("bad.jsonl", `${lines.slice(0, 5).join("\n")}\n{"type":"CallMade","seat":"Q"}\n`);
    expect((await run(["audit", "--until", "5", path])).code).toBe(0);
    const late = await run(["audit", "--until", "6", path]);
    expect(late.code).toBe(1);
    expect(late.stderr).toMatch(/bad\.jsonl: line 6: /);
  });
  it("a line past the end (or 0) is a usage error naming the lines the log has (exit 2)", async ({
    expect,
  }) => {
    for (const args of [
      ["replay", "--until", "14", WS14B],
      ["audit", "--until", "0", WS14B],
    ]) {
      const r = await run(args);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain("not a line of the log (its events are on lines 1 to 13)");
      expect(hasStackTrace(r.stderr)).toBe(false);
    }
  });
});

describe("bridgelaw audit --json", { timeout: 60_000 }, () => {
  it("each event with its position, line, record and the consequences derived from it, with their Law ids", async ({
    expect,
  }) => {
    const r = await run(["audit", "--json", WS14B]);
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split("\n")).toHaveLength(1);
    const audit = JSON.parse(r.stdout);
    expect(audit).toMatchObject({ format: 1, board: 9, until: null, error: null });
    expect(audit.events).toHaveLength(13);
    expect(audit.events[2]).toMatchObject({
      position: 3,
      line: 3,
      type: "CallMade",
      event: { type: "CallMade", seat: "W", call: "1S" },
      derived: [{ law: "29" }],
    });
    const lead = audit.events[11].derived.find((d: { law: string }) => d.law === "41A");
    expect(lead.text).toBe(
      "East (declarer's LHO) makes the opening lead, once North has chosen under Law 26B",
    );
    expect(audit.pending).toEqual([expect.objectContaining({ seat: "N", law: "26B" })]);
    const total = audit.events.reduce((n: number, e: { derived: unknown[] }) => n + e.derived.length, 0);
    const view = JSON.parse((await run(["replay", "--json", WS14B])).stdout);
    expect(total + audit.unplaced.length).toBe(view.audit.length);
  });
  it("--until with --json, and the score at every stage", async ({ expect }) => {
    const tmp = tempDir();
    try {
      const r = await run(["audit", "--json", "--until", "12", tmp.write("a.jsonl", APPEALED)]);
      const audit = JSON.parse(r.stdout);
      expect(audit.until).toBe(12);
      expect(audit.events).toHaveLength(12);
      expect(audit.scores).toMatchObject({ applied: "ruled", ruled: { law: "12C1(c)" }, appeal: null });
    } finally {
      tmp.remove();
    }
  });
});

describe("bridgelaw replay: what a committee reads in the text", { timeout: 60_000 }, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);
  it("79, 12C, 92–93: the score at the table, as ruled, on appeal, and which applies, each with its Law", async ({
    expect,
  }) => {
    const r = await run(["replay", "--no-audit", tmp.write("appealed.jsonl", APPEALED)]);
    expect(r.code).toBe(0);
    const text = r.stdout;
    // the score that applies, its mark and why (the board's standing); the table result beside it
    expect(text).toContain(
      [
        "Result:   3♥ by North, 10 tricks, made, 1 overtrick",
        "Score:    NS +170, EW -170 [AS]",
        "          the appeals committee's decision applies (changed; 93B2, position 14)",
        "          the table result: NS +170, EW -170",
      ].join("\n"),
    );
    expect(text).toContain("Score at every stage (Laws 77, 79, 12C, 64, 92–93)");
    expect(text).toMatch(/ {2}at the table {2}Law 79A1 {6}position 10, 3H\+1 by N: NS \+170, EW -170/);
    expect(text).toMatch(
      /as ruled {6}Law 12C1\(c\) {3}position 12: weighted: 60% × \(NS \+140, EW -140\), 40% × \(NS \+100, EW -100\) \[60% 3♥N= \+140 \/ 40% 4♠W−1 \+100\]/,
    );
    expect(text).toMatch(
      /on appeal {5}Law 93B2, 12C1\(b\) position 14, the appeals committee, changed, on the ruling at position 12: NS \+170, EW -170/,
    );
    expect(text).toContain(
      "applies:      on appeal (Laws 79A1, 12C1(c), 93B2, 12C1(b)): NS +170, EW -170 [AS]",
    );
    expect(text).toContain(
      "corrections until 2026-11-22T22:30:00Z (79C1), rulings and appeals until 2026-11-22T22:30:00Z (92B)",
    );
    expect(text).toMatch(/appeal, position 13, NS against the ruling at position 12: decided \(Law 93B2: /);
    const audit = (await run(["audit", tmp.write("appealed-audit.jsonl", APPEALED)])).stdout;
    expect(audit).toContain("\n\nScore at every stage (Laws 77, 79, 12C, 64, 92–93)\n");
    expect(audit).toContain(
      "applies:      on appeal (Laws 79A1, 12C1(c), 93B2, 12C1(b)): NS +170, EW -170 [AS]",
    );
    expect(audit).toContain("Score:    NS +170, EW -170 [AS]");
  });
  it("64: the table result's trick steps (as played, the 64A transfer); the Director's 64C ruling is a ruling", async ({
    expect,
  }) => {
    const path = tmp.write("w01.jsonl", `${read(W01)}{"type":"DirectorRuled","law":"64C1","tricks":10}\n`);
    const text = (await run(["replay", "--no-audit", path])).stdout;
    expect(text).toContain("as played: 11 tricks to declarer (Law 77: NS +450, EW -450)");
    expect(text).toContain(
      "Law 64A1: 2 tricks from NS to EW for the revoke at position 25: 9 tricks (NS -50, EW +50)",
    );
    // 64C: the tricks the Director decided are his ruling, never the table result
    expect(text).toContain("Result:   4♠ by South, 9 tricks, down 1\n");
    expect(text).toMatch(/as ruled {6}Law 64C1 {6}position 59: 4S= by S: NS \+420, EW -420/);
    expect(text).toContain(
      "Law 64C1, position 59: adjusted result: the declaring side is credited with 10 tricks",
    );
    expect(text).toContain(
      "the Director's ruling on the tricks applies (64C1, position 59): 4♠ by South, 10 tricks, made",
    );
  });
  it("a board with nothing but its table score has no score-stage section", async ({ expect }) => {
    const text = (await run(["replay", example("03-game-3NT.jsonl")])).stdout;
    expect(text).not.toContain("Score at every stage");
  });
  it("68–71: claims in the body, with the statement, the agreement and the 69B correction", async ({
    expect,
  }) => {
    const text = (
      await run(["replay", "--no-audit", example("claims/W18a-69B-agreement-withdrawn-in-time.jsonl")])
    ).stdout;
    expect(text).toContain(
      [
        "Claims and concessions (Laws 68–71)",
        "  position 46, trick 11: South claims 3 of the 3 tricks left",
        '    statement: "all mine"',
        "    agreed by West",
        "    agreed (69A, established): NS take 2 of the 3 after 69B2",
        "    Law 69B2: 1 trick to EW (position 50)",
      ].join("\n"),
    );
  });
  it("20F, 21: alerts and explanations are marked in the auction grid, with a legend and a note", async ({
    expect,
  }) => {
    const text = (
      await run(["replay", "--no-audit", example("auction/WS-28-21B1-misinformation-corrected.jsonl")])
    ).stdout;
    expect(text).toMatch(/^ {2}2♦!a {9}\(Pass\)\*21B1$/m);
    expect(text).toContain("    ! alerted (Law 20F)");
    expect(text).toContain("    a, b …: explained (Laws 20F, 21), note below");
    expect(text).toContain(
      '  a  position 3, West 2♦: alerted by West (position 4); explained by East (position 5): "both majors"; explanation corrected by East (position 8, Law 21B): "natural diamonds"',
    );
  });
  it("the players' names from BoardStarted's players, in the diagram; the session and the teams in the header", async ({
    expect,
  }) => {
    const lines = read(example("03-game-3NT.jsonl")).split("\n");
    const first = {
      ...JSON.parse(lines[0]!),
      players: { N: "Anna Smith", E: "Bo Lee", S: "Cy Ruiz", W: "Di Cole" },
      event: "Spring teams",
      date: "2026-04-12",
      round: "3",
      room: "Open",
      table: "2",
      teams: { NS: "Lions", EW: "Tigers" },
      pairs: { NS: "4", EW: "9" },
    };
    const path = tmp.write("named.jsonl", [JSON.stringify(first), ...lines.slice(1)].join("\n"));
    const text = (await run(["replay", "--no-audit", path])).stdout;
    for (const who of ["North: Anna Smith", "East: Bo Lee", "South: Cy Ruiz", "West: Di Cole"])
      expect(text).toContain(who);
    expect(text).toContain(
      "Event: Spring teams   Date: 2026-04-12   Round: 3   Room: Open   Table: 2   NS: Lions (pair 4)   EW: Tigers (pair 9)",
    );
    expect((await run(["replay", example("03-game-3NT.jsonl")])).stdout).not.toMatch(/North: /);
  });
});

describe("player names on a real file: the eytc PBN, imported then replayed", { timeout: 120_000 }, () => {
  it("each seat's player in the diagram, the teams and the room in the header", async ({ expect }) => {
    const tmp = tempDir();
    try {
      const pbn = join(ROOT, "..", "shared", "data", "pbn", "eytc-1998.pbn");
      const out = join(tmp.dir, "logs");
      expect((await run(["import", pbn, "--out", out])).code).toBe(0);
      const log = join(out, "16th-european-youth-team-championships-board-1-closed.jsonl");
      const text = (await run(["replay", "--no-audit", log])).stdout;
      expect(text).toContain("North: Lindermann A (dealer)");
      expect(text).toMatch(/West: Kornek A +East: Huesken F/);
      expect(text).toContain("South: Purstl C");
      expect(text).toContain("Room: Closed");
      expect(text).toContain("NS: J-austria (pair Lindermann A & Purstl C)");
    } finally {
      tmp.remove();
    }
  });
});

describe("bridgelaw diff A B", { timeout: 60_000 }, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);
  const ruled = (tricks: number) =>
    tmp.write(
      `w01-${tricks}.jsonl`,
      `${read(W01)}{"type":"DirectorRuled","law":"64C1","tricks":${tricks}}\n`,
    );
  it("64C1: had the Director ruled 11 tricks, not 10: where the logs part and how the result and score differ", async ({
    expect,
  }) => {
    const r = await run(["diff", ruled(10), ruled(11)]);
    expect(r.code).toBe(0);
    const text = r.stdout;
    expect(text).toContain("Board 3: the logs agree on events 1 to 58 and part at position 59:");
    expect(text).toContain(
      "  A  59  DirectorRuled law=64C1 tricks=10\n  B  59  DirectorRuled law=64C1 tricks=11",
    );
    // 64C: the tricks the Director decided are his ruling: the table result is the same in both
    expect(text).toContain(
      "  score as ruled:\n    A  Law 64C1: 4S= by S: NS +420, EW -420\n    B  Law 64C1: 4S+1 by S: NS +450, EW -450",
    );
    expect(text).toContain(
      "  score that applies:\n    A  as ruled (Laws 77, 64C1): NS +420, EW -420\n    B  as ruled (Laws 77, 64C1): NS +450, EW -450",
    );
    expect(text).toMatch(/The same in both: .*result at the table/);
    expect(text).toMatch(/The same in both: phase, contract, .*rulings needed/);
  });
  it("a log and its continuation: the open 64C1 question answered in B only", async ({ expect }) => {
    const r = await run(["diff", "--json", W01, ruled(10)]);
    expect(r.code).toBe(0);
    const d = JSON.parse(r.stdout);
    expect(d.parting).toMatchObject({ position: 59, a: null, b: { line: 59 } });
    const rulings = d.derived.find((x: { aspect: string }) => x.aspect === "rulings needed");
    expect(rulings.a[0]).toMatch(/^position 25, Law 64C1: /);
    expect(rulings.b).toEqual(["none"]);
    expect(d.audit.onlyB.map((e: { law: string }) => e.law)).toEqual(["64C1", "64C1"]);
  });
  it("the same events, sealed and unsealed, are the same board", async ({ expect }) => {
    const sealed = tmp.write("sealed.jsonl", (await run(["seal", W01])).stdout);
    const r = await run(["diff", W01, sealed]);
    expect(r.stdout).toContain("the two logs record the same events (seals aside)");
    expect(r.stdout).toContain("The board derived from each is the same.");
  });
  it("the same events recorded at other times: the logs part where only the envelope differs", async ({
    expect,
  }) => {
    const a = tmp.write(
      "at-a.jsonl",
      `${read(W01)}{"type":"DirectorRuled","law":"64C1","tricks":10,"at":"2026-11-22T21:00:00Z"}\n`,
    );
    const b = tmp.write(
      "at-b.jsonl",
      `${read(W01)}{"type":"DirectorRuled","law":"64C1","tricks":10,"at":"2026-11-22T21:30:00Z","by":"TD"}\n`,
    );
    const r = await run(["diff", a, b]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("(the same event: only its time, recorder or note differ)");
    expect(r.stdout).toContain("The board derived from each is the same.");
  });
  it("refuses two logs of different boards (exit 2, one line naming both)", async ({ expect }) => {
    const r = await run(["diff", W01, example("01-passed-out.jsonl")]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/not the same board \(the board number differs\): A is board 3 .* B is board 1/);
    const lines = read(W01).split("\n");
    const other = JSON.parse(lines[0]!);
    other.deal = "N:AT76.K985.J83.T3 Q.T6.T9652.QJ862 K4.AJ73.Q74.K975 J98532.Q42.AK.A4";
    const redealt = tmp.write("redealt.jsonl", `${JSON.stringify(other)}\n`);
    const d = await run(["diff", W01, redealt]);
    expect(d.code).toBe(2);
    expect(d.stderr).toContain("(the deal differs)");
  });
  it("a log that does not replay is reported (exit 1)", async ({ expect }) => {
    const bad = tmp.write("bad.jsonl", `${read(W01).split("\n")[0]}\n{"type":"Nope"}\n`);
    const r = await run(["diff", W01, bad]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/bad\.jsonl: line 2: .*\(diff compares logs that replay\)/);
  });
});
