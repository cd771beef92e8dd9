import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type BoardReplay, replayLog } from "./index.ts";

/**
 * The example logs of the facts the table's own Laws record (13, 14, 15, 16B, 17D2, 20F, 45C) and of the
 * score's inputs (86B1, 12C1(c), 12C1(e)): each is replayed end to end and its derived state checked (test
 * names start with the Law id). Every log under these folders has its test, and every test its log.
 */
const root = new URL("../../../examples/", import.meta.url);
const DIRS = ["board", "information", "score"] as const;
const read = (name: string): BoardReplay => replayLog(readFileSync(new URL(`${name}.jsonl`, root), "utf8"));

const CASES: Record<string, [string, (r: BoardReplay) => void]> = {
  "board/13A-14-cards-found-before-any-call": [
    "13A1: North counts 14 cards (East's SJ) before any call: the Director moves it, normal play, 3NT=",
    ({ view }) => {
      expect(view.cardCount).toMatchObject({
        law: null,
        discovered: { position: 2, seat: "N", law: "13A", seen: false },
        corrections: [{ position: 3, law: "13A1", moves: [{ card: "SJ", from: "N", to: "E" }] }],
        cancelled: false,
      });
      expect(view.deal).toBe("N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765");
      expect(view.result).toMatchObject({ contract: "3NT", tricksByDeclarer: 9, score: { NS: 600 } });
      expect(view.rulingsNeeded).toEqual([]);
    },
  ],
  "board/13B1-called-with-14-cards-played-on": [
    "13B1: North opened holding 14 cards; the Director corrects the deal, no call changes; no adjustment at the end",
    ({ view }) => {
      expect(view.cardCount?.decision).toEqual({ law: "13B1", position: 5 });
      expect(view.auction.calls.map((c) => `${c.seat} ${c.call} ${c.status}`)).toEqual([
        "N 1NT standing",
        "E P standing",
        "S 3NT standing",
        "W P standing",
        "N P standing",
        "E P standing",
      ]);
      expect(view.audit.at(-1)).toMatchObject({ law: "13B1", position: 12 });
      expect(view.rulingsNeeded).toEqual([]);
    },
  ],
  "board/13B2-called-with-14-cards-adjusted-score": [
    "13B2: North's 1S with a 14-card hand: not played; average-minus to NS, average-plus to EW",
    ({ view }) => {
      expect(view.cardCount).toMatchObject({ cancelled: true, decision: { law: "13B2", position: 5 } });
      expect(view.scores.NS).toMatchObject({ kind: "artificial", level: "average-minus" });
      expect(view.scores.EW).toMatchObject({ kind: "artificial", level: "average-plus" });
      expect(view.rulingsNeeded).toEqual([]);
      expect(view.deal).toBe("N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765");
    },
  ],
  "board/13D-found-after-the-play-result-cancelled": [
    "13D: found after the play: the 3NT+1 result is cancelled; the Director assigns 3NT=; a procedural penalty",
    ({ view }) => {
      expect(view.cardCount?.decision).toEqual({ law: "13D", position: 9 });
      expect(view.scores.table).toMatchObject({ NS: { NS: 630 } });
      expect(view.scores.NS).toMatchObject({ kind: "points", NS: 600, EW: -600 });
      expect(view.penalties).toMatchObject([{ law: "90B8", side: "NS", status: "in force" }]);
      expect(view.rulingsNeeded).toEqual([]);
    },
  ],
  "board/14A-missing-card-found-before-the-opening-lead": [
    "14A: West counts 12 cards before leading: the DJ restored, no call changed (14A3), 14C for East",
    ({ view }) => {
      expect(view.cardCount).toMatchObject({ law: null, corrections: [{ law: "14A" }] });
      expect(view.hands?.W).toBe("543.76.J432.8765");
      expect(view.audit.filter((a) => a.position === 9).map((a) => a.law)).toEqual(["14A", "14C", "14A3"]);
      expect(view.tricks[0]?.cards).toMatchObject([{ seat: "E", card: "CK" }]);
    },
  ],
  "board/14B4-missing-card-restored-revoke": [
    "14B4: West's missing C5 found after trick 5: it belonged to him throughout, his diamond on trick 4 is an established revoke: 64A2",
    ({ view }) => {
      expect(view.revokes).toMatchObject([
        {
          trick: 4,
          offender: "W",
          card: "D2",
          law: "14B4",
          status: "rectified",
          rectifiedBy: "64A2",
          transfer: 1,
        },
      ]);
      expect(view.tricksWon).toEqual({ NS: 7, EW: 6 });
      expect(view.result).toMatchObject({ contract: "3NT", tricksByDeclarer: 8, score: { NS: -50 } });
      expect(view.audit.filter((a) => a.position === 29).map((a) => a.law)).toEqual([
        "14B",
        "14C",
        "14B4",
        "14B4",
        "62A",
        "63B",
      ]);
    },
  ],
  "board/15A3-board-23-called-on-board-22-with-these-cards": [
    "15A3: board 23 tied to WS-31a's log: South, who opened 1S there with these cards, passes here: differs, artificial score",
    ({ view }) => {
      expect(view.wrongBoard).toEqual([
        {
          position: 2,
          seat: "S",
          call: "1S",
          board: 22,
          log: "examples/auction/WS-31a-15A2b-cards-from-the-wrong-board.jsonl",
          at: 3,
          calledAt: 3,
        },
      ]);
      expect(view.scores.NS).toMatchObject({ kind: "artificial", level: "average-minus" });
      expect(view.rulingsNeeded).toEqual([]);
    },
  ],
  "board/15B1-wrong-pair-had-played-the-board-cancelled": [
    "15B1: WS-29, East-West had played board 20 before: cancelled for both sides; 15B3 average-plus NS, average EW",
    ({ view }) => {
      expect(view.contestants).toMatchObject({ law: "15B1", playedBefore: ["E", "W"], seated: { EW: "11" } });
      expect(view.pairs).toEqual({ NS: "4", EW: "11" });
      expect(view.scores.NS).toMatchObject({ kind: "artificial", level: "average-plus" });
      expect(view.scores.EW).toMatchObject({ kind: "artificial", level: "average" });
      expect(view.rulingsNeeded).toEqual([]);
    },
  ],
  "board/15B2-wrong-pair-none-had-played-it-score-stands": [
    "15B2: the wrong East-West pair, none had played board 9: the auction and play are completed, the score is theirs",
    ({ view }) => {
      expect(view.contestants).toMatchObject({ law: "15B2", scheduled: { EW: "12" }, seated: { EW: "14" } });
      expect(view.pairs).toEqual({ NS: "4", EW: "14" });
      expect(view.scores.NS).toMatchObject({ kind: "points", NS: 400, EW: -400 });
    },
  ],
  "board/17D2-passed-out-hands-returned": [
    "17D2: a passed-out board, the hands back in the board: the auction period is over",
    ({ view }) => {
      expect(view.contract).toBe("Pass");
      expect(view.handsReturned).toEqual({ position: 6, when: "passed-out" });
      expect(view.audit.at(-1)?.law).toBe("17D2");
    },
  ],
  "board/17D2-62D1-trick-12-revoke-found-after-the-hands-returned": [
    "62D1, 17D2: W6's trick-12 revoke found only after the hands were returned: it stands, 64B6, 3NT made",
    ({ view }) => {
      expect(view.handsReturned?.when).toBe("after-play");
      expect(view.revokes[0]).toMatchObject({ status: "rectified", rectifiedBy: "64B6", transfer: 0 });
      expect(view.result).toMatchObject({ tricksByDeclarer: 10, score: { NS: 430 } });
      expect(view.rulingsNeeded.map((r) => r.law)).toEqual(["64C1"]);
    },
  ],
  "information/16B-hesitation-partner-bids-on-adjusted": [
    "16B1, 16B3: North's hesitation before passing, agreed and reserved; South bids 3S: the Director adjusts to 3H-1 by East",
    ({ view }) => {
      expect(view.extraneousInformation).toMatchObject([
        { position: 7, seat: "N", kind: "hesitation", about: 6, reserved: ["E", "W"], unauthorisedFor: "S" },
      ]);
      expect(view.scores.table).toMatchObject({ NS: { NS: 140 } });
      expect(view.scores.NS).toMatchObject({ kind: "points", NS: 50, EW: -50 });
      expect(view.scores.laws).toEqual(["79A1", "16B3"]);
      expect(view.rulingsNeeded).toEqual([]);
    },
  ],
  "information/20F-questions-about-the-opponents-calls-and-answers": [
    "20F1, 20F2: South asks about East's alerted 2D at his turn, West answers; North asks out of turn (16B); North asks again at the opening lead",
    ({ view }) => {
      expect(
        view.questions.map((q) => [
          q.position,
          q.seat,
          q.about,
          q.law,
          q.allowed,
          q.answers.map((a) => a.seat),
        ]),
      ).toEqual([
        [5, "S", 3, "20F1", true, ["W"]],
        [8, "N", 3, "20F1", false, []],
        [16, "N", 3, "20F2", true, ["W"]],
      ]);
      expect(view.result).toMatchObject({ contract: "2HX", tricksByDeclarer: 6, score: { NS: 300 } });
    },
  ],
  "score/12C1c-poll-with-benefit-of-doubt": [
    "12C1(c): three of five polled bid game: 60 % tilted to 72 % for the non-offending side (×1.2), 28 % 3H+1",
    ({ view }) => {
      expect(view.scores.NS).toMatchObject({
        kind: "weighted",
        outcomes: [
          { NS: 420, EW: -420, weight: expect.closeTo(0.72, 9) },
          { NS: 170, EW: -170, weight: expect.closeTo(0.28, 9) },
        ],
      });
      expect(view.audit.filter((a) => a.position === 12).map((a) => a.law)).toEqual(["12C1(c)", "12C1(c)"]);
    },
  ],
  "score/12C1e-serious-error-redressed-in-part": [
    "12C1(e): ex. 7 at teams after a hesitation (16B): East-West redressed from −8 to 0 IMPs, North-South −2, not balancing",
    ({ view }) => {
      expect(view.scores.EW).toMatchObject({ kind: "imps", imps: 0 });
      expect(view.scores.NS).toMatchObject({ kind: "imps", imps: -2 });
      expect(view.audit.filter((a) => a.position === 14).map((a) => a.law)).toEqual([
        "12C1(e)",
        "12C1(e)(ii)",
        "12C1(e)(i)",
        "12C1(e)",
        "12C1(e)",
      ]);
      expect(view.rulingsNeeded).toEqual([]);
    },
  ],
  "score/86B1-clearly-favourable-assigned-score": [
    "86B1: one result only, +4 IMPs expected from the Director's weighted estimate: an assigned score ±4 IMPs",
    ({ view }) => {
      expect(view.scores.NS).toMatchObject({ kind: "imps", imps: 4 });
      expect(view.scores.EW).toMatchObject({ kind: "imps", imps: -4 });
      expect(view.scores.laws).toEqual(["79A1", "86B1"]);
      expect(view.rulingsNeeded).toEqual([]);
    },
  ],
  "score/86B1-not-clearly-favourable-12C2": [
    "86B1 → 12C2: +3 IMPs expected is not clearly favourable; the Director names team B responsible: ±3 IMPs",
    ({ view }) => {
      expect(view.scores.NS).toMatchObject({ kind: "artificial", level: "average-plus" });
      expect(view.scores.EW).toMatchObject({ kind: "artificial", level: "average-minus" });
      expect(view.scores.laws).toEqual(["79A1", "86B1", "12C2"]);
      expect(view.audit.filter((a) => a.position === 11).map((a) => a.law)).toEqual(["86B1"]);
      expect(view.rulingsNeeded).toEqual([]);
    },
  ],
};

describe("examples of the table's Law facts and the score's inputs, replayed end to end", () => {
  const files = DIRS.flatMap((dir) =>
    readdirSync(new URL(`${dir}/`, root))
      .filter((f) => f.endsWith(".jsonl"))
      .map((f) => `${dir}/${f.replace(".jsonl", "")}`),
  );
  it("every log under these folders has its test, and every test its log", () => {
    expect(files.sort()).toEqual(Object.keys(CASES).sort());
  });
  for (const [name, [title, check]] of Object.entries(CASES)) {
    it(`${title} (${name})`, () => {
      const r = read(name);
      expect(r.error).toBeUndefined();
      check(r);
      // replay is deterministic: the same log gives the same view, byte for byte
      expect(JSON.stringify(read(name).view)).toBe(JSON.stringify(r.view));
    });
  }
});
