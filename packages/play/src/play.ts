import { type AuditEntry, type Card, lho, partner, type Seat, type Strain, sideOf } from "@bridgelaw/cards";
import { CardNotHeld } from "./errors.ts";
import { law50PenaltyCard } from "./laws/50-penalty-card.ts";
import {
  type Implicit,
  type LeadOutOfTurn,
  law53LeadOutOfTurn,
} from "./laws/53-lead-out-of-turn-accepted.ts";
import { law54Implicit } from "./laws/54-opening-lead-out-of-turn.ts";
import { law55Implicit } from "./laws/55-declarer-lead-out-of-turn.ts";
import { law56Implicit } from "./laws/56-defender-lead-out-of-turn.ts";
import { law57Premature } from "./laws/57-premature-play.ts";
import { law60BAfterRetraction } from "./laws/60-play-after-illegal-play.ts";
import { law63Establish } from "./laws/63-establishment.ts";
import { law67B1Supply, law67Legal, law67Play } from "./laws/67-defective-trick.ts";
import { legalFor } from "./legal.ts";
import { place } from "./place.ts";
import { awaitingRuling, finalTricks, settle } from "./settle.ts";
import type { Arrangement, Carried, Edition, PlayState } from "./state.ts";
import { addIrregular, ask, begin, closeMatter, NO_NOTES, name, note, withMatters } from "./step.ts";
import { holdsSuit, isDefender, nextInTrick, trickWinner, wasPlayed, withHand, without } from "./trick.ts";

export { trickWinner } from "./trick.ts";

/** A card played (design §3): a seat's card faced to the trick; from dummy, `seat` is dummy's seat. */
export interface CardPlayed {
  readonly type: "CardPlayed";
  readonly seat: Seat;
  readonly card: Card;
  /** The trick the card was played to, when it is not the trick in progress (45E fifth card, 67 defective trick). */
  readonly trick?: number;
  /** 45D: the card declarer named, when dummy placed a different one. */
  readonly named?: Card;
  /** 41A: an opening lead made face down. */
  readonly faceDown?: boolean;
}

export { CardNotHeld, NotOpen } from "./errors.ts";

/** Laws 65, 66: nothing turned, disturbed or inspected yet. */
const NO_ARRANGEMENT: Arrangement = { turned: [], disturbed: [], inspections: [], disputed: null };

export interface PlayOptions {
  /** The Code the board is ruled under (default 2017). */
  readonly edition?: Edition;
  /** Log position of the event that ended the auction (for the audit of carried consequences). */
  readonly position?: number;
}

/**
 * Law 41A/41C: the opening leader is declarer's LHO; dummy is declarer's partner. `carried` is what the
 * auction hands over: penalty cards (Law 24, offender now a defender) and lead restrictions (Law 26), whose
 * options are offered before the opening lead.
 */
export const initialPlay = (
  declarer: Seat,
  strain: Strain,
  hands: Readonly<Record<Seat, readonly Card[]>>,
  carried?: Carried,
  options: PlayOptions = {},
): PlayState => {
  const leader = lho(declarer);
  const p: PlayState = {
    edition: options.edition ?? "2017",
    declarer,
    dummy: partner(declarer),
    strain,
    hands,
    tricks: [],
    current: { number: 1, leader, cards: [], winner: null },
    turn: leader,
    dummyFaced: false,
    tricksWon: { NS: 0, EW: 0 },
    revokes: [],
    irregular: [],
    ended: false,
    pending: [],
    rulingsNeeded: [],
    quiet: true,
    penaltyCards: [],
    leadRestrictions: [],
    playRestrictions: [],
    carried: carried?.leadRestrictions ?? [],
    matters: [],
    correction: null,
    stash: null,
    leadOptionsDone: 0,
    retractedLead: null,
    defective: null,
    dummyForfeited: null,
    dummyTookPart: null,
    transfers: [],
    adjusted: null,
    credited: null,
    arrangement: NO_ARRANGEMENT,
    notes: NO_NOTES,
  };
  const penalties = carried?.penaltyCards ?? [];
  if (penalties.length === 0 && p.carried.length === 0) return p;
  const position = options.position ?? 0;
  let q = p;
  for (const pc of penalties) {
    const exposure = pc.kind === "major" ? "deliberate" : "inadvertent";
    q = law50PenaltyCard(q, pc.seat, pc.card, exposure, pc.law, position);
  }
  return settle(q, position);
};

