// The board's standing: every score it has had and the one that applies, with why and the scorer's mark
// (Laws 77, 79A, 79C, 64C, 70, 12C, 92–93). Derived once, here; every output renders it (issue 26).
import { type Contract, formatContract, type LawId, type Seat } from "@bridgelaw/cards";
import { finalTricks } from "@bridgelaw/play";
import { type BoardScore, boardScore, isBalanced, type SideScore } from "@bridgelaw/scoring";
import type { SideMark, TableFact } from "../../consequences.ts";
import { lawFacts } from "../../rules/facts.ts";
import type { TableState } from "../../state.ts";
import { resolve, resultOf, scoreFacts, type TableResult, tableResult, vulnerabilityOf } from "./facts.ts";

/** Which score applies: the table's, the corrected one (79C), the Director's ruling, the appeal's decision. */
export type StandingStage = "table" | "corrected" | "ruled" | "appeal";

/** A result at the table: the contract, declarer's tricks, and North-South's points (Law 77). */
export interface StandingResult {
  /** The contract (`4S`, `3NTX`) or `Pass`; null for a score entered without it. */
  readonly contract: string | null;
  readonly declarer: Seat | null;
  readonly tricks: number | null;
  /** The result as a score slip writes it (`4S= by N`), as data. */
  readonly result: TableFact<"ResultLabel">;
  /** North-South's points (East-West's are their opposite); null when the play gave none (a claim ruled, 70). */
  readonly NS: number | null;
  /** The Law that gave it (77 played, 79A1 agreed, 79A an entry, 79C, 69B, 71 a correction). */
  readonly law: LawId;
  /** The log position it came from (0: the play itself). */
  readonly position: number;
}

/** A ruling or a decision on appeal: its Laws, each side's score, and the mark scorers put beside it. */
export interface StandingDecision {
  readonly law: LawId;
  readonly laws: readonly LawId[];
  readonly position: number;
  readonly NS: SideScore;
  readonly EW: SideScore;
  /** The two sides' scores balance (no split score). */
  readonly balanced: boolean;
  /** The tricks the Director decided (64C, 70, 43B3 …) and the result they give; absent for a score ruling. */
  readonly tricks?: StandingResult;
  readonly mark: TableFact<"ScoreMark">;
  readonly text?: string;
}

/** Laws 77–93: the board's scores, which applies and why, with its Laws and its mark. */
export interface Standing {
  /** The table result as played (77), agreed (79A1) or entered at the table (79A). */
  readonly played: StandingResult | null;
  /** 79C (or 69B, 71): the table result corrected; `recorded` is what was recorded before. */
  readonly corrected: (StandingResult & { readonly recorded: StandingResult }) | null;
  /** The Director's ruling: the tricks he decided (64C, 70 …) or an adjusted score (12C …). */
  readonly ruled: StandingDecision | null;
  /** The decision on appeal (92, 93): the Director's review, a committee's, the regulating authority's. */
  readonly appeal:
    | (StandingDecision & {
        readonly body: "director" | "committee" | "ra";
        readonly decision: "upheld" | "changed" | "cancelled";
        /** Log position of the decision appealed. */
        readonly appealed: number;
      })
    | null;
  /** The stage whose score applies; null while the board has no score. */
  readonly applies: StandingStage | null;
  /** Why that score applies, as data. */
  readonly why: TableFact<"ScoreApplies"> | null;
  /** Each side's score as it applies. */
  readonly NS: SideScore | null;
  readonly EW: SideScore | null;
  /** The mark of the score that applies (none for a table result; AS, A+/A−, a weighted score's outcomes). */
  readonly mark: TableFact<"ScoreMark"> | null;
  /** Every Law that shaped the score that applies, in order. */
  readonly laws: readonly LawId[];
}

const points = (score: BoardScore): SideScore => ({ kind: "points", NS: score.NS, EW: score.EW });

const asResult = (
  contract: Contract | null | undefined,
  tricks: number | null,
  NS: number | null,
  law: LawId,
  position: number,
): StandingResult => ({
  contract: contract === undefined ? null : formatContract(contract),
  declarer: contract?.declarer ?? null,
  tricks,
  result: resultOf(contract, tricks) ?? { _tag: "ResultLabel", ...(NS !== null && { NS }) },
  NS: NS === 0 ? 0 : NS,
  law,
  position,
});

