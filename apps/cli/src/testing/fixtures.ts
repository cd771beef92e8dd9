/**
 * Hand-written board logs for the tests. One deal is used throughout: North holds the top cards of every
 * suit, so every trick is easy to check by eye.
 *
 *              North AKQJ.AKQ.AKQ.AKQ
 *   West 2.5432.5432.5432          East T987.JT9.JT9.JT9
 *              South 6543.876.876.876
 */
export const DEAL = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";

type Seat = "N" | "E" | "S" | "W";

export const start = (board: number, extra: Record<string, unknown> = {}): string =>
  JSON.stringify({ type: "BoardStarted", board, deal: DEAL, ...extra });
export const call = (seat: Seat, token: string): string =>
  JSON.stringify({ type: "CallMade", seat, call: token });
export const card = (seat: Seat, token: string): string =>
  JSON.stringify({ type: "CardPlayed", seat, card: token });

/** Tricks 2–13 when North has won trick 1: North cashes spades, hearts, diamonds, clubs from the top. */
const NORTH_CASHES: readonly [Seat, string][][] = [
  ["SK", "S9", "S4", "H2"],
  ["SQ", "S8", "S5", "H3"],
  ["SJ", "S7", "S6", "H4"],
  ["HA", "HJ", "H8", "H5"],
  ["HK", "HT", "H7", "D2"],
  ["HQ", "H9", "H6", "D3"],
  ["DA", "DJ", "D8", "D4"],
  ["DK", "DT", "D7", "D5"],
  ["DQ", "D9", "D6", "C2"],
  ["CA", "CJ", "C8", "C3"],
  ["CK", "CT", "C7", "C4"],
  ["CQ", "C9", "C6", "C5"],
].map((t) => t.map((c, i) => [(["N", "E", "S", "W"] as const)[i]!, c] as [Seat, string]));

const lines = (...ls: string[]): string => `${ls.join("\n")}\n`;

/**
 * Board 1 (dealer North, none vulnerable): North bids 7NT, all pass, East leads the ♠10 and North takes all
 * 13 tricks. 7NT by North, 13 tricks, made: NS +1520.
 */
export const GRAND_SLAM = lines(
  start(1),
  call("N", "7NT"),
  call("E", "P"),
  call("S", "P"),
  call("W", "P"),
  card("E", "ST"),
  card("S", "S3"),
  card("W", "S2"),
  card("N", "SA"),
  ...NORTH_CASHES.flat().map(([s, c]) => card(s, c)),
);

/**
 * Board 4 (dealer West, both vulnerable): West and North pass, East opens 2♠, South doubles, all pass. South leads and North takes all 13 tricks: 2♠X by East, 0 tricks, down 8: NS +2300.
 */
export const DOUBLED_DOWN = lines(
  start(4),
  call("W", "P"),
  call("N", "P"),
  call("E", "2S"),
  call("S", "X"),
  call("W", "P"),
  call("N", "P"),
  call("E", "P"),
  card("S", "S3"),
  card("W", "S2"),
  card("N", "SA"),
  card("E", "ST"),
  ...NORTH_CASHES.flat().map(([s, c]) => card(s, c)),
);

/** Board 2 (dealer East, NS vulnerable): passed out. */
export const PASSED_OUT = lines(start(2), call("E", "P"), call("S", "P"), call("W", "P"), call("N", "P"));

export const option = (seat: Seat, law: string, choice: string): string =>
  JSON.stringify({ type: "OptionChosen", seat, law, option: choice });

/**
 * Board 3 (dealer South, EW vulnerable), with an event, table and pairs: West's insufficient 1♣ is accepted
 * by North calling over it (Law 27A1), South declares 3NT, and East revokes at trick 2 (Law 61A). The play
 * stops there: the board is in progress.
 */
export const IRREGULAR = lines(
  start(3, { event: "Club night", table: "4", pairs: { NS: "Smith-Jones", EW: "Brown-Green" } }),
  call("S", "1NT"),
  call("W", "1C"),
  call("N", "2C"),
  call("E", "P"),
  call("S", "3NT"),
  call("W", "P"),
  call("N", "P"),
  call("E", "P"),
  card("W", "H2"),
  card("N", "HA"),
  card("E", "H9"),
  card("S", "H6"),
  card("N", "SA"),
  card("E", "HT"),
);

/** Board 3 again: West's insufficient 1♣ stands open, and North has the Law 27A1 option to accept it. */
export const OPTION_PENDING = lines(start(3), call("S", "1NT"), call("W", "1C"));

/**
 * Board 3 again: North refuses West's insufficient 1♣ (OptionChosen), West replaces it with 2♣, and the
 * Director must rule whether the replacement is comparable (Law 27B1).
 */
export const RULING_NEEDED = lines(
  start(3),
  call("S", "1NT"),
  call("W", "1C"),
  option("N", "27A1", "refuse"),
  call("W", "2C"),
);

/** The first lines of a legal log, then a bad one: each case of issue 2's "Bad input" with the line it names. */
export const BAD_INPUT: readonly {
  readonly name: string;
  readonly text: string;
  readonly line: number;
  readonly reason: RegExp;
}[] = [
  {
    name: "malformed line",
    text: lines(start(1), call("N", "1NT"), '{"type":"CallMade","seat":"E","call":"P"'),
    line: 3,
    reason: /not valid JSON/,
  },
  {
    name: "unknown event type",
    text: lines(start(1), call("N", "1NT"), JSON.stringify({ type: "BidMade", seat: "E", call: "P" })),
    line: 3,
    reason: /unknown event type "BidMade"/,
  },
  {
    name: "unknown seat",
    text: lines(start(1), call("N", "1NT"), call("Q" as Seat, "P")),
    line: 3,
    reason: /seat/,
  },
  {
    name: "bad call token",
    text: lines(start(1), call("N", "1NT"), call("E", "1Z")),
    line: 3,
    reason: /call/,
  },
  {
    name: "bad card token",
    text: lines(start(1), call("N", "1NT"), call("E", "P"), call("S", "P"), call("W", "P"), card("E", "SZ")),
    line: 6,
    reason: /card/,
  },
  {
    name: "a card the seat does not hold",
    text: lines(start(1), call("N", "1NT"), call("E", "P"), call("S", "P"), call("W", "P"), card("E", "SA")),
    line: 6,
    reason: /does not hold SA/,
  },
  {
    name: "a card played twice",
    text: lines(
      start(1),
      call("N", "1NT"),
      call("E", "P"),
      call("S", "P"),
      call("W", "P"),
      card("E", "ST"),
      card("S", "S3"),
      card("W", "S2"),
      card("N", "SA"),
      card("N", "SA"),
    ),
    line: 10,
    reason: /SA/,
  },
  {
    name: "a second BoardStarted",
    text: lines(start(1), call("N", "1NT"), start(2)),
    line: 3,
    reason: /second BoardStarted/,
  },
  { name: "board 0", text: lines(start(0)), line: 1, reason: /board/ },
];

/**
 * A weighted score (12C1(c)) the Director rules at 22:05 about position 6 of board 3 of the pairs session
 * (examples/session/pairs/b3-t3.jsonl: 3♥+1 agreed, scores posted at 22:00): the ruling the rule, appeal and
 * correct tests start from.
 */
export const WEIGHTED_RULING_B3T3 = {
  type: "ScoreAdjusted",
  law: "12C1(c)",
  about: 6,
  outcomes: [
    { contract: "3H", declarer: "N", tricks: 9, weight: 0.6 },
    { contract: "4S", declarer: "W", tricks: 9, weight: 0.4 },
  ],
  at: "2026-11-22T22:05:00Z",
} as const;