/** Law 44C/44D with every restriction of spec §0.6: the cards `seat` may play now. */
export const legalCards = (p: PlayState, seat: Seat): Card[] => {
  if (p.defective !== null) return p.defective.seat === seat ? law67Legal(p, p.defective.trick) : [];
  if (p.ended || p.turn !== seat || p.current === null) return [];
  if (!p.quiet) return legalFor(p, seat, p.current);
  const hand = p.hands[seat];
  const lead = p.current.cards[0];
  if (lead === undefined) return [...hand];
  const suit = lead.card[0];
  const follow = hand.filter((c) => c[0] === suit);
  return follow.length > 0 ? follow : [...hand];
};

/**
 * Plays one card (Laws 41–67). The legal path (a card in turn that follows suit when nothing irregular is in
 * play) derives the trick, its winner and the next turn without allocating more than the new state; every
 * other card goes through the Laws of the play.
 */
export const evolvePlay = (p: PlayState, event: CardPlayed, position: number): PlayState => {
  const { seat, card } = event;
  const hand = p.hands[seat];
  const at = hand.indexOf(card);
  if (at < 0) throw new CardNotHeld(seat, card, wasPlayed(p, card));
  const current = p.current;
  if (
    !p.quiet ||
    seat !== p.turn ||
    current === null ||
    event.trick !== undefined ||
    event.named !== undefined ||
    event.faceDown !== undefined
  ) {
    return playIrregular(p, event, position);
  }
  const lead = current.cards[0];
  if (lead !== undefined && card[0] !== lead.card[0] && holdsSuit(hand, lead.card[0]!)) {
    return playIrregular(p, event, position);
  }
  const hands = withHand(p.hands, seat, without(hand, at));
  const cards = current.cards.concat({ seat, card, position });
  if (cards.length < 4) {
    return legalStep(
      p,
      hands,
      p.tricks,
      { number: current.number, leader: current.leader, cards, winner: null },
      lho(seat),
      p.tricksWon,
      false,
      lead === undefined && current.number === 1
        ? [{ position, law: "41D", text: `opening lead ${card}: dummy (${name(p.dummy)}) is faced` }]
        : NO_NOTES,
    );
  }
  const winner = trickWinner(cards, p.strain);
  const tricks = p.tricks.concat({ number: current.number, leader: current.leader, cards, winner });
  const ns = sideOf(winner) === "NS";
  const ended = tricks.length === 13;
  const tricksWon = { NS: p.tricksWon.NS + (ns ? 1 : 0), EW: p.tricksWon.EW + (ns ? 0 : 1) };
  const won: AuditEntry = { position, law: "44", text: `trick ${current.number} won by ${name(winner)}` };
  return legalStep(
    p,
    hands,
    tricks,
    // Law 44G: the winner of a trick leads to the next.
    ended ? null : { number: tricks.length + 1, leader: winner, cards: [], winner: null },
    ended ? null : winner,
    tricksWon,
    ended,
    ended
      ? [
          won,
          { position, law: "79A", text: `play ends: NS ${tricksWon.NS} tricks, EW ${tricksWon.EW} tricks` },
        ]
      : [won],
  );
};

/** The next state on the legal path, written out field by field (one allocation, a fixed shape: hot path). */
const legalStep = (
  p: PlayState,
  hands: PlayState["hands"],
  tricks: PlayState["tricks"],
  current: PlayState["current"],
  turn: Seat | null,
  tricksWon: PlayState["tricksWon"],
  ended: boolean,
  notes: PlayState["notes"],
): PlayState => ({
  edition: p.edition,
  declarer: p.declarer,
  dummy: p.dummy,
  strain: p.strain,
  hands,
  tricks,
  current,
  turn,
  dummyFaced: true,
  tricksWon,
  revokes: p.revokes,
  irregular: p.irregular,
  ended,
  pending: p.pending,
  rulingsNeeded: p.rulingsNeeded,
  quiet: true,
  penaltyCards: p.penaltyCards,
  leadRestrictions: p.leadRestrictions,
  playRestrictions: p.playRestrictions,
  carried: p.carried,
  matters: p.matters,
  correction: p.correction,
  stash: p.stash,
  leadOptionsDone: p.leadOptionsDone,
  retractedLead: p.retractedLead,
  defective: p.defective,
  dummyForfeited: p.dummyForfeited,
  dummyTookPart: p.dummyTookPart,
  transfers: p.transfers,
  adjusted: p.adjusted,
  credited: p.credited,
  arrangement: p.arrangement,
  notes,
});

