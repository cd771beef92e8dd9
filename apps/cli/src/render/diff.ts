import {
  type AspectComparison,
  type BoardReplay,
  compareBoards,
  type PartingEvent,
  type Standing,
  type StandingDecision,
} from "@bridgelaw/table";
import { describe } from "../words.ts";
import { pendingLines, rulingLines } from "./attention.ts";
import { standingResultLine } from "./result.ts";
import {
  appliedScoreText,
  markText,
  resultLabel,
  resultPoints,
  stageScoreText,
  tableResultOf,
} from "./standing.ts";
import { contractDisplay, seatName } from "./text.ts";
import { describeEvent } from "./timeline.ts";

export type { PartingEvent } from "@bridgelaw/table";

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

export { notSameBoard } from "@bridgelaw/table";

/**
 * The aspects of the board's standing that `diff` compares (the table result as it stands, the Director's
 * ruling, the decision on appeal, the score that applies with its mark): each a slice of `view.standing`,
 * without the log positions (the same ruling one event later is the same ruling).
 */
const STANDING_ASPECTS = {
  tableResult: "result at the table",
  ruled: "score as ruled",
  appeal: "score on appeal",
  applied: "score that applies",
} as const;

type StandingAspect = keyof typeof STANDING_ASPECTS;

const withoutPosition = <T extends { readonly position: number }>(
  x: T | null,
): Omit<T, "position"> | null => {
  if (x === null) return null;
  const { position: _, ...rest } = x;
  return rest;
};

const standingSlice = (s: Standing, id: StandingAspect): unknown => {
  switch (id) {
    case "tableResult":
      return s.corrected === null
        ? withoutPosition(s.played)
        : { ...withoutPosition(s.corrected), recorded: withoutPosition(s.corrected.recorded) };
    case "ruled":
      return s.ruled === null
        ? null
        : {
            ...withoutPosition(s.ruled),
            ...(s.ruled.tricks !== undefined && { tricks: withoutPosition(s.ruled.tricks) }),
          };
    case "appeal":
      return s.appeal === null ? null : { ...withoutPosition(s.appeal), appealed: undefined };
    case "applied":
      return { applies: s.applies, NS: s.NS, EW: s.EW, mark: s.mark, laws: s.laws };
  }
};

const marked = (mark: string): string => (mark === "" ? "" : ` [${mark}]`);

const decisionText = (d: StandingDecision): string =>
  d.tricks !== undefined
    ? `${resultLabel(d.tricks)}: ${resultPoints(d.tricks) ?? "no score"}`
    : `${stageScoreText(d)}${marked(describe(d.mark))}`;

/** One aspect of the standing in one log, as the lines `diff` prints. */
const standingLines = (s: Standing, id: StandingAspect): string[] => {
  switch (id) {
    case "tableResult": {
      const t = tableResultOf(s);
      if (t === null) return ["none (the board was not played here, or its result is not recorded)"];
      const line = `${standingResultLine(t)}: ${resultPoints(t) ?? "no score at the table"}`;
      if (s.corrected === null) return [line];
      const r = s.corrected.recorded;
      return [
        `${line} (corrected, Law ${s.corrected.law}; recorded: ${standingResultLine(r)}: ${resultPoints(r) ?? "no score"})`,
      ];
    }
    case "ruled":
      return s.ruled === null ? ["no ruling"] : [`Law ${s.ruled.law}: ${decisionText(s.ruled)}`];
    case "appeal":
      return s.appeal === null
        ? ["no decision"]
        : [`Law ${s.appeal.law} (${s.appeal.decision}): ${decisionText(s.appeal)}`];
    case "applied":
      return s.applies === null
        ? ["none yet"]
        : [`${STAGES[s.applies]} (Laws ${s.laws.join(", ")}): ${appliedScoreText(s)}${marked(markText(s))}`];
  }
};

