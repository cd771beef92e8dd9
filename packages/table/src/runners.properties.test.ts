/**
 * Property tests of the two runners of the table's recipes (issue 15): `evolveTable` (immer's `produce`, one
 * event at a time, frozen states) and the bulk replay (`tableDecider.bulk`: one private mutable state for the
 * whole log). On random legal boards, boards with random auction and play irregularities, and boards with
 * random claims, table procedure, scores and appeals, both give deep-equal states and views after every
 * event: the audit trail, the options pending and the questions for the Director included. With an event the
 * table refuses in the middle, the bulk replay stops at it with the state of the events before it.
 *
 * The boards come from the project's generators (tools/src/generate.ts, which drives the auction and play
 * generators of `@bridgelaw/auction` and `@bridgelaw/play` through the whole table).
 */
import type { Card, Seat } from "@bridgelaw/cards";
import { decodeJsonLines, eventDecoder, isDomainRejection, replay } from "@bridgelaw/log";
import { legalCards } from "@bridgelaw/play";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  generateBoard,
  generateFactsBoard,
  generateIrregularBoard,
  mulberry32,
  type Random,
  toJsonLines,
} from "../../../tools/src/generate.ts";
import {
  applyTableEvent,
  type BoardView,
  evolveTable,
  initialTableState,
  startTable,
  type TableDraft,
  type TableEvent,
  TableEvent as TableEventSchema,
  type TableState,
  tableDecider,
  viewOf,
} from "./index.ts";
import { readLog } from "./replay.ts";

/** Both runners event by event: after each event the bulk state and its view equal the pure step's. */
const expectSameRunners = (events: readonly TableEvent[]): number => {
  let pure: TableState = initialTableState;
  const bulk = startTable() as TableDraft;
  events.forEach((event, i) => {
    pure = evolveTable(pure, event);
    applyTableEvent(bulk, event);
    const at = `after event ${i + 1} (${event.type})`;
    expect(Object.isFrozen(pure), `${at}: the pure step's state is frozen`).toBe(true);
    expect(bulk, at).toStrictEqual(pure);
    const view: BoardView = viewOf(bulk);
    expect(view, at).toStrictEqual(viewOf(pure));
    expect(view.audit).toStrictEqual(pure.audit);
  });
  return events.length;
};

const seeds = fc.record({ seed: fc.nat(), board: fc.integer({ min: 1, max: 32 }) });

/**
 * Both runners on events the table may refuse: each event the pure step refuses is left out (as a log
 * would not hold it); after each event it takes, the bulk state and its view equal the pure step's.
 */
const expectSameRunnersTaking = (
  events: Iterable<TableEvent>,
  next?: (s: TableState) => TableEvent,
): Set<string> => {
  let pure: TableState = initialTableState;
  const bulk = startTable() as TableDraft;
  const taken = new Set<string>();
  const offer = (event: TableEvent): void => {
    try {
      pure = evolveTable(pure, event);
    } catch (err) {
      if (!isDomainRejection(err)) throw err;
      return;
    }
    applyTableEvent(bulk, event);
    taken.add(event.type);
    const at = `after event ${pure.applied} (${event.type})`;
    expect(bulk, at).toStrictEqual(pure);
    expect(viewOf(bulk), at).toStrictEqual(viewOf(pure));
  };
  for (const event of events) offer(event);
  if (next !== undefined) for (let i = 0; i < 40; i += 1) offer(next(pure));
  return taken;
};

const SEAT_LIST: readonly Seat[] = ["N", "E", "S", "W"];
const CALLS = ["P", "X", "XX", "1C", "1NT", "2H", "3NT", "4S", "7NT"] as const;

/**
 * A board whose deal was found with a card moved from one hand to another (Law 13) or missing (Law 14), and
 * the correction that puts it back.
 */
const withWrongDeal = (
  r: Random,
  events: readonly TableEvent[],
): { events: TableEvent[]; undo: TableEvent; found: TableEvent } => {
  const [start, ...rest] = events as [Extract<TableEvent, { type: "BoardStarted" }>, ...TableEvent[]];
  const from = SEAT_LIST[r.next(4)]!;
  const to = r.next(3) === 0 ? undefined : SEAT_LIST.filter((x) => x !== from)[r.next(3)]!;
  const hands = start.deal.slice(2).split(" ");
  const suits = hands[SEAT_LIST.indexOf(from)]!.split(".");
  const suit = suits.findIndex((x) => x.length > 0);
  const card = `${"SHDC"[suit]}${suits[suit]![0]}` as Card;
  suits[suit] = suits[suit]!.slice(1);
  hands[SEAT_LIST.indexOf(from)] = suits.join(".");
  if (to !== undefined) {
    const other = hands[SEAT_LIST.indexOf(to)]!.split(".");
    other[suit] = `${card[1]}${other[suit]}`;
    hands[SEAT_LIST.indexOf(to)] = other.join(".");
  }
  return {
    events: [{ ...start, deal: `${start.deal.slice(0, 2)}${hands.join(" ")}` }, ...rest],
    found: { type: "WrongNumberOfCards", seat: to ?? from, ...(r.next(2) === 0 && { seen: true }) },
    undo: { type: "DealCorrected", moves: [{ card, to: from, ...(to !== undefined && { from: to }) }] },
  };
};

