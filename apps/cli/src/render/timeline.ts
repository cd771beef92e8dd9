import { isEnvelopeField } from "@bridgelaw/log";
import { type BoardReplay, describeRecord } from "@bridgelaw/table";
import { standingWithWords, type WordedBoardView, withWords, wordsOf } from "@bridgelaw/words";
import { cliLang, inEnglish } from "../lang.ts";
import { ref, t } from "../texts.ts";
import { describe } from "../words.ts";
import { resultLines } from "./result.ts";
import { renderScores } from "./scores.ts";
import { standingResult } from "./standing.ts";

/**
 * One event as `describeRecord` of `@bridgelaw/table` writes it (`CallMade S 1NT`, `OptionChosen S law=27A1
 * option=refuse`), in the run's language: in French its type in words ("Déclaration S 1SA"), the seat's letter,
 * the call and the card in the French notation; the other fields as the log names them (`law=27A1`).
 */
export const recordWords = (record: Readonly<Record<string, unknown>>): string => {
  const lang = cliLang();
  if (lang === "en") return describeRecord(record);
  const words = wordsOf(lang);
  const fields = Object.entries(record)
    .filter(([k]) => k !== "type" && !isEnvelopeField(k))
    .map(([k, v]) =>
      k === "seat"
        ? seatLetter(String(v))
        : k === "call" && typeof v === "string"
          ? words.call(v)
          : k === "card" && typeof v === "string"
            ? words.card(v)
            : `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`,
    );
  return `${t("eventType", { type: String(record.type) })} ${fields.join(" ")}`.trim();
};

/** A seat's letter in the run's language: N E S W, in French N E S O. */
const seatLetter = (seat: string): string => (seat === "W" && cliLang() === "fr" ? "O" : seat);

/** One event as the Director reads it: its type, then its fields (`CallMade S 1NT`, `OptionChosen S 27A1 refuse`). */
export const describeEvent = (record: Readonly<Record<string, unknown>>): string => {
  const by = typeof record.by === "string" ? t("eventBy", { by: record.by }) : "";
  const at = typeof record.at === "string" ? t("eventAt", { at: record.at }) : "";
  return `${recordWords(record)}${by}${at}`;
};

/** The audit entries of a replay by the log position of the event that caused them. */
const derivedByPosition = (
  audit: WordedBoardView["audit"],
): Map<number, WordedBoardView["audit"][number][]> => {
  const byPosition = new Map<number, WordedBoardView["audit"][number][]>();
  for (const a of audit) {
    const list = byPosition.get(a.position) ?? [];
    list.push(a);
    byPosition.set(a.position, list);
  }
  return byPosition;
};

export interface TimelineOptions {
  /** A line printed first (`--until`: where the board stops). */
  readonly title?: string;
}

/**
 * `bridgelaw audit`: the timeline of a board: each event in log order, then what the Law derived from it
 * (the audit entries caused by that event, each with its Law id). Each event is numbered by its position;
 * its line in the file follows in parentheses when the two differ (blank or header lines). Then what is open,
 * the result (the table result as it stands, the score that applies with its mark and why: the board's
 * standing), and the score at every stage when anything beyond the table score happened.
 */
export const renderTimeline = (replay: BoardReplay, options: TimelineOptions = {}): string => {
  const byPosition = derivedByPosition(withWords(replay.view, cliLang()).audit);
  const labels = replay.lines.map((line, i) =>
    line.line === i + 1 ? `${i + 1}` : t("eventLine", { position: i + 1, line: line.line }),
  );
  const width = Math.max(1, ...labels.map((l) => l.length));
  const out: string[] = options.title === undefined ? [] : [options.title, ""];
  replay.lines.forEach((line, i) => {
    out.push(`${labels[i]!.padStart(width)}  ${describeEvent(line.record)}`);
    for (const d of byPosition.get(i + 1) ?? [])
      out.push(`${" ".repeat(width)}${t("derived", { ref: ref(d.law), text: d.text })}`);
  });
  const open = [
    ...replay.view.pending.map((p) =>
      t("optionPending", { seat: p.seat, ref: ref(p.law), options: p.options.join(" | ") }),
    ),
    ...replay.view.rulingsNeeded.map((r) =>
      t("rulingNeeded", { ref: ref(r.law), position: r.position, text: describe(r) }),
    ),
  ];
  if (open.length > 0) out.push("", ...open);
  const result = resultLines(replay.view, false);
  if (result.length > 0) out.push("", ...result);
  const scores = renderScores(replay.view);
  if (scores !== "") out.push("", scores);
  return `${out.join("\n")}\n`;
};

/**
 * `bridgelaw audit --json`: the audit trail as one JSON object: each event with its position, its line in the
 * file, the record as logged and what the Laws derived from it (`law`, `text`); then what is open (`pending`,
 * `rulingsNeeded`) and the board's result and score at every stage from its standing (`result`: the table
 * result as it stands, corrected with what was recorded, and the score that applies with its mark and why;
 * `standing`, with its words), `scores`, `appeals`, `penalties`; `error`, the first bad line, when the log has one.
 */
export const auditJson = (
  replay: BoardReplay,
  options: { readonly file: string; readonly until?: number },
): Record<string, unknown> => inEnglish(() => auditJsonOf(replay, options));

const auditJsonOf = (
  replay: BoardReplay,
  options: { readonly file: string; readonly until?: number },
): Record<string, unknown> => {
  const view = withWords(replay.view);
  const byPosition = derivedByPosition(view.audit);
  const positions = new Set(replay.lines.map((_, i) => i + 1));
  return {
    format: 1,
    file: options.file,
    until: options.until ?? null,
    board: view.board,
    phase: view.phase,
    events: replay.lines.map((line, i) => ({
      position: i + 1,
      line: line.line,
      type: String(line.record.type),
      event: line.record,
      derived: byPosition.get(i + 1) ?? [],
    })),
    // consequences not caused by one event of the log (none today: kept so that nothing is ever dropped)
    unplaced: view.audit.filter((a) => !positions.has(a.position)),
    pending: view.pending,
    rulingsNeeded: view.rulingsNeeded,
    // the table result as it stands (79C: the corrected one, `recorded` beside it) and the score that applies,
    // its mark and why: all from the board's standing
    result: standingResult(view.standing),
    standing: standingWithWords(view.standing),
    scores: view.scores,
    appeals: view.appeals,
    penalties: view.penalties,
    // a refusal of the Laws in words (its data is in the log error), any other error as it reads
    error:
      replay.error === undefined
        ? null
        : {
            line: replay.error.line,
            reason: "refusal" in replay.error ? describe(replay.error.refusal) : replay.error.reason,
          },
  };
};
