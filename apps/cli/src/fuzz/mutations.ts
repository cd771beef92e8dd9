import { fc } from "@fast-check/vitest";

/**
 * Mutations of a text file for the fuzz suites (issue 18, point 4): what damage, careless editing or
 * tampering does to a log or an import file. Each mutation is named, so that a failing case says what was
 * done. fast-check gives the positions, from a seed.
 */
export interface Mutation {
  readonly name: string;
  readonly apply: (text: string) => string;
}

/** A mutation that fast-check prints by its name in a counterexample. */
const named = (name: string, apply: (text: string) => string): Mutation =>
  Object.assign({ name, apply }, { [fc.toStringMethod]: () => name });

const linesOf = (text: string): string[] => {
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines;
};
const joinLines = (lines: readonly string[]): string => (lines.length === 0 ? "" : `${lines.join("\n")}\n`);
const at = (n: number, length: number): number => (length === 0 ? 0 : n % length);

/** Characters a byte flip writes: JSON's structure, escapes, controls, surrogates, a BOM, line ends. */
const FLIPS = [
  '"',
  "{",
  "}",
  "[",
  "]",
  ",",
  ":",
  "\\",
  "0",
  "9",
  "-",
  "e",
  "x",
  "Z",
  " ",
  "\u0000",
  "\u001b",
  "\ud800",
  "\udc00",
  "\ufeff",
  "\r",
  "\n",
  "é",
  "♠",
];

/** A line with arrays nested `depth` levels under an unknown field of a valid-looking event. */
export const deepLine = (depth: number): string =>
  `{"type":"CallMade","seat":"N","call":"P","x":${"[".repeat(depth)}${"]".repeat(depth)}}`;

/** The same with objects. */
export const deepObjectLine = (depth: number): string =>
  `{"type":"CallMade","seat":"N","call":"P","x":${'{"a":'.repeat(depth)}1${"}".repeat(depth)}}`;

/** Lines that a fuzz inserts: unknown events, wrong types, strict-JSON refusals, huge and deep lines. */
const INSERTED: readonly string[] = [
  '{"type":"Unknown","x":1}',
  '{"type":5}',
  '{"type":"CallMade","seat":3,"call":"P"}',
  '{"type":"CardPlayed","seat":"N","card":["SA"]}',
  '{"type":"CallMade","seat":"N","call":"P","call":"7NT"}',
  '{"type":"CardPlayed","seat":"N","card":"SA","x":{"k":1,"k":2}}',
  '{"type":"CallMade","seat":"N","call":"P","note":"\\ud800"}',
  '{"type":"BoardStarted","board":1e999}',
  deepLine(17),
  deepLine(10_000),
  deepObjectLine(5_000),
  "[]",
  "null",
  '"text"',
  "{",
  "\ufeff{}",
  `{"type":"CallMade","seat":"N","call":"P","note":"${"x".repeat(1_000_000)}"}`,
  `{"type":"CallMade","seat":"N","call":"P","note":"${"\\n".repeat(200_000)}"}`,
];

/** One mutation of a text: truncation, byte flips, lines duplicated, deleted, swapped or inserted, BOM, CRLF. */
export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.nat().map((n) => named(`truncate at ${n}`, (t) => t.slice(0, at(n, t.length + 1)))),
  fc.array(fc.tuple(fc.nat(), fc.constantFrom(...FLIPS)), { minLength: 1, maxLength: 3 }).map((flips) =>
    named(`flip ${flips.map(([n, c]) => `${n}=${JSON.stringify(c)}`).join(" ")}`, (t) => {
      let out = t;
      for (const [n, c] of flips) {
        const i = at(n, out.length);
        out = `${out.slice(0, i)}${c}${out.slice(i + 1)}`;
      }
      return out;
    }),
  ),
  fc.nat().map((n) =>
    named(`duplicate line ${n}`, (t) => {
      const ls = linesOf(t);
      const i = at(n, ls.length);
      return joinLines(ls.toSpliced(i, 0, ls[i] ?? ""));
    }),
  ),
  fc.nat().map((n) =>
    named(`delete line ${n}`, (t) => {
      const ls = linesOf(t);
      return joinLines(ls.toSpliced(at(n, ls.length), 1));
    }),
  ),
  fc.tuple(fc.nat(), fc.nat()).map(([a, b]) =>
    named(`swap lines ${a} ${b}`, (t) => {
      const ls = linesOf(t);
      if (ls.length === 0) return t;
      const i = at(a, ls.length);
      const j = at(b, ls.length);
      return joinLines(ls.with(i, ls[j]!).with(j, ls[i]!));
    }),
  ),
  fc.tuple(fc.nat(), fc.nat({ max: INSERTED.length - 1 })).map(([n, k]) =>
    named(`insert line ${INSERTED[k]!.slice(0, 60)} at ${n}`, (t) => {
      const ls = linesOf(t);
      return joinLines(ls.toSpliced(at(n, ls.length + 1), 0, INSERTED[k]!));
    }),
  ),
  fc
    .tuple(fc.nat(), fc.constantFrom("seq", "prev", "hash", "sealed", "type", "seat", "card", "call"))
    .map(([n, key]) =>
      named(`duplicate key ${key} on line ${n}`, (t) => {
        const ls = linesOf(t);
        if (ls.length === 0) return t;
        const i = at(n, ls.length);
        return joinLines(ls.with(i, ls[i]!.replace(/^\{/, `{"${key}":"forged",`)));
      }),
    ),
  fc.constant(named("byte order mark", (t) => `\ufeff${t}`)),
  fc.constant(named("CRLF line ends", (t) => t.replaceAll("\n", "\r\n"))),
  fc.constant(named("no final newline", (t) => t.replace(/\n$/, ""))),
  fc.constant(named("blank lines", (t) => t.replaceAll("\n", "\n\n  \n"))),
  fc.constant(named("empty", () => "")),
);

/** One to three mutations in a row. */
export const mutations: fc.Arbitrary<Mutation> = fc
  .array(mutation, { minLength: 1, maxLength: 3 })
  .map((ms) => named(ms.map((m) => m.name).join("; "), (t) => ms.reduce((acc, m) => m.apply(acc), t)));
