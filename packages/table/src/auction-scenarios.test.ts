import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type BoardView, replayLog } from "./index.ts";

const dir = new URL("../../../examples/auction/", import.meta.url);
const replay = (file: string) => {
  const r = replayLog(readFileSync(new URL(`${file}.jsonl`, dir), "utf8"));
  expect(r.error, r.error?.message).toBeUndefined();
  return r.view;
};
/** The standing auction, "N 1S, E 1H, …". */
const standing = (v: BoardView): string =>
  v.auction.calls
    .filter((c) => c.status === "standing" || c.status === "deemed")
    .map((c) => `${c.seat} ${c.call}${c.status === "deemed" ? "*" : ""}`)
    .join(", ");
const statusOf = (v: BoardView, position: number) => {
  const c = v.auction.calls.find((x) => x.position === position)!;
  return `${c.status}${c.law ? ` ${c.law}` : ""}`;
};
const bars = (v: BoardView): string[] =>
  v.auction.obligations.map((o) =>
    o.kind === "pass" ? `${o.seat} pass ${o.scope} ${o.law}` : `${o.seat} repeat ${o.call} ${o.law}`,
  );
const restrictions = (v: BoardView): string[] =>
  v.leadRestrictions.map((r) => `${r.offender}->${r.restricted} ${r.status} ${r.law}`);
const reviews = (v: BoardView): string[] => v.auction.reviews.map((r) => r.law);
const ui = (v: BoardView): string[] =>
  v.auction.unauthorisedInformation.map((i) => `${i.seat} ${i.call} UI:${i.unauthorisedFor}`);

describe("auction worked scenarios, replayed from examples/auction", () => {
  it("every example file has a test", () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith(".jsonl"))
      .map((f) => f.replace(".jsonl", ""));
    expect(files.sort()).toEqual(Object.keys(CASES).sort());
  });
});

