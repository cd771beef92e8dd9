import {
  type CallStatus,
  type ExposedCard,
  type InfoRecord,
  type LeadRestriction,
  legalCalls,
  type Obligation,
} from "@bridgelaw/auction";
import {
  type Call,
  type Card,
  formatContract,
  formatDeal,
  formatHand,
  type LawId,
  lawIn,
  partner,
  type Seat,
  type Vulnerability,
} from "@bridgelaw/cards";
import { frozenThrough } from "@bridgelaw/log";
import {
  type Arrangement,
  declarerTricks,
  type Edition,
  finalTricks,
  type LeadRestriction as LeadObligation,
  legalCards,
  type PlayRestriction,
  type TrickTransfer,
} from "@bridgelaw/play";
import { boardScore } from "@bridgelaw/scoring";
import type { BoardEntry, BoardOption, BoardQuestion, BoardReview } from "./consequences.ts";
import { seatedPairs } from "./laws/15-wrong-board-or-contestants.ts";
import { carriedFromAuction } from "./phases/auction.ts";
import { type ClaimView, claimRulings, claimViews, suspendedByClaim } from "./phases/claims.ts";
import {
  type AppealView,
  type BoardScores,
  boardAppeals,
  boardPenalties,
  boardScores,
  boardStanding,
  openScoreRulings,
  type PenaltyView,
  recordedResult,
  type Standing,
  scoredWithoutPlay,
} from "./phases/score.ts";
import { openRulings, pendingOptions } from "./phases/shared.ts";
import { inTheCode } from "./rules/clause-numbers.ts";

export type { Standing, StandingDecision, StandingResult, StandingStage } from "./phases/score.ts";

import {
  type CardCountFact,
  type ContestantsFact,
  type ExtraneousFact,
  type HandledFact,
  type HandsReturnedFact,
  lawFacts,
  type MovedOnFact,
  type QuestionFact,
  type WrongBoardLink,
} from "./rules/facts.ts";
import type { TableState } from "./state.ts";

/**
 * The derived state of a board (what replaying its log gives), as apps render it and `bridgelaw replay --json`
 * prints it. Stable shape: fields are only ever added. `result` is null until the board is complete.
 */