/**
 * Any action of the table's own Laws (13–17, 20F, 45C, 86B1, 12C1 inputs) and of the procedure, the next
 * legal call or card now and then, and the Director's answers to the questions open: the vocabulary the
 * generators above do not write.
 */
const anyLawFact = (r: Random, s: TableState): TableEvent => {
  const pick = <T>(xs: readonly T[]): T => xs[r.next(xs.length)]!;
  const seat = pick(SEAT_LIST);
  const about = 1 + r.next(Math.max(1, s.applied));
  const hand = s.play?.hands[seat] ?? s.setup?.deal[seat] ?? [];
  const card = (hand.length > 0 ? pick(hand) : "SA") as Card;
  const open = viewOf(s).rulingsNeeded;
  if (open.length > 0 && r.next(3) === 0) {
    const q = pick(open);
    return {
      type: "DirectorRuled",
      law: q.law,
      about: q.position,
      ...(q.answers !== undefined
        ? { answer: pick(q.answers) }
        : r.next(2) === 0
          ? { tricks: r.next(14) }
          : {}),
    };
  }
  const p = s.play;
  if (p !== null && !p.ended && p.turn !== null && r.next(3) === 0) {
    const legal = legalCards(p, p.turn);
    if (legal.length > 0) return { type: "CardPlayed", seat: p.turn, card: pick(legal) };
  }
  const actions: (() => TableEvent)[] = [
    () => ({ type: "CallMade", seat, call: pick(CALLS) }),
    () => ({ type: "HandsReturned" }),
    () => ({ type: "WrongNumberOfCards", seat, ...(r.next(2) === 0 && { seen: true }) }),
    () => ({
      type: "DealCorrected",
      moves: [{ card, to: pick(SEAT_LIST), ...(r.next(3) > 0 && { from: seat }) }],
    }),
    () => ({
      type: "WrongContestants",
      pairs: { EW: "99" },
      ...(r.next(3) === 0 && { playedBefore: [seat] }),
    }),
    () => ({ type: "CardsCalledOnAnotherBoard", seat, call: pick(CALLS), board: 9 }),
    () => ({ type: "WrongBoardCards", seat, board: 9 }),
    () => ({
      type: "ExtraneousInformation",
      seat,
      kind: pick(["hesitation", "remark", "gesture"] as const),
      ...(r.next(2) === 0 && { about }),
      ...(r.next(3) === 0 && { reserved: [pick(SEAT_LIST)] }),
    }),
    () => ({ type: "ExplanationRequested", seat, ...(r.next(2) === 0 && { about }) }),
    () => ({ type: "Explained", seat, about, text: "natural" }),
    () => ({
      type: "CardHandled",
      seat,
      card,
      how: pick(["held-up", "at-rest", "played-position", "one-movement", "touched", "arranging"] as const),
      ...(r.next(2) === 0 && { seenBy: [pick(SEAT_LIST)] }),
    }),
    () => ({ type: "AttentionDrawn", seat, about }),
    () => ({ type: "TableMovedOn", how: pick(["next-deal-call", "round-end"] as const) }),
    () => ({ type: "QuestionAsked", seat, what: pick(["review", "explanation", "contract"] as const) }),
    () => ({ type: "CardExposed", seat, card, how: "dropped" }),
    () => ({ type: "TricksAgreed", tricks: r.next(14) }),
    () => ({
      type: "ScoreAdjusted",
      law: "86B1",
      ...(r.next(2) === 0
        ? { expectedImps: r.next(9) - 4 }
        : { otherTable: [{ tricks: r.next(14), poll: 3 }] }),
      ...(r.next(2) === 0 && { responsible: pick(["NS", "EW", "both", "none"] as const) }),
    }),
    () => ({
      type: "ScoreAdjusted",
      law: "12C1(c)",
      outcomes: [
        { tricks: r.next(14), poll: 1 + r.next(5), favourable: true },
        { tricks: r.next(14), poll: 1 + r.next(5) },
      ],
    }),
  ];
  return pick(actions)();
};