const fromTable = (t: TableResult): StandingResult =>
  asResult(t.contract, t.tricks, t.score.NS, t.law, t.position);

/** The mark of one side's score: a result has none; 12C1(b) AS; 12C1(c) its outcomes; 12C2 A+, A=, A−. */
const sideMark = (score: SideScore, decided: boolean): SideMark => {
  switch (score.kind) {
    case "points":
      if (!decided) return { kind: "result" };
      return score.result === undefined ? { kind: "assigned" } : { kind: "assigned", result: score.result };
    case "weighted":
      return {
        kind: "weighted",
        outcomes: score.outcomes.map((o) => ({
          weight: o.weight,
          NS: o.NS,
          ...(o.result !== undefined && { result: o.result }),
        })),
      };
    case "artificial":
      return { kind: "artificial", level: score.level };
    case "percent":
      return { kind: "percent", percent: score.percent };
    case "imps":
      return { kind: "imps", imps: score.imps };
  }
};

/** The mark of a score: `decided` for a ruling's or an appeal's adjusted score (a result decided is none). */
export const scoreMark = (NS: SideScore, EW: SideScore, decided: boolean): TableFact<"ScoreMark"> => {
  const balanced = isBalanced({ NS, EW });
  return {
    _tag: "ScoreMark",
    NS: sideMark(NS, decided),
    EW: sideMark(EW, decided),
    balanced,
    each: !balanced || NS.kind === "artificial" || EW.kind === "artificial",
  };
};

/** The Director's decision on the tricks (64C, 43B3 … in the play; 70 on a contested claim), if any. */
const tricksRuled = (s: TableState): { law: LawId; position: number; tricks: number } | undefined => {
  const play = s.play;
  if (play === null || play === undefined || play.ended !== true) return undefined;
  const adjudicated = [...(s.claims?.claims ?? [])]
    .reverse()
    .find((c) => c.status === "adjudicated" && c.resolution !== undefined);
  const declarerSide = play.declarer === "N" || play.declarer === "S" ? "NS" : "EW";
  const won = finalTricks(play)[declarerSide];
  if (
    play.adjusted !== null &&
    (adjudicated === undefined || play.adjusted.position > adjudicated.position)
  ) {
    return { law: play.adjusted.law, position: play.adjusted.position, tricks: won };
  }
  if (adjudicated?.resolution !== undefined) {
    return { law: adjudicated.resolution.law, position: adjudicated.resolution.position, tricks: won };
  }
  return undefined;
};

const decision = (
  law: LawId,
  laws: readonly LawId[],
  position: number,
  NS: SideScore,
  EW: SideScore,
  decided: boolean,
  text: string | undefined,
  tricks?: StandingResult,
): StandingDecision => ({
  law,
  laws,
  position,
  NS,
  EW,
  balanced: isBalanced({ NS, EW }),
  ...(tricks !== undefined && { tricks }),
  mark: scoreMark(NS, EW, decided),
  ...(text !== undefined && { text }),
});

/**
 * The board's standing (Laws 77–93): the table result as played, the corrected one with what was recorded
 * (79C), the Director's ruling (an adjusted score, or the tricks he decided: 64C and 70 are rulings, never
 * table results), the decision on appeal; which applies and why, its Laws and its mark.
 */
