/**
 * Property tests of the table Decider (issue 14): for random legal and irregular games, every event of the
 * log re-expressed as a command by its actor is recorded by `decide` as it was logged (decide never refuses
 * what replay accepts from that actor), an event replay refuses is refused by `decide` too (with a typed
 * refusal), and deciding then evolving derives the state that replaying the decided events derives.
 *
 * The games come from the project's generators: legal boards from tools/src/generate.ts, plays with random
 * revokes, leads out of turn, exposed cards and choices from packages/play/src/random-board.ts, auctions with
 * random irregular calls after the auction's property tests; then random table actions of every kind.
 */
import { legalCalls } from "@bridgelaw/auction";
import { type Call, type Card, DECK, SEATS, type Seat, type Strain } from "@bridgelaw/cards";
import { isDomainRejection, replay } from "@bridgelaw/log";
import { legalCards } from "@bridgelaw/play";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { generateBoard, mulberry32, playEvent, type Random } from "../../../tools/src/generate.ts";
import { generate } from "../../play/src/random-board.ts";
import {
  type Actor,
  commandOf,
  decideTable,
  dummyFaced,
  EVENT_TYPES,
  evolveTable,
  initialTableState,
  isCommandRefused,
  player,
  type TableEvent,
  type TableState,
  tableDecider,
  viewOf,
} from "./index.ts";
import { lawFacts } from "./laws/facts.ts";
import { claimRulings } from "./phases/claims.ts";
import { openScoreRulings } from "./phases/score.ts";
import { openRulings, pendingOptions } from "./phases/shared.ts";
import { actorOf } from "./testing.ts";

/* --------------------------------------------------------------------------------------------------- */
/* The check                                                                                            */
/* --------------------------------------------------------------------------------------------------- */

interface Run {
  /** The events replay accepted, in order: the log. */
  readonly log: TableEvent[];
  /** The state derived by deciding each event's command and evolving the events decide returned. */
  state: TableState;
  /** Commands decided (accepted) and refused, for the run's statistics. */
  decided: number;
  refused: number;
}

const newRun = (): Run => ({ log: [], state: initialTableState, decided: 0, refused: 0 });

/**
 * Offers one event: replay takes it or refuses it; the command of its actor must be decided the same way.
 * Returns whether the event joined the log. Any other exception (a bug) propagates.
 */
const offer = (run: Run, event: TableEvent): boolean => {
  const s = run.state;
  let replayed: TableState | undefined;
  let why = "";
  try {
    replayed = evolveTable(s, event);
  } catch (err) {
    if (!isDomainRejection(err)) throw err;
    why = err.reason;
  }
  const command = commandOf(event, actorFor(event, s));
  let decided: readonly TableEvent[] | undefined;
  let refusal: unknown;
  try {
    decided = decideTable(command, s);
  } catch (err) {
    if (!isCommandRefused(err)) throw err;
    refusal = err;
  }
  if (
    replayed !== undefined &&
    event.type === "CardExposed" &&
    !handOf(s, event.seat).includes(event.card as Card)
  ) {
    // Replay does not check the hand of a card exposed during the auction; decide asks the hands (24: a card of
    // his own hand): a card the seat does not hold is impossible, and refused.
    expect((refusal as { _tag?: string } | undefined)?._tag).toBe("CardNotInHand");
    run.refused += 1;
    return false;
  }
  if (replayed !== undefined && event.type === "CardDesignated" && s.play !== null && !dummyFaced(s)) {
    // 41D, 46: nobody designates a card of dummy's hand before it is faced; replay records what a log says.
    expect((refusal as { refusal?: { _tag?: string } } | undefined)?.refusal?._tag).toBe("DummyNotFaced");
    run.refused += 1;
    return false;
  }
  if (replayed === undefined) {
    expect(
      refusal,
      `replay refuses ${JSON.stringify(event)} (${why}): decide must refuse it too`,
    ).toBeDefined();
    run.refused += 1;
    return false;
  }
  expect(
    decided,
    `replay accepts ${JSON.stringify(event)} at ${s.applied + 1}; decide ${refusal === undefined ? "differs" : `refused: ${(refusal as Error).message}`}`,
  ).toEqual([event]);
  run.state = decided!.reduce(evolveTable, s);
  run.log.push(event);
  run.decided += 1;
  return true;
};

/**
 * Who gives the event's command (testing.ts's `actorOf`), except that dummy's hand is the presumed dummy's own
 * until it is faced (41D): declarer acts for it only then, so before that its holder does.
 */
