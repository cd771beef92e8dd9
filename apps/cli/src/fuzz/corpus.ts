import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { canonicalJson, decodeJsonLines, encodeJsonLines, seal } from "@bridgelaw/log";
import { ROOT } from "../testing/run-cli.ts";

/**
 * What the fuzz suites mutate: the example logs of the repository (`examples/`, every board and scenario),
 * their sealed forms with the head a Director would have published, and the real PBN and LIN files of the
 * project's shared data (`../shared/data`).
 */
export interface ExampleLog {
  readonly name: string;
  readonly text: string;
}

export interface SealedLog extends ExampleLog {
  /** The canonical JSON of each sealed record: what no accepted mutation may change. */
  readonly records: readonly string[];
  readonly head: string;
  readonly count: number;
}

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]))
    .sort();

/** Every example log (`examples/**.jsonl`), in name order. */
export const exampleLogs = (): ExampleLog[] =>
  walk(join(ROOT, "examples"))
    .filter((f) => f.endsWith(".jsonl"))
    .map((f) => ({ name: f.slice(ROOT.length), text: readFileSync(f, "utf8") }));

/** The records of a log's text as canonical JSON (for comparing facts), or undefined when it does not read. */
export const canonicalRecords = (text: string): string[] | undefined => {
  const decoded = decodeJsonLines(text, (u) => u);
  return decoded.error === undefined ? decoded.lines.map((l) => canonicalJson(l.record)) : undefined;
};

/** Each example sealed, with its head and count. */
export const sealedLogs = (logs: readonly ExampleLog[]): SealedLog[] =>
  logs.map((l) => {
    const sealed = seal(decodeJsonLines(l.text, (u) => u).lines.map((x) => x.record));
    return {
      name: l.name.replace(/\.jsonl$/, ".sealed.jsonl"),
      text: encodeJsonLines(sealed),
      records: sealed.map((r) => canonicalJson(r)),
      head: sealed[sealed.length - 1]!.hash as string,
      count: sealed.length,
    };
  });

/** The shared data's PBN and LIN files that are small enough to fuzz (all but the two largest). */
export const importFiles = (): ExampleLog[] => {
  const dir = join(ROOT, "..", "shared", "data");
  return [
    "pbn/pbnj-basic_10.pbn",
    "pbn/pbnj-basic_20.pbn",
    "pbn/pbnj-correct_10.pbn",
    "pbn/pbnj-correct_20.pbn",
    "pbn/pbnj-correct_21.pbn",
    "pbn/pbnj-errors_10.pbn",
    "pbn/pbnj-errors_20.pbn",
    "pbn/pbnj-errors_21.pbn",
    "pbn/eytc-1998.pbn",
    "lin/bbo-table-example.lin",
  ].map((f) => ({ name: f, text: readFileSync(join(dir, f), "latin1") }));
};
