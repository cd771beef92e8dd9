import {
  type Contract,
  formatContract,
  parseContract,
  type RulingNeeded,
  type Seat,
  type Side,
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
  type ContestForm,
  correctionPeriodEnd,
  DEFAULT_TIME_LIMITS,
  isBalanced,
  law79BCheck,
  law79CCorrection,
  law92BDeadline,
  law92BInTime,
  law92DConcurrence,
  law93Hearing,
  PENALTY_UNITS,
  type PenaltyUnit,
  pointsScore,
  ScoringInputError,
  type SideScore,
  type SidesScore,
  sideScoreLabel,
  type TimeLimits,
} from "@bridgelaw/scoring";
import { Schema } from "effect";
import { withAudit } from "../audit.ts";
import type { AuditEntry, TableState } from "../state.ts";
import { LawId, SeatToken } from "../tokens.ts";
import { type DirectorRuled, directorRuled } from "./shared.ts";

/* ------------------------------------------------------------------------------------------------------ */
/* Tokens and event schemas (log format v1, additive)                                                     */
/* ------------------------------------------------------------------------------------------------------ */

const Tricks = Schema.Number.check(
  Schema.isInt({ message: "a whole number of tricks" }),
  Schema.isBetween({ minimum: 0, maximum: 13 }, { message: "from 0 to 13 tricks" }),
);
/** An ISO 8601 time; the time limits of 79C and 92B are computed from these (a time without zone is UTC). */
const Time = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/, {
    message: "an ISO 8601 time such as 2026-11-22T22:00:00Z",
  }),
);
const Minutes = Schema.Number.check(
  Schema.isGreaterThanOrEqualTo(0, { message: "a number of minutes, 0 or more" }),
);
const Points = Schema.Number.check(Schema.isFinite({ message: "a number of points" }));
const ContractToken = Schema.String.check(
  Schema.isPattern(/^([1-7](C|D|H|S|NT)(X|XX)?|Pass)$/, { message: "a contract such as 4S, 3NTX or Pass" }),
);
const SideToken = Schema.Literals(["NS", "EW"]);

/** One outcome of an assigned adjusted score: a contract with declarer's tricks, or North-South's points. */
const Outcome = Schema.Struct({
  contract: Schema.optional(ContractToken),
  declarer: Schema.optional(SeatToken),
  tricks: Schema.optional(Tricks),
  score: Schema.optional(Points),
  weight: Schema.optional(Schema.Number),
});
type Outcome = typeof Outcome.Type;

/** A side's own adjusted score: artificial (12C2), assigned or weighted outcomes (12C1), or a direct figure. */
const SideAdjustment = Schema.Union([
  Schema.Literals(["average-plus", "average", "average-minus"]),
  Schema.Array(Outcome),
  Schema.Struct({ percent: Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 100 })) }),
  Schema.Struct({ imps: Points }),
]);
type SideAdjustment = typeof SideAdjustment.Type;

/** Law 79A1: the players agree the number of tricks won (declarer's side). */
export const TricksAgreed = Schema.Struct({
  type: Schema.Literal("TricksAgreed"),
  tricks: Tricks,
  at: Schema.optional(Time),
});
export type TricksAgreed = typeof TricksAgreed.Type;

/** The result entered on the score slip or terminal (the "score as recorded at the table"). */
export const ScoreRecorded = Schema.Struct({
  type: Schema.Literal("ScoreRecorded"),
  contract: Schema.optional(ContractToken),
  declarer: Schema.optional(SeatToken),
  tricks: Schema.optional(Tricks),
  score: Schema.optional(Points),
  at: Schema.optional(Time),
});
export type ScoreRecorded = typeof ScoreRecorded.Type;

/** Law 79B: the sides disagree on the tricks won; the Director is called. */
export const TricksDisputed = Schema.Struct({
  type: Schema.Literal("TricksDisputed"),
  seat: Schema.optional(SeatToken),
  /** The tricks the disputing side says declarer won. */
  tricks: Schema.optional(Tricks),
  /** 79B3: the Director was not called before the end of the round. */
  afterRound: Schema.optional(Schema.Boolean),
  at: Schema.optional(Time),
  text: Schema.optional(Schema.String),
});
export type TricksDisputed = typeof TricksDisputed.Type;

/** The official scores are made available for inspection: the 79C1 and 92B periods start (30 minutes each). */
export const ScoresPosted = Schema.Struct({
  type: Schema.Literal("ScoresPosted"),
  at: Time,
  correctionMinutes: Schema.optional(Minutes),
  appealMinutes: Schema.optional(Minutes),
});
export type ScoresPosted = typeof ScoresPosted.Type;

/** Law 79C: a scoring error corrected (the corrected entry); 79C2 after the period with TO and TD. */
export const ScoreCorrected = Schema.Struct({
  type: Schema.Literal("ScoreCorrected"),
  /** 79C (default): a scoring error; 69B: a claim's agreement withdrawn; 71: a concession cancelled. */
  law: Schema.optional(LawId),
  contract: Schema.optional(ContractToken),
  declarer: Schema.optional(SeatToken),
  tricks: Schema.optional(Tricks),
  score: Schema.optional(Points),
  toAgreed: Schema.optional(Schema.Boolean),
  tdCertain: Schema.optional(Schema.Boolean),
  requestedAt: Schema.optional(Time),
  at: Schema.optional(Time),
  text: Schema.optional(Schema.String),
});
export type ScoreCorrected = typeof ScoreCorrected.Type;

