import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  ARTIFICIAL_LEVELS,
  DEFAULT_ARTIFICIAL_SCORES,
  type EventGroups,
  groupSession,
  PENALTY_UNITS,
  type SessionOptions,
  type SessionPenalty,
  type SideScore,
  scoreSession,
  type TableResult,
} from "./index.ts";
import { referenceGroupSession, referenceScoreSession } from "./session.reference.test-helper.ts";
import { describeNotice, describeWarning } from "./session-warnings.ts";

/**
 * The columnar `scoreSession` against the implementation it replaced (`session.reference.test-helper.ts`,
 * main at 32f81a5), on random sessions: the same events, boards, rows, frequency tables, rankings, matches,
 * notices and warnings, value for value (−0 apart from 0, key order as JSON prints it), or the same error.
 */

// ---- side scores: mostly a handful of table results (ties), and every kind of adjusted score
const points = fc.constantFrom(-1100, -200, -100, -50, 0, 50, 110, 140, 420, 450, 620, 1430, -0);
const pointsScore = points.map((s): SideScore => ({ kind: "points", NS: s, EW: -s }));
const weighted = fc
  .tuple(points, points, points, fc.constantFrom([0.5, 0.5], [0.25, 0.75], [0.4, 0.6], [0.2, 0.3, 0.5]))
  .map(
    ([a, b, c, w]): SideScore => ({
      kind: "weighted",
      outcomes: w.map((weight, k) => {
        const s = [a, b, c][k]!;
        return { NS: s, EW: -s, weight };
      }),
    }),
  );
const artificial = fc
  .tuple(fc.constantFrom(...ARTIFICIAL_LEVELS), fc.boolean())
  .map(
    ([level, movement]): SideScore => ({ kind: "artificial", level, ...(movement && { cause: "movement" }) }),
  );
const direct = fc.oneof(
  fc.constantFrom(0, 35, 50, 62.5, 100).map((percent): SideScore => ({ kind: "percent", percent })),
  fc.constantFrom(-5, -3, 0, 2, 4.67).map((imps): SideScore => ({ kind: "imps", imps })),
);
const adjusted = fc.oneof({ weight: 2, arbitrary: weighted }, { weight: 2, arbitrary: artificial }, direct);

/** Both sides' scores: the same table result (the usual case), an adjusted score, or a split score. */
const sides = (adjustedShare: number) =>
  fc.oneof(
    { weight: 100 - adjustedShare, arbitrary: pointsScore.map((s) => [s, s] as const) },
    { weight: adjustedShare, arbitrary: adjusted.map((s) => [s, s] as const) },
    { weight: Math.ceil(adjustedShare / 3), arbitrary: fc.tuple(fc.oneof(pointsScore, adjusted), adjusted) },
  );

const penalty: fc.Arbitrary<SessionPenalty> = fc.record({
  side: fc.constantFrom("NS" as const, "EW" as const),
  law: fc.constantFrom("90B3", "91A"),
  amount: fc.constantFrom(0.25, 1, 3),
  unit: fc.constantFrom(...PENALTY_UNITS),
});

/** Each result, as the pairs scorer takes it; `extra` adds the fields some results carry. */
const extras = fc.record(
  {
    penalties: fc.array(penalty, { minLength: 1, maxLength: 2 }),
    label: fc.constantFrom("4S= by S", "3NT+1 by N"),
    laws: fc.constant(["12C1(c)"]),
    source: fc.constantFrom("a.jsonl", "b.jsonl"),
    players: fc.constant({ N: "Ann", S: "Bob", E: "Cy", W: "Di" }),
    edition: fc.constantFrom("2017" as const, "2007" as const),
  },
  { requiredKeys: [] },
);

