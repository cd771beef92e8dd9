import type { RulingNeeded } from "@bridgelaw/cards";
import { SEAL_FIELDS, SEAL_MARKER_FIELD } from "@bridgelaw/log";
import type { BoardReplay } from "@bridgelaw/table";
import { describeLogError } from "../ui/lang.ts";

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

/** The Director's answer to a question, as the log records it (`DirectorRuled`). */
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

/** Ends the branch after `position` (1-based): the events after it are dropped. */
export const endAfter = (records: readonly Rec[], position: number): Rec[] => records.slice(0, position);

const keyOf = (r: Rec): string => JSON.stringify(unsealed(r));

/**
 * For each event of the branch, the position in the log of the same event kept unchanged (null: changed or
 * inserted): the longest common subsequence of the two lists of events (seals left aside).
 */
export const originsOf = (log: readonly Rec[], branch: readonly Rec[]): (number | null)[] => {
  const a = log.map(keyOf);
  const b = branch.map(keyOf);
  const n = a.length;
  const m = b.length;
  // lcs[i][j]: the longest common subsequence of a[i..] and b[j..]
  const lcs: Uint16Array[] = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i -= 1)
    for (let j = m - 1; j >= 0; j -= 1)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const origins: (number | null)[] = new Array(m).fill(null);
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      origins[j] = i + 1;
      i += 1;
      j += 1;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) i += 1;
    else j += 1;
  }
  return origins;
};

/** The first position (1-based) at which the branch differs from the log, or null when it does not. */
export const firstChange = (origins: readonly (number | null)[], logLength: number): number | null => {
  const i = origins.findIndex((o, k) => o !== k + 1);
  if (i >= 0) return i + 1;
  return origins.length < logLength ? origins.length + 1 : null;
};

/** What a replay makes of the event at a position: irregular (with the Law), refused, or plain. */
export type EventReading =
  | { readonly kind: "refused"; readonly reason: string }
  | {
      readonly kind: "call";
      readonly seat: string;
      readonly call: string;
      readonly status: string;
      readonly law?: string;
    }
  | { readonly kind: "card"; readonly seat: string; readonly card: string; readonly law: string }
  | { readonly kind: "question"; readonly law: string }
  | { readonly kind: "option"; readonly seat: string; readonly law: string }
  | null;

/** The replay's reading of the event at `position`: the view's irregular call, card, question or option there. */
export const readingAt = (replay: BoardReplay, position: number): EventReading => {
  const { view, error } = replay;
  if (error !== undefined && error._tag === "EventRejected" && error.position === position)
    return { kind: "refused", reason: describeLogError(error) };
  const call = view.auction.calls.find(
    (c) => c.position === position && (c.law !== undefined || c.status !== "standing"),
  );
  if (call !== undefined)
    return {
      kind: "call",
      seat: call.seat,
      call: call.call,
      status: call.status,
      ...(call.law !== undefined && { law: call.law }),
    };
  const card =
    view.irregularPlays.find((p) => p.position === position) ??
    view.tricks.flatMap((t) => t.cards).find((c) => c.position === position && c.law !== undefined) ??
    view.revokes.find((r) => r.position === position);
  if (card !== undefined)
    return {
      kind: "card",
      seat: "offender" in card ? card.offender : card.seat,
      card: card.card,
      law: card.law ?? "",
    };
  const q = view.rulingsNeeded.find((r) => r.position === position);
  if (q !== undefined) return { kind: "question", law: q.law };
  const o = view.pending.find((p) => p.about === position);
  if (o !== undefined) return { kind: "option", seat: o.seat, law: o.law };
  return null;
};

/**
 * Where a branch stops making sense: the first event after the change, kept from the log, that the branch's
 * replay refuses or finds irregular (a call out of rotation, a lead out of turn, a card not held, a new
 * question) where the log's replay found it regular. The events from there on were made for the board as
 * logged, not for the branch; null when every later event still fits.
 */
export interface BranchStop {
  /** The event's position in the branch (1-based). */
  readonly position: number;
  /** Its position in the log. */
  readonly origin: number;
  readonly reading: Exclude<EventReading, null>;
}

export const branchStop = (
  log: BoardReplay,
  logRecords: readonly Rec[],
  branch: BoardReplay,
  branchRecords: readonly Rec[],
): BranchStop | null => {
  const origins = originsOf(logRecords, branchRecords);
  const from = firstChange(origins, logRecords.length);
  if (from === null) return null;
  const stopAt = branch.error?._tag === "EventRejected" ? branch.error.position : branchRecords.length;
  for (let q = from + 1; q <= Math.min(stopAt, branchRecords.length); q += 1) {
    const origin = origins[q - 1];
    if (origin === null || origin === undefined) continue;
    const now = readingAt(branch, q);
    if (now === null) continue;
    if (now.kind !== "refused" && readingAt(log, origin) !== null) continue;
    return { position: q, origin, reading: now };
  }
  return null;
};
