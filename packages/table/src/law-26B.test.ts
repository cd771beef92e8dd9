import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type BoardReplay, replayLog } from "./index.ts";

const example = (name: string): string[] =>
  readFileSync(new URL(`../../../examples/auction/${name}.jsonl`, import.meta.url), "utf8")
    .trimEnd()
    .split("\n");
const replay = (...lines: string[]): BoardReplay => {
  const r = replayLog(`${lines.join("\n")}\n`);
  expect(r.error, r.error?.message).toBeUndefined();
  return r;
};
const ruled = (suits: string, about?: number, law = "26B"): string =>
  `{"type":"DirectorRuled","law":"${law}","answer":"${suits}"${about === undefined ? "" : `,"about":${about}`}}`;

/** WBFLC Ex 22: West's 1S out of rotation cancelled, his later 2NT not comparable; North declares 3H, East leads. */
const EX22 = example("CM-22-26B-all-four-suits-specified");
const EX22_AUCTION = EX22.slice(0, -1);

/**
 * South's 1S insufficient over East's 1NT, not accepted, replaced by 2S (not comparable): North passes
 * throughout (27B2); East declares 3NT, South leads, North is restricted at his first turn to lead (not the
 * opening lead).
 */
const LATER_LEAD = [
  `{"type":"BoardStarted","board":2,"deal":"N:K954.74.J83.T654 83.AQ.AKQ6.AKQJ7 QJ762.K96.T75.98 AT.JT8532.942.32"}`,
  `{"type":"CallMade","seat":"E","call":"1NT"}`,
  `{"type":"CallMade","seat":"S","call":"1S"}`,
  `{"type":"OptionChosen","seat":"W","law":"27A1","option":"refuse"}`,
  `{"type":"CallMade","seat":"S","call":"2S"}`,
  `{"type":"DirectorRuled","law":"27B1","answer":"not-comparable"}`,
  `{"type":"CallMade","seat":"W","call":"3NT"}`,
  `{"type":"CallMade","seat":"N","call":"P"}`,
  `{"type":"CallMade","seat":"E","call":"P"}`,
  `{"type":"CallMade","seat":"S","call":"P"}`,
];
const OPENING_LEAD = `{"type":"CardPlayed","seat":"S","card":"SQ"}`;