export const boardStanding = (s: TableState): Standing => {
  const f = scoreFacts(s);
  const t = s.setup === null ? null : tableResult(s);
  const corrected =
    t !== null && t.before !== undefined && t.beforeResult !== undefined
      ? {
          ...fromTable(t),
          recorded: asResult(
            t.beforeResult.contract,
            t.beforeResult.tricks,
            t.before.NS,
            t.beforeResult.law,
            t.beforeResult.position,
          ),
        }
      : null;
  const byDirector = t !== null && t.law === "77" ? tricksRuled(s) : undefined;
  // as played: the play's tricks before the Director's decision on them (64A transfers are the Law's own)
  const played: StandingResult | null =
    t === null
      ? null
      : corrected !== null
        ? corrected.recorded
        : byDirector !== undefined
          ? playedBefore(s, t)
          : fromTable(t);
  const tricksDecision =
    byDirector === undefined || t === null
      ? null
      : decision(
          byDirector.law,
          [byDirector.law],
          byDirector.position,
          points(t.score),
          points(t.score),
          false,
          undefined,
          asResult(t.contract, byDirector.tricks, t.score.NS, byDirector.law, byDirector.position),
        );
  const scoreRuling = f.ruled === undefined ? null : resolve(s, f.ruled.sides);
  const ruled =
    f.ruled !== undefined && scoreRuling !== null
      ? decision(
          f.ruled.law,
          f.ruled.laws,
          f.ruled.position,
          scoreRuling.NS,
          scoreRuling.EW,
          f.ruled.sides !== "table",
          f.ruled.text,
        )
      : tricksDecision;
  const appealSides = f.appeal === undefined ? null : resolve(s, f.appeal.sides);
  const appeal =
    f.appeal !== undefined && appealSides !== null
      ? {
          ...decision(
            f.appeal.law,
            f.appeal.laws,
            f.appeal.position,
            appealSides.NS,
            appealSides.EW,
            f.appeal.sides !== "table",
            f.appeal.text,
          ),
          body: f.appeal.body,
          decision: f.appeal.decision,
          appealed: f.appeal.appealed,
        }
      : null;
  // 13, 14: the play of a deal whose hands are not 13 each (or a result the Law cancelled, 13D, 13B2) gives
  // no score: only the Director's adjusted score, or a decision on appeal, applies
  const cardCount = lawFacts(s).cardCount;
  const withheld = cardCount !== null && (cardCount.law !== null || cardCount.cancelled);
  const adjusted = f.ruled !== undefined && scoreRuling !== null;
  const applies: StandingStage | null =
    f.applied === "appeal" && appeal !== null
      ? "appeal"
      : (f.applied === "ruled" && ruled !== null && (adjusted || !withheld)) ||
          (f.applied === undefined && tricksDecision !== null && !withheld)
        ? "ruled"
        : withheld
          ? null
          : corrected !== null
            ? "corrected"
            : played !== null
              ? "table"
              : null;
  const laws: LawId[] = [];
  const add = (xs: readonly LawId[]) => {
    for (const x of xs) if (!laws.includes(x)) laws.push(x);
  };
  if (played !== null) add([played.law]);
  if (corrected !== null) add([corrected.law]);
  if (applies === "ruled" || applies === "appeal") add(ruled?.laws ?? []);
  if (applies === "appeal") add(appeal?.laws ?? []);
  const current =
    applies === "appeal"
      ? { NS: appeal!.NS, EW: appeal!.EW, mark: appeal!.mark, law: appeal!.law, position: appeal!.position }
      : applies === "ruled"
        ? { NS: ruled!.NS, EW: ruled!.EW, mark: ruled!.mark, law: ruled!.law, position: ruled!.position }
        : applies === "corrected"
          ? { NS: points(t!.score), EW: points(t!.score), law: corrected!.law, position: corrected!.position }
          : applies === "table"
            ? { NS: points(t!.score), EW: points(t!.score), law: played!.law, position: played!.position }
            : null;
  const mark =
    current === null
      ? null
      : "mark" in current && current.mark !== undefined
        ? current.mark
        : scoreMark(current.NS, current.EW, false);
  return {
    played,
    corrected,
    ruled,
    appeal,
    applies,
    why:
      current === null || applies === null
        ? null
        : {
            _tag: "ScoreApplies",
            stage: applies,
            law: current.law,
            position: current.position,
            ...(applies === "appeal" && { body: appeal!.body, decision: appeal!.decision }),
            ...(applies === "ruled" && ruled?.tricks !== undefined && { tricks: true }),
          },
    NS: current?.NS ?? null,
    EW: current?.EW ?? null,
    mark,
    laws,
  };
};

/** The table result before the Director decided the tricks: the tricks won in play with 64A's transfers. */
const playedBefore = (s: TableState, t: TableResult): StandingResult => {
  const play = s.play!;
  const side = play.declarer === "N" || play.declarer === "S" ? "NS" : "EW";
  const won = finalTricks({ ...play, adjusted: null })[side];
  const claimed = (s.claims?.claims ?? []).some((c) => c.status === "adjudicated");
  // a claim the Director ruled on (70) has no tricks as played: the play stopped at the claim
  if (claimed || t.contract === null || t.contract === undefined) {
    return asResult(t.contract, null, null, "77", 0);
  }
  const score = boardScore(t.contract, vulnerabilityOf(s), won);
  return asResult(t.contract, won, score.NS, "77", 0);
};
