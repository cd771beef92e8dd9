import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { readMovementFile } from "./movement.ts";
import { carryOverOf, checkMovement, describeFinding, type PlacedResult } from "./movement-check.ts";
import { movementFromPlaces } from "./movement-from-logs.ts";
import { howell, mitchell, roundRobin } from "./movement-standard.ts";
import { scoreSession } from "./session.ts";
import type { TableResult } from "./session-types.ts";
import { pointsScore } from "./side-score.ts";

/** Every board of a movement as a result at its place, each side named by its number (or "NS 3" in a Mitchell). */
const played = (m: ReturnType<typeof mitchell>, score = (k: number) => 10 * (k % 7)): PlacedResult[] =>
  m.sections[0]!.rounds.flatMap((r) =>
    r.tables.flatMap((t) =>
      t.boards.map((board, k) => {
        const dir = (d: string) => (m.kind === "mitchell" ? `${d} ` : "");
        const s = score(t.table + r.round + k);
        const ids = { NS: `${dir("NS")}${t.NS}`, EW: `${dir("EW")}${t.EW}` };
        const result: TableResult = {
          board,
          pairs: ids,
          ...(m.contestants === "teams" && { teams: ids }),
          NS: pointsScore({ NS: s, EW: -s }),
          EW: pointsScore({ NS: s, EW: -s }),
          source: `r${r.round}t${t.table}${t.room ?? ""}b${board}`,
        };
        return {
          result,
          place: {
            round: String(r.round),
            table: String(t.table),
            ...(t.room !== undefined && { room: t.room }),
            board,
          },
        };
      }),
    ),
  );

