import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compileSolver, SOLVER_MODULE, solverModuleText } from "./build-solver.ts";

describe("the embedded double-dummy core", () => {
  it("is what packages/double-dummy/assembly/solver.ts compiles to (run `pnpm build:solver` after editing it)", async () => {
    const binary = await compileSolver();
    expect(readFileSync(SOLVER_MODULE, "utf8")).toBe(solverModuleText(binary));
  }, 120_000);
});
