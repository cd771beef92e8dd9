// Run with `npx vitest bench --run` in packages/log: the event decoder against JSON.parse, per line and per
// board log (1 BoardStarted, 12 calls, 52 cards).
import * as Schema from "effect/Schema";
import { bench, describe } from "vitest";
import { decodeJsonLines, eventDecoder, replayLines } from "./index.ts";

const makeEvent = () => {
  const Seat = Schema.Literals(["N", "E", "S", "W"]);
  return Schema.Union([
    Schema.Struct({
      type: Schema.Literal("BoardStarted"),
      board: Schema.Number,
      deal: Schema.String,
      dealer: Seat,
    }),
    Schema.Struct({ type: Schema.Literal("CallMade"), seat: Seat, call: Schema.String }),
    Schema.Struct({ type: Schema.Literal("CardPlayed"), seat: Seat, card: Schema.String }),
  ]);
};
const jit = eventDecoder(makeEvent());
const interpreted = eventDecoder(makeEvent(), { jit: false });

const SEATS = ["N", "E", "S", "W"];
const deal = "N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765";
const board: string[] = [JSON.stringify({ type: "BoardStarted", board: 7, deal, dealer: "S" })];
for (let i = 0; i < 12; i++)
  board.push(JSON.stringify({ type: "CallMade", seat: SEATS[i % 4], call: i % 3 ? "P" : "1H" }));
for (let i = 0; i < 52; i++) {
  const card = `${"SHDC"[i % 4]}${"AKQJT98765432"[i % 13]}`;
  board.push(JSON.stringify({ type: "CardPlayed", seat: SEATS[i % 4], card, at: "2026-11-22T19:04:05Z" }));
}
const boardText = `${board.join("\n")}\n`;
const objects = board.map((l) => JSON.parse(l) as unknown);
const counter = { initialState: 0, evolve: (n: number) => n + 1 };

describe("one event object (65 per call)", () => {
  bench("eventDecoder (JIT)", () => {
    for (const o of objects) jit(o);
  });
  bench("eventDecoder (interpreter)", () => {
    for (const o of objects) interpreted(o);
  });
});

describe("one board log of 65 lines", () => {
  bench("JSON.parse of each line", () => {
    for (const l of board) JSON.parse(l);
  });
  bench("decodeJsonLines (JIT)", () => {
    decodeJsonLines(boardText, jit);
  });
  bench("decodeJsonLines + replayLines (JIT)", () => {
    replayLines(counter, decodeJsonLines(boardText, jit));
  });
});
