import { MANIFEST_TYPE, readManifest, verify } from "@bridgelaw/log";
import { Effect, Option, Path } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { startBatch } from "../batch.ts";
import { LogInvalid, UsageError } from "../errors.ts";
import { expandLogPaths, makeReader, printError, printLine, sourceName } from "../io.ts";
import { describeVerification, type ExpectedHead, parseHeadFile, readRecords } from "../logs.ts";
import { t, tEnglish } from "../texts.ts";

export type VerifyOutcome =
  | { readonly ok: true; readonly line: string }
  | { readonly ok: false; readonly line: string };

export interface VerifyTextOptions {
  /** The head the log must end at (`--head`). */
  readonly expected?: ExpectedHead;
  /** An unsealed log is a problem (`--require-sealed`). */
  readonly requireSealed?: boolean;
}

/**
 * Checks the hash chain of one log's text: `sealed, 12 events, chain intact, head …`, `unsealed, 12 events`,
 * or a problem (`chain broken at position 3 (line 3): …`, `seal removed at line 1: …`, `head mismatch …`, a
 * bad line, an empty log).
 */
export const verifyText = (name: string, text: string, options?: VerifyTextOptions): VerifyOutcome => {
  const read = readRecords(name, text);
  if (!read.ok) return read;
  const records = read.lines.map((l) => l.record);
  const expected = options?.expected;
  const result = verify(records, {
    ...(expected !== undefined && { head: expected.head }),
    ...(expected?.count !== undefined && { count: expected.count }),
    requireSealed: options?.requireSealed === true,
  });
  const outcome = describeVerification(name, result, read.lines, expected);
  if (outcome.ok && records[0]?.type === MANIFEST_TYPE) {
    return { ok: true, line: t("sessionManifestNote", { line: outcome.line }) };
  }
  return outcome;
};

const HASH = /^[0-9a-fA-F]{64}$/;

/**
 * `--head H`: the head a log or a manifest must end at, a hash of 64 hex digits or a head file (what
 * `seal --head-out`/`manifest --head-out` write); a head file that cannot be read fails with `LogInvalid`.
 */
export const expectedHead = (
  _command: string,
  head: Option.Option<string>,
  readSource: ReturnType<typeof makeReader>,
) =>
  Effect.gen(function* () {
    if (Option.isNone(head)) return undefined;
    const arg = head.value.trim();
    if (HASH.test(arg)) return { head: arg.toLowerCase(), source: "--head" } satisfies ExpectedHead;
    const read = yield* Effect.result(readSource(arg));
    const parsed =
      read._tag === "Failure"
        ? { ok: false as const, line: read.failure.message }
        : parseHeadFile(arg, read.success);
    if (!parsed.ok) {
      yield* printError(t("errHeadTakes", { line: parsed.line }));
      return yield* new LogInvalid({ count: 1 });
    }
    return parsed.head;
  });

export interface VerifyOptions {
  readonly files: readonly string[];
  readonly head: Option.Option<string>;
  readonly requireSealed: boolean;
  readonly session: boolean;
}

export const runVerify = (options: VerifyOptions) =>
  Effect.gen(function* () {
    // directories: every *.jsonl in them (a manifest is a file, named as it is)
    const { files, empty, directories } = options.session
      ? { files: options.files, empty: [], directories: false }
      : yield* expandLogPaths(options.files);
    if (Option.isSome(options.head) && (files.length !== 1 || directories)) {
      return yield* new UsageError({
        message: t("usageVerifyHead"),
      });
    }
    const readSource = makeReader();
    const expected = yield* expectedHead("verify", options.head, readSource);
    const batch = startBatch({
      command: "verify",
      noun: options.session ? "manifest" : "log",
      files,
      many: files.length > 1 || directories,
      printsPerFile: true,
    });
    for (const line of empty) yield* batch.fail(line, line);
    for (const path of files) {
      batch.advance();
      if (options.session) {
        const checked = yield* verifySession(path, readSource, expected);
        if (checked.failed > 0)
          yield* batch.fail(path, t("errSessionDoesNotVerify", { name: sourceName(path) }), "printed");
        continue;
      }
      const read = yield* Effect.result(readSource(path));
      const outcome: VerifyOutcome =
        read._tag === "Failure"
          ? { ok: false, line: read.failure.message }
          : verifyText(sourceName(path), read.success, {
              ...(expected !== undefined && { expected }),
              requireSealed: options.requireSealed,
            });
      if (outcome.ok) yield* printLine(outcome.line);
      else yield* batch.fail(path, outcome.line);
    }
    yield* batch.finish();
    if (batch.failed() > 0) return yield* new LogInvalid({ count: batch.failed() });
  });

/** What checking a session gave: the number of problems (each printed) and the logs the manifest lists. */
export interface SessionChecked {
  readonly failed: number;
  /** Each log's path (the manifest's path joined with its directory), in the manifest's order. */
  readonly logs: readonly string[];
}