/**
 * The Director's ruling on the board's score (Laws 12C, 64C, 79B, 82C, 86, 87 …): an assigned score (one
 * outcome), a weighted score (several, 12C1(c)), an artificial score (12C2), each side's own (split).
 */
export const ScoreAdjusted = Schema.Struct({
  type: Schema.Literal("ScoreAdjusted"),
  law: LawId,
  /** One score for both sides. */
  outcomes: Schema.optional(Schema.Array(Outcome)),
  /** A side's own score (a split score, or an artificial score for each side). */
  NS: Schema.optional(SideAdjustment),
  EW: Schema.optional(SideAdjustment),
  /** Log position of the fact ruled on (a 79B dispute, an irregularity). */
  about: Schema.optional(Schema.Number),
  /** When the ruling was requested (92B: within the time limit). */
  requestedAt: Schema.optional(Time),
  at: Schema.optional(Time),
  text: Schema.optional(Schema.String),
});
export type ScoreAdjusted = typeof ScoreAdjusted.Type;

/** A procedural penalty (Law 90) or a disciplinary penalty in points (91A), on one side. */
export const PenaltyAwarded = Schema.Struct({
  type: Schema.Literal("PenaltyAwarded"),
  law: LawId,
  side: SideToken,
  amount: Schema.Number.check(Schema.isGreaterThan(0, { message: "a penalty greater than 0" })),
  unit: Schema.Literals(PENALTY_UNITS),
  requestedAt: Schema.optional(Time),
  at: Schema.optional(Time),
  text: Schema.optional(Schema.String),
});
export type PenaltyAwarded = typeof PenaltyAwarded.Type;

/** Law 92: a side appeals a ruling (through the Director, within the time limit, with concurrence). */
export const AppealLodged = Schema.Struct({
  type: Schema.Literal("AppealLodged"),
  side: SideToken,
  /** Log position of the ruling appealed (default: the last ruling). */
  about: Schema.optional(Schema.Number),
  contest: Schema.optional(Schema.Literals(["pairs", "teams", "individual"])),
  /** 92D1: the players who agree to appeal. */
  agreed: Schema.optional(Schema.Array(SeatToken)),
  /** 92D2: the team captain agrees. */
  captain: Schema.optional(Schema.Boolean),
  /** 92C: lodged through the Director (default true). */
  viaDirector: Schema.optional(Schema.Boolean),
  at: Schema.optional(Time),
  text: Schema.optional(Schema.String),
});
export type AppealLodged = typeof AppealLodged.Type;

/** Law 93: the decision on an appeal; it supersedes the ruling without rewriting it. */
export const AppealDecided = Schema.Struct({
  type: Schema.Literal("AppealDecided"),
  /** Log position of the appeal (default: the last appeal not yet decided). */
  about: Schema.optional(Schema.Number),
  body: Schema.Literals(["director", "committee", "ra"]),
  point: Schema.optional(Schema.Literals(["law", "fact", "judgement"])),
  decision: Schema.Literals(["upheld", "changed", "cancelled"]),
  /** The Law of the score decided (e.g. 12C1(c)), for `changed`. */
  law: Schema.optional(LawId),
  outcomes: Schema.optional(Schema.Array(Outcome)),
  NS: Schema.optional(SideAdjustment),
  EW: Schema.optional(SideAdjustment),
  /** A penalty appealed: its new amount (same unit). */
  amount: Schema.optional(Schema.Number.check(Schema.isGreaterThan(0))),
  /** 92A: the appeal was without merit. */
  withoutMerit: Schema.optional(Schema.Boolean),
  at: Schema.optional(Time),
  text: Schema.optional(Schema.String),
});
export type AppealDecided = typeof AppealDecided.Type;

/** Law 87A: this table played the board in a changed form (misplaced cards, other dealer or vulnerability). */
export const BoardFouled = Schema.Struct({
  type: Schema.Literal("BoardFouled"),
  /** The form played here: tables with the same form are scored together (87B). */
  form: Schema.String.check(Schema.isMinLength(1)),
  /** 87B: the method the Director announced, when there is no regulation. */
  method: Schema.optional(Schema.String),
  text: Schema.optional(Schema.String),
});
export type BoardFouled = typeof BoardFouled.Type;

/* ------------------------------------------------------------------------------------------------------ */
/* The facts of the score phase (kept on the table state)                                                 */
/* ------------------------------------------------------------------------------------------------------ */

/** A stage's scores: its own sides, or the table score as it stands (a ruling that lets it stand). */
type Sides = SidesScore | "table";

interface Stage {
  readonly sides: Sides;
  readonly law: string;
  readonly laws: readonly string[];
  readonly position: number;
  readonly text?: string;
}

interface Recorded {
  readonly contract: Contract | null | undefined;
  readonly tricks: number | null;
  readonly score: BoardScore;
  readonly law: string;
  readonly position: number;
  /** The score before a 79C correction. */
  readonly before?: BoardScore;
}

interface Dispute {
  readonly position: number;
  readonly afterRound: boolean;
  readonly open: boolean;
}

