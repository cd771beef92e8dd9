import { type Card, type Seat, type Suit, sideOf } from "@bridgelaw/cards";
import { NotOpen } from "../errors.ts";
import { legalFor } from "../legal.ts";
import type { IrregularPlay, PlayState, Revoke, Trick } from "../state.ts";
import { addIrregular, ask, name, note, settleIrregular } from "../step.ts";
import {
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
import { law50PenaltyCard } from "./50-penalty-card.ts";

/** What a `CardPlayed` naming a trick other than the one in progress means. */
export type DefectivePlay = { readonly state: PlayState; readonly next: "play" | "done" } | null;

const withoutOmitted = (t: Trick): Trick => {
  const { omitted: _, ...rest } = t;
  return rest;
};

/** Both sides have played to a trick after `t` (the limit of 67A and 45D1). */
export const bothSidesPlayedOn = (p: PlayState, t: number): boolean => {
  if (p.ended) return true;
  const later = [
    ...p.tricks.filter((x) => x.number > t),
    ...(p.current !== null && p.current.number > t ? [p.current] : []),
  ];
  const sides = new Set(later.flatMap((x) => x.cards.map((c) => sideOf(c.seat))));
  return sides.size === 2;
};

/**
 * Law 67 and 45E: a card played to a trick other than the one in progress. A lead to the next trick while
 * the trick in progress lacks cards quits it as a defective trick (won among the cards in it, the omission
 * rectified once attention is drawn). A second card by a player to a trick is a fifth card (45E, 67A2,
 * 67B2), left among the played cards until attention is drawn.
 */
export const law67Play = (
  p: PlayState,
  seat: Seat,
  card: Card,
  trick: number,
  position: number,
): DefectivePlay => {
  const current = p.current;
  if (p.defective !== null && seat === p.defective.seat)
    return { state: law67B1Supply(p, seat, card, position), next: "done" };
  if (
    current !== null &&
    trick === current.number + 1 &&
    current.number < 13 &&
    current.cards.length > 0 &&
    current.cards.length < 4 &&
    leadOf(current) !== undefined
  ) {
    const omitted = (["N", "E", "S", "W"] as const).filter((s) => !current.cards.some((c) => c.seat === s));
    const winner = trickWinner(current.cards, p.strain);
    const tricks = [...p.tricks, { ...current, winner, omitted }];
    let q: PlayState = {
      ...p,
      tricks,
      tricksWon: countTricks(tricks),
      current: { number: current.number + 1, leader: winner, cards: [], winner: null },
    };
    q = addIrregular(q, {
      seat: omitted[0]!,
      card,
      position,
      law: "67",
      reason: `trick ${current.number} quitted without ${omitted.map(name).join(" and ")}'s card`,
      status: "pending attention",
      trick: current.number,
    });
    return {
      state: note(
        q,
        position,
        "67",
        `trick ${current.number} is quitted with ${current.cards.length} cards (won by ${name(winner)}): a defective trick`,
      ),
      next: "play",
    };
  }
  const target = p.tricks[trick - 1] ?? (current?.number === trick ? current : undefined);
  if (target === undefined) return null;
  if (target.cards.some((c) => c.seat === seat)) {
    const extra = { seat, card, position };
    const withExtra = (t: Trick): Trick => ({ ...t, extra: [...(t.extra ?? []), extra] });
    let q: PlayState = {
      ...p,
      hands: takeCard(p, seat, card),
      tricks: p.tricks.map((t) => (t.number === trick ? withExtra(t) : t)),
      current: current !== null && current.number === trick ? withExtra(current) : current,
    };
    q = addIrregular(q, {
      seat,
      card,
      position,
      law: "45E",
      reason: `a second card by ${name(seat)} to trick ${trick}`,
      status: "pending attention",
      trick,
    });
    return {
      state: note(
        q,
        position,
        "45E",
        `${name(seat)} played ${card} to trick ${trick}, to which he had already played`,
      ),
      next: "done",
    };
  }
  if (target.omitted?.includes(seat))
    return {
      state: law67B1Supply({ ...p, defective: { seat, trick, position } }, seat, card, position),
      next: "done",
    };
  return null;
};

/**
 * Attention drawn to a defective trick. 67A: before a player of each side has played to the next trick it
 * is corrected (67A1: the offender supplies a legal card; 67A2: a fifth card → 45E). 67B: later, 67B1: the
 * offender faces a card now (of the suit led if he has one), ownership of the trick unchanged, and he is
 * deemed to have revoked on it (one trick, 64A2 condition, A-9); 67B2: an extra card goes back to the hand
 * (fn 20: the Director avoids exposing it) and failing to play it to a later trick may be a revoke (67B2(b)).
 */
export const law67Attention = (p: PlayState, irr: IrregularPlay, position: number): PlayState => {
  if (irr.law === "45E") return extraCard(p, irr, position);
  const t = p.tricks.find((x) => x.number === irr.trick);
  if (t === undefined || t.omitted === undefined || t.omitted.length === 0)
    return settleIrregular(p, irr.position, "rectified", "67");
  const seat = t.omitted[0]!;
  let q = settleIrregular(p, irr.position, "rectified", "67");
  if (!bothSidesPlayedOn(q, t.number) && q.tricks[q.tricks.length - 1] === t) {
    const tricks = q.tricks.map((x) => (x === t ? withoutOmitted(x) : x));
    q = reopen({ ...q, tricks }, t.number);
    return note(
      q,
      position,
      "67A1",
      `trick ${t.number} is defective: ${name(seat)} must supply a card he can legally play`,
    );
  }
  const holder = t.omitted.find((s) => q.hands[s].length > 0);
  if (holder === undefined) {
    return ask(
      note(
        q,
        position,
        "67B1",
        `trick ${t.number} is defective, but ${t.omitted.map(name).join(" and ")} hold no card`,
      ),
      {
        law: "67",
        position,
        question: `trick ${t.number} lacks the card of ${t.omitted.map(name).join(" and ")}, who hold none: find the other defective trick (67B2) or rule`,
      },
    );
  }
  return note(
    { ...q, defective: { seat: holder, trick: t.number, position } },
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
export const law67B1Supply = (p: PlayState, seat: Seat, card: Card, position: number): PlayState => {
  const d = p.defective!;
  const t = p.tricks[d.trick - 1];
  if (t === undefined || !(t.omitted ?? []).includes(seat)) {
    return ask(
      note(
        { ...p, defective: null },
        position,
        "67",
        `trick ${d.trick} can no longer take ${name(seat)}'s card`,
      ),
      {
        law: "67",
        position,
        question: `${name(seat)}'s ${card} for the defective trick ${d.trick}: rule`,
      },
    );
  }
  const legal = legalFor({ ...p, penaltyCards: [], leadRestrictions: [], playRestrictions: [] }, seat, {
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
    attention: d.position,
    establishedAt: position,
    establishedBy: "67B1",
  };
  const placed = insertCard(
    { ...t, omitted: (t.omitted ?? []).filter((s) => s !== seat) },
    { seat, card, position, law: "67B1" },
  );
  const next = placed.omitted?.find((s) => s !== seat && p.hands[s].length > 0);
  let q: PlayState = {
    ...p,
    hands: takeCard(p, seat, card),
    tricks: p.tricks.map((x) => (x === t ? { ...placed, winner: t.winner } : x)),
    // 67B1: each player who omitted to play to the trick faces a card in turn.
    defective: next === undefined ? null : { seat: next, trick: t.number, position: d.position },
    revokes: [...p.revokes, revoke],
  };
  q = note(
    q,
    position,
    "67B1",
    `${name(seat)} places ${card} in trick ${t.number}; the trick stays with ${name(t.winner!)}; he is deemed to have revoked on it`,
  );
  if (!legal.includes(card))
    q = note(
      q,
      position,
      "67B1(a)",
      `${card} is not of the suit led though ${name(seat)} holds one: the Director may require another card`,
    );
  return q;
};

const extraCard = (p: PlayState, irr: IrregularPlay, position: number): PlayState => {
  const trick = [...p.tricks, ...(p.current === null ? [] : [p.current])].find((t) =>
    (t.extra ?? []).some((c) => c.position === irr.position),
  );
  if (trick === undefined) return p;
  const early = !bothSidesPlayedOn(p, trick.number);
  const strip = (t: Trick): Trick =>
    t === trick ? { ...t, extra: (t.extra ?? []).filter((c) => c.position !== irr.position) } : t;
  let q: PlayState = {
    ...settleIrregular(p, irr.position, early ? "returned (45E)" : "returned (67B2)", "45E"),
    tricks: p.tricks.map(strip),
    current: p.current === null ? null : strip(p.current),
    hands: returnCard(p, irr.seat, irr.card),
  };
  if (early) {
    if (isDefender(q, irr.seat)) {
      q = note(
        q,
        position,
        "45E1",
        `${name(irr.seat)}'s fifth card ${irr.card} to trick ${trick.number} goes back as a penalty card`,
      );
      return law50PenaltyCard(q, irr.seat, irr.card, "deliberate", "45E1", position);
    }
    return note(
      q,
      position,
      "45E2",
      `declarer's fifth card ${irr.card} goes back to ${name(irr.seat)} with no further rectification`,
    );
  }
  q = note(
    q,
    position,
    "67B2(a)",
    `${irr.card} is restored to ${name(irr.seat)}'s hand (held all along); the ownership of trick ${trick.number} is unchanged`,
  );
  // A trick he had omitted to play to, found earlier with no card to place, now gets its card (67B1).
  const short = q.tricks.find((x) => x.omitted?.includes(irr.seat));
  if (short !== undefined && q.defective === null) {
    q = note(
      { ...q, defective: { seat: irr.seat, trick: short.number, position } },
      position,
      "67B1",
      `${name(irr.seat)} must now place a card in trick ${short.number}`,
    );
  }
  // 67B2(b): a later trick of that suit to which he did not follow is a revoke.
  for (const t of p.tricks.filter((x) => x.number > trick.number)) {
    const lead = leadOf(t);
    const mine = t.cards.find((c) => c.seat === irr.seat);
    if (
      lead === undefined ||
      mine === undefined ||
      lead.card[0] !== irr.card[0] ||
      mine.card[0] === irr.card[0]
    )
      continue;
    const r: Revoke = {
      trick: t.number,
      offender: irr.seat,
      card: mine.card,
      position: mine.position,
      status: "established",
      law: "67B2(b)",
      kind: irr.seat === p.dummy ? "dummy" : "follow-suit",
      suit: irr.card[0] as Suit,
      attention: position,
      establishedAt: position,
      establishedBy: "63A1",
    };
    q = note(
      { ...q, revokes: [...q.revokes, r] },
      position,
      "67B2(b)",
      `${name(irr.seat)} held ${irr.card} when he did not follow to trick ${t.number}: an established revoke`,
    );
  }
  return q;
};

/**
 * `CardReturnedToHand`, 67B3: a card the player played to a quitted trick was not kept with his played cards
 * and is back among his unplayed cards (he holds one card too many). Nothing is rectified until attention
 * is drawn to it (`law67B3Attention`). A card he did not play to a quitted trick, or already holds, is refused.
 */
export const law67B3Returned = (p: PlayState, seat: Seat, card: Card, position: number): PlayState => {
  const t = p.tricks.find((x) => x.cards.some((c) => c.seat === seat && c.card === card));
  if (t === undefined) throw new NotOpen(`67B3: ${name(seat)} has not played ${card} to a quitted trick`);
  if (p.hands[seat].includes(card)) throw new NotOpen(`67B3: ${name(seat)} already holds ${card}`);
  const q = addIrregular(
    { ...p, hands: returnCard(p, seat, card) },
    {
      seat,
      card,
      position,
      law: "67B3",
      reason: `played to trick ${t.number} but not kept with his quitted cards`,
      status: "pending attention",
      trick: t.number,
    },
  );
  return note(
    q,
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
export const law67B3Attention = (p: PlayState, irr: IrregularPlay, position: number): PlayState => {
  const { seat, card } = irr;
  const restored = `${card} is put back among ${name(seat)}'s played cards (trick ${irr.trick})`;
  if (p.hands[seat].includes(card)) {
    return note(
      settleIrregular({ ...p, hands: takeCard(p, seat, card) }, irr.position, "restored (67B3)", "67B3"),
      position,
      "67B3",
      restored,
    );
  }
  const again = p.current?.cards.find((c) => c.seat === seat && c.card === card && c.position > irr.position);
  if (again !== undefined) {
    const w = withdrawCard(p, again.position).p;
    return note(
      settleIrregular({ ...w, hands: takeCard(w, seat, card) }, irr.position, "restored (67B3)", "67B3"),
      position,
      "67B3",
      `${restored}; played again to trick ${p.current!.number}, it is withdrawn from it and ${name(seat)} plays another card`,
    );
  }
  const later = p.tricks.find(
    (t) => t.number > (irr.trick ?? 0) && t.cards.some((c) => c.seat === seat && c.card === card),
  );
  const q = note(
    settleIrregular(p, irr.position, "played twice (67B3)", "67B3"),
    position,
    "67B3",
    later === undefined
      ? restored
      : `${card} was played twice by ${name(seat)}: to trick ${irr.trick} and to trick ${later.number}; too late to correct the second play`,
  );
  if (later === undefined) return q;
  return ask(q, {
    law: "67B3",
    position: irr.position,
    question: `${name(seat)} played ${card} twice (tricks ${irr.trick} and ${later.number}): was the non-offending side damaged? If so, award an adjusted score (tricks: the declaring side's tricks)`,
  });
};
