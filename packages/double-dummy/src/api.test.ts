import { type Card, DECK, parseDeal, type Seat } from "@bridgelaw/cards";
import { describe, expect, it } from "vitest";
import { bestLines } from "./lines.ts";
import { contractScore, par } from "./par.ts";
import { legalCards, playCard, seatToMove, trickWinner } from "./play.ts";
import { cardCode, cardOfCode, type Position, PositionError } from "./position.ts";
import { solve, tricksFor } from "./solve.ts";
import { ddTable } from "./table.ts";

const ending = (hands: Record<Seat, Card[]>, leader: Seat, trumps: Position["trumps"] = "NT"): Position => ({
  hands,
  trumps,
  leader,
  trick: [],
});

describe("solve and tricksFor", () => {
  it("a finesse works when the king sits in front of the ace-queen, and not behind it", () => {
    const onside = ending({ N: ["SA", "SQ"], E: ["SJ", "S4"], S: ["S3", "S2"], W: ["SK", "S5"] }, "S");
    const offside = ending({ N: ["SA", "SQ"], E: ["SK", "S4"], S: ["S3", "S2"], W: ["SJ", "S5"] }, "S");
    expect(tricksFor(onside, "NS")).toBe(2);
    expect(tricksFor(offside, "NS")).toBe(1);
    expect(solve(offside)).toEqual({ tricks: 1, side: "NS", NS: 1, EW: 1 });
  });
  it("counts the trick in progress and accepts a trick of four cards", () => {
    const pos: Position = {
      hands: { N: ["SA"], E: ["HK"], S: ["S2"], W: [] },
      trumps: "NT",
      leader: "W",
      trick: ["H2"],
    };
    // West led the heart two to the last trick; North, void, discards the ace and East's king wins.
    expect(solve(pos)).toEqual({ tricks: 1, side: "EW", NS: 0, EW: 1 });
    const four: Position = { ...pos, hands: { N: [], E: [], S: [], W: [] }, trick: ["H2", "SA", "HK", "S2"] };
    expect(solve(four)).toEqual({ tricks: 1, side: "EW", NS: 0, EW: 1 });
  });
  it("refuses positions that cannot occur", () => {
    const bad = ending({ N: ["SA"], E: ["SA"], S: ["S2"], W: ["S3"] }, "N");
    expect(() => solve(bad)).toThrow(PositionError);
    const sizes = ending({ N: ["SA", "SK"], E: ["HA"], S: ["S2"], W: ["S3"] }, "N");
    expect(() => solve(sizes)).toThrow(/holds 1 cards where 2 are expected/);
  });
  it("an empty position is worth nothing", () => {
    expect(solve(ending({ N: [], E: [], S: [], W: [] }, "N"))).toEqual({
      tricks: 0,
      side: "NS",
      NS: 0,
      EW: 0,
    });
  });
});

describe("card codes", () => {
  it("a card's code (suit * 16 + rank bit, the deuce 0 … the ace 12) reads back as the card", () => {
    expect(cardCode("SA")).toBe(12);
    expect(cardCode("C2")).toBe(48);
    expect(cardOfCode(12)).toBe("SA");
    expect(cardOfCode(2 * 16 + 8)).toBe("DT");
    for (const c of DECK) expect(cardOfCode(cardCode(c))).toBe(c);
  });
});

describe("playing cards", () => {
  const pos = ending({ N: ["SA", "H2"], E: ["SK", "HA"], S: ["S2", "D2"], W: ["C2", "C3"] }, "N", "C");
  it("follows suit when able and gathers a trick to its winner", () => {
    const after = playCard(pos, "SA");
    expect(seatToMove(after)).toBe("E");
    expect(legalCards(after)).toEqual(["SK"]);
    expect(() => playCard(after, "HA")).toThrow(/must follow suit/);
    const done = playCard(playCard(playCard(after, "SK"), "S2"), "C2");
    expect(done.trick).toEqual([]);
    expect(done.leader).toBe("W");
    expect(trickWinner(["SA", "SK", "S2", "C2"], "N", "C")).toBe("W");
    expect(trickWinner(["SA", "SK", "S2", "C2"], "N", "NT")).toBe("N");
  });
});

describe("bestLines", () => {
  it("gives a full line that keeps the value", () => {
    const pos = ending({ N: ["SA", "SQ"], E: ["SJ", "S4"], S: ["S3", "S2"], W: ["SK", "S5"] }, "S");
    const { line, NS } = bestLines(pos);
    expect(NS).toBe(2);
    expect(line).toHaveLength(8);
    // South leads low, West must play low or give up the king, and the queen wins.
    expect(line[0]).toBe("S3");
  });
});

describe("ddTable and par", () => {
  const deal = parseDeal("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432");
  it("each side makes all thirteen tricks in its suits, nothing elsewhere", () => {
    const t = ddTable(deal);
    expect(t.N).toEqual({ C: 0, D: 13, H: 0, S: 13, NT: 0 });
    expect(t.S).toEqual({ C: 0, D: 13, H: 0, S: 13, NT: 0 });
    expect(t.E).toEqual({ C: 13, D: 0, H: 13, S: 0, NT: 0 });
    expect(t.W).toEqual({ C: 13, D: 0, H: 13, S: 0, NT: 0 });
    expect(par(t, "None")).toEqual({ NS: 1510, contracts: ["7S-NS"] });
    expect(par(t, "None", "E")).toEqual({ NS: 1510, contracts: ["7S-NS"] });
  });
  it("tables an ending of shorter hands too", () => {
    const t = ddTable({ N: ["SA", "SQ"], E: ["SK", "S4"], S: ["S3", "S2"], W: ["SJ", "S5"] });
    expect(t.S.NT).toBe(1); // West leads: East's king sits over North's queen
    expect(t.N.NT).toBe(2); // East must lead a spade away from the king
    expect(t.E.NT).toBe(1); // South leads: the king still sits over the queen
    expect(() => ddTable({ N: ["SA"], E: [], S: [], W: [] })).toThrow(/same number/);
  });
  it("scores contracts as the duplicate scoring table", () => {
    expect(contractScore(4, "S", 10, false)).toBe(420);
    expect(contractScore(3, "NT", 10, true)).toBe(630);
    expect(contractScore(7, "NT", 13, true)).toBe(2220);
    expect(contractScore(6, "H", 12, false)).toBe(980);
    expect(contractScore(2, "C", 8, false)).toBe(90);
    expect(contractScore(1, "C", 6, false)).toBe(-100);
    expect(contractScore(4, "S", 7, false)).toBe(-500);
    expect(contractScore(4, "S", 6, false)).toBe(-800);
    expect(contractScore(4, "S", 8, true)).toBe(-500);
  });
  it("a deal nobody can make anything on is passed out", () => {
    expect(par({ N: z(), E: z(), S: z(), W: z() }, "All")).toEqual({ NS: 0, contracts: [] });
  });
});

const z = () => ({ C: 6, D: 6, H: 6, S: 6, NT: 6 });