const methods = fc.constantFrom<SessionOptions["method"]>("mp", "mp", "imp", "cross-imp", "butler", "total");
const options = (method: fc.Arbitrary<SessionOptions["method"]>): fc.Arbitrary<SessionOptions> =>
  fc.record(
    {
      method,
      minBoards: fc.integer({ min: 1, max: 4 }),
      artificial: fc
        .record(
          {
            maxAveragePlusPerSession: fc.constantFrom(0, 1, 2, Number.POSITIVE_INFINITY),
            averagePlusForMovementError: fc.boolean(),
          },
          { requiredKeys: [] },
        )
        .map((a) => ({ ...DEFAULT_ARTIFICIAL_SCORES, ...a })),
      vp: fc.record(
        {
          boards: fc.integer({ min: 1, max: 16 }),
          scale: fc.constantFrom("continuous" as const, "discrete" as const),
        },
        { requiredKeys: [] },
      ),
      knockout: fc.boolean(),
      knockoutAverage: fc.boolean(),
      butler: fc.constant({ dropTop: 0, dropBottom: 0, roundTo: 0 }),
      imps: fc.constant({ gap: "nearest-ten" as const }),
    },
    { requiredKeys: ["method"] },
  );

/**
 * A club session: `tables` tables play `boards` boards, tables in order (the plain layout) unless shuffled,
 * Mitchell (North-South stay) or a Howell-like movement, results missing here and there (Neuberg), one or
 * two events, now and then a deal per result (a board played with two deals) or a Director's group.
 */
const club = fc
  .record({
    // a club's handful of tables, now and then a big field (a board's scores sorted rather than compared)
    tables: fc.oneof(
      { weight: 12, arbitrary: fc.integer({ min: 1, max: 7 }) },
      fc.integer({ min: 20, max: 40 }),
    ),
    boards: fc.integer({ min: 1, max: 6 }),
    firstBoard: fc.constantFrom(0, 1, 1, 17, 4_194_303),
    howell: fc.boolean(),
    events: fc.constantFrom([undefined], [undefined], ["Open"], ["Open", "Club"]),
    shuffle: fc.boolean(),
    adjustedShare: fc.constantFrom(0, 0, 5, 30),
    deals: fc.constantFrom("none", "none", "same", "two"),
    noPairs: fc.constantFrom(0, 0, 0.1),
  })
  .chain((c) => {
    const n = c.tables * c.boards * c.events.length;
    return fc.tuple(
      fc.constant(c),
      fc.array(
        fc.record({
          present: fc.integer({ min: 0, max: 9 }).map((x) => x > 0),
          sides: sides(c.adjustedShare),
          extra: fc.oneof({ weight: 9, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extras }),
          group: fc.oneof({ weight: 19, arbitrary: fc.constant(undefined) }, fc.constantFrom("A", "B")),
          flip: fc.double({ min: 0, max: 1, noNaN: true }),
        }),
        { minLength: n, maxLength: n },
      ),
      fc.array(fc.integer(), { minLength: n, maxLength: n }),
    );
  })
  .map(([c, cells, order]) => {
    const results: TableResult[] = [];
    let k = 0;
    for (const event of c.events) {
      for (let b = 0; b < c.boards; b += 1) {
        for (let t = 1; t <= c.tables; t += 1) {
          const cell = cells[k]!;
          k += 1;
          if (!cell.present) continue;
          const T = c.tables;
          const ns = c.howell ? `P${((t + b) % (2 * T)) + 1}` : `N${t}`;
          const ew = c.howell ? `P${((t + 3 * b + T) % (2 * T)) + 1}` : `E${((t + b) % T) + 1}`;
          const board = c.firstBoard + b;
          results.push({
            ...(event !== undefined && { event }),
            board,
            table: String(t),
            pairs: cell.flip < c.noPairs ? { NS: ns } : { NS: ns, EW: ew },
            NS: cell.sides[0],
            EW: cell.sides[1],
            ...(c.deals === "same" && { deal: `deal of ${board}` }),
            ...(c.deals === "two" && { deal: `deal of ${board}${cell.flip < 0.2 ? "'" : ""}` }),
            ...(cell.group !== undefined && c.deals === "none" && cell.flip < 0.05 && { group: cell.group }),
            ...cell.extra,
          });
        }
      }
    }
    if (!c.shuffle) return results;
    return results
      .map((r, i) => [r, order[i]!] as const)
      .sort((x, y) => x[1] - y[1])
      .map(([r]) => r);
  });

