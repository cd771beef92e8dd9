import { isHash, seal } from "./chain.ts";

/**
 * A session manifest anchors many logs (the boards of a session) with one hash. It is itself a sealed JSON
 * Lines log:
 *
 * ```jsonl
 * {"type":"SessionManifest","format":1,"logs":2,"sealed":"sha256-chain/1","seq":1,"prev":"000…","hash":"…"}
 * {"type":"LogHead","log":"board-1.jsonl","head":"9c1e…","events":59,"seq":2,"prev":"…","hash":"…"}
 * {"type":"LogHead","log":"board-2.jsonl","head":"47d0…","events":61,"seq":3,"prev":"…","hash":"…"}
 * ```
 *
 * The first record says the format and how many logs follow; each `LogHead` names a log (a path relative to
 * the manifest's directory, with `/`), its head (the hash of its last record) and its number of events.
 * Any other field of a record (a board number, a table) is kept and hashed. The manifest's own head then
 * anchors every record of every log it lists: change one event anywhere and either that log's chain breaks,
 * or its head differs from the manifest's, or the manifest's chain or head does.
 */
export const MANIFEST_TYPE = "SessionManifest";
export const LOG_HEAD_TYPE = "LogHead";
export const MANIFEST_FORMAT = 1;

/** One log of a manifest: where it is, its head and its number of events (records). */
export interface LogHead {
  readonly log: string;
  readonly head: string;
  readonly events: number;
}

/**
 * The sealed records of a manifest for these logs, in the order given. `header` adds fields to the first
 * record (a session's name, a date); `extra` fields of each log are kept (a board, a table).
 */
export function makeManifest(
  logs: readonly (LogHead & Readonly<Record<string, unknown>>)[],
  header: Readonly<Record<string, unknown>> = {},
): Record<string, unknown>[] {
  return seal([
    { ...header, type: MANIFEST_TYPE, format: MANIFEST_FORMAT, logs: logs.length },
    ...logs.map((l) => ({ ...l, type: LOG_HEAD_TYPE, log: l.log, head: l.head, events: l.events })),
  ]);
}

export interface ManifestEntry extends LogHead {
  /** The 1-based position of its record in the manifest. */
  readonly position: number;
  /** The record as read (with its other fields). */
  readonly record: Readonly<Record<string, unknown>>;
}

export type ManifestRead =
  | {
      readonly ok: true;
      readonly header: Readonly<Record<string, unknown>>;
      readonly logs: readonly ManifestEntry[];
    }
  | { readonly ok: false; readonly position: number; readonly reason: string };

/**
 * Reads the records of a manifest (whose chain `verify` has checked): the first must be a `SessionManifest`
 * of format 1 whose `logs` is the number of `LogHead` records that follow; each of those must have a `log`
 * (a path, named once), a `head` (64 lower-case hex digits) and `events` (a positive integer). The first
 * record that is not so is the error, with its position.
 */
export function readManifest(records: readonly Readonly<Record<string, unknown>>[]): ManifestRead {
  const bad = (position: number, reason: string): ManifestRead => ({ ok: false, position, reason });
  const first = records[0];
  if (first === undefined) return bad(1, "not a session manifest: it has no records");
  if (first.type !== MANIFEST_TYPE) {
    return bad(1, `not a session manifest: record 1 is not of type "${MANIFEST_TYPE}"`);
  }
  if (first.format !== MANIFEST_FORMAT) {
    return bad(
      1,
      `a session manifest of format ${JSON.stringify(first.format)}: this version reads format 1`,
    );
  }
  const logs: ManifestEntry[] = [];
  const seen = new Map<string, number>();
  for (let i = 1; i < records.length; i++) {
    const r = records[i]!;
    const position = i + 1;
    if (r.type !== LOG_HEAD_TYPE)
      return bad(position, `record ${position} is not of type "${LOG_HEAD_TYPE}"`);
    if (typeof r.log !== "string" || r.log === "") return bad(position, `record ${position} has no log path`);
    if (!isHash(r.head))
      return bad(position, `record ${position} has a head that is not 64 lower-case hex digits`);
    if (typeof r.events !== "number" || !Number.isSafeInteger(r.events) || r.events < 1) {
      return bad(position, `record ${position} has an events count that is not a positive integer`);
    }
    const before = seen.get(r.log);
    if (before !== undefined)
      return bad(position, `record ${position} names ${r.log} again (record ${before})`);
    seen.set(r.log, position);
    logs.push({ log: r.log, head: r.head, events: r.events, position, record: r });
  }
  if (first.logs !== logs.length) {
    return bad(
      1,
      `record 1 says ${JSON.stringify(first.logs)} logs but the manifest lists ${logs.length}: records are missing`,
    );
  }
  return { ok: true, header: first, logs };
}
