import { type Card, type LawId, lho, partner, type Seat, type Strain, sideOf } from "@bridgelaw/cards";
import { peek, produceState } from "@bridgelaw/log";
import { isDraft } from "immer";
import type { Referral } from "./consequences.ts";
import { CardNotHeld } from "./errors.ts";
import { law41FaceDownLead } from "./laws/41-commencement.ts";
import { law45ESecondCard } from "./laws/45-card-played.ts";
import { law53Trick13 } from "./laws/53-lead-out-of-turn-accepted.ts";
import { law54E, law54Implicit, law54Open } from "./laws/54-opening-lead-out-of-turn.ts";
import { law55Implicit, law55Open } from "./laws/55-declarer-lead-out-of-turn.ts";
import { law56Implicit, law56Open } from "./laws/56-defender-lead-out-of-turn.ts";
import { law57Premature } from "./laws/57-premature-play.ts";
import { law60BAfterRetraction } from "./laws/60-play-after-illegal-play.ts";
import { law67B1Supply, law67Legal, law67Play } from "./laws/67-defective-trick.ts";
import type { Implicit, LeadOutOfTurn } from "./rules/lead-out-of-turn.ts";
import { legalFor } from "./rules/legal.ts";
import { law50PenaltyCard } from "./rules/penalty-cards.ts";
import { place } from "./rules/place.ts";
import { law63Establish } from "./rules/revoke.ts";
import { awaitingRuling, finalTricks, settle } from "./settle.ts";
import type { Carried, Edition, PlayDraft, PlayState } from "./state.ts";
import { addIrregular, ask, begin, closeMatter, note, setMatters } from "./step.ts";
import { holdsSuit, isDefender, nextInTrick, takeAt, trickWinner, wasPlayed } from "./trick.ts";

export { trickWinner } from "./trick.ts";

/**
 * `CardPlayed`: a seat's card faced to the trick; from dummy, `seat` is dummy's seat. The log's wire contract
 * is `@bridgelaw/table`'s Schema of the event, which this type is checked equal to.
 */
export interface CardPlayed {
  readonly type: "CardPlayed";
  readonly seat: Seat;
  readonly card: Card;
  /**
   * The trick the card was played to, when it is not a card played in turn to the trick in progress: a trick the
   * player has already played to (45E: a fifth card to a quitted trick; a second card to the trick in progress,
   * 45C1), a lead to the next trick while this one lacks a card (67), a card placed in a defective trick (67B1).
   * Without it, a defender's card after his own to the trick in progress is a lead to the next trick (57A).
   */
  readonly trick?: number;
  /** 45D: the card declarer named, when dummy placed a different one. */
  readonly named?: Card;
  /** 41A: an opening lead made face down. */
  readonly faceDown?: boolean;
}

export { CardNotHeld, NotOpen } from "./errors.ts";

export interface PlayOptions {
  /** The Code the board is ruled under (default 2017). */
  readonly edition?: Edition;
  /** Log position of the event that ended the auction (for the audit of carried consequences). */
  readonly position?: number;
}

/**
 * Law 41A/41C: the opening leader is declarer's LHO; dummy is declarer's partner. `carried` is what the
 * auction hands over: penalty cards (Law 24, offender now a defender) and lead restrictions (Law 26), whose
 * options are offered before the opening lead. A new state each time, sharing nothing with what it was made
 * from (a bulk replay changes it in place).
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
    hands: { N: [...hands.N], E: [...hands.E], S: [...hands.S], W: [...hands.W] },
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
    carried: (carried?.leadRestrictions ?? []).map((r) => ({ ...r })),
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
    arrangement: { turned: [], disturbed: [], inspections: [], disputed: null },
    notes: [],
  };
  const penalties = carried?.penaltyCards ?? [];
  if (penalties.length === 0 && p.carried.length === 0) return p;
  const position = options.position ?? 0;
  const d = p as PlayDraft;
  for (const pc of penalties) {
    const exposure = pc.kind === "major" ? "deliberate" : "inadvertent";
    law50PenaltyCard(d, pc.seat, pc.card, exposure, pc.law, position);
  }
  settle(d, position);
  return p;
};

/** Law 44C/44D with every lead and play restriction (50, 51, 57, 59): the cards `seat` may play now. */
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
 * Plays one card (Laws 41–67): the recipe both runners use. The legal path (a card in turn that follows suit
 * when nothing irregular is in play) puts the card in the trick and, when it is the fourth, gives the trick to
 * its winner (Law 44) who leads the next; every other card goes through the Laws of the play.
 */
