import { isUtf8 } from "node:buffer";
import { join } from "node:path";
import { frenchTypography } from "@bridgelaw/words";
import { Console, Effect, FileSystem, Stdio, Stream } from "effect";
import type { PlatformError } from "effect/PlatformError";
import { cliLang } from "./lang.ts";
import { shellQuote } from "./shell.ts";
import { t } from "./texts.ts";

/** `-` reads standard input. */
export const STDIN = "-";

/** How a source is named in messages: the path as given, or `<stdin>`. */
export const sourceName = (path: string): string => (path === STDIN ? "<stdin>" : path);

/** A file (or standard input) that could not be read; `message` is one readable line. */
export class ReadFailed {
  readonly _tag = "ReadFailed";
  constructor(
    readonly path: string,
    readonly message: string,
  ) {}
}

/** The reasons a read or write fails that the catalog words (`readReason`), by the platform's tag. */
const REASONS: ReadonlySet<string> = new Set([
  "NotFound",
  "PermissionDenied",
  "BadResource",
  "Busy",
  "InvalidData",
  "TimedOut",
]);

/** A short reason for a failed read or write, without stack or internals. */
export const readFailureReason = (error: unknown): string => {
  const e = error as {
    reason?: { _tag?: string; description?: string; cause?: { code?: string } };
    message?: string;
  };
  const tag = e.reason?._tag;
  if (e.reason?.cause?.code === "EISDIR") return t("readReason", { reason: "EISDIR" });
  if (tag !== undefined && REASONS.has(tag)) return t("readReason", { reason: tag });
  const description = e.reason?.description ?? e.message;
  return description ? description.split("\n")[0]! : t("readReason", { reason: "unknown" });
};

type Source = Effect.Effect<string, ReadFailed, FileSystem.FileSystem | Stdio.Stdio>;

const decoder = new TextDecoder("utf-8");

/**
 * The bytes of a file as text: UTF-8, a leading byte order mark dropped. Bytes that are not UTF-8 are refused
 * (`line 7: not valid UTF-8 text`): read leniently they would become U+FFFD, and a log would say something
 * other than what was written. The line is found only on failure (a line end byte is never inside a UTF-8
 * sequence).
 */
export const decodeUtf8 = (bytes: Uint8Array): { ok: true; text: string } | { ok: false; reason: string } => {
  if (isUtf8(bytes)) return { ok: true, text: decoder.decode(bytes) };
  let line = 1;
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === 0x0a) {
      if (!isUtf8(bytes.subarray(start, i))) break;
      line++;
      start = i + 1;
    }
  }
  return { ok: false, reason: t("notUtf8", { line }) };
};

/**
 * A reader of logs for one run of a command: `read(path)` reads a file, or standard input for `-`, as UTF-8
 * text (`decodeUtf8`). Standard input is read once; a second `-` gets the same text.
 */
export const makeReader = (): ((path: string) => Source) => {
  let stdin: Uint8Array | undefined;
  const readStdin = Effect.gen(function* () {
    if (stdin !== undefined) return stdin;
    const stdio = yield* Stdio.Stdio;
    const chunks = yield* Stream.runCollect(stdio.stdin);
    const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of chunks) {
      all.set(c, at);
      at += c.length;
    }
    stdin = all;
    return all;
  });
  const readFile = (path: string) =>
    Effect.gen(function* () {
      const fs = yield* FileSystem.FileSystem;
      return yield* fs.readFile(path);
    });
  return (path) => {
    const read: Effect.Effect<Uint8Array, PlatformError, FileSystem.FileSystem | Stdio.Stdio> =
      path === STDIN ? readStdin : readFile(path);
    return read.pipe(
      Effect.mapError(
        (e) =>
          new ReadFailed(path, t("cannotRead", { name: sourceName(path), reason: readFailureReason(e) })),
      ),
      Effect.flatMap((bytes) => {
        const text = decodeUtf8(bytes);
        return text.ok
          ? Effect.succeed(text.text)
          : Effect.fail(new ReadFailed(path, `${sourceName(path)}: ${text.reason}`));
      }),
    );
  };
};

/**
 * Makes a message safe to print as one readable line: control characters (a line end, a terminal escape
 * read from a binary file) are shown as `\uXXXX`, and a very long message is cut.
 */
export const oneLine = (text: string, max = 400): string => {
  const clean = text.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters we replace
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
};

