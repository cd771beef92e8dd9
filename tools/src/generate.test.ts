import { lho, partner, type Rank, rankValue, sideOf } from "@bridgelaw/cards";
import { replayLog } from "@bridgelaw/table";
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { generateBoard, toJsonLines } from "./generate.ts";

const board = fc.record({ seed: fc.nat(), board: fc.integer({ min: 1, max: 64 }) });

describe("random legal boards, replayed end to end", () => {
  test.prop([board], { numRuns: 60 })(
    "22A/INV-08: generated auctions end, and declarer is the first of the declaring side to name the strain",
    ({ seed, board: n }) => {
      const { view, error } = replayLog(toJsonLines(generateBoard(seed, n)));
      expect(error).toBeUndefined();
      expect(view.auction.ended).toBe(true);
      expect(view.auction.calls.every((c) => c.status === "standing")).toBe(true);
      if (view.contract === "Pass") return;
      const bids = view.auction.calls.filter((c) => /^[1-7]/.test(c.call));
      const last = bids.at(-1)!;
      const strain = last.call.slice(1);
      const first = bids.find((c) => sideOf(c.seat) === sideOf(last.seat) && c.call.slice(1) === strain)!;
      expect(view.declarer).toBe(first.seat);
      expect(view.dummy).toBe(partner(first.seat));
      expect(view.openingLeader).toBe(lho(first.seat));
    },
  );

  test.prop([board], { numRuns: 60 })(
    "44/65/77: generated plays give 13 tricks, every card once, each won by the highest trump or the highest card of the suit led, and a score",
    ({ seed, board: n }) => {
      const { view } = replayLog(toJsonLines(generateBoard(seed, n)));
      expect(view.phase).toBe("complete");
      expect(view.result).not.toBeNull();
      expect(view.result!.score.NS + view.result!.score.EW).toBe(0);
      if (view.contract === "Pass") return;
      expect(view.tricks).toHaveLength(13);
      const cards = view.tricks.flatMap((t) => t.cards.map((c) => c.card));
      expect(new Set(cards).size).toBe(52);
      const trumps = view.contract!.replace(/X+$/, "").slice(1);
      for (const t of view.tricks) {
        const led = t.cards[0]!.card[0];
        const ruffs = t.cards.filter((c) => c.card[0] === trumps);
        const pool = ruffs.length > 0 ? ruffs : t.cards.filter((c) => c.card[0] === led);
        const best = pool.reduce((a, b) =>
          rankValue(b.card[1] as Rank) > rankValue(a.card[1] as Rank) ? b : a,
        );
        expect(t.winner).toBe(best.seat);
      }
      expect(view.tricksWon.NS + view.tricksWon.EW).toBe(13);
      expect(view.result!.tricksByDeclarer).toBe(view.tricksWon[sideOf(view.declarer!)]);
    },
  );

  test.prop([board], { numRuns: 40 })(
    "replay is deterministic: the same log gives the same JSON, byte for byte",
    ({ seed, board: n }) => {
      const text = toJsonLines(generateBoard(seed, n));
      expect(JSON.stringify(replayLog(text).view)).toBe(JSON.stringify(replayLog(text).view));
    },
  );
});
