import type { Call, Card } from "@bridgelaw/cards";
import { describe, expect, it } from "vitest";
import { DIRECTOR, player } from "./commands/actor.ts";
import type { TableEvent } from "./events.ts";
import { replayLog } from "./index.ts";
import { given, withRefusal } from "./testing.ts";
import type { BoardView } from "./view.ts";

// Board 1 (dealer North): North opens 1NT, East bids 2D, West alerts it and explains "majors"; it was natural.
const DEAL = "N:K5.K842.Q98.KQ64 J73.QJ73.T743.T3 QT8642.A5.KJ.A87 A9.T96.A652.J952";
const start: TableEvent = { type: "BoardStarted", board: 1, deal: DEAL };
const call = (seat: "N" | "E" | "S" | "W", c: Call): TableEvent => ({ type: "CallMade", seat, call: c });
const card = (seat: "N" | "E" | "S" | "W", c: Card, faceDown = false): TableEvent => ({
  type: "CardPlayed",
  seat,
  card: c,
  ...(faceDown && { faceDown: true }),
});
const corrected = (seat: "N" | "E" | "S" | "W", text = "natural"): TableEvent => ({
  type: "ExplanationCorrected",
  seat,
  about: 3,
  text,
});
const ruled = (answer: string, about?: number): TableEvent => ({
  type: "DirectorRuled",
  law: "21B1",
  answer,
  ...(about !== undefined && { about }),
});
const changed = (seat: "N" | "E" | "S" | "W", c: Call): TableEvent => ({
  type: "CallChanged",
  seat,
  call: c,
});
/** Positions 2–5: N 1NT, E 2D (alerted, explained "majors" by West). */
const MISEXPLAINED: TableEvent[] = [
  start,
  call("N", "1NT"),
  call("E", "2D"),
  { type: "Alerted", seat: "W", about: 3 },
  { type: "Explained", seat: "W", about: 3, text: "majors" },
];
/** Positions 6–8: S P, W P, N P: the final pass (2D by East). */
const FINAL_PASS: TableEvent[] = [...MISEXPLAINED, call("S", "P"), call("W", "P"), call("N", "P")];

const replay = (events: readonly TableEvent[]) =>
  withRefusal(replayLog(`${events.map((e) => JSON.stringify(e)).join("\n")}\n`));
const view = (events: readonly TableEvent[]): BoardView => {
  const r = replay(events);
  expect(r.error, r.error?.message).toBeUndefined();
  return r.view;
};
const question = (v: BoardView) => v.rulingsNeeded.find((r) => r.law === "21B1");
const standing = (v: BoardView): string =>
  v.auction.calls
    .filter((c) => c.status === "standing")
    .map((c) => `${c.seat} ${c.call}`)
    .join(", ");
const lawAt = (v: BoardView, position: number): string[] =>
  v.audit.filter((a) => a.position === position).map((a) => a.law);

