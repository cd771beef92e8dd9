import { formatLogError } from "@bridgelaw/log";
import { describe, expect, it } from "vitest";
import { DIRECTOR, decideTable, initialTableState, player, replayLog, tableDecider } from "./index.ts";

const DEAL = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";
const start = `{"type":"BoardStarted","board":5,"deal":"${DEAL}"}`;
const auction = ["2C", "P", "2D", "P", "7NT", "P", "P", "P"].map(
  (c, i) => `{"type":"CallMade","seat":"${"NESW"[i % 4]}","call":"${c}"}`,
);
const log = (...lines: string[]): string => `${lines.join("\n")}\n`;

describe("table: a legal board replayed end to end", () => {
  it("2/22A/41: board 5 is North's, NS vulnerable; 7NT by North, East leads", () => {
    const { view, error } = replayLog(log(start, ...auction));
    expect(error).toBeUndefined();
    expect(view).toMatchObject({ board: 5, dealer: "N", vulnerability: "NS", phase: "play" });
    expect(view.contract).toBe("7NT");
    expect(view.declarer).toBe("N");
    expect(view.dummy).toBe("S");
    expect(view.turn).toMatchObject({ seat: "E", to: "play" });
    expect(view.audit.map((a) => a.law)).toEqual(["2", "17B", "22A", "41A"]);
  });
  it("2: the markings of a non-conforming board apply", () => {
    const { view } = replayLog(
      log(`{"type":"BoardStarted","board":5,"dealer":"W","vulnerability":"None","deal":"${DEAL}"}`),
    );
    expect(view).toMatchObject({ dealer: "W", vulnerability: "None" });
    expect(view.audit[0]).toMatchObject({
      _tag: "BoardOpened",
      law: "2",
      board: 5,
      dealer: "W",
      vulnerability: "None",
      lawDealer: "N",
      lawVulnerability: "NS",
    });
  });
  it("envelope fields (at, by, note, seq, prev, hash) never make a line fail", () => {
    const { error, lines } = replayLog(
      log(
        `{"type":"BoardStarted","board":1,"deal":"${DEAL}","at":"2026-11-22T10:00:00Z","by":"TD","note":"x"}`,
      ),
    );
    expect(error).toBeUndefined();
    expect(lines[0]?.record.by).toBe("TD");
  });
  it("29/31: a call out of rotation is open, and its offender's LHO may accept it (29A)", () => {
    const { view } = replayLog(log(start, `{"type":"CallMade","seat":"S","call":"1H"}`));
    expect(view.auction.calls[0]).toMatchObject({ status: "open", law: "31" });
    expect(view.pending).toEqual([
      expect.objectContaining({ seat: "W", law: "29A", options: ["accept", "refuse"], about: 2 }),
    ]);
  });
});

