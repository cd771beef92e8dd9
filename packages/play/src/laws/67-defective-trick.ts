import type { Card, Seat, Suit } from "@bridgelaw/cards";
import { NotOpen } from "../errors.ts";
import { legalFor } from "../rules/legal.ts";
import { law50PenaltyCard } from "../rules/penalty-cards.ts";
import type { IrregularPlay, PlayDraft, PlayState, Revoke } from "../state.ts";
import { addIrregular, ask, note, settleIrregular } from "../step.ts";
import {
  bothSidesPlayedOn,
  countTricks,
  insertCard,
  isDefender,
  leadOf,
  reopen,
  returnCard,
  takeCard,
  trickWinner,
  withdrawCard,
} from "../trick.ts";

/**
 * What a `CardPlayed` naming a trick other than the one in progress came to: `play` the card is then played
 * to the trick in progress, `done` nothing more, null the Law takes it as no such play.
 */
export type DefectivePlay = "play" | "done" | null;

/**
 * Law 67 and 45E: a card played to a trick other than the one in progress. A lead to the next trick while
 * the trick in progress lacks cards quits it as a defective trick (won among the cards in it, the omission
 * rectified once attention is drawn). A second card by a player to a quitted trick is a fifth card (45E, 67A2,
 * 67B2), left among the played cards until attention is drawn (a second card to the trick in progress is
 * Law 45's: `law45ESecondCard`).
 */
export const law67Play = (
  d: PlayDraft,
  seat: Seat,
  card: Card,
  trick: number,
  position: number,
): DefectivePlay => {
  const current = d.current;
  if (d.defective !== null && seat === d.defective.seat) {
    law67B1Supply(d, seat, card, position);
    return "done";
  }
  if (
    current !== null &&
    trick === current.number + 1 &&
    current.number < 13 &&
    current.cards.length > 0 &&
    current.cards.length < 4 &&
    leadOf(current) !== undefined
  ) {
    const omitted = (["N", "E", "S", "W"] as const).filter((s) => !current.cards.some((c) => c.seat === s));
    const winner = trickWinner(current.cards, d.strain);
    const quitted = { number: current.number, count: current.cards.length };
    current.winner = winner;
    current.omitted = omitted;
    d.tricks.push(current);
    d.tricksWon = countTricks(d.tricks);
    d.current = { number: quitted.number + 1, leader: winner, cards: [], winner: null };
    addIrregular(d, {
      seat: omitted[0]!,
      card,
      position,
      law: "67",
      reason: "trick-quitted-short",
      status: "pending-attention",
      trick: quitted.number,
    });
    note(d, {
      _tag: "TrickQuittedShort",
      position,
      law: "67",
      trick: quitted.number,
      count: quitted.count,
      winner,
    });
    return "play";
  }
  const target = d.tricks[trick - 1];
  if (target === undefined) return null;
  if (target.cards.some((c) => c.seat === seat)) {
    takeCard(d, seat, card);
    for (const t of d.tricks) if (t.number === trick) (t.extra ??= []).push({ seat, card, position });
    addIrregular(d, {
      seat,
      card,
      position,
      law: "45E",
      reason: "second-card",
      status: "pending-attention",
      trick,
    });
    note(d, { _tag: "SecondCardToTrick", position, law: "45E", seat, card, trick });
    return "done";
  }
  if (target.omitted?.includes(seat)) {
    d.defective = { seat, trick, position };
    law67B1Supply(d, seat, card, position);
    return "done";
  }
  return null;
};

/**
 * Attention drawn to a defective trick. 67A: before a player of each side has played to the next trick it
 * is corrected (67A1: the offender supplies a legal card; 67A2: a fifth card → 45E). 67B: later, 67B1: the
 * offender faces a card now (of the suit led if he has one), ownership of the trick unchanged, and he is
 * deemed to have revoked on it (one trick, on the 64A2 condition); 67B2: an extra card goes back to the hand
 * (fn 20: the Director avoids exposing it) and failing to play it to a later trick may be a revoke (67B2(b)).
 */
