import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_OPTIONS } from "./spawn.ts";

describe("how a server process starts", () => {
  it("`pnpm serve` gives Node the options the tests and the bench start the server with", () => {
    const root = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
      scripts: Record<string, string>;
    };
    const serve = root.scripts.serve!.split(/\s+/);
    expect(serve[0]).toBe("node");
    for (const option of SERVER_NODE_OPTIONS) expect(serve).toContain(option);
    expect(serve.slice(-1)).toEqual(["apps/server/src/main.ts"]);
  });
});
