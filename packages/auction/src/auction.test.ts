import { bidStrain, type Call, isBid, SEATS, type Seat, sideOf } from "@bridgelaw/cards";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  type AuctionState,
  canDouble,
  canRedouble,
  evolveAuction,
  initialAuction,
  legalCalls,
} from "./index.ts";
import { call, given, inRotation } from "./testing/given.ts";

/** The auction's basic Laws (17–22, and where an irregular call goes), given / when / then. */

describe("Law 17: the auction period", () => {
  it("17B: the dealer calls first; 17C: then each player in rotation", () => {
    expect(initialAuction("E").turn).toBe("E");
    given([], { dealer: "E" })
      .when(call("E", "P"))
      .then({ audit: [], state: (a) => expect(a.turn).toBe("S") });
    given([call("W", "1C")], { dealer: "W" })
      .when(call("N", "P"))
      .then({ state: (a) => expect(a.turn).toBe("E") });
  });
});

describe("Law 18: bids", () => {
  it("18C: a bid must supersede the last bid; lower or equal bids are not legal calls", () => {
    given([])
      .when(call("N", "1H"))
      .then({
        state: (a) => {
          const legal = legalCalls(a);
          expect(legal).not.toContain("1C");
          expect(legal).not.toContain("1H");
          expect(legal).toContain("1S");
          expect(legal).toContain("X");
          expect(legal).not.toContain("XX");
        },
      });
  });
  it("18D: an insufficient bid is open under Law 27 and stays out of the standing auction", () => {
    given([call("N", "1NT")])
      .when(call("E", "1S"))
      .thenSome({
        audit: [{ _tag: "InsufficientBid", law: "18D", seat: "E", call: "1S", over: "1NT" }],
        state: (a) => {
          expect(a.calls.at(-1)).toMatchObject({ status: "open", law: "27" });
          expect(a.lastBid?.bid).toBe("1NT");
          expect(a.turn).toBe("E");
        },
      });
  });
  it("38: a bid of more than seven is open under Law 38", () => {
    given([])
      .when(call("N", "8C"))
      .then({
        audit: [{ _tag: "BidAboveSeven", law: "35C", seat: "N", call: "8C" }],
        state: (a) => expect(a.calls.at(-1)).toMatchObject({ status: "open", law: "38" }),
      });
  });
});

describe("Law 19: doubles and redoubles", () => {
  it("19A1: only an opponent may double the last bid, with only passes since", () => {
    given([])
      .when(call("N", "1S"))
      .then({
        state: (a) => {
          expect(canDouble(a, "E")).toBe(true);
          expect(canDouble(a, "S")).toBe(false);
        },
      });
    given(inRotation("N", ["1S", "P"]))
      .when(call("S", "P"))
      .then({ state: (a) => expect(canDouble(a, "W")).toBe(true) });
    given(inRotation("N", ["1S"]))
      .when(call("E", "X"))
      .then({ state: (a) => expect(canDouble(a, "S")).toBe(false) });
  });
  it("19B1: only an opponent of the doubler may redouble the last double", () => {
    given(inRotation("N", ["1S"]))
      .when(call("E", "X"))
      .then({ state: (a) => expect(canRedouble(a, "S")).toBe(true) });
    given(inRotation("N", ["1S", "X"]))
      .when(call("S", "P"))
      .then({ state: (a) => expect(canRedouble(a, "W")).toBe(false) });
    given(inRotation("N", ["1S", "X", "P"]))
      .when(call("W", "P"))
      .then({ state: (a) => expect(canRedouble(a, "N")).toBe(true) });
    given(inRotation("N", ["1S", "X"]))
      .when(call("S", "XX"))
      .then({ state: (a) => expect(canRedouble(a, "W")).toBe(false) });
  });
  it("36: a double not permitted by 19A1 is open under Law 36", () => {
    given(inRotation("N", ["1S", "P"]))
      .when(call("S", "X"))
      .thenSome({
        audit: [{ _tag: "InadmissibleDouble", law: "35A", seat: "S", call: "X" }],
        state: (a) => expect(a.calls.at(-1)).toMatchObject({ status: "open", law: "36" }),
      });
  });
  it("19C: a later legal bid supersedes a double", () => {
    given(inRotation("N", ["1S", "X", "2H", "P", "P"]))
      .when(call("E", "P"))
      .thenSome({
        audit: [{ _tag: "AuctionOver", law: "22A", bid: "2H", doubling: "", declarer: "S", dummy: "N" }],
        state: (a) => expect(a.contract).toEqual({ level: 2, strain: "H", doubling: "", declarer: "S" }),
      });
  });
});

