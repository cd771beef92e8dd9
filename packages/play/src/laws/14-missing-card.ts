import { type Card, type Seat, type Suit, sideOf } from "@bridgelaw/cards";
import { produceState } from "@bridgelaw/log";
import type { Draft } from "immer";
import type { PlayDraft, PlayState, Revoke, Trick } from "../state.ts";
import { begin, note } from "../step.ts";
import { leadOf, returnCard } from "../trick.ts";

/** A missing card found and restored to a hand during or after the play (14B2, 14B3). */
export interface CardRestored {
  readonly seat: Seat;
  readonly card: Card;
}

/** The position of the first card the offender's side played to a trick after `trick` (63A1), if any. */
const playedOnAfter = (p: PlayState, seat: Seat, trick: number): number | undefined => {
  // for the declaring side, declarer's and dummy's cards alike (63A1)
  const mine = (t: Trick) => t.cards.filter((c) => sideOf(c.seat) === sideOf(seat));
  const later = [...p.tricks, ...(p.current === null ? [] : [p.current])].filter((t) => t.number > trick);
  const positions = later.flatMap((t) => mine(t).map((c) => c.position));
  return positions.length === 0 ? undefined : Math.min(...positions);
};

/**
 * Law 14B4: a card restored to a deficient hand is deemed to have belonged to it throughout. It goes back to
 * the hand, and every trick to whose suit led the player did not follow while (deemed) holding it is a revoke
 * (61A): established when his side has played to a later trick (63A1), committed otherwise. Attention to each
 * is drawn by the table (the Director found it), which corrects or rectifies it by Laws 62–64.
 */
export const law14B4Restored = (d: PlayDraft, e: CardRestored, position: number): void => {
  const p = d as unknown as PlayState;
  const suit = e.card[0] as Suit;
  returnCard(d, e.seat, e.card);
  note(d, { _tag: "MissingCardRestored", position, law: "14B4", card: e.card, seat: e.seat });
  const tricks = [...p.tricks, ...(p.current === null ? [] : [p.current])];
  for (const t of tricks) {
    const lead = leadOf(t);
    const mine = t.cards.find((c) => c.seat === e.seat);
    if (lead === undefined || mine === undefined || lead.card[0] !== suit || mine.card[0] === suit) continue;
    if (p.revokes.some((r) => r.trick === t.number && r.offender === e.seat)) continue;
    const at = playedOnAfter(p, e.seat, t.number);
    const revoke: Revoke = {
      trick: t.number,
      offender: e.seat,
      card: mine.card,
      position: mine.position,
      status: at === undefined ? "committed" : "established",
      law: "14B4",
      kind: e.seat === p.dummy ? "dummy" : "follow-suit",
      suit,
      ...(at !== undefined && { establishedAt: at, establishedBy: "63A1" }),
    };
    d.revokes.push(revoke as Draft<Revoke>);
    d.quiet = false;
    note(d, {
      _tag: "RevokeWithRestoredCard",
      position,
      law: "14B4",
      seat: e.seat,
      card: e.card,
      trick: t.number,
      played: mine.card,
      established: at !== undefined,
    });
  }
};

/** A missing card restored (14B4) as a step of the play: its notes are this step's. */
export const applyCardRestored = (d: PlayDraft, e: CardRestored, position: number): void => {
  begin(d);
  law14B4Restored(d, e, position);
};

/** `applyCardRestored`: the next state. */
export const restoreMissingCard = (p: PlayState, e: CardRestored, position: number): PlayState =>
  produceState(p, (d) => applyCardRestored(d, e, position));
