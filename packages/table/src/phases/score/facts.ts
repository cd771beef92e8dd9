// The facts of the score phase kept on the table state, and what the handlers share.
import {
  type Contract,
  formatContract,
  type LawId,
  parseContract,
  type Seat,
  TokenParseError,
} from "@bridgelaw/cards";
import { DomainRejection } from "@bridgelaw/log";
import { declarerTricks } from "@bridgelaw/play";
import {
  type AdjustmentParts,
  type AssignedOutcome,
  adjustSides,
  assignedScore,
  type BoardScore,
  boardScore,
  DEFAULT_TIME_LIMITS,
  isBalanced,
  law92BDeadline,
  law92BDecision,
  pointsScore,
  ScoringInputError,
  type SideScore,
  type SidesScore,
  scoringInputFact,
  type TimeLimits,
} from "@bridgelaw/scoring";
import { addAudit } from "../../audit.ts";
import type { TableEntry, TableFact } from "../../consequences.ts";
import type { TableDraft, TableState } from "../../state.ts";
import type { Outcome, ScoreCorrected, ScoreRecorded, SideAdjustment } from "./events.ts";
import type { Dispute, ScoreFacts, Sides } from "./types.ts";

export type {
  AppealView,
  Decision,
  Dispute,
  PenaltyView,
  Recorded,
  ScoreFacts,
  Sides,
  Stage,
} from "./types.ts";

/** No score facts yet (frozen: a handler makes new lists, never adds to these). */
const EMPTY: ScoreFacts = Object.freeze({
  disputes: Object.freeze([]),
  decisions: Object.freeze([]),
  penalties: Object.freeze([]),
  appeals: Object.freeze([]),
  notes: Object.freeze([]),
});

/** The score phase's facts of a table state (kept beside the phases the state declares). */
export const scoreFacts = (s: TableState): ScoreFacts => s.score ?? EMPTY;

/** Sets the score phase's facts (a record made anew by the handler) and brings its audit entries into the trail. */
export const withFacts = (d: TableDraft, f: ScoreFacts, audit: readonly TableEntry[]): void => {
  d.score = f as TableDraft["score"];
  addAudit(d, audit);
};

/* ------------------------------------------------------------------------------------------------------ */
/* The board's contract and its result at the table                                                       */
/* ------------------------------------------------------------------------------------------------------ */

export const vulnerabilityOf = (s: TableState) => s.setup!.vulnerability;

/** The contract of the auction: a Contract, null when passed out, undefined while the auction goes on. */
export const auctionContract = (s: TableState): Contract | null | undefined =>
  s.auction?.ended === true ? s.auction.contract : undefined;

/** The tricks declarer took as played, when the play is over. */
export const playedTricks = (s: TableState): number | undefined =>
  s.play?.ended === true ? declarerTricks(s.play) : undefined;

/**
 * A result as data (`ResultLabel`): the contract with its declarer and the tricks over or under it, `Pass`;
 * undefined while there is no contract (the auction goes on).
 */
export const resultOf = (
  contract: Contract | null | undefined,
  tricks: number | null | undefined,
): TableFact<"ResultLabel"> | undefined => {
  if (contract === null) return { _tag: "ResultLabel", contract: "Pass" };
  if (contract === undefined) return undefined;
  return {
    _tag: "ResultLabel",
    contract: formatContract(contract),
    declarer: contract.declarer,
    ...(tricks !== null && tricks !== undefined && { over: tricks - 6 - contract.level }),
  };
};

/** `4S= by S`, `4S+1 by S`, `3NTX-2 by W`, `Pass`: a result in the notation of score slips (`BoardScores.table.result`). */
export const resultLabel = (
  contract: Contract | null | undefined,
  tricks: number | null | undefined,
): string => {
  if (contract === null) return "Pass";
  if (contract === undefined) return "";
  if (tricks === null || tricks === undefined) return `${formatContract(contract)} by ${contract.declarer}`;
  const over = tricks - 6 - contract.level;
  return `${formatContract(contract)}${over === 0 ? "=" : over > 0 ? `+${over}` : `${over}`} by ${contract.declarer}`;
};

/** The record of the score phase a refusal is about: its event type and, when it has one, its Law. */
export type ScoreRecord = TableFact<"ScoreRecord">;

