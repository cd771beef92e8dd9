import { describe, expect, it } from "vitest";
import { legalCalls } from "./legality.ts";
import type { AuctionState } from "./state.ts";
import { barsOf, drive, standingOf } from "./test-driver.ts";

type Row = [
  name: string,
  dealer: "N" | "E" | "S" | "W",
  script: string[],
  check: (a: AuctionState) => void,
  edition?: "2007",
];

const lrs = (a: AuctionState) => a.leadRestrictions.map((r) => `${r.offender}->${r.restricted} ${r.status}`);
const statusAt = (a: AuctionState, position: number) => {
  const c = a.calls.find((x) => x.position === position)!;
  return `${c.status} ${c.law ?? ""}`.trim();
};

/** One row per branch of Laws 25–32 and 35–39 (and 17D3, 24), named by the Law id. */
const ROWS: Row[] = [
  // Law 25
  [
    "25A1: an unintended call is replaced before partner calls",
    "N",
    ["N 1S", "chg N 1H", "td 25A unintended"],
    (a) => {
      expect(standingOf(a)).toBe("N 1H");
      expect(lrs(a)).toEqual([]);
      expect(a.info).toEqual([]);
    },
  ],
  [
    "25A1: the intended call is subject to its Law (27 when insufficient)",
    "N",
    ["N 1S", "E 2C", "chg E 1D", "td 25A unintended"],
    (a) => {
      expect(a.open).toMatchObject({ kind: "insufficient", offender: "E" });
    },
  ],
  [
    "25A4: after partner has called, a change is 25B whatever the intent",
    "N",
    ["N 1S", "E P", "S 2S", "W P", "chg N 2H"],
    (a) => {
      expect(a.rulingsNeeded).toEqual([]);
      expect(a.pending).toMatchObject([{ seat: "E", law: "25B1" }]);
    },
  ],
  [
    "25A6: LHO may withdraw the call he made over the unintended call",
    "N",
    ["N 1S", "E X", "chg N 1H", "td 25A unintended", "opt E 25A6 withdraw"],
    (a) => {
      expect(standingOf(a)).toBe("N 1H");
      expect(a.turn).toBe("E");
      expect(a.info).toMatchObject([{ seat: "E", call: "X", unauthorisedFor: "NS" }]);
    },
  ],
  [
    "25A6: LHO may keep his call",
    "N",
    ["N 1S", "E 2C", "chg N 1H", "td 25A unintended", "opt E 25A6 keep"],
    (a) => {
      expect(standingOf(a)).toBe("N 1H, E 2C");
    },
  ],
  [
    "25B1: LHO accepts the substitute by calling over it",
    "N",
    ["N 1S", "chg N 1NT", "td 25A intended", "E P"],
    (a) => {
      expect(standingOf(a)).toBe("N 1NT, E P");
      expect(a.info).toMatchObject([{ call: "1S", law: "25B3" }]);
    },
  ],
  [
    "25B2: LHO refuses; the first call stands; 26B unless comparable",
    "N",
    ["N 1S", "chg N 1NT", "td 25A intended", "opt E 25B1 refuse", "td 23A not-comparable"],
    (a) => {
      expect(standingOf(a)).toBe("N 1S");
      expect(lrs(a)).toEqual(["N->S pending"]);
    },
  ],
  [
    "26A: the replacement judged comparable lifts the lead restriction",
    "N",
    ["N 1S", "chg N 1NT", "td 25A intended", "opt E 25B1 refuse", "td 23A A1"],
    (a) => {
      expect(lrs(a)).toEqual([]);
    },
  ],
  [
    "26B: the restriction is void when the offender becomes declarer or dummy",
    "N",
    [
      "N 1S",
      "E 1H",
      "opt S 27A1 refuse",
      "E P",
      "td 27B1 not-comparable",
      "S 2S",
      "W P",
      "N 4S",
      "E P",
      "S P",
      "W P",
    ],
    (a) => {
      expect(a.leadRestrictions).toMatchObject([{ offender: "E", status: "active" }]);
    },
  ],
  // Law 27
  [
    "27A1: LHO accepts by choosing",
    "N",
    ["N 1S", "E 1H", "opt S 27A1 accept"],
    (a) => {
      expect(standingOf(a)).toBe("N 1S, E 1H");
      expect(a.turn).toBe("S");
    },
  ],
  [
    "27A1: LHO accepts by calling; sufficiency then counts from the accepted bid (18C)",
    "N",
    ["N 1S", "E 1H", "S 1NT"],
    (a) => {
      expect(standingOf(a)).toBe("N 1S, E 1H, S 1NT");
    },
  ],
  [
    "27B1(a): lowest sufficient bid in the same denomination",
    "N",
    ["N 1S", "E 1H", "opt S 27A1 refuse", "E 2H", "td 27B1 27B1(a)"],
    (a) => {
      expect(barsOf(a)).toEqual([]);
      expect(a.reviews).toMatchObject([{ law: "27D" }]);
    },
  ],
  [
    "27B1(b): a comparable call",
    "N",
    ["N 1S", "E 1H", "opt S 27A1 refuse", "E 2H", "td 27B1 A2"],
    (a) => {
      expect(barsOf(a)).toEqual([]);
    },
  ],
  [
    "27B2: any other sufficient bid or pass bars partner throughout",
    "N",
    ["N 1S", "E 1H", "opt S 27A1 refuse", "E 2C", "td 27B1 not-comparable"],
    (a) => {
      expect(barsOf(a)).toEqual(["W throughout 27B2"]);
      expect(lrs(a)).toEqual(["E->W pending"]);
    },
  ],
  [
    "27B2: the FFB reading bars partner at his next turn only ([A-1])",
    "N",
    ["N 1S", "E 1H", "opt S 27A1 refuse", "E 2C", "td 27B1 not-comparable"],
    (a) => {
      expect(barsOf(a)).toEqual(["W next-turn 27B2"]);
    },
  ],
  [
    "27B3: an inadmissible double as replacement is cancelled and bars partner",
    "N",
    ["N 1S", "E 1H", "opt S 27A1 refuse", "E XX"],
    (a) => {
      expect(statusAt(a, 5)).toBe("cancelled 27B3");
      expect(barsOf(a)).toEqual(["W throughout 27B3"]);
      expect(legalCalls(a, "E")).not.toContain("X");
    },
  ],
  [
    "27B4: a second insufficient bid refused is ruled as 27B3",
    "S",
    ["S 2H", "W 1S", "opt N 27A1 refuse", "W 1NT", "opt N 27B4 refuse", "W 2S"],
    (a) => {
      expect(standingOf(a)).toBe("S 2H, W 2S");
      expect(barsOf(a)).toEqual(["E throughout 27B4"]);
    },
  ],
  [
    "27C: a premature replacement stands if the insufficient bid is not accepted",
    "E",
    ["E 1H", "S 1D", "S 2D", "opt W 27A1 refuse", "td 27B1 27B1(a)"],
    (a) => {
      expect(standingOf(a)).toBe("E 1H, S 2D");
    },
  ],
  // Law 28
  [
    "28A: a call over a barred RHO is in rotation; the pass is deemed",
    "W",
    ["N P", "opt E 29A refuse", "W 1D", "E 1S"],
    (a) => {
      expect(a.calls.find((c) => c.status === "deemed")).toMatchObject({ seat: "N", law: "28A" });
    },
  ],
  [
    "28B: a call by the player whose turn it was cancels the call out of rotation",
    "S",
    ["W 1H", "S 1D"],
    (a) => {
      expect(statusAt(a, 2)).toBe("cancelled 28B");
      expect(lrs(a)).toEqual([]);
    },
  ],
  [
    "28B/29A: when that player is also the offender's LHO, the Director asks his intent",
    "S",
    ["E 1H", "S 1S"],
    (a) => {
      expect(a.rulingsNeeded).toMatchObject([{ law: "28B", answers: ["accept", "own-turn"] }]);
    },
  ],
  // Law 29
  [
    "29A: LHO accepts a call out of rotation by choosing",
    "N",
    ["S 1H", "opt W 29A accept"],
    (a) => {
      expect(standingOf(a)).toBe("S 1H");
      expect(a.turn).toBe("W");
    },
  ],
  [
    "29B: LHO refuses; the auction reverts to the player whose turn it was",
    "N",
    ["S 1H", "opt W 29A refuse"],
    (a) => {
      expect(standingOf(a)).toBe("");
      expect(a.turn).toBe("N");
    },
  ],
  // Law 30
  [
    "30A: pass at RHO's turn: the offender passes at his next turn",
    "N",
    ["E P", "opt S 29A refuse"],
    (a) => {
      expect(barsOf(a)).toEqual(["E next-turn 30A"]);
    },
  ],
  [
    "30B1(b)(i): pass at partner's turn, comparable replacement",
    "N",
    ["N 1H", "W P", "opt N 29A refuse", "E P", "S P", "W P", "td 23A A1"],
    (a) => {
      expect(barsOf(a)).toEqual([]);
    },
  ],
  [
    "30B1(b)(ii): pass at partner's turn, replacement not comparable: partner passes once",
    "N",
    ["N 1H", "W P", "opt N 29A refuse", "E P", "S P", "W 2C", "td 23A not-comparable"],
    (a) => {
      expect(barsOf(a)).toEqual(["E next-turn 30B1(b)"]);
    },
  ],
  [
    "30B2: a later pass at LHO's turn is a change of call (Law 25)",
    "N",
    ["N 1H", "N P"],
    (a) => {
      expect(a.open).toMatchObject({ kind: "change-of-call" });
    },
  ],
  // Law 31
  [
    "31A1: RHO passes, the offender must repeat his bid",
    "E",
    ["S 1S", "opt W 29A refuse", "E P"],
    (a) => {
      expect(barsOf(a)).toEqual(["S repeat 1S 31A1"]);
      expect(legalCalls(a, "S")).toEqual(["1S"]);
    },
  ],
  [
    "31A1: a different call where the repeat is required is cancelled",
    "E",
    ["S 1S", "opt W 29A refuse", "E P", "S 2S"],
    (a) => {
      expect(statusAt(a, 5)).toBe("cancelled 31A1");
      expect(a.turn).toBe("S");
    },
  ],
  [
    "31A2(a): RHO bids; a comparable call: no rectification",
    "W",
    ["N 1C", "opt E 29A refuse", "W 1S", "N 2C", "td 23A A1"],
    (a) => {
      expect(barsOf(a)).toEqual([]);
    },
  ],
  [
    "31A2(b): RHO bids; a call not comparable bars partner once",
    "W",
    ["N 1C", "opt E 29A refuse", "W 1S", "N X", "td 23A not-comparable"],
    (a) => {
      expect(barsOf(a)).toEqual(["S next-turn 31A2"]);
    },
  ],
  [
    "31B: bid at partner's turn, partner calls freely (16C2), the offender's call judged as 31A2",
    "N",
    ["N 1H", "W 1S", "opt N 29A refuse", "E P", "S P", "W 1S", "td 23A A1"],
    (a) => {
      expect(a.info).toMatchObject([{ seat: "W", call: "1S", law: "31B1" }]);
      expect(barsOf(a)).toEqual([]);
    },
  ],
  [
    "31C: a later bid at LHO's turn is a change of call (Law 25)",
    "N",
    ["N 1H", "N 2H"],
    (a) => {
      expect(a.rulingsNeeded).toMatchObject([{ law: "25A" }]);
    },
  ],
  // Law 32
  [
    "32A1: RHO passes, the offender must repeat his double",
    "S",
    ["S 1H", "W P", "E X", "opt S 29A refuse", "N P"],
    (a) => {
      expect(barsOf(a)).toEqual(["E repeat X 32A1"]);
    },
  ],
  [
    "32A2(b): RHO acts, a call not comparable bars partner once",
    "S",
    ["S 1H", "W P", "E X", "opt S 29A refuse", "N 2H", "E 2S", "td 23A not-comparable"],
    (a) => {
      expect(barsOf(a)).toEqual(["W next-turn 32A2"]);
    },
  ],
  [
    "32B: double at partner's turn",
    "E",
    ["E 1S", "N X", "opt E 29A refuse"],
    (a) => {
      expect(a.replacement).toMatchObject({ offender: "N", law: "32B2" });
    },
  ],
  // Law 35 precedence
  [
    "35: a bid above seven by a barred player is Law 38, not 37",
    "N",
    ["E P", "opt S 29A refuse", "N 1C", "E 8C"],
    (a) => {
      expect(a.open).toMatchObject({ kind: "above-seven" });
    },
  ],
  [
    "35: an inadmissible double by a barred player is Law 36, not 37",
    "N",
    ["E P", "opt S 29A refuse", "N 1C", "E XX"],
    (a) => {
      expect(a.open).toMatchObject({ kind: "inadmissible-double" });
    },
  ],
  [
    "35: an insufficient bid by a barred player is Law 37, not 27",
    "N",
    ["E P", "opt S 29A refuse", "N 1S", "E 1C"],
    (a) => {
      expect(a.open).toMatchObject({ kind: "violates-pass" });
    },
  ],
  // Law 36
  [
    "36A: LHO calls first: the inadmissible double and every later call are cancelled",
    "W",
    ["W 1D", "N X", "E P", "S X", "W XX"],
    (a) => {
      expect(standingOf(a)).toBe("W 1D, N X, E P");
      expect(barsOf(a)).toEqual([]);
    },
  ],
  [
    "36B: cancelled; the offender substitutes a legal call; partner passes throughout",
    "W",
    ["W 1D", "N X", "E P", "S X", "att W"],
    (a) => {
      expect(barsOf(a)).toEqual(["N throughout 36B2"]);
      expect(a.turn).toBe("S");
    },
  ],
  [
    "36B4: out of rotation it is never acceptable",
    "W",
    ["W 1D", "N 1H", "S X"],
    (a) => {
      expect(a.pending).toEqual([]);
      expect(barsOf(a)).toEqual(["N throughout 36B4"]);
    },
  ],
  // Law 37
  [
    "37A: LHO calls first: the call stands, a next-turn bar is spent",
    "W",
    ["N P", "opt E 29A refuse", "W 1D", "N 1H", "E 1S"],
    (a) => {
      expect(standingOf(a)).toBe("W 1D, N 1H, E 1S");
      expect(barsOf(a)).toEqual([]);
    },
  ],
  [
    "37B: replaced by a pass; both members of the offending side pass throughout",
    "W",
    ["N P", "opt E 29A refuse", "W 1D", "N 1H", "td 37 37B"],
    (a) => {
      expect(barsOf(a)).toEqual(["N throughout 37B2", "S throughout 37B2"]);
    },
  ],
  // Law 38
  [
    "38: cancelled, replaced by a pass; the offending side passes throughout",
    "N",
    ["N 7NT", "E 8C", "td 38 38"],
    (a) => {
      expect(standingOf(a)).toBe("N 7NT, E P");
      expect(barsOf(a)).toEqual(["E throughout 38C", "W throughout 38C"]);
      expect(lrs(a)).toEqual(["E->W pending"]);
    },
  ],
  [
    "38D: LHO called before rectification: his call cancelled too, no lead restriction",
    "N",
    ["N 7NT", "E 8C", "S P"],
    (a) => {
      expect(lrs(a)).toEqual([]);
      expect(a.turn).toBe("S");
    },
  ],
  [
    "38: a bid above seven out of rotation ([A-22])",
    "N",
    ["E 8C", "att N"],
    (a) => {
      expect(barsOf(a)).toEqual(["E throughout 38C", "W throughout 38C"]);
      expect(a.turn).toBe("N");
    },
  ],
  // Law 39
  [
    "39A/39B: a pass after the final pass by a defender is cancelled, nothing more",
    "N",
    ["N 1S", "E P", "S P", "W P", "E P"],
    (a) => {
      expect(a.contract).toMatchObject({ level: 1, strain: "S" });
      expect(lrs(a)).toEqual([]);
    },
  ],
  [
    "39C: a defender's bid after the final pass restricts partner's lead",
    "N",
    ["N 1S", "E P", "S P", "W P", "E 2H"],
    (a) => {
      expect(lrs(a)).toEqual(["E->W active"]);
    },
  ],
  [
    "39B: LHO's call after it waives the 39C restriction",
    "N",
    ["N 1S", "E P", "S P", "W P", "E 2H", "S P"],
    (a) => {
      expect(lrs(a)).toEqual(["E->W void"]);
    },
  ],
  [
    "39B: a call after a passed-out auction is cancelled",
    "N",
    ["N P", "E P", "S P", "W P", "N 1C"],
    (a) => {
      expect(a.contract).toBeNull();
      expect(statusAt(a, 6)).toBe("cancelled 39A");
    },
  ],
  // Law 17D3, 24, 33
  [
    "17D3: three passes with one out of rotation do not end the auction",
    "W",
    ["W P", "N 1H", "E P", "S P", "N P"],
    (a) => {
      expect(a.ended).toBe(false);
      expect(a.turn).toBe("W");
      expect(a.info.map((i) => `${i.seat} ${i.unauthorisedFor}`)).toEqual(["N NS"]);
    },
  ],
  [
    "17D3 (WBFLC Ex 15): the opponent who passes after it accepts it: cancelled, but no offender (no 16C for his side)",
    "W",
    ["W P", "N 1H", "E P", "S P", "N P", "E P"],
    (a) => {
      expect(statusAt(a, 7)).toBe("cancelled 17D3");
      expect(a.info.map((i) => `${i.seat} ${i.unauthorisedFor}`)).toEqual(["N NS"]);
      expect(a.turn).toBe("W");
    },
  ],
  [
    "24C: two cards exposed bar partner at his next turn",
    "N",
    ["N 1C", "exp E H2", "exp E H3", "td 24 yes"],
    (a) => {
      expect(barsOf(a)).toEqual(["W next-turn 24C"]);
    },
  ],
  [
    "24: a card partner could not have seen: no rectification",
    "N",
    ["N 1C", "exp E HA", "td 24 no"],
    (a) => {
      expect(barsOf(a)).toEqual([]);
      expect(a.exposed[0]?.fate).toBe("not-seen");
    },
  ],
  [
    "24E: a defender's exposed card becomes a penalty card at the end of the auction",
    "N",
    ["N 1C", "exp E H2", "td 24 yes", "E P", "S P", "W P"],
    (a) => {
      expect(a.exposed[0]?.fate).toBe("penalty-card-24E");
    },
  ],
  [
    "24D: declarer's exposed card goes back to his hand",
    "N",
    ["N 1C", "exp N H2", "td 24 yes", "E P", "S P", "W P"],
    (a) => {
      expect(a.exposed[0]?.fate).toBe("returned-24D");
    },
  ],
];

describe("Laws 17D3, 24–39: one table row per branch", () => {
  for (const [name, dealer, script, check] of ROWS) {
    it(name, () =>
      check(drive(dealer, script, name.includes("FFB") ? { law27B2PartnerBar: "next-turn" } : {})),
    );
  }
});