const CASES: Record<string, (v: BoardView) => void> = {
  "WS-01-27A1-insufficient-bid-accepted": (v) => {
    expect(statusOf(v, 3)).toBe("standing 27A1");
    expect(v.auction.calls[1]?.flags).toEqual(["accepted-insufficient"]);
    expect(v.contract).toBe("1H");
    expect(v.declarer).toBe("E");
    expect(v.openingLeader).toBe("S");
    expect(bars(v)).toEqual([]);
    expect(reviews(v)).toEqual([]);
  },
  "WS-02-27B1a-lowest-same-denomination": (v) => {
    expect(statusOf(v, 3)).toBe("withdrawn 27B");
    expect(standing(v)).toBe("N 1S, E 2H");
    expect(bars(v)).toEqual([]);
    expect(restrictions(v)).toEqual([]);
    expect(ui(v)).toEqual([]);
    expect(reviews(v)).toEqual(["27D"]);
    expect(v.turn?.seat).toBe("S");
  },
  "WS-03-27B2-replaced-by-pass": (v) => {
    expect(standing(v)).toBe("E 1NT, S P, W 3NT, N P, E P, S P");
    expect(ui(v)).toEqual(["S 1S UI:NS"]);
    expect(reviews(v)).toEqual(["72C"]);
    expect(v.contract).toBe("3NT");
    expect(v.declarer).toBe("E");
    expect(restrictions(v)).toEqual(["S->N active 26B"]);
    expect(v.leadRestrictions[0]?.suitsSpecified).toEqual([]);
    expect(v.audit).toContainEqual(
      expect.objectContaining({ _tag: "MustPass", law: "27B2", seat: "N", scope: "throughout" }),
    );
  },
  "WS-04-27B3-non-comparable-double": (v) => {
    expect(statusOf(v, 5)).toBe("cancelled 27B3");
    expect(bars(v)).toEqual(["E pass throughout 27B3"]);
    expect(restrictions(v)).toEqual(["W->E pending 26B"]);
    expect(reviews(v)).toEqual(["72C"]);
    expect(v.turn?.seat).toBe("W");
    expect(v.turn?.legal).not.toContain("X");
  },
  "WS-05-27B1b-comparable-double": (v) => {
    expect(standing(v)).toBe("N 1C, E 1S, S X");
    expect(bars(v)).toEqual([]);
    expect(restrictions(v)).toEqual([]);
    expect(ui(v)).toEqual([]);
    expect(reviews(v)).toEqual(["27D"]);
    expect(v.turn?.seat).toBe("W");
  },
  "WS-06a-27C-premature-replacement-accepted": (v) => {
    expect(standing(v)).toBe("E 1H, S 1D, W P");
    expect(statusOf(v, 4)).toBe("cancelled 27C");
    expect(ui(v)).toEqual(["S 2D UI:NS"]);
  },
  "WS-06b-27C-premature-replacement-refused": (v) => {
    expect(standing(v)).toBe("E 1H, S 2D");
    expect(reviews(v)).toEqual(["27D"]);
    expect(v.turn?.seat).toBe("W");
  },
  "WS-07a-27B4-second-insufficient-refused": (v) => {
    expect(statusOf(v, 5)).toBe("cancelled 27B4");
    expect(bars(v)).toEqual(["E pass throughout 27B4"]);
    expect(restrictions(v)).toEqual(["W->E pending 26B"]);
    expect(v.turn?.seat).toBe("W");
  },
  "WS-07b-27B4-second-insufficient-accepted": (v) => {
    expect(standing(v)).toBe("S 2H, W 1NT, N 2H");
    expect(bars(v)).toEqual(["E pass throughout 27B4"]);
    expect(restrictions(v)).toEqual(["W->E pending 26B"]);
  },
  "WS-08-30A-pass-at-rho-turn": (v) => {
    expect(statusOf(v, 2)).toBe("cancelled 29B");
    expect(standing(v)).toBe("W 1D, N P, E 1S, S 2D, W P");
    expect(bars(v)).toEqual([]);
    expect(restrictions(v)).toEqual([]);
    expect(reviews(v)).toEqual(["72C"]);
    expect(v.audit.some((a) => a.law === "30A")).toBe(true);
    expect(v.turn).toMatchObject({ seat: "N" });
    expect(v.turn?.legal.length).toBeGreaterThan(1);
  },
  "WS-09-28A-call-over-barred-rho": (v) => {
    expect(standing(v)).toBe("W 1D, N P*, E 1S");
    expect(bars(v)).toEqual([]);
    expect(v.turn?.seat).toBe("S");
  },
  "WS-10a-37B-barred-player-calls": (v) => {
    expect(statusOf(v, 5)).toBe("cancelled 37B1");
    expect(standing(v)).toBe("W 1D, N P");
    expect(bars(v)).toEqual(["N pass throughout 37B2", "S pass throughout 37B2"]);
    expect(ui(v)).toEqual(["N 1H UI:NS"]);
    expect(restrictions(v)).toEqual(["N->S pending 26B"]);
    expect(v.turn?.seat).toBe("E");
  },
  "WS-10b-37A-lho-calls-first": (v) => {
    expect(standing(v)).toBe("W 1D, N 1H, E 1S");
    expect(v.auction.calls.find((c) => c.position === 5)?.flags).toEqual(["condoned-37A"]);
    expect(bars(v)).toEqual([]);
    expect(restrictions(v)).toEqual([]);
  },
  "WS-11i-30B1-comparable": (v) => {
    expect(standing(v)).toBe("N P, E 1H, S P, W 2H");
    expect(bars(v)).toEqual([]);
    expect(restrictions(v)).toEqual([]);
    expect(reviews(v)).toEqual(["23C"]);
  },
  "WS-11ii-30B1-not-comparable": (v) => {
    expect(bars(v)).toEqual(["E pass next-turn 30B1(b)"]);
    expect(restrictions(v)).toEqual(["W->E pending 26B"]);
    expect(ui(v)).toContain("W P UI:EW");
    expect(reviews(v)).toEqual(["72C"]);
    expect(v.turn?.seat).toBe("N");
  },
  "WS-12-31A1-repeat-after-rho-passes": (v) => {
    expect(standing(v)).toBe("E P, S 1S");
    expect(v.auction.calls.at(-1)?.flags).toEqual(["repeated-31A1"]);
    expect(bars(v)).toEqual([]);
    expect(restrictions(v)).toEqual([]);
    expect(v.turn?.seat).toBe("W");
  },
  "WS-13a-31A2-comparable": (v) => {
    expect(standing(v)).toBe("W 1S, N 2C");
    expect(bars(v)).toEqual([]);
    expect(reviews(v)).toEqual(["23C"]);
  },
  "WS-13b-31A2-not-comparable": (v) => {
    expect(bars(v)).toEqual(["S pass next-turn 31A2"]);
    expect(ui(v)).toEqual(["N 1C UI:NS"]);
    expect(restrictions(v)).toEqual(["N->S pending 26B"]);
    expect(v.turn?.seat).toBe("E");
  },
  "WS-14a-31B-comparable": (v) => {
    expect(standing(v)).toBe("N 1H, E P, S 2H, W 2S");
    expect(ui(v)).toEqual(["W 1S UI:EW"]);
    expect(reviews(v)).toEqual(["23C"]);
  },
  "WS-14b-31B-not-comparable-lead-restriction": (v) => {
    expect(v.contract).toBe("3H");
    expect(restrictions(v)).toEqual(["W->E active 26B"]);
    expect(v.leadRestrictions[0]?.suitsSpecified).toEqual(["C", "D"]);
  },
  "WS-15a-32A1-repeat-double": (v) => {
    expect(standing(v)).toBe("S 1H, W P, N P, E X");
    expect(bars(v)).toEqual([]);
  },
  "WS-15b-32A2-comparable": (v) => {
    expect(standing(v)).toBe("S 1H, W P, N 2H, E X");
    expect(reviews(v)).toEqual(["23C"]);
  },
  "WS-15c-32A2-not-comparable": (v) => {
    expect(bars(v)).toEqual(["W pass next-turn 32A2"]);
    expect(restrictions(v)).toEqual(["E->W pending 26B"]);
    expect(ui(v)).toEqual(["E X UI:EW"]);
  },
  "WS-16-32B-double-at-partner-turn": (v) => {
    expect(standing(v)).toBe("E 1S, S P, W 2S, N X");
    expect(ui(v)).toEqual(["N X UI:NS"]);
    expect(v.turn?.seat).toBe("E");
  },
  "WS-17a-36B-inadmissible-double": (v) => {
    expect(statusOf(v, 5)).toBe("cancelled 36B1");
    expect(standing(v)).toBe("W 1D, N X, E P, S 1H");
    expect(bars(v)).toEqual(["N pass throughout 36B2"]);
    expect(restrictions(v)).toEqual(["S->N pending 26B"]);
    expect(ui(v)).toEqual(["S X UI:NS"]);
  },
  "WS-17b-36A-lho-calls-first": (v) => {
    expect(standing(v)).toBe("W 1D, N X, E P");
    expect(statusOf(v, 6)).toBe("cancelled 36A");
    expect(bars(v)).toEqual([]);
    expect(restrictions(v)).toEqual([]);
    expect(v.turn?.seat).toBe("S");
  },
  "WS-18-36B4-inadmissible-double-out-of-rotation": (v) => {
    expect(statusOf(v, 4)).toBe("cancelled 36B4");
    expect(v.pending).toEqual([]);
    expect(bars(v)).toEqual(["N pass throughout 36B4"]);
    expect(restrictions(v)).toEqual(["S->N pending 26B"]);
    expect(v.turn?.seat).toBe("E");
  },
  "WS-19a-38-bid-above-seven": (v) => {
    expect(v.contract).toBe("7NT");
    expect(v.declarer).toBe("N");
    expect(v.openingLeader).toBe("E");
    expect(restrictions(v)).toEqual(["E->W active 26B"]);
    expect(reviews(v)).toEqual(["72C"]);
  },
  "WS-19b-38D-lho-called": (v) => {
    expect(standing(v)).toBe("N 7NT, E P");
    expect(statusOf(v, 3)).toBe("cancelled 38B");
    expect(bars(v)).toEqual(["E pass throughout 38C", "W pass throughout 38C"]);
    expect(restrictions(v)).toEqual([]);
    expect(reviews(v)).toEqual([]);
    expect(v.turn?.seat).toBe("S");
  },
  "WS-20a-39B-future-dummy-bids": (v) => {
    expect(v.contract).toBe("4S");
    expect(statusOf(v, 8)).toBe("cancelled 39A");
    expect(restrictions(v)).toEqual([]);
  },
  "WS-20b-39C-defender-doubles": (v) => {
    expect(v.contract).toBe("4S");
    expect(restrictions(v)).toEqual(["N->S active 39C"]);
  },
  "WS-20c-39B-defender-passes": (v) => {
    expect(v.contract).toBe("4S");
    expect(restrictions(v)).toEqual([]);
  },
  "WS-21-17D3-right-to-call-retained": (v) => {
    expect(standing(v)).toBe("W P, N 1H, E P, S P");
    expect(statusOf(v, 6)).toBe("cancelled 17D3");
    expect(statusOf(v, 7)).toBe("cancelled 17D3");
    // WBFLC Ex 15: East, passing after North's pass, accepted it: only North's pass is unauthorised information
    expect(ui(v)).toEqual(["N P UI:NS"]);
    expect(bars(v)).toEqual([]);
    expect(v.turn?.seat).toBe("W");
  },
  "CM-15-17D3-accepting-pass-not-an-offender": (v) => {
    expect(statusOf(v, 6)).toBe("cancelled 17D3");
    expect(statusOf(v, 7)).toBe("cancelled 17D3");
    expect(standing(v)).toBe("W P, N 1H, E P, S P, W 2D, N 2H, E P, S P, W P");
    // only the pass out of rotation is a source of unauthorised information (16C), for its side
    expect(ui(v)).toEqual(["N P UI:NS"]);
    expect(v.contract).toBe("2H");
    expect(v.declarer).toBe("N");
  },
  "WS-22a-17D3-passed-out-auction": (v) => {
    expect(standing(v)).toBe("W P, N P");
    expect(ui(v)).toEqual(["S P UI:NS"]);
    expect(v.turn?.seat).toBe("E");
  },
  "WS-22b-29A-accepted-by-bid": (v) => {
    expect(standing(v)).toBe("W P, N P, S P, W 1D");
    expect(v.turn?.seat).toBe("N");
  },
  "WS-22c-30A-refused": (v) => {
    expect(bars(v)).toEqual(["S pass next-turn 30A"]);
    expect(v.turn?.seat).toBe("E");
  },
  "WS-23-28B-in-turn-call-cancels": (v) => {
    expect(statusOf(v, 2)).toBe("cancelled 28B");
    expect(standing(v)).toBe("S 1D");
    expect(ui(v)).toEqual(["W 1H UI:EW"]);
    expect(restrictions(v)).toEqual([]);
    expect(v.turn?.seat).toBe("W");
  },
  "WS-24a-29A-intent-accept": (v) => {
    expect(standing(v)).toBe("E 1H, S 1S");
    expect(v.turn?.seat).toBe("W");
  },
  "WS-24b-28B-intent-own-turn": (v) => {
    expect(standing(v)).toBe("S 1S");
    expect(ui(v)).toEqual(["E 1H UI:EW"]);
    expect(v.turn?.seat).toBe("W");
  },
  "WS-25a-25A-unintended-call": (v) => {
    expect(standing(v)).toBe("S 1H, W P, N 2H");
    expect(ui(v)).toEqual([]);
    expect(restrictions(v)).toEqual([]);
  },
  "WS-25b-25B-intended-change-accepted": (v) => {
    expect(standing(v)).toBe("S 1H, W P, N 2H, E P");
    expect(ui(v)).toEqual(["N 1NT UI:NS"]);
    expect(v.rulingsNeeded.map((r) => r.law)).toEqual(["23A"]);
  },
  "WS-25c-25B-intended-change-refused": (v) => {
    expect(standing(v)).toBe("S 1H, W P, N 1NT");
    expect(ui(v)).toEqual(["N 2H UI:NS"]);
    expect(v.rulingsNeeded.map((r) => r.law)).toEqual(["23A"]);
  },
  "WS-26a-24B-honour-exposed": (v) => {
    expect(v.auction.exposedCards).toMatchObject([{ seat: "E", card: "SK", fate: "on-table" }]);
    expect(standing(v)).toBe("S 1NT, W P");
    expect(reviews(v)).toEqual(["72C"]);
    expect(v.audit).toContainEqual(
      expect.objectContaining({ _tag: "MustPass", law: "24B", seat: "W", scope: "next-turn" }),
    );
  },
  "WS-26b-24A-low-card-exposed": (v) => {
    expect(standing(v)).toBe("S 1NT, W 2H");
    expect(reviews(v)).toEqual([]);
  },
  "WS-27a-33-simultaneous-in-rotation": (v) => {
    expect(standing(v)).toBe("E 1C, S 1H, W 1S");
    expect(v.audit.some((a) => a.law === "33")).toBe(true);
  },
  "WS-27b-33-simultaneous-out-of-rotation": (v) => {
    expect(standing(v)).toBe("E 1C, S 1H");
    expect(v.pending).toMatchObject([{ seat: "E", law: "29A" }]);
    expect(v.auction.calls.find((c) => c.seat === "N")).toMatchObject({ status: "open", law: "31" });
  },
  "WS-28-21B1-misinformation-corrected": (v) => {
    expect(standing(v)).toBe("S 1NT, W 2D, N X, E P");
    expect(v.pending).toMatchObject([{ seat: "E", law: "21B2", options: ["change", "keep"] }]);
    expect(reviews(v)).toEqual(["21B3"]);
    // 16C: North's withdrawn pass is authorised for North-South, unauthorised for East-West
    expect(ui(v)).toEqual(["N P UI:EW"]);
    expect(v.audit.find((a) => a.position === 8)?.law).toBe("20F4");
  },
  "WS-29-12C2-artificial-adjusted-scores": (v) => {
    expect(v.scores.NS).toMatchObject({ kind: "artificial", level: "average-plus" });
    expect(v.scores.EW).toMatchObject({ kind: "artificial", level: "average" });
  },
  "WS-30-27A2-insufficient-out-of-rotation": (v) => {
    expect(standing(v)).toBe("N 1S, E P, S P, W 2H");
    expect(reviews(v)).toEqual(["27D"]);
    expect(bars(v)).toEqual([]);
  },
  "WS-31a-15A2b-cards-from-the-wrong-board": (v) => {
    expect(statusOf(v, 3)).toBe("cancelled 15A1");
    expect(statusOf(v, 4)).toBe("cancelled 15A1");
    expect(standing(v)).toBe("E 1C, S 1H");
    expect(ui(v)).toEqual(["S 1S UI:NS", "W 2C UI:NS"]);
    expect(reviews(v)).toEqual(["15A3"]);
    expect(v.turn?.seat).toBe("W");
  },
  "WS-31b-15A2a-partner-has-called": (v) => {
    expect(standing(v)).toBe("E 1C");
    expect(v.rulingsNeeded.map((r) => r.law)).toEqual(["15A2(a)"]);
  },
  "screens-not-supported": (v) => {
    expect(statusOf(v, 3)).toBe("open 27");
    expect(v.rulingsNeeded[0]).toMatchObject({ _tag: "ScreensRectificationUnsupported", law: "27" });
  },
  "FFB-27B2-partner-passes-once": (v) => {
    expect(v.contract).toBe("2NT");
    expect(v.audit).toContainEqual(
      expect.objectContaining({ _tag: "MustPass", law: "27B2", scope: "next-turn" }),
    );
  },
  "CM-28-27B1a-transfer-corrected": (v) => {
    expect(standing(v)).toBe("N 1NT, E 2S, S 3H");
    expect(bars(v)).toEqual([]);
    expect(reviews(v)).toEqual(["27D"]);
  },
  "CM-29-27B2-lebensohl-not-comparable": (v) => {
    expect(bars(v)).toEqual(["N pass throughout 27B2"]);
    expect(restrictions(v)).toEqual(["S->N pending 26B"]);
  },
  "CM-18-21B3-misinformation-after-the-final-pass": (v) => {
    expect(v.contract).toBe("2D");
    expect(reviews(v)).toEqual(["21B3"]);
    // WBFLC Ex 18: after the final pass the Director was asked (21B1(a)) and did not allow a change
    expect(v.audit).toContainEqual(expect.objectContaining({ _tag: "NoChangeAllowed", law: "21B1(a)" }));
    expect(v.rulingsNeeded).toEqual([]);
    expect(v.pending).toEqual([]);
  },
  "CM-18b-21B1a-final-pass-changed-auction-reopened": (v) => {
    // 20F5(b)(ii): declarer corrects his partner's explanation after the final pass
    expect(v.audit.find((a) => a.position === 9)?.law).toBe("20F5(b)");
    expect(statusOf(v, 8)).toBe("withdrawn 21B1");
    expect(statusOf(v, 11)).toBe("standing 21B1");
    expect(standing(v)).toBe("N 1NT, E 2D, S P, W P, N X, E P, S P, W P");
    expect(v.contract).toBe("2DX");
    expect(v.declarer).toBe("E");
    expect(v.openingLeader).toBe("S");
    expect(v.audit.some((a) => a.position === 11 && a.law === "22")).toBe(true);
    expect(reviews(v)).toEqual(["21B3"]);
    expect(ui(v)).toEqual(["N P UI:EW"]);
    expect(v.rulingsNeeded).toEqual([]);
  },
  "CM-19-25B-pass-of-a-splinter-was-intended": (v) => {
    expect(standing(v)).toBe("N 1H, E P, S 4C, W P, N P");
    expect(v.auction.calls.at(-1)).toMatchObject({ call: "4H", status: "cancelled", law: "25B2" });
  },
  "CM-22-26B-all-four-suits-specified": (v) => {
    // WBFLC Ex 22: West specified every suit legally: nothing to prohibit, no restriction, the lead is free
    expect(restrictions(v)).toEqual(["W->E void 26B"]);
    expect(v.leadRestrictions[0]?.suitsSpecified).toEqual(["S", "H", "D", "C"]);
    expect(v.pending).toEqual([]);
    expect(v.turn).toMatchObject({ seat: "E", to: "play" });
    expect(ui(v)).toEqual(["W 1S UI:EW"]);
  },
  "CM-33-27D-review-after-27B1a": (v) => {
    expect(standing(v)).toBe("N 1C, E 2C, S 2NT");
    expect(reviews(v)).toEqual(["27D"]);
    expect(ui(v)).toEqual([]);
  },
  "CM-20-31A2-comparable-2H-over-1NT": (v) => {
    expect(standing(v)).toBe("N 1NT, E 2H");
    expect(bars(v)).toEqual([]);
    expect(reviews(v)).toEqual(["23C"]);
  },
  "CM-21-31A2-not-comparable-hearts-only": (v) => {
    expect(bars(v)).toEqual(["W pass next-turn 31A2"]);
    expect(restrictions(v)).toEqual(["E->W pending 26B"]);
  },
  "CM-25-27B1b-double-showing-16-plus": (v) => {
    expect(standing(v)).toBe("N 1NT, E X");
    expect(bars(v)).toEqual([]);
    expect(reviews(v)).toEqual(["27D"]);
  },
  "CM-27-27B1b-pass-shows-one-key-card": (v) => {
    expect(standing(v)).toBe("N 4NT, E 5D, S P");
    expect(bars(v)).toEqual([]);
  },
  "CM-30a-27B1b-3S-same-meaning": (v) => {
    expect(bars(v)).toEqual([]);
  },
  "CM-30b-27B2-3S-spades-only": (v) => {
    expect(bars(v)).toEqual(["N pass throughout 27B2"]);
  },
  "CM-31-27B1b-transfer-completion-pass": (v) => {
    expect(standing(v)).toBe("N 1NT, E P, S 2D, W 3C, N P");
    expect(bars(v)).toEqual([]);
  },
  "CM-32-27B1b-fourth-suit-forcing": (v) => {
    expect(standing(v)).toBe("N 1C, E P, S 1H, W 2D, N 3D");
    expect(bars(v)).toEqual([]);
  },
  "CM-35-29C-transfer-out-of-rotation": (v) => {
    expect(standing(v)).toBe("W 1NT, N 2D, E 2H");
    expect(bars(v)).toEqual([]);
    expect(reviews(v)).toEqual(["23C"]);
  },
  "CM-38-31A2-multi-then-weak-2H": (v) => {
    expect(standing(v)).toBe("N 1D, E 2H");
    expect(bars(v)).toEqual([]);
  },
  "CM-39-31A2-forced-completion-no-meaning": (v) => {
    expect(standing(v)).toBe("N 1NT, E P, S 2H, W X, N 3S");
    expect(bars(v)).toEqual([]);
  },
  "ED-A10-2007-30B2-pass-at-partner-turn": (v) => {
    expect(bars(v)).toEqual(["W pass throughout 30B2"]);
  },
  "ED-A10-2017-30B1-pass-at-partner-turn": (v) => {
    expect(bars(v)).toEqual([]);
  },
  "ED-A11-2007-31B-bid-at-partner-turn": (v) => {
    expect(bars(v)).toEqual(["S pass throughout 31B"]);
    expect(restrictions(v)).toEqual(["N->S pending 26"]);
  },
  "ED-A11-2017-31B-bid-at-partner-turn": (v) => {
    expect(bars(v)).toEqual([]);
    expect(restrictions(v)).toEqual([]);
  },
  "ED-A12-2007-32-double-at-rho-turn": (v) => {
    expect(bars(v)).toEqual(["N pass throughout 32B2"]);
    expect(restrictions(v)).toEqual(["S->N pending 26"]);
  },
  "ED-A12-2017-32-double-at-rho-turn": (v) => {
    expect(bars(v)).toEqual([]);
    expect(restrictions(v)).toEqual([]);
    expect(reviews(v)).toEqual(["23C"]);
  },
  "ED-A3-2007-25A-pause-for-thought": (v) => {
    expect(v.pending).toMatchObject([{ seat: "E", law: "25B1" }]);
    expect(standing(v)).toBe("N 1S");
  },
  "ED-A3-2017-25A-unintended": (v) => {
    expect(standing(v)).toBe("N 1H");
    expect(v.pending).toEqual([]);
  },
  "ED-A7-2007-27B1b-not-contained": (v) => {
    expect(bars(v)).toEqual(["N pass throughout 27B2"]);
    expect(restrictions(v)).toEqual(["S->N pending 26"]);
    expect(reviews(v)).toEqual(["23"]);
  },
  "ED-A7-2017-27B1b-same-purpose": (v) => {
    expect(bars(v)).toEqual([]);
    expect(reviews(v)).toEqual(["27D"]);
  },
  "ED-A2-2007-24-before-first-call": (v) => {
    expect(bars(v)).toEqual(["N pass next-turn 24B"]);
  },
  "ED-A2-2017-16D1-before-first-call": (v) => {
    expect(bars(v)).toEqual([]);
    expect(v.rulingsNeeded.map((r) => r.law)).toEqual(["16D1"]);
  },
};

describe("auction worked scenarios and WBFLC commentary examples, replayed from examples/auction", () => {
  for (const [file, check] of Object.entries(CASES)) {
    const law = file.replace(/^(WS|ED|CM)-[0-9A-Za-z]+-/, "").split("-")[0];
    it(`${law}: ${file}`, () => check(replay(file)));
  }
});