/** A decision that may be appealed (92A): a score ruling, a penalty, a ruling in the auction or play, an appeal's decision. */
interface Decision {
  readonly position: number;
  readonly kind: "score" | "penalty" | "ruling" | "appeal";
  readonly law: string;
  readonly at?: string;
}

export interface PenaltyView {
  readonly position: number;
  readonly law: string;
  readonly side: Side;
  readonly amount: number;
  readonly unit: PenaltyUnit;
  /** `in force`, `cancelled` or `changed` on appeal, or `not applied` (requested too late, 92B). */
  readonly status: "in force" | "cancelled" | "changed" | "not applied";
  /** The Law of the appeal decision that changed it. */
  readonly appealLaw?: string;
  readonly text?: string;
}

export interface AppealView {
  readonly position: number;
  readonly side: Side;
  /** Log position of the ruling appealed (null: none). */
  readonly about: number | null;
  readonly status: "lodged" | "not heard" | "decided" | "recommendation";
  /** The Law that decided its status (92B, 92C, 92D1, 92D2, 93A, 93B1, 93B2, 93B3, 93C2). */
  readonly law: string;
  readonly reason: string;
  readonly deadline?: string;
  readonly decision?: {
    readonly position: number;
    readonly body: "director" | "committee" | "ra";
    readonly decision: "upheld" | "changed" | "cancelled";
    readonly withoutMerit?: boolean;
  };
}

export interface ScoreFacts {
  readonly posted?: { readonly at: string; readonly limits: TimeLimits; readonly position: number };
  readonly agreed?: { readonly tricks: number; readonly position: number };
  readonly recorded?: Recorded;
  readonly disputes: readonly Dispute[];
  readonly ruled?: Stage;
  readonly appeal?: Stage & {
    readonly body: "director" | "committee" | "ra";
    readonly decision: "upheld" | "changed" | "cancelled";
    readonly appealed: number;
  };
  /** Which stage applies: the latest score decision in log order. */
  readonly applied?: "ruled" | "appeal";
  readonly decisions: readonly Decision[];
  readonly penalties: readonly PenaltyView[];
  readonly appeals: readonly AppealView[];
  readonly fouled?: { readonly form: string; readonly method?: string; readonly position: number };
  readonly notes: readonly string[];
}

const EMPTY: ScoreFacts = { disputes: [], decisions: [], penalties: [], appeals: [], notes: [] };

/** The score phase's facts of a table state (kept beside the phases the state declares). */
export const scoreFacts = (s: TableState): ScoreFacts => s.score ?? EMPTY;

const withFacts = (s: TableState, f: ScoreFacts, audit: readonly AuditEntry[]): TableState =>
  withAudit({ ...s, score: f } as TableState, audit);

/* ------------------------------------------------------------------------------------------------------ */
/* The board's contract and its result at the table                                                       */
/* ------------------------------------------------------------------------------------------------------ */

const vulnerabilityOf = (s: TableState) => s.setup!.vulnerability;

/** The contract of the auction: a Contract, null when passed out, undefined while the auction goes on. */
const auctionContract = (s: TableState): Contract | null | undefined =>
  s.auction?.ended === true ? s.auction.contract : undefined;

/** The tricks declarer took as played, when the play is over. */
const playedTricks = (s: TableState): number | undefined =>
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
const refuse = (what: string, e: unknown): never => {
  if (e instanceof ScoringInputError) throw new DomainRejection(`${what}: ${e.reason}`);
  if (e instanceof TokenParseError) throw new DomainRejection(`${what}: ${e.reason}`);
  throw e;
};

/**
 * A handler whose record may carry a value the scoring Laws cannot take (a date that does not exist, a
 * contract token without declarer): refused with the reason, never a crash.
 */