describe("Law 26B: declarer may prohibit a suit not specified by the offender in the legal auction", () => {
  it("26B (WBFLC Ex 22): every suit specified in the legal auction: no lead restriction, no pending choice, the opening lead is free", () => {
    const { view } = replay(...EX22);
    expect(view.leadRestrictions).toMatchObject([
      { offender: "W", restricted: "E", status: "void", suitsSpecified: ["S", "H", "D", "C"] },
    ]);
    expect(view.leadRestrictions[0]?.waived).toBe("every-suit-specified");
    expect(view.pending).toEqual([]);
    expect(view.rulingsNeeded).toEqual([]);
    expect(view.turn?.seat).toBe("E");
    expect(view.turn?.legal).toHaveLength(13);
    // 16C: the withdrawn call's information is still unauthorised for the offending side
    expect(view.auction.unauthorisedInformation.map((i) => `${i.seat} ${i.unauthorisedFor}`)).toEqual([
      "W EW",
    ]);
    expect(view.audit.at(-2)).toMatchObject({
      _tag: "EverySuitSpecified",
      law: "26B",
      restricted: "E",
    });
  });

  it("26B: before the Director's ruling the restriction is active and the question open; the suits not specified are the ones declarer may prohibit", () => {
    const before = replay(...EX22_AUCTION).view;
    expect(before.leadRestrictions).toMatchObject([{ status: "active", suitsSpecified: null }]);
    expect(before.rulingsNeeded.map((r) => r.law)).toEqual(["26B"]);
    const some = replay(...EX22_AUCTION, ruled("H,S")).view;
    expect(some.leadRestrictions).toMatchObject([{ status: "active", suitsSpecified: ["H", "S"] }]);
    expect(some.pending).toMatchObject([
      { seat: "N", law: "26B", options: ["forbid-D", "forbid-C", "none"] },
    ]);
  });

  it("26B: the offender made no legal bid: any suit may be prohibited, no question asked", () => {
    const { view } = replay(...example("WS-03-27B2-replaced-by-pass"));
    expect(view.leadRestrictions).toMatchObject([{ status: "active", suitsSpecified: [] }]);
    expect(view.rulingsNeeded).toEqual([]);
  });

  it("26B: the ruling after the opening lead, before the restricted player's first lead: declarer's options will follow it", () => {
    const { state, view } = replay(...LATER_LEAD, OPENING_LEAD, ruled("S"));
    expect(view.leadRestrictions).toMatchObject([
      { restricted: "N", status: "active", suitsSpecified: ["S"] },
    ]);
    expect(state.play?.carried).toMatchObject([{ restricted: "N", suitsSpecified: ["S"] }]);
  });

  it("26B (WBFLC Ex 22): every suit specified, ruled after the opening lead: the carried restriction lapses", () => {
    const { state, view } = replay(...LATER_LEAD, OPENING_LEAD, ruled("S,H,D,C"));
    expect(view.leadRestrictions).toMatchObject([{ restricted: "N", status: "void" }]);
    expect(state.play?.carried).toEqual([]);
    expect(view.audit).toContainEqual(
      expect.objectContaining({ _tag: "LeadRestrictionLapses", law: "26B", restricted: "N" }),
    );
    expect(view.tricks[0]?.cards).toHaveLength(1);
  });

  it("39C: a defender's bid after the final pass, every suit specified by him legally: no lead restriction", () => {
    const bid = `{"type":"CallMade","seat":"W","call":"4S"}`;
    const open = replay(...EX22_AUCTION, ruled("S,H,D,C", 3), bid).view;
    expect(open.leadRestrictions.map((r) => `${r.law} ${r.restricted} ${r.status}`)).toEqual([
      "26B E void",
      "39C E active",
    ]);
    expect(open.rulingsNeeded.map((r) => `${r.law} ${r.position}`)).toEqual(["26B 14"]);
    const { view } = replay(...EX22_AUCTION, ruled("S,H,D,C", 3), bid, ruled("S,H,D,C", 14));
    expect(view.leadRestrictions.map((r) => `${r.law} ${r.status}`)).toEqual(["26B void", "39C void"]);
    expect(view.pending).toEqual([]);
  });

  it("26A (2007 Code): the offender specified his withdrawn call's suit legally (1S insufficient, 2S legal): no lead penalty", () => {
    const lines = [
      LATER_LEAD[0]!.replace(`"board":2,`, `"board":2,"edition":"2007",`),
      ...LATER_LEAD.slice(1),
    ];
    const asked = replay(...lines, OPENING_LEAD).view;
    expect(asked.leadRestrictions).toMatchObject([
      { law: "26A", restricted: "N", status: "active", mayRequire: ["S"], suitsSpecified: null },
    ]);
    expect(asked.rulingsNeeded.map((r) => r.law)).toEqual(["26A"]);
    const { state, view } = replay(...lines, OPENING_LEAD, ruled("S", undefined, "26A"));
    expect(view.leadRestrictions).toMatchObject([
      { law: "26A", restricted: "N", status: "void", waived: "suit-specified" },
    ]);
    expect(state.play?.carried).toEqual([]);
    expect(view.audit).toContainEqual(
      expect.objectContaining({ _tag: "WithdrawnSuitSpecified", law: "26A", suits: ["S"] }),
    );
  });

  it("26A (2007 Code): ruled that the offender did not specify spades: the restriction stays, require or forbid spades", () => {
    const lines = [
      LATER_LEAD[0]!.replace(`"board":2,`, `"board":2,"edition":"2007",`),
      ...LATER_LEAD.slice(1),
    ];
    const { state, view } = replay(...lines, OPENING_LEAD, ruled("none", undefined, "26A"));
    expect(view.leadRestrictions).toMatchObject([{ law: "26A", status: "active", suitsSpecified: [] }]);
    expect(state.play?.carried).toMatchObject([{ restricted: "N", law: "26A", mayRequire: ["S"] }]);
  });

  it("26B (2007 Code): a withdrawn double (32A, partner's turn) relates to no suit: declarer may forbid any one suit, no question asked", () => {
    const board = (edition: string) => [
      `{"type":"BoardStarted","board":1,"deal":"N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765","edition":"${edition}"}`,
      `{"type":"CallMade","seat":"N","call":"1H"}`,
      `{"type":"CallMade","seat":"W","call":"X"}`,
      `{"type":"OptionChosen","seat":"N","law":"29A","option":"refuse"}`,
      `{"type":"CallMade","seat":"E","call":"P"}`,
      `{"type":"CallMade","seat":"S","call":"2H"}`,
      `{"type":"CallMade","seat":"W","call":"P"}`,
      `{"type":"CallMade","seat":"N","call":"P"}`,
      `{"type":"CallMade","seat":"E","call":"P"}`,
    ];
    const { view } = replay(...board("2007"));
    expect(view.leadRestrictions).toMatchObject([
      { law: "26B", offender: "W", restricted: "E", status: "active", suitsSpecified: [] },
    ]);
    expect(view.rulingsNeeded).toEqual([]);
    expect(view.pending).toMatchObject([
      {
        _tag: "LeadRestrictionOffered",
        seat: "N",
        law: "26B",
        options: ["forbid-S", "forbid-H", "forbid-D", "forbid-C", "none"],
      },
    ]);
  });
});