describe("table: bad input gets a typed error naming the line; what came before is kept", () => {
  // the play's refusals are data (its words are @bridgelaw/words'): the line and the refusal
  const cases: [string, string, string, RegExp | { readonly line: number; readonly refusal: object }][] = [
    ["a malformed line", log(start, "{not json"), "MalformedLine", /^line 2: /],
    [
      "an unknown event type",
      log(start, `{"type":"Foo"}`),
      "InvalidEvent",
      /line 2: .*unknown event type "Foo"/,
    ],
    [
      "an unknown seat",
      log(start, `{"type":"CallMade","seat":"Q","call":"P"}`),
      "InvalidEvent",
      /line 2: .*"Q"/,
    ],
    [
      "a call token that does not parse",
      log(start, `{"type":"CallMade","seat":"N","call":"1Z"}`),
      "InvalidEvent",
      /line 2: .*call token/,
    ],
    [
      "a card token that does not parse",
      log(start, ...auction, `{"type":"CardPlayed","seat":"E","card":"S1"}`),
      "InvalidEvent",
      /line 10: .*card token/,
    ],
    [
      "24: a card exposed during the auction that the seat does not hold",
      log(start, `{"type":"CardExposed","seat":"E","card":"SA","how":"dropped"}`),
      "EventRejected",
      { line: 2, refusal: { _tag: "CardNotHeld", law: "24", seat: "E", card: "SA" } },
    ],
    [
      "a card the seat does not hold",
      log(start, ...auction, `{"type":"CardPlayed","seat":"E","card":"SA"}`),
      "EventRejected",
      { line: 10, refusal: { _tag: "CardNotHeld", seat: "E", card: "SA" } },
    ],
    [
      "a card played twice",
      log(
        start,
        ...auction,
        ...["ST", "S3", "S2", "SA"].map(
          (c, i) => `{"type":"CardPlayed","seat":"${"ESWN"[i]}","card":"${c}"}`,
        ),
        `{"type":"CardPlayed","seat":"N","card":"SA"}`,
      ),
      "EventRejected",
      { line: 14, refusal: { _tag: "CardAlreadyPlayed", seat: "N", card: "SA" } },
    ],
    [
      "a second BoardStarted",
      log(start, ...auction.slice(0, 2), start),
      "EventRejected",
      { line: 4, refusal: { _tag: "BoardAlreadyOpen", board: 5 } },
    ],
    [
      "a board number of 0",
      log(`{"type":"BoardStarted","board":0,"deal":"${DEAL}"}`),
      "InvalidEvent",
      /line 1: .*board number of 1 or more/,
    ],
    [
      "a deal that is not 52 distinct cards",
      log(
        `{"type":"BoardStarted","board":1,"deal":"N:AKQJ.AKQ.AKQ.AKQ AKQJ.AKQ.AKQ.AKQ 6543.876.876.876 2.5432.5432.5432"}`,
      ),
      "EventRejected",
      { line: 1, refusal: { _tag: "CardsTwice", law: "7B" } },
    ],
    [
      "a call before BoardStarted",
      log(auction[0]!),
      "EventRejected",
      { line: 1, refusal: { _tag: "BoardNotOpen", event: "CallMade" } },
    ],
    [
      "a card on a passed-out board",
      log(
        start,
        ...["P", "P", "P", "P"].map((c, i) => `{"type":"CallMade","seat":"${"NESW"[i]}","call":"${c}"}`),
        `{"type":"CardPlayed","seat":"E","card":"ST"}`,
      ),
      "EventRejected",
      { line: 6, refusal: { _tag: "NotInPlay", event: "CardPlayed", passedOut: true } },
    ],
  ];
  for (const [name, text, tag, message] of cases) {
    it(`${name}: ${tag}`, () => {
      const r = replayLog(text);
      expect(r.error?._tag).toBe(tag);
      if (message instanceof RegExp) expect(formatLogError(r.error!)).toMatch(message);
      else expect(r.error).toMatchObject(message);
      const lineNo = r.error!.line;
      expect(r.state.applied).toBe(lineNo - 1);
    });
  }
});

