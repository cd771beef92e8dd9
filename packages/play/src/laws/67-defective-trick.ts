import type { Card, Seat, Suit } from "@bridgelaw/cards";
import { NotOpen } from "../errors.ts";
import { legalFor } from "../rules/legal.ts";
import { law50PenaltyCard } from "../rules/penalty-cards.ts";
import type { IrregularPlay, PlayDraft, PlayState, Revoke } from "../state.ts";
import { addIrregular, ask, name, note, settleIrregular } from "../step.ts";
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
 * rectified once attention is drawn). A second card by a player to a trick is a fifth card (45E, 67A2,
 * 67B2), left among the played cards until attention is drawn.
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
      reason: `trick ${quitted.number} quitted without ${omitted.map(name).join(" and ")}'s card`,
      status: "pending attention",
      trick: quitted.number,
    });
    note(
      d,
      position,
      "67",
      `trick ${quitted.number} is quitted with ${quitted.count} cards (won by ${name(winner)}): a defective trick`,
    );
    return "play";
  }
  const target = d.tricks[trick - 1] ?? (current?.number === trick ? current : undefined);
  if (target === undefined) return null;
  if (target.cards.some((c) => c.seat === seat)) {
    takeCard(d, seat, card);
    for (const t of d.tricks) if (t.number === trick) (t.extra ??= []).push({ seat, card, position });
    if (current !== null && current.number === trick) (current.extra ??= []).push({ seat, card, position });
    addIrregular(d, {
      seat,
      card,
      position,
      law: "45E",
      reason: `a second card by ${name(seat)} to trick ${trick}`,
      status: "pending attention",
      trick,
    });
    note(
      d,
      position,
      "45E",
      `${name(seat)} played ${card} to trick ${trick}, to which he had already played`,
    );
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
 * deemed to have revoked on it (one trick, 64A2 condition, A-9); 67B2: an extra card goes back to the hand
 * (fn 20: the Director avoids exposing it) and failing to play it to a later trick may be a revoke (67B2(b)).
 */
export const law67Attention = (d: PlayDraft, irr: IrregularPlay, position: number): void => {
  if (irr.law === "45E") {
    extraCard(d, irr, position);
    return;
  }
  const t = d.tricks.find((x) => x.number === irr.trick);
  if (t === undefined || t.omitted === undefined || t.omitted.length === 0) {
    settleIrregular(d, irr.position, "rectified", "67");
    return;
  }
  const seat = t.omitted[0]!;
  settleIrregular(d, irr.position, "rectified", "67");
  if (!bothSidesPlayedOn(d, t.number) && d.tricks[d.tricks.length - 1] === t) {
    delete t.omitted;
    reopen(d, t.number);
    note(
      d,
      position,
      "67A1",
      `trick ${t.number} is defective: ${name(seat)} must supply a card he can legally play`,
    );
    return;
  }
  const holder = t.omitted.find((s) => d.hands[s].length > 0);
  if (holder === undefined) {
    note(
      d,
      position,
      "67B1",
      `trick ${t.number} is defective, but ${t.omitted.map(name).join(" and ")} hold no card`,
    );
    ask(d, {
      _tag: "Said",
      law: "67",
      position,
      question: `trick ${t.number} lacks the card of ${t.omitted.map(name).join(" and ")}, who hold none: find the other defective trick (67B2) or rule`,
    });
    return;
  }
  d.defective = { seat: holder, trick: t.number, position };
  note(
    d,
    position,
    "67B1",
    `trick ${t.number} is defective: ${name(holder)} must face a card now and place it among his played cards (of the suit led if he has one)`,
  );
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
    note(d, position, "67", `trick ${def.trick} can no longer take ${name(seat)}'s card`);
    ask(d, {
      _tag: "Said",
      law: "67",
      position,
      question: `${name(seat)}'s ${card} for the defective trick ${def.trick}: rule`,
    });
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
  note(
    d,
    position,
    "67B1",
    `${name(seat)} places ${card} in trick ${t.number}; the trick stays with ${name(winner!)}; he is deemed to have revoked on it`,
  );
  if (!legal.includes(card))
    note(
      d,
      position,
      "67B1(a)",
      `${card} is not of the suit led though ${name(seat)} holds one: the Director may require another card`,
    );
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
  settleIrregular(d, irr.position, early ? "returned (45E)" : "returned (67B2)", "45E");
  const extra = trick.extra ?? [];
  trick.extra = extra.filter((c) => c.position !== irr.position);
  returnCard(d, irr.seat, irr.card);
  if (early) {
    if (isDefender(d, irr.seat)) {
      note(
        d,
        position,
        "45E1",
        `${name(irr.seat)}'s fifth card ${irr.card} to trick ${number} goes back as a penalty card`,
      );
      law50PenaltyCard(d, irr.seat, irr.card, "deliberate", "45E1", position);
      return;
    }
    note(
      d,
      position,
      "45E2",
      `declarer's fifth card ${irr.card} goes back to ${name(irr.seat)} with no further rectification`,
    );
    return;
  }
  note(
    d,
    position,
    "67B2(a)",
    `${irr.card} is restored to ${name(irr.seat)}'s hand (held all along); the ownership of trick ${number} is unchanged`,
  );
  // A trick he had omitted to play to, found earlier with no card to place, now gets its card (67B1).
  const short = d.tricks.find((x) => x.omitted?.includes(irr.seat));
  if (short !== undefined && d.defective === null) {
    d.defective = { seat: irr.seat, trick: short.number, position };
    note(d, position, "67B1", `${name(irr.seat)} must now place a card in trick ${short.number}`);
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
    note(
      d,
      position,
      "67B2(b)",
      `${name(irr.seat)} held ${irr.card} when he did not follow to trick ${t.number}: an established revoke`,
    );
  }
};

/**
 * `CardReturnedToHand`, 67B3: a card the player played to a quitted trick was not kept with his played cards
 * and is back among his unplayed cards (he holds one card too many). Nothing is rectified until attention
 * is drawn to it (`law67B3Attention`). A card he did not play to a quitted trick, or already holds, is refused.
 */
export const law67B3Returned = (d: PlayDraft, seat: Seat, card: Card, position: number): void => {
  const t = d.tricks.find((x) => x.cards.some((c) => c.seat === seat && c.card === card));
  if (t === undefined) throw new NotOpen(`67B3: ${name(seat)} has not played ${card} to a quitted trick`);
  if (d.hands[seat].includes(card)) throw new NotOpen(`67B3: ${name(seat)} already holds ${card}`);
  returnCard(d, seat, card);
  addIrregular(d, {
    seat,
    card,
    position,
    law: "67B3",
    reason: `played to trick ${t.number} but not kept with his quitted cards`,
    status: "pending attention",
    trick: t.number,
  });
  note(
    d,
    position,
    "67B3",
    `${name(seat)}'s ${card}, played to trick ${t.number}, is back among his unplayed cards`,
  );
};

/**
 * Attention drawn to a card back in the hand (67B3, 2017; WBFLC): found during the play, the Director puts it
 * back among the played cards. Played again meanwhile: to the trick in progress, it is withdrawn and the
 * player plays another card; to a quitted trick, it is too late to correct that play, and the Director
 * awards an adjusted score if the non-offending side was damaged.
 */
export const law67B3Attention = (d: PlayDraft, irr: IrregularPlay, position: number): void => {
  const { seat, card } = irr;
  const restored = `${card} is put back among ${name(seat)}'s played cards (trick ${irr.trick})`;
  if (d.hands[seat].includes(card)) {
    takeCard(d, seat, card);
    settleIrregular(d, irr.position, "restored (67B3)", "67B3");
    note(d, position, "67B3", restored);
    return;
  }
  const again = d.current?.cards.find((c) => c.seat === seat && c.card === card && c.position > irr.position);
  if (again !== undefined) {
    const trick = d.current!.number;
    withdrawCard(d, again.position);
    takeCard(d, seat, card);
    settleIrregular(d, irr.position, "restored (67B3)", "67B3");
    note(
      d,
      position,
      "67B3",
      `${restored}; played again to trick ${trick}, it is withdrawn from it and ${name(seat)} plays another card`,
    );
    return;
  }
  const later = d.tricks.find(
    (t) => t.number > (irr.trick ?? 0) && t.cards.some((c) => c.seat === seat && c.card === card),
  );
  settleIrregular(d, irr.position, "played twice (67B3)", "67B3");
  note(
    d,
    position,
    "67B3",
    later === undefined
      ? restored
      : `${card} was played twice by ${name(seat)}: to trick ${irr.trick} and to trick ${later.number}; too late to correct the second play`,
  );
  if (later === undefined) return;
  ask(d, {
    _tag: "Said",
    law: "67B3",
    position: irr.position,
    question: `${name(seat)} played ${card} twice (tricks ${irr.trick} and ${later.number}): was the non-offending side damaged? If so, award an adjusted score (tricks: the declaring side's tricks)`,
  });
};
