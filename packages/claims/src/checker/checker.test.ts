import { parseDeal } from "@bridgelaw/cards";
import { describe, expect, it } from "vitest";
import { parseLine, parseStep, stepToken } from "../line.ts";
import { type ClaimReport, checkClaim, mentionsTrumps } from "./checker.ts";
import { playLine } from "./naive.test-helper.ts";

const W14 = {
  hands: { S: ["SA", "HK", "HQ"], W: ["SJ", "D5", "D6"], N: ["C2", "C3", "C4"], E: ["D7", "D8", "C5"] },
  trumps: "S",
  leader: "S",
  trick: [],
} as const;
const W15 = {
  hands: { S: ["S3", "S2"], N: ["SA", "SQ"], W: ["SK", "S5"], E: ["SJ", "ST"] },
  trumps: "NT",
  leader: "S",
  trick: [],
} as const;

describe("the claim checker", { timeout: 60_000 }, () => {
  it("70C: W14, an outstanding trump the statement does not mention, and the line where it ruffs", () => {
    const r = checkClaim({
      position: W14,
      claimer: "S",
      tricks: 3,
      declarer: "S",
      statement: "the hearts are good",
    });
    expect(r.doubleDummy).toMatchObject({ tricks: 3, holds: true });
    expect(r.law70C).toMatchObject({
      outstanding: ["SJ"],
      mentioned: false,
      mentionedBy: "none",
      canWin: true,
      tricks: 1,
      applies: true,
    });
    expect(r.law70C?.line).toEqual([
      { seat: "S", card: "HK" },
      { seat: "W", card: "SJ" },
      { seat: "N", card: "C4" },
      { seat: "E", card: "D8" },
    ]);
    expect(r.noLineCanLose).toMatchObject({ holds: false, minimum: 1 });
  });

  it("70C1: drawing trumps first is a line that mentions them, and on it the trump never wins", () => {
    const r = checkClaim({
      position: W14,
      claimer: "S",
      tricks: 3,
      declarer: "S",
      line: parseLine(["draw trumps", "cash H"], "S").steps,
    });
    expect(r.law70C).toMatchObject({
      mentioned: true,
      mentionedBy: "line",
      canWin: false,
      tricks: 0,
      applies: false,
    });
    expect(r.statedLine).toMatchObject({
      steps: ["draw trumps", "cash H"],
      bestElsewhere: { holds: true, tricks: 3 },
      againstClaimer: { holds: true, tricks: 3 },
    });
    const told = checkClaim({ position: W14, claimer: "S", tricks: 3, declarer: "S", trumpMentioned: true });
    expect(told.law70C).toMatchObject({ mentioned: true, mentionedBy: "recorded" });
  });

  it("70E1: W15, the tricks depend on West holding the king; the misguessed line is shown", () => {
    const r = checkClaim({ position: W15, claimer: "S", tricks: 2, declarer: "S" });
    expect(r.doubleDummy?.tricks).toBe(2);
    expect(r.law70E).toMatchObject({ depends: true, complete: true, suitsChecked: ["S"] });
    expect(r.law70E?.cards).toHaveLength(1);
    expect(r.law70E?.cards[0]).toMatchObject({ card: "SK", holder: "W", other: "E", tricks: 1 });
    const line = playLine(W15 as never, r.law70E!.cards[0]!.line);
    expect(line).toMatchObject({ legal: true, won: { NS: 1, EW: 1 } });
  });

  it("68C: W15 with the finesse stated the line holds; cashing the ace first loses to the king", () => {
    const r = checkClaim({
      position: W15,
      claimer: "S",
      tricks: 2,
      declarer: "S",
      line: parseLine(["S2", "finesse SQ"], "NT").steps,
    });
    expect(r.statedLine).toMatchObject({
      bestElsewhere: { holds: true, tricks: 2 },
      againstClaimer: { holds: true, tricks: 2 },
    });
    expect(r.law70E).toMatchObject({ depends: false, suitsChecked: [] });
    const aq = checkClaim({
      position: W15,
      claimer: "S",
      tricks: 2,
      declarer: "S",
      line: parseLine(["S2", "SA", "SQ"], "NT").steps,
    });
    expect(aq.statedLine?.bestElsewhere).toMatchObject({ holds: false, tricks: 1 });
    const losing = aq.statedLine!.bestElsewhere.losingLine!;
    expect(losing.slice(0, 3).map((p) => p.card)).toEqual(["S2", "S5", "SA"]);
    expect(playLine(W15 as never, losing)).toMatchObject({ legal: true, won: { NS: 1, EW: 1 } });
  });

  it("71B: W19, four aces: no line can lose, one conceded trick cannot be lost", () => {
    const r = checkClaim({
      position: {
        hands: {
          N: ["SA", "HA", "DA", "CA"],
          E: ["S2", "H2", "D2", "C2"],
          S: ["S3", "H3", "D3", "C3"],
          W: ["S4", "H4", "D4", "C4"],
        },
        trumps: "NT",
        leader: "N",
        trick: [],
      },
      claimer: "N",
      tricks: 3,
      declarer: "N",
    });
    expect(r.noLineCanLose).toEqual({ minimum: 4, holds: true });
    expect(r.law71.cannotLose).toBe(1);
    expect(r.law69B.opponentsCannotLose).toBe(0);
  });

  it("69B: a master trump with the opponents: a trick no play could give the claimer", () => {
    const r = checkClaim({
      position: {
        hands: { S: ["SQ", "HA", "HK"], W: ["SK", "D2", "D3"], N: ["C2", "C3", "C4"], E: ["D4", "D5", "C5"] },
        trumps: "S",
        leader: "S",
        trick: [],
      },
      claimer: "S",
      tricks: 3,
      declarer: "S",
    });
    expect(r.law69B.opponentsCannotLose).toBe(1);
    expect(r.doubleDummy?.holds).toBe(false);
    expect(r.noLineCanLose.holds).toBe(false);
  });

  it("70D2: a defender's claim that depends on his partner not overtaking fails on the line", () => {
    // West claims three with HK, SA, SK; East can overtake the king with the ace and then has to lead a club
    const position = {
      hands: { W: ["HK", "SA", "SK"], E: ["HA", "H4", "C2"], N: ["HQ", "CA", "D2"], S: ["H3", "D3", "D4"] },
      trumps: "NT",
      leader: "W",
      trick: [],
    } as const;
    const r = checkClaim({
      position,
      claimer: "W",
      tricks: 3,
      declarer: "S",
      line: parseLine(["HK", "SA", "SK"], "NT").steps,
    });
    expect(r.doubleDummy).toMatchObject({ tricks: 3, holds: true });
    expect(r.statedLine?.bestElsewhere).toMatchObject({ holds: false, tricks: 1 });
    expect(r.statedLine?.bestElsewhere.losingLine?.slice(0, 3).map((p) => p.card)).toEqual([
      "HK",
      "HQ",
      "HA",
    ]);
    expect(r.notes).toContainEqual({ _tag: "DefenderClaim" });
  });

  it("a claim made during a trick counts the trick in progress", () => {
    const r = checkClaim({
      position: { ...W14, hands: { ...W14.hands, S: ["HK", "HQ"] }, trick: ["SA"] },
      claimer: "S",
      tricks: 3,
      declarer: "S",
    });
    expect(r.remaining).toBe(3);
    expect(r.doubleDummy).toMatchObject({ tricks: 3 });
  });

  it("reports an unplayable position instead of throwing", () => {
    const r = checkClaim({
      position: { ...W14, hands: { ...W14.hands, N: ["C2", "C3"] } },
      claimer: "S",
      tricks: 3,
    });
    expect(r.error).toEqual({
      _tag: "PositionHandSize",
      seat: "N",
      holds: 2,
      expected: 3,
      left: 3,
      played: 0,
    });
    const twice = checkClaim({
      position: { ...W14, hands: { ...W14.hands, N: ["C2", "C3", "SA"] } },
      claimer: "S",
      tricks: 3,
    });
    expect(twice.error).toEqual({ _tag: "PositionCardTwice", card: "SA" });
  });

  it("a claim with all 13 tricks left returns within its budgets, with the double-dummy value and a best line", () => {
    const deal = parseDeal("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3");
    const r = checkClaim({
      position: { hands: deal, trumps: "S", leader: "E", trick: [] },
      claimer: "W",
      tricks: 8,
      declarer: "W",
    });
    expect(r.error).toBeUndefined();
    expect(r.doubleDummy).toMatchObject({ tricks: 8, holds: true });
    expect(r.doubleDummy?.line).toHaveLength(52);
  });
});

