import { decodeJsonLines, encodeJsonLines, parseStrictJson, seal } from "@bridgelaw/log";
import { generateCorpus } from "./corpus.ts";

/**
 * Issue 18: the cost of reading log lines as strict JSON (duplicate keys, lone surrogates, depth, numbers)
 * against `JSON.parse` alone, on generated board logs as written (compact), sealed (canonical, with the
 * seal fields) and pretty (spaces after `:` and `,`, which take the slower path). Ratios from one run, the
 * best of several rounds, the two readers interleaved.
 */
export function benchStrictJson(print: (line: string) => void, boards = 20_000): void {
  const corpus = generateCorpus(boards);
  const compact = corpus.flatMap((t) => t.split("\n").filter((l) => l.length > 0));
  const sealed = corpus.flatMap((t) =>
    encodeJsonLines(seal(decodeJsonLines(t, (u) => u).lines.map((l) => l.record)))
      .split("\n")
      .filter((l) => l.length > 0),
  );
  const pretty = compact.map((l) => JSON.stringify(JSON.parse(l), null, 1).replaceAll("\n", ""));
  print(`corpus: ${boards} boards, ${compact.length} lines`);
  let sink = 0;
  // One loop per reader, so that each call site sees one function.
  const timeParse = (lines: readonly string[]): number => {
    const t = process.hrtime.bigint();
    for (const l of lines) sink += (JSON.parse(l) as { type: string }).type.length;
    return Number(process.hrtime.bigint() - t) / 1e6;
  };
  const timeStrict = (lines: readonly string[]): number => {
    const t = process.hrtime.bigint();
    for (const l of lines) sink += (parseStrictJson(l) as { type: string }).type.length;
    return Number(process.hrtime.bigint() - t) / 1e6;
  };
  for (const [name, lines] of [
    ["compact lines (as written)", compact],
    ["sealed lines (canonical)", sealed],
    ["pretty lines (slow path)", pretty],
  ] as const) {
    let parse = Number.POSITIVE_INFINITY;
    let strict = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 7; round++) {
      parse = Math.min(parse, timeParse(lines));
      strict = Math.min(strict, timeStrict(lines));
    }
    print(
      `${name.padEnd(28)} JSON.parse ${parse.toFixed(0)} ms, strict ${strict.toFixed(0)} ms: ratio ${(strict / parse).toFixed(2)}×`,
    );
  }
  const texts = corpus;
  let plain = Number.POSITIVE_INFINITY;
  let decoded = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 5; round++) {
    let t = process.hrtime.bigint();
    for (const text of texts)
      for (const l of text.split("\n")) if (l.length > 0) sink += JSON.parse(l).type.length;
    plain = Math.min(plain, Number(process.hrtime.bigint() - t) / 1e6);
    t = process.hrtime.bigint();
    for (const text of texts) sink += decodeJsonLines(text, (u) => u).lines.length;
    decoded = Math.min(decoded, Number(process.hrtime.bigint() - t) / 1e6);
  }
  print(
    `decodeJsonLines, strict, records only (line numbers, blank lines, records kept) / split + JSON.parse: ${(decoded / plain).toFixed(2)}× (${decoded.toFixed(0)} / ${plain.toFixed(0)} ms)`,
  );
  if (sink === 0) print("");
}
