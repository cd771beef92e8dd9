import { readFileSync } from "node:fs";
import { describe as words } from "@bridgelaw/words";
import { describe, expect, it } from "vitest";
import { GOLDEN, linesOf, sources } from "./words-golden.ts";

describe("the English of every consequence (issue 34): the formatter writes the fixture's words", () => {
  const golden = JSON.parse(readFileSync(GOLDEN, "utf8")) as Record<string, string[]>;
  const all = sources();
  it("covers the same sources as the fixture (pnpm golden:words writes it again)", () => {
    expect(all.map((s) => s.name)).toEqual(Object.keys(golden));
  });
  for (const s of all) {
    it(s.name, () => {
      expect(linesOf(s.view, (x) => words(x))).toEqual(golden[s.name]);
    });
  }
});