/** The record a refusal names (`adjusted score (Law 12C1(c))`, `score recorded` …). */
export const recordOf = (event: string, under?: LawId): ScoreRecord => ({
  _tag: "ScoreRecord",
  event,
  ...(under !== undefined && { under }),
});

const shown = (v: unknown): string => (typeof v === "string" ? v : (JSON.stringify(v) ?? String(v)));

/**
 * A problem in a Director's or scorer's record, refused with the reason (like a ruling outside the question):
 * a value the scoring Laws cannot take, or a token that does not read (the field, the value, and the account
 * of the package that refused it).
 */
export const refuse = (of: ScoreRecord, e: unknown): never => {
  if (e instanceof ScoringInputError)
    throw new DomainRejection({
      _tag: "ScoreInputInvalid",
      of,
      field: e.field,
      value: shown(e.value),
      reason: scoringInputFact(e.tag, e.params),
    });
  if (e instanceof TokenParseError)
    throw new DomainRejection({
      _tag: "ScoreInputInvalid",
      of,
      field: e.kind,
      value: e.input,
      reason: e.problem,
    });
  throw e;
};

/**
 * A handler whose record may carry a value the scoring Laws cannot take (a date that does not exist, a
 * contract token without declarer): refused with the reason, never a crash.
 */
export const lawful =
  <E extends { readonly type: string }>(h: (d: TableDraft, e: E, position: number) => void) =>
  (d: TableDraft, e: E, position: number): void => {
    try {
      h(d, e, position);
    } catch (err) {
      refuse(recordOf(e.type), err);
    }
  };

/** A contract token with its declarer (default: the board's declarer). */
const contractOf = (
  s: TableState,
  token: string | undefined,
  declarer: Seat | undefined,
  of: ScoreRecord,
) => {
  const t = tableResult(s);
  const board = t !== null && t.contract !== undefined ? t.contract : auctionContract(s);
  if (token === undefined) return board;
  try {
    return parseContract(token, declarer ?? board?.declarer ?? null);
  } catch (e) {
    return refuse(of, e);
  }
};

/** The score of an entry (ScoreRecorded, ScoreCorrected): a contract and tricks, or a score. */
export const entryOf = (
  s: TableState,
  e: ScoreRecorded | ScoreCorrected,
  of: ScoreRecord,
): { contract: Contract | null | undefined; tricks: number | null; score: BoardScore } => {
  const contract = contractOf(s, e.contract, e.declarer, of);
  const tricks =
    contract === null
      ? null
      : (e.tricks ?? (e.contract === undefined ? tableResult(s)?.tricks : undefined) ?? null);
  if (e.score !== undefined)
    return { contract, tricks, score: { NS: e.score, EW: e.score === 0 ? 0 : -e.score } };
  if (contract === undefined) throw new DomainRejection({ _tag: "NoContractGiven", of });
  if (contract !== null && tricks === null) throw new DomainRejection({ _tag: "TricksNotGiven", of });
  return { contract, tricks, score: boardScore(contract, vulnerabilityOf(s), tricks ?? 0) };
};

export interface TableResult {
  readonly contract: Contract | null | undefined;
  readonly tricks: number | null;
  readonly score: BoardScore;
  readonly law: LawId;
  readonly position: number;
  readonly before?: BoardScore;
  readonly beforeResult?: {
    readonly contract: Contract | null | undefined;
    readonly tricks: number | null;
    readonly law: LawId;
    readonly position: number;
  };
}

/**
 * The board's score as recorded at the table: the entry on the score slip (corrected under 79C), else the
 * tricks agreed (79A1), else the tricks as played, else a passed-out board; null while there is none.
 */
export const tableResult = (s: TableState): TableResult | null => {
  const f = scoreFacts(s);
  if (f.recorded !== undefined) return f.recorded;
  const contract = auctionContract(s);
  if (f.agreed !== undefined && contract) {
    return {
      contract,
      tricks: f.agreed.tricks,
      score: boardScore(contract, vulnerabilityOf(s), f.agreed.tricks),
      law: "79A1",
      position: f.agreed.position,
    };
  }
  const played = playedTricks(s);
  if (contract && played !== undefined) {
    // after a 54A spread declarer's partner is declarer (same side, same score)
    const asPlayed = { ...contract, declarer: s.play?.declarer ?? contract.declarer };
    return {
      contract: asPlayed,
      tricks: played,
      score: boardScore(asPlayed, vulnerabilityOf(s), played),
      law: "77",
      position: 0,
    };
  }
  if (contract === null)
    return { contract: null, tricks: null, score: { NS: 0, EW: 0 }, law: "77", position: 0 };
  return null;
};