describe("Law 21B1: a call changed after misinformation, until the end of the auction period", () => {
  it("21B1(a) (WBFLC Ex 18): a misinformed player who has not called since the misexplained call simply calls with the correct information: no question", () => {
    const v = view([...MISEXPLAINED, corrected("W")]);
    expect(question(v)).toBeUndefined();
    expect(v.auction.reviews.map((r) => r.law)).toEqual(["21B3"]);
    expect(v.turn?.seat).toBe("S");
  });

  it("21B1(a) before the final pass: a call of the misinformed side, partner not having called since, may be changed; the Director is asked", () => {
    const v = view([...MISEXPLAINED, call("S", "P"), corrected("W")]);
    expect(question(v)).toMatchObject({ position: 7, answers: ["6", "none", "mistaken-call"] });
  });

  it("21B1(a) after the final pass (WBFLC Ex 18): the Director is asked, not a change offered; only the final pass may be changed (South's partner has called since)", () => {
    const v = view([...FINAL_PASS, corrected("W")]);
    expect(v.contract).toBe("2D");
    expect(question(v)).toMatchObject({ position: 9, answers: ["8", "none", "mistaken-call"] });
    expect(v.pending).toEqual([]);
    expect(v.auction.reviews.map((r) => r.law)).toEqual(["21B3"]);
  });

  it("21B1(a) after the final pass, the Director allows it: the change opens the auction again; it goes on and ends on the new contract", () => {
    const allowed = view([...FINAL_PASS, corrected("W"), ruled("8")]);
    expect(allowed.pending).toMatchObject([
      { seat: "N", law: "21B1", about: 8, options: ["change", "keep"] },
    ]);
    const reopened = view([...FINAL_PASS, corrected("W"), ruled("8"), changed("N", "X")]);
    expect(reopened.contract).toBeNull();
    expect(reopened.tricks).toEqual([]);
    expect(reopened.turn).toMatchObject({ seat: "E", to: "call" });
    expect(standing(reopened)).toBe("N 1NT, E 2D, S P, W P, N X");
    expect(lawAt(reopened, 11)).toEqual(["22", "21B1"]);
    const v = view([
      ...FINAL_PASS,
      corrected("W"),
      ruled("8"),
      changed("N", "X"),
      call("E", "P"),
      call("S", "2S"),
    ]);
    expect(v.turn?.seat).toBe("W");
    const done = view([
      ...FINAL_PASS,
      corrected("W"),
      ruled("8"),
      changed("N", "X"),
      call("E", "P"),
      call("S", "2S"),
      call("W", "P"),
      call("N", "P"),
      call("E", "P"),
    ]);
    expect(done.contract).toBe("2S");
    expect(done.declarer).toBe("S");
    expect(done.openingLeader).toBe("W");
    // 16C: North's withdrawn pass is authorised for his side, unauthorised for East-West, who misinformed
    expect(
      done.auction.unauthorisedInformation.map((i) => `${i.seat} ${i.call} ${i.unauthorisedFor}`),
    ).toEqual(["N P EW"]);
    expect(done.auction.reviews.map((r) => r.law)).toEqual(["21B3"]);
  });

  it("21B1(a), 22: an auction opened again keeps what the end had resolved: a bar to pass throughout stands, the lead restriction is pending again", () => {
    // WS-03's board: South's insufficient 1S replaced by a pass (27B2: North passes throughout; 26B on North)
    const ws03: TableEvent[] = [
      {
        type: "BoardStarted",
        board: 2,
        deal: "N:K954.74.J83.T654 83.AQ.AKQ6.AKQJ7 QJ762.K96.T75.98 AT.JT8532.942.32",
      },
      call("E", "1NT"),
      { type: "Explained", seat: "W", about: 2, text: "15-17" },
      call("S", "1S"),
      { type: "OptionChosen", seat: "W", law: "27A1", option: "refuse" },
      call("S", "P"),
      { type: "DirectorRuled", law: "27B1", answer: "not-comparable" },
      call("W", "3NT"),
      call("N", "P"),
      call("E", "P"),
      call("S", "P"),
      { type: "ExplanationCorrected", seat: "W", about: 2, text: "12-14" },
    ];
    const ended = view(ws03);
    expect(ended.auction.obligations).toEqual([]);
    expect(ended.leadRestrictions.map((r) => r.status)).toEqual(["active"]);
    expect(question(ended)).toMatchObject({ answers: ["11", "none", "mistaken-call"] });
    const v = view([...ws03, ruled("11"), changed("S", "X")]);
    expect(v.turn).toMatchObject({ seat: "W", to: "call" });
    expect(v.auction.obligations).toMatchObject([{ seat: "N", scope: "throughout", law: "27B2" }]);
    expect(v.leadRestrictions.map((r) => r.status)).toEqual(["pending"]);
    const done = view([
      ...ws03,
      ruled("11"),
      changed("S", "X"),
      call("W", "P"),
      call("N", "P"),
      call("E", "P"),
    ]);
    expect(done.contract).toBe("3NTX");
    expect(done.leadRestrictions.map((r) => `${r.restricted} ${r.status}`)).toEqual(["N active"]);
    expect(done.openingLeader).toBe("S");
  });

  it("21B1(a): the Director does not allow a change ('none'): the calls stand, the 21B3 review remains", () => {
    const v = view([...FINAL_PASS, corrected("W"), ruled("none")]);
    expect(v.contract).toBe("2D");
    expect(v.pending).toEqual([]);
    expect(v.rulingsNeeded).toEqual([]);
    expect(lawAt(v, 10)).toEqual(["21B1(a)", "21B1"]);
    expect(v.auction.reviews.map((r) => r.law)).toEqual(["21B3"]);
  });

  it("21B1(b): evidence of a mistaken call rebuts the presumed mistaken explanation: no misinformation, no change, no 21B3 review", () => {
    const v = view([...FINAL_PASS, corrected("W"), ruled("mistaken-call")]);
    expect(v.pending).toEqual([]);
    expect(v.auction.reviews).toEqual([]);
    expect(lawAt(v, 10)).toEqual(["21B1(b)", "21B1"]);
  });

  it("21B1(a): the player allowed to change may keep his call; the offer then lapses", () => {
    const v = view([
      ...FINAL_PASS,
      corrected("W"),
      ruled("8"),
      { type: "OptionChosen", seat: "N", law: "21B1", option: "keep" },
    ]);
    expect(v.pending).toEqual([]);
    expect(v.contract).toBe("2D");
    expect(v.turn).toMatchObject({ seat: "S", to: "play" });
  });

  it("21B1(a): only a call the Director named may be changed, and only for a legal call in its place", () => {
    const r = replay([...FINAL_PASS, corrected("W"), ruled("6")]);
    expect(r.error?.refusal).toEqual({
      _tag: "AnswerNotListed",
      law: "21B1",
      answer: "6",
      answers: ["8", "none", "mistaken-call"],
    });
    const low = replay([...FINAL_PASS, corrected("W"), ruled("8"), changed("N", "1S")]);
    expect(low.error).toMatchObject({
      refusal: {
        _tag: "ChangeNotLegalInPlace",
        law: "21B1",
        seat: "N",
        withdrawn: "P",
        withdrawnAt: 8,
        call: "1S",
        because: "insufficient",
        over: "2D",
      },
    });
  });

  it("21B2: after the change, the changer's LHO may in turn change a later call of his; 16C: his withdrawn call is unauthorised for his own side", () => {
    const events = [
      ...MISEXPLAINED,
      call("S", "P"),
      call("W", "P"),
      corrected("W"),
      ruled("6"),
      changed("S", "X"),
    ];
    const v = view(events);
    expect(v.pending).toMatchObject([{ seat: "W", law: "21B2", about: 7, options: ["change", "keep"] }]);
    const w = view([...events, changed("W", "2H")]);
    expect(standing(w)).toBe("N 1NT, E 2D, S X, W 2H");
    expect(
      w.auction.unauthorisedInformation.map((i) => `${i.seat} ${i.call} ${i.unauthorisedFor} ${i.law}`),
    ).toEqual(["S P EW 21B1", "W P EW 21B2"]);
    expect(w.turn?.seat).toBe("N");
  });

  it("21B1(a): the offer lapses once the changer's partner calls (his partner has then called since)", () => {
    const events = [...MISEXPLAINED, call("S", "P"), call("W", "P"), corrected("W"), ruled("6")];
    const v = view([...events, call("N", "P"), changed("S", "X")]);
    // the change is no longer 21B1's: South's attempt goes to Law 25
    expect(v.auction.calls.find((c) => c.position === 6)?.status).toBe("standing");
    expect(v.pending.some((p) => p.law === "21B1")).toBe(false);
  });

  it("17D1: the opening lead faced ends the auction period: an open 21B1 question lapses; a late ruling or change is refused (21B3 remains)", () => {
    const lead = card("S", "SQ");
    const v = view([...FINAL_PASS, corrected("W"), lead]);
    expect(question(v)).toBeUndefined();
    expect(v.auction.reviews.map((r) => r.law)).toEqual(["21B3"]);
    expect(lawAt(v, 10)).toContain("17D1");
    expect(replay([...FINAL_PASS, corrected("W"), lead, ruled("8")]).error?.refusal).toMatchObject({
      _tag: "NoQuestionAsked",
      law: "21B1",
    });
    const allowed = view([...FINAL_PASS, corrected("W"), ruled("8"), lead]);
    expect(allowed.pending).toEqual([]);
    expect(
      replay([...FINAL_PASS, corrected("W"), ruled("8"), lead, changed("N", "X")]).error?.refusal,
    ).toEqual({ _tag: "ChangeAfterLeadFaced", law: "17D1" });
  });

  it("17D1: a correction after the opening lead is faced asks nothing: too late to change a call (21B3 at the end of play)", () => {
    const v = view([...FINAL_PASS, card("S", "SQ"), corrected("W")]);
    expect(question(v)).toBeUndefined();
    expect(v.auction.reviews.map((r) => r.law)).toEqual(["21B3"]);
  });

  it("41A, 17D1: a face-down opening lead does not end the auction period: the change is allowed and the lead goes back to the hand", () => {
    const events = [...FINAL_PASS, card("S", "SQ", true), corrected("W"), ruled("8")];
    expect(question(view([...FINAL_PASS, card("S", "SQ", true), corrected("W")]))).toBeDefined();
    const v = view([...events, changed("N", "X")]);
    expect(v.contract).toBeNull();
    expect(v.tricks).toEqual([]);
    expect(lawAt(v, 12)).toContain("41A");
    expect(v.audit.find((a) => a.position === 12 && a.law === "41A")).toEqual({
      _tag: "FaceDownLeadBack",
      position: 12,
      law: "41A",
      seat: "S",
      card: "SQ",
    });
  });

  it("17D2: a passed-out board: the change of a pass is possible until the hands are back in the board", () => {
    const passed = [
      start,
      call("N", "P"),
      { type: "Alerted", seat: "S", about: 2 } as TableEvent,
      { type: "Explained", seat: "S", about: 2, text: "0-7 points" } as TableEvent,
      call("E", "P"),
      call("S", "P"),
      call("W", "P"),
    ];
    const fix: TableEvent = {
      type: "ExplanationCorrected",
      seat: "S",
      about: 2,
      text: "8-11, no 5-card major",
    };
    expect(question(view([...passed, fix]))).toMatchObject({ answers: ["7", "none", "mistaken-call"] });
    const late = view([...passed, { type: "HandsReturned" }, fix]);
    expect(question(late)).toBeUndefined();
  });
});

