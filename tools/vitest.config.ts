import { configDefaults, defineConfig, mergeConfig } from "vitest/config";
import shared from "../vitest.shared.ts";

/** The tools' tests; the consumer test (`consumer/`) runs apart, as the `consumer` target. */
export default mergeConfig(
  shared,
  defineConfig({ test: { exclude: [...configDefaults.exclude, "consumer/**"] } }),
);