/** Anything goes: odd board numbers, tables that tie or order in a circle ("2" < "10" < "1b" < "2"). */
const odd = fc
  .array(
    fc.record({
      event: fc.option(fc.constantFrom("A", "B", ""), { nil: undefined }),
      // most sessions have whole board numbers only (the plain layout), some an odd one
      board: fc.oneof(
        { weight: 60, arbitrary: fc.integer({ min: 1, max: 4 }) },
        fc.constantFrom(0, -0, 2.5, -1, 5_000_000, Number.NaN),
      ),
      table: fc.option(fc.constantFrom("1", "2", "3", "10", "01", "1b", "2a", "b", ""), { nil: undefined }),
      NS: fc.option(fc.constantFrom("a", "b", "c", "d", "e", "10", "9"), { nil: undefined }),
      EW: fc.option(fc.constantFrom("a", "b", "c", "d", "e", "10", "9"), { nil: undefined }),
      sides: sides(20),
      source: fc.option(fc.constantFrom("x", "y"), { nil: undefined }),
      group: fc.oneof({ weight: 30, arbitrary: fc.constant(undefined) }, fc.constantFrom("A", "B")),
      deal: fc.oneof({ weight: 20, arbitrary: fc.constant(undefined) }, fc.constantFrom("d1", "d2")),
    }),
    { minLength: 1, maxLength: 30 },
  )
  .map((list) =>
    list.map(
      (r): TableResult => ({
        ...(r.event !== undefined && { event: r.event }),
        board: r.board,
        ...(r.table !== undefined && { table: r.table }),
        pairs: { ...(r.NS !== undefined && { NS: r.NS }), ...(r.EW !== undefined && { EW: r.EW }) },
        NS: r.sides[0],
        EW: r.sides[1],
        ...(r.source !== undefined && { source: r.source }),
        ...(r.group !== undefined && { group: r.group }),
        ...(r.deal !== undefined && { deal: r.deal }),
      }),
    ),
  );

/**
 * Team matches: teams meet two at a time each round, a board at two tables with directions swapped (the
 * home team North-South in the Open room); a table missing now and then (86B1), rounds or none, the teams
 * named in the logs or only as the pairs' ids.
 */
const teams = fc
  .record({
    teams: fc.constantFrom(["A", "B"], ["A", "B", "C", "D"]),
    rounds: fc.integer({ min: 1, max: 3 }),
    boards: fc.integer({ min: 1, max: 3 }),
    named: fc.boolean(),
    rounded: fc.boolean(),
    adjustedShare: fc.constantFrom(0, 10, 30),
  })
  .chain((c) => {
    const n = c.rounds * c.boards * c.teams.length;
    return fc.tuple(
      fc.constant(c),
      fc.array(
        fc.record({
          present: fc.integer({ min: 0, max: 12 }).map((x) => x > 0),
          sides: sides(c.adjustedShare),
          extra: fc.oneof({ weight: 9, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extras }),
        }),
        { minLength: n, maxLength: n },
      ),
    );
  })
  .map(([c, cells]) => {
    const results: TableResult[] = [];
    let k = 0;
    for (let round = 0; round < c.rounds; round += 1) {
      const t = c.teams;
      const pairings: [string, string][] =
        t.length === 2
          ? [[t[0]!, t[1]!]]
          : round % 2 === 0
            ? [
                [t[0]!, t[1]!],
                [t[2]!, t[3]!],
              ]
            : [
                [t[0]!, t[2]!],
                [t[1]!, t[3]!],
              ];
      for (let b = 1; b <= c.boards; b += 1) {
        pairings.forEach(([home, visit], m) => {
          for (const room of ["Open", "Closed"] as const) {
            const cell = cells[k]!;
            k += 1;
            if (!cell.present) continue;
            const [NS, EW] = room === "Open" ? [home, visit] : [visit, home];
            results.push({
              event: "Teams",
              board: c.rounded ? b : round * c.boards + b,
              ...(c.rounded && { round: String(round + 1) }),
              room,
              table: String(2 * m + (room === "Open" ? 1 : 2)),
              pairs: c.named ? { NS: `${NS}-${room}`, EW: `${EW}-${room}` } : { NS, EW },
              ...(c.named && { teams: { NS, EW } }),
              NS: cell.sides[0],
              EW: cell.sides[1],
              ...cell.extra,
            });
          }
        });
      }
    }
    return results;
  });

