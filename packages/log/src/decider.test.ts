import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  canonicalJson,
  type Decider,
  DomainRejection,
  decodeJsonLines,
  EventRejected,
  isDomainRejection,
  MalformedLine,
  replay,
  replayLines,
} from "./index.ts";

/**
 * A small domain-free Decider: a shelf of numbered slots. Putting an item on a full slot is physically
 * impossible (a DomainRejection); anything else is recorded.
 */
type Event = { type: "Put"; slot: number; item: string } | { type: "Took"; slot: number };
type Command = { type: "Put"; slot: number; item: string } | { type: "Clear" };
interface Shelf {
  readonly slots: Readonly<Record<number, string>>;
  readonly history: readonly string[];
}
const shelf: Decider<Command, Event, Shelf> = {
  initialState: { slots: {}, history: [] },
  evolve(state, event) {
    if (event.type === "Put") {
      if (state.slots[event.slot] !== undefined)
        throw new DomainRejection({ _tag: "SlotFull", slot: event.slot });
      return { slots: { ...state.slots, [event.slot]: event.item }, history: [...state.history, event.item] };
    }
    const { [event.slot]: _taken, ...rest } = state.slots;
    return { slots: rest, history: state.history };
  },
  decide(command, state) {
    if (command.type === "Put") return [command];
    return Object.keys(state.slots).map((slot) => ({ type: "Took", slot: Number(slot) }));
  },
};

const event: fc.Arbitrary<Event> = fc.oneof(
  fc.record({ type: fc.constant("Put" as const), slot: fc.integer({ min: 0, max: 5 }), item: fc.string() }),
  fc.record({ type: fc.constant("Took" as const), slot: fc.integer({ min: 0, max: 5 }) }),
);

describe("replay", () => {
  test.prop([fc.array(event, { maxLength: 40 })])(
    "replay is deterministic: the same events give the same state, byte for byte",
    (events) => {
      const a = replay(shelf, events);
      const b = replay(shelf, [...events]);
      expect(canonicalJson(a.state)).toBe(canonicalJson(b.state));
      expect(b.applied).toBe(a.applied);
      expect(b.error).toEqual(a.error);
    },
  );

  test.prop([fc.array(event, { maxLength: 40 })])(
    "replay is a left fold up to the first rejection, which names its 1-based position",
    (events) => {
      const result = replay(shelf, events);
      let state = shelf.initialState;
      let k = 0;
      for (; k < events.length; k++) {
        try {
          state = shelf.evolve(state, events[k]!);
        } catch {
          break;
        }
      }
      expect(result.state).toEqual(state);
      expect(result.applied).toBe(k);
      if (k === events.length) expect(result.error).toBeUndefined();
      else expect(result.error).toMatchObject({ _tag: "EventRejected", line: k + 1, position: k + 1 });
    },
  );

  test.prop([fc.array(event, { maxLength: 40 }), fc.integer({ min: 1, max: 1000 })])(
    "with positions, a rejection names the log line of the event",
    (events, offset) => {
      const positions = events.map((_, i) => offset + 2 * i);
      const result = replay(shelf, events, { positions });
      if (result.error !== undefined) {
        expect(result.error.line).toBe(positions[result.applied]);
        expect((result.error as EventRejected).position).toBe(result.applied + 1);
      }
    },
  );

  it("stops at the first DomainRejection with the state derived before it", () => {
    const events: Event[] = [
      { type: "Put", slot: 1, item: "a" },
      { type: "Put", slot: 2, item: "b" },
      { type: "Put", slot: 1, item: "c" },
      { type: "Put", slot: 3, item: "d" },
    ];
    const result = replay(shelf, events);
    expect(result.applied).toBe(2);
    expect(result.state.slots).toEqual({ 1: "a", 2: "b" });
    expect(result.error).toBeInstanceOf(EventRejected);
    expect(result.error?.message).toBe("line 3: SlotFull (slot 1)");
    expect(replay(shelf, events, { positions: [2, 4, 7, 9] }).error?.message).toBe(
      "line 7: SlotFull (slot 1)",
    );
  });

  it("rethrows any other exception from evolve: it is a bug, not a fact", () => {
    const buggy = { initialState: 0, evolve: (): number => (null as unknown as { x: number }).x };
    expect(() => replay(buggy, [1])).toThrow(TypeError);
  });

  it("accepts any iterable, lazily", () => {
    function* puts() {
      for (let slot = 0; slot < 3; slot++) yield { type: "Put", slot, item: String(slot) } as const;
    }
    expect(replay(shelf, puts()).state.history).toEqual(["0", "1", "2"]);
  });

  it("recognises a DomainRejection by its _tag too (a second copy of the package)", () => {
    const foreign = Object.assign(new Error("no"), {
      _tag: "DomainRejection",
      reason: "Full",
      refusal: { _tag: "Full" },
    });
    expect(isDomainRejection(foreign)).toBe(true);
    expect(isDomainRejection(new Error("no"))).toBe(false);
    const decider = {
      initialState: 0,
      evolve: (): number => {
        throw foreign;
      },
    };
    expect(isDomainRejection(Object.assign(new Error("no"), { _tag: "DomainRejection" }))).toBe(false);
    expect(replay(decider, [1]).error).toMatchObject({ reason: "Full", refusal: { _tag: "Full" } });
  });

  it("decide gives events that replay applies (the Decider loop)", () => {
    let state = shelf.initialState;
    const log: Event[] = [];
    for (const command of [
      { type: "Put", slot: 1, item: "a" },
      { type: "Put", slot: 2, item: "b" },
      { type: "Clear" },
    ] as const) {
      const events = shelf.decide(command, state);
      log.push(...events);
      state = replay({ initialState: state, evolve: shelf.evolve }, events).state;
    }
    expect(state.slots).toEqual({});
    expect(replay(shelf, log).state).toEqual(state);
  });
});

describe("replayLines", () => {
  const decodeEvent = (u: unknown): Event => u as Event;

  it("names a rejection by its line in the file", () => {
    const text = '{"type":"Put","slot":1,"item":"a"}\n\n{"type":"Put","slot":1,"item":"b"}\n';
    const result = replayLines(shelf, decodeJsonLines(text, decodeEvent));
    expect(result.applied).toBe(1);
    expect(result.error).toMatchObject({ _tag: "EventRejected", line: 3, position: 2 });
  });

  it("replays every line before a bad one and then reports the decoding error", () => {
    const text = '{"type":"Put","slot":1,"item":"a"}\n{"type":"Put","slot":2,"item":"b"}\nnot json\n';
    const result = replayLines(shelf, decodeJsonLines(text, decodeEvent));
    expect(result.applied).toBe(2);
    expect(result.state.history).toEqual(["a", "b"]);
    expect(result.error).toBeInstanceOf(MalformedLine);
    expect(result.error?.line).toBe(3);
  });

  it("reports a rejection before a later decoding error", () => {
    const text = '{"type":"Put","slot":1,"item":"a"}\n{"type":"Put","slot":1,"item":"b"}\n[]\n';
    expect(replayLines(shelf, decodeJsonLines(text, decodeEvent)).error).toMatchObject({
      _tag: "EventRejected",
      line: 2,
    });
  });
});