export const applyCardPlayed = (d: PlayDraft, event: CardPlayed, position: number): void => {
  const { seat, card } = event;
  // the play as it stands, read without drafting any of its values: on the legal path below, the few values
  // that change (the hand, the trick, the tricks won) are made anew, where drafts of them and of their lists
  // would cost more than the card they add; every other path changes what it changes through the draft
  const now = peek(d);
  const hand = now.hands[seat];
  const at = hand.indexOf(card);
  if (at < 0) throw new CardNotHeld(seat, card, wasPlayed(d, card));
  const current = now.current;
  if (
    !d.quiet ||
    seat !== d.turn ||
    current === null ||
    event.trick !== undefined ||
    event.named !== undefined ||
    event.faceDown !== undefined
  ) {
    playIrregular(d, event, position);
    return;
  }
  const lead = current.cards[0];
  if (lead !== undefined && card[0] !== lead.card[0] && holdsSuit(hand, lead.card[0]!)) {
    playIrregular(d, event, position);
    return;
  }
  begin(d);
  d.dummyFaced = true;
  const winner = isDraft(d)
    ? placeAnew(d, now, seat, card, position, at)
    : placeInPlace(d, seat, card, position, at);
  if (winner === null) {
    d.turn = lho(seat);
    if (lead === undefined && current.number === 1)
      note(d, { _tag: "DummyFaced", position, law: "41D", card, dummy: d.dummy });
    return;
  }
  note(d, { _tag: "TrickWon", position, law: "44", trick: current.number, winner });
  if (d.tricks.length === 13) {
    d.current = null;
    d.turn = null;
    d.ended = true;
    note(d, { _tag: "PlayEnded", position, law: "79A", ns: d.tricksWon.NS, ew: d.tricksWon.EW });
    return;
  }
  // Law 44G: the winner of a trick leads to the next.
  d.current = { number: d.tricks.length + 1, leader: winner, cards: [], winner: null };
  d.turn = winner;
};

/**
 * A legal card in turn put in its trick, in a draft: the few values it changes (the hands, the trick, and on
 * the fourth card the tricks and the tricks won) made anew from `now`, the play as it stood, where drafts of
 * them and of their lists would cost more than the card. Law 44: the fourth card's trick is won by the highest
 * trump, else the highest card of the suit led (its winner is returned; null before the fourth card). A trick
 * completed on this path is made of its cards alone (a fifth card or an omission is left behind).
 */
const placeAnew = (
  d: PlayDraft,
  now: PlayState,
  seat: Seat,
  card: Card,
  position: number,
  at: number,
): Seat | null => {
  const hands = { ...now.hands };
  hands[seat] = now.hands[seat].toSpliced(at, 1);
  d.hands = hands as PlayDraft["hands"];
  const current = now.current!;
  const cards = [...current.cards, { seat, card, position }];
  if (cards.length < 4) {
    d.current = { number: current.number, leader: current.leader, cards, winner: null };
    return null;
  }
  const winner = trickWinner(cards, now.strain);
  d.tricks = [
    ...now.tricks,
    { number: current.number, leader: current.leader, cards, winner },
  ] as PlayDraft["tricks"];
  const won = now.tricksWon;
  d.tricksWon = sideOf(winner) === "NS" ? { NS: won.NS + 1, EW: won.EW } : { NS: won.NS, EW: won.EW + 1 };
  return winner;
};

/** `placeAnew` in a mutable state (the bulk replay's): the values changed in place, nothing made anew. */
const placeInPlace = (d: PlayDraft, seat: Seat, card: Card, position: number, at: number): Seat | null => {
  takeAt(d, seat, at);
  const current = d.current!;
  current.cards.push({ seat, card, position });
  if (current.omitted !== undefined) delete current.omitted;
  if (current.extra !== undefined) delete current.extra;
  if (current.cards.length < 4) {
    if (current.winner !== null) current.winner = null;
    return null;
  }
  const winner = trickWinner(current.cards, d.strain);
  current.winner = winner;
  d.tricks.push(current);
  if (sideOf(winner) === "NS") d.tricksWon.NS += 1;
  else d.tricksWon.EW += 1;
  return winner;
};

/** Every card that is not a plain legal play in turn: the Laws of the play decide what it is. */
const playIrregular = (d: PlayDraft, event: CardPlayed, position: number): void => {
  begin(d);
  playWithin(d, event, position);
};

/** Plays a card as part of another event (a designation, a choice, a ruling): keeps that event's notes. */
export const playWithin = (d: PlayDraft, event: CardPlayed, position: number): void => {
  dispatch(d, event, position);
  settle(d, position);
};

/** Why a card is referred to the Director, with the fields its reason names (see `Referral`). */
type ReferralOf = {
  readonly why: Referral;
  readonly other?: Seat;
  readonly trick?: number;
  readonly chooser?: Seat;
  readonly under?: string;
  readonly alsoChooser?: Seat;
  readonly alsoUnder?: string;
};