export interface BoardView {
  readonly format: 1;
  readonly phase: "setup" | "auction" | "play" | "complete";
  readonly board: number | null;
  readonly dealer: Seat | null;
  readonly vulnerability: Vulnerability | null;
  readonly edition: "2017" | "2007";
  readonly event?: string;
  readonly table?: string;
  readonly pairs?: { readonly NS?: string; readonly EW?: string };
  /** Who played (names by seat), the teams, and where and when (from `BoardStarted`). */
  readonly players?: { readonly N?: string; readonly E?: string; readonly S?: string; readonly W?: string };
  readonly teams?: { readonly NS?: string; readonly EW?: string };
  readonly section?: string;
  readonly round?: string;
  readonly room?: string;
  readonly date?: string;
  /** The deal as dealt (PBN), and the hands as they stand (PBN hand strings). */
  readonly deal: string | null;
  readonly hands: Readonly<Record<Seat, string>> | null;
  readonly auction: {
    readonly dealer: Seat | null;
    readonly calls: readonly {
      readonly position: number;
      readonly seat: Seat;
      readonly call: Call;
      readonly status: CallStatus;
      readonly law?: LawId;
      readonly flags?: readonly string[];
    }[];
    readonly ended: boolean;
    /** Who must pass (next turn or throughout) or repeat a call, from which event, under which Law. */
    readonly obligations: readonly Obligation[];
    /** Information from withdrawn or cancelled calls and whom it is unauthorised for (Law 16C). */
    readonly unauthorisedInformation: readonly InfoRecord[];
    /** Cards exposed during the auction (Law 24) and what became of them. */
    readonly exposedCards: readonly ExposedCard[];
    /** What the Director reviews at the end of play (23C, 27D, 72C, 21B3). */
    readonly reviews: readonly BoardReview[];
  };
  /** Law 26 (and 39C) lead restrictions: pending during the auction, then active or void. */
  readonly leadRestrictions: readonly LeadRestriction[];
  /** Penalty cards carried into the play (24E); once the play has begun, the penalty cards on the table (Law 50). */
  readonly penaltyCards: readonly {
    readonly seat: Seat;
    readonly card: Card;
    readonly law: LawId;
    readonly kind?: "major" | "minor";
    readonly position?: number;
  }[];
  readonly contract: string | null;
  readonly declarer: Seat | null;
  readonly dummy: Seat | null;
  readonly openingLeader: Seat | null;
  readonly tricks: readonly {
    readonly number: number;
    readonly leader: Seat;
    /** `law`: the Law under which a card stands when it was not a plain play in turn (53A, 57C3, 50D1 …). */
    readonly cards: readonly {
      readonly seat: Seat;
      readonly card: Card;
      readonly position: number;
      readonly law?: LawId;
    }[];
    readonly winner: Seat | null;
  }[];
  readonly tricksWon: { readonly NS: number; readonly EW: number };
  /** Whose turn it is and what is legal for that seat now; null while an option is pending (9B2, 10C1). */
  readonly turn: {
    readonly seat: Seat;
    readonly to: "call" | "play";
    readonly legal: readonly Call[] | readonly Card[];
  } | null;
  readonly revokes: readonly {
    readonly trick: number;
    readonly offender: Seat;
    readonly card: Card;
    readonly position: number;
    readonly status: string;
    readonly law: LawId;
    readonly kind?: string;
    readonly attention?: number;
    readonly establishedBy?: string;
    readonly correctedBy?: string;
    readonly transfer?: number;
    readonly rectifiedBy?: string;
    /** 61B: the position of the first question to the offender about it (43B2(b)). */
    readonly inquired?: number;
    /** 43B2(b): dummy, having forfeited his rights, asked first: Law 64 applies as if established, from here. */
    readonly asIfEstablishedFrom?: number;
    /** 45D2(a): a defender's failure to follow a card dummy misplaced as the lead (64C1 only). */
    readonly misplacedLead?: boolean;
  }[];
  /** Lead restrictions in the play (50D2, 51B, 26B): who must or must not lead what, and for how long. */
  readonly leadObligations: readonly LeadObligation[];
  /** Restrictions on one player's card to one trick (57A, 57D, 51A, 52B2). */
  readonly playObligations: readonly PlayRestriction[];
  /** Tricks moved by Law 64A for established revokes, computed at the end of play. */
  readonly transfers: readonly TrickTransfer[];
  /** Tricks of each side after transfers and any 64C adjustment (equal to `tricksWon` when there is none). */
  readonly finalTricks: { readonly NS: number; readonly EW: number };
  readonly irregularPlays: readonly {
    readonly seat: Seat;
    readonly card: Card;
    readonly position: number;
    readonly law: LawId;
  }[];
  /** Options the Law gives a player now, each answered by an `OptionChosen`. */
  readonly pending: readonly BoardOption[];
  /** Questions for the Director, each answered by a `DirectorRuled`. */
  readonly rulingsNeeded: readonly BoardQuestion[];
  /**
   * The result at the table as it stands: as played (after Law 64's transfers and the tricks the Director
   * decided), agreed or entered (79A), or corrected (79C; `standing.corrected.recorded` keeps what was recorded).
   * Which score applies, and why, is the standing's.
   */
  readonly result: {
    readonly contract: string;
    readonly declarer: Seat | null;
    readonly tricksByDeclarer: number | null;
    readonly score: { readonly NS: number; readonly EW: number };
  } | null;
  /** The score as recorded at the table, as ruled, and as decided on appeal, each with its Law (79, 81–93). */
  readonly scores: BoardScores;
  /**
   * The board's standing (77–93): the table result as played, corrected (79C), the Director's ruling (an
   * adjusted score, or the tricks he decided: 64C, 70), the decision on appeal; which applies and why, its
   * Laws and its mark (AS, A+/A−, a weighted score's outcomes). Every output shows the score from here.
   */
  readonly standing: Standing;
  /** Procedural (Law 90) and disciplinary (91A) penalties, with their status after any appeal. */
  readonly penalties: readonly PenaltyView[];
  /** Appeals (92) and their decisions (93). */
  readonly appeals: readonly AppealView[];
  /** Claims and concessions (Laws 68–71): the facts, where each stands, and what the claim checker is asked (`claimReport`). */
  readonly claims: readonly ClaimView[];
  /**
   * Laws 65, 66: the played cards turned face down (which way, misoriented, left face up, pointed out), the
   * players who disturbed their played cards, the inspections of tricks, and the first claim after the play.
   */
  readonly arrangement: Arrangement;
  /** 17D2: when the four hands were returned to the board. */
  readonly handsReturned: HandsReturnedFact | null;
  /** 69A: when the table moved on from the board (a call on the next deal, the end of the round): the players' part of it is over. */
  readonly movedOn: MovedOnFact | null;
  /** Laws 13, 14: a hand found with a wrong number of cards, the corrections of the deal, the decision. */
  readonly cardCount: CardCountFact | null;
  /** 15B: a contestant that was not to play the board here (the pairs as scheduled and as seated). */
  readonly contestants: ContestantsFact | null;
  /** 15A3: this board's cards taken and called with on another board (a reference to that log). */
  readonly wrongBoard: readonly WrongBoardLink[];
  /** 16B: extraneous information (a break in tempo, a remark …): who, when, what, unauthorised for whom. */
  readonly extraneousInformation: readonly ExtraneousFact[];
  /** 20F: questions about the opponents' calls and their answers. */
  readonly questions: readonly QuestionFact[];
  /** 45C: how a card was handled and whether it is played. */
  readonly cardsHandled: readonly HandledFact[];
  /** The audit trail: every consequence the Laws derived, as data (`@bridgelaw/words` writes it in words). */
  readonly audit: readonly BoardEntry[];
}

