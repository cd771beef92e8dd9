import type { AuditEntry } from "@bridgelaw/cards";
import { canonicalJson, SEAL_FIELDS, SEAL_MARKER_FIELD } from "@bridgelaw/log";
import type { BoardReplay } from "./replay.ts";
import type { BoardView } from "./view.ts";

/**
 * The what-if a committee asks ("had the Director ruled otherwise"): two logs of one board compared, where
 * their facts part and how what the Laws derive from each differs. The values are the view's own (no text):
 * the CLI's `diff` prints them, the web app draws them.
 */

/** One side of the place where two logs part: the event at that position, or null (the log ended). */
export interface PartingEvent {
  /** The line of the event in its log's text. */
  readonly line: number;
  readonly record: Readonly<Record<string, unknown>>;
}

/** Where two logs part: the first position whose facts differ (seals aside). */
export interface Parting {
  readonly position: number;
  readonly a: PartingEvent | null;
  readonly b: PartingEvent | null;
  /** True when the two events differ only in `at`, `by` or `note`. */
  readonly envelopeOnly: boolean;
}

type Stage<T> = T extends null ? null : Omit<NonNullable<T>, "position">;

/** The aspects of the derived board that are compared, each as a slice of the view. */
export interface BoardAspects {
  readonly phase: BoardView["phase"];
  readonly contract: { readonly contract: string; readonly declarer: BoardView["declarer"] } | null;
  /** Tricks of each side after Law 64 transfers and any 64C adjustment. */
  readonly tricks: BoardView["finalTricks"];
  readonly transfers: BoardView["transfers"];
  readonly result: BoardView["result"];
  readonly tableScore: Stage<BoardView["scores"]["table"]> | null;
  /** 79C: the table result corrected, with what was recorded (the standing's). */
  readonly correctedScore: Stage<BoardView["standing"]["corrected"]> | null;
  /** The Director's ruling: an adjusted score, or the tricks he decided (64C, 70). */
  readonly ruledScore: Stage<BoardView["standing"]["ruled"]> | null;
  readonly appealScore: Stage<BoardView["standing"]["appeal"]> | null;
  /** The score that applies, as the standing gives it: which, each side's score, its mark and its Laws. */
  readonly appliedScore: {
    readonly applied: BoardView["standing"]["applies"];
    readonly NS: BoardView["standing"]["NS"];
    readonly EW: BoardView["standing"]["EW"];
    readonly mark: BoardView["standing"]["mark"];
    readonly laws: BoardView["standing"]["laws"];
  };
  readonly pending: BoardView["pending"];
  readonly rulingsNeeded: BoardView["rulingsNeeded"];
  readonly penalties: BoardView["penalties"];
  readonly appeals: BoardView["appeals"];
}

export type AspectId = keyof BoardAspects;

/** What each aspect is called, in the order a committee reads them. */
export const ASPECT_LABELS: Readonly<Record<AspectId, string>> = {
  phase: "phase",
  contract: "contract",
  tricks: "tricks (after Law 64 and any adjustment)",
  transfers: "trick transfers (Law 64)",
  result: "result at the table",
  tableScore: "score at the table",
  correctedScore: "score corrected (79C)",
  ruledScore: "score as ruled",
  appealScore: "score on appeal",
  appliedScore: "score that applies",
  pending: "options pending",
  rulingsNeeded: "rulings needed",
  penalties: "penalties",
  appeals: "appeals",
};

/** One aspect in both logs, and whether it is the same. */
export type AspectComparison = {
  readonly [K in AspectId]: {
    readonly id: K;
    readonly label: string;
    readonly same: boolean;
    readonly a: BoardAspects[K];
    readonly b: BoardAspects[K];
  };
}[AspectId];

/** Two logs of one board compared (`compareBoards`). */
export interface BoardComparison {
  readonly board: number | null;
  readonly events: { readonly a: number; readonly b: number };
  /** Null when both logs record the same facts. */
  readonly parting: Parting | null;
  /** Every aspect, in the order of `ASPECT_LABELS`, with `same` telling whether it differs. */
  readonly aspects: readonly AspectComparison[];
  /** Consequences (audit entries) derived in one log and not the other, from the parting position on. */
  readonly audit: { readonly onlyA: readonly AuditEntry[]; readonly onlyB: readonly AuditEntry[] };
}

const stage = <T extends { readonly position: number }>(s: T | null): Omit<T, "position"> | null => {
  if (s === null) return null;
  const { position: _, ...rest } = s;
  return rest;
};