export const tableSides = (s: TableState): SidesScore | null => {
  const t = tableResult(s);
  return t === null ? null : { NS: pointsScore(t.score), EW: pointsScore(t.score) };
};

export const resolve = (s: TableState, sides: Sides): SidesScore | null =>
  sides === "table" ? tableSides(s) : sides;

/* ------------------------------------------------------------------------------------------------------ */
/* Adjusted scores as the Director (or a committee) gives them                                             */
/* ------------------------------------------------------------------------------------------------------ */

const outcomeOf = (s: TableState, o: Outcome, of: ScoreRecord): AssignedOutcome => {
  const base = o.weight === undefined ? {} : { weight: o.weight };
  if (o.score !== undefined) {
    if (o.contract !== undefined || o.tricks !== undefined) {
      throw new DomainRejection({ _tag: "OutcomeScoreAndContract", law: "12C1", of });
    }
    return { ...base, score: o.score };
  }
  const contract = contractOf(s, o.contract, o.declarer, of);
  if (contract === undefined) throw new DomainRejection({ _tag: "OutcomeNeedsContract", law: "12C1", of });
  if (contract !== null && o.tricks === undefined) {
    throw new DomainRejection({ _tag: "OutcomeNeedsTricks", law: "12C1", of });
  }
  return contract === null ? { ...base, contract: null } : { ...base, contract, tricks: o.tricks! };
};

const sideScoreOf = (s: TableState, a: SideAdjustment, of: ScoreRecord, cause?: "movement"): SideScore => {
  if (typeof a === "string") return { kind: "artificial", level: a, ...(cause !== undefined && { cause }) };
  if ("percent" in a) return { kind: "percent", percent: a.percent };
  if ("imps" in a) return { kind: "imps", imps: a.imps };
  try {
    return assignedScore(
      a.map((o) => outcomeOf(s, o, of)),
      vulnerabilityOf(s),
    );
  } catch (e) {
    return refuse(of, e);
  }
};

export const partsOf = (
  s: TableState,
  e: { outcomes?: readonly Outcome[]; NS?: SideAdjustment; EW?: SideAdjustment; cause?: "movement" },
  of: ScoreRecord,
): AdjustmentParts => ({
  ...(e.outcomes !== undefined && { both: sideScoreOf(s, e.outcomes, of) }),
  ...(e.NS !== undefined && { NS: sideScoreOf(s, e.NS, of, e.cause) }),
  ...(e.EW !== undefined && { EW: sideScoreOf(s, e.EW, of, e.cause) }),
});

export const adjust = (parts: AdjustmentParts, base: SidesScore | null, of: ScoreRecord): SidesScore => {
  try {
    return adjustSides(parts, base);
  } catch (e) {
    return refuse(of, e);
  }
};

/** Both sides' scores as a consequence names them: one score, a weighted one, or each side's own (12C). */
export const sidesScored = (sides: SidesScore): TableFact<"SidesScored"> => ({
  _tag: "SidesScored",
  NS: sides.NS,
  EW: sides.EW,
  shape: !isBalanced(sides) ? "non-balancing" : sides.NS.kind === "weighted" ? "weighted" : "balanced",
});

export const limitsOf = (f: ScoreFacts): TimeLimits => f.posted?.limits ?? DEFAULT_TIME_LIMITS;

/** 92B (and 81C3): a ruling or penalty requested after the time limit is not applied. */
export const requestInTime = (f: ScoreFacts, requestedAt: string | undefined) =>
  law92BDecision(law92BDeadline(f.posted?.at, undefined, limitsOf(f)), requestedAt);

/** 79B: the dispute a ruling answers (the one at `about`, else the only one open). */
export const openDispute = (
  f: ScoreFacts,
  about: number | undefined,
  of: ReturnType<typeof recordOf>,
): Dispute | undefined => {
  const open = f.disputes.filter((d) => d.open && (about === undefined || d.position === about));
  if (open.length > 1) throw new DomainRejection({ _tag: "SeveralDisputesOpen", law: "79B", of });
  return open[0];
};

export const closeDispute = (f: ScoreFacts, d: Dispute | undefined): readonly Dispute[] =>
  d === undefined ? f.disputes : f.disputes.map((x) => (x === d ? { ...x, open: false } : x));
