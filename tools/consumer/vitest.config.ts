import { defineConfig, mergeConfig } from "vitest/config";
import shared from "../../vitest.shared.ts";

/** The outside consumer test (the tools' `consumer` target): packs, installs and runs the packages. */
export default mergeConfig(
  shared,
  defineConfig({ test: { root: new URL(".", import.meta.url).pathname, include: ["*.test.ts"] } }),
);
