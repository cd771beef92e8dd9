import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import {
  ChainBroken,
  chainBroken,
  DomainRejection,
  decodeJsonLines,
  EventRejected,
  encodeJsonLines,
  eventDecoder,
  formatLogError,
  InvalidEvent,
  isLogError,
  type LogError,
  MalformedLine,
  replayLines,
  seal,
  verify,
} from "./index.ts";

const Seat = Schema.Literals(["N", "E", "S", "W"]);
const Event = Schema.Union([
  Schema.Struct({ type: Schema.Literal("CallMade"), seat: Seat, call: Schema.String }),
  Schema.Struct({ type: Schema.Literal("CardPlayed"), seat: Seat, card: Schema.String }),
]);
const decodeEvent = eventDecoder(Event);
/** Refuses a card played twice: the one physically impossible thing in this small domain. */
const decider = {
  initialState: [] as readonly string[],
  evolve(played: readonly string[], e: typeof Event.Type): readonly string[] {
    if (e.type !== "CardPlayed") return played;
    if (played.includes(e.card)) throw new DomainRejection({ _tag: "CardAlreadyPlayed", card: e.card });
    return [...played, e.card];
  },
};

const firstError = (text: string): LogError | undefined => {
  const decoded = decodeJsonLines(text, decodeEvent);
  const replayed = replayLines(decider, decoded);
  if (replayed.error !== undefined) return replayed.error;
  const result = verify(decoded.lines.map((l) => l.record));
  return result.status === "broken" ? chainBroken(result, decoded.lines) : undefined;
};

const call = '{"type":"CallMade","seat":"S","call":"1H"}';
const sealedText = encodeJsonLines(
  seal([
    { type: "CardPlayed", seat: "N", card: "SA" },
    { type: "CardPlayed", seat: "E", card: "S2" },
  ]),
);

describe("every kind of LogError, end to end, with its one-line message", () => {
  it.each<[string, string, LogError["_tag"], string]>([
    ["a line that is not JSON", `${call}\n{"type":`, "MalformedLine", "line 2: not valid JSON: "],
    [
      "a line that is JSON but not an object",
      `${call}\n\n[1]`,
      "MalformedLine",
      "line 3: expected a JSON object, got an array",
    ],
    ["an unknown event type", `${call}\n{"type":"Foo"}`, "InvalidEvent", 'line 2: unknown event type "Foo"'],
    [
      "an unknown seat",
      `\n\n${call.replace('"S"', '"Q"')}`,
      "InvalidEvent",
      'line 3: unknown seat "Q" at "seat"',
    ],
    [
      "an event the domain refuses",
      `${call}\n{"type":"CardPlayed","seat":"N","card":"SA"}\n{"type":"CardPlayed","seat":"E","card":"SA"}`,
      "EventRejected",
      "line 3: CardAlreadyPlayed (card SA)",
    ],
    [
      "a sealed log whose chain breaks",
      sealedText.replace('"S2"', '"S3"'),
      "ChainBroken",
      "line 2: record 2 has a hash that does not match its content",
    ],
  ])("%s is a %s", (_name, text, tag, message) => {
    const error = firstError(text);
    expect(error?._tag).toBe(tag);
    expect(error?.message.startsWith(message)).toBe(true);
    expect(error && formatLogError(error)).toBe(error?.message);
    expect(error).toBeInstanceOf(Error);
    expect(isLogError(error)).toBe(true);
  });

  it("a sealed log with no error has no error", () => {
    expect(firstError(sealedText)).toBeUndefined();
  });

  it("each error carries its line, its reason, and its position where it has one", () => {
    const errors: LogError[] = [
      new MalformedLine(4, "not valid JSON: Unexpected end of JSON input"),
      new InvalidEvent(5, 'unknown event type "Foo"'),
      new EventRejected(9, { _tag: "CardAlreadyPlayed", seat: "N", card: "SA" }, 7),
      new ChainBroken(3, "record 2 has no hash", 2),
    ];
    expect(errors.map(formatLogError)).toEqual([
      "line 4: not valid JSON: Unexpected end of JSON input",
      'line 5: unknown event type "Foo"',
      "line 9: CardAlreadyPlayed (seat N, card SA)",
      "line 3: record 2 has no hash",
    ]);
    expect(errors.map((e) => [e._tag, e.name, e.line])).toEqual([
      ["MalformedLine", "MalformedLine", 4],
      ["InvalidEvent", "InvalidEvent", 5],
      ["EventRejected", "EventRejected", 9],
      ["ChainBroken", "ChainBroken", 3],
    ]);
    expect((errors[2] as EventRejected).position).toBe(7);
    expect(new EventRejected(2, { _tag: "X" }).position).toBe(2);
    expect(isLogError(new Error("x"))).toBe(false);
    expect(isLogError({ _tag: "InvalidEvent" })).toBe(true);
  });
});
