import { defineConfig } from "vitest/config";

// Browser tests: the app is built once (globalSetup) and served on 127.0.0.1; each test file drives one
// Chromium (Debian's, playwright-core) with its pages reused. Files run one after another: the machine is
// small and shared.
export default defineConfig({
  // workspace packages from their TypeScript sources (their `source` export condition)
  ssr: { resolve: { conditions: ["source", "module", "node", "development|production"] } },
  test: {
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    globalSetup: ["./test/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