const NO_ARRANGEMENT: Arrangement = { turned: [], disturbed: [], inspections: [], disputed: null };

/**
 * 69A: when the table moved on from the board (the view's `movedOn`: the players' part of it is over), read
 * from the state without deriving the whole view (a server checks it before each player's command).
 */
export const movedOnOf = (s: TableState): MovedOnFact | null => lawFacts(s).movedOn;

/**
 * A text derived from a value frozen through and through, kept for it (a state's hands and deal are the same
 * frozen values from one version to the next: each is written once); a value that may still change (a bulk
 * replay's) is written each time.
 */
const textOf = <T extends object>(cache: WeakMap<T, string>, value: T, write: (v: T) => string): string => {
  const known = cache.get(value);
  if (known !== undefined) return known;
  const text = write(value);
  if (frozenThrough(value)) cache.set(value, text);
  return text;
};

/**
 * The view's entry for a state's value frozen through and through (a trick, a call: the same frozen values from
 * one version to the next), made once and frozen, so that every later view shares it (a seat's view and a
 * reply's JSON read it once: `withhold`, the server's encoder); for a value that may still change (a bulk
 * replay's), made anew each time.
 */
const entryOf = <T extends object, E extends object>(
  cache: WeakMap<T, E>,
  value: T,
  make: (v: T) => E,
): E => {
  const known = cache.get(value);
  if (known !== undefined) return known;
  const entry = make(value);
  if (!frozenThrough(value)) return entry;
  Object.freeze(entry);
  cache.set(value, entry);
  return entry;
};
type TrickState = NonNullable<TableState["play"]>["tricks"][number];
type CallState = NonNullable<TableState["auction"]>["calls"][number];
type ViewTrick = BoardView["tricks"][number];
type ViewCall = BoardView["auction"]["calls"][number];
/**
 * A state's list made into the view's, entry by entry (`entryOf` each), and the list itself made once (`entryOf`)
 * for a list frozen through and through (the calls during the play, the tricks played: the same list from one
 * version to the next).
 */
