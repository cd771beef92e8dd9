import { describe, expect, it } from "vitest";
import { readsPerTurn } from "./per-turn.ts";

/** A load that records each batch it is given and knows the keys in `known`. */
const loader = (known: ReadonlyMap<string, number>) => {
  const batches: string[][] = [];
  const load = async (keys: readonly string[]) => {
    batches.push([...keys]);
    return new Map(keys.filter((k) => known.has(k)).map((k) => [k, known.get(k)!] as const));
  };
  return { batches, read: readsPerTurn(load) };
};

describe("readsPerTurn: the reads of one turn of the event loop in one load", () => {
  it("loads every key asked for in a turn at once, each once, and gives each reader its own value", async () => {
    const { batches, read } = loader(
      new Map([
        ["a", 1],
        ["b", 2],
      ]),
    );
    const got = await Promise.all([read("a"), read("b"), read("a"), read("nobody")]);
    expect(got).toEqual([1, 2, 1, undefined]);
    expect(batches).toEqual([["a", "b", "nobody"]]);
  });

  it("reads asked for in a later turn go in a later load (each read made after it was asked)", async () => {
    const { batches, read } = loader(new Map([["a", 1]]));
    expect(await read("a")).toBe(1);
    expect(await read("a")).toBe(1);
    expect(batches).toEqual([["a"], ["a"]]);
  });

  it("a load that fails fails every read of its batch, and the next turn's reads load again", async () => {
    let fail = true;
    const read = readsPerTurn(async (keys: readonly string[]) => {
      if (fail) throw new Error("database unavailable");
      return new Map(keys.map((k) => [k, k.length] as const));
    });
    const a = read("x");
    const b = read("yy");
    await expect(a).rejects.toThrow("database unavailable");
    await expect(b).rejects.toThrow("database unavailable");
    fail = false;
    expect(await read("yy")).toBe(2);
  });
});
