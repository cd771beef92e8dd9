import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { Movement } from "./movement.ts";
import type { PlacedResult } from "./movement-check.ts";
import { swissRound, swissStart } from "./movement-swiss.ts";
import { nextSwissRound, swissStandings } from "./movement-swiss-standings.ts";
import { scoreSession } from "./session.ts";
import { pointsScore } from "./side-score.ts";

/** Every board of the movement's rounds played at its place, the teams by number, NS scoring `score(k)`. */
const played = (m: Movement, score: (k: number) => number): PlacedResult[] =>
  m.sections[0]!.rounds.flatMap((r) =>
    r.tables.flatMap((t) =>
      t.boards.map((board, k) => {
        const s = score(r.round * 31 + t.table * 7 + (t.room === "Open" ? 0 : 3) + k);
        const ids = { NS: String(t.NS), EW: String(t.EW) };
        return {
          result: {
            board,
            pairs: ids,
            teams: ids,
            NS: pointsScore({ NS: s, EW: -s }),
            EW: pointsScore({ NS: s, EW: -s }),
            source: `r${r.round}t${t.table}${t.room}b${board}`,
          },
          place: { round: String(r.round), table: String(t.table), room: t.room!, board },
        };
      }),
    ),
  );

const meetings = (m: Movement, round: number): string[] =>
  m.sections[0]!.rounds[round]!.tables.map((t) => [Math.min(t.NS, t.EW), Math.max(t.NS, t.EW)].join("-"));

describe("swissStandings and nextSwissRound: a Swiss's next round from the results (pure)", () => {
  test.prop(
    [
      fc.integer({ min: 2, max: 5 }).map((n) => 2 * n),
      fc.array(fc.integer({ min: -1400, max: 1400 }), { minLength: 64, maxLength: 64 }),
      fc.integer({ min: 0, max: 20 }),
    ],
    { numRuns: 15 },
  )(
    "the standings are the VP ranking by number with the carry-over; the next round repeats no match and continues the boards",
    (teams, scores, carry) => {
      const first: Movement = {
        ...swissRound(swissStart(teams), [], 2),
        carryOver: [{ number: 2, vp: carry }],
      };
      const results = played(first, (k) => Math.round(scores[k % scores.length]! / 10) * 10);
      const standings = swissStandings(first, results);
      expect(standings.map((s) => s.number)).toEqual(Array.from({ length: teams }, (_, k) => k + 1));
      // the ranking scored directly, its labels ("2") the numbers, the carry-over added once
      const session = scoreSession(
        results.map((x) => x.result),
        { method: "imp", vp: {} },
      );
      const matchVp = new Map(session.events[0]!.fields[0]!.ranking.map((e) => [e.pair, e.vp ?? 0]));
      for (const s of standings)
        expect(s.vp).toBeCloseTo((matchVp.get(String(s.number)) ?? 0) + (s.number === 2 ? carry : 0), 6);
      const next = nextSwissRound(first, results);
      expect(next.sections[0]!.rounds).toHaveLength(2);
      for (const m of meetings(next, 1)) expect(meetings(next, 0)).not.toContain(m);
      expect(next.sections[0]!.rounds[1]!.tables[0]!.boards).toEqual([3, 4]);
      // the leader plays at home at table 1
      const top = [...standings].sort((a, b) => b.vp - a.vp || a.number - b.number)[0]!;
      expect(next.sections[0]!.rounds[1]!.tables[0]!.NS).toBe(top.number);
    },
  );

  it("before any result: the carry-over alone; no round and no board count given is an error naming the field", () => {
    const start: Movement = { ...swissStart(4), carryOver: [{ number: 3, vp: 4 }] };
    expect(swissStandings(start, [])).toEqual([
      { number: 1, vp: 0 },
      { number: 2, vp: 0 },
      { number: 3, vp: 4 },
      { number: 4, vp: 0 },
    ]);
    expect(() => nextSwissRound(start, [])).toThrow(/boardsPerRound/);
    expect(nextSwissRound(start, [], 3).sections[0]!.rounds[0]!.tables[0]).toMatchObject({
      NS: 3,
      boards: [1, 2, 3],
    });
  });
});
