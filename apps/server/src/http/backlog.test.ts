import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { Backlog } from "./backlog.ts";

/*
 * A live connection's backlog (the server under attack: a client that opens a live stream and stops reading
 * must not make the server hold one event per version for him): every event while he keeps up, the latest of
 * each board once more than its limit wait, bounded whatever he does.
 */

describe("Backlog: what a live connection holds for its client", () => {
  it("under its limit, every event in order; a keepalive only when nothing else waits; the last event last", () => {
    const b = new Backlog(8);
    b.put("1", "a1");
    b.note(": keepalive");
    b.put("2", "b1");
    b.put("1", "a2");
    b.close("end");
    expect(b.size).toBe(4);
    expect(b.take()).toEqual(["a1", "b1", "a2", "end"]);
    expect(b.take()).toEqual([]);
    b.note(": keepalive");
    b.note(": keepalive");
    expect(b.take()).toEqual([": keepalive"]);
  });

  it("over its limit, only the latest event of each board, in the order of those events", () => {
    const b = new Backlog(4);
    for (const t of ["a1", "b1", "a2", "b2", "a3"]) b.put(t[0]!, t);
    expect(b.take()).toEqual(["b2", "a3"]);
  });

  test.prop([
    fc.integer({ min: 1, max: 16 }),
    fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.boolean()), { maxLength: 400 }),
  ])(
    "whatever comes and whenever it is taken: bounded by its limit and its boards; each board's events in order, its latest never left out",
    (limit, steps) => {
      const b = new Backlog(limit);
      const sent = new Map<string, number>(); // the last event of each board put
      const taken: string[] = [];
      let n = 0;
      for (const [board, takeNow] of steps) {
        const key = String(board);
        n++;
        b.put(key, `${key}:${n}`);
        sent.set(key, n);
        expect(b.size).toBeLessThanOrEqual(Math.max(limit, 2 * sent.size) + 1);
        if (takeNow) taken.push(...b.take());
      }
      taken.push(...b.take());
      for (const [key, last] of sent) {
        const mine = taken.filter((t) => t.split(":")[0] === key).map((t) => Number(t.split(":")[1]));
        expect([...mine].sort((x, y) => x - y)).toEqual(mine);
        expect(mine.at(-1)).toBe(last);
      }
    },
  );
});