describe("2007 Code, Law 26A: a withdrawn call that related to one suit", () => {
  const DEAL_26A = "N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765";
  const board = (edition: "2007" | "2017") =>
    [
      { type: "BoardStarted", board: 1, deal: DEAL_26A, edition },
      { type: "CallMade", seat: "E", call: "1S" },
      { type: "OptionChosen", seat: "S", law: "29A", option: "refuse" },
      { type: "CallMade", seat: "N", call: "1D" },
      { type: "CallMade", seat: "E", call: "2C" },
      ...(edition === "2017" ? [{ type: "DirectorRuled", law: "23A", answer: "not-comparable" }] : []),
      { type: "CallMade", seat: "S", call: "2H" },
      { type: "CallMade", seat: "W", call: "P" },
      { type: "CallMade", seat: "N", call: "4H" },
      { type: "CallMade", seat: "E", call: "P" },
      { type: "CallMade", seat: "S", call: "P" },
      { type: "CallMade", seat: "W", call: "P" },
      { type: "DirectorRuled", law: edition === "2007" ? "26A" : "26B", about: 2, answer: "C" },
    ]
      .map((e) => JSON.stringify(e))
      .join("\n");

  it("26A (2007): East's natural 1S out of rotation, spades not specified by East legally: declarer may require or forbid a spade lead", () => {
    const r = replayLog(board("2007"));
    expect(r.error).toBeUndefined();
    expect(r.view.pending).toEqual([
      expect.objectContaining({
        _tag: "LeadRequirementOffered",
        law: "26A",
        seat: "S",
        leader: "W",
        offender: "E",
        mayRequire: ["S"],
        options: ["require-S", "forbid-S", "none"],
      }),
    ]);
    const lead = replayLog(
      `${board("2007")}\n${JSON.stringify({ type: "OptionChosen", seat: "S", law: "26A", option: "require-S" })}`,
    );
    expect(lead.error).toBeUndefined();
    expect(lead.view.audit.at(-1)).toMatchObject({
      _tag: "LeadRestricted",
      law: "26A",
      verb: "require",
      suit: "S",
    });
    expect(lead.view.turn?.legal.every((c) => c.startsWith("S"))).toBe(true);
  });

  it("26B (2017 Code): the same board: declarer may only forbid a suit East did not specify (spades, hearts or diamonds), never require", () => {
    const r = replayLog(board("2017"));
    expect(r.error).toBeUndefined();
    expect(r.view.pending).toMatchObject([
      { _tag: "LeadRestrictionOffered", law: "26B", options: ["forbid-S", "forbid-H", "forbid-D", "none"] },
    ]);
    const require = replayLog(
      `${board("2017")}\n${JSON.stringify({ type: "OptionChosen", seat: "S", law: "26B", option: "require-S" })}`,
    );
    expect(require.error?.message).toMatch(/require-S/);
  });
});
