import { type ChainFault, chainBroken, type DecodedLog, type LogError, verify } from "@bridgelaw/log";
import { type BoardReplay, readLog, replayLines, type TableEvent } from "@bridgelaw/table";

/** Where a log came from: what the share link can point back to. */
export type LogSource =
  | { readonly kind: "file" }
  | { readonly kind: "example"; readonly path: string }
  | { readonly kind: "url"; readonly url: string }
  | { readonly kind: "link" }
  | { readonly kind: "server"; readonly board: string }
  | { readonly kind: "branch"; readonly of: string };

/**
 * The log's seal as `verify` of `@bridgelaw/log` finds it (the hash chain is the package's, never checked
 * here): sealed with its head (the last record's hash, what a Director publishes), not sealed, or broken at a
 * line of the file (`chainBroken` names the line). A sealed log with a line that cannot be read is broken
 * there: the chain cannot be checked past it.
 */
export type SealCheck =
  | { readonly status: "sealed"; readonly head: string; readonly count: number }
  | { readonly status: "unsealed" }
  | {
      readonly status: "broken";
      readonly line: number;
      readonly reason: string;
      /** The chain's fault as data, when the chain itself breaks (the page words it in its language). */
      readonly fault?: ChainFault;
      /** The line that cannot be read, when that is where the check stops (the page words it in its language). */
      readonly unreadable?: LogError;
    };

export const sealOf = (decoded: DecodedLog<TableEvent>): SealCheck => {
  const v = verify(decoded.lines.map((l) => l.record));
  if (v.status === "broken")
    return { status: "broken", line: chainBroken(v, decoded.lines).line, reason: v.reason, fault: v.fault };
  if (v.status === "unsealed") return { status: "unsealed" };
  if (decoded.error !== undefined)
    return {
      status: "broken",
      line: decoded.error.line,
      reason: `the line cannot be read (${decoded.error.reason}), so the chain cannot be checked past it`,
      unreadable: decoded.error,
    };
  return { status: "sealed", head: v.head, count: v.count };
};

/** A board log as opened: its text, its decoded lines (up to the first bad one), its seal and its full replay. */
export interface OpenedLog {
  readonly name: string;
  readonly text: string;
  readonly source: LogSource;
  readonly decoded: DecodedLog<TableEvent>;
  readonly seal: SealCheck;
  readonly replay: BoardReplay;
}

export const openLog = (name: string, text: string, source: LogSource): OpenedLog => {
  const decoded = readLog(text);
  return {
    name,
    text,
    source,
    decoded,
    seal: sealOf(decoded),
    replay: replayLines(decoded.lines, decoded.error),
  };
};

/** The number of steps: one per event read. Step k is the board after the first k events. */
export const stepCount = (log: OpenedLog): number => log.decoded.lines.length;

/** The board after the first `step` events (the replay of the packages: nothing is derived here). */
export const replayAt = (log: OpenedLog, step: number): BoardReplay =>
  step >= log.decoded.lines.length ? log.replay : replayLines(log.decoded.lines.slice(0, step));

/** The raw records of the log, as read (envelope fields kept). */
export const recordsOf = (log: OpenedLog): readonly Readonly<Record<string, unknown>>[] =>
  log.decoded.lines.map((l) => l.record);

/** Records back to JSON Lines, one object a line. */
export const toJsonLines = (records: readonly Readonly<Record<string, unknown>>[]): string =>
  records.map((r) => JSON.stringify(r)).join("\n") + (records.length > 0 ? "\n" : "");

/**
 * Where stepping by trick stops: the step of each trick's last card (the trick complete on the table), from
 * the log's whole play, in order.
 */
export const trickStops = (
  tricks: readonly { readonly cards: readonly { readonly position: number }[] }[],
): number[] => tricks.flatMap((t) => (t.cards.length === 0 ? [] : [t.cards[t.cards.length - 1]!.position]));

/**
 * The step one trick on from `step` (the next trick complete), or back (the trick before complete; before the
 * opening lead once back past the first trick); null when there is none that way.
 */
export const trickStep = (
  stops: readonly number[],
  firstCard: number | null,
  step: number,
  way: 1 | -1,
): number | null => {
  if (way === 1) return stops.find((s) => s > step) ?? null;
  const back = [...stops].reverse().find((s) => s < step);
  if (back !== undefined) return back;
  return firstCard !== null && step >= firstCard ? firstCard - 1 : null;
};
