import { describe, expect, it } from "vitest";
import { call, change, given, option, ruling } from "../testing/given.ts";

/** West's insufficient 1H refused and replaced by a pass not comparable: East must pass, 26B on East. */
const BARRED = [
  call("N", "1S"),
  call("E", "1H"),
  option("S", "27A1", "refuse"),
  call("E", "P"),
  ruling("27B1", "not-comparable"),
];

describe("Law 26: lead restrictions", () => {
  it("26A: the replacement judged comparable lifts the lead restriction", () => {
    given([call("N", "1S"), change("N", "1NT"), ruling("25A", "intended"), option("E", "25B1", "refuse")])
      .when(ruling("23A", "A1"))
      .then({
        audit: [{ _tag: "ComparableCall", law: "23A1", call: "1S", withdrawn: "1NT" }],
        reviews: [{ _tag: "AssistanceReview", law: "23C", withdrawn: "1NT", source: "withdrawn-call" }],
        state: (a) => expect(a.leadRestrictions).toEqual([]),
      });
  });

  it("26B: the restriction becomes active at the end of the auction when the offender defends", () => {
    given([...BARRED, call("S", "2S"), call("W", "P"), call("N", "4S"), call("E", "P"), call("S", "P")])
      .when(call("W", "P"))
      .thenSome({
        audit: [
          { _tag: "AuctionOver", law: "22A", bid: "4S", doubling: "", declarer: "N", dummy: "S" },
          { _tag: "LeadRestrictionActive", law: "26B", offender: "E", restricted: "W", specified: "none" },
        ],
        state: (a) => expect(a.leadRestrictions).toMatchObject([{ offender: "E", status: "active" }]),
      });
  });

  it("26B: the restriction is void when the offender's side declares", () => {
    // North changed 1S to 1NT, intended: East refused the substitute, not comparable: 26B on South.
    given([
      call("N", "1S"),
      change("N", "1NT"),
      ruling("25A", "intended"),
      option("E", "25B1", "refuse"),
      ruling("23A", "not-comparable"),
      call("E", "P"),
      call("S", "P"),
    ])
      .when(call("W", "P"))
      .thenSome({
        state: (a) =>
          expect(a.leadRestrictions).toMatchObject([
            { offender: "N", status: "void", waived: "declaring-side" },
          ]),
      });
  });

  it("26B: the Director says which suits the offender specified in the legal auction", () => {
    // East bid 1S legally before his insufficient bid: the suits he specified are the Director's judgement.
    const facts = [
      call("N", "1C"),
      call("E", "1S"),
      call("S", "2C"),
      call("W", "P"),
      call("N", "3C"),
      call("E", "1H"),
      option("S", "27A1", "refuse"),
      call("E", "P"),
      ruling("27B1", "not-comparable"),
      call("S", "P"),
    ];
    given(facts)
      .when(call("W", "P"))
      .thenSome({
        audit: [
          { _tag: "LeadRestrictionActive", law: "26B", offender: "E", restricted: "W", specified: "unknown" },
        ],
        rulings: [{ _tag: "WhichSuitsSpecified", law: "26B", seat: "E" }],
      });
    given([...facts, call("W", "P")])
      .when(ruling("26B", "S"))
      .then({
        audit: [{ _tag: "SuitsSpecified", law: "26B", suits: ["S"] }],
        rulings: [],
        state: (a) => expect(a.leadRestrictions).toMatchObject([{ status: "active", suitsSpecified: ["S"] }]),
      });
    given([...facts, call("W", "P")])
      .when(ruling("26B", "S,H,D,C"))
      .then([
        { _tag: "SuitsSpecified", law: "26B", suits: ["S", "H", "D", "C"] },
        { _tag: "EverySuitSpecified", law: "26B", offender: "E", restricted: "W" },
      ]);
    given([...facts, call("W", "P")]).whenRefused(ruling("26B", "spades"), {
      _tag: "SuitsSpecifiedAnswerExpected",
      law: "26B",
    });
  });
});
