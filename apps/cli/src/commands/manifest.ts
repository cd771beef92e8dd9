import { encodeJsonLines, type LogHead, MANIFEST_TYPE, makeManifest, verify } from "@bridgelaw/log";
import { Effect, FileSystem, Option, Path } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { startBatch } from "../batch.ts";
import { LogInvalid } from "../errors.ts";
import { makeReader, printError, printLine, readFailureReason } from "../io.ts";
import { describeVerification, headFileText, readRecords, writeAtomically } from "../logs.ts";
import { shellQuote } from "../shell.ts";
import { t, tEnglish } from "../texts.ts";

/** The fields of a board's `BoardStarted` that a manifest entry repeats, so a reader can find the board. */
const BOARD_FIELDS = ["board", "event", "section", "round", "table", "room"] as const;

/** What a manifest entry says of a log besides its path, head and count: its board, table, … */
const boardFields = (first: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  if (first.type !== "BoardStarted") return out;
  for (const key of BOARD_FIELDS) {
    const v = first[key];
    if (typeof v === "string" || typeof v === "number") out[key] = v;
  }
  return out;
};

export interface ManifestOptions {
  readonly paths: readonly string[];
  readonly out: string;
  readonly headOut: Option.Option<string>;
  readonly name: Option.Option<string>;
}

/** The `.jsonl` files under a directory, in name order (sub-directories too). */
const logsUnder = (dir: string): Effect.Effect<string[], unknown, FileSystem.FileSystem | Path.Path> =>
  Effect.gen(function* () {
    const fs = yield* FileSystem.FileSystem;
    const path = yield* Path.Path;
    const names = (yield* fs.readDirectory(dir, { recursive: true })).sort();
    const out: string[] = [];
    for (const n of names) {
      if (!n.endsWith(".jsonl")) continue;
      const file = path.join(dir, n);
      const info = yield* fs.stat(file);
      if (info.type === "File") out.push(file);
    }
    return out;
  });

/**
 * `bridgelaw manifest FILE|DIR… --out MANIFEST`: the session manifest of sealed board logs (each log's path
 * relative to the manifest, its head and its number of events, with its board and table), sealed, and its
 * head printed: one hash that anchors every event of every board of the session. Refuses (exit 1, each
 * problem on one line, nothing written) a log that is not sealed or whose chain is broken.
 */
export const runManifest = (options: ManifestOptions) =>
  Effect.gen(function* () {
    const fs = yield* FileSystem.FileSystem;
    const path = yield* Path.Path;
    const read = makeReader();
    const outDir = path.dirname(path.resolve(options.out));
    const files: string[] = [];
    let problems = 0;
    for (const p of options.paths) {
      const info = yield* Effect.result(fs.stat(p));
      if (info._tag === "Success" && info.success.type === "Directory") {
        const found = yield* Effect.result(logsUnder(p));
        if (found._tag === "Failure") {
          problems += 1;
          yield* printError(t("errCannotRead", { path: p, reason: readFailureReason(found.failure) }));
        } else if (found.success.length === 0) {
          problems += 1;
          yield* printError(t("errNoJsonl", { path: p }));
        } else files.push(...found.success);
      } else files.push(p);
    }
    const heads: (LogHead & Record<string, unknown>)[] = [];
    const seen = new Set<string>();
    // a progress bar on a terminal; each problem is printed after it
    const batch = startBatch({
      command: "manifest",
      noun: "log",
      files,
      many: true,
      printsPerFile: false,
      noSummary: true,
    });
    const fail = (file: string, line: string) => {
      problems += 1;
      return batch.fail(file, line);
    };
    for (const file of files) {
      batch.advance();
      const absolute = path.resolve(file);
      if (absolute === path.resolve(options.out) || seen.has(absolute)) continue;
      seen.add(absolute);
      const source = yield* Effect.result(read(file));
      if (source._tag === "Failure") {
        yield* fail(file, source.failure.message);
        continue;
      }
      const records = readRecords(file, source.success);
      if (!records.ok) {
        yield* fail(file, records.line);
        continue;
      }
      const first = records.lines[0]!.record;
      if (first.type === MANIFEST_TYPE) continue; // another manifest in the same directory
      const check = verify(
        records.lines.map((l) => l.record),
        { requireSealed: true },
      );
      if (check.status !== "sealed") {
        const line = describeVerification(file, check, records.lines).line;
        yield* fail(
          file,
          check.status === "broken" && check.problem === "not-sealed"
            ? t("sealFirst", { file, quoted: shellQuote(file) })
            : line,
        );
        continue;
      }
      const log = path.relative(outDir, absolute).split(path.sep).join("/");
      heads.push({ log, head: check.head, events: check.count, ...boardFields(first) });
    }
    yield* batch.finish();
    if (problems > 0) {
      yield* printError(t("notWritten", { out: options.out, n: problems }));
      return yield* new LogInvalid({ count: problems });
    }
    if (heads.length === 0) {
      yield* printError(t("errManifestNoLog", { out: options.out }));
      return yield* new LogInvalid({ count: 1 });
    }
    const manifest = makeManifest(heads, Option.isSome(options.name) ? { name: options.name.value } : {});
    const head = manifest[manifest.length - 1]!.hash as string;
    const write = (target: string, text: string) =>
      Effect.result(
        writeAtomically(target, text).pipe(
          Effect.mapError((e) => t("cannotWrite", { target, reason: readFailureReason(e) })),
        ),
      );
    const written = yield* write(options.out, encodeJsonLines(manifest));
    if (written._tag === "Failure") {
      yield* printError(written.failure);
      return yield* new LogInvalid({ count: 1 });
    }
    yield* printLine(
      t("manifestWritten", {
        out: options.out,
        logs: t("logs", { n: heads.length }),
        records: t("records", { n: manifest.length }),
        head,
      }),
    );
    if (Option.isSome(options.headOut)) {
      const done = yield* write(options.headOut.value, headFileText(head, manifest.length, options.out));
      if (done._tag === "Failure") {
        yield* printError(done.failure);
        return yield* new LogInvalid({ count: 1 });
      }
    }
  });

export const manifestCommand = Command.make(
  "manifest",
  {
    paths: Argument.String("log").pipe(
      Argument.withDescription("sealed board logs, or directories of them (every .jsonl file under them)"),
      Argument.variadic({ min: 1 }),
    ),
    out: Flag.String("out").pipe(
      Flag.withAlias("o"),
      Flag.withMetavar("FILE"),
      Flag.withDescription("the manifest to write (paths in it are relative to its directory)"),
    ),
    headOut: Flag.String("head-out").pipe(
      Flag.withMetavar("FILE"),
      Flag.withDescription("also write the manifest's head to FILE (for verify --session --head FILE)"),
      Flag.optional,
    ),
    name: Flag.String("name").pipe(
      Flag.withMetavar("TEXT"),
      Flag.withDescription("the session's name, kept in the manifest's first record"),
      Flag.optional,
    ),
  },
  runManifest,
).pipe(
  Command.withDescription(
    "Write the session manifest of sealed board logs: each log's path, head and number of events (with its board and table), sealed in turn, and print its head: one hash that anchors every event of every board of the session. `verify --session MANIFEST --head H` checks them all later. Refuses (exit 1, nothing written) a log that is not sealed or whose chain is broken.",
  ),
  Command.withShortDescription(tEnglish("summary", { command: "manifest" })),
  Command.withExamples([
    { command: "bridgelaw manifest session/ --out session/manifest.jsonl --head-out session.head" },
  ]),
);