const actorFor = (event: TableEvent, s: TableState): Actor => {
  const actor = actorOf(event, s);
  if (
    actor.role === "player" &&
    s.play !== null &&
    event.type !== "CardDesignated" &&
    "seat" in event &&
    event.seat === s.play.dummy &&
    actor.seat === s.play.declarer &&
    !dummyFaced(s)
  ) {
    return player(s.play.dummy);
  }
  return actor;
};

/** Deciding then evolving derived what replaying the log derives. */
const expectSameAsReplay = (run: Run): void => {
  const replayed = replay(tableDecider, run.log);
  expect(replayed.error).toBeUndefined();
  expect(JSON.stringify(viewOf(run.state))).toBe(JSON.stringify(viewOf(replayed.state)));
};

/* --------------------------------------------------------------------------------------------------- */
/* Random table actions of every kind                                                                    */
/* --------------------------------------------------------------------------------------------------- */

const ANY_CALLS: readonly Call[] = [
  "P",
  "X",
  "XX",
  "1C",
  "1D",
  "1H",
  "1S",
  "1NT",
  "2C",
  "2H",
  "3NT",
  "4S",
  "7NT",
  "8C",
];
const pick = <T>(r: Random, xs: readonly T[]): T => xs[r.next(xs.length)]!;
const TIME = "2026-11-22T22:00:00Z";

const handOf = (s: TableState, seat: Seat): readonly Card[] =>
  s.play?.hands[seat] ?? s.setup?.deal[seat] ?? [];

/** A card from the seat's hand mostly, now and then any card of the deck (impossible unless he holds it). */
const someCard = (r: Random, s: TableState, seat: Seat): Card => {
  const hand = handOf(s, seat);
  return hand.length > 0 && r.next(8) > 0 ? pick(r, hand) : pick(r, DECK);
};

/** The next move of the game in progress: a legal call or card in turn, or an answer to what is open. */
const progress = (r: Random, s: TableState): TableEvent | null => {
  const questions = [...openRulings(s), ...claimRulings(s), ...openScoreRulings(s), ...lawFacts(s).rulings];
  if (questions.length > 0 && r.next(2) === 0) {
    const q = pick(r, questions);
    return {
      type: "DirectorRuled",
      law: q.law,
      about: q.position,
      ...(q.answers !== undefined
        ? { answer: pick(r, q.answers) }
        : r.next(2) === 0
          ? { answer: "stands" }
          : {}),
      ...(q.answers === undefined && r.next(2) === 0 && { tricks: r.next(14) }),
    };
  }
  const pending = pendingOptions(s);
  if (pending.length > 0 && r.next(3) > 0) {
    const p = pick(r, pending);
    return { type: "OptionChosen", seat: p.seat, law: p.law, option: pick(r, p.options) };
  }
  const a = s.auction;
  if (a !== null && !a.ended && a.turn !== null) {
    const legal = legalCalls(a, a.turn);
    if (legal.length > 0)
      return { type: "CallMade", seat: a.turn, call: r.next(3) > 0 ? "P" : pick(r, legal) };
  }
  const p = s.play;
  if (p !== null && !p.ended && p.turn !== null) {
    const legal = legalCards(p, p.turn);
    if (legal.length > 0) return { type: "CardPlayed", seat: p.turn, card: pick(r, legal) };
  }
  return null;
};