describe("15: the pure runner (produce) and the bulk runner give the same board after every event", () => {
  test.prop([seeds], { numRuns: 25 })("random legal boards (22, 44, 77)", ({ seed, board }) => {
    expect(expectSameRunners(generateBoard(seed, board))).toBeGreaterThan(4);
  });

  test.prop([seeds], { numRuns: 40 })(
    "random boards with irregular calls and plays (Laws 17–39, 41–67)",
    ({ seed, board }) => {
      expectSameRunners(generateIrregularBoard(seed, board));
    },
  );

  test.prop([seeds], { numRuns: 40 })(
    "random boards with claims, the procedure of the play, scores and appeals (Laws 41, 61, 65–71, 12, 79–93)",
    ({ seed, board }) => {
      expectSameRunners(generateFactsBoard(seed, board));
    },
  );

  test.prop([seeds, fc.integer({ min: 0, max: 52 })], { numRuns: 40 })(
    "random facts of the table's own Laws (13–17, 20F, 45C, 86B1, 12C1 inputs), answers and plays, any order",
    ({ seed, board }, cards) => {
      const r = mulberry32(seed ^ 0x15);
      const legal = generateBoard(seed, board, { cards });
      if (r.next(3) > 0) {
        expectSameRunnersTaking(legal, (s) => anyLawFact(r, s));
        return;
      }
      const wrong = withWrongDeal(r, legal);
      expectSameRunnersTaking(wrong.events, (s) =>
        r.next(8) === 0 ? wrong.found : r.next(8) === 0 ? wrong.undo : anyLawFact(r, s),
      );
    },
  );

  it("over a fixed sample, every fact of the table's own Laws is taken at least once", () => {
    const taken = new Set<string>();
    for (let k = 0; k < 30; k += 1) {
      const r = mulberry32(k);
      const wrong = withWrongDeal(r, generateBoard(k, 1 + (k % 32), { cards: r.next(53) }));
      const next = (s: TableState): TableEvent =>
        r.next(6) === 0 ? wrong.found : r.next(6) === 0 ? wrong.undo : anyLawFact(r, s);
      for (const t of expectSameRunnersTaking(wrong.events, next)) taken.add(t);
    }
    const facts = [
      "HandsReturned",
      "WrongNumberOfCards",
      "DealCorrected",
      "WrongContestants",
      "CardsCalledOnAnotherBoard",
      "ExtraneousInformation",
      "ExplanationRequested",
      "CardHandled",
      "DirectorRuled",
      "ScoreAdjusted",
    ];
    expect(facts.filter((t) => !taken.has(t))).toEqual([]);
  });

  test.prop([seeds, fc.nat()], { numRuns: 40 })(
    "an event the table refuses: replay stops at it, with the state of the events before it (the bulk replay as a fold of the pure step)",
    ({ seed, board }, cut) => {
      const events = generateIrregularBoard(seed, board);
      const at = 1 + (cut % events.length);
      const r = mulberry32(cut);
      // Physically impossible facts: a card the seat does not hold, or a second BoardStarted.
      const impossible: TableEvent =
        r.next(2) === 0
          ? { type: "BoardStarted", board, deal: (events[0] as { deal: string }).deal }
          : { type: "CardPlayed", seat: "N", card: "SZ" as never };
      const log = [...events.slice(0, at), impossible, ...events.slice(at)];
      const bulk = replay(tableDecider, log);
      let pure: TableState = initialTableState;
      let refused = -1;
      for (const [i, event] of log.entries()) {
        try {
          pure = evolveTable(pure, event);
        } catch (err) {
          if (!isDomainRejection(err)) throw err;
          refused = i;
          break;
        }
      }
      expect(refused).toBeGreaterThanOrEqual(0);
      expect(bulk.applied).toBe(refused);
      expect(bulk.error).toMatchObject({ _tag: "EventRejected", position: refused + 1 });
      expect(bulk.state).toStrictEqual(pure);
      expect(viewOf(bulk.state)).toStrictEqual(viewOf(pure));
    },
  );
});

describe("15: readLog (lines in the log's form read by the scanner compiled from the Schema) and the interpreter", () => {
  const interpreted = eventDecoder(TableEventSchema, { jit: false });
  /** A line as another writer might write it, or spoilt: the compiled reader must still agree. */
  const respell = (line: string, how: number): string => {
    switch (how % 6) {
      case 1:
        return line.replace(":", ": ");
      case 2:
        return line.replace('"seat":"', '"seat":"X');
      case 3:
        return `${line.slice(0, -1)},"at":"2026-11-22T20:00:00Z"}`;
      case 4:
        return line.replace(/"(\w+)":(\d+)/, '"$1":$2.0');
      default:
        return line;
    }
  };

  test.prop([seeds, fc.array(fc.nat(), { maxLength: 8 })], { numRuns: 60 })(
    "the same lines, events, records and first error on generated boards, some lines respelt or spoilt",
    ({ seed, board }, changes) => {
      const events = seed % 2 === 0 ? generateIrregularBoard(seed, board) : generateFactsBoard(seed, board);
      const lines = toJsonLines(events).split("\n");
      for (const c of changes) {
        const at = c % Math.max(1, lines.length - 1);
        lines[at] = respell(lines[at]!, c >> 3);
      }
      const text = lines.join("\n");
      const compiled = readLog(text);
      const reference = decodeJsonLines(text, interpreted);
      expect(JSON.stringify(compiled.lines)).toBe(JSON.stringify(reference.lines));
      expect(compiled.lines).toEqual(reference.lines);
      expect(compiled.error).toEqual(reference.error);
    },
  );
});
