import {
  type AuctionDraft,
  applyAuctionEvent,
  driveAuction,
  initialAuction,
  legalCalls,
} from "@bridgelaw/auction";
import { dealerOf, dealFromSeed } from "@bridgelaw/boards";
import { type Call, formatDeal, isBid, type Seat } from "@bridgelaw/cards";
import { isDomainRejection } from "@bridgelaw/log";
import {
  applyCardPlayed,
  drivePlay,
  initialPlay,
  legalCards,
  type PlayDraft,
  type PlayFact,
} from "@bridgelaw/play";
import { evolveTable, initialTableState, type TableEvent, viewOf } from "@bridgelaw/table";

/** A deterministic integer source: `next(n)` is uniform in 0 … n-1. */
export interface Random {
  next(n: number): number;
}

/** Mulberry32 over a 32-bit seed: small, fast and the same on every machine (not for dealing tournaments). */
export const mulberry32 = (seed: number): Random => {
  let a = seed >>> 0;
  const float = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next: (n) => Math.floor(float() * n) };
};

export interface GenerateOptions {
  /** Chance in percent that a player passes when he could bid (default 55). */
  readonly passPercent?: number;
  /** Stop the play after this many cards (default: all 52). */
  readonly cards?: number;
}

/**
 * A random legal board (deal, auction, play) as log events. The deal comes from Law 6 dealing with
 * `dealFromSeed(String(seed), board)`; auction and play choices from `mulberry32(seed)`. The generator owns
 * its auction and play states and applies each event's recipe to them in place (no state per event).
 */
export const generateBoard = (seed: number, board: number, options: GenerateOptions = {}): TableEvent[] => {
  const rnd = mulberry32(seed ^ Math.imul(board, 0x9e3779b1));
  const deal = dealFromSeed(String(seed), board);
  const events: TableEvent[] = [{ type: "BoardStarted", board, deal: formatDeal(deal) }];
  const auction = initialAuction(dealerOf(board));
  const passPercent = options.passPercent ?? 55;
  while (!auction.ended) {
    const seat = auction.turn!;
    const legal = legalCalls(auction, seat);
    let call: Call = "P";
    if (rnd.next(100) >= passPercent + auction.legalCount * 2) {
      const bids = legal.filter(isBid);
      const doubles = legal.filter((c) => c === "X" || c === "XX");
      if (doubles.length > 0 && rnd.next(5) === 0) call = doubles[0]!;
      else if (bids.length > 0) call = bids[rnd.next(Math.min(bids.length, 6))]!;
    }
    events.push({ type: "CallMade", seat, call });
    applyAuctionEvent(auction as AuctionDraft, { type: "CallMade", seat, call }, events.length);
  }
  const contract = auction.contract;
  if (!contract) return events;
  const play = initialPlay(contract.declarer, contract.strain, deal);
  const limit = options.cards ?? 52;
  for (let n = 0; n < limit && !play.ended; n += 1) {
    const seat = play.turn!;
    const legal = legalCards(play, seat);
    const card = legal[rnd.next(legal.length)]!;
    events.push({ type: "CardPlayed", seat, card });
    applyCardPlayed(play as PlayDraft, { type: "CardPlayed", seat, card }, events.length);
  }
  return events;
};

/** One event per line, as a log file holds them. */
export const toJsonLines = (events: readonly TableEvent[]): string =>
  `${events.map((e) => JSON.stringify(e)).join("\n")}\n`;

/**
 * A random board with random irregularities, as log events: the auction generator of `@bridgelaw/auction`
 * (calls out of rotation, insufficient, inadmissible, above seven, changes of call, the Director's answers
 * and the players' choices) and the play generator of `@bridgelaw/play` (revokes, leads and plays out of
 * turn, exposed cards, designations, dummy's violations, attention drawn), each driven through the whole
 * table so that every event is a line of the board's log. An event the table refuses ends the log there.
 */