/** Every card that is not a plain legal play in turn: the Laws of the play decide what it is. */
const playIrregular = (p: PlayState, event: CardPlayed, position: number): PlayState =>
  playWithin(begin(p), event, position);

/** Plays a card as part of another event (a designation, a choice, a ruling): keeps that event's notes. */
export const playWithin = (p: PlayState, event: CardPlayed, position: number): PlayState =>
  settle(dispatch(p, event, position), position);

/** The card is referred to the Director: recorded with its Law, not taken as played. */
const referred = (
  p: PlayState,
  seat: Seat,
  card: Card,
  position: number,
  law: string,
  reason: string,
): PlayState =>
  ask(
    note(
      addIrregular(p, { seat, card, position, law, reason, status: "referred to the Director" }),
      position,
      law,
      `${name(seat)} ${card}: ${reason}; referred to the Director`,
    ),
    {
      law,
      position,
      question: `${name(seat)}'s ${card} at position ${position}: ${reason}. Rule under Law ${law} (the card is not taken as played)`,
    },
  );

const dispatch = (p: PlayState, event: CardPlayed, position: number): PlayState => {
  const { seat, card } = event;
  if (p.defective !== null) {
    if (seat === p.defective.seat) return law67B1Supply(p, seat, card, position);
    return referred(
      p,
      seat,
      card,
      position,
      "67",
      `${name(p.defective.seat)} must first supply his card to trick ${p.defective.trick}`,
    );
  }
  if (event.trick !== undefined && (p.current === null || event.trick !== p.current.number)) {
    const r = law67Play(p, seat, card, event.trick, position);
    if (r === null)
      return referred(
        p,
        seat,
        card,
        position,
        "67",
        `a card played to trick ${event.trick}, which is not in progress`,
      );
    return r.next === "play" ? dispatch(r.state, { type: "CardPlayed", seat, card }, position) : r.state;
  }
  if (awaitingRuling(p))
    return referred(
      p,
      seat,
      card,
      position,
      "60C",
      "played while the Director determines whether the proper leader followed or led (53B)",
    );
  if (p.pending.length > 0) return whilePending(p, event, position);
  const current = p.current;
  if (p.ended || current === null)
    return referred(p, seat, card, position, "44", "a card played after the thirteenth trick");
  if (
    p.retractedLead !== null &&
    isDefender(p, seat) &&
    current.cards.length === 0 &&
    !isDefender(p, current.leader)
  ) {
    return law60BAfterRetraction(p, seat, card, position);
  }
  if (seat === nextInTrick(current))
    return misplaced(
      place(p, seat, card, position, event.faceDown === true ? "41A" : undefined),
      event,
      position,
    );
  if (p.correction !== null) {
    return referred(
      p,
      seat,
      card,
      position,
      "62",
      `a card out of turn while ${name(nextInTrick(current) ?? seat)} corrects his play`,
    );
  }
  if (current.cards.length === 0) return law53LeadOutOfTurn(p, seat, card, position, event.faceDown === true);
  if (isDefender(p, seat)) {
    const r = law57Premature(p, seat, card, position);
    return r.place ? place(r.state, seat, card, position, "57C1") : r.state;
  }
  if (current.cards.some((c) => c.seat === seat)) {
    const q = law63Establish(p, seat, current.number + 1, position, "63A1");
    return note(
      addIrregular(q, {
        seat,
        card,
        position,
        law: "57C3",
        reason: "declarer's lead to the next trick before this one is complete",
        status: "returned",
      }),
      position,
      "48A",
      `declarer's ${card} from ${name(seat)} before trick ${current.number} is complete goes back (no rectification for declarer)`,
    );
  }
  return misplaced(
    note(
      place(p, seat, card, position, "57C3"),
      position,
      "57C3",
      `declarer played ${card} from ${name(seat)} before his turn: a played card (57C3)`,
    ),
    event,
    position,
  );
};