describe("the report's notes and errors, as data", { timeout: 120_000 }, () => {
  const deal = parseDeal("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3");
  const full = { hands: deal, trumps: "S", leader: "E", trick: [] } as const;

  it("a claim read as a whole number of the tricks left; the double-dummy solving counted", () => {
    const r = checkClaim({ position: W14, claimer: "S", tricks: 2.6, declarer: "S" });
    expect(r.claimed).toBe(3);
    expect(r.notes).toEqual([
      { _tag: "ClaimReadAs", given: 2.6, claimed: 3, remaining: 3 },
      { _tag: "DoubleDummySolves", solves: 1 },
    ]);
    expect(checkClaim({ position: W14, claimer: "S", tricks: 7, declarer: "S" }).notes[0]).toEqual({
      _tag: "ClaimReadAs",
      given: 7,
      claimed: 3,
      remaining: 3,
    });
  });

  it("70E: not checked when the claim fails double dummy", () => {
    const r = checkClaim({
      position: {
        hands: { S: ["SQ", "HA", "HK"], W: ["SK", "D2", "D3"], N: ["C2", "C3", "C4"], E: ["D4", "D5", "C5"] },
        trumps: "S",
        leader: "S",
        trick: [],
      },
      claimer: "S",
      tricks: 3,
      declarer: "S",
    });
    expect(r.law70E).toBeNull();
    expect(r.notes).toContainEqual({ _tag: "Law70ENotChecked", why: "fails-double-dummy" });
  });

  it("checks past their budget are not determined: of positions, of solving, or the checker's budget spent", () => {
    const r = checkClaim({
      position: full,
      claimer: "N",
      tricks: 5,
      declarer: "W",
      budget: 10,
      solveBudget: 1,
    });
    expect(r.notes).toEqual([
      { _tag: "CheckNotDetermined", check: "no-line-can-lose", budget: "positions", most: 4 },
      { _tag: "CheckNotDetermined", check: "law-70C", budget: "positions", most: 4 },
      { _tag: "CheckNotDetermined", check: "law-69B", budget: "spent" },
      { _tag: "DefenderClaim" },
      { _tag: "DoubleDummySolves", solves: 2 },
    ]);
    const line = parseLine(["draw trumps", "cash H"], "S").steps;
    const solving = checkClaim({
      position: full,
      claimer: "W",
      tricks: 8,
      declarer: "W",
      line,
      budget: 100,
      solveBudget: 5,
    });
    expect(solving.notes).toContainEqual({
      _tag: "CheckNotDetermined",
      check: "stated-line-well",
      budget: "solving",
      most: 5,
    });
    expect(solving.notes).toContainEqual({
      _tag: "CheckNotDetermined",
      check: "stated-line-tricks",
      budget: "positions",
      most: 34,
    });
  });

  it("a position that cannot be played out: not a card, a complete trick, too many tricks", () => {
    const error = (position: object) =>
      checkClaim({ position: position as never, claimer: "S", tricks: 1 }).error;
    expect(error({ ...W14, hands: { ...W14.hands, N: ["C2", "C3", "X9"] } })).toEqual({
      _tag: "PositionNotACard",
      token: "X9",
    });
    expect(error({ ...W14, trick: ["D2", "D3", "D4", "H2"] })).toEqual({ _tag: "PositionTrickComplete" });
    expect(error({ ...W14, hands: { N: [...deal.N, "SA"], E: [], S: [], W: [] } })).toEqual({
      _tag: "PositionHandSize",
      seat: "N",
      holds: 14,
      expected: 0,
      left: 0,
      played: 0,
    });
    expect(error({ ...W14, leader: "N", hands: { N: [...deal.N, "SA"], E: [], S: [], W: [] } })).toEqual({
      _tag: "PositionTooManyTricks",
    });
  });
});