export const generateIrregularBoard = (seed: number, board: number): TableEvent[] => {
  const rnd = mulberry32(seed ^ Math.imul(board, 0x85ebca6b));
  const deal = dealFromSeed(String(seed), board);
  const events: TableEvent[] = [];
  let table = initialTableState;
  const push = (e: TableEvent): void => {
    try {
      table = evolveTable(table, e);
    } catch (err) {
      if (isDomainRejection(err)) throw STOP;
      throw err;
    }
    events.push(e);
  };
  const numbers = (n: number, max: number): number[] => Array.from({ length: n }, () => rnd.next(max));
  try {
    push({
      type: "BoardStarted",
      board,
      deal: formatDeal(deal),
      ...(rnd.next(4) === 0 && { edition: "2007" as const }),
    });
    driveAuction(
      {
        get state() {
          return table.auction!;
        },
        push: (f) =>
          push(f.kind === "event" ? (f.event as TableEvent) : f.kind === "choose" ? f.choice : f.ruling),
      },
      numbers(5 + rnd.next(50), 1 << 20),
      5 + rnd.next(30),
    );
    if (table.play === null) return events;
    const dummy = table.play.dummy;
    drivePlay(
      {
        get state() {
          return table.play!;
        },
        push: (f) => push(playEvent(f, dummy)),
      },
      numbers(64 + rnd.next(192), 1 << 30),
      { defective: rnd.next(3) === 0 },
    );
  } catch (err) {
    if (err !== STOP) throw err;
  }
  return events;
};

const STOP = Symbol("stop");

/**
 * A fact of packages/play's random board as a table event; `offset` shifts the positions it names (the play's
 * own positions count from its first card, the log's from the board's first event).
 */
export const playEvent = (f: PlayFact, dummy: Seat, offset = 0): TableEvent => {
  switch (f.kind) {
    case "card":
      return {
        type: "CardPlayed",
        seat: f.seat,
        card: f.card,
        ...(f.trick !== undefined && { trick: f.trick }),
        ...(f.named !== undefined && { named: f.named }),
      };
    case "designate":
      return { type: "CardDesignated", seat: dummy, word: f.word };
    case "violation":
      return { type: "DummyViolation", seat: dummy, clause: "43A2(b)" };
    case "expose":
      return { type: "CardExposed", seat: f.seat, card: f.card, how: "dropped" };
    case "choose":
      return { type: "OptionChosen", seat: f.seat, law: f.law, option: f.option };
    case "attention":
      return {
        type: "AttentionDrawn",
        seat: f.seat,
        about: f.about + offset,
        ...(f.after !== undefined && { after: f.after }),
      };
    case "ruling":
      return {
        type: "DirectorRuled",
        law: f.law,
        about: f.about + offset,
        ...(f.tricks !== undefined && { tricks: f.tricks }),
      };
  }
};

/**
 * A random board with random facts after (or during) its play, as log events: claims and concessions with the
 * answers to them (Laws 68–71), the table procedure of the play (41, 61B, 65, 66, 10B), the score of the board
 * (79, 12C, 81–93) and appeals. It starts from a random legal or irregular board cut at a random card; each
 * fact is drawn from what the board makes possible, and one the table refuses is left out of the log.
 */
