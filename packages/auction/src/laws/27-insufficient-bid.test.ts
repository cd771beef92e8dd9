import { describe, expect, it } from "vitest";
import { legalCalls } from "../legality.ts";
import { call, callAt, given, option, ruling, standing } from "../testing/given.ts";

/** North opens 1S, East bids an insufficient 1H, South does not accept it. */
const REFUSED = [call("N", "1S"), call("E", "1H"), option("S", "27A1", "refuse")];

describe("Law 27: an insufficient bid", () => {
  it("18D: an insufficient bid stays open under Law 27: LHO may accept it", () => {
    given([call("N", "1S")])
      .when(call("E", "1H"))
      .then({
        audit: [{ _tag: "InsufficientBid", law: "18D", seat: "E", call: "1H", over: "1S" }],
        pending: [
          {
            _tag: "MayAcceptInsufficientBid",
            seat: "S",
            law: "27A1",
            options: ["accept", "refuse"],
            about: 3,
            offender: "E",
            call: "1H",
          },
        ],
      });
  });

  it("27A1: LHO accepts by choosing", () => {
    given([call("N", "1S"), call("E", "1H")])
      .when(option("S", "27A1", "accept"))
      .then({
        audit: [{ _tag: "InsufficientBidAccepted", law: "27A1", seat: "S", call: "1H", byCalling: false }],
        pending: [],
        state: (a) => {
          expect(standing(a)).toMatchObject([
            { seat: "N", call: "1S" },
            { seat: "E", call: "1H" },
          ]);
          expect(a.turn).toBe("S");
        },
      });
  });

  it("27A1: LHO accepts by calling; sufficiency then counts from the accepted bid (18C)", () => {
    given([call("N", "1S"), call("E", "1H")])
      .when(call("S", "1NT"))
      .then({
        audit: [{ _tag: "InsufficientBidAccepted", law: "27A1", seat: "S", call: "1H", byCalling: true }],
        state: (a) =>
          expect(standing(a)).toMatchObject([
            { seat: "N", call: "1S" },
            { seat: "E", call: "1H" },
            { seat: "S", call: "1NT" },
          ]),
      });
  });

  it("27B: LHO does not accept: the offender must replace it", () => {
    given([call("N", "1S"), call("E", "1H")])
      .when(option("S", "27A1", "refuse"))
      .then([
        {
          _tag: "InsufficientBidRefused",
          law: "27B",
          seat: "S",
          offender: "E",
          partner: "W",
          call: "1H",
          second: false,
        },
      ]);
  });

  it("27B1: the Director says whether the replacement is the lowest bid in the denomination or comparable", () => {
    given(REFUSED)
      .when(call("E", "2H"))
      .then({
        rulings: [
          {
            _tag: "IsReplacementLowestOrComparable",
            law: "27B1",
            blocking: true,
            seat: "E",
            call: "2H",
            withdrawn: "1H",
            lowest: "2H",
            lowestAsked: true,
            answers: ["27B1(a)", "A1", "A2", "A3", "not-comparable"],
          },
        ],
      });
  });

  it("27B1(a): the lowest sufficient bid in the same denomination is over the auction before the insufficient bid, whatever the replacement", () => {
    // 1S (N) - 1H (E, insufficient, refused): the lowest sufficient heart bid is 2H, East replacing it with 2H or 3H
    for (const replacement of ["2H", "3H", "2NT"]) {
      given(REFUSED)
        .when(call("E", replacement))
        .then({
          rulings: [
            { _tag: "IsReplacementLowestOrComparable", law: "27B1", call: replacement, lowest: "2H" },
          ],
        });
    }
  });

  it("27B1(a): lowest sufficient bid in the same denomination", () => {
    given([...REFUSED, call("E", "2H")])
      .when(ruling("27B1", "27B1(a)"))
      .then({
        audit: [{ _tag: "InsufficientBidReplaced", law: "27B1(a)", call: "2H", withdrawn: "1H" }],
        reviews: [
          {
            _tag: "AssistanceReview",
            law: "27D",
            withdrawn: "1H",
            source: "insufficient-bid",
            under: "27B1(a)",
          },
        ],
        state: (a) => expect(a.obligations).toEqual([]),
      });
  });

  it("27B1(b): a comparable call", () => {
    given([...REFUSED, call("E", "2H")])
      .when(ruling("27B1", "A2"))
      .then({
        audit: [{ _tag: "InsufficientBidReplaced", law: "27B1(b)", call: "2H", withdrawn: "1H" }],
        state: (a) => expect(a.obligations).toEqual([]),
      });
  });

  it("27B2: any other sufficient bid or pass bars partner throughout", () => {
    given([...REFUSED, call("E", "2C")])
      .when(ruling("27B1", "not-comparable"))
      .then({
        audit: [
          { _tag: "MustPass", law: "27B2", seat: "W", scope: "throughout" },
          { _tag: "LeadRestrictionPending", law: "26B", offender: "E", restricted: "W" },
        ],
        reviews: [{ _tag: "DamageReview", law: "72C", cause: "enforced-pass", under: "27B2" }],
        state: (a) => {
          expect(a.obligations).toMatchObject([
            { kind: "pass", seat: "W", scope: "throughout", law: "27B2" },
          ]);
          expect(a.leadRestrictions).toMatchObject([{ offender: "E", restricted: "W", status: "pending" }]);
        },
      });
  });

  it("27B2: the FFB reading bars partner at his next turn only (the setting law27B2PartnerBar)", () => {
    given([...REFUSED, call("E", "2C")], { law27B2PartnerBar: "next-turn" })
      .when(ruling("27B1", "not-comparable"))
      .thenSome({
        audit: [{ _tag: "MustPass", law: "27B2", seat: "W", scope: "next-turn" }],
        state: (a) =>
          expect(a.obligations).toMatchObject([{ kind: "pass", seat: "W", scope: "next-turn", law: "27B2" }]),
      });
  });

  it("27B3: an inadmissible double as replacement is cancelled and bars partner", () => {
    given(REFUSED)
      .when(call("E", "XX"))
      .thenSome({
        audit: [
          { _tag: "DoubleReplacementCancelled", law: "27B3", seat: "E", call: "XX" },
          { _tag: "MustPass", law: "27B3", seat: "W", scope: "throughout" },
        ],
        state: (a) => {
          expect(callAt(a, 5)).toMatchObject({ status: "cancelled", law: "27B3" });
          expect(a.obligations).toMatchObject([
            { kind: "pass", seat: "W", scope: "throughout", law: "27B3" },
          ]);
          expect(legalCalls(a, "E")).not.toContain("X");
        },
      });
  });

  it("27B4: a second insufficient bid refused is ruled as 27B3", () => {
    const facts = [call("S", "2H"), call("W", "1S"), option("N", "27A1", "refuse"), call("W", "1NT")];
    given(facts, { dealer: "S" })
      .when(option("N", "27B4", "refuse"))
      .thenSome([
        { _tag: "MustPass", law: "27B4", seat: "E", scope: "throughout" },
        { _tag: "InsufficientBidRefused", law: "27B4", seat: "N", offender: "W", call: "1NT", second: true },
      ]);
    given([...facts, option("N", "27B4", "refuse")], { dealer: "S" })
      .when(call("W", "2S"))
      .then({
        state: (a) => {
          expect(standing(a)).toMatchObject([
            { seat: "S", call: "2H" },
            { seat: "W", call: "2S" },
          ]);
          expect(a.obligations).toMatchObject([
            { kind: "pass", seat: "E", scope: "throughout", law: "27B4" },
          ]);
        },
      });
  });

  it("27B4, 9B: LHO accepts the second insufficient bid by an insufficient bid of his own; that one is not refused before the Director rules on the first", () => {
    // W's 1NT (5) is a second insufficient bid; N accepts it by calling 1C (6), itself insufficient: the
    // Director is asked whether W's 1NT is comparable (27B4, blocking), and E may accept N's 1C (27A1)
    const facts = [
      call("S", "2H"),
      call("W", "1S"),
      option("N", "27A1", "refuse"),
      call("W", "1NT"),
      call("N", "1C"),
    ];
    given(facts.slice(0, -1), { dealer: "S" })
      .when(call("N", "1C"))
      .then({
        state: (a) => {
          expect(a.rulingsNeeded).toMatchObject([
            { _tag: "IsReplacementLowestOrComparable", law: "27B4", position: 5, blocking: true },
          ]);
          expect(a.pending).toMatchObject([
            { _tag: "MayAcceptInsufficientBid", seat: "E", law: "27A1", about: 6, offender: "N" },
          ]);
        },
      });
    // refused: N's replacement would take the place of W's, which the Director is still to rule on
    given(facts, { dealer: "S" }).whenRefused(option("E", "27A1", "refuse"), {
      _tag: "AuctionWaitsForRuling",
      law: "27B4",
      about: 5,
    });
    given([...facts, ruling("27B4", "not-comparable", 5)], { dealer: "S" })
      .when(option("E", "27A1", "refuse"))
      .thenSome([{ _tag: "InsufficientBidRefused", law: "27B", seat: "E", offender: "N", call: "1C" }]);
  });

  it("27C: a premature replacement stands if the insufficient bid is not accepted", () => {
    given([call("E", "1H"), call("S", "1D")], { dealer: "E" })
      .when(call("S", "2D"))
      .then([
        { _tag: "PrematureReplacement", law: "27C", seat: "S", insufficient: "1D", call: "2D", lho: "W" },
      ]);
    given([call("E", "1H"), call("S", "1D"), call("S", "2D"), option("W", "27A1", "refuse")], { dealer: "E" })
      .when(ruling("27B1", "27B1(a)"))
      .then({
        state: (a) =>
          expect(standing(a)).toMatchObject([
            { seat: "E", call: "1H" },
            { seat: "S", call: "2D" },
          ]),
      });
  });

  it("27B: a replacement above seven is Law 38's", () => {
    given([call("N", "7S"), call("E", "1H"), option("S", "27A1", "refuse")])
      .when(call("E", "8H"))
      .then({
        audit: [{ _tag: "BidAboveSeven", law: "35C", seat: "E", call: "8H" }],
        rulings: [{ _tag: "RectifyBidAboveSeven", law: "38", seat: "E", call: "8H" }],
        state: (a) => expect(a.replacement).toBeNull(),
      });
  });
});
