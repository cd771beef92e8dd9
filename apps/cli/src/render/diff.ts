import { canonicalJson, SEAL_FIELDS, SEAL_MARKER_FIELD } from "@bridgelaw/log";
import type { BoardReplay, BoardView } from "@bridgelaw/table";
import { pendingLines, rulingLines } from "./attention.ts";
import { resultLine, scoreLine } from "./result.ts";
import { stageScoreText } from "./scores.ts";
import { contractDisplay, seatName } from "./text.ts";
import { describeEvent } from "./timeline.ts";

/** One side of the place where two logs part: the event at that position, or none (the log ended). */
export interface PartingEvent {
  readonly line: number;
  readonly record: Readonly<Record<string, unknown>>;
}

/** One aspect of the derived board, as text, in each log. */
export interface DerivedDifference {
  readonly aspect: string;
  readonly a: readonly string[];
  readonly b: readonly string[];
}

/** What `bridgelaw diff A B` finds: where the logs part, and how what the Laws derive from them differs. */
export interface BoardDiff {
  readonly board: number | null;
  readonly events: { readonly a: number; readonly b: number };
  /** The first position whose events differ (null when one log is the other, or both are the same). */
  readonly parting: {
    readonly position: number;
    readonly a: PartingEvent | null;
    readonly b: PartingEvent | null;
    /** True when the two events differ only in `at`, `by` or `note`. */
    readonly envelopeOnly: boolean;
  } | null;
  /** The aspects of the derived board that differ, each in both logs. */
  readonly derived: readonly DerivedDifference[];
  /** The aspects that are the same in both. */
  readonly same: readonly string[];
  /** Consequences (audit entries) derived in one log and not the other, from the parting position on. */
  readonly audit: {
    readonly onlyA: readonly { readonly position: number; readonly law: string; readonly text: string }[];
    readonly onlyB: readonly { readonly position: number; readonly law: string; readonly text: string }[];
  };
}

/** Why two logs cannot be compared: they are not the same board (board number or deal). */
export const notSameBoard = (a: BoardView, b: BoardView): string | null => {
  if (a.board === b.board && a.deal === b.deal) return null;
  const what = a.board !== b.board ? "board number" : "deal";
  return `not the same board (the ${what} differs): A is board ${a.board ?? "?"} (${a.deal ?? "no deal"}), B is board ${b.board ?? "?"} (${b.deal ?? "no deal"})`;
};

const SEALS: ReadonlySet<string> = new Set([...SEAL_FIELDS, SEAL_MARKER_FIELD]);
const ENVELOPE: ReadonlySet<string> = new Set(["at", "by", "note"]);

/** A record as compared: every field but the seal and its marker (a sealed and an unsealed copy of a log are the same). */
const fact = (record: Readonly<Record<string, unknown>>, drop: ReadonlySet<string>): string =>
  canonicalJson(Object.fromEntries(Object.entries(record).filter(([k]) => !SEALS.has(k) && !drop.has(k))));

const NONE = new Set<string>();

/** The board's result as a line: `4♠ by South, 10 tricks, made: NS +420, EW -420`. */
const resultText = (v: BoardView): string[] =>
  v.result === null ? ["none yet"] : [`${resultLine(v.result)}: ${scoreLine(v.result.score)}`];

const STAGES = { table: "at the table", ruled: "as ruled", appeal: "on appeal" } as const;

/** The aspects of a view that a committee compares, each as lines of text. */
const aspects = (v: BoardView): readonly [string, string[]][] => [
  ["phase", [v.phase]],
  [
    "contract",
    [
      v.contract === null
        ? "none"
        : `${contractDisplay(v.contract)}${v.declarer ? ` by ${seatName(v.declarer)}` : ""}`,
    ],
  ],
  ["tricks (after Law 64 and any adjustment)", [`NS ${v.finalTricks.NS}, EW ${v.finalTricks.EW}`]],
  ["result at the table", resultText(v)],
  [
    "score as ruled",
    v.scores.ruled === null
      ? ["no ruling"]
      : [`Law ${v.scores.ruled.law}: ${stageScoreText(v.scores.ruled)}`],
  ],
  [
    "score on appeal",
    v.scores.appeal === null
      ? ["no decision"]
      : [`Law ${v.scores.appeal.law} (${v.scores.appeal.decision}): ${stageScoreText(v.scores.appeal)}`],
  ],
  [
    "score that applies",
    v.scores.applied === null || v.scores.NS === null || v.scores.EW === null
      ? ["none yet"]
      : [
          `${STAGES[v.scores.applied]} (Laws ${v.scores.laws.join(", ")}): ${stageScoreText({ NS: v.scores.NS, EW: v.scores.EW })}`,
        ],
  ],
  ["options pending", pendingLines(v).length === 0 ? ["none"] : pendingLines(v)],
  ["rulings needed", rulingLines(v).length === 0 ? ["none"] : rulingLines(v)],
  [
    "penalties",
    v.penalties.length === 0
      ? ["none"]
      : v.penalties.map(
          (p) => `position ${p.position}, Law ${p.law}: ${p.side} ${p.amount} ${p.unit}, ${p.status}`,
        ),
  ],
  [
    "appeals",
    v.appeals.length === 0
      ? ["none"]
      : v.appeals.map((a) => `position ${a.position}, ${a.side}: ${a.status} (Law ${a.law})`),
  ],
];

