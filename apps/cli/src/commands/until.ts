import { type BoardReplay, readLog, replayLines } from "@bridgelaw/table";
import { Flag } from "effect/cli";
import { describeEvent } from "../render/timeline.ts";
import { t } from "../texts.ts";

/**
 * `--until N` of `replay` and `audit`: the board as it stood after the event on line N of the log file (the
 * line number an editor shows: blank lines and any header line count, so it is the event's position only
 * when the file has neither).
 */
export const untilFlag = Flag.Int("until").pipe(
  Flag.withMetavar("N"),
  Flag.withDescription(
    "the board as it stood after the event on line N of the log file (the line number an editor shows); later events are not applied",
  ),
  Flag.optional,
);

/** The last line of the log that holds an event or an error (where `--until` can stop at most). */
const lastLine = (text: string): number => {
  const decoded = readLog(text);
  return Math.max(decoded.lines.at(-1)?.line ?? 0, decoded.error?.line ?? 0);
};

/**
 * Replays the events on lines 1 … `until` of a log. An error on a later line is not reached; an error on an
 * earlier one stops the replay there as usual. Gives a one-line refusal when `until` is not a line of the log.
 */
export const replayUntil = (
  name: string,
  text: string,
  until: number,
): { readonly replay: BoardReplay } | { readonly refused: string } => {
  const last = lastLine(text);
  if (until < 1 || until > last) {
    return {
      refused: t("untilNotALine", { name, until: String(until), last: String(last) }),
    };
  }
  const decoded = readLog(text);
  const lines = decoded.lines.filter((l) => l.line <= until);
  const error = decoded.error !== undefined && decoded.error.line <= until ? decoded.error : undefined;
  return { replay: replayLines(lines, error) };
};

/**
 * The first line of a board printed `--until N`: `As it stood after line 8 (event 8: DirectorRuled law=23A
 * answer=not-comparable); 5 later events not applied`.
 */
export const untilTitle = (replay: BoardReplay, until: number, total: number): string => {
  const last = replay.lines.at(-1);
  const later = total - replay.lines.length;
  return t("untilTitle", {
    until,
    position: last === undefined ? "absent" : String(replay.lines.length),
    event: last === undefined ? "" : describeEvent(last.record),
    later,
  });
};

/** How many events a log has (its decodable lines). */
export const eventCount = (text: string): number => readLog(text).lines.length;