describe("checkMovement: the logs against the movement (Law 15B)", () => {
  test.prop([fc.integer({ min: 2, max: 9 }), fc.integer({ min: 1, max: 3 })], { numRuns: 20 })(
    "a Mitchell played as written: no finding, every result named by its contestant's label",
    (tables, per) => {
      const m = mitchell(tables, { boardsPerRound: per });
      const { results, findings } = checkMovement(m, played(m));
      expect(findings).toEqual([]);
      for (const r of results) expect(r.pairs.NS).toMatch(/^NS \d+$/);
    },
  );

  it("the wrong pair (who plays the board elsewhere too: 15B1), a board not due at the table, an unknown id", () => {
    const m = howell(8, { boardsPerRound: 1 });
    const all = played(m);
    const [first, second, third] = [all[0]!, all[1]!, all[2]!];
    const wrong: PlacedResult[] = [
      { ...first, result: { ...first.result, pairs: { NS: first.result.pairs.NS!, EW: "5" } } },
      // table 2 of round 1 plays table 1's board: its pairs had not played it (15B2 at the board's own table)
      {
        ...second,
        place: { ...second.place, board: first.place.board },
        result: { ...second.result, board: first.place.board },
      },
      { ...third, result: { ...third.result, pairs: { NS: "Smith & Jones", EW: third.result.pairs.EW! } } },
      ...all.slice(3),
    ];
    const { findings } = checkMovement(m, wrong);
    // table 2's own board of round 1 has no result now: the Director's (12C2)
    expect(findings.map((f) => f.kind)).toEqual([
      "unknown-contestant",
      "wrong-contestants",
      "wrong-board",
      "missing-result",
    ]);
    const [, who, board, missing] = findings;
    expect(missing).toMatchObject({
      law: "12C2",
      place: { round: "1", table: "2", board: second.place.board },
    });
    expect(who).toMatchObject({ law: "15B", expected: { NS: "8", EW: "1" }, found: { NS: "8", EW: "5" } });
    // pair 5 plays board 1 in its own round too: 15B1 if that was before (the order is the Director's to find)
    expect(describeFinding(who!, false)).toMatch(
      /Law 15B, the Director's ruling is needed \(the same contestants played it at r\d+t\d+b1: 15B1 if that was before/,
    );
    expect(board).toMatchObject({
      kind: "wrong-board",
      boards: [m.sections[0]!.rounds[0]!.tables[1]!.boards[0]],
    });
    expect(describeFinding(board!, true)).toContain("Law 86 (teams; 15B is for pairs)");
  });

  test.prop([fc.integer({ min: 2, max: 9 }), fc.integer({ min: 1, max: 3 }), fc.nat(), fc.nat()], {
    numRuns: 30,
  })(
    "a board the movement schedules that no log has: one missing-result at its round, table and board, nothing else",
    (tables, per, a, b) => {
      const m = mitchell(tables, { boardsPerRound: per });
      const all = played(m);
      // one result left out, or two when the second index differs
      const gone = [...new Set([a % all.length, b % all.length])];
      const { results, findings } = checkMovement(
        m,
        all.filter((_, k) => !gone.includes(k)),
      );
      expect(results).toHaveLength(all.length - gone.length);
      expect(findings.every((f) => f.kind === "missing-result")).toBe(true);
      const places = findings.map((f) => (f.kind === "missing-result" ? f.place : undefined));
      expect(places).toHaveLength(gone.length);
      for (const k of gone) expect(places).toContainEqual(all[k]!.place);
    },
  );

  it("a missing result in words: where, who the movement seats there, Law 12C2, nothing scored", () => {
    const rr = roundRobin(4, { boardsPerRound: 1 });
    const { findings } = checkMovement(rr, played(rr).slice(1));
    expect(findings).toHaveLength(1);
    expect(describeFinding(findings[0]!, true)).toBe(
      `round 1, table 1, Open Room, board 1: no result: the movement seats 4 – 1 there and no log has the board: the Director rules (Law 12C2: an artificial adjusted score when no result can be obtained, or the board not played); nothing is scored for it`,
    );
  });

  it("a later session's rounds after the earlier's, its event for all; the carry-over by team", () => {
    const m = {
      ...roundRobin(4, { boardsPerRound: 2, event: "League" }),
      session: 2,
      carryOver: [{ number: 2, vp: 7.5 }],
    };
    const { results, findings } = checkMovement(m, played(m));
    expect(findings).toEqual([]);
    expect(new Set(results.map((r) => r.round))).toEqual(new Set(["2.1", "2.2", "2.3"]));
    expect(new Set(results.map((r) => r.event))).toEqual(new Set(["League"]));
    const carryOver = carryOverOf(m);
    expect(carryOver).toEqual({ "2": 7.5 });
    const session = scoreSession(results, { method: "imp", vp: {}, carryOver });
    const [ev] = session.events;
    const two = ev!.fields[0]!.ranking.find((e) => e.pair === "2")!;
    const won = ev!.matches!.flatMap((x) => x.teams).filter((t) => t.team === "2");
    expect(won).toHaveLength(3);
    expect(two.vp).toBeCloseTo(won.reduce((a, t) => a + (t.vp ?? 0), 0) + 7.5, 2);
    expect(two.carryOver).toBe(7.5);
  });
});

describe("movementFromPlaces: the movement the logs played", () => {
  test.prop([fc.integer({ min: 4, max: 16 }).filter((n) => n !== 4 && n !== 6 && n % 2 === 0)], {
    numRuns: 8,
  })(
    "a Howell's results give back its rounds, tables and boards, and check against it without a finding",
    (pairs) => {
      const m = howell(pairs, { boardsPerRound: 2 });
      const back = movementFromPlaces(played(m), "pairs");
      expect(readMovementFile(JSON.stringify(back))).toEqual({ movement: back });
      expect(back.sections[0]!.rounds).toEqual(m.sections[0]!.rounds);
      expect(checkMovement(back, played(m)).findings).toEqual([]);
    },
  );

  it("without rounds in the logs: each change of pairs at a table is a round, in the order of the boards", () => {
    const m = mitchell(3, { boardsPerRound: 2 });
    const noRounds = played(m).map(({ result, place }) => ({
      result,
      place: { table: place.table!, board: place.board },
    }));
    const back = movementFromPlaces(noRounds, "pairs");
    // table 1 plays boards 1-2, then 3-4, then 5-6: three rounds in board order
    expect(back.sections[0]!.rounds.map((r) => r.tables.find((t) => t.table === 1)!.boards)).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
  });
});
