import { evolveAuction, initialAuction } from "@bridgelaw/auction";
import { boardConditions, validateDeal } from "@bridgelaw/boards";
import {
  type Call,
  type Card,
  formatContract,
  parseDeal,
  SEAT_NAMES,
  TokenParseError,
} from "@bridgelaw/cards";
import { DomainRejection } from "@bridgelaw/log";
import { CardNotHeld, evolvePlay, initialPlay } from "@bridgelaw/play";
import type { BoardStarted, CallMade, CardPlayed, TableEvent } from "./events.ts";
import type { AuditEntry, TableState } from "./state.ts";

const startBoard = (s: TableState, e: BoardStarted, position: number): TableState => {
  if (s.setup !== null)
    throw new DomainRejection(`a second BoardStarted: board ${s.setup.board} is already open`);
  let deal;
  try {
    deal = parseDeal(e.deal);
  } catch (err) {
    if (err instanceof TokenParseError) throw new DomainRejection(`invalid deal: ${err.reason}`);
    throw err;
  }
  const check = validateDeal(deal);
  if (!check.ok) {
    throw new DomainRejection(`invalid deal (Law 7B): ${check.errors.map((x) => x.reason).join("; ")}`);
  }
  const law2 = boardConditions(e.board);
  const dealer = e.dealer ?? law2.dealer;
  const vulnerability = e.vulnerability ?? law2.vulnerability;
  const audit: AuditEntry[] = [
    {
      position,
      law: "2",
      text:
        dealer === law2.dealer && vulnerability === law2.vulnerability
          ? `board ${e.board}: dealer ${SEAT_NAMES[dealer]}, vulnerability ${vulnerability}`
          : `board ${e.board}: markings dealer ${SEAT_NAMES[dealer]}, vulnerability ${vulnerability} apply (Law 2 gives ${law2.dealer}/${law2.vulnerability})`,
    },
    { position, law: "17B", text: `${SEAT_NAMES[dealer]} (dealer) calls first` },
  ];
  return {
    ...s,
    setup: {
      board: e.board,
      dealer,
      vulnerability,
      edition: e.edition ?? "2017",
      deal,
      ...(e.profile !== undefined && { profile: e.profile }),
      ...(e.screens !== undefined && { screens: e.screens }),
      ...(e.event !== undefined && { event: e.event }),
      ...(e.table !== undefined && { table: e.table }),
      ...(e.pairs !== undefined && { pairs: e.pairs }),
    },
    auction: initialAuction(dealer),
    audit: [...s.audit, ...audit],
  };
};

const makeCall = (s: TableState, e: CallMade, position: number): TableState => {
  const setup = s.setup;
  const before = s.auction;
  if (setup === null || before === null) throw new DomainRejection("a call before BoardStarted");
  const auction = evolveAuction(before, { type: "CallMade", seat: e.seat, call: e.call as Call }, position);
  const recorded = auction.calls[auction.calls.length - 1]!;
  if (recorded.status === "irregular") {
    return {
      ...s,
      auction,
      audit: [
        ...s.audit,
        { position, law: recorded.law!, text: `${SEAT_NAMES[e.seat]} ${e.call}: ${recorded.reason}` },
      ],
      rulingsNeeded: [
        ...s.rulingsNeeded,
        {
          law: recorded.law!,
          position,
          question: `${SEAT_NAMES[e.seat]}'s ${e.call} at position ${position} is irregular (${recorded.reason}): Director, rule under Law ${recorded.law}`,
        },
      ],
    };
  }
  if (!auction.ended) return { ...s, auction };
  const contract = auction.contract ?? null;
  if (contract === null) {
    return {
      ...s,
      auction,
      audit: [...s.audit, { position, law: "22B", text: "passed out: the hands are returned, no redeal" }],
    };
  }
  const play = initialPlay(contract.declarer, contract.strain, setup.deal);
  return {
    ...s,
    auction,
    play,
    audit: [
      ...s.audit,
      {
        position,
        law: "22A",
        text: `the auction ends: contract ${formatContract(contract)} by ${SEAT_NAMES[contract.declarer]} (first of the side to name the strain)`,
      },
      { position, law: "41A", text: `${SEAT_NAMES[play.turn!]} (declarer's LHO) makes the opening lead` },
    ],
  };
};

const playCard = (s: TableState, e: CardPlayed, position: number): TableState => {
  const before = s.play;
  if (s.setup === null) throw new DomainRejection("a card played before BoardStarted");
  if (before === null) {
    throw new DomainRejection(
      s.auction?.ended ? "a card played on a passed-out board" : "a card played before the auction has ended",
    );
  }
  let play;
  try {
    play = evolvePlay(before, { type: "CardPlayed", seat: e.seat, card: e.card as Card }, position);
  } catch (err) {
    if (err instanceof CardNotHeld) throw new DomainRejection(err.message);
    throw err;
  }
  const audit: AuditEntry[] = [];
  const rulings = [];
  if (play.irregular.length > before.irregular.length) {
    const irr = play.irregular[play.irregular.length - 1]!;
    audit.push({ position, law: irr.law, text: `${SEAT_NAMES[e.seat]} ${e.card}: ${irr.reason}` });
    rulings.push({
      law: irr.law,
      position,
      question: `${SEAT_NAMES[e.seat]}'s ${e.card} at position ${position} (${irr.reason}): Director, rule under Law ${irr.law}`,
    });
  } else {
    if (before.tricks.length === 0 && before.current?.cards.length === 0) {
      audit.push({
        position,
        law: "41D",
        text: `opening lead ${e.card}: dummy (${SEAT_NAMES[play.dummy]}) is faced`,
      });
    }
    if (play.revokes.length > before.revokes.length) {
      audit.push({
        position,
        law: "61A",
        text: `${SEAT_NAMES[e.seat]} did not follow suit though able: revoke committed (rectified only once attention is drawn, Law 63)`,
      });
    }
    if (play.tricks.length > before.tricks.length) {
      const t = play.tricks[play.tricks.length - 1]!;
      audit.push({ position, law: "44", text: `trick ${t.number} won by ${SEAT_NAMES[t.winner!]}` });
      if (play.ended) {
        audit.push({
          position,
          law: "79A",
          text: `play ends: NS ${play.tricksWon.NS} tricks, EW ${play.tricksWon.EW} tricks`,
        });
      }
    }
  }
  if (audit.length === 0) return { ...s, play };
  return {
    ...s,
    play,
    audit: [...s.audit, ...audit],
    rulingsNeeded: rulings.length > 0 ? [...s.rulingsNeeded, ...rulings] : s.rulingsNeeded,
  };
};

/** Applies one event of the log (design §2: the table routes each event to its phase). */
export const evolveTable = (state: TableState, event: TableEvent): TableState => {
  const position = state.applied + 1;
  if (event.type !== "BoardStarted" && state.setup === null) {
    throw new DomainRejection(`${event.type} before BoardStarted: the first event of a log opens the board`);
  }
  let next: TableState;
  switch (event.type) {
    case "BoardStarted":
      next = startBoard(state, event, position);
      break;
    case "CallMade":
      next = makeCall(state, event, position);
      break;
    case "CardPlayed":
      next = playCard(state, event, position);
      break;
  }
  return { ...next, applied: position };
};
