import {
  type CallStatus,
  type ExposedCard,
  type InfoRecord,
  type LeadRestriction,
  legalCalls,
  type Obligation,
  type Review,
} from "@bridgelaw/auction";
import {
  type Call,
  type Card,
  formatContract,
  formatDeal,
  formatHand,
  type PendingOption,
  partner,
  SEATS,
  type Seat,
  type Vulnerability,
} from "@bridgelaw/cards";
import { declarerTricks, legalCards } from "@bridgelaw/play";
import { boardScore } from "@bridgelaw/scoring";
import { carriedFromAuction } from "./phases/auction.ts";
import { openRulings, pendingOptions } from "./phases/shared.ts";
import type { AuditEntry, RulingNeeded, TableState } from "./state.ts";

/**
 * The derived state of design §4, as apps render it and `bridgelaw replay --json` prints it. Stable shape:
 * fields are only ever added. `result` is null until the board is complete.
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
      readonly law?: string;
      readonly reason?: string;
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
    readonly reviews: readonly Review[];
  };
  /** Law 26 (and 39C) lead restrictions: pending during the auction, then active or void. */
  readonly leadRestrictions: readonly LeadRestriction[];
  /** Penalty cards carried into the play (24E). */
  readonly penaltyCards: readonly { readonly seat: Seat; readonly card: Card; readonly law: string }[];
  readonly contract: string | null;
  readonly declarer: Seat | null;
  readonly dummy: Seat | null;
  readonly openingLeader: Seat | null;
  readonly tricks: readonly {
    readonly number: number;
    readonly leader: Seat;
    readonly cards: readonly { readonly seat: Seat; readonly card: Card; readonly position: number }[];
    readonly winner: Seat | null;
  }[];
  readonly tricksWon: { readonly NS: number; readonly EW: number };
  /** Whose turn it is and what is legal for that seat now. */
  readonly turn: {
    readonly seat: Seat;
    readonly to: "call" | "play";
    readonly legal: readonly string[];
  } | null;
  readonly revokes: readonly {
    readonly trick: number;
    readonly offender: Seat;
    readonly card: Card;
    readonly position: number;
    readonly status: string;
    readonly law: string;
  }[];
  readonly irregularPlays: readonly {
    readonly seat: Seat;
    readonly card: Card;
    readonly position: number;
    readonly law: string;
  }[];
  /** Options the Law gives a player now, each answered by an `OptionChosen` (design §3). */
  readonly pending: readonly PendingOption[];
  /** Questions for the Director, each answered by a `DirectorRuled`. */
  readonly rulingsNeeded: readonly RulingNeeded[];
  readonly result: {
    readonly contract: string;
    readonly declarer: Seat | null;
    readonly tricksByDeclarer: number | null;
    readonly score: { readonly NS: number; readonly EW: number };
  } | null;
  readonly audit: readonly AuditEntry[];
}

/** Derives the view of design §4 from the table state. */
export const viewOf = (s: TableState): BoardView => {
  const { setup, auction, play } = s;
  const contract = auction?.contract;
  const passedOut = auction?.ended === true && contract === null;
  const complete = passedOut || play?.ended === true;
  const phase = setup === null ? "setup" : complete ? "complete" : play !== null ? "play" : "auction";
  const hands = setup === null ? null : play !== null ? play.hands : setup.deal;
  let turn: BoardView["turn"] = null;
  if (phase === "auction" && auction?.turn) {
    turn = { seat: auction.turn, to: "call", legal: legalCalls(auction) };
  } else if (phase === "play" && play?.turn) {
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
      declarer: contract.declarer,
      tricksByDeclarer: tricks,
      score: boardScore(contract, setup.vulnerability, tricks),
    };
  }
  const tricks =
    play === null
      ? []
      : play.current !== null && play.current.cards.length > 0
        ? [...play.tricks, play.current]
        : play.tricks;
  return {
    format: 1,
    phase,
    board: setup?.board ?? null,
    dealer: setup?.dealer ?? null,
    vulnerability: setup?.vulnerability ?? null,
    edition: setup?.edition ?? "2017",
    ...(setup?.event !== undefined && { event: setup.event }),
    ...(setup?.table !== undefined && { table: setup.table }),
    ...(setup?.pairs !== undefined && { pairs: setup.pairs }),
    deal: setup === null ? null : formatDeal(setup.deal),
    hands:
      hands === null
        ? null
        : (Object.fromEntries(SEATS.map((x) => [x, formatHand(hands[x])])) as Record<Seat, string>),
    auction: {
      dealer: auction?.dealer ?? null,
      calls: (auction?.calls ?? []).map((c) => ({
        position: c.position,
        seat: c.seat,
        call: c.call,
        status: c.status,
        ...(c.law !== undefined && { law: c.law }),
        ...(c.reason !== undefined && { reason: c.reason }),
        ...(c.flags !== undefined && { flags: c.flags }),
      })),
      ended: auction?.ended ?? false,
      obligations: auction?.obligations ?? [],
      unauthorisedInformation: auction?.info ?? [],
      exposedCards: auction?.exposed ?? [],
      reviews: auction?.reviews ?? [],
    },
    leadRestrictions: auction?.leadRestrictions ?? [],
    penaltyCards: auction ? carriedFromAuction(auction).penaltyCards : [],
    contract: contract === undefined ? null : formatContract(contract),
    declarer: contract?.declarer ?? null,
    dummy: contract ? partner(contract.declarer) : null,
    openingLeader: play?.tricks[0]?.leader ?? play?.current?.leader ?? null,
    tricks: tricks.map((t) => ({ number: t.number, leader: t.leader, cards: t.cards, winner: t.winner })),
    tricksWon: play?.tricksWon ?? { NS: 0, EW: 0 },
    turn,
    revokes: play?.revokes ?? [],
    irregularPlays: (play?.irregular ?? []).map(({ seat, card, position, law }) => ({
      seat,
      card,
      position,
      law,
    })),
    pending: pendingOptions(s),
    rulingsNeeded: openRulings(s),
    result,
    audit: s.audit,
  };
};