export const law67Attention = (d: PlayDraft, irr: IrregularPlay, position: number): void => {
  if (irr.law === "45E") {
    extraCard(d, irr, position);
    return;
  }
  const t = d.tricks.find((x) => x.number === irr.trick);
  if (t === undefined || t.omitted === undefined || t.omitted.length === 0) {
    settleIrregular(d, irr.position, "rectified", { of: "67" });
    return;
  }
  const seat = t.omitted[0]!;
  settleIrregular(d, irr.position, "rectified", { of: "67" });
  if (!bothSidesPlayedOn(d, t.number) && d.tricks[d.tricks.length - 1] === t) {
    delete t.omitted;
    reopen(d, t.number);
    note(d, { _tag: "DefectiveTrickSupply", position, law: "67A1", trick: t.number, seat });
    return;
  }
  const holder = t.omitted.find((s) => d.hands[s].length > 0);
  if (holder === undefined) {
    note(d, { _tag: "DefectiveTrickNoCard", position, law: "67B1", trick: t.number, omitted: t.omitted });
    ask(d, { _tag: "DefectiveTrickQuestion", law: "67", position, trick: t.number, omitted: t.omitted });
    return;
  }
  d.defective = { seat: holder, trick: t.number, position };
  note(d, { _tag: "DefectiveTrickFaceCard", position, law: "67B1", trick: t.number, seat: holder });
};

/** 67B1(a)/(b): the cards the omitted player may place: of the suit led to the defective trick if he has one. */
export const law67Legal = (p: PlayState, trick: number): Card[] => {
  const d = p.defective!;
  const t = p.tricks[trick - 1];
  if (t === undefined) return [...p.hands[d.seat]];
  return legalFor({ ...p, penaltyCards: [], leadRestrictions: [], playRestrictions: [] }, d.seat, t);
};

/** 67B1: the omitted card is placed in the old trick; the trick keeps its winner; a deemed revoke on it. */
export const law67B1Supply = (d: PlayDraft, seat: Seat, card: Card, position: number): void => {
  const def = { ...d.defective! };
  const t = d.tricks[def.trick - 1];
  if (t === undefined || !(t.omitted ?? []).includes(seat)) {
    d.defective = null;
    note(d, { _tag: "DefectiveTrickClosed", position, law: "67", trick: def.trick, seat });
    ask(d, { _tag: "DefectiveCardQuestion", law: "67", position, seat, card, trick: def.trick });
    return;
  }
  const legal = legalFor({ ...d, penaltyCards: [], leadRestrictions: [], playRestrictions: [] }, seat, {
    ...t,
    cards: t.cards,
  });
  const revoke: Revoke = {
    trick: t.number,
    offender: seat,
    card,
    position,
    status: "established",
    law: "67B1",
    kind: "defective",
    suit: (leadOf(t)?.card[0] ?? card[0]) as Suit,
    attention: def.position,
    establishedAt: position,
    establishedBy: "67B1",
  };
  const winner = t.winner;
  t.omitted = (t.omitted ?? []).filter((s) => s !== seat);
  insertCard(t, { seat, card, position, law: "67B1" });
  const next = t.omitted.find((s) => s !== seat && d.hands[s].length > 0);
  takeCard(d, seat, card);
  // 67B1: each player who omitted to play to the trick faces a card in turn.
  d.defective = next === undefined ? null : { seat: next, trick: t.number, position: def.position };
  d.revokes.push(revoke);
  note(d, {
    _tag: "CardPlacedInDefectiveTrick",
    position,
    law: "67B1",
    seat,
    card,
    trick: t.number,
    winner: winner!,
  });
  if (!legal.includes(card))
    note(d, { _tag: "PlacedCardNotOfSuitLed", position, law: "67B1(a)", card, seat });
};