describe("Law 22: end of auction", () => {
  it("22B: four passes pass the board out", () => {
    given(inRotation("S", ["P", "P", "P"]), { dealer: "S" })
      .when(call("E", "P"))
      .then({
        audit: [{ _tag: "PassedOut", law: "22B" }],
        state: (a) => {
          expect(a.ended).toBe(true);
          expect(a.contract).toBeNull();
        },
      });
  });
  it("22A: three passes after a bid end the auction; the last bid is the contract", () => {
    given(inRotation("N", ["P", "1C", "P", "P"]))
      .when(call("N", "P"))
      .then({
        audit: [{ _tag: "AuctionOver", law: "22A", bid: "1C", doubling: "", declarer: "E", dummy: "W" }],
        state: (a) => {
          expect(a.ended).toBe(true);
          expect(a.contract).toEqual({ level: 1, strain: "C", doubling: "", declarer: "E" });
        },
      });
  });
  it("22A: three passes after a double end the auction doubled; after a redouble, redoubled", () => {
    given(inRotation("N", ["4S", "X", "P", "P"]))
      .when(call("N", "P"))
      .then({
        audit: [{ _tag: "AuctionOver", law: "22A", bid: "4S", doubling: "X", declarer: "N" }],
        state: (a) => expect(a.contract).toMatchObject({ doubling: "X", declarer: "N" }),
      });
    given(inRotation("N", ["4S", "X", "XX", "P", "P"]))
      .when(call("E", "P"))
      .then({ state: (a) => expect(a.contract).toMatchObject({ doubling: "XX" }) });
  });
  it("22A: declarer is the first of the declaring side to name the strain", () => {
    given(inRotation("N", ["1H", "P", "2C", "P", "2H", "P", "4H", "P", "P"]))
      .when(call("E", "P"))
      .then({
        state: (a) => expect(a.contract).toEqual({ level: 4, strain: "H", doubling: "", declarer: "N" }),
      });
    given(inRotation("N", ["1C", "P", "1H", "P", "2H", "P", "4H", "P", "P"]))
      .when(call("E", "P"))
      .then({ state: (a) => expect(a.contract?.declarer).toBe("S") });
  });
  it("39A: a call after the final pass is cancelled; the contract stands", () => {
    given(inRotation("N", ["1NT", "P", "P", "P"]))
      .when(call("E", "X"))
      .then({
        audit: [
          { _tag: "CallAfterFinalPassRestrictsLead", law: "39C", seat: "E", call: "X", restricted: "W" },
        ],
        state: (a) => {
          expect(a.calls.at(-1)).toMatchObject({ status: "cancelled", law: "39A" });
          expect(a.contract).toMatchObject({ level: 1, strain: "NT", doubling: "" });
        },
      });
  });
  it("29–32: a call out of rotation is open with its Law", () => {
    const lawOf = (a: AuctionState) => expect(a.calls.at(-1)?.law);
    given([])
      .when(call("S", "P"))
      .thenSome({
        audit: [{ _tag: "CallOutOfRotation", law: "29", under: "30" }],
        state: (a) => lawOf(a).toBe("30"),
      });
    given([])
      .when(call("S", "1D"))
      .thenSome({
        audit: [{ _tag: "CallOutOfRotation", law: "29", under: "31" }],
        state: (a) => lawOf(a).toBe("31"),
      });
    given([])
      .when(call("S", "X"))
      .thenSome({
        audit: [{ _tag: "InadmissibleDoubleOutOfRotation", law: "36B4" }],
        state: (a) => lawOf(a).toBe("36B4"),
      });
    given([call("N", "1H")])
      .when(call("W", "X"))
      .thenSome({
        audit: [{ _tag: "CallOutOfRotation", law: "29", under: "32" }],
        state: (a) => lawOf(a).toBe("32"),
      });
  });
});

/** A random legal auction: at each turn, one of the legal calls, pass more and more likely. */
const legalAuction = fc
  .tuple(fc.constantFrom(...SEATS), fc.array(fc.nat(), { minLength: 80, maxLength: 80 }))
  .map(([dealer, picks]) => {
    let a = initialAuction(dealer);
    const calls: Call[] = [];
    for (const pick of picks) {
      if (a.ended) break;
      const legal = legalCalls(a);
      const call = pick % 3 === 0 ? "P" : legal[pick % legal.length]!;
      calls.push(call);
      a = evolveAuction(a, { type: "CallMade", seat: a.turn!, call }, calls.length + 1);
    }
    return { dealer, calls, final: a };
  });

describe("invariants of legal auctions", () => {
  test.prop([legalAuction])(
    "22A/22B: random legal auctions end, and declarer is the first of the declaring side to name the strain",
    ({ final }) => {
      // Each legal call raises the bid, doubles or passes: at most 35 bids with two doubles each, then passes.
      expect(final.ended).toBe(true);
      const calls = final.calls;
      expect(calls.every((c) => c.status === "standing")).toBe(true);
      const bids = calls.filter((c) => isBid(c.call));
      if (bids.length === 0) {
        expect(final.contract).toBeNull();
        expect(calls).toHaveLength(4);
        return;
      }
      const last = bids.at(-1)!;
      const strain = bidStrain(last.call as never);
      const first = bids.find(
        (c) => sideOf(c.seat) === sideOf(last.seat) && bidStrain(c.call as never) === strain,
      )!;
      expect(final.contract?.declarer).toBe(first.seat);
      expect(calls.slice(-3).every((c) => c.call === "P")).toBe(true);
    },
  );
  test.prop([legalAuction])(
    "17C: each legal call is made by the LHO of the previous caller",
    ({ dealer, final }) => {
      let expected: Seat = dealer;
      for (const c of final.calls) {
        expect(c.seat).toBe(expected);
        expected = SEATS[(SEATS.indexOf(expected) + 1) % 4]!;
      }
    },
  );
  test.prop([legalAuction, fc.constantFrom<Call>("P", "1C", "X", "7NT")])(
    "39A: calls after the end of the auction change nothing",
    ({ final }, extra) => {
      const after = evolveAuction(final, { type: "CallMade", seat: "N", call: extra }, 99);
      expect(after.contract).toEqual(final.contract);
      expect(after.calls.at(-1)?.law).toBe("39A");
    },
  );
});
