/**
 * A small consumer program, type-checked by the consumer test against the shipped `.d.ts` files (plain
 * `tsc --noEmit`, `moduleResolution: NodeNext`, `strict`, `exactOptionalPropertyTypes`,
 * `noUncheckedIndexedAccess`, `skipLibCheck: false`), and in the workspace against the sources. Each
 * `@ts-expect-error` proves that a type is real (an `any` would make it an unused directive, an error).
 */
import { readFileSync } from "node:fs";
import { type AuctionState, evolveAuction, initialAuction } from "@bridgelaw/auction";
import { boardConditions, dealFromSeed } from "@bridgelaw/boards";
import {
  type Call,
  type Card,
  type Deal,
  formatDeal,
  isSufficient,
  type LawId,
  lho,
  parseCall,
  parseDeal,
  type Seat,
} from "@bridgelaw/cards";
import { parseLine } from "@bridgelaw/claims";
import { type DdTable, ddTable, par } from "@bridgelaw/double-dummy";
import { exportBoards, importBoards } from "@bridgelaw/formats";
import { canonicalJson, formatLogError, seal, type VerifyResult, verify } from "@bridgelaw/log";
import { initialPlay, legalCards } from "@bridgelaw/play";
import { boardScore, contractScore, type TableResult } from "@bridgelaw/scoring";
import {
  type Actor,
  actorOf,
  type BoardReplay,
  type BoardView,
  DIRECTOR,
  type PlayerActor,
  player,
  replayLog,
  type SeatView,
  type TableCommand,
  tableResultOf,
  viewFor,
} from "@bridgelaw/table";

const replayed: BoardReplay = replayLog(readFileSync("board.jsonl", "utf8"));
if (replayed.error !== undefined) console.error(formatLogError(replayed.error));
const declarer: Seat | null = replayed.view.result?.declarer ?? null;
// @ts-expect-error a board's view has no such field
replayed.view.notAField;

// The view by role: the Director's is the full view, a player's his seat's (issue 31).
const events = replayed.lines.map((l) => l.event);
const full: BoardView = viewFor(replayed.state, events, DIRECTOR);
const east: PlayerActor = player("E");
const eastView: SeatView = viewFor(replayed.state, events, east);
// @ts-expect-error a player's view is not the full view
const notFull: BoardView = viewFor(replayed.state, events, east);
// Tokens, not strings: the calls and cards of the view and of the turn, the Laws of the audit.
const legal: readonly Call[] | readonly Card[] = full.turn?.legal ?? [];
// @ts-expect-error the legal calls or cards are tokens
const legalNumbers: readonly number[] = full.turn?.legal ?? [];
const firstCall: Call | undefined = full.auction.calls[0]?.call;
const firstCard: Card | undefined = full.tricks[0]?.cards[0]?.card;
const firstLaw: LawId | undefined = full.audit[0]?.law;
const blocks: boolean = full.rulingsNeeded.some((r) => r.blocking === true);
const eastCards: readonly Card[] = eastView.hands?.E.cards ?? [];
// @ts-expect-error a command's call is a call token
const badCommand: TableCommand = { type: "MakeCall", actor: east, call: "1Z" };
const firstEvent = events[0];
const origin: Actor | undefined = firstEvent === undefined ? undefined : actorOf(firstEvent, replayed.state);
// The score that applies, as the scoring package reads it.
const tableResult: TableResult | null = tableResultOf(full, { source: "board.jsonl" });

const seat: Seat = lho("W");
// @ts-expect-error a seat is N, E, S or W
const badSeat: Seat = "Q";
const call: Call = parseCall("2C");
const sufficient: boolean = isSufficient("2C", "1NT");

const deal: Deal = dealFromSeed("bridgelaw", 1);
const dealText: string = formatDeal(deal);
const conditions = boardConditions(7);
const dealer: Seat = conditions.dealer;

let auction: AuctionState = initialAuction(dealer);
auction = evolveAuction(auction, { type: "CallMade", seat: dealer, call: "1S" }, 2);
// @ts-expect-error a call is a token such as "1S", "P", "X"
evolveAuction(auction, { type: "CallMade", seat: dealer, call: 1 }, 3);

const table: DdTable = ddTable(parseDeal(dealText));
const northNotrump: number = table.N.NT;
const parScore: number = par(table, conditions.vulnerability, dealer).NS;

const play = initialPlay("S", "NT", deal);
const cards: readonly string[] = legalCards(play, "W");
const line = parseLine(["cash H"], "S");

const score: number = contractScore({ level: 3, strain: "NT", doubling: "" }, false, 9);
const result = boardScore({ level: 3, strain: "NT", doubling: "", declarer: "S" }, "None", 9);
const ns: number = result.NS;

const sealed = seal([{ type: "BoardStarted", board: 1 }]);
const checked: VerifyResult = verify(sealed);
const canonical: string = canonicalJson({ b: 1, a: [2] });

const imported = importBoards("session.pbn", readFileSync("session.pbn", "latin1"));
const pbn: string = exportBoards(
  imported.boards.map((b) => b.records),
  "pbn",
);

export const used = [
  declarer,
  seat,
  badSeat,
  sufficient,
  northNotrump,
  parScore,
  cards,
  line,
  score,
  ns,
  call,
  checked,
  canonical,
  pbn,
  notFull,
  legal,
  legalNumbers,
  firstCall,
  firstCard,
  firstLaw,
  blocks,
  eastCards,
  badCommand,
  origin,
  tableResult,
];
