import { copyFileSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { howell, type Movement, mitchell, readMovementFile } from "@bridgelaw/scoring";
import { afterAll, describe, it } from "vitest";
import { validateHtml } from "../testing/html-validator.ts";
import { runInProcess as run } from "../testing/in-process.ts";
import { WRONG_PAIR, writeMovementLogs } from "../testing/movement-logs.ts";
import { tempDir } from "../testing/run-cli.ts";

/**
 * Issue 29 point 2: movements and contestant numbers. A fixture of each kind (Mitchell, Howell, teams' round
 * robin, Swiss in two sessions), its logs written as the evening's would be, scored with `--movement`: the
 * contestants ranked by number with their names, a board played by the wrong pair flagged (Law 15B), VP
 * standings across rounds with the carry-over, two sessions one event.
 */
const fixture = (name: string) =>
  fileURLToPath(new URL(`../testing/fixtures/movements/${name}.json`, import.meta.url));
const movementOf = (name: string): Movement => {
  const read = readMovementFile(readFileSync(fixture(name), "utf8"));
  if ("error" in read) throw new Error(read.error);
  return read.movement;
};

describe("movements: score --movement and bridgelaw movement", { timeout: 180_000 }, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);
  /** The fixture's logs in their own directory, with the movement file beside them. */
  const evening = (name: string, seat?: Parameters<typeof writeMovementLogs>[2]): string => {
    const dir = join(tmp.dir, name);
    rmSync(dir, { recursive: true, force: true });
    writeMovementLogs(dir, movementOf(name), seat);
    copyFileSync(fixture(name), join(dir, "movement.json"));
    return dir;
  };

  it("Mitchell: the pairs ranked by direction, number and name; no warning when every board is where it is due", async ({
    expect,
  }) => {
    const dir = evening("mitchell-4");
    const r = await run(["score", dir, "--movement", join(dir, "movement.json")]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Ranking North-South\n.*\n\s+1\s+NS 1 Martin & Bernard\s+6\s+20/);
    expect(r.stdout).toContain("EW 4 Garcia & David");
    expect(r.stdout).not.toContain("Warnings");
  });

  it("Mitchell: a board played by the wrong pair is flagged with Law 15B and scored as played (the Director rules)", async ({
    expect,
  }) => {
    // the evening of the README, checked in: the logs as writeMovementLogs writes them, with the mistake
    const dir = evening("mitchell-4", WRONG_PAIR);
    const shipped = fixture("mitchell-evening").replace(/\.json$/, "");
    const names = readdirSync(shipped).sort();
    expect(names).toEqual(readdirSync(dir).sort());
    for (const n of names)
      expect(readFileSync(join(shipped, n), "utf8")).toBe(readFileSync(join(dir, n), "utf8"));
    const r = await run(["score", shipped, "--movement", join(shipped, "movement.json"), "--format", "json"]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { warnings: string[] };
    const flagged = out.warnings.filter((w) => w.includes("Law 15B"));
    expect(flagged).toHaveLength(2);
    expect(flagged[0]).toContain(
      "section A, round 2, table 3, board 7: played by NS 3 Robert & Richard – EW 1 Leroy & Moreau, the movement seats NS 3 Robert & Richard – EW 2 Simon & Laurent there: Law 15B, the Director's ruling is needed (15B2: the score stands unless the Director rules otherwise); scored as played until he rules",
    );
  });

  it("Mitchell: a pair that played the board before is named for 15B1", async ({ expect }) => {
    // round 3, table 1 plays board 5 and 6 again instead of its own (EW 2 Simon & Laurent played them in round 1)
    const dir = evening("mitchell-4", (x) =>
      x.round === 3 && x.table === 1
        ? { ...x, EW: "Simon & Laurent", board: x.board === 5 ? 3 : x.board }
        : x,
    );
    const r = await run(["score", dir, "--movement", join(dir, "movement.json"), "--format", "json"]);
    const out = JSON.parse(r.stdout) as { warnings: string[] };
    expect(
      out.warnings.some((w) =>
        /board 3: not due at this table in this round .*15B1 if that was before/.test(w),
      ),
    ).toBe(true);
    // its own board 5 has no result at table 1 in round 3: the Director rules (12C2), nothing is scored for it
    expect(out.warnings).toContainEqual(
      expect.stringMatching(
        /^section A, round 3, table 1, board 5: no result: the movement seats NS 1 Martin & Bernard – EW 2 Simon & Laurent there and no log has the board: the Director rules \(Law 12C2/,
      ),
    );
  });

  it("Howell: eight pairs by number and name, each with its seven boards", async ({ expect }) => {
    const dir = evening("howell-8");
    const r = await run(["score", dir, "--movement", join(dir, "movement.json"), "--format", "json"]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as {
      events: { fields: { ranking: { pair: string; boards: number }[] }[] }[];
      warnings: string[];
    };
    const ranking = out.events[0]!.fields[0]!.ranking;
    expect(ranking.map((e) => e.pair).sort()).toEqual([
      "1 Ames & Baker",
      "2 Clark & Davis",
      "3 Evans & Fox",
      "4 Green & Hall",
      "5 Irwin & Jones",
      "6 King & Lewis",
      "7 Moore & Nash",
      "8 Owen & Price",
    ]);
    expect(ranking.every((e) => e.boards === 7)).toBe(true);
    expect(out.warnings).toEqual([]);
  });

  it("round robin: team matches in VPs, the carry-over in the total and said", async ({ expect }) => {
    const dir = evening("round-robin-4");
    const r = await run(["score", dir, "--movement", join(dir, "movement.json"), "--format", "json"]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as {
      events: {
        fields: { ranking: { pair: string; vp: number; carryOver?: number }[] }[];
        matches: { round: string; teams: { team: string; vp: number }[] }[];
      }[];
      notices: string[];
    };
    const [ev] = out.events;
    expect(ev!.matches).toHaveLength(6);
    const comets = ev!.fields[0]!.ranking.find((e) => e.pair === "3 Comets")!;
    const won = ev!.matches.flatMap((m) => m.teams).filter((t) => t.team === "3 Comets");
    expect(comets.carryOver).toBe(5);
    expect(comets.vp).toBeCloseTo(won.reduce((a, t) => a + t.vp, 0) + 5, 2);
    expect(out.notices).toContain("Carry-over: 3 Comets brings 5 VP into the event (in its VP total)");
    // the carry-over is a column of the ranking in text, CSV and HTML: 5.00 for Comets, 0.00 for the others
    const text = await run(["score", dir, "--movement", join(dir, "movement.json")]);
    expect(text.stdout).toMatch(/Carry-over\s+VP\s*\n/);
    const line = (team: string) =>
      text.stdout.split("\n").find((l) => l.includes(team) && /\d\.\d\d/.test(l))!;
    expect(line("3 Comets")).toMatch(new RegExp(`\\s5\\.00\\s+${comets.vp.toFixed(2)}`));
    const other = ev!.fields[0]!.ranking.find((e) => e.pair !== "3 Comets")!;
    expect(line(other.pair)).toMatch(new RegExp(`\\s0\\.00\\s+${other.vp.toFixed(2)}`));
    const csv = await run(["score", dir, "--movement", join(dir, "movement.json"), "--format", "csv"]);
    const rows = csv.stdout.split("\n");
    const header = rows.find((l) => l.includes("carry_over"))!.split(",");
    const comet = rows.find((l) => l.includes("3 Comets") && l.split(",").length === header.length)!;
    expect(comet.split(",")[header.indexOf("carry_over")]).toBe("5");
    const html = await run(["score", dir, "--movement", join(dir, "movement.json"), "--format", "html"]);
    expect(html.stdout).toMatch(/<th[^>]*>Carry-over<\/th>/);
    expect(html.stdout).toMatch(/3 Comets[\s\S]*?5\.00/);
    expect(await validateHtml(html.stdout)).toEqual([]);
    // no carry-over, no column
    const plain = evening("howell-8");
    for (const format of ["text", "csv", "html"]) {
      const r = await run(["score", plain, "--movement", join(plain, "movement.json"), "--format", format]);
      expect(r.stdout).not.toMatch(/Carry-over|carry_over/);
    }
  });

  it("Swiss: two sessions, two directories and two movement files, one event and its VP standings across rounds", async ({
    expect,
  }) => {
    const one = evening("swiss-session-1");
    const two = evening("swiss-session-2");
    // the README's Swiss evening, checked in: the same logs and movements
    const shipped = fixture("swiss-evening").replace(/\.json$/, "");
    for (const [s, dir] of [
      ["1", one],
      ["2", two],
    ] as const) {
      const names = readdirSync(join(shipped, `session-${s}`)).sort();
      expect(names).toEqual(readdirSync(dir).sort());
      for (const n of names)
        expect(readFileSync(join(shipped, `session-${s}`, n), "utf8")).toBe(
          readFileSync(join(dir, n), "utf8"),
        );
    }
    const r = await run([
      "score",
      one,
      two,
      "--movement",
      join(one, "movement.json"),
      "--movement",
      join(two, "movement.json"),
      "--format",
      "json",
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as {
      events: {
        event: string;
        fields: { ranking: { pair: string; vp: number }[] }[];
        matches: { round: string; teams: { team: string; vp: number }[] }[];
      }[];
    };
    expect(out.events.map((e) => e.event)).toEqual(["Swiss teams"]);
    expect((out as unknown as { warnings: string[] }).warnings).toEqual([]);
    const [ev] = out.events;
    expect([...new Set(ev!.matches.map((m) => m.round))]).toEqual(["1.1", "1.2", "2.3"]);
    for (const e of ev!.fields[0]!.ranking) {
      const vps = ev!.matches.flatMap((m) => m.teams).filter((t) => t.team === e.pair);
      expect(vps).toHaveLength(3);
      expect(e.vp).toBeCloseTo(
        vps.reduce((a, t) => a + t.vp, 0),
        2,
      );
    }
  });

  it("movement mitchell writes the standard movement; from-logs gives back the rounds the logs played", async ({
    expect,
  }) => {
    const r = await run(["movement", "mitchell", "--tables", "4", "--boards-per-round", "2"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(mitchell(4, { boardsPerRound: 2 }));
    const relay = await run([
      "movement",
      "mitchell",
      "--tables",
      "4",
      "--boards-per-round",
      "2",
      "--relay-bye-stand",
    ]);
    expect(relay.code).toBe(0);
    expect(JSON.parse(relay.stdout)).toEqual(
      mitchell(4, { boardsPerRound: 2, evenTables: "relay-and-bye-stand" }),
    );
    const four = await run([
      "movement",
      "howell",
      "--pairs",
      "4",
      "--boards-per-round",
      "3",
      "--share-boards",
    ]);
    expect(four.code).toBe(0);
    expect(JSON.parse(four.stdout)).toEqual(howell(4, { boardsPerRound: 3, shareBoards: true }));
    expect((await run(["movement", "howell", "--pairs", "4", "--boards-per-round", "3"])).stderr).toContain(
      "shared boards (shareBoards)",
    );
    const odd = await run([
      "movement",
      "mitchell",
      "--tables",
      "5",
      "--boards-per-round",
      "2",
      "--relay-bye-stand",
    ]);
    expect(odd.code).toBe(2);
    expect(odd.stderr).toContain("for an even number of tables: 5 tables play the plain Mitchell");
    const dir = evening("mitchell-4");
    const back = await run(["movement", "from-logs", dir]);
    expect(back.code).toBe(0);
    const played = JSON.parse(back.stdout) as Movement;
    const shape = (m: Movement) =>
      m.sections[0]!.rounds.map((x) => x.tables.map((t) => [x.round, t.table, t.boards.join()]));
    expect(shape(played)).toEqual(shape(movementOf("mitchell-4")));
    expect(played.sections[0]!.contestants.map((c) => c.name)).toContain("Martin & Bernard");
    // the movement the logs played is a movement the same logs score against without a warning
    const file = join(tmp.dir, "played.json");
    await import("node:fs").then((fs) => fs.writeFileSync(file, back.stdout));
    const again = await run(["score", dir, "--movement", file, "--format", "json"]);
    expect(JSON.parse(again.stdout).warnings).toEqual([]);
  });

  it("from-logs on an import: the PBN's HomeTeam/VisitTeam at numbered tables, the teams by number and name", async ({
    expect,
  }) => {
    const dir = join(tmp.dir, "teams-pbn");
    const pbn = fileURLToPath(new URL("../testing/fixtures/teams-tables.pbn", import.meta.url));
    expect((await run(["import", pbn, "--out", dir])).code).toBe(0);
    const r = await run(["movement", "from-logs", dir]);
    expect(r.code).toBe(0);
    const m = JSON.parse(r.stdout) as Movement;
    expect(m.contestants).toBe("teams");
    expect(m.sections[0]!.contestants.map((c) => `${c.number} ${c.name}`)).toEqual([
      "1 ALPHA",
      "2 BRAVO",
      "3 CHARLIE",
      "4 DELTA",
    ]);
    // the home team North-South at its table, the visitors at the other table of the match
    expect(m.sections[0]!.rounds[0]!.tables.slice(0, 2)).toEqual([
      { table: 1, NS: 1, EW: 2, boards: [1, 2] },
      { table: 2, NS: 2, EW: 1, boards: [1, 2] },
    ]);
    const file = join(tmp.dir, "teams-movement.json");
    await import("node:fs").then((fs) => fs.writeFileSync(file, r.stdout));
    const scored = await run(["score", dir, "--movement", file, "--format", "json"]);
    const out = JSON.parse(scored.stdout) as {
      warnings: string[];
      events: { matches: { teams: { team: string }[] }[] }[];
    };
    expect(out.warnings).toEqual([]);
    expect(out.events[0]!.matches.map((x) => x.teams.map((t) => t.team))).toEqual([
      ["1 ALPHA", "2 BRAVO"],
      ["3 CHARLIE", "4 DELTA"],
    ]);
  });

  it("movement next-round pairs a Swiss by the standings without a repeat; a usage error names the flag", async ({
    expect,
  }) => {
    const one = evening("swiss-session-1");
    const r = await run(["movement", "next-round", "--movement", join(one, "movement.json"), one]);
    expect(r.code).toBe(0);
    const next = JSON.parse(r.stdout) as Movement;
    const rounds = next.sections[0]!.rounds;
    expect(rounds).toHaveLength(3);
    const met = rounds
      .slice(0, 2)
      .flatMap((x) => x.tables.map((t) => [Math.min(t.NS, t.EW), Math.max(t.NS, t.EW)].join("-")));
    for (const t of rounds[2]!.tables)
      expect(met).not.toContain([Math.min(t.NS, t.EW), Math.max(t.NS, t.EW)].join("-"));
    expect(rounds[2]!.tables[0]!.boards).toEqual([5, 6]);
    // two movements and a log under neither: said, not checked
    const stray = await run([
      "score",
      one,
      fileURLToPath(new URL("../../../../examples/session/teams", import.meta.url)),
      "--movement",
      join(one, "movement.json"),
      "--movement",
      join(evening("swiss-session-2"), "movement.json"),
      "--format",
      "json",
    ]);
    expect((JSON.parse(stray.stdout) as { warnings: string[] }).warnings).toContainEqual(
      expect.stringMatching(/b7-t1\.jsonl: no movement file in its directory or above it \(of the 2 given\)/),
    );
    const bad = await run(["movement", "howell", "--boards-per-round", "2"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("movement howell: give --pairs N");
  });
});
