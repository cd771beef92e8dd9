import type { RulingNeeded } from "@bridgelaw/cards";
import { SEAL_FIELDS, SEAL_MARKER_FIELD } from "@bridgelaw/log";

/**
 * The what-if branch: a copy of the log's records with events changed, removed, inserted or questions
 * answered otherwise. A branch is a new log: its records carry no seal (the chain of the original would no
 * longer verify); `bridgelaw seal` seals a saved branch.
 */
export type Rec = Readonly<Record<string, unknown>>;

const SEALS: ReadonlySet<string> = new Set([...SEAL_FIELDS, SEAL_MARKER_FIELD]);

export const unsealed = (r: Rec): Rec => Object.fromEntries(Object.entries(r).filter(([k]) => !SEALS.has(k)));

/** The branch as first made: the log's records without their seals. */
export const branchOf = (records: readonly Rec[]): Rec[] => records.map(unsealed);

/** Removes the event at `position` (1-based). */
export const removeAt = (records: readonly Rec[], position: number): Rec[] =>
  records.filter((_, i) => i !== position - 1);

/** Replaces the event at `position` (1-based). */
export const replaceAt = (records: readonly Rec[], position: number, record: Rec): Rec[] =>
  records.map((r, i) => (i === position - 1 ? unsealed(record) : r));

/** Inserts an event after `position` (0: first). */
export const insertAfter = (records: readonly Rec[], position: number, record: Rec): Rec[] => [
  ...records.slice(0, position),
  unsealed(record),
  ...records.slice(position),
];

/** The Director's answer to a question, as the log records it (`DirectorRuled`, design §3). */
export interface Answer {
  readonly answer?: string;
  readonly tricks?: number;
  readonly text?: string;
}

const sameQuestion = (r: Rec, q: RulingNeeded): boolean =>
  r.type === "DirectorRuled" &&
  typeof r.law === "string" &&
  (r.law === q.law || r.law.startsWith(q.law) || q.law.startsWith(r.law)) &&
  (r.about === undefined || r.about === q.position);

/**
 * Answers a question open after `step` otherwise: the `DirectorRuled` that answered it later in the log is
 * replaced in place; when the log never answered it, the answer is inserted right after `step`.
 */
export const answerQuestion = (
  records: readonly Rec[],
  step: number,
  q: RulingNeeded,
  a: Answer,
): { records: Rec[]; position: number } => {
  const ruled: Rec = {
    type: "DirectorRuled",
    law: q.law,
    about: q.position,
    ...(a.answer !== undefined && a.answer !== "" && { answer: a.answer }),
    ...(a.tricks !== undefined && Number.isFinite(a.tricks) && { tricks: a.tricks }),
    ...(a.text !== undefined && a.text !== "" && { text: a.text }),
  };
  const later = records.findIndex((r, i) => i >= step && sameQuestion(r, q));
  if (later >= 0) {
    const old = records[later]!;
    const keep = { ...ruled, law: old.law, ...(typeof old.at === "string" && { at: old.at }) };
    return { records: replaceAt(records, later + 1, keep), position: later + 1 };
  }
  return { records: insertAfter(records, step, ruled), position: step + 1 };
};

/** A player's choice of another option (`OptionChosen`), replacing the choice the log records later, if any. */
export const chooseOption = (
  records: readonly Rec[],
  step: number,
  choice: { readonly seat: string; readonly law: string; readonly option: string },
): { records: Rec[]; position: number } => {
  const chosen: Rec = { type: "OptionChosen", ...choice };
  const later = records.findIndex(
    (r, i) => i >= step && r.type === "OptionChosen" && r.law === choice.law && r.seat === choice.seat,
  );
  if (later >= 0) return { records: replaceAt(records, later + 1, chosen), position: later + 1 };
  return { records: insertAfter(records, step, chosen), position: step + 1 };
};