/**
 * Text for a reader as the run's language sets it: French with its no-break space before « : ; ? ! » and inside
 * the guillemets (the words' `frenchTypography`, the web app's rule too); English as it is. The catalogs are
 * written with plain spaces: the typography is set here, where a line is printed.
 */
export const typeset = (text: string): string => (cliLang() === "fr" ? frenchTypography(text) : text);

/**
 * Writes text for a reader that ends with a line end to standard output, typeset in the run's language. All
 * output goes through effect's `Console` (a single-argument `console.log` prints its text as is), so tests can
 * capture it.
 */
export const writeOut = (text: string): Effect.Effect<void> => writeData(typeset(text));

/**
 * Writes data that ends with a line end to standard output as it is: JSON, a log, PBN or LIN, HTML, CSV (no
 * typography, whatever the language).
 */
export const writeData = (text: string): Effect.Effect<void> =>
  Console.log(text.endsWith("\n") ? text.slice(0, -1) : text);

/** One line for a reader on standard output, typeset in the run's language. */
export const printLine = (line: string): Effect.Effect<void> => Console.log(typeset(line));

/** One line on standard error (made safe by `oneLine`), typeset in the run's language. */
export const printError = (line: string): Effect.Effect<void> => Console.error(typeset(oneLine(line)));

/**
 * The files a command reads from its arguments: each file as given, `-` standard input, and for a directory
 * every file in it whose name ends with one of `extensions` (any letter case), in name order (not its
 * sub-directories). A directory without such a file is a problem (`empty`); `directories` says whether any
 * argument was a directory (a batch, even of one file).
 */
export const expandPaths = (
  paths: readonly string[],
  extensions: readonly string[] = [".jsonl"],
  kind = "*.jsonl log",
) =>
  Effect.gen(function* () {
    const fs = yield* FileSystem.FileSystem;
    const files: string[] = [];
    const empty: string[] = [];
    let directories = false;
    const wanted = (n: string) => extensions.some((e) => n.toLowerCase().endsWith(e));
    for (const path of paths) {
      const info = path === STDIN ? undefined : yield* Effect.result(fs.stat(path));
      if (info?._tag === "Success" && info.success.type === "Directory") {
        directories = true;
        const names = yield* Effect.result(fs.readDirectory(path));
        const found = names._tag === "Success" ? names.success.filter(wanted).sort() : [];
        const games =
          names._tag === "Success" && !extensions.includes(".pbn")
            ? names.success.filter((n) => /\.(pbn|lin)$/i.test(n)).length
            : 0;
        if (found.length === 0)
          empty.push(
            games > 0
              ? t("noLogsButGames", { path, kind, n: games, quoted: shellQuote(path) })
              : t("noLogs", { path, kind }),
          );
        files.push(...found.map((n) => join(path, n)));
      } else files.push(path);
    }
    return { files, empty, directories };
  });

/**
 * The logs to read: each file as given, every `*.jsonl` of a directory (in name order), `-` standard input.
 * A directory without logs is a problem.
 */
export const expandLogPaths = (paths: readonly string[]) => expandPaths(paths);

/** The first line that is not blank, a leading byte order mark dropped. */
const firstLine = (text: string): string => {
  for (const line of text.replace(/^\uFEFF/, "").split("\n")) if (line.trim() !== "") return line.trim();
  return "";
};

/**
 * A PBN or LIN file given where a board log is read (`score game.pbn`): the problem to say instead of "not
 * valid JSON", with the command that makes logs of it. A file whose first line is a JSON object is a log,
 * whatever its name; otherwise a `.pbn` or `.lin` name, or a first line such as PBN's `[Event "…"]` or `%`
 * and LIN's `pn|…`, says which it is.
 */
export const foreignFormat = (name: string, text: string): string | undefined => {
  const first = firstLine(text);
  if (first.startsWith("{")) return undefined;
  const lower = name.toLowerCase();
  const format =
    lower.endsWith(".pbn") || /^(%|\[[A-Za-z][A-Za-z0-9_]*\s+")/.test(first)
      ? "PBN"
      : lower.endsWith(".lin") || /^[a-z]{2}\|/.test(first)
        ? "LIN"
        : undefined;
  if (format === undefined) return undefined;
  const file = name === "<stdin>" ? "FILE" : shellQuote(name);
  return t("notABoardLog", { format, file });
};
