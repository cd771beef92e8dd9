import { describe, expect, it } from "vitest";
import { pointsScore, scoreSession, type TableResult, wbfVictoryPoints } from "./index.ts";

/**
 * Team play as the imported logs give it (issue 16): each result names the pairs (players) and the teams
 * sitting North-South and East-West, the room and the round. Law 78B: a team's IMPs on a board come from its
 * two results; 78D: victory points on the WBF scale.
 */
const table = (
  round: string,
  board: number,
  room: "Open" | "Closed",
  home: string,
  visit: string,
  ns: number,
): TableResult => {
  const [NS, EW] = room === "Open" ? [home, visit] : [visit, home];
  return {
    event: "Teams",
    board,
    round,
    room,
    table: "1",
    pairs: { NS: `${NS} pair ${room}`, EW: `${EW} pair ${room}` },
    teams: { NS, EW },
    NS: pointsScore({ NS: ns, EW: -ns }),
    EW: pointsScore({ NS: ns, EW: -ns }),
  };
};

describe("78B team matches from BoardStarted.teams, by round", () => {
  // Round 1: A (home) v B, board 1: Open A NS +620, Closed B NS −100 → A +720 = +12 IMPs.
  // Round 2: A (home) v C, board 1 again (another deal in another round): Open A NS −50, Closed C NS +140
  // → A −190 = −5 IMPs.
  const results = [
    table("1", 1, "Open", "A", "B", 620),
    table("1", 1, "Closed", "A", "B", -100),
    table("2", 1, "Open", "A", "C", -50),
    table("2", 1, "Closed", "A", "C", 140),
  ];

  it("78B: the teams stand in the pairs' place; a board number of another round is another board", () => {
    const s = scoreSession(results, { method: "imp" });
    expect(s.warnings).toEqual([]);
    expect(s.notices).toEqual([]);
    const ev = s.events[0]!;
    expect(
      ev.matches!.map((m) => [m.round, m.teams[0].team, m.teams[0].imps, m.teams[1].team, m.teams[1].imps]),
    ).toEqual([
      ["1", "A", 12, "B", -12],
      ["2", "A", -5, "C", 5],
    ]);
    expect(ev.boards.map((b) => [b.round, b.board, b.rows.length])).toEqual([
      ["1", 1, 2],
      ["2", 1, 2],
    ]);
    expect(ev.boards[0]!.rows[0]!.room).toBe("Open");
  });

  it("78D: victory points by default on the WBF scale for each match's own number of boards", () => {
    const s = scoreSession(results, { method: "imp", vp: {} });
    const ev = s.events[0]!;
    expect(ev.matches![0]!.vpBoards).toBe(1);
    expect(ev.matches![0]!.teams[0].vp).toBe(wbfVictoryPoints(12, 1).vp);
    const a = ev.fields[0]!.ranking.find((e) => e.pair === "A")!;
    expect(a.vp).toBeCloseTo(wbfVictoryPoints(12, 1).vp + wbfVictoryPoints(-5, 1).vp, 2);
    const fixed = scoreSession(results, { method: "imp", vp: { boards: 16 } }).events[0]!;
    expect(fixed.matches![0]!.teams[0].vp).toBe(wbfVictoryPoints(12, 16).vp);
  });

  it("78D: IMPs of a pairs session are against the datum, and the notice says so and why", () => {
    const pairs = results.map(({ teams: _t, round: _r, ...r }) => ({
      ...r,
      pairs: { NS: `${r.board}${r.room}N`, EW: `${r.room}E` },
    }));
    const s = scoreSession(pairs.slice(0, 2), { method: "imp" });
    expect(s.events[0]!.boards[0]!.datum).toBeDefined();
    expect(s.notices[0]).toMatch(
      /IMPs against each board's datum \(Butler, 78D\), not team matches: the logs name no teams/,
    );
  });
});

describe("the ranking flags contestants with few boards", () => {
  it("fewer than half the boards of the one who played most: flagged, still ranked; minBoards sets it", () => {
    const r = (board: number, ns: string, ew: string, score: number): TableResult => ({
      board,
      pairs: { NS: ns, EW: ew },
      NS: pointsScore({ NS: score, EW: -score }),
      EW: pointsScore({ NS: score, EW: -score }),
    });
    const results = [1, 2, 3, 4].flatMap((b) => [
      r(b, "N1", "E1", 100),
      r(b, b === 4 ? "SUB" : "N2", "E2", 50),
    ]);
    const ns = scoreSession(results, { method: "mp" }).events[0]!.fields.find((f) => f.name === "NS")!;
    expect(ns.minBoards).toBe(2);
    expect(ns.ranking.find((e) => e.pair === "SUB")).toMatchObject({ boards: 1, fewBoards: true });
    expect(ns.ranking.find((e) => e.pair === "N2")).not.toHaveProperty("fewBoards");
    const strict = scoreSession(results, { method: "mp", minBoards: 4 }).events[0]!.fields.find(
      (f) => f.name === "NS",
    )!;
    expect(strict.ranking.find((e) => e.pair === "N2")).toMatchObject({ boards: 3, fewBoards: true });
  });
});