/** Both logs' standings compared, aspect by aspect (the board's scores as `view.standing` gives them). */
const compareStandings = (
  a: Standing,
  b: Standing,
): { readonly label: string; readonly same: boolean; readonly a: string[]; readonly b: string[] }[] =>
  (Object.keys(STANDING_ASPECTS) as StandingAspect[]).map((id) => ({
    label: STANDING_ASPECTS[id],
    same: JSON.stringify(standingSlice(a, id)) === JSON.stringify(standingSlice(b, id)),
    a: standingLines(a, id),
    b: standingLines(b, id),
  }));

const STAGES = {
  table: "at the table",
  corrected: "corrected",
  ruled: "as ruled",
  appeal: "on appeal",
} as const;

/** One aspect's value in one log, as the lines `diff` prints (the comparison itself is `compareBoards`'). */
const aspectLines = (x: AspectComparison, side: "a" | "b"): string[] => {
  switch (x.id) {
    case "phase":
      return [x[side]];
    case "contract": {
      const v = x[side];
      return [
        v === null
          ? "none"
          : `${contractDisplay(v.contract)}${v.declarer ? ` by ${seatName(v.declarer)}` : ""}`,
      ];
    }
    case "tricks":
      return [`NS ${x[side].NS}, EW ${x[side].EW}`];
    case "transfers":
      return x[side].length === 0
        ? ["none"]
        : x[side].map(
            (t) =>
              `revoke at position ${t.revoke}: ${t.tricks} trick${t.tricks === 1 ? "" : "s"} from ${t.from} to ${t.to} (Law ${t.law})`,
          );
    // the result and the scores: from the standing (`compareStandings`), never from these
    case "result":
    case "tableScore":
    case "correctedScore":
    case "ruledScore":
    case "appealScore":
    case "appliedScore":
      return [];
    case "pending": {
      const lines = pendingLines({ pending: x[side] });
      return lines.length === 0 ? ["none"] : lines;
    }
    case "rulingsNeeded": {
      const lines = rulingLines({ rulingsNeeded: x[side] });
      return lines.length === 0 ? ["none"] : lines;
    }
    case "penalties":
      return x[side].length === 0
        ? ["none"]
        : x[side].map(
            (p) => `position ${p.position}, Law ${p.law}: ${p.side} ${p.amount} ${p.unit}, ${p.status}`,
          );
    case "appeals":
      return x[side].length === 0
        ? ["none"]
        : x[side].map((a) => `position ${a.position}, ${a.side}: ${a.status} (Law ${a.law})`);
  }
};

/**
 * The aspects of `compareBoards` that `diff` prints as they are; the result and the scores come from the
 * board's standing instead (`compareStandings`: the corrected table result with what was recorded, the
 * Director's ruling, the decision on appeal, the score that applies with its mark), put where the result was.
 */
const FROM_STANDING: ReadonlySet<AspectComparison["id"]> = new Set([
  "result",
  "tableScore",
  "correctedScore",
  "ruledScore",
  "appealScore",
  "appliedScore",
]);

/**
 * Compares two replayed logs of one board through `compareBoards` (`@bridgelaw/table`, shared with the web
 * app's what-if): where their facts part (seals aside), and every aspect of the derived board that differs,
 * as text, with the consequences derived in one and not the other. Both logs must be of the same board
 * (`notSameBoard`).
 */
export const diffBoards = (a: BoardReplay, b: BoardReplay): BoardDiff => {
  const c = compareBoards(a, b);
  const standing = compareStandings(a.view.standing, b.view.standing);
  const shown: { label: string; same: boolean; a: string[]; b: string[] }[] = [];
  for (const x of c.aspects) {
    if (x.id === "result") shown.push(...standing);
    if (FROM_STANDING.has(x.id)) continue;
    shown.push({ label: x.label, same: x.same, a: aspectLines(x, "a"), b: aspectLines(x, "b") });
  }
  return {
    board: c.board,
    events: c.events,
    parting: c.parting,
    derived: shown.filter((x) => !x.same).map((x) => ({ aspect: x.label, a: x.a, b: x.b })),
    same: shown.filter((x) => x.same).map((x) => x.label),
    audit: {
      onlyA: c.audit.onlyA.map((a) => ({ position: a.position, law: a.law, text: describe(a) })),
      onlyB: c.audit.onlyB.map((a) => ({ position: a.position, law: a.law, text: describe(a) })),
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