/** The card is referred to the Director: recorded with its Law, not taken as played. */
const referred = (
  d: PlayDraft,
  seat: Seat,
  card: Card,
  position: number,
  law: LawId,
  reason: ReferralOf,
): void => {
  addIrregular(d, {
    seat,
    card,
    position,
    law,
    reason: reason.why,
    status: "referred",
    ...(reason.trick !== undefined && { trick: reason.trick }),
  });
  note(d, { _tag: "CardReferred", position, law, seat, card, ...reason });
  ask(d, { _tag: "ReferredCardQuestion", law, position, seat, card, ...reason });
};

/**
 * 60C: the options pending when a card is played that none of them takes: the first two (at most two are ever
 * open together, declarer's lead options under 26 and 50D2, or one offered to both defenders).
 */
const pendingChoices = (d: PlayDraft): ReferralOf => {
  const [first, second] = d.pending;
  return {
    why: "choice-pending",
    ...(first !== undefined && { chooser: first.seat, under: first.law }),
    ...(second !== undefined && { alsoChooser: second.seat, alsoUnder: second.law }),
  };
};

const dispatch = (d: PlayDraft, event: CardPlayed, position: number): void => {
  const { seat, card } = event;
  if (d.defective !== null) {
    if (seat === d.defective.seat) {
      law67B1Supply(d, seat, card, position);
      return;
    }
    referred(d, seat, card, position, "67", {
      why: "supply-first",
      other: d.defective.seat,
      trick: d.defective.trick,
    });
    return;
  }
  if (event.trick !== undefined && (d.current === null || event.trick !== d.current.number)) {
    const next = law67Play(d, seat, card, event.trick, position);
    if (next === null) {
      referred(d, seat, card, position, "67", { why: "not-in-progress", trick: event.trick });
      return;
    }
    if (next === "play") dispatch(d, { type: "CardPlayed", seat, card }, position);
    return;
  }
  const mine = event.trick === undefined ? undefined : d.current?.cards.find((c) => c.seat === seat);
  if (mine !== undefined) {
    // a second card to the trick in progress, to which he has played: 45E (45C1), not a lead (57A); after an
    // illegal card, attention to the revoke corrects it (62A; a penalty card not played, 52)
    const revoke = d.revokes.find((r) => r.position === mine.position && r.status === "committed");
    if (revoke !== undefined) {
      const law = revoke.kind === "penalty-card" ? "52" : "62A";
      referred(d, seat, card, position, law, { why: "revoke-to-correct", trick: event.trick });
      return;
    }
    law45ESecondCard(d, seat, card, position);
    return;
  }
  if (awaitingRuling(d)) {
    referred(d, seat, card, position, "60C", { why: "awaiting-ruling" });
    return;
  }
  if (peek(d).pending.length > 0) {
    whilePending(d, event, position);
    return;
  }
  const current = d.current;
  if (d.ended || current === null) {
    referred(d, seat, card, position, "44", { why: "after-play" });
    return;
  }
  if (
    d.retractedLead !== null &&
    isDefender(d, seat) &&
    current.cards.length === 0 &&
    !isDefender(d, current.leader)
  ) {
    law60BAfterRetraction(d, seat, card, position);
    return;
  }
  if (seat === nextInTrick(current)) {
    place(d, seat, card, position, event.faceDown === true ? "41A" : undefined);
    misplaced(d, event, position);
    return;
  }
  if (d.correction !== null) {
    referred(d, seat, card, position, "62", {
      why: "during-correction",
      other: nextInTrick(current) ?? seat,
    });
    return;
  }
  if (current.cards.length === 0) {
    leadOutOfTurn(d, seat, card, position, event.faceDown === true);
    return;
  }
  if (isDefender(d, seat)) {
    law57Premature(d, seat, card, position);
    return;
  }
  if (current.cards.some((c) => c.seat === seat)) {
    law63Establish(d, seat, current.number + 1, position, "63A1");
    addIrregular(d, {
      seat,
      card,
      position,
      law: "57C3",
      reason: "lead-before-trick-complete",
      status: "returned",
    });
    note(d, { _tag: "DeclarerCardBack", position, law: "48A", card, seat, trick: current.number });
    return;
  }
  place(d, seat, card, position, "57C3");
  note(d, { _tag: "DeclarerPlayedBeforeTurn", position, law: "57C3", card, seat });
  misplaced(d, event, position);
};

/**
 * Laws 53–56: a lead faced by a player who is not the proper leader: which Law governs it.
 * At trick 13 (2017, fn 17) it is cancelled (53A); a faced opening lead by the opening leader's partner is Law
 * 54 (by the declaring side, Law 54E → 24; face down, 41A); later, a defender's lead is Law 56 and declarer's
 * Law 55. The card stays in the offender's hand until the choice is made. As a play to the next trick it
 * establishes the side's revokes (63A1). What follows the choice (53A accepted, 53B the proper lead) is the
 * rule Laws 53–56 share, in `rules/lead-out-of-turn.ts`.
 */
