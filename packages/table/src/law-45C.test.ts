import { describe, expect, it } from "vitest";
import type { TableEvent } from "./events.ts";
import { replayLog } from "./index.ts";
import { given, withRefusal } from "./testing.ts";

/** 3NT by South (examples/03): West leads D2, North D5, East DJ, South DK; South to lead to trick 2. */
const START = [
  {
    type: "BoardStarted",
    board: 3,
    deal: "N:AK5.KQ4.A543.932 T862.T86.J97.QT7 QJ3.A32.KQ6.AK54 974.J975.T82.J86",
  },
  ...["1NT", "P", "3NT", "P", "P", "P"].map((call, i) => ({ type: "CallMade", seat: "SWNE"[i % 4], call })),
  ...["W:D2", "N:D5", "E:DJ", "S:DK"].map((c) => ({ type: "CardPlayed", seat: c[0], card: c.slice(2) })),
];
type Line = Record<string, unknown>;
const handled = (seat: string, card: string, how: string, extra: Line = {}): Line => ({
  type: "CardHandled",
  seat,
  card,
  how,
  ...extra,
});
const played = (seat: string, card: string): Line => ({ type: "CardPlayed", seat, card });
const replay = (...lines: Line[]) =>
  withRefusal(replayLog(`${[...START, ...lines].map((l) => JSON.stringify(l)).join("\n")}\n`));
const trick2 = (r: ReturnType<typeof replay>) =>
  r.view.tricks[1]?.cards.map((c) => `${c.seat}:${c.card}@${c.position}`) ?? [];
/** The board after START and these lines, in the Laws' test language. */
const board = (...lines: Line[]) => given([...START, ...lines] as unknown as TableEvent[]);
const event = (line: Line): TableEvent => line as unknown as TableEvent;

