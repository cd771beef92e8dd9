import { encodeJsonLines } from "@bridgelaw/log";
import { describe, expect, it } from "vitest";
import {
  DIRECTOR,
  evolveTable,
  initialTableState,
  replayLog,
  type TableEvent,
  type TableState,
  tryDecideTable,
} from "./index.ts";

/*
 * 27B4 and 36 at once (found by the Decider-against-replay property, seed 37013670): East's insufficient 1D is
 * refused (27A1), his replacement 1C is insufficient again (27B4); South accepts it by calling (27B4: LHO may
 * accept), but his call is a redouble of nothing (36). The Director is asked whether 1C is comparable (27B4,
 * blocking) and about the redouble (36). One replacement is checked at a time: the 36 ruling, which starts the
 * check of South's substitute call (36B3), waits for the 27B4 ruling (9B: the Director rules in order); it
 * used to overwrite the 27B4 check and the 27B4 ruling then failed with a TypeError.
 */
const LOG: readonly TableEvent[] = [
  {
    type: "BoardStarted",
    board: 1,
    deal: "N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765",
  },
  { type: "CallMade", seat: "N", call: "1H" },
  { type: "CallMade", seat: "E", call: "1D" },
  { type: "OptionChosen", seat: "S", law: "27A1", option: "refuse" },
  { type: "CallMade", seat: "E", call: "1C" },
  { type: "CallMade", seat: "S", call: "XX" },
];
const RULE_36: TableEvent = { type: "DirectorRuled", law: "36", about: 6, answer: "36B" };
const RULE_27B4: TableEvent = { type: "DirectorRuled", law: "27B4", about: 5, answer: "not-comparable" };
const stateOf = (events: readonly TableEvent[]): TableState => events.reduce(evolveTable, initialTableState);

/** `event` after `log` is refused by replay, and its `command` by the Decider, with the same refusal. */
const refusedAlike = (
  log: readonly TableEvent[],
  event: TableEvent,
  command: object,
  refusal: object,
): void => {
  const r = replayLog(encodeJsonLines([...log, event]));
  expect(r.error).toMatchObject({ refusal });
  const decided = tryDecideTable(command as never, stateOf(log));
  expect(decided.ok).toBe(false);
  if (!decided.ok) expect(decided.error.refusal).toEqual(refusal);
};

describe("Law 27B4 with Law 36: one replacement checked at a time", () => {
  it("27B4 and 36 both asked; the 27B4 question blocks", () => {
    const s = stateOf(LOG);
    expect(s.auction!.rulingsNeeded.map((r) => [r.law, r.position, r.blocking ?? false])).toEqual([
      ["27B4", 5, true],
      ["36", 6, false],
    ]);
  });

  it("9B: the 36 ruling first is refused, by replay and by the Decider alike: the auction waits for the 27B4 ruling", () => {
    refusedAlike(
      LOG,
      RULE_36,
      { type: "Rule", actor: DIRECTOR, law: "36", about: 6, answer: "36B" },
      { _tag: "AuctionWaitsForRuling", law: "27B4", about: 5 },
    );
  });

  it("27B4 then 36: East's partner is barred (27B4 not comparable), South's substitute is checked (36B3)", () => {
    const r = replayLog(encodeJsonLines([...LOG, RULE_27B4, RULE_36]));
    expect(r.error).toBeUndefined();
    expect(r.view.auction.obligations.map((o) => `${o.seat} ${o.kind} ${o.law}`)).toEqual(
      expect.arrayContaining(["W pass 27B4", "N pass 36B2"]),
    );
    expect(r.state.auction!.replacement).toMatchObject({ offender: "S", law: "36B3" });
    expect(r.view.rulingsNeeded).toEqual([]);
  });
});

/*
 * Two more ways a 27B1/27B4 question came to be answered about a replacement no longer in the slot (found by
 * the same property, seeds -44290509 and -1440215583): the ruling then failed with a TypeError.
 */

/*
 * 27B4 accepted by an insufficient bid: West's 1S is refused (27A1), his replacement 1NT is insufficient again
 * (27B4); North accepts it by calling 1C, itself insufficient. The Director is asked whether 1NT is comparable
 * (27B4, blocking), and East may accept North's 1C (27A1). East's refusal would start North's replacement in the
 * slot that West's holds until the Director rules: it waits for the ruling (9B: he rules in order).
 */
const ACCEPTED_BY_INSUFFICIENT: readonly TableEvent[] = [
  {
    type: "BoardStarted",
    board: 3,
    deal: "N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765",
  },
  { type: "CallMade", seat: "S", call: "2H" },
  { type: "CallMade", seat: "W", call: "1S" },
  { type: "OptionChosen", seat: "N", law: "27A1", option: "refuse" },
  { type: "CallMade", seat: "W", call: "1NT" },
  { type: "CallMade", seat: "N", call: "1C" },
];
const E_REFUSES: TableEvent = { type: "OptionChosen", seat: "E", law: "27A1", option: "refuse" };

