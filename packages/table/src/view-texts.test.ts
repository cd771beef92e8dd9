import { describe, expect, it } from "vitest";
import { generateBoard } from "../../../tools/src/generate.ts";
import { evolveTable, initialTableState, type TableState, viewOf } from "./index.ts";

/** A board's state after its first `n` events (frozen, as `evolveTable` gives it). */
const stateAfter = (n: number): TableState =>
  generateBoard(5, 1)
    .slice(0, n)
    .reduce((s, e) => evolveTable(s, e), initialTableState);

describe("a view's hands and deal (PBN text): written once per frozen value, each time otherwise", () => {
  it("the frozen hands and deal of consecutive versions give the same texts as written afresh", () => {
    const a = stateAfter(20);
    const b = stateAfter(21);
    const va = viewOf(a);
    expect(viewOf(a)).toStrictEqual(va);
    const afresh = viewOf(structuredClone(b));
    expect(viewOf(b).hands).toStrictEqual(afresh.hands);
    expect(viewOf(b).deal).toBe(afresh.deal);
  });

  it("a deal frozen on the outside only, whose hands change, is written again", () => {
    const s = structuredClone(stateAfter(1)) as { -readonly [K in keyof TableState]: TableState[K] };
    const setup = s.setup as unknown as { deal: Record<string, string[]> };
    Object.freeze(setup.deal);
    const before = viewOf(s as TableState).deal;
    const north = setup.deal.N!;
    const south = setup.deal.S!;
    const [n0, s0] = [north[0]!, south[0]!];
    north[0] = s0;
    south[0] = n0;
    const after = viewOf(s as TableState).deal;
    expect(after).not.toBe(before);
    expect(after).toBe(viewOf(structuredClone(s) as TableState).deal); // as written afresh
  });
});