const leadOutOfTurn = (d: PlayDraft, seat: Seat, card: Card, position: number, faceDown: boolean): void => {
  const current = d.current!;
  const proper = current.leader;
  law63Establish(d, seat, current.number, position, "63A1");
  if (current.number === 13 && d.edition === "2017") law53Trick13(d, seat, card, proper, position);
  else if (current.number === 1 && d.tricks.length === 0) {
    if (faceDown && isDefender(d, seat)) law41FaceDownLead(d, seat, card, position);
    else if (!isDefender(d, seat)) law54E(d, seat, card, position);
    else law54Open(d, seat, card, proper, position);
  } else if (isDefender(d, seat)) law56Open(d, seat, card, proper, position);
  else law55Open(d, seat, card, proper, position);
};

/** 45D: dummy placed a card declarer did not name; rectified once attention is drawn (45D1) or it stands (45D2). */
const misplaced = (d: PlayDraft, event: CardPlayed, position: number): void => {
  if (event.named === undefined || event.named === event.card) return;
  addIrregular(d, {
    seat: event.seat,
    card: event.card,
    position,
    law: "45D",
    reason: "not-named",
    status: "pending-attention",
    named: event.named,
  });
  note(d, {
    _tag: "CardNotNamed",
    position,
    law: "45D",
    seat: event.seat,
    card: event.card,
    named: event.named,
  });
};

/**
 * A card played while a choice is pending: what the Law makes of it. A card from the hand next in rotation
 * accepts a lead out of turn (53A(ii), 54B, 60A1); the leader's card before declarer's 50D2 choice is a
 * penalty card (and declarer's choice still applies, 50D2); a card from declarer's side accepts a failure to
 * play a penalty card (52B1(b)); a card played while withdrawals are offered keeps them. Anything else is
 * referred to the Director.
 */
const whilePending = (d: PlayDraft, event: CardPlayed, position: number): void => {
  const { seat, card } = event;
  for (const m of d.matters) {
    switch (m.kind) {
      case "lead-out-of-turn": {
        const next = implicit(d, m, seat, card, position);
        if (next === null) break;
        if (next === "play") dispatch(d, event, position);
        return;
      }
      case "lead-options":
        if (seat === m.leader && m.holder !== undefined) {
          addIrregular(d, {
            seat,
            card,
            position,
            law: "50D2",
            reason: "led-before-declarer-choice",
            status: "penalty-card",
          });
          law50PenaltyCard(d, seat, card, "deliberate", "50D2", position);
          return;
        }
        break;
      case "which-penalty-card":
        if (seat === m.seat && m.cards.includes(card)) {
          closeMatter(d, m);
          note(d, { _tag: "PlayedBeforeDesignation", position, law: "51A", seat, card });
          dispatch(d, event, position);
          return;
        }
        break;
      case "penalty-failure":
        if (seat === d.declarer || seat === d.dummy) {
          closeMatter(d, m);
          note(d, { _tag: "DeclarerPlayedOn", position, law: "52B1(b)" });
          dispatch(d, event, position);
          return;
        }
        break;
      case "offer": {
        // one withdrawal is offered at a time (`advanceCorrection`)
        const offers = d.matters.flatMap((x) => (x.kind === "offer" ? [{ seat: x.seat, card: x.card }] : []));
        const law = m.law;
        if (d.correction !== null) d.correction.steps = d.correction.steps.filter((s) => s.kind !== "offer");
        setMatters(
          d,
          d.matters.filter((x) => x.kind !== "offer"),
        );
        for (const o of offers) note(d, { _tag: "PlayGoesOn", position, law, ...o });
        settle(d, position);
        dispatch(d, event, position);
        return;
      }
      case "designation":
        if (seat === d.dummy) {
          closeMatter(d, m);
          dispatch(d, event, position);
          return;
        }
        break;
      default:
        break;
    }
  }
  referred(d, seat, card, position, "60C", pendingChoices(d));
};

const implicit = (d: PlayDraft, m: LeadOutOfTurn, seat: Seat, card: Card, position: number): Implicit => {
  switch (m.law) {
    case "54":
      return law54Implicit(d, m, seat, position);
    case "55A":
      return law55Implicit(d, m, seat, card, position);
    case "56":
      return law56Implicit(d, m, seat, card, position);
  }
};

/** Plays one card (see `applyCardPlayed`): the next state, immutable, sharing what did not change. */
export const evolvePlay = (p: PlayState, event: CardPlayed, position: number): PlayState =>
  produceState(p, (d) => applyCardPlayed(d, event, position));

/** Tricks won by the declaring side at the end: after 64A transfers and any 64C adjustment (Law 79A). */
export const declarerTricks = (p: PlayState): number => finalTricks(p)[sideOf(p.declarer)];

export { finalTricks } from "./settle.ts";
