// The board's score as the view shows it: at the table, as ruled, on appeal (Laws 79, 81–93).
import { formatContract, type LawId, type Seat } from "@bridgelaw/cards";
import {
  type BoardScore,
  correctionPeriodEnd,
  isBalanced,
  law92BDeadline,
  pointsScore,
  type SideScore,
  type SidesScore,
} from "@bridgelaw/scoring";
import type { TableEntry, TableFact } from "../../consequences.ts";
import type { TableState } from "../../state.ts";
import {
  type AppealView,
  type PenaltyView,
  resolve,
  resultOf,
  type Stage,
  scoreFacts,
  tableResult,
  tableSides,
} from "./facts.ts";
import { boardStanding, type Standing } from "./standing.ts";

/** The scores in force: the appeal's decision, else the ruling, else the table's; null when none. */
export const currentSides = (s: TableState): SidesScore | null => {
  const f = scoreFacts(s);
  if (f.applied === "appeal" && f.appeal !== undefined) return resolve(s, f.appeal.sides);
  if (f.applied === "ruled" && f.ruled !== undefined) return resolve(s, f.ruled.sides);
  return tableSides(s);
};

export interface StageView {
  readonly law: LawId;
  readonly laws: readonly LawId[];
  readonly position: number;
  readonly NS: SideScore;
  readonly EW: SideScore;
  readonly balanced: boolean;
  readonly text?: string;
}

/** Laws 79, 81–93: the board's score as recorded at the table, as ruled, and as decided on appeal. */
export interface BoardScores {
  readonly table:
    | (StageView & {
        readonly contract: string | null;
        readonly declarer: Seat | null;
        readonly tricks: number | null;
        /** The result as a score slip writes it (`4S= by N`, `Pass`; `NS 420` for a score entered alone), as data. */
        readonly result: TableFact<"ResultLabel">;
        /** The score recorded before a 79C correction. */
        readonly recorded?: BoardScore;
      })
    | null;
  readonly ruled: StageView | null;
  readonly appeal:
    | (StageView & {
        readonly body: "director" | "committee" | "ra";
        readonly decision: "upheld" | "changed" | "cancelled";
        readonly appealed: number;
      })
    | null;
  /** The stage whose score applies. */
  readonly applied: "table" | "ruled" | "appeal" | null;
  /** Each side's score as applied (null while the board has none). */
  readonly NS: SideScore | null;
  readonly EW: SideScore | null;
  /** Every Law that shaped the score, in order (77, 79A1, 79C1, 12C1(c), 93B2 …). */
  readonly laws: readonly LawId[];
  /** Official scores posted, and the limits that run from then (79C1, 92B). */
  readonly posted: {
    readonly at: string;
    readonly correctionEnds: string;
    readonly appealEnds: string;
  } | null;
  /** Law 87: the form the board was played in here, when fouled. */
  readonly fouled: { readonly form: string; readonly method?: string } | null;
  /** Discrepancies the Director may want to look at (79A2, 79C1), as the audit trail records them. */
  readonly notes: readonly TableEntry[];
}

const stageView = (s: TableState, st: Stage): StageView | null => {
  const sides = resolve(s, st.sides);
  if (sides === null) return null;
  return {
    law: st.law,
    laws: st.laws,
    position: st.position,
    NS: sides.NS,
    EW: sides.EW,
    balanced: isBalanced(sides),
    ...(st.text !== undefined && { text: st.text }),
  };
};

/**
 * The score part of the board's view. Which stage applies, and each side's score, are the standing's (one truth:
 * `boardStanding` decides; a 79C correction is the table's stage here, the tricks the Director decided his ruling).
 */
export const boardScores = (s: TableState, standing: Standing = boardStanding(s)): BoardScores => {
  const f = scoreFacts(s);
  const t = s.setup === null ? null : tableResult(s);
  const table: BoardScores["table"] =
    t === null
      ? null
      : {
          law: t.law,
          laws: t.before === undefined ? [t.law] : ["79A", t.law],
          position: t.position,
          NS: pointsScore(t.score),
          EW: pointsScore(t.score),
          balanced: true,
          contract: t.contract === undefined ? null : formatContract(t.contract),
          declarer: t.contract?.declarer ?? null,
          tricks: t.tricks,
          result: resultOf(t.contract, t.tricks) ?? { _tag: "ResultLabel", NS: t.score.NS },
          ...(t.before !== undefined && { recorded: t.before }),
        };
  const tricksRuled = standing.ruled?.tricks === undefined ? null : standing.ruled;
  const ruled =
    f.ruled !== undefined
      ? stageView(s, f.ruled)
      : tricksRuled === null
        ? null
        : {
            law: tricksRuled.law,
            laws: tricksRuled.laws,
            position: tricksRuled.position,
            NS: tricksRuled.NS,
            EW: tricksRuled.EW,
            balanced: tricksRuled.balanced,
          };
  const appealStage = f.appeal === undefined ? null : stageView(s, f.appeal);
  const appeal: BoardScores["appeal"] =
    appealStage === null || f.appeal === undefined
      ? null
      : { ...appealStage, body: f.appeal.body, decision: f.appeal.decision, appealed: f.appeal.appealed };
  const applied: BoardScores["applied"] = standing.applies === "corrected" ? "table" : standing.applies;
  const laws: LawId[] = [];
  const add = (xs: readonly LawId[] | undefined) => {
    for (const x of xs ?? []) if (!laws.includes(x)) laws.push(x);
  };
  add(table?.laws);
  if (applied === "ruled" || applied === "appeal") add(ruled?.laws);
  if (applied === "appeal") add(appeal?.laws);
  const posted = f.posted;
  return {
    table,
    ruled,
    appeal,
    applied,
    NS: standing.NS,
    EW: standing.EW,
    laws,
    posted:
      posted === undefined
        ? null
        : {
            at: posted.at,
            correctionEnds: correctionPeriodEnd(posted.at, posted.limits),
            appealEnds: law92BDeadline(posted.at, undefined, posted.limits)!,
          },
    fouled:
      f.fouled === undefined
        ? null
        : { form: f.fouled.form, ...(f.fouled.method !== undefined && { method: f.fouled.method }) },
    notes: f.notes,
  };
};

/** Penalties of the board (Laws 90, 91A), with their status after any appeal. */
export const boardPenalties = (s: TableState): readonly PenaltyView[] => scoreFacts(s).penalties;

/** Appeals of the board (Laws 92, 93). */
export const boardAppeals = (s: TableState): readonly AppealView[] => scoreFacts(s).appeals;

/** Whether the board has a score without a complete play (tricks agreed or entered, or an adjusted score). */
export const scoredWithoutPlay = (s: TableState): boolean => {
  const f = scoreFacts(s);
  return f.agreed !== undefined || f.recorded !== undefined || f.applied !== undefined;
};

/** The result as recorded at the table, for a board whose play is not in the log (`BoardView.result`). */
export const recordedResult = (
  s: TableState,
): { contract: string; declarer: Seat | null; tricksByDeclarer: number | null; score: BoardScore } | null => {
  const f = scoreFacts(s);
  if (f.recorded === undefined && f.agreed === undefined) return null;
  const t = tableResult(s);
  if (t === null || t.contract === undefined) return null;
  return {
    contract: formatContract(t.contract),
    declarer: t.contract?.declarer ?? null,
    tricksByDeclarer: t.tricks,
    score: t.score,
  };
};
