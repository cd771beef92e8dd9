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

describe("Law 27B4 with Law 36: one replacement checked at a time", () => {
  it("27B4 and 36 both asked; the 27B4 question blocks", () => {
    const s = stateOf(LOG);
    expect(s.auction!.rulingsNeeded.map((r) => [r.law, r.position, r.blocking ?? false])).toEqual([
      ["27B4", 5, true],
      ["36", 6, false],
    ]);
  });

  it("9B: the 36 ruling first is refused, by replay and by the Decider alike: the auction waits for the 27B4 ruling", () => {
    const r = replayLog(encodeJsonLines([...LOG, RULE_36]));
    expect(r.error).toMatchObject({ refusal: { _tag: "AuctionWaitsForRuling", law: "27B4", about: 5 } });
    const decided = tryDecideTable(
      { type: "Rule", actor: DIRECTOR, law: "36", about: 6, answer: "36B" } as never,
      stateOf(LOG),
    );
    expect(decided.ok).toBe(false);
    if (!decided.ok)
      expect(decided.error.refusal).toEqual({ _tag: "AuctionWaitsForRuling", law: "27B4", about: 5 });
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