/** 45D: dummy placed a card declarer did not name; rectified once attention is drawn (45D1) or it stands (45D2). */
const misplaced = (p: PlayState, event: CardPlayed, position: number): PlayState =>
  event.named === undefined || event.named === event.card
    ? p
    : note(
        addIrregular(p, {
          seat: event.seat,
          card: event.card,
          position,
          law: "45D",
          reason: `declarer named ${event.named}; ${event.card} was placed`,
          status: "pending attention",
          named: event.named,
        }),
        position,
        "45D",
        `${name(event.seat)} placed ${event.card}, which declarer did not name (he named ${event.named})`,
      );

/**
 * A card played while a choice is pending: what the Law makes of it. A card from the hand next in rotation
 * accepts a lead out of turn (53A(ii), 54B, 60A1); the leader's card before declarer's 50D2 choice is a
 * penalty card (A-10); a card from declarer's side accepts a failure to play a penalty card (52B1(b)); a card
 * played while withdrawals are offered keeps them. Anything else is referred to the Director.
 */
const whilePending = (p: PlayState, event: CardPlayed, position: number): PlayState => {
  const { seat, card } = event;
  for (const m of p.matters) {
    switch (m.kind) {
      case "lead-out-of-turn": {
        const r = implicit(p, m, seat, card, position);
        if (r === null) break;
        return r.next === "play" ? dispatch(r.state, event, position) : r.state;
      }
      case "lead-options":
        if (seat === m.leader && m.holder !== undefined) {
          const q = addIrregular(p, {
            seat,
            card,
            position,
            law: "50D2",
            reason: "led before declarer's choice",
            status: "penalty card",
          });
          return law50PenaltyCard(q, seat, card, "deliberate", "50D2", position);
        }
        break;
      case "which-penalty-card":
        if (seat === m.seat && m.cards.includes(card)) {
          return dispatch(
            note(
              closeMatter(p, m),
              position,
              "51A",
              `${name(seat)} played ${card} before declarer designated`,
            ),
            event,
            position,
          );
        }
        break;
      case "penalty-failure":
        if (seat === p.declarer || seat === p.dummy) {
          return dispatch(
            note(
              closeMatter(p, m),
              position,
              "52B1(b)",
              "declarer has played on: he must accept the card played instead of the penalty card",
            ),
            event,
            position,
          );
        }
        break;
      case "offer": {
        const offers = p.matters.filter((x) => x.kind === "offer");
        const kept = withMatters(
          p.correction === null
            ? p
            : {
                ...p,
                correction: { ...p.correction, steps: p.correction.steps.filter((s) => s.kind !== "offer") },
              },
          p.matters.filter((x) => x.kind !== "offer"),
        );
        return dispatch(
          settle(
            note(
              kept,
              position,
              m.law,
              `play goes on: ${offers.map((o) => `${name(o.seat)} keeps his ${o.card}`).join("; ")}`,
            ),
            position,
          ),
          event,
          position,
        );
      }
      case "designation":
        if (seat === p.dummy) return dispatch(closeMatter(p, m), event, position);
        break;
      default:
        break;
    }
  }
  return referred(
    p,
    seat,
    card,
    position,
    "60C",
    `played while ${p.pending.map((o) => `${name(o.seat)}'s choice under ${o.law}`).join(" and ")} is pending`,
  );
};

const implicit = (p: PlayState, m: LeadOutOfTurn, seat: Seat, card: Card, position: number): Implicit => {
  switch (m.law) {
    case "54":
      return law54Implicit(p, m, seat, position);
    case "55A":
      return law55Implicit(p, m, seat, card, position);
    case "56":
      return law56Implicit(p, m, seat, card, position);
  }
};

/** Tricks won by the declaring side at the end: after 64A transfers and any 64C adjustment (Law 79A). */
export const declarerTricks = (p: PlayState): number => finalTricks(p)[sideOf(p.declarer)];

export { finalTricks } from "./settle.ts";
