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

/** Replays `calls` in rotation from the dealer. */
const run = (dealer: Seat, calls: readonly Call[]): AuctionState => {
  let a = initialAuction(dealer);
  calls.forEach((call, i) => {
    a = evolveAuction(a, { type: "CallMade", seat: a.turn ?? "N", call }, i + 2);
  });
  return a;
};

describe("Law 17: the auction period", () => {
  it("17B: the dealer calls first; 17C: then each player in rotation", () => {
    const a = initialAuction("E");
    expect(a.turn).toBe("E");
    expect(run("E", ["P"]).turn).toBe("S");
    expect(run("W", ["1C", "P"]).turn).toBe("E");
  });
});

describe("Law 18: bids", () => {
  it("18C: a bid must supersede the last bid; lower or equal bids are not legal calls", () => {
    const a = run("N", ["1H"]);
    const legal = legalCalls(a);
    expect(legal).not.toContain("1C");
    expect(legal).not.toContain("1H");
    expect(legal).toContain("1S");
    expect(legal).toContain("X");
    expect(legal).not.toContain("XX");
  });
  it("18D: an insufficient bid is open under Law 27 and stays out of the standing auction", () => {
    let a = run("N", ["1NT"]);
    a = evolveAuction(a, { type: "CallMade", seat: "E", call: "1S" }, 3);
    expect(a.calls.at(-1)).toMatchObject({ status: "open", law: "27" });
    expect(a.lastBid?.bid).toBe("1NT");
    expect(a.turn).toBe("E");
  });
  it("38: a bid of more than seven is open under Law 38", () => {
    let a = run("N", []);
    a = evolveAuction(a, { type: "CallMade", seat: "N", call: "8C" }, 2);
    expect(a.calls.at(-1)).toMatchObject({ status: "open", law: "38" });
  });
});

describe("Law 19: doubles and redoubles", () => {
  it("19A1: only an opponent may double the last bid, with only passes since", () => {
    const a = run("N", ["1S"]);
    expect(canDouble(a, "E")).toBe(true);
    expect(canDouble(a, "S")).toBe(false);
    const b = run("N", ["1S", "P", "P"]);
    expect(canDouble(b, "W")).toBe(true);
    expect(canDouble(run("N", ["1S", "X"]), "S")).toBe(false);
  });
  it("19B1: only an opponent of the doubler may redouble the last double", () => {
    const a = run("N", ["1S", "X"]);
    expect(canRedouble(a, "S")).toBe(true);
    expect(canRedouble(run("N", ["1S", "X", "P"]), "W")).toBe(false);
    expect(canRedouble(run("N", ["1S", "X", "P", "P"]), "N")).toBe(true);
    expect(canRedouble(run("N", ["1S", "X", "XX"]), "W")).toBe(false);
  });
  it("36: a double not permitted by 19A1 is open under Law 36", () => {
    let a = run("N", ["1S", "P"]);
    a = evolveAuction(a, { type: "CallMade", seat: "S", call: "X" }, 4);
    expect(a.calls.at(-1)).toMatchObject({ status: "open", law: "36" });
  });
  it("19C: a later legal bid supersedes a double", () => {
    const a = run("N", ["1S", "X", "2H", "P", "P", "P"]);
    expect(a.contract).toEqual({ level: 2, strain: "H", doubling: "", declarer: "S" });
  });
});

describe("Law 22: end of auction", () => {
  it("22B: four passes pass the board out", () => {
    const a = run("S", ["P", "P", "P", "P"]);
    expect(a.ended).toBe(true);
    expect(a.contract).toBeNull();
  });
  it("22A: three passes after a bid end the auction; the last bid is the contract", () => {
    const a = run("N", ["P", "1C", "P", "P", "P"]);
    expect(a.ended).toBe(true);
    expect(a.contract).toEqual({ level: 1, strain: "C", doubling: "", declarer: "E" });
  });
  it("22A: three passes after a double end the auction doubled; after a redouble, redoubled", () => {
    expect(run("N", ["4S", "X", "P", "P", "P"]).contract).toMatchObject({ doubling: "X", declarer: "N" });
    expect(run("N", ["4S", "X", "XX", "P", "P", "P"]).contract).toMatchObject({ doubling: "XX" });
  });
  it("22A: declarer is the first of the declaring side to name the strain", () => {
    const a = run("N", ["1H", "P", "2C", "P", "2H", "P", "4H", "P", "P", "P"]);
    expect(a.contract).toEqual({ level: 4, strain: "H", doubling: "", declarer: "N" });
    const b = run("N", ["1C", "P", "1H", "P", "2H", "P", "4H", "P", "P", "P"]);
    expect(b.contract?.declarer).toBe("S");
  });
  it("39A: a call after the final pass is cancelled; the contract stands", () => {
    let a = run("N", ["1NT", "P", "P", "P"]);
    a = evolveAuction(a, { type: "CallMade", seat: "E", call: "X" }, 6);
    expect(a.calls.at(-1)).toMatchObject({ status: "cancelled", law: "39A" });
    expect(a.contract).toMatchObject({ level: 1, strain: "NT", doubling: "" });
  });
  it("29–32: a call out of rotation is open with its Law", () => {
    const a = run("N", []);
    expect(evolveAuction(a, { type: "CallMade", seat: "S", call: "P" }, 2).calls.at(-1)?.law).toBe("30");
    expect(evolveAuction(a, { type: "CallMade", seat: "S", call: "1D" }, 2).calls.at(-1)?.law).toBe("31");
    expect(evolveAuction(a, { type: "CallMade", seat: "S", call: "X" }, 2).calls.at(-1)?.law).toBe("36B4");
    const b = run("N", ["1H"]);
    expect(evolveAuction(b, { type: "CallMade", seat: "W", call: "X" }, 3).calls.at(-1)?.law).toBe("32");
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
    "22A/INV-08/INV-09: random legal auctions end, and declarer is the first of the declaring side to name the strain",
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
    "17C/INV-07: each legal call is made by the LHO of the previous caller",
    ({ dealer, final }) => {
      let expected: Seat = dealer;
      for (const c of final.calls) {
        expect(c.seat).toBe(expected);
        expected = SEATS[(SEATS.indexOf(expected) + 1) % 4]!;
      }
    },
  );
  test.prop([legalAuction, fc.constantFrom<Call>("P", "1C", "X", "7NT")])(
    "39/INV-10: calls after the end of the auction change nothing",
    ({ final }, extra) => {
      const after = evolveAuction(final, { type: "CallMade", seat: "N", call: extra }, 99);
      expect(after.contract).toEqual(final.contract);
      expect(after.calls.at(-1)?.law).toBe("39A");
    },
  );
});