describe("Laws 20F4, 20F5: who corrects a mistaken explanation, and when", () => {
  it("20F4: the player who gave the explanation corrects it; the Director applies 21B", () => {
    expect(lawAt(view([...FINAL_PASS, corrected("W")]), 9)[0]).toBe("20F4");
  });
  it("20F5(b)(ii): declarer, whose partner misexplained his call, tells the opponents after the final pass", () => {
    const v = view([...FINAL_PASS, corrected("E")]);
    expect(v.audit.find((a) => a.position === 9)).toMatchObject({
      _tag: "PartnerExplanationMistaken",
      law: "20F5(b)",
      defender: false,
    });
    expect(question(v)).toMatchObject({ answers: ["8", "none", "mistaken-call"] });
  });
  it("20F5(b)(i): a defender whose partner misexplained waits until the end of play", () => {
    // North-South declare 3NT; South's 2C was misexplained by North; East and West were misinformed
    const events: TableEvent[] = [
      start,
      call("N", "1NT"),
      call("E", "P"),
      call("S", "2C"),
      { type: "Explained", seat: "N", about: 4, text: "natural" },
      call("W", "P"),
      call("N", "2D"),
      call("E", "P"),
      call("S", "3NT"),
      call("W", "P"),
      call("N", "P"),
      call("E", "P"),
    ];
    const dec = view([...events, { type: "ExplanationCorrected", seat: "S", about: 4, text: "Stayman" }]);
    expect(dec.audit.find((a) => a.position === 13)).toMatchObject({
      _tag: "PartnerExplanationMistaken",
      defender: false,
    });
    const def = view([
      start,
      call("N", "P"),
      call("E", "1NT"),
      call("S", "2C"),
      { type: "Explained", seat: "N", about: 4, text: "clubs" },
      call("W", "3NT"),
      call("N", "P"),
      call("E", "P"),
      call("S", "P"),
      { type: "ExplanationCorrected", seat: "S", about: 4, text: "both majors" },
    ]);
    expect(def.audit.find((a) => a.position === 10)).toMatchObject({
      _tag: "PartnerExplanationMistaken",
      law: "20F5(b)",
      defender: true,
    });
  });
  it("20F5(a): the player whose partner misexplained may not correct it during the auction (16B for his partner)", () => {
    const v = view([...MISEXPLAINED, call("S", "P"), corrected("E")]);
    expect(v.audit.find((a) => a.position === 7)).toMatchObject({
      _tag: "PartnerExplanationCorrectedInAuction",
      law: "20F5(a)",
    });
  });
});

