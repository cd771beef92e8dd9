import type { AuctionState } from "@bridgelaw/auction";
import type { Deal, Seat, Vulnerability } from "@bridgelaw/cards";
import type { ClaimsState } from "@bridgelaw/claims";
import type { PlayState } from "@bridgelaw/play";
import type { Draft } from "immer";
import type { BoardEntry } from "./consequences.ts";
import type { ScoreFacts } from "./phases/score/types.ts";
import type { LawFacts } from "./rules/types.ts";

export type { AuditEntry, RulingNeeded } from "@bridgelaw/cards";
export type {
  AppealReason,
  AppealTime,
  BoardEntry,
  BoardOption,
  BoardQuestion,
  BoardReview,
  ConcurrenceCase,
  CorrectionTime,
  ExtraneousKind,
  Handling,
  HandsReturnedWhen,
  HearingCase,
  QuestionReason,
  ReferenceUnit,
  RefusedEvent,
  SeatEntry,
  SeatOption,
  SideMark,
  SideScoreFact,
  TableConsequence,
  TableConsequences,
  TableEntry,
  TableFact,
  TableQuestion,
  TableRefusal,
} from "./consequences.ts";
export { recordedNotApplied } from "./consequences.ts";

export interface BoardSetup {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly edition: "2017" | "2007";
  readonly deal: Deal;
  readonly profile?: string;
  readonly screens?: boolean;
  readonly event?: string;
  readonly table?: string;
  readonly pairs?: { readonly NS?: string; readonly EW?: string };
  readonly players?: { readonly N?: string; readonly E?: string; readonly S?: string; readonly W?: string };
  readonly teams?: { readonly NS?: string; readonly EW?: string };
  readonly section?: string;
  readonly round?: string;
  readonly room?: string;
  readonly date?: string;
}

/** The whole board as derived by the table Decider. */
export interface TableState {
  /** Events applied so far; the next event's position is `applied + 1`. */
  readonly applied: number;
  readonly setup: BoardSetup | null;
  readonly auction: AuctionState | null;
  readonly play: PlayState | null;
  /** The audit trail: every consequence the Laws derived, as data, in log order. */
  readonly audit: readonly BoardEntry[];
  /** Facts about the board's score: agreement, disputes, rulings, penalties, appeals (Laws 79, 81–93). */
  readonly score?: ScoreFacts;
  /** Claims and concessions (Laws 68–71), once one is made. */
  readonly claims?: ClaimsState;
  /** Facts of Laws 13–17, 20F and 45C the table keeps itself (`laws/facts.ts`), once one is recorded. */
  readonly laws?: LawFacts;
}

/** The board as a recipe changes it (an immer draft, or the bulk replay's private mutable state). */
export type TableDraft = Draft<TableState>;

/** A Law as an immer recipe on the whole board (style.md): `(draft, event, position) => void`. */
export type TableRecipe<E> = (d: TableDraft, e: E, position: number) => void;

export const initialTableState: TableState = {
  applied: 0,
  setup: null,
  auction: null,
  play: null,
  audit: [],
};

/** A new initial state, sharing nothing: what the bulk replay changes in place for a whole log. */
export const startTable = (): TableState => ({
  applied: 0,
  setup: null,
  auction: null,
  play: null,
  audit: [],
});
