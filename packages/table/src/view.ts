import { legalCalls } from "@bridgelaw/auction";
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
      readonly status: "legal" | "irregular";
      readonly law?: string;
      readonly reason?: string;
    }[];
    readonly ended: boolean;
  };
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
      })),
      ended: auction?.ended ?? false,
    },
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