const outcome = <T>(f: () => T): { ok: T } | { error: string } => {
  try {
    return { ok: f() };
  } catch (e) {
    return { error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
  }
};

/** The new and the reference `scoreSession` give the same session (or the same error). */
const same = (results: readonly TableResult[], o: SessionOptions): void => {
  const frozen = JSON.stringify(results);
  const scored = outcome(() => scoreSession(results, o));
  // the warnings as data (issue 33) came after the reference: each is the line `warnings` says, in order
  if ("ok" in scored) {
    expect(scored.ok.warningData.map(describeWarning)).toEqual(scored.ok.warnings);
    expect(scored.ok.noticeData.map(describeNotice)).toEqual(scored.ok.notices);
  }
  const now =
    "ok" in scored ? { ok: (({ warningData: _, noticeData: __, ...rest }) => rest)(scored.ok) } : scored;
  const before = outcome(() => referenceScoreSession(results, o));
  expect(JSON.stringify(now)).toBe(JSON.stringify(before));
  expect(now).toStrictEqual(before);
  expect(JSON.stringify(results)).toBe(frozen);
};

/** Generous: the project's machines are shared (the package's test script gives 120 s too). */
const TIMEOUT = 120_000;

describe("scoreSession against the implementation it replaced (reference oracle)", () => {
  test.prop([club, options(methods)], { numRuns: 200 })(
    "a club session (Mitchell or Howell, missing results, adjusted scores, two events): the same session",
    (results, o) => same(results, o),
    TIMEOUT,
  );

  test.prop([club, options(fc.constant("mp" as const))], { numRuns: 200 })(
    "78A with Neuberg (a board played fewer times), ties and adjusted scores: the same boards and ranking",
    (results, o) => same(results, o),
    TIMEOUT,
  );

  test.prop([odd, options(methods)], { numRuns: 300 })(
    "odd input (board numbers, tables, pairs missing, fouled boards): the same session or the same error",
    (results, o) => same(results, o),
    TIMEOUT,
  );

  test.prop([teams, options(fc.constant("imp" as const))], { numRuns: 300 })(
    "team matches (rounds, missing tables, knockout, VPs): the same matches and ranking",
    (results, o) => same(results, o),
    TIMEOUT,
  );

  test.prop([fc.oneof(club, odd, teams), fc.boolean(), fc.boolean()], { numRuns: 300 })(
    "groupSession: the same events, groups, rows, forms and warnings",
    (results, byRound, subset) => {
      const rows = subset ? results.map((_, i) => i).filter((i) => i % 3 !== 1) : undefined;
      const opts = { byRound, ...(rows !== undefined && { rows }) };
      const plain = (evs: EventGroups[]) =>
        evs.map(({ groupOf, ...e }) => ({ ...e, forms: e.rows.map((i) => groupOf(i)) }));
      const w1: string[] = [];
      const w2: string[] = [];
      const now = outcome(() => plain(groupSession(results, (w) => w1.push(describeWarning(w)), opts)));
      const before = outcome(() => plain(referenceGroupSession(results, (m) => w2.push(m), opts)));
      expect(now).toStrictEqual(before);
      expect(w1).toEqual(w2);
    },
    TIMEOUT,
  );

  test.prop([club], { numRuns: 50 })(
    "the board tables are made when first read, then kept: the same object on every read, and in JSON",
    (results) => {
      const s = scoreSession(results, { method: "mp", artificial: DEFAULT_ARTIFICIAL_SCORES });
      for (const ev of s.events) {
        const json = JSON.stringify(ev);
        expect(ev.boards).toBe(ev.boards);
        expect(Object.keys(ev)).toContain("boards");
        expect(JSON.stringify(ev)).toBe(json);
        expect({ ...ev }.boards).toBe(ev.boards);
      }
    },
    TIMEOUT,
  );
});