/** The aspects of one view that a committee compares. */
export const boardAspects = (v: BoardView): BoardAspects => ({
  phase: v.phase,
  contract: v.contract === null ? null : { contract: v.contract, declarer: v.declarer },
  tricks: v.finalTricks,
  transfers: v.transfers,
  result: v.result,
  tableScore: stage(v.scores.table),
  correctedScore: stage(v.standing.corrected),
  ruledScore: stage(v.standing.ruled),
  appealScore: stage(v.standing.appeal),
  appliedScore: {
    applied: v.standing.applies,
    NS: v.standing.NS,
    EW: v.standing.EW,
    mark: v.standing.mark,
    laws: v.standing.laws,
  },
  pending: v.pending,
  rulingsNeeded: v.rulingsNeeded,
  penalties: v.penalties,
  appeals: v.appeals,
});

/** Two logs that are not of the same board, as data: what differs (board number or deal) and each side's. */
export interface NotSameBoard {
  readonly _tag: "NotSameBoard";
  readonly differs: "board" | "deal";
  readonly a: { readonly board: number | null; readonly deal: string | null };
  readonly b: { readonly board: number | null; readonly deal: string | null };
}

/** Why two logs cannot be compared: they are not the same board (board number or deal); null when they are. */
export const notSameBoard = (a: BoardView, b: BoardView): NotSameBoard | null => {
  if (a.board === b.board && a.deal === b.deal) return null;
  return {
    _tag: "NotSameBoard",
    differs: a.board !== b.board ? "board" : "deal",
    a: { board: a.board, deal: a.deal },
    b: { board: b.board, deal: b.deal },
  };
};

const SEALS: ReadonlySet<string> = new Set([...SEAL_FIELDS, SEAL_MARKER_FIELD]);
const ENVELOPE: ReadonlySet<string> = new Set(["at", "by", "note"]);
const NONE: ReadonlySet<string> = new Set();

/** A record as compared: every field but the seal and its marker (a sealed and an unsealed copy of a log are the same). */
const fact = (record: Readonly<Record<string, unknown>>, drop: ReadonlySet<string>): string =>
  canonicalJson(Object.fromEntries(Object.entries(record).filter(([k]) => !SEALS.has(k) && !drop.has(k))));

/** The first position where two logs' records differ (seals aside), or null when they are the same. */
export const partingOf = (
  a: readonly { readonly line: number; readonly record: Readonly<Record<string, unknown>> }[],
  b: readonly { readonly line: number; readonly record: Readonly<Record<string, unknown>> }[],
): Parting | null => {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i += 1) {
    const x = a[i];
    const y = b[i];
    if (x !== undefined && y !== undefined && fact(x.record, NONE) === fact(y.record, NONE)) continue;
    return {
      position: i + 1,
      a: x === undefined ? null : { line: x.line, record: x.record },
      b: y === undefined ? null : { line: y.line, record: y.record },
      envelopeOnly:
        x !== undefined && y !== undefined && fact(x.record, ENVELOPE) === fact(y.record, ENVELOPE),
    };
  }
  return null;
};

/**
 * Compares two replayed logs of one board (check `notSameBoard` first): where their facts part, every aspect
 * of the derived board in both (result, the score at each stage and which applies, transfers, what is open,
 * penalties, appeals), and the consequences derived in one and not the other.
 */
export const compareBoards = (a: BoardReplay, b: BoardReplay): BoardComparison => {
  const parting = partingOf(a.lines, b.lines);
  const av = boardAspects(a.view);
  const bv = boardAspects(b.view);
  const aspects = (Object.keys(ASPECT_LABELS) as AspectId[]).map(
    (id) =>
      ({
        id,
        label: ASPECT_LABELS[id],
        same: canonicalJson(av[id]) === canonicalJson(bv[id]),
        a: av[id],
        b: bv[id],
      }) as AspectComparison,
  );
  const from = parting?.position ?? Math.max(a.lines.length, b.lines.length) + 1;
  // an entry is data: the same entry is the same tag, Law, position and fields
  const key = (e: AuditEntry) => canonicalJson(e);
  const entries = (v: BoardView) => v.audit.filter((e) => e.position >= from);
  const aKeys = new Set(entries(a.view).map(key));
  const bKeys = new Set(entries(b.view).map(key));
  return {
    board: a.view.board,
    events: { a: a.lines.length, b: b.lines.length },
    parting,
    aspects,
    audit: {
      onlyA: entries(a.view).filter((e) => !bKeys.has(key(e))),
      onlyB: entries(b.view).filter((e) => !aKeys.has(key(e))),
    },
  };
};