/** Any action a person at the table, the Director, a committee or the scorer might take now. */
const anyAction = (r: Random, s: TableState): TableEvent => {
  const seat = pick(r, SEATS);
  const about = 1 + r.next(Math.max(1, s.applied));
  const dummy = s.play?.dummy ?? pick(r, SEATS);
  const side = pick(r, ["NS", "EW"] as const);
  const fewLeft = s.play === null || SEATS.every((x) => s.play!.hands[x].length <= 6);
  const lastPlayed = s.play?.tricks.at(-1)?.cards.find((c) => c.seat === seat)?.card ?? someCard(r, s, seat);
  const actions: (() => TableEvent)[] = [
    () => ({
      type: "CallMade",
      seat,
      call: pick(r, ANY_CALLS),
      ...(r.next(10) === 0 && { simultaneous: true }),
    }),
    () => ({ type: "CallChanged", seat, call: pick(r, ANY_CALLS) }),
    () => ({ type: "CardPlayed", seat, card: someCard(r, s, seat) }),
    () => ({ type: "CardPlayed", seat: dummy, card: someCard(r, s, dummy), named: someCard(r, s, dummy) }),
    () => ({
      type: "CardExposed",
      seat,
      card: someCard(r, s, seat),
      how: pick(r, ["dropped", "shown", "named", "led"]),
    }),
    () => ({
      type: "OptionChosen",
      seat,
      law: pick(r, ["27A1", "29A", "54", "55A", "57A"]),
      option: "accept",
    }),
    () => ({
      type: "DirectorRuled",
      law: pick(r, ["27B1", "25A", "70", "79B", "64C1"]),
      about,
      answer: "stands",
    }),
    () => ({ type: "AttentionDrawn", seat, about }),
    () => ({ type: "Alerted", seat, about }),
    () => ({ type: "Explained", seat, about, text: "natural" }),
    () => ({ type: "ExplanationCorrected", seat, about, text: "artificial" }),
    () => ({ type: "WrongBoardCards", seat }),
    () => ({ type: "CardDesignated", seat: dummy, word: pick(r, ["high", "low", "win", "any"]) }),
    () => ({
      type: "CardRetracted",
      seat,
      card: lastPlayed,
      law: pick(r, ["45C4(b)", "47E1", "47E2(a)", "47E2(b)"]),
    }),
    () => ({ type: "DummyViolation", seat: dummy, clause: pick(r, ["43A1(b)", "43A2(a)", "43A2(b)"]) }),
    () => ({ type: "TricksAgreed", tricks: r.next(14) }),
    () => ({ type: "ScoreRecorded", tricks: r.next(14) }),
    () => ({ type: "TricksDisputed", ...(r.next(3) > 0 && { seat }), tricks: r.next(14) }),
    () => ({ type: "ScoresPosted", at: TIME }),
    () => ({ type: "ScoreCorrected", tricks: r.next(14) }),
    () =>
      r.next(2) === 0
        ? { type: "ScoreAdjusted", law: "12C2(a)", NS: "average-plus", EW: "average-minus" }
        : {
            type: "ScoreAdjusted",
            law: "12C1(c)",
            outcomes: [
              { tricks: r.next(14), weight: 0.5 },
              { tricks: r.next(14), weight: 0.5 },
            ],
          },
    () => ({ type: "PenaltyAwarded", law: "90B2", side, amount: 0.25, unit: "top" }),
    () => ({ type: "AppealLodged", side, agreed: side === "NS" ? ["N", "S"] : ["E", "W"] }),
    () => ({
      type: "AppealDecided",
      body: pick(r, ["director", "committee", "ra"]),
      decision: pick(r, ["upheld", "cancelled"]),
    }),
    () => ({ type: "BoardFouled", form: "B" }),
    () => ({ type: "ClaimMade", seat, tricks: r.next(14) }),
    () => ({ type: "ConcessionMade", seat, ...(r.next(2) === 0 && { tricks: r.next(14) }) }),
    () => ({ type: "ClaimAcquiesced", seat }),
    () => ({ type: "ClaimObjected", seat }),
    () => ({ type: "PlayResumed", seat }),
    () => ({ type: "TableMovedOn", how: pick(r, ["next-deal-call", "round-end"]) }),
    // 69B/71 look for the tricks no play could lose, a search over the cards left: offered near the end only
    () => (fewLeft ? { type: "AcquiescenceWithdrawn", seat, tricks: 1 } : { type: "CardsDisturbed", seat }),
    () => (fewLeft ? { type: "ConcessionWithdrawn", seat, tricks: 1 } : { type: "TrickInspected", seat }),
    () => ({ type: "CardTurned", seat, toward: pick(r, ["partner", "opponents"]) }),
    () => ({
      type: "OrientationPointedOut",
      seat,
      about: s.play?.arrangement.turned.at(-1)?.position ?? about,
    }),
    () => ({ type: "CardsDisturbed", seat }),
    () => ({ type: "TrickInspected", seat }),
    () => ({ type: "CardReturnedToHand", seat, card: lastPlayed }),
    () => ({ type: "WrongHandWarning", seat: dummy }),
    () => ({ type: "RevokeInquired", seat, of: pick(r, SEATS) }),
    () => ({ type: "QuestionAsked", seat, what: pick(r, ["review", "explanation", "contract"]) }),
    () => ({ type: "DirectorSummoned", ...(r.next(2) === 0 && { seat }) }),
    // the facts of the table's own Laws (13–17, 20F, 45C)
    () => ({ type: "HandsReturned" }),
    () => ({ type: "WrongNumberOfCards", seat, ...(r.next(2) === 0 && { seen: true }) }),
    () => {
      const card = someCard(r, s, seat);
      const to = pick(r, SEATS);
      return { type: "DealCorrected", moves: [{ card, to, ...(r.next(3) > 0 && { from: seat }) }] };
    },
    () => ({
      type: "WrongContestants",
      pairs: { EW: "99" },
      ...(r.next(3) === 0 && { playedBefore: [seat] }),
    }),
    () => ({ type: "CardsCalledOnAnotherBoard", seat, call: pick(r, ANY_CALLS.slice(0, -1)), board: 99 }),
    () => ({
      type: "ExtraneousInformation",
      seat,
      kind: pick(r, ["hesitation", "remark", "gesture"]),
      ...(r.next(2) === 0 && { about }),
      ...(r.next(3) === 0 && { reserved: [pick(r, SEATS)] }),
    }),
    () => ({ type: "ExplanationRequested", seat, ...(r.next(2) === 0 && { about }) }),
    () => ({
      type: "CardHandled",
      seat,
      card: someCard(r, s, seat),
      how: pick(r, ["held-up", "at-rest", "played-position", "one-movement", "touched", "arranging"]),
      ...(r.next(2) === 0 && { seenBy: [pick(r, SEATS)] }),
    }),
  ];
  return pick(r, actions)();
};