const lawful =
  <E extends { readonly type: string }>(h: (s: TableState, e: E, position: number) => TableState) =>
  (s: TableState, e: E, position: number): TableState => {
    try {
      return h(s, e, position);
    } catch (err) {
      return refuse(e.type, err);
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
const entryOf = (
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
const tableResult = (s: TableState): TableResult | null => {
  const f = s.score ?? EMPTY;
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

const tableSides = (s: TableState): SidesScore | null => {
  const t = tableResult(s);
  return t === null ? null : { NS: pointsScore(t.score), EW: pointsScore(t.score) };
};

const resolve = (s: TableState, sides: Sides): SidesScore | null =>
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

const sideScoreOf = (s: TableState, a: SideAdjustment, what: string): SideScore => {
  if (typeof a === "string") return { kind: "artificial", level: a };
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

const partsOf = (
  s: TableState,
  e: { outcomes?: readonly Outcome[]; NS?: SideAdjustment; EW?: SideAdjustment },
  what: string,
): AdjustmentParts => ({
  ...(e.outcomes !== undefined && { both: sideScoreOf(s, e.outcomes, what) }),
  ...(e.NS !== undefined && { NS: sideScoreOf(s, e.NS, what) }),
  ...(e.EW !== undefined && { EW: sideScoreOf(s, e.EW, what) }),
});

const adjust = (parts: AdjustmentParts, base: SidesScore | null, what: string): SidesScore => {
  try {
    return adjustSides(parts, base);
  } catch (e) {
    return refuse(what, e);
  }
};

const describe = (sides: SidesScore): string => {
  const ns = sideScoreLabel(sides.NS, "NS");
  const ew = sideScoreLabel(sides.EW, "EW");
  if (isBalanced(sides)) return sides.NS.kind === "weighted" ? `weighted, NS ${ns}` : `NS ${ns}, EW ${ew}`;
  return `NS ${ns}, EW ${ew} (non-balancing)`;
};

const limitsOf = (f: ScoreFacts): TimeLimits => f.posted?.limits ?? DEFAULT_TIME_LIMITS;

/** 92B (and 81C3): a ruling or penalty requested after the time limit is not applied. */
const requestInTime = (f: ScoreFacts, requestedAt: string | undefined) =>
  law92BInTime(law92BDeadline(f.posted?.at, undefined, limitsOf(f)), requestedAt);

/* ------------------------------------------------------------------------------------------------------ */
/* Handlers                                                                                               */
/* ------------------------------------------------------------------------------------------------------ */

/** Law 79A1: the tricks agreed. */
export const tricksAgreed = lawful((s: TableState, e: TricksAgreed, position: number): TableState => {
  const contract = auctionContract(s);
  if (contract === null)
    throw new DomainRejection("tricks agreed on a passed-out board (there is no contract)");
  if (contract === undefined)
    throw new DomainRejection("tricks agreed before the auction has ended: no contract yet");
  const f = scoreFacts(s);
  const score = boardScore(contract, vulnerabilityOf(s), e.tricks);
  const audit: AuditEntry[] = [
    {
      position,
      law: "79A1",
      text: `tricks agreed: declarer ${e.tricks}, defenders ${13 - e.tricks}: ${resultLabel(contract, e.tricks)}, NS ${score.NS}${
        f.agreed === undefined ? "" : ` (replaces the agreement at position ${f.agreed.position})`
      }`,
    },
  ];
  const notes = [...f.notes];
  const played = playedTricks(s);
  if (played !== undefined && played !== e.tricks) {
    const note = `the tricks agreed (${e.tricks}) differ from the tricks as played (${played}): 79A2, a correction under 79B or 79C is for the Director`;
    notes.push(note);
    audit.push({ position, law: "79A2", text: note });
  } else if (
    played === undefined &&
    s.play !== null &&
    (s.play.tricks.length > 0 || (s.play.current?.cards.length ?? 0) > 0)
  ) {
    audit.push({
      position,
      law: "79A1",
      text: "the play is not recorded to the end: the agreed tricks are the record",
    });
  }
  return withFacts(s, { ...f, agreed: { tricks: e.tricks, position }, notes }, audit);
});

/** The result entered at the table (score slip or terminal). */
export const scoreRecorded = lawful((s: TableState, e: ScoreRecorded, position: number): TableState => {
  const f = scoreFacts(s);
  if (f.posted !== undefined) {
    return withFacts(s, f, [
      {
        position,
        law: "79C1",
        text: "a score entered after the official scores were posted is a correction (ScoreCorrected, 79C): not applied",
      },
    ]);
  }
  const entry = entryOf(s, e, "score recorded");
  const before = tableResult(s);
  const audit: AuditEntry[] = [
    {
      position,
      law: "79A",
      text: `score recorded: ${resultLabel(entry.contract, entry.tricks) || "score"} NS ${entry.score.NS}, EW ${entry.score.EW}`,
    },
  ];
  const notes = [...f.notes];
  if (before !== null && before.law !== "79A" && before.score.NS !== entry.score.NS) {
    const note = `the score recorded (NS ${entry.score.NS}) does not match the result at the table (${resultLabel(before.contract, before.tricks)}, NS ${before.score.NS}): a scoring error, correctable within the Correction Period (79C1)`;
    notes.push(note);
    audit.push({ position, law: "79C1", text: note });
  }
  return withFacts(s, { ...f, recorded: { ...entry, law: "79A", position }, notes }, audit);
});

/** Law 79B: a disagreement on the tricks won asks the Director for a ruling (within the Correction Period). */
export const tricksDisputed = lawful((s: TableState, e: TricksDisputed, position: number): TableState => {
  if (auctionContract(s) === null) throw new DomainRejection("tricks disputed on a passed-out board");
  const f = scoreFacts(s);
  const time = law79CCorrection({
    ...(f.posted !== undefined && { postedAt: f.posted.at, limits: f.posted.limits }),
    ...(e.at !== undefined && { requestedAt: e.at }),
  });
  if (!time.allowed) {
    return withFacts(s, f, [
      {
        position,
        law: "79C1",
        text: `tricks disputed after the Correction Period (ended ${time.deadline}): the recorded score stands`,
      },
    ]);
  }
  const afterRound = e.afterRound === true;
  return withFacts(s, { ...f, disputes: [...f.disputes, { position, afterRound, open: true }] }, [
    {
      position,
      law: "79B",
      text: `the sides disagree on the tricks won${e.tricks === undefined ? "" : ` (declarer ${e.tricks} say ${e.seat ?? "the disputing side"})`}: the Director decides the score to record (79B1: a claim or concession goes by 69B or 71; 79B2${afterRound ? "; called after the round: 79B3" : ""})`,
    },
  ]);
});

/** The open 79B questions, for `rulingsNeeded`. */
export const openScoreRulings = (s: TableState): readonly RulingNeeded[] =>
  scoreFacts(s)
    .disputes.filter((d) => d.open)
    .map((d) => ({
      law: "79B",
      question: d.afterRound
        ? 'the tricks are disputed after the end of the round: the Director keeps the recorded score (answer "stands"), changes both sides\' only if clearly satisfied ("tricks"), or reduces one side\'s (ScoreAdjusted under 79B3)'
        : 'the tricks are disputed: the Director decides the score to record, a single result (79B2): "tricks" declarer won, or "stands"',
      position: d.position,
    }));

const openDispute = (f: ScoreFacts, about: number | undefined, what: string): Dispute | undefined => {
  const open = f.disputes.filter((d) => d.open && (about === undefined || d.position === about));
  if (open.length > 1)
    throw new DomainRejection(`${what}: several disputes are open: say which with "about"`);
  return open[0];
};

const closeDispute = (f: ScoreFacts, d: Dispute | undefined): readonly Dispute[] =>
  d === undefined ? f.disputes : f.disputes.map((x) => (x === d ? { ...x, open: false } : x));

/** Law 79B2/79B3 answered by `DirectorRuled`: the tricks to record, or "stands". */
const ruled79B = (s: TableState, e: DirectorRuled, position: number): TableState => {
  const f = scoreFacts(s);
  const dispute = openDispute(f, e.about, "a 79B ruling");
  if (dispute === undefined) {
    throw new DomainRejection(`a ruling under Law ${e.law} answers no dispute on tricks (none is open)`);
  }
  const law = dispute.afterRound ? "79B3" : "79B2";
  let sides: Sides;
  let said: string;
  if (e.tricks !== undefined) {
    const t = tableResult(s);
    const contract = t?.contract ?? auctionContract(s);
    if (!contract) throw new DomainRejection("a 79B ruling on tricks needs the contract");
    const score = boardScore(contract, vulnerabilityOf(s), e.tricks);
    sides = { NS: pointsScore(score), EW: pointsScore(score) };
    said = `${resultLabel(contract, e.tricks)}, NS ${score.NS}${dispute.afterRound ? " (the Director is clearly satisfied from the result at the table)" : ""}`;
  } else if (e.answer === "stands") {
    sides = "table";
    said = "the recorded score stands";
  } else {
    throw new DomainRejection('a 79B ruling gives the tricks declarer won ("tricks") or answers "stands"');
  }
  const ruled: Stage = { sides, law, laws: [law], position, ...(e.text !== undefined && { text: e.text }) };
  return withFacts(
    s,
    {
      ...f,
      disputes: closeDispute(f, dispute),
      ruled,
      applied: "ruled",
      decisions: [...f.decisions, { position, kind: "score", law }],
    },
    [
      {
        position,
        law,
        text: `Director's ruling on the tricks disputed at position ${dispute.position}: ${said}`,
      },
    ],
  );
};

/**
 * `DirectorRuled` goes to the score phase when it answers a 79B dispute; otherwise to the auction or play
 * (shared.ts), and the ruling is noted as a decision that may be appealed (92A).
 */
export const routeDirectorRuled = (s: TableState, e: DirectorRuled, position: number): TableState => {
  if (e.law.startsWith("79B")) return lawful(ruled79B)(s, e, position);
  const next = directorRuled(s, e, position);
  const f = scoreFacts(next);
  return {
    ...next,
    score: { ...f, decisions: [...f.decisions, { position, kind: "ruling", law: e.law }] },
  } as TableState;
};

/** A Director's adjusted score (Law 12C and the Laws that send to it). */
export const scoreAdjusted = lawful((s: TableState, e: ScoreAdjusted, position: number): TableState => {
  const f = scoreFacts(s);
  const what = `adjusted score (Law ${e.law})`;
  const time = requestInTime(f, e.requestedAt);
  if (!time.allowed) {
    return withFacts(s, f, [
      {
        position,
        law: "92B",
        text: `${what} requested ${time.reason}: not applied (81C3: within the limits of 79C and 92B)`,
      },
    ]);
  }
  const base = tableSides(s);
  const sides = adjust(partsOf(s, e, what), base, what);
  const is79B = e.law.startsWith("79B");
  const dispute = is79B ? openDispute(f, e.about, what) : undefined;
  if (is79B) {
    const reason = law79BCheck(base, sides, dispute?.afterRound ?? e.law.startsWith("79B3"));
    if (reason !== null) throw new DomainRejection(reason);
  }
  if (s.setup?.edition === "2007" && !isBalanced(sides) && /^(11A|43B3|79B)/.test(e.law)) {
    // editions G-1, S-2: the 2007 Code splits scores only under 12C1(e)/(f) (and 12C4 in knockouts)
    throw new DomainRejection(`2007 Code: no split score under Law ${e.law} (one score for both sides)`);
  }
  const ruled: Stage = {
    sides,
    law: e.law,
    laws: [e.law],
    position,
    ...(e.text !== undefined && { text: e.text }),
  };
  return withFacts(
    s,
    {
      ...f,
      disputes: closeDispute(f, dispute),
      ruled,
      applied: "ruled",
      decisions: [
        ...f.decisions,
        { position, kind: "score", law: e.law, ...(e.at !== undefined && { at: e.at }) },
      ],
    },
    [
      {
        position,
        law: e.law,
        text: `Director's adjusted score: ${describe(sides)}${e.text === undefined ? "" : `: ${e.text}`}`,
      },
    ],
  );
});

const UNIT_NAMES: Readonly<Record<PenaltyUnit, string>> = {
  top: "of a top",
  matchpoints: "matchpoints",
  imps: "IMPs",
  vps: "VPs",
  points: "points",
};

/** Law 90 (procedural) or 91A (disciplinary): a penalty in points, separate from the board score. */
export const penaltyAwarded = lawful((s: TableState, e: PenaltyAwarded, position: number): TableState => {
  const f = scoreFacts(s);
  const time = requestInTime(f, e.requestedAt);
  const kind = e.law.startsWith("91") ? "disciplinary penalty" : "procedural penalty";
  const penalty: PenaltyView = {
    position,
    law: e.law,
    side: e.side,
    amount: e.amount,
    unit: e.unit,
    status: time.allowed ? "in force" : "not applied",
    ...(e.text !== undefined && { text: e.text }),
  };
  return withFacts(
    s,
    {
      ...f,
      penalties: [...f.penalties, penalty],
      decisions: [
        ...f.decisions,
        { position, kind: "penalty", law: e.law, ...(e.at !== undefined && { at: e.at }) },
      ],
    },
    [
      {
        position,
        law: e.law,
        text: time.allowed
          ? `${kind} on ${e.side}: ${e.amount} ${UNIT_NAMES[e.unit]} (separate from the board score; the opponents get nothing, Law 90)`
          : `${kind} on ${e.side} requested ${time.reason}: not applied (92B)`,
      },
    ],
  );
});

/** The official scores are posted: the Correction Period (79C1) and the time to appeal (92B) start. */
export const scoresPosted = lawful((s: TableState, e: ScoresPosted, position: number): TableState => {
  const f = scoreFacts(s);
  if (f.posted !== undefined) {
    return withFacts(s, f, [
      {
        position,
        law: "79C1",
        text: `the scores were already posted at ${f.posted.at}: the periods run from then`,
      },
    ]);
  }
  const limits: TimeLimits = {
    correctionMinutes: e.correctionMinutes ?? DEFAULT_TIME_LIMITS.correctionMinutes,
    appealMinutes: e.appealMinutes ?? DEFAULT_TIME_LIMITS.appealMinutes,
  };
  let ends: string;
  let appeal: string | null;
  try {
    ends = correctionPeriodEnd(e.at, limits);
    appeal = law92BDeadline(e.at, undefined, limits);
  } catch (err) {
    return refuse("scores posted", err);
  }
  return withFacts(s, { ...f, posted: { at: e.at, limits, position } }, [
    {
      position,
      law: "79C1",
      text: `official scores posted at ${e.at}: the Correction Period ends at ${ends}`,
    },
    {
      position,
      law: "92B",
      text: `rulings may be requested and appealed until ${appeal} (later for a ruling given later)`,
    },
  ]);
});

/** Law 79C: a scoring error corrected, within the Correction Period (79C1) or after it with TO and TD (79C2). */
export const scoreCorrected = lawful((s: TableState, e: ScoreCorrected, position: number): TableState => {
  const f = scoreFacts(s);
  const law = e.law ?? "79C";
  const reason = law.startsWith("79C")
    ? "79C"
    : law.startsWith("69B")
      ? "69B"
      : law.startsWith("71")
        ? "71"
        : null;
  if (reason === null) {
    throw new DomainRejection(`a score correction is made under 79C, 69B or 71, not Law ${law}`);
  }
  const requestedAt = e.requestedAt ?? e.at;
  const time = law79CCorrection({
    reason,
    ...(f.posted !== undefined && { postedAt: f.posted.at, limits: f.posted.limits }),
    ...(requestedAt !== undefined && { requestedAt }),
    ...(e.toAgreed !== undefined && { toAgreed: e.toAgreed }),
    ...(e.tdCertain !== undefined && { tdCertain: e.tdCertain }),
  });
  const cited = reason === "79C" ? time.law : law;
  const entry = entryOf(s, e, "score corrected");
  const before = tableResult(s);
  if (!time.allowed) {
    return withFacts(s, f, [{ position, law: cited, text: `score correction: ${time.reason}` }]);
  }
  const recorded: Recorded = {
    ...entry,
    law: cited,
    position,
    ...(before !== null && { before: before.before ?? before.score }),
  };
  const what =
    reason === "69B"
      ? "agreement to a claim withdrawn"
      : reason === "71"
        ? "concession cancelled"
        : "scoring error corrected";
  return withFacts(s, { ...f, recorded }, [
    {
      position,
      law: cited,
      text: `${what} (${time.reason}): ${resultLabel(entry.contract, entry.tricks) || "score"} NS ${entry.score.NS}${
        before === null ? "" : ` (was NS ${before.score.NS})`
      }`,
    },
  ]);
});

/** Law 92: an appeal lodged: heard only in time (92B), through the Director (92C), with concurrence (92D). */
export const appealLodged = lawful((s: TableState, e: AppealLodged, position: number): TableState => {
  const f = scoreFacts(s);
  let appealed: Decision | undefined;
  if (e.about !== undefined) {
    appealed = f.decisions.find((d) => d.position === e.about);
    if (appealed === undefined) {
      throw new DomainRejection(
        `an appeal of position ${e.about}, which is not a ruling (rulings: ${f.decisions.map((d) => d.position).join(", ") || "none"})`,
      );
    }
  } else {
    appealed =
      [...f.decisions].reverse().find((d) => d.kind !== "appeal") ?? f.decisions[f.decisions.length - 1];
  }
  const deadline = law92BDeadline(f.posted?.at, appealed?.at, limitsOf(f));
  const time = law92BInTime(deadline, e.at);
  const concurrence = law92DConcurrence({
    contest: (e.contest ?? "pairs") as ContestForm,
    side: e.side,
    ...(e.agreed !== undefined && { agreed: e.agreed }),
    ...(e.captain !== undefined && { captain: e.captain }),
    ...(e.viaDirector !== undefined && { viaDirector: e.viaDirector }),
  });
  const further = appealed?.kind === "appeal";
  const [status, law, reason] =
    appealed === undefined
      ? (["not heard", "92A", "there is no ruling to appeal (92A: a ruling made at the table)"] as const)
      : !time.allowed
        ? (["not heard", "92B", time.reason] as const)
        : !concurrence.ok
          ? (["not heard", concurrence.law, concurrence.reason] as const)
          : ([
              "lodged",
              further ? "93C1" : concurrence.law,
              further
                ? "a further appeal, to the Regulating Authority (93C1)"
                : `${concurrence.reason}; ${time.reason}`,
            ] as const);
  const view: AppealView = {
    position,
    side: e.side,
    about: appealed?.position ?? null,
    status,
    law,
    reason,
    ...(deadline !== null && { deadline }),
  };
  return withFacts(s, { ...f, appeals: [...f.appeals, view] }, [
    {
      position,
      law,
      text: `${e.side} appeal${appealed === undefined ? "" : ` the ruling at position ${appealed.position} (Law ${appealed.law})`}: ${
        status === "lodged" ? "lodged" : "not heard"
      }: ${reason}`,
    },
  ]);
});

/** Law 93: the decision on an appeal; a binding one supersedes the ruling (nothing is rewritten). */
export const appealDecided = lawful((s: TableState, e: AppealDecided, position: number): TableState => {
  const f = scoreFacts(s);
  const appeal =
    e.about !== undefined
      ? f.appeals.find((a) => a.position === e.about)
      : [...f.appeals].reverse().find((a) => a.decision === undefined);
  if (appeal === undefined) {
    throw new DomainRejection(
      e.about === undefined
        ? "a decision on an appeal, but no appeal is open"
        : `position ${e.about} is not an appeal`,
    );
  }
  if (appeal.decision !== undefined) {
    throw new DomainRejection(
      `the appeal at position ${appeal.position} was decided at position ${appeal.decision.position} (a further appeal is a new AppealLodged, 93C1)`,
    );
  }
  const appealed = f.decisions.find((d) => d.position === appeal.about);
  const decision = {
    position,
    body: e.body,
    decision: e.decision,
    ...(e.withoutMerit !== undefined && { withoutMerit: e.withoutMerit }),
  };
  const hearing = law93Hearing({
    body: e.body,
    ...(e.point !== undefined && { point: e.point }),
    ...(appealed !== undefined && { appealedLaw: appealed.law }),
  });
  const audit: AuditEntry[] = [];
  const merit: AuditEntry[] = e.withoutMerit
    ? [
        {
          position,
          law: "92A",
          text: "the appeal was without merit: a sanction may follow by regulation (92A)",
        },
      ]
    : [];
  const record = (status: AppealView["status"], law: string, reason: string) =>
    f.appeals.map((a) => (a === appeal ? { ...a, status, law, reason, decision } : a));
  if (appeal.status === "not heard" || appealed === undefined) {
    return withFacts(s, { ...f, appeals: record("not heard", appeal.law, appeal.reason) }, [
      {
        position,
        law: appeal.law,
        text: `a decision on an appeal that was not heard (${appeal.reason}): not applied`,
      },
      ...merit,
    ]);
  }
  if (!hearing.binding) {
    return withFacts(s, { ...f, appeals: record("recommendation", hearing.law, hearing.reason) }, [
      {
        position,
        law: hearing.law,
        text: `${hearing.reason}: the ruling at position ${appealed.position} stands`,
      },
      ...merit,
    ]);
  }
  const appeals = record("decided", hearing.law, hearing.reason);
  const decided = {
    ...f,
    appeals,
    decisions: [
      ...f.decisions,
      { position, kind: "appeal" as const, law: hearing.law, ...(e.at !== undefined && { at: e.at }) },
    ],
  };
  const what = `appeal decision (Law ${hearing.law})`;
  if (appealed.kind === "penalty") {
    const penalties = f.penalties.map((p): PenaltyView => {
      if (p.position !== appealed.position || e.decision === "upheld") return p;
      if (e.decision === "cancelled") return { ...p, status: "cancelled", appealLaw: hearing.law };
      if (e.amount === undefined)
        throw new DomainRejection(`${what}: a penalty changed on appeal needs its new "amount"`);
      return { ...p, amount: e.amount, status: "changed", appealLaw: hearing.law };
    });
    audit.push({
      position,
      law: hearing.law,
      text: `${hearing.reason}: the penalty at position ${appealed.position} is ${e.decision}${e.decision === "changed" ? ` to ${e.amount}` : ""}`,
    });
    return withFacts(s, { ...decided, penalties }, [...audit, ...merit]);
  }
  // the score in force before the decision: the appealed ruling's (a score ruling), else the one applied
  const appealedSides: SidesScore | null =
    appealed.kind === "score" && f.ruled?.position === appealed.position
      ? resolve(s, f.ruled.sides)
      : appealed.kind === "appeal" && f.appeal?.position === appealed.position
        ? resolve(s, f.appeal.sides)
        : currentSides(s);
  let sides: Sides;
  let said: string;
  if (e.decision === "upheld") {
    if (appealed.kind === "ruling") {
      return withFacts(s, decided, [
        {
          position,
          law: hearing.law,
          text: `${hearing.reason}: the ruling at position ${appealed.position} is upheld`,
        },
        ...merit,
      ]);
    }
    sides = appealedSides ?? "table";
    said = "upheld";
  } else if (e.decision === "cancelled") {
    if (appealed.kind === "ruling") {
      return withFacts(s, decided, [
        {
          position,
          law: hearing.law,
          text: `${hearing.reason}: the ruling at position ${appealed.position} is overturned; the facts of the board stand, and only an adjusted score ("changed") changes its result`,
        },
        ...merit,
      ]);
    }
    sides = "table";
    said = "cancelled: the score recorded at the table stands";
  } else {
    const resolved = adjust(partsOf(s, e, what), appealedSides, what);
    sides = resolved;
    said = `changed to ${describe(resolved)}`;
  }
  const laws = e.law === undefined || e.law === hearing.law ? [hearing.law] : [hearing.law, e.law];
  return withFacts(
    s,
    {
      ...decided,
      appeal: {
        sides,
        law: hearing.law,
        laws,
        position,
        body: e.body,
        decision: e.decision,
        appealed: appealed.position,
        ...(e.text !== undefined && { text: e.text }),
      },
      applied: "appeal",
    },
    [
      {
        position,
        law: hearing.law,
        text: `${hearing.reason}: the ruling at position ${appealed.position} is ${said}${e.law === undefined ? "" : ` (Law ${e.law})`}`,
      },
      ...merit,
    ],
  );
});

/** Law 87A: the board was played here in a changed form; 87B scores it with the tables of the same form. */
export const boardFouled = lawful((s: TableState, e: BoardFouled, position: number): TableState => {
  const f = scoreFacts(s);
  return withFacts(
    s,
    { ...f, fouled: { form: e.form, ...(e.method !== undefined && { method: e.method }), position } },
    [
      {
        position,
        law: "87A",
        text: `fouled board: played here in form "${e.form}"; 87B: scored in a group with the tables that played the same form${
          e.method === undefined ? "" : ` (the Director's method: ${e.method})`
        }`,
      },
    ],
  );
});

/* ------------------------------------------------------------------------------------------------------ */
/* The view                                                                                               */
/* ------------------------------------------------------------------------------------------------------ */

/** The scores in force: the appeal's decision, else the ruling, else the table's; null when none. */
const currentSides = (s: TableState): SidesScore | null => {
  const f = scoreFacts(s);
  if (f.applied === "appeal" && f.appeal !== undefined) return resolve(s, f.appeal.sides);
  if (f.applied === "ruled" && f.ruled !== undefined) return resolve(s, f.ruled.sides);
  return tableSides(s);
};

export interface StageView {
  readonly law: string;
  readonly laws: readonly string[];
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
        readonly result: string;
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
  readonly laws: readonly string[];
  /** Official scores posted, and the limits that run from then (79C1, 92B). */
  readonly posted: {
    readonly at: string;
    readonly correctionEnds: string;
    readonly appealEnds: string;
  } | null;
  /** Law 87: the form the board was played in here, when fouled. */
  readonly fouled: { readonly form: string; readonly method?: string } | null;
  /** Discrepancies the Director may want to look at (79A2, 79C1). */
  readonly notes: readonly string[];
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

/** The score part of the board's view. */
export const boardScores = (s: TableState): BoardScores => {
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
          result: resultLabel(t.contract, t.tricks) || `NS ${t.score.NS}`,
          ...(t.before !== undefined && { recorded: t.before }),
        };
  const ruled = f.ruled === undefined ? null : stageView(s, f.ruled);
  const appealStage = f.appeal === undefined ? null : stageView(s, f.appeal);
  const appeal: BoardScores["appeal"] =
    appealStage === null || f.appeal === undefined
      ? null
      : { ...appealStage, body: f.appeal.body, decision: f.appeal.decision, appealed: f.appeal.appealed };
  const applied: BoardScores["applied"] =
    f.applied === "appeal" && appeal !== null
      ? "appeal"
      : f.applied === "ruled" && ruled !== null
        ? "ruled"
        : table !== null
          ? "table"
          : null;
  const current = applied === "appeal" ? appeal : applied === "ruled" ? ruled : table;
  const laws: string[] = [];
  const add = (xs: readonly string[] | undefined) => {
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
    NS: current?.NS ?? null,
    EW: current?.EW ?? null,
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
