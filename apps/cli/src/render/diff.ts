import {
  type AspectComparison,
  type BoardReplay,
  compareBoards,
  type PartingEvent,
  type Standing,
  type StandingDecision,
} from "@bridgelaw/table";
import { labelled, ref, t as text } from "../texts.ts";
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
import { contractDisplay } from "./text.ts";
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
const STANDING_ASPECTS = ["tableResult", "ruled", "appeal", "applied"] as const;

type StandingAspect = (typeof STANDING_ASPECTS)[number];

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
    ? labelled(resultLabel(d.tricks), resultPoints(d.tricks) ?? text("noScore"))
    : `${stageScoreText(d)}${marked(describe(d.mark))}`;

/** One aspect of the standing in one log, as the lines `diff` prints. */
const standingLines = (s: Standing, id: StandingAspect): string[] => {
  switch (id) {
    case "tableResult": {
      const t = tableResultOf(s);
      if (t === null) return [text("diffNotPlayed")];
      const line = labelled(standingResultLine(t), resultPoints(t) ?? text("noScoreAtTable"));
      if (s.corrected === null) return [line];
      const r = s.corrected.recorded;
      return [
        text("diffCorrected", {
          line,
          ref: ref(s.corrected.law),
          recorded: standingResultLine(r),
          points: resultPoints(r) ?? text("noScore"),
        }),
      ];
    }
    case "ruled":
      return s.ruled === null
        ? [text("noRuling")]
        : [text("lawDecision", { ref: ref(s.ruled.law), text: decisionText(s.ruled) })];
    case "appeal":
      return s.appeal === null
        ? [text("noDecision")]
        : [
            text("lawAppealDecision", {
              ref: ref(s.appeal.law),
              decision: text("decision", { d: s.appeal.decision }),
              text: decisionText(s.appeal),
            }),
          ];
    case "applied":
      return s.applies === null
        ? [text("noneYet")]
        : [
            text("appliedStage", {
              stage: text("stage", { stage: s.applies }),
              laws: s.laws.join(", "),
              score: appliedScoreText(s),
              mark: marked(markText(s)),
            }),
          ];
  }
};

/** Both logs' standings compared, aspect by aspect (the board's scores as `view.standing` gives them). */
const compareStandings = (
  a: Standing,
  b: Standing,
): { readonly label: string; readonly same: boolean; readonly a: string[]; readonly b: string[] }[] =>
  STANDING_ASPECTS.map((id) => ({
    label: text("standingAspect", { id }),
    same: JSON.stringify(standingSlice(a, id)) === JSON.stringify(standingSlice(b, id)),
    a: standingLines(a, id),
    b: standingLines(b, id),
  }));

/** One aspect's value in one log, as the lines `diff` prints (the comparison itself is `compareBoards`'). */
const aspectLines = (x: AspectComparison, side: "a" | "b"): string[] => {
  switch (x.id) {
    case "phase":
      return [x[side]];
    case "contract": {
      const v = x[side];
      return [
        v === null
          ? text("none")
          : v.declarer
            ? text("contractBy", { contract: contractDisplay(v.contract), seat: v.declarer })
            : contractDisplay(v.contract),
      ];
    }
    case "tricks":
      return [`NS ${x[side].NS}, EW ${x[side].EW}`];
    case "transfers":
      return x[side].length === 0
        ? [text("none")]
        : x[side].map((t) =>
            text("transferLine", {
              revoke: t.revoke,
              tricks: text("tricks", { n: t.tricks }),
              from: t.from,
              to: t.to,
              ref: ref(t.law),
            }),
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
      return lines.length === 0 ? [text("none")] : lines;
    }
    case "rulingsNeeded": {
      const lines = rulingLines({ rulingsNeeded: x[side] });
      return lines.length === 0 ? [text("none")] : lines;
    }
    case "penalties":
      return x[side].length === 0
        ? [text("none")]
        : x[side].map((p) =>
            text("penaltyLine", {
              position: p.position,
              ref: ref(p.law),
              side: p.side,
              amount: p.amount,
              unit: p.unit,
              status: text("penaltyStatus", { s: p.status.replace(" ", "_") }),
            }),
          );
    case "appeals":
      return x[side].length === 0
        ? [text("none")]
        : x[side].map((a) =>
            text("appealLine", {
              position: a.position,
              side: a.side,
              status: text("appealStatus", { s: a.status.replace(" ", "_") }),
              ref: ref(a.law),
            }),
          );
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
    shown.push({
      label: text("aspect", { id: x.id }),
      same: x.same,
      a: aspectLines(x, "a"),
      b: aspectLines(x, "b"),
    });
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
    ? text("logEnds", { label, position })
    : `  ${label}  ${position}${e.line === position ? "" : ` (line ${e.line})`}  ${describeEvent(e.record)}`;

/** `bridgelaw diff` as text: the two logs, where they part, what differs in the board derived from each. */
export const renderDiff = (d: BoardDiff, names: { readonly a: string; readonly b: string }): string => {
  const out = [
    text("logHeader", { label: "A", name: names.a, events: text("events", { n: d.events.a }) }),
    text("logHeader", { label: "B", name: names.b, events: text("events", { n: d.events.b }) }),
    "",
  ];
  const p = d.parting;
  if (p === null) out.push(text("sameEvents", { board: d.board }));
  else {
    const agreed = p.position - 1;
    out.push(
      p.a === null
        ? text("bContinuesA", { board: d.board, agreed, position: p.position })
        : p.b === null
          ? text("aContinuesB", { board: d.board, agreed, position: p.position })
          : agreed === 0
            ? text("partAtFirst", { board: d.board })
            : text("partAt", { board: d.board, agreed, position: p.position }),
    );
    out.push(eventLine("A", p.position, p.a), eventLine("B", p.position, p.b));
    if (p.envelopeOnly) out.push(text("envelopeOnly"));
    const restA = d.events.a - p.position;
    const restB = d.events.b - p.position;
    if (restA > 0 || restB > 0) out.push(text("afterIt", { a: Math.max(0, restA), b: Math.max(0, restB) }));
  }
  out.push("");
  if (d.derived.length === 0) out.push(text("sameBoard"));
  else {
    out.push(text("deriveDifferently"));
    for (const x of d.derived) {
      out.push(`  ${labelled(x.aspect, "").trimEnd()}`);
      for (const l of x.a) out.push(`    A  ${l}`);
      for (const l of x.b) out.push(`    B  ${l}`);
    }
  }
  if (d.audit.onlyA.length > 0 || d.audit.onlyB.length > 0) {
    out.push("", text("onlyOneLog"));
    for (const e of d.audit.onlyA)
      out.push(text("onlyLine", { label: "A", position: e.position, ref: ref(e.law), text: e.text }));
    for (const e of d.audit.onlyB)
      out.push(text("onlyLine", { label: "B", position: e.position, ref: ref(e.law), text: e.text }));
  }
  if (d.same.length > 0 && d.derived.length > 0)
    out.push("", text("sameInBoth", { aspects: d.same.join(", ") }));
  return `${out.join("\n")}\n`;
};
