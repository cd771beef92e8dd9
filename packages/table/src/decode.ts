import { eventDecoder } from "@bridgelaw/log";
import { eventUnion } from "./event-union.ts";
import type { TableEvent } from "./events.ts";

/**
 * Decodes one logged object as a v1 event (Effect Schema), throwing an `EventDecodeError` with the reason and
 * the problem as data. The one reader of events: replay reads a log with it, the Decider checks every event it
 * decides with it, and a store of table streams checks every record it appends with it (issue 26: what a
 * writer accepts, replay accepts). It reads the union itself (`TableEvent` is the same Schema object, with
 * `toTaggedUnion`'s helpers), so a replay does not carry those helpers (issue 31).
 */
export const decodeTableEvent: (u: unknown) => TableEvent = eventDecoder(eventUnion);
