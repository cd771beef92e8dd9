// Writes the example board logs of examples/ (run: pnpm exec tsx --conditions=source tools/src/make-examples.ts).
// Each example fixes a deal and a legal auction; the play is the first seeded random legal play (declaring
// side preferring high cards) that reaches the target number of tricks. The files are committed; the test
// examples.test.ts replays them and checks each result independently.
import { writeFileSync } from "node:fs";
import { evolveAuction, initialAuction } from "@bridgelaw/auction";
import { assertValidDeal, dealFromSeed } from "@bridgelaw/boards";
import {
  type Call,
  type Card,
  DECK,
  type Deal,
  formatDeal,
  parseDeal,
  type Seat,
  sameSide,
} from "@bridgelaw/cards";
import { declarerTricks, evolvePlay, initialPlay, legalCards } from "@bridgelaw/play";
import type { TableEvent } from "@bridgelaw/table";
import { mulberry32 } from "./generate.ts";

interface Example {
  readonly file: string;
  readonly board: number;
  readonly deal: Deal;
  readonly calls: readonly Call[];
  readonly tricks?: number;
}

/** North and South as given; East and West share the other 26 cards alternately. */
const withDefenders = (north: string, south: string): Deal => {
  const n = parseDeal(`N:${north} - ${south} -`);
  const used = new Set([...n.N, ...n.S]);
  const rest = DECK.filter((c) => !used.has(c));
  const deal = {
    N: n.N,
    S: n.S,
    E: rest.filter((_, i) => i % 2 === 0),
    W: rest.filter((_, i) => i % 2 === 1),
  };
  assertValidDeal(deal);
  return deal;
};

const EXAMPLES: readonly Example[] = [
  { file: "01-passed-out", board: 1, deal: dealFromSeed("examples", 1), calls: ["P", "P", "P", "P"] },
  {
    file: "02-partscore-2H-plus-one",
    board: 2,
    deal: dealFromSeed("examples", 2),
    calls: ["1H", "P", "2H", "P", "P", "P"],
    tricks: 9,
  },
  {
    file: "03-game-3NT",
    board: 3,
    deal: withDefenders("AK5.KQ4.A543.932", "QJ3.A32.KQ6.AK54"),
    calls: ["1NT", "P", "3NT", "P", "P", "P"],
    tricks: 9,
  },
  {
    file: "04-small-slam-6S-vulnerable",
    board: 4,
    deal: withDefenders("AKQJT.AKQ.AK.A32", "98765.432.432.K4"),
    calls: ["P", "2C", "P", "2S", "P", "6S", "P", "P", "P"],
    tricks: 12,
  },
  {
    file: "05-grand-slam-7NT",
    board: 5,
    deal: withDefenders("AKQJ.AKQ.AKQ.AKQ", "6543.876.876.876"),
    calls: ["2C", "P", "2D", "P", "7NT", "P", "P", "P"],
    tricks: 13,
  },
  {
    file: "06-doubled-down-three-vulnerable",
    board: 7,
    deal: withDefenders("Q8765.J32.Q5.J43", "J432.Q54.J32.Q52"),
    calls: ["1S", "P", "3S", "P", "4S", "X", "P", "P", "P"],
    tricks: 7,
  },
  {
    file: "07-redoubled-overtrick",
    board: 8,
    deal: withDefenders("Q32.432.5432.432", "J54.765.876.8765"),
    calls: ["1H", "P", "2H", "X", "XX", "P", "P", "P"],
    tricks: 9,
  },
  {
    file: "08-one-notrump-down-one",
    board: 13,
    deal: dealFromSeed("examples", 13),
    calls: ["1NT", "P", "P", "P"],
    tricks: 6,
  },
];

const build = (ex: Example): TableEvent[] => {
  const events: TableEvent[] = [{ type: "BoardStarted", board: ex.board, deal: formatDeal(ex.deal) }];
  let auction = initialAuction((["N", "E", "S", "W"] as const)[(ex.board - 1) % 4]!);
  for (const call of ex.calls) {
    const seat = auction.turn!;
    events.push({ type: "CallMade", seat, call });
    auction = evolveAuction(auction, { type: "CallMade", seat, call }, events.length);
  }
  if (!auction.ended) throw new Error(`${ex.file}: the auction has not ended`);
  const contract = auction.contract;
  if (!contract) return events;
  for (let seed = 1; seed < 200_000; seed += 1) {
    const rnd = mulberry32(seed);
    let play = initialPlay(contract.declarer, contract.strain, ex.deal);
    const cards: [Seat, Card][] = [];
    while (!play.ended) {
      const seat = play.turn!;
      const legal = legalCards(play, seat);
      const high = sameSide(seat, contract.declarer) && rnd.next(4) > 0;
      const card = high ? legal[0]! : legal[rnd.next(legal.length)]!;
      cards.push([seat, card]);
      play = evolvePlay(play, { type: "CardPlayed", seat, card }, 0);
    }
    if (declarerTricks(play) === ex.tricks) {
      return [...events, ...cards.map(([seat, card]): TableEvent => ({ type: "CardPlayed", seat, card }))];
    }
  }
  throw new Error(`${ex.file}: no play found that gives ${ex.tricks} tricks`);
};

const dir = new URL("../../examples/", import.meta.url);
for (const ex of EXAMPLES) {
  const lines = build(ex).map((e) => JSON.stringify(e));
  writeFileSync(new URL(`${ex.file}.jsonl`, dir), `${lines.join("\n")}\n`);
  console.log(`examples/${ex.file}.jsonl: ${lines.length} events`);
}