const entriesOf = <T extends object, E extends object>(
  cache: WeakMap<readonly T[], readonly E[]>,
  list: readonly T[],
  entry: (t: T) => E,
): readonly E[] => entryOf(cache, list, (l) => l.map(entry));
const trickEntries = new WeakMap<TrickState, ViewTrick>();
const trickLists = new WeakMap<readonly TrickState[], readonly ViewTrick[]>();
const viewTrick = (t: TrickState): ViewTrick =>
  entryOf(trickEntries, t, () => ({ number: t.number, leader: t.leader, cards: t.cards, winner: t.winner }));
/** A call's entry by the board's Code (its Law's number in that Code). */
const callEntries: Readonly<Record<Edition, WeakMap<CallState, ViewCall>>> = {
  "2017": new WeakMap(),
  "2007": new WeakMap(),
};
const callLists: Readonly<Record<Edition, WeakMap<readonly CallState[], readonly ViewCall[]>>> = {
  "2017": new WeakMap(),
  "2007": new WeakMap(),
};
const viewCall = (c: CallState, edition: Edition): ViewCall =>
  entryOf(callEntries[edition], c, () => ({
    position: c.position,
    seat: c.seat,
    call: c.call,
    status: c.status,
    // the auction records the 2017 number; a 2007 board shows its Code's (17D3 → 17E2)
    ...(c.law !== undefined && { law: lawIn(edition, c.law) }),
    ...(c.flags !== undefined && { flags: c.flags }),
  }));
type DealCards = Readonly<Record<Seat, readonly Card[]>>;
const handTexts = new WeakMap<readonly Card[], string>();
const dealTexts = new WeakMap<DealCards, string>();
const handText = (h: readonly Card[]) => textOf(handTexts, h, formatHand);
const dealText = (d: DealCards) => textOf(dealTexts, d, formatDeal);