/** Plays on from the run's state: mostly the game's next move, now and then any action of any kind. */
const playOn = (run: Run, r: Random, steps: number, irregularPercent: number): void => {
  for (let i = 0; i < steps; i += 1) {
    const next = r.next(100) < irregularPercent ? null : progress(r, run.state);
    offer(run, next ?? anyAction(r, run.state));
  }
};

/* --------------------------------------------------------------------------------------------------- */
/* The games                                                                                              */
/* --------------------------------------------------------------------------------------------------- */

const game = fc.record({
  seed: fc.nat(),
  board: fc.integer({ min: 1, max: 32 }),
  cards: fc.integer({ min: 0, max: 52 }),
  steps: fc.integer({ min: 0, max: 60 }),
  irregular: fc.integer({ min: 0, max: 100 }),
});

type Game = typeof game extends fc.Arbitrary<infer T> ? T : never;

/** A legal board (tools/src/generate.ts) up to `cards` cards, then any action of any kind. */
const legalGame = ({ seed, board, cards, steps, irregular }: Game): Run => {
  const run = newRun();
  for (const e of generateBoard(seed, board, { cards })) expect(offer(run, e)).toBe(true);
  playOn(run, mulberry32(seed ^ 0x5eed), steps, irregular);
  return run;
};

/**
 * Laws 13, 14: a legal board whose deal was found with cards moved (14/12) or missing, then the finding, the
 * Director's correction (undone or not) and any action of any kind.
 */
const cardCountGame = ({ seed, board, steps, irregular }: Game): Run => {
  const run = newRun();
  const r = mulberry32(seed ^ 0x1314);
  const [start, ...rest] = generateBoard(seed, board, { cards: r.next(30) });
  if (start?.type !== "BoardStarted") throw new Error("a board starts with BoardStarted");
  const from = pick(r, SEATS);
  const to =
    r.next(3) === 0
      ? undefined
      : pick(
          r,
          SEATS.filter((x) => x !== from),
        );
  const hands = start.deal.slice(2).split(" ");
  const at = SEATS.indexOf(from);
  const suits = hands[at]!.split(".");
  const suit = suits.findIndex((x) => x.length > 0);
  const card = `${"SHDC"[suit]}${suits[suit]![0]}` as Card;
  suits[suit] = suits[suit]!.slice(1);
  hands[at] = suits.join(".");
  if (to !== undefined) {
    const other = hands[SEATS.indexOf(to)]!.split(".");
    other[suit] = `${card[1]}${other[suit]}`;
    hands[SEATS.indexOf(to)] = other.join(".");
  }
  offer(run, { ...start, deal: `N:${hands.join(" ")}` });
  for (const e of rest) if (!offer(run, e)) break;
  if (r.next(3) > 0)
    offer(run, { type: "WrongNumberOfCards", seat: to ?? from, ...(r.next(2) === 0 && { seen: true }) });
  if (r.next(3) > 0)
    offer(run, { type: "DealCorrected", moves: [{ card, to: from, ...(to !== undefined && { from: to }) }] });
  playOn(run, r, steps, irregular);
  return run;
};