export const generateFactsBoard = (seed: number, board: number): TableEvent[] => {
  const rnd = mulberry32(seed ^ Math.imul(board, 0xc2b2ae35));
  const start =
    rnd.next(3) === 0
      ? generateIrregularBoard(seed, board)
      : generateBoard(seed, board, { cards: rnd.next(2) === 0 ? 52 : rnd.next(53) });
  const keep = start.length - (rnd.next(3) === 0 ? rnd.next(Math.min(start.length, 30)) : 0);
  const events: TableEvent[] = [];
  let table = initialTableState;
  const push = (e: TableEvent): boolean => {
    try {
      table = evolveTable(table, e);
    } catch (err) {
      if (isDomainRejection(err)) return false;
      throw err;
    }
    events.push(e);
    return true;
  };
  for (const e of start.slice(0, Math.max(1, keep))) if (!push(e)) break;
  const seats = ["N", "E", "S", "W"] as const;
  const seat = () => seats[rnd.next(4)]!;
  const minute = (m: number) =>
    `2026-11-22T${String(20 + Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}:00Z`;
  const laws = ["12C1(c)", "12C1(e)", "12C2(a)", "64C", "79B2", "82C", "86B", "87"] as const;
  const clock = { m: 0 };
  for (let n = 0; n < 4 + rnd.next(24); n += 1) {
    clock.m += rnd.next(12);
    const play = table.play;
    const left = play === null ? 0 : 13 - play.tricks.length;
    const rulings = viewOf(table).rulingsNeeded;
    const ruling = rulings.length > 0 ? rulings[rnd.next(rulings.length)]! : undefined;
    const r = rnd.next(100);
    if (r < 12 && left > 0)
      push({
        type: "ClaimMade",
        seat: seat(),
        tricks: rnd.next(left + 1),
        ...(rnd.next(2) === 0 && { statement: "the rest are mine" }),
      });
    else if (r < 16 && left > 0)
      push({
        type: "ConcessionMade",
        seat: seat(),
        ...(rnd.next(2) === 0 && { tricks: rnd.next(left + 1) }),
      });
    else if (r < 26) push({ type: "ClaimAcquiesced", seat: seat() });
    else if (r < 32) push({ type: "ClaimObjected", seat: seat(), immediately: rnd.next(2) === 0 });
    else if (r < 35)
      push({ type: "PlayResumed", seat: seat(), ...(rnd.next(3) === 0 && { refused: [seat()] }) });
    else if (r < 39) push({ type: "TableMovedOn", how: rnd.next(2) === 0 ? "next-deal-call" : "round-end" });
    else if (r < 42)
      push({ type: "AcquiescenceWithdrawn", seat: seat(), tricks: 1 + rnd.next(2), at: minute(clock.m) });
    else if (r < 45)
      push({ type: "ConcessionWithdrawn", seat: seat(), tricks: 1 + rnd.next(2), at: minute(clock.m) });
    else if (r < 55 && ruling !== undefined) {
      const answer = ruling.answers?.[rnd.next(ruling.answers.length)];
      push({
        type: "DirectorRuled",
        law: ruling.law,
        about: ruling.position,
        ...(answer !== undefined
          ? { answer }
          : rnd.next(2) === 0
            ? { tricks: rnd.next(14) }
            : { answer: "stands" }),
      });
    } else if (r < 58)
      push({
        type: "QuestionAsked",
        seat: seat(),
        what: (["review", "explanation", "contract"] as const)[rnd.next(3)]!,
      });
    else if (r < 61 && play !== null && play.tricks.length > 0)
      push({
        type: "CardTurned",
        seat: seat(),
        ...(rnd.next(2) === 0 && { toward: rnd.next(2) === 0 ? "partner" : "opponents" }),
      });
    else if (r < 63 && play !== null && play.tricks.length > 0)
      push({ type: "TrickInspected", seat: seat(), ...(rnd.next(3) === 0 && { own: true }) });
    else if (r < 65) push({ type: "CardsDisturbed", seat: seat() });
    else if (r < 67) push({ type: "DirectorSummoned", seat: seat() });
    else if (r < 69) push({ type: "RevokeInquired", seat: seat(), of: seat(), surprised: rnd.next(2) === 0 });
    else if (r < 72) push({ type: "TricksAgreed", tricks: rnd.next(14), at: minute(clock.m) });
    else if (r < 75) push({ type: "ScoreRecorded", tricks: rnd.next(14), at: minute(clock.m) });
    else if (r < 78)
      push({ type: "TricksDisputed", seat: seat(), tricks: rnd.next(14), at: minute(clock.m) });
    else if (r < 81) push({ type: "ScoresPosted", at: minute(clock.m) });
    else if (r < 83) push({ type: "ScoreCorrected", tricks: rnd.next(14), at: minute(clock.m) });
    else if (r < 87)
      push({
        type: "ScoreAdjusted",
        law: laws[rnd.next(laws.length)]!,
        ...(rnd.next(2) === 0
          ? { NS: "average-plus" as const, EW: "average-minus" as const }
          : { outcomes: [{ tricks: rnd.next(14), weight: 1 }] }),
        ...(ruling !== undefined && rnd.next(2) === 0 && { about: ruling.position }),
        at: minute(clock.m),
      });
    else if (r < 90)
      push({
        type: "PenaltyAwarded",
        law: "90A",
        side: rnd.next(2) === 0 ? "NS" : "EW",
        amount: 1 + rnd.next(3),
        unit: "matchpoints",
        at: minute(clock.m),
      });
    else if (r < 94)
      push({ type: "AppealLodged", side: rnd.next(2) === 0 ? "NS" : "EW", at: minute(clock.m) });
    else if (r < 98)
      push({
        type: "AppealDecided",
        body: (["director", "committee", "ra"] as const)[rnd.next(3)]!,
        decision: (["upheld", "changed", "cancelled"] as const)[rnd.next(3)]!,
        ...(rnd.next(2) === 0 && { NS: "average" as const, EW: "average" as const }),
        at: minute(clock.m),
      });
    else push({ type: "BoardFouled", form: `form ${1 + rnd.next(2)}` });
  }
  return events;
};
