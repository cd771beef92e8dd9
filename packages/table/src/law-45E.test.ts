import { describe, expect, it } from "vitest";
import { player, replayLog, type TableEvent } from "./index.ts";
import { given } from "./testing.ts";

/*
 * Law 45E reached by 45C1: a defender faces a second card to the trick in progress, to which he has already played
 * a legal card. It is not played, and it is not a lead to the next trick (57A): it is a penalty card (Law 50).
 */

type Line = Record<string, unknown>;
const played = (script: string): Line[] =>
  script
    .trim()
    .split(/\s+/)
    .map((t) => ({ type: "CardPlayed", seat: t[0], card: t.slice(2) }));

/** 3NT by South (examples/03): West leads D2, North D5, East DJ, South DK; South leads SQ, West S7. */
const START: Line[] = [
  {
    type: "BoardStarted",
    board: 3,
    deal: "N:AK5.KQ4.A543.932 T862.T86.J97.QT7 QJ3.A32.KQ6.AK54 974.J975.T82.J86",
  },
  ...["1NT", "P", "3NT", "P", "P", "P"].map((call, i) => ({ type: "CallMade", seat: "SWNE"[i % 4], call })),
  ...played("W:D2 N:D5 E:DJ S:DK  S:SQ W:S7"),
];
/** West faces S4 to trick 2 as well, before North and East have played to it (line 14). */
const SECOND: Line = { type: "CardPlayed", seat: "W", card: "S4", trick: 2 };
/** The rest of the board: West plays his penalty card S4 to North's SA at trick 3 (50D1). */
const REST = played(`
  N:SK E:S8  N:SA E:S6 S:S3 W:S4  N:S5 E:ST S:SJ W:S9  S:HA W:HJ N:HK E:HT  S:H3 W:H9 N:HQ E:H8
  N:H4 E:H6 S:H2 W:H7  W:H5 N:DA E:S2 S:DQ  W:DT N:D4 E:D9 S:D6  W:D8 N:D3 E:D7 S:CA
  W:CJ N:C9 E:CQ S:CK  S:C5 W:C8 N:C3 E:CT  E:C7 S:C4 W:C6 N:C2`);
const BOARD = [...START, SECOND, ...REST];

const replay = (lines: readonly Line[]) => {
  const r = replayLog(`${lines.map((l) => JSON.stringify(l)).join("\n")}\n`);
  expect(r.error, r.error?.message).toBeUndefined();
  return r.view;
};
const trickCards = (view: ReturnType<typeof replay>, n: number): string[] =>
  view.tricks[n - 1]?.cards.map((c) => `${c.seat}:${c.card}`) ?? [];

describe("Law 45E: a defender's second card to the trick in progress, replayed end to end", () => {
  it("45E1 (45C1): a major penalty card, no 57A option; played at the first legal opportunity (50D1); the board scores", () => {
    const at = replay([...START, SECOND]);
    expect(at.audit.filter((a) => a.position === 14).map((a) => `${a._tag} ${a.law}`)).toEqual([
      "SecondCardPenalty 45E1",
      "PenaltyCard 45E1",
      "PenaltyCardInformation 50E1",
    ]);
    expect(at.penaltyCards).toMatchObject([{ seat: "W", card: "S4", kind: "major", law: "45E1" }]);
    expect(at.pending).toEqual([]);
    expect(at.irregularPlays).toMatchObject([{ seat: "W", card: "S4", position: 14, law: "45E1" }]);
    expect(trickCards(at, 2)).toEqual(["S:SQ", "W:S7"]);

    const view = replay(BOARD);
    expect(trickCards(view, 2)).toEqual(["S:SQ", "W:S7", "N:SK", "E:S8"]);
    expect(trickCards(view, 3)).toEqual(["N:SA", "E:S6", "S:S3", "W:S4"]);
    expect(view.audit.filter((a) => a.position === 20).map((a) => `${a._tag} ${a.law}`)).toContain(
      "PenaltyCardPlayed 50D1",
    );
    expect(view.penaltyCards).toEqual([]);
    expect(view.revokes).toEqual([]);
    expect(view.rulingsNeeded.map((q) => `${q.law} ${q.position}`)).toEqual(["50E4 14"]);
    expect(view.result).toMatchObject({ contract: "3NT", declarer: "S", tricksByDeclarer: 7 });
  });

  it("57A: the same card without `trick` is a lead to trick 3 before East played to trick 2: declarer's 57A options", () => {
    const view = replay([...START, { type: "CardPlayed", seat: "W", card: "S4" }]);
    expect(view.penaltyCards).toMatchObject([{ seat: "W", card: "S4", law: "57A" }]);
    expect(view.pending).toMatchObject([{ seat: "S", law: "57A" }]);
  });

  it("45E: the Decider records the card to the trick in progress as replay takes it", () => {
    const before = given(START as unknown as TableEvent[]);
    const then = before
      .when({ type: "PlayCard", actor: player("W"), card: "S4", trick: 2 })
      .then([{ type: "CardPlayed", seat: "W", card: "S4", trick: 2 }]);
    expect(then.state.play?.penaltyCards).toMatchObject([{ seat: "W", card: "S4", law: "45E1" }]);
    expect(then.state.play?.pending).toEqual([]);
    // declarer's second card from dummy: recorded, and back in dummy with no rectification (45E2)
    const dummy = given([...START, ...played("N:SK")] as unknown as TableEvent[])
      .when({ type: "PlayCard", actor: player("S"), seat: "N", card: "S5", trick: 2 })
      .then([{ type: "CardPlayed", seat: "N", card: "S5", trick: 2 }]);
    expect(dummy.state.play?.hands.N).toContain("S5");
    expect(dummy.state.play?.penaltyCards).toEqual([]);
  });
});