/** A board played to near its end, then a claim or concession, answers, withdrawals (69B, 71), any action. */
const claimsGame = ({ seed, board, steps, irregular }: Game, cards: number): Run => {
  const run = newRun();
  const r = mulberry32(seed ^ 0xc1a1);
  for (const e of generateBoard(seed, board, { cards })) expect(offer(run, e)).toBe(true);
  const claimer = pick(r, SEATS);
  const left = 13 - (run.state.play?.tricks.length ?? 0);
  offer(
    run,
    r.next(2) === 0
      ? { type: "ClaimMade", seat: claimer, tricks: r.next(left + 1) }
      : { type: "ConcessionMade", seat: claimer, tricks: r.next(left + 1) },
  );
  for (const seat of SEATS) {
    if (r.next(4) > 0) offer(run, { type: r.next(5) > 0 ? "ClaimAcquiesced" : "ClaimObjected", seat });
  }
  if (r.next(2) === 0) offer(run, { type: "TableMovedOn", how: "next-deal-call" });
  if (r.next(2) === 0) offer(run, { type: "ScoresPosted", at: TIME });
  for (const seat of SEATS) {
    if (r.next(3) === 0) {
      offer(run, {
        type: r.next(2) === 0 ? "AcquiescenceWithdrawn" : "ConcessionWithdrawn",
        seat,
        tricks: 1 + r.next(2),
        at: "2026-11-22T22:10:00Z",
      });
    }
  }
  playOn(run, r, steps, irregular);
  return run;
};

describe("the table Decider against replay (issue 14)", () => {
  test.prop([game], { numRuns: 60 })(
    "legal boards (tools/src/generate.ts), then any action of any kind: decide records each event replay accepts, refuses each it refuses, and evolving what it decided equals replay",
    (g) => expectSameAsReplay(legalGame(g)),
  );

  test.prop([game, fc.array(fc.nat(), { minLength: 64, maxLength: 256 })], { numRuns: 60 })(
    "plays with random revokes, leads out of turn, exposed cards and choices (packages/play/src/random-board.ts): the same",
    ({ seed, board, steps, irregular }, rolls) => {
      const run = newRun();
      for (const e of generateBoard(seed, board, { cards: 0 })) expect(offer(run, e)).toBe(true);
      const s = run.state;
      const contract = s.auction?.contract;
      if (s.play !== null && contract) {
        const { facts } = generate(
          {
            hands: { ...s.setup!.deal } as never,
            declarer: s.play.declarer,
            strain: contract.strain as Strain,
            edition: "2017",
          },
          rolls,
        );
        const offset = run.log.length;
        // the play package's facts, as the table replays them: stop where the table would refuse one
        for (const f of facts) if (!offer(run, playEvent(f, s.play.dummy, offset))) break;
      }
      playOn(run, mulberry32(seed ^ 0x9a1e), steps, irregular);
      expectSameAsReplay(run);
    },
  );

  test.prop([game], { numRuns: 60 })(
    "auctions with random irregular calls, options and rulings (as the auction's property tests), played on: the same",
    ({ seed, board, steps, irregular }) => {
      const run = newRun();
      const r = mulberry32(seed);
      expect(offer(run, generateBoard(seed, board, { cards: 0 })[0]!)).toBe(true);
      for (let i = 0; i < 200 && !(run.state.auction?.ended ?? true); i += 1) {
        const s = run.state;
        const next = r.next(100) < Math.min(irregular, 40) ? null : progress(r, s);
        offer(
          run,
          next ??
            (r.next(5) === 0
              ? { type: "CallChanged", seat: pick(r, SEATS), call: pick(r, ANY_CALLS) }
              : { type: "CallMade", seat: pick(r, SEATS), call: pick(r, ANY_CALLS) }),
        );
      }
      playOn(run, r, steps + 40, irregular);
      expectSameAsReplay(run);
      expect(run.decided).toBeGreaterThan(1);
    },
  );

  test.prop([game], { numRuns: 40 })(
    "13, 14: a deal found with a card moved or missing, its finding and correction, then any action: the same",
    (g) => expectSameAsReplay(cardCountGame(g)),
  );

  test.prop([game, fc.integer({ min: 36, max: 51 })], { numRuns: 40 })(
    "68–71: claims and concessions near the end, agreed, objected to, withdrawn (69B, 71), then any action: the same",
    (g, cards) => expectSameAsReplay(claimsGame(g, cards)),
  );
});

describe("the properties exercise the whole vocabulary", () => {
  it("over a fixed sample of games, every event type of the log is decided at least once", () => {
    const seen = new Set<string>();
    const r = mulberry32(7);
    const one = () => ({
      seed: r.next(1 << 30),
      board: 1 + r.next(32),
      cards: r.next(53),
      steps: r.next(61),
      irregular: r.next(101),
    });
    for (let k = 0; k < 150; k += 1) for (const e of legalGame(one()).log) seen.add(e.type);
    for (let k = 0; k < 100; k += 1) for (const e of claimsGame(one(), 36 + r.next(16)).log) seen.add(e.type);
    for (let k = 0; k < 60; k += 1) for (const e of cardCountGame(one()).log) seen.add(e.type);
    expect(EVENT_TYPES.filter((t) => !seen.has(t))).toEqual([]);
  });
});