describe("claims with every card still to play", { timeout: 120_000 }, () => {
  const notDetermined = (notes: ClaimReport["notes"]) => notes.filter((n) => n._tag === "CheckNotDetermined");

  it("a solid hand claims all 13 tricks at the opening lead: every check is determined and the claim holds", () => {
    // North holds the top cards of every suit at notrump: whatever anybody plays, North wins every trick
    const deal = parseDeal("N:AKQJT.AKQ.AKQ.AK 98765.JT98.JT9.J 432.765.8765.T98 .432.432.Q765432");
    const r = checkClaim({
      position: { hands: deal, trumps: "NT", leader: "E", trick: [] },
      claimer: "N",
      tricks: 13,
      declarer: "N",
    });
    expect(r.error).toBeUndefined();
    expect(notDetermined(r.notes)).toEqual([]);
    expect(r.doubleDummy).toMatchObject({ tricks: 13, holds: true });
    expect(r.noLineCanLose).toMatchObject({ minimum: 13, holds: true });
    expect(r.law70E).toMatchObject({ depends: false, cards: [], complete: true });
    expect(r.law71.cannotLose).toBe(0);
    expect(r.law69B.opponentsCannotLose).toBe(0);
  });

  it("an early claim of a grand slam, trumps to be drawn: determined; it holds on the line, not in any order", () => {
    // 7S by South, West has led the H7 to trick 1: five trumps, three hearts, three diamonds and four clubs
    const deal = parseDeal("N:KQ2.AK2.AK2.5432 76.JT98.JT98.T98 AJT98.Q3.Q3.AKQJ 543.654.7654.76");
    const position = { hands: deal, trumps: "S", leader: "W", trick: ["H7"] } as const;
    const line = parseLine(["draw trumps"], "S").steps;
    const r = checkClaim({ position, claimer: "S", tricks: 13, declarer: "S", line });
    expect(r.error).toBeUndefined();
    expect(notDetermined(r.notes)).toEqual([]);
    expect(r.remaining).toBe(13);
    expect(r.doubleDummy).toMatchObject({ tricks: 13, holds: true });
    expect(r.statedLine).toMatchObject({
      bestElsewhere: { holds: true, tricks: 13 },
      againstClaimer: { holds: false },
    });
    // drawing trumps first, the defenders' trumps never score; South's five top trumps are sure tricks
    expect(r.law70C).toMatchObject({ outstanding: ["S7", "S6", "S5", "S4", "S3"], canWin: false, tricks: 0 });
    expect(r.noLineCanLose.holds).toBe(false);
    expect(r.noLineCanLose.minimum).toBeGreaterThanOrEqual(5);
    expect(r.law70E).toMatchObject({ depends: false, complete: true });
    expect(r.law71.cannotLose).toBe(0);
    const losing = r.statedLine!.againstClaimer.losingLine!;
    expect(playLine(position as never, losing)).toMatchObject({ legal: true });

    // without the line the trumps are not mentioned: an outstanding trump can then score (70C3)
    const silent = checkClaim({ position, claimer: "S", tricks: 13, declarer: "S" });
    expect(notDetermined(silent.notes)).toEqual([]);
    expect(silent.law70C).toMatchObject({ mentioned: false, canWin: true, applies: true });
    expect(silent.law70C?.tricks).toBeGreaterThan(0);
  });
});

