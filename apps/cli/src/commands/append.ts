import { appendJsonLines } from "@bridgelaw/log";
import { Effect, FileSystem, Path } from "effect";
import { readFailureReason } from "../io.ts";
import { t } from "../texts.ts";
import { describeLogError } from "../words.ts";

/**
 * Appending facts to a board log without touching what is already there: the existing text is kept byte for
 * byte and the new lines are added after it. The new lines come from `appendJsonLines` of `@bridgelaw/log`:
 * it reads the log strictly, verifies its chain (and the head it was seen to have, when given) and refuses a
 * broken one, and seals the new records when the log is sealed, so the seal's format is the library's.
 */
export type Appended =
  | {
      readonly ok: true;
      /** The whole new text: the log as it was, then the new lines. */
      readonly text: string;
      readonly lines: readonly string[];
      readonly sealed: boolean;
      /** The log's new head, when it is sealed. */
      readonly head?: string;
    }
  | { readonly ok: false; readonly reason: string };

/** The log's text with `records` appended (see `Appended`); `head`: the head the log must end at now. */
export const appendRecords = (
  name: string,
  text: string,
  records: readonly Record<string, unknown>[],
  head?: string,
): Appended => {
  const out = appendJsonLines(text, records, head === undefined ? {} : { head });
  if (!out.ok) {
    const e = out.error;
    const what =
      e._tag === "ChainBroken"
        ? t("chainBrokenAt", { position: e.position, line: e.line, reason: e.reason })
        : describeLogError(e);
    return { ok: false, reason: t("errAppendBroken", { name, what }) };
  }
  return {
    ok: true,
    text: text + out.text,
    lines: out.text.split("\n").filter((l) => l !== ""),
    sealed: out.sealed,
    ...(out.head !== undefined && { head: out.head }),
  };
};

/**
 * Writes `text` to `target` through a temporary file in the same directory, then renames it over the target,
 * so a reader sees the old log or the new one, never half of one. `expected` is the log as it was read: if the
 * file changed since (another recorder appended meanwhile), nothing is written.
 */
export const writeAtomically = (target: string, expected: string, text: string) =>
  Effect.gen(function* () {
    const fs = yield* FileSystem.FileSystem;
    const path = yield* Path.Path;
    const tmp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
    yield* fs.writeFileString(tmp, text);
    const now = yield* fs.readFileString(target).pipe(Effect.tapError(() => Effect.ignore(fs.remove(tmp))));
    if (now !== expected) {
      yield* Effect.ignore(fs.remove(tmp));
      return yield* Effect.fail(
        `${target}: the file changed while this command ran: nothing written (run it again)`,
      );
    }
    yield* fs.rename(tmp, target).pipe(Effect.tapError(() => Effect.ignore(fs.remove(tmp))));
  }).pipe(
    Effect.mapError((e) => (typeof e === "string" ? e : `${target}: cannot write: ${readFailureReason(e)}`)),
  );