describe("table: options and rulings", () => {
  it("an option that is not pending is refused with the line named", () => {
    const r = replayLog(log(start, `{"type":"OptionChosen","seat":"E","law":"27A1","option":"accept"}`));
    expect(r.error?._tag).toBe("EventRejected");
    expect(r.error).toMatchObject({ line: 2, refusal: { _tag: "OptionNotPending", law: "27A1" } });
    expect((r.error as { refusal?: object }).refusal).not.toHaveProperty("open");
  });
  it("a ruling for a question not asked is refused with the line named", () => {
    const r = replayLog(log(start, `{"type":"DirectorRuled","law":"23","answer":"comparable"}`));
    expect(r.error).toMatchObject({ line: 2, refusal: { _tag: "NoQuestionAsked", law: "23" } });
  });
  it("the Director's ruling on a question the engine asked answers it, with an audit entry", () => {
    const r = replayLog(
      log(
        start,
        `{"type":"CallMade","seat":"N","call":"1NT"}`,
        `{"type":"CallMade","seat":"E","call":"1S"}`,
        `{"type":"OptionChosen","seat":"S","law":"27A1","option":"refuse"}`,
        `{"type":"CallMade","seat":"E","call":"2S"}`,
        `{"type":"DirectorRuled","law":"27B1","answer":"27B1(a)"}`,
      ),
    );
    expect(r.error).toBeUndefined();
    expect(r.view.rulingsNeeded).toHaveLength(0);
    expect(r.view.audit).toContainEqual(expect.objectContaining({ position: 6, law: "27B1(a)" }));
    expect(r.view.audit).toContainEqual({
      _tag: "RulingGiven",
      position: 6,
      law: "27B1",
      about: 5,
      answer: "27B1(a)",
    });
  });
  it("27A1: an option chosen by the wrong seat is refused with the line named", () => {
    const r = replayLog(
      log(
        start,
        `{"type":"CallMade","seat":"N","call":"1NT"}`,
        `{"type":"CallMade","seat":"E","call":"1S"}`,
        `{"type":"OptionChosen","seat":"W","law":"27A1","option":"accept"}`,
      ),
    );
    expect(r.error).toMatchObject({
      line: 4,
      refusal: { _tag: "OptionNotYours", law: "27A1", seat: "W", owners: ["S"] },
    });
    expect(r.view.pending).toHaveLength(1);
  });
  it("27B1: a ruling whose answer is not one the question allows is refused", () => {
    const r = replayLog(
      log(
        start,
        `{"type":"CallMade","seat":"N","call":"1NT"}`,
        `{"type":"CallMade","seat":"E","call":"1S"}`,
        `{"type":"OptionChosen","seat":"S","law":"27A1","option":"refuse"}`,
        `{"type":"CallMade","seat":"E","call":"2S"}`,
        `{"type":"DirectorRuled","law":"27B1","answer":"maybe"}`,
      ),
    );
    expect(r.error).toMatchObject({
      line: 6,
      refusal: {
        _tag: "AnswerNotListed",
        law: "27B1",
        answer: "maybe",
        answers: ["27B1(a)", "A1", "A2", "A3", "not-comparable"],
      },
    });
  });
  it("a call while the auction waits for the Director is refused with the question", () => {
    const r = replayLog(
      log(
        start,
        `{"type":"CallMade","seat":"N","call":"1NT"}`,
        `{"type":"CallMade","seat":"E","call":"1S"}`,
        `{"type":"OptionChosen","seat":"S","law":"27A1","option":"refuse"}`,
        `{"type":"CallMade","seat":"E","call":"2S"}`,
        `{"type":"CallMade","seat":"S","call":"P"}`,
      ),
    );
    expect(r.error).toMatchObject({
      line: 6,
      refusal: { _tag: "AuctionWaitsForRuling", law: "27B1", about: 5 },
    });
  });
  it("9A: attention drawn is recorded in the audit trail", () => {
    const r = replayLog(log(start, `{"type":"AttentionDrawn","seat":"W"}`));
    expect(r.view.audit.at(-1)).toEqual({ _tag: "AttentionCalled", position: 2, law: "9A", seat: "W" });
  });
});

describe("table: the Decider", () => {
  it("decide records facts, refusing only the physically impossible", () => {
    let s = initialTableState;
    for (const e of decideTable({ type: "StartBoard", actor: DIRECTOR, board: 5, deal: DEAL }, s))
      s = tableDecider.evolve(s, e);
    expect(decideTable({ type: "MakeCall", actor: player("S"), call: "1C" }, s)).toEqual([
      { type: "CallMade", seat: "S", call: "1C" },
    ]);
    expect(() => decideTable({ type: "StartBoard", actor: DIRECTOR, board: 6, deal: DEAL }, s)).toThrow(
      /BoardAlreadyOpen/,
    );
  });
});
