// The facts of the score phase kept on the table state, and what the handlers share.
import { type Contract, formatContract, parseContract, type Seat, TokenParseError } from "@bridgelaw/cards";
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
  law92BInTime,
  pointsScore,
  ScoringInputError,
  type SideScore,
  type SidesScore,
  sideScoreLabel,
  type TimeLimits,
} from "@bridgelaw/scoring";
import { addAudit } from "../../audit.ts";
import type { AuditEntry, TableDraft, TableState } from "../../state.ts";
import type { Outcome, ScoreCorrected, ScoreRecorded, SideAdjustment } from "./events.ts";
import type { ScoreFacts, Sides } from "./types.ts";

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
export const withFacts = (d: TableDraft, f: ScoreFacts, audit: readonly AuditEntry[]): void => {
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

/** `4S= by S`, `4S+1 by S`, `3NTX-2 by W`, `Pass`. */
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

/** A problem in a Director's or scorer's record, refused with the reason (like a ruling outside the question). */
export const refuse = (what: string, e: unknown): never => {
  if (e instanceof ScoringInputError) throw new DomainRejection(`${what}: ${e.reason}`);
  if (e instanceof TokenParseError) throw new DomainRejection(`${what}: ${e.reason}`);
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
      refuse(e.type, err);
    }
  };

/** A contract token with its declarer (default: the board's declarer). */
const contractOf = (s: TableState, token: string | undefined, declarer: Seat | undefined, what: string) => {
  const t = tableResult(s);
  const board = t !== null && t.contract !== undefined ? t.contract : auctionContract(s);
  if (token === undefined) return board;
  try {
    return parseContract(token, declarer ?? board?.declarer ?? null);
  } catch (e) {
    return refuse(what, e);
  }
};

/** The score of an entry (ScoreRecorded, ScoreCorrected): a contract and tricks, or a score. */
export const entryOf = (
  s: TableState,
  e: ScoreRecorded | ScoreCorrected,
  what: string,
): { contract: Contract | null | undefined; tricks: number | null; score: BoardScore } => {
  const contract = contractOf(s, e.contract, e.declarer, what);
  const tricks =
    contract === null
      ? null
      : (e.tricks ?? (e.contract === undefined ? tableResult(s)?.tricks : undefined) ?? null);
  if (e.score !== undefined)
    return { contract, tricks, score: { NS: e.score, EW: e.score === 0 ? 0 : -e.score } };
  if (contract === undefined)
    throw new DomainRejection(`${what}: no contract: give the contract and declarer, or the score`);
  if (contract !== null && tricks === null)
    throw new DomainRejection(`${what}: give the tricks declarer took, or the score`);
  return { contract, tricks, score: boardScore(contract, vulnerabilityOf(s), tricks ?? 0) };
};

interface TableResult {
  readonly contract: Contract | null | undefined;
  readonly tricks: number | null;
  readonly score: BoardScore;
  readonly law: string;
  readonly position: number;
  readonly before?: BoardScore;
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

const outcomeOf = (s: TableState, o: Outcome, what: string): AssignedOutcome => {
  const base = o.weight === undefined ? {} : { weight: o.weight };
  if (o.score !== undefined) {
    if (o.contract !== undefined || o.tricks !== undefined) {
      throw new DomainRejection(`${what}: an outcome gives a score, or a contract and tricks, not both`);
    }
    return { ...base, score: o.score };
  }
  const contract = contractOf(s, o.contract, o.declarer, what);
  if (contract === undefined) {
    throw new DomainRejection(
      `${what}: the board has no contract: give each outcome's contract and declarer`,
    );
  }
  if (contract !== null && o.tricks === undefined) {
    throw new DomainRejection(`${what}: give the tricks declarer takes in each outcome`);
  }
  return contract === null ? { ...base, contract: null } : { ...base, contract, tricks: o.tricks! };
};

const sideScoreOf = (s: TableState, a: SideAdjustment, what: string, cause?: "movement"): SideScore => {
  if (typeof a === "string") return { kind: "artificial", level: a, ...(cause !== undefined && { cause }) };
  if ("percent" in a) return { kind: "percent", percent: a.percent };
  if ("imps" in a) return { kind: "imps", imps: a.imps };
  try {
    return assignedScore(
      a.map((o) => outcomeOf(s, o, what)),
      vulnerabilityOf(s),
    );
  } catch (e) {
    return refuse(what, e);
  }
};

export const partsOf = (
  s: TableState,
  e: { outcomes?: readonly Outcome[]; NS?: SideAdjustment; EW?: SideAdjustment; cause?: "movement" },
  what: string,
): AdjustmentParts => ({
  ...(e.outcomes !== undefined && { both: sideScoreOf(s, e.outcomes, what) }),
  ...(e.NS !== undefined && { NS: sideScoreOf(s, e.NS, what, e.cause) }),
  ...(e.EW !== undefined && { EW: sideScoreOf(s, e.EW, what, e.cause) }),
});

export const adjust = (parts: AdjustmentParts, base: SidesScore | null, what: string): SidesScore => {
  try {
    return adjustSides(parts, base);
  } catch (e) {
    return refuse(what, e);
  }
};

export const describe = (sides: SidesScore): string => {
  const ns = sideScoreLabel(sides.NS, "NS");
  const ew = sideScoreLabel(sides.EW, "EW");
  if (isBalanced(sides)) return sides.NS.kind === "weighted" ? `weighted, NS ${ns}` : `NS ${ns}, EW ${ew}`;
  return `NS ${ns}, EW ${ew} (non-balancing)`;
};

export const limitsOf = (f: ScoreFacts): TimeLimits => f.posted?.limits ?? DEFAULT_TIME_LIMITS;

/** 92B (and 81C3): a ruling or penalty requested after the time limit is not applied. */
export const requestInTime = (f: ScoreFacts, requestedAt: string | undefined) =>
  law92BInTime(law92BDeadline(f.posted?.at, undefined, limitsOf(f)), requestedAt);