/** Derives the board's view from the table state. */
export const viewOf = (s: TableState): BoardView => {
  const { setup, auction, play } = s;
  const laws = lawFacts(s);
  // 15B: the pairs who sat at the table (the movement amended), else those BoardStarted names
  const pairs = seatedPairs(s);
  const contract = auction?.contract;
  const passedOut = auction?.ended === true && contract === null;
  const complete = passedOut || play?.ended === true || scoredWithoutPlay(s);
  const phase = setup === null ? "setup" : complete ? "complete" : play !== null ? "play" : "auction";
  const hands = setup === null ? null : play !== null ? play.hands : setup.deal;
  const pending = pendingOptions(s);
  let turn: BoardView["turn"] = null;
  // 9B2, 10C1: while a player has an option, no one is to call in rotation: the option comes first (a call by
  // the player who has it is itself his choice, 27A1/29A/25B1, as `pending` says)
  if (phase === "auction" && auction?.turn && pending.length === 0) {
    turn = { seat: auction.turn, to: "call", legal: legalCalls(auction) };
  } else if (phase === "play" && play?.turn && pending.length === 0 && !suspendedByClaim(s)) {
    // (an option still open from the auction, 21B1(a) after the final pass, comes before the opening lead)
    turn = { seat: play.turn, to: "play", legal: legalCards(play, play.turn) };
  }
  let result: BoardView["result"] = null;
  if (setup !== null && passedOut) {
    result = {
      contract: "Pass",
      declarer: null,
      tricksByDeclarer: null,
      score: boardScore(null, setup.vulnerability, 0),
    };
  } else if (setup !== null && contract && play?.ended) {
    const tricks = declarerTricks(play);
    result = {
      contract: formatContract(contract),
      declarer: play.declarer,
      tricksByDeclarer: tricks,
      score: boardScore(contract, setup.vulnerability, tricks),
    };
  }
  // a board whose play is not in the log: the result as agreed or entered at the table (79A)
  if (result === null && setup !== null) result = recordedResult(s);
  // 79C: the result at the table as it stands is the corrected one (the standing keeps what was recorded)
  const standing = boardStanding(s);
  const corrected = standing.corrected;
  if (corrected !== null && corrected.contract !== null && corrected.NS !== null) {
    result = {
      contract: corrected.contract,
      declarer: corrected.declarer,
      tricksByDeclarer: corrected.tricks,
      score: { NS: corrected.NS, EW: corrected.NS === 0 ? 0 : -corrected.NS },
    };
  }
  const played = play === null ? [] : entriesOf(trickLists, play.tricks, viewTrick);
  const tricks =
    play !== null && play.current !== null && play.current.cards.length > 0
      ? [...played, viewTrick(play.current)]
      : played;
  const edition = setup?.edition ?? "2017";
  return {
    format: 1,
    phase,
    board: setup?.board ?? null,
    dealer: setup?.dealer ?? null,
    vulnerability: setup?.vulnerability ?? null,
    edition: setup?.edition ?? "2017",
    ...(setup?.event !== undefined && { event: setup.event }),
    ...(setup?.table !== undefined && { table: setup.table }),
    ...(pairs !== undefined && { pairs }),
    ...(setup?.players !== undefined && { players: setup.players }),
    ...(setup?.teams !== undefined && { teams: setup.teams }),
    ...(setup?.section !== undefined && { section: setup.section }),
    ...(setup?.round !== undefined && { round: setup.round }),
    ...(setup?.room !== undefined && { room: setup.room }),
    ...(setup?.date !== undefined && { date: setup.date }),
    deal: setup === null ? null : dealText(setup.deal),
    hands:
      hands === null
        ? null
        : {
            N: handText(hands.N),
            E: handText(hands.E),
            S: handText(hands.S),
            W: handText(hands.W),
          },
    auction: {
      dealer: auction?.dealer ?? null,
      calls:
        auction === null ? [] : entriesOf(callLists[edition], auction.calls, (c) => viewCall(c, edition)),
      ended: auction?.ended ?? false,
      obligations: auction?.obligations ?? [],
      unauthorisedInformation: auction?.info ?? [],
      exposedCards: auction?.exposed ?? [],
      reviews: (auction?.reviews ?? []).map((r) => {
        const law = lawIn(setup?.edition ?? "2017", r.law);
        return law === r.law ? r : { ...r, law };
      }),
    },
    leadRestrictions: auction?.leadRestrictions ?? [],
    penaltyCards: play !== null ? play.penaltyCards : auction ? carriedFromAuction(auction).penaltyCards : [],
    contract: contract === undefined ? null : formatContract(contract),
    declarer: play?.declarer ?? contract?.declarer ?? null,
    dummy: play?.dummy ?? (contract ? partner(contract.declarer) : null),
    openingLeader: play?.tricks[0]?.leader ?? play?.current?.leader ?? null,
    tricks,
    tricksWon: play?.tricksWon ?? { NS: 0, EW: 0 },
    turn,
    revokes: play?.revokes ?? [],
    leadObligations: play?.leadRestrictions ?? [],
    playObligations: play?.playRestrictions ?? [],
    transfers: play?.transfers ?? [],
    finalTricks: play === null ? { NS: 0, EW: 0 } : finalTricks(play),
    irregularPlays: (play?.irregular ?? []).map(({ seat, card, position, law }) => ({
      seat,
      card,
      position,
      law,
    })),
    // an option's or a question's Law in the board's Code (a 2007 board: 50E4 → 50E3 …); a choice or an
    // answer may name either number (rules/clause-numbers.ts)
    pending: inTheCode(setup?.edition, pending),
    rulingsNeeded: inTheCode(setup?.edition, [
      ...openRulings(s),
      ...claimRulings(s),
      ...openScoreRulings(s),
      ...laws.rulings,
    ]),
    result,
    scores: boardScores(s, standing),
    standing,
    penalties: boardPenalties(s),
    appeals: boardAppeals(s),
    claims: claimViews(s),
    arrangement: play?.arrangement ?? NO_ARRANGEMENT,
    handsReturned: laws.handsReturned,
    movedOn: movedOnOf(s),
    cardCount: laws.cardCount,
    contestants: laws.contestants,
    wrongBoard: laws.wrongBoard,
    extraneousInformation: laws.extraneous,
    questions: laws.questions,
    cardsHandled: laws.handled,
    audit: s.audit,
  };
};
