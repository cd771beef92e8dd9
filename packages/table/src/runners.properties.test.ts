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
import { isDomainRejection, replay } from "@bridgelaw/log";
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  generateBoard,
  generateFactsBoard,
  generateIrregularBoard,
  mulberry32,
} from "../../../tools/src/generate.ts";
import {
  applyTableEvent,
  type BoardView,
  evolveTable,
  initialTableState,
  startTable,
  type TableDraft,
  type TableEvent,
  type TableState,
  tableDecider,
  viewOf,
} from "./index.ts";

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
