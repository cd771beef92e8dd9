import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { problems, publishedPackages, referenceLink } from "../api-docs.mjs";

/**
 * The API reference (docs/api/, committed): TypeDoc writes it again from the packages' built `.d.ts` files
 * (the test command builds them first) into a scratch directory, and it must be what is committed; every
 * published package's README links to it (issue 31).
 */
describe("the API reference", () => {
  it("covers every published package's entries with types", () => {
    const names = publishedPackages().map((p) => p.name);
    expect(names).toContain("@bridgelaw/table");
    expect(names).not.toContain("@bridgelaw/server");
    const store = publishedPackages().find((p) => p.name === "@bridgelaw/store")!;
    expect(store.entries.map((e) => e.path)).toEqual([".", "./browser"]);
    expect(readFileSync(join(store.dir, "README.md"), "utf8")).toContain(`](${referenceLink(store)})`);
  });

  it("is up to date with the packages' sources, and every package README links to it", async () => {
    expect(await problems()).toEqual([]);
  }, 900_000);
});