/**
 * Compares two replayed logs of one board: the first position where their events differ (seals aside), and
 * every aspect of the derived board that differs (result, each stage of the score and which applies, what
 * is open, penalties, appeals), with the consequences derived in one and not the other. Both logs must be
 * of the same board (`notSameBoard`).
 */
export const diffBoards = (a: BoardReplay, b: BoardReplay): BoardDiff => {
  const n = Math.max(a.lines.length, b.lines.length);
  let parting: BoardDiff["parting"] = null;
  for (let i = 0; i < n; i += 1) {
    const x = a.lines[i];
    const y = b.lines[i];
    if (x !== undefined && y !== undefined && fact(x.record, NONE) === fact(y.record, NONE)) continue;
    parting = {
      position: i + 1,
      a: x === undefined ? null : { line: x.line, record: x.record },
      b: y === undefined ? null : { line: y.line, record: y.record },
      envelopeOnly:
        x !== undefined && y !== undefined && fact(x.record, ENVELOPE) === fact(y.record, ENVELOPE),
    };
    break;
  }
  const derived: DerivedDifference[] = [];
  const same: string[] = [];
  const bAspects = new Map(aspects(b.view));
  for (const [aspect, av] of aspects(a.view)) {
    const bv = bAspects.get(aspect) ?? [];
    if (av.join("\n") === bv.join("\n")) same.push(aspect);
    else derived.push({ aspect, a: av, b: bv });
  }
  const from = parting?.position ?? n + 1;
  const key = (e: { position: number; law: string; text: string }) =>
    `${e.position}\u0000${e.law}\u0000${e.text}`;
  const entries = (v: BoardView) =>
    v.audit
      .filter((e) => e.position >= from)
      .map((e) => ({ position: e.position, law: e.law, text: e.text }));
  const aKeys = new Set(entries(a.view).map(key));
  const bKeys = new Set(entries(b.view).map(key));
  return {
    board: a.view.board,
    events: { a: a.lines.length, b: b.lines.length },
    parting,
    derived,
    same,
    audit: {
      onlyA: entries(a.view).filter((e) => !bKeys.has(key(e))),
      onlyB: entries(b.view).filter((e) => !aKeys.has(key(e))),
    },
  };
};

const eventLine = (label: string, position: number, e: PartingEvent | null): string =>
  e === null
    ? `  ${label}  (no event at position ${position}: the log ends)`
    : `  ${label}  ${position}${e.line === position ? "" : ` (line ${e.line})`}  ${describeEvent(e.record)}`;

/** `bridgelaw diff` as text: the two logs, where they part, what differs in the board derived from each. */
export const renderDiff = (d: BoardDiff, names: { readonly a: string; readonly b: string }): string => {
  const out = [`A: ${names.a} (${d.events.a} events)`, `B: ${names.b} (${d.events.b} events)`, ""];
  const p = d.parting;
  if (p === null) out.push(`Board ${d.board}: the two logs record the same events (seals aside).`);
  else {
    const agreed = p.position - 1;
    out.push(
      p.a === null
        ? `Board ${d.board}: B continues A: the ${agreed} events of A are the first of B, which goes on at position ${p.position}:`
        : p.b === null
          ? `Board ${d.board}: A continues B: the ${agreed} events of B are the first of A, which goes on at position ${p.position}:`
          : agreed === 0
            ? `Board ${d.board}: the logs part at their first event:`
            : `Board ${d.board}: the logs agree on events 1 to ${agreed} and part at position ${p.position}:`,
    );
    out.push(eventLine("A", p.position, p.a), eventLine("B", p.position, p.b));
    if (p.envelopeOnly) out.push("  (the same event: only its time, recorder or note differ)");
    const restA = d.events.a - p.position;
    const restB = d.events.b - p.position;
    if (restA > 0 || restB > 0)
      out.push(`  after it: A has ${Math.max(0, restA)} more events, B has ${Math.max(0, restB)} more`);
  }
  out.push("");
  if (d.derived.length === 0) out.push("The board derived from each is the same.");
  else {
    out.push("What the Laws derive differently");
    for (const x of d.derived) {
      out.push(`  ${x.aspect}:`);
      for (const l of x.a) out.push(`    A  ${l}`);
      for (const l of x.b) out.push(`    B  ${l}`);
    }
  }
  if (d.audit.onlyA.length > 0 || d.audit.onlyB.length > 0) {
    out.push("", "Consequences derived in one log only (position, Law, consequence)");
    for (const e of d.audit.onlyA) out.push(`  A  ${e.position}  Law ${e.law}: ${e.text}`);
    for (const e of d.audit.onlyB) out.push(`  B  ${e.position}  Law ${e.law}: ${e.text}`);
  }
  if (d.same.length > 0 && d.derived.length > 0) out.push("", `The same in both: ${d.same.join(", ")}.`);
  return `${out.join("\n")}\n`;
};
