/**
 * The vitest configuration of every project (each project's `vitest.config.ts` re-exports it): workspace
 * packages resolve through their `source` export condition, so tests run from `src/` with no prior build.
 * Tests run in vite's server-side environment, whose conditions these are (vite's defaults after `source`).
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  ssr: { resolve: { conditions: ["source", "module", "node", "development|production"] } },
});
