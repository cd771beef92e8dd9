import { apiErrorSaid } from "../core/errors.ts";

/*
 * What JSON.parse lets through that no request may hold: a string with a lone UTF-16 surrogate (`"\ud800"`),
 * which no UTF-8 text can carry (the log, the database and the hash chain all are UTF-8), and nesting deeper
 * than any request needs (a reader that recursed over it would run out of stack). Both are refused (400).
 */

/** Deeper than any request of the API (a command's nesting is 4 or 5). */
export const MAX_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string is well-formed UTF-16 (no lone surrogate): it can be written as UTF-8. */
export const wellFormed = (s: string): boolean => !LONE_SURROGATE.test(s);

/** Throws `InvalidRequest` for a lone surrogate in any string or key, or nesting deeper than `MAX_DEPTH`. */
export const checkJson = (value: unknown): void => {
  const stack: { v: unknown; depth: number; path: string }[] = [{ v: value, depth: 0, path: "" }];
  while (stack.length > 0) {
    const { v, depth, path } = stack.pop()!;
    if (typeof v === "string") {
      if (!wellFormed(v))
        throw apiErrorSaid(
          "InvalidRequest",
          "loneSurrogate",
          { field: path || "body" },
          {
            ...(path !== "" && { field: path }),
          },
        );
      continue;
    }
    if (v === null || typeof v !== "object") continue;
    if (depth >= MAX_DEPTH) throw apiErrorSaid("InvalidRequest", "tooDeep", { max: String(MAX_DEPTH) });
    if (Array.isArray(v))
      v.forEach((x, i) => {
        stack.push({ v: x, depth: depth + 1, path: `${path}${path && "."}${i}` });
      });
    else
      for (const [k, x] of Object.entries(v)) {
        if (!wellFormed(k)) throw apiErrorSaid("InvalidRequest", "badFieldName");
        stack.push({ v: x, depth: depth + 1, path: `${path}${path && "."}${k}` });
      }
  }
};