/**
 * `verify --session MANIFEST`: the manifest's own chain (sealed, and ending at `expected` when given), its
 * records, then every log it lists (a path relative to the manifest's directory): sealed, intact, and ending
 * at the head the manifest gives it, with as many events. Gives the number of problems (each printed on
 * standard error) and the logs' paths; `quiet`: the lines of what holds are not printed (`score --manifest`).
 */
export const verifySession = (
  manifestPath: string,
  readSource: ReturnType<typeof makeReader>,
  expected: ExpectedHead | undefined,
  quiet = false,
) =>
  Effect.gen(function* () {
    const path = yield* Path.Path;
    const name = sourceName(manifestPath);
    const source = yield* Effect.result(readSource(manifestPath));
    if (source._tag === "Failure") {
      yield* printError(source.failure.message);
      return { failed: 1, logs: [] };
    }
    const outcome = verifyText(name, source.success, {
      ...(expected !== undefined && { expected }),
      requireSealed: true,
    });
    const read = readRecords(name, source.success);
    if (!outcome.ok || !read.ok) {
      yield* printError(outcome.line);
      return { failed: 1, logs: [] };
    }
    const manifest = readManifest(read.lines.map((l) => l.record));
    if (!manifest.ok) {
      const line = read.lines[manifest.position - 1]?.line ?? manifest.position;
      yield* printError(t("errAtLine", { name, line, reason: manifest.reason }));
      return { failed: 1, logs: [] };
    }
    const head = read.lines[read.lines.length - 1]!.record.hash as string;
    const say = (line: string) => (quiet ? Effect.void : printLine(line));
    yield* say(
      t("manifestVerified", {
        name,
        logs: t("logs", { n: manifest.logs.length }),
        head,
        expected: expected === undefined ? "no" : "yes",
      }),
    );
    const dir = manifestPath === "-" ? "." : path.dirname(manifestPath);
    let failed = 0;
    const logs: string[] = [];
    for (const entry of manifest.logs) {
      const file = path.join(dir, ...entry.log.split("/"));
      logs.push(file);
      const manifestLine = read.lines[entry.position - 1]?.line ?? entry.position;
      const log = yield* Effect.result(readSource(file));
      const checked: VerifyOutcome =
        log._tag === "Failure"
          ? { ok: false, line: log.failure.message }
          : verifyText(file, log.success, {
              expected: { head: entry.head, count: entry.events, source: name },
              requireSealed: true,
            });
      if (checked.ok) yield* say(checked.line.replace(", the expected head", ", as in the manifest"));
      else {
        failed += 1;
        yield* printError(t("errManifestLine", { line: checked.line, name, at: manifestLine }));
      }
    }
    if (failed > 0) {
      yield* printError(t("manifestFailed", { name, failed, logs: t("logs", { n: manifest.logs.length }) }));
      return { failed, logs };
    }
    yield* say(`${name}: every log of the session is intact and ends at its head in the manifest`);
    return { failed: 0, logs };
  });

export const verifyCommand = Command.make(
  "verify",
  {
    files: Argument.String("file").pipe(
      Argument.withDescription(
        "board logs (JSON Lines) to check, or directories of them (every *.jsonl in each, in name order), or session manifests with --session; - reads standard input",
      ),
      Argument.variadic({ min: 1 }),
    ),
    head: Flag.String("head").pipe(
      Flag.withMetavar("HASH|FILE"),
      Flag.withDescription(
        "the head the log must end at (the hash its Director published, or a head file written by seal --head-out): cut-off records and a log sealed again fail",
      ),
      Flag.optional,
    ),
    requireSealed: Flag.Boolean("require-sealed").pipe(
      Flag.withDescription("an unsealed log is exit 1 (for scripts)"),
      Flag.withDefault(false),
    ),
    session: Flag.Boolean("session").pipe(
      Flag.withDescription(
        "each FILE is a session manifest (written by bridgelaw manifest): check it and every log it lists against its head",
      ),
      Flag.withDefault(false),
    ),
  },
  runVerify,
).pipe(
  Command.withDescription(
    'Check the SHA-256 hash chain of logs. Prints `FILE: sealed, N events, chain intact, head H` or `FILE: unsealed, N events` (exit 0); on standard error (exit 1) `FILE: chain broken at position P (line L): reason`, `FILE: seal removed at line L: reason` (a log that was sealed lost its seal), `FILE: head mismatch at position P (line L): reason` (with --head: records cut off or added, or the log sealed again), a bad line (`FILE: line L: duplicate key "card"`), an empty file. The events themselves are checked by `replay`.',
  ),
  Command.withShortDescription(tEnglish("summary", { command: "verify" })),
  Command.withExamples([
    { command: "bridgelaw verify board.sealed.jsonl" },
    { command: "bridgelaw verify --require-sealed session/", description: "every log of a directory" },
    { command: "bridgelaw verify --head board.head board.sealed.jsonl" },
    { command: "bridgelaw verify --session session/manifest.jsonl --head 9c1e…" },
  ]),
);