describe("27B4, 9B: the replacement the Director is to rule on keeps its place", () => {
  it("the 27B4 question blocks; East may accept or refuse North's 1C", () => {
    const s = stateOf(ACCEPTED_BY_INSUFFICIENT);
    expect(s.auction!.rulingsNeeded.map((r) => [r.law, r.position, r.blocking ?? false])).toEqual([
      ["27B4", 5, true],
    ]);
    expect(s.auction!.pending).toMatchObject([{ law: "27A1", seat: "E", about: 6 }]);
  });

  it("East's refusal first is refused, by replay and by the Decider alike: the auction waits for the 27B4 ruling", () => {
    refusedAlike(
      ACCEPTED_BY_INSUFFICIENT,
      E_REFUSES,
      { type: "ChooseOption", actor: { role: "player", seat: "E" }, law: "27A1", option: "refuse" },
      { _tag: "AuctionWaitsForRuling", law: "27B4", about: 5 },
    );
  });

  it("27B4 ruled, then East refuses: North's partner South is barred (27B4 not comparable), North replaces 1C", () => {
    const r = replayLog(encodeJsonLines([...ACCEPTED_BY_INSUFFICIENT, RULE_27B4, E_REFUSES]));
    expect(r.error).toBeUndefined();
    expect(r.view.auction.obligations.map((o) => `${o.seat} ${o.kind} ${o.law}`)).toContain("E pass 27B4");
    expect(r.state.auction!.replacement).toMatchObject({ offender: "N", withdrawn: "1C", law: "27B" });
    expect(r.view.rulingsNeeded).toEqual([]);
  });
});

/*
 * 15A1 after a 27B1 question: South's 4S is refused (27A1) after he had passed (27C: his replacement), which is
 * cancelled at once under 17D3; the 27B1 question about it stays open. South is then found to hold another
 * board's cards (15A1): the slot is cleared. The ruling on the pass has nothing left to answer: it is taken
 * and the question closed.
 */
const QUESTION_LEFT: readonly TableEvent[] = [
  {
    type: "BoardStarted",
    board: 29,
    deal: "N:A853.85.A962.Q52 QJ94.K7.J54.KJ73 K7.JT63.T873.T94 T62.AQ942.KQ.A86",
  },
  { type: "CallMade", seat: "N", call: "P" },
  { type: "CallMade", seat: "E", call: "P" },
  { type: "CallMade", seat: "S", call: "P" },
  { type: "CallMade", seat: "W", call: "2H" },
  { type: "CallMade", seat: "N", call: "P" },
  { type: "CallMade", seat: "E", call: "P" },
  { type: "CallMade", seat: "S", call: "P" },
  { type: "WrongBoardCards", seat: "S" },
  { type: "DirectorRuled", law: "15A2(a)", about: 9, tricks: 1 },
  { type: "CallMade", seat: "S", call: "5H" },
  { type: "AttentionDrawn", seat: "W", about: 6 },
  { type: "CardsCalledOnAnotherBoard", seat: "N", call: "2H", board: 99 },
  { type: "CallMade", seat: "W", call: "P" },
  { type: "CallMade", seat: "E", call: "P" },
  { type: "DirectorRuled", law: "15A3", about: 2, answer: "differs" },
  { type: "CallMade", seat: "S", call: "4S" },
  { type: "AppealLodged", side: "EW", agreed: ["E", "W"] },
  { type: "CallMade", seat: "S", call: "P" },
  { type: "OptionChosen", seat: "W", law: "27A1", option: "refuse" },
  { type: "WrongBoardCards", seat: "S" },
];
const RULE_27B1: TableEvent = { type: "DirectorRuled", law: "27B1", about: 19, answer: "A2" };

describe("27B1 after 15A1: a question about a replacement gone from the slot", () => {
  it("the question is open, the slot empty", () => {
    const s = stateOf(QUESTION_LEFT);
    expect(s.auction!.rulingsNeeded).toMatchObject([{ law: "27B1", position: 19 }]);
    expect(s.auction!.replacement).toBeNull();
  });

  it("the ruling is taken, by replay and by the Decider alike, and closes the question", () => {
    const r = replayLog(encodeJsonLines([...QUESTION_LEFT, RULE_27B1]));
    expect(r.error).toBeUndefined();
    expect(r.view.rulingsNeeded.filter((q) => q.law === "27B1")).toEqual([]);
    const decided = tryDecideTable(
      { type: "Rule", actor: DIRECTOR, law: "27B1", about: 19, answer: "A2" } as never,
      stateOf(QUESTION_LEFT),
    );
    expect(decided.ok).toBe(true);
  });
});