describe("the structured line (68C)", () => {
  it("68C: reads cards, suit steps, finesses, and refuses what is not a step", () => {
    expect(
      parseLine(
        ["SA", "s10", "draw trumps", "cash H", "hearts from the top", "run C", "finesse the DQ", "squeeze"],
        "S",
      ),
    ).toEqual({
      steps: [
        { kind: "card", card: "SA" },
        { kind: "card", card: "ST" },
        { kind: "cash", suit: "S", draw: true },
        { kind: "cash", suit: "H", draw: false },
        { kind: "cash", suit: "H", draw: false },
        { kind: "cash", suit: "C", draw: false },
        { kind: "finesse", card: "DQ" },
      ],
      unread: ["squeeze"],
    });
    expect(parseStep("draw trumps", "NT")).toBeNull();
    expect(["SA", "draw trumps", "cash D", "finesse HJ"].map((t) => stepToken(parseStep(t, "H")!))).toEqual([
      "SA",
      "draw trumps",
      "cash D",
      "finesse HJ",
    ]);
  });

  it("70C1: a statement mentions the trumps by word, suit, ruff or card", () => {
    expect(mentionsTrumps("drawing trumps first", "S")).toBe(true);
    expect(mentionsTrumps("after the spade ace", "S")).toBe(true);
    expect(mentionsTrumps("I'll ruff a club", "H")).toBe(true);
    expect(mentionsTrumps("cashing SA", "S")).toBe(true);
    expect(mentionsTrumps("the hearts are good", "S")).toBe(false);
    expect(mentionsTrumps("everything", "NT")).toBe(false);
  });
});
