import type { DecodedLog } from "@bridgelaw/log";
import { type BoardReplay, readLog, replayLines, type TableEvent } from "@bridgelaw/table";

/** Where a log came from: what the share link can point back to. */
export type LogSource =
  | { readonly kind: "file" }
  | { readonly kind: "example"; readonly path: string }
  | { readonly kind: "url"; readonly url: string }
  | { readonly kind: "link" }
  | { readonly kind: "server"; readonly board: string }
  | { readonly kind: "branch"; readonly of: string };

/** A board log as opened: its text, its decoded lines (up to the first bad one) and its full replay. */
export interface OpenedLog {
  readonly name: string;
  readonly text: string;
  readonly source: LogSource;
  readonly decoded: DecodedLog<TableEvent>;
  readonly replay: BoardReplay;
}

export const openLog = (name: string, text: string, source: LogSource): OpenedLog => {
  const decoded = readLog(text);
  return { name, text, source, decoded, replay: replayLines(decoded.lines, decoded.error) };
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