describe("Law 45C: when a card is played", () => {
  it("45C2(a): declarer's card come to rest face up near the table is played", () => {
    board()
      .when(event(handled("S", "SQ", "at-rest")))
      .thenSome([
        {
          _tag: "CardHandledNoted",
          position: 12,
          law: "45C2(a)",
          seat: "S",
          card: "SQ",
          how: "at-rest",
          played: true,
        },
      ]);
    const r = replay(handled("S", "SQ", "at-rest"));
    expect(r.error).toBeUndefined();
    expect(trick2(r)).toEqual(["S:SQ@12"]);
    expect(r.view.cardsHandled).toEqual([
      { position: 12, seat: "S", card: "SQ", how: "at-rest", law: "45C2(a)", played: true },
    ]);
  });
  it("45C2(b): declarer's card held in a position indicating it has been played is played", () => {
    expect(trick2(replay(handled("S", "SQ", "played-position")))).toEqual(["S:SQ@12"]);
  });
  it("45C2 (WBFLC): moved toward the table and taken back in one movement, even if seen: not played", () => {
    board()
      .when(event(handled("S", "C4", "one-movement", { seenBy: ["W", "E"] })))
      .then({
        audit: [{ _tag: "CardHandledNoted", law: "45C2", card: "C4", how: "one-movement", played: false }],
        rulings: [],
      });
    const r = replay(handled("S", "C4", "one-movement", { seenBy: ["W", "E"] }), played("S", "SQ"));
    expect(trick2(r)).toEqual(["S:SQ@13"]);
    expect(r.view.hands?.S).toContain("AK54");
    expect(r.view.cardsHandled[0]).toMatchObject({ played: false, law: "45C2" });
  });
  it("45C3: dummy's card touched to arrange or reach another: not played; touched otherwise: the Director finds it", () => {
    const base = [played("S", "SQ"), played("W", "S7")];
    const arranged = replay(...base, handled("N", "SA", "arranging"), played("N", "SK"));
    expect(trick2(arranged)).toEqual(["S:SQ@12", "W:S7@13", "N:SK@15"]);
    board(...base)
      .when(event(handled("N", "SA", "arranging")))
      .then([
        { _tag: "CardHandledNoted", law: "45C3", seat: "N", card: "SA", how: "arranging", played: false },
      ]);
    board(...base)
      .when(event(handled("N", "SA", "touched")))
      .then({
        audit: [
          { _tag: "CardHandledNoted", law: "45C3", seat: "N", card: "SA", how: "touched", played: null },
        ],
        rulings: [
          {
            _tag: "WasCardPlayed",
            law: "45C3",
            position: 14,
            seat: "N",
            card: "SA",
            answers: ["played", "not-played"],
          },
        ],
      });
    board(...base, handled("N", "SA", "touched"))
      .when(event({ type: "DirectorRuled", law: "45C3", answer: "played" }))
      .thenSome({
        audit: [
          { _tag: "RulingGiven", law: "45C3", about: 14, answer: "played" },
          { _tag: "CardFoundPlayed", law: "45C3", seat: "N", card: "SA", played: true },
        ],
        rulings: [],
      });
    const ruled = replay(...base, handled("N", "SA", "touched"), {
      type: "DirectorRuled",
      law: "45C3",
      answer: "played",
    });
    expect(trick2(ruled)).toEqual(["S:SQ@12", "W:S7@13", "N:SA@15"]);
  });
  it("45C1: a defender's card his partner saw is played at once; could he have seen it: the Director finds it, and the play waits", () => {
    const base = [played("S", "SQ"), played("W", "S7"), played("N", "SK")];
    const seen = replay(...base, handled("E", "S6", "held-up", { seenBy: ["W"] }));
    expect(trick2(seen)).toEqual(["S:SQ@12", "W:S7@13", "N:SK@14", "E:S6@15"]);
    const held = [...base, handled("E", "S6", "held-up", { seenBy: ["S"] })];
    board(...base)
      .when(event(held.at(-1)!))
      .then({
        audit: [{ _tag: "CardHandledNoted", law: "45C1", seat: "E", card: "S6", partner: "W", played: null }],
        rulings: [{ _tag: "WasCardPlayed", law: "45C1", position: 15, seat: "E", card: "S6", partner: "W" }],
      });
    board(...held).whenRefused(event(played("E", "S2")), {
      _tag: "AwaitingPlayedFinding",
      law: "45C1",
      at: 15,
    });
    expect(replay(...held, played("E", "S2")).error?.line).toBe(16);
    const notPlayed = replay(
      ...held,
      { type: "DirectorRuled", law: "45C1", answer: "not-played" },
      played("E", "S2"),
    );
    expect(notPlayed.error).toBeUndefined();
    expect(trick2(notPlayed)).toEqual(["S:SQ@12", "W:S7@13", "N:SK@14", "E:S2@17"]);
  });
  it("45C1: held up after he had played a legal card to the trick: see Law 45E, a penalty card (45E1), not a 57A lead", () => {
    const r = replay(played("S", "SQ"), played("W", "S7"), handled("W", "S4", "held-up", { seenBy: ["E"] }));
    expect(r.error).toBeUndefined();
    expect(r.view.irregularPlays).toMatchObject([{ seat: "W", card: "S4", law: "45E1" }]);
    expect(r.view.penaltyCards).toMatchObject([{ seat: "W", card: "S4", kind: "major", law: "45E1" }]);
    expect(r.view.pending).toEqual([]);
    expect(trick2(r)).toEqual(["S:SQ@12", "W:S7@13"]);
  });
  it("45C: a handling not of this hand, a card not held, or before the play is refused with its line", () => {
    board().whenRefused(event(handled("S", "SQ", "held-up")), {
      _tag: "HandlingNotOfRole",
      law: "45C",
      how: "held-up",
      of: "defender",
      seat: "S",
      role: "declarer",
    });
    expect(replay(handled("S", "SQ", "held-up")).error?.line).toBe(12);
    board().whenRefused(event(handled("S", "SA", "at-rest")), {
      _tag: "CardNotHeld",
      law: "45C",
      seat: "S",
      card: "SA",
    });
    const before = withRefusal(
      replayLog(`${[START[0], handled("N", "SA", "touched")].map((l) => JSON.stringify(l)).join("\n")}\n`),
    );
    expect(before.error?.refusal).toEqual({ _tag: "HandledBeforePlay", law: "45C" });
  });
});