const extraCard = (d: PlayDraft, irr: IrregularPlay, position: number): void => {
  const trick = [...d.tricks, ...(d.current === null ? [] : [d.current])].find((t) =>
    (t.extra ?? []).some((c) => c.position === irr.position),
  );
  if (trick === undefined) return;
  const number = trick.number;
  const early = !bothSidesPlayedOn(d, number);
  const laterTricks = d.tricks
    .filter((x) => x.number > number)
    .map((x) => ({ number: x.number, lead: leadOf(x), mine: x.cards.find((c) => c.seat === irr.seat) }));
  settleIrregular(d, irr.position, "returned", { by: early ? "45E" : "67B2", of: "45E" });
  const extra = trick.extra ?? [];
  trick.extra = extra.filter((c) => c.position !== irr.position);
  returnCard(d, irr.seat, irr.card);
  if (early) {
    if (isDefender(d, irr.seat)) {
      note(d, {
        _tag: "FifthCardPenalty",
        position,
        law: "45E1",
        seat: irr.seat,
        card: irr.card,
        trick: number,
      });
      law50PenaltyCard(d, irr.seat, irr.card, "deliberate", "45E1", position);
      return;
    }
    note(d, { _tag: "FifthCardReturned", position, law: "45E2", card: irr.card, seat: irr.seat });
    return;
  }
  note(d, {
    _tag: "ExtraCardRestored",
    position,
    law: "67B2(a)",
    card: irr.card,
    seat: irr.seat,
    trick: number,
  });
  // A trick he had omitted to play to, found earlier with no card to place, now gets its card (67B1).
  const short = d.tricks.find((x) => x.omitted?.includes(irr.seat));
  if (short !== undefined && d.defective === null) {
    d.defective = { seat: irr.seat, trick: short.number, position };
    note(d, { _tag: "MustPlaceCard", position, law: "67B1", seat: irr.seat, trick: short.number });
  }
  // 67B2(b): a later trick of that suit to which he did not follow is a revoke.
  for (const t of laterTricks) {
    const { lead, mine } = t;
    if (
      lead === undefined ||
      mine === undefined ||
      lead.card[0] !== irr.card[0] ||
      mine.card[0] === irr.card[0]
    )
      continue;
    d.revokes.push({
      trick: t.number,
      offender: irr.seat,
      card: mine.card,
      position: mine.position,
      status: "established",
      law: "67B2(b)",
      kind: irr.seat === d.dummy ? "dummy" : "follow-suit",
      suit: irr.card[0] as Suit,
      attention: position,
      establishedAt: position,
      establishedBy: "63A1",
    });
    note(d, {
      _tag: "RevokeWithExtraCard",
      position,
      law: "67B2(b)",
      seat: irr.seat,
      card: irr.card,
      trick: t.number,
    });
  }
};

/**
 * `CardReturnedToHand`, 67B3: a card the player played to a quitted trick was not kept with his played cards
 * and is back among his unplayed cards (he holds one card too many). Nothing is rectified until attention
 * is drawn to it (`law67B3Attention`). A card he did not play to a quitted trick, or already holds, is refused.
 */
export const law67B3Returned = (d: PlayDraft, seat: Seat, card: Card, position: number): void => {
  const t = d.tricks.find((x) => x.cards.some((c) => c.seat === seat && c.card === card));
  if (t === undefined)
    throw new NotOpen({ _tag: "CardNotPlayed", law: "67B3", seat, card, where: "quitted-trick" });
  if (d.hands[seat].includes(card)) throw new NotOpen({ _tag: "AlreadyHeld", law: "67B3", seat, card });
  returnCard(d, seat, card);
  addIrregular(d, {
    seat,
    card,
    position,
    law: "67B3",
    reason: "back-in-hand",
    status: "pending-attention",
    trick: t.number,
  });
  note(d, { _tag: "CardBackInHand", position, law: "67B3", seat, card, trick: t.number });
};

/**
 * Attention drawn to a card back in the hand (67B3, 2017; WBFLC): found during the play, the Director puts it
 * back among the played cards. Played again meanwhile: to the trick in progress, it is withdrawn and the
 * player plays another card; to a quitted trick, it is too late to correct that play, and the Director
 * awards an adjusted score if the non-offending side was damaged.
 */
export const law67B3Attention = (d: PlayDraft, irr: IrregularPlay, position: number): void => {
  const { seat, card } = irr;
  const trickOf = irr.trick ?? 0;
  const restored = { _tag: "CardPutBack", position, law: "67B3", card, seat, trick: trickOf } as const;
  if (d.hands[seat].includes(card)) {
    takeCard(d, seat, card);
    settleIrregular(d, irr.position, "restored", { by: "67B3", of: "67B3" });
    note(d, restored);
    return;
  }
  const again = d.current?.cards.find((c) => c.seat === seat && c.card === card && c.position > irr.position);
  if (again !== undefined) {
    const trick = d.current!.number;
    withdrawCard(d, again.position);
    takeCard(d, seat, card);
    settleIrregular(d, irr.position, "restored", { by: "67B3", of: "67B3" });
    note(d, { ...restored, _tag: "CardPutBackFromTrick", again: trick });
    return;
  }
  const later = d.tricks.find(
    (t) => t.number > (irr.trick ?? 0) && t.cards.some((c) => c.seat === seat && c.card === card),
  );
  settleIrregular(d, irr.position, "played-twice", { by: "67B3", of: "67B3" });
  if (later === undefined) {
    note(d, restored);
    return;
  }
  note(d, { ...restored, _tag: "CardPlayedTwice", again: later.number });
  ask(d, {
    _tag: "PlayedTwiceQuestion",
    law: "67B3",
    position: irr.position,
    seat,
    card,
    trick: trickOf,
    again: later.number,
  });
};
