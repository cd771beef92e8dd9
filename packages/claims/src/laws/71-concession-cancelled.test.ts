import { describe, it } from "vitest";
import {
  agree,
  BEFORE_POSTING,
  cancelConcession,
  claim,
  given,
  LATE,
  movedOn,
  ruling,
  W19,
  WITHIN,
} from "../testing/given.ts";

/*
 * Law 71 on W19's ending (3NT by North, North on lead with the four aces, "three for me, one for you": the
 * claim at position 42) and on W18's (4S by South, three tricks left: a claim of one concedes two).
 */

const DEADLINE = "2026-11-22T22:30:00Z";
const N3 = { kind: "claim", claimer: "N", claimed: 3, conceded: 1, remaining: 4 } as const;

describe("Law 71: concession cancelled", () => {
  it("71B: W19, a conceded trick no play could lose is given back at once, and the board rescored", () => {
    given([claim("N", 3), agree("E"), movedOn()], { board: W19 })
      .when(cancelConcession("N", WITHIN, 1))
      .then({
        audit: [
          {
            _tag: "ConcessionCancelAsked",
            position: 45,
            law: "71",
            seat: "N",
            asked: 1,
            timing: "within",
            deadline: DEADLINE,
          },
          { _tag: "TricksGivenBack", law: "71B", reason: "no-play-loses", tricks: 1, to: "NS", from: "EW" },
          { _tag: "ScoredAsClaimed", law: "71B", side: "NS", tricks: 4, remaining: 4, ns: 10, ew: 3 },
        ],
        rulings: [],
      });
  });

  it("71: after the Correction Period the concession stands", () => {
    given([claim("N", 3), agree("E"), movedOn()], { board: W19 })
      .when(cancelConcession("N", LATE, 1))
      .then({
        audit: [{ _tag: "ConcessionCancelLate", law: "71", seat: "N", timing: "after", deadline: DEADLINE }],
        rulings: [],
      });
  });

  it("71A/71B: no conceded trick is certain: the Director is asked; his ruling cancels the concession, or it stands", () => {
    const asked = [claim("S", 1), agree("W"), cancelConcession("N", BEFORE_POSTING, 1)];
    given(asked.slice(0, 2))
      .when(asked[2]!)
      .then({
        audit: [{ _tag: "ConcessionCancelAsked", law: "71", seat: "N", asked: 1, timing: "before-posting" }],
        rulings: [{ _tag: "ConcessionCancelQuestion", law: "71", position: 48, side: "NS", most: 2 }],
      });
    given(asked)
      .when(ruling("71B", { tricks: 1 }))
      .then({
        audit: [
          { _tag: "TricksGivenBack", law: "71B", reason: "ruled-cancelled", tricks: 1, to: "NS", from: "EW" },
          { _tag: "ScoredAsClaimed", law: "71B", tricks: 2 },
        ],
        rulings: [],
        state: (b) =>
          expectEqual(b.claims.claims[0]?.corrections, [{ law: "71B", tricks: 1, to: "NS", position: 49 }]),
      });
    given(asked)
      .when(ruling("71", { answer: "stands" }))
      .then({ audit: [{ _tag: "NothingGivenBack", law: "71", under: "71", side: "NS" }], rulings: [] });
  });

  it("71: a request that does not say how many tricks asks the Director about them", () => {
    given([claim("S", 1), agree("W")])
      .when(cancelConcession("S", WITHIN))
      .thenSome({ audit: [{ _tag: "ConcessionCancelAsked", asked: "unstated" }], rulings: [{ most: 2 }] });
  });

  it("71: refused: a concession not settled, a claim that concedes nothing, a ruling without tricks or beyond those conceded", () => {
    given([claim("N", 3)], { board: W19 }).whenRefused(cancelConcession("N", WITHIN), {
      _tag: "ConcessionNotSettled",
      law: "71",
      ...N3,
      status: "open",
    });
    given([claim("S", 3), agree("W")]).whenRefused(cancelConcession("S", WITHIN), {
      _tag: "NothingConceded",
      law: "71",
      kind: "claim",
      claimer: "S",
      claimed: 3,
      conceded: 0,
    });
    const asked = [claim("S", 1), agree("W"), cancelConcession("N", WITHIN)];
    given(asked).whenRefused(ruling("71", { tricks: 3 }), {
      _tag: "GiveBackOutOfRange",
      law: "71",
      most: 2,
    });
    given(asked).whenRefused(ruling("71A"), { _tag: "GiveBackWithoutTricks", law: "71" });
  });
});

const expectEqual = (got: unknown, want: unknown): void => {
  if (JSON.stringify(got) !== JSON.stringify(want))
    throw new Error(`got ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
};
