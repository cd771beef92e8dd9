import type { LogLine } from "@bridgelaw/log";
import { chainBroken, encodeJsonLines, seal, verify } from "@bridgelaw/log";
import { Effect, FileSystem, Path } from "effect";
import { readFailureReason } from "../io.ts";

/**
 * Appending facts to a board log without touching what is already there: the existing text is kept byte for
 * byte and the new lines are added after it. A sealed log stays sealed: its chain is verified first (a broken
 * one is refused) and the new records are sealed by `@bridgelaw/log` (`seal`), never by hand.
 */
export type Appended =
  | { readonly ok: true; readonly text: string; readonly lines: readonly string[]; readonly sealed: boolean }
  | { readonly ok: false; readonly reason: string };

/**
 * The log's text with `records` appended, one JSON line each. Sealed: the chain of the existing records must
 * verify, and the new lines carry the seals that `seal` gives the whole log (the existing lines are not
 * rewritten: sealing a sealed log gives the same records). Unsealed: the records as they are.
 */
export const appendRecords = (
  name: string,
  text: string,
  lines: readonly LogLine<unknown>[],
  records: readonly Record<string, unknown>[],
): Appended => {
  const existing = lines.map((l) => l.record);
  const check = verify(existing);
  if (check.status === "broken") {
    const error = chainBroken(check, lines);
    return {
      ok: false,
      reason: `${name}: chain broken at position ${check.position} (line ${error.line}): ${check.reason} (nothing appended: a broken log must be looked at first)`,
    };
  }
  const sealed = check.status === "sealed";
  const added = sealed ? seal([...existing, ...records]).slice(existing.length) : records;
  // a sealed log is written as `seal` writes it (canonical JSON); an unsealed one as a person writes it
  const newLines = sealed
    ? encodeJsonLines(added).trimEnd().split("\n")
    : added.map((r) => JSON.stringify(r));
  const base = text === "" || text.endsWith("\n") ? text : `${text}\n`;
  return { ok: true, text: `${base}${newLines.join("\n")}\n`, lines: newLines, sealed };
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