describe("21B1 through the table Decider: decide records what replay takes", () => {
  it("21B1(a) after the final pass: the Director's ruling and the change it allows are decided", () => {
    const asked = [...FINAL_PASS, corrected("W")];
    given(asked)
      .when({ type: "Rule", actor: DIRECTOR, law: "21B1", about: 9, answer: "8" })
      .then([{ type: "DirectorRuled", law: "21B1", about: 9, answer: "8" }]);
    given([...asked, ruled("8", 9)])
      .when({ type: "ChangeCall", actor: player("N"), call: "X" })
      .then([{ type: "CallChanged", seat: "N", call: "X" }]);
    given([...asked, ruled("8", 9), changed("N", "X")])
      .when({ type: "MakeCall", actor: player("E"), call: "P" })
      .then([{ type: "CallMade", seat: "E", call: "P" }]);
  });
  it("21B1: a ruling not asked, or a change after the opening lead, is refused", () => {
    given(FINAL_PASS)
      .when({ type: "Rule", actor: DIRECTOR, law: "21B1", answer: "8" })
      .thenRefuses("RulingNotAsked");
    given([...FINAL_PASS, corrected("W"), ruled("8"), card("S", "SQ")])
      .when({ type: "ChangeCall", actor: player("N"), call: "X" })
      .thenRefuses("ActionImpossible", /17D1/);
  });
});
