// Test support (not built): JSON values a log line can carry, for property tests.
import { fc } from "@fast-check/vitest";

/** A JSON value with every integer beyond 2^53 brought within it (the log's number rule refuses those). */
const exactNumbers = (v: unknown): unknown =>
  typeof v === "number"
    ? Number.isInteger(v) && !Number.isSafeInteger(v)
      ? Math.sign(v) * Number.MAX_SAFE_INTEGER
      : v
    : Array.isArray(v)
      ? v.map(exactNumbers)
      : typeof v === "object" && v !== null
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, exactNumbers(x)]))
        : v;

/** `fc.jsonValue` with only the numbers a log carries: its doubles, and integers within 2^53. */
export const loggableJsonValue = (constraints?: Parameters<typeof fc.jsonValue>[0]) =>
  fc.jsonValue(constraints).map(exactNumbers);
