import type { Card, LawId, Seat } from "@bridgelaw/cards";
import type { Acceptance } from "../consequences.ts";
import type { Matter, PlayDraft } from "../state.ts";
import { ask, closeMatter, note, replaceMatter, settleIrregular } from "../step.ts";
import { takeCard } from "../trick.ts";

/**
 * What Laws 53–56 share: a lead out of turn pending the non-offenders' choice, and what becomes of it when it
 * is accepted (53A) or the proper leader leads (53B), whichever Law (54, 55, 56) gave the choice.
 */
export type LeadOutOfTurn = Extract<Matter, { kind: "lead-out-of-turn" }>;

/**
 * What a card played while a lead out of turn is pending comes to, once the Law has treated it as a choice:
 * `play` the card is then played, `done` nothing more to do with it, null the Law makes no choice of it.
 */
export type Implicit = "play" | "done" | null;

/**
 * Law 53A: a lead out of turn accepted (by saying so, or by a card played from the hand next in rotation)
 * is treated as a correct lead: the offender leads the trick and play goes on clockwise from him.
 */
export const law53Accept = (
  d: PlayDraft,
  m: LeadOutOfTurn,
  position: number,
  law: LawId,
  how: { readonly how: Acceptance; readonly by?: Seat },
): void => {
  const { offender, card, position: at } = m;
  closeMatter(d, m);
  settleIrregular(d, at, "accepted");
  takeCard(d, offender, card);
  const current = d.current!;
  current.leader = offender;
  current.cards = [{ seat: offender, card, position: at, law }];
  note(d, { _tag: "LeadOutOfTurnAccepted", position, law, offender, card, ...how });
};

/**
 * Law 53B: the proper leader, an opponent of the offender, makes his proper lead; the card led in error goes
 * back (not a penalty card: 53B gives none; 16C).
 */
export const law53BProperLead = (d: PlayDraft, m: LeadOutOfTurn, position: number): void => {
  const { proper, offender, card, position: at } = m;
  closeMatter(d, m);
  settleIrregular(d, at, "withdrawn", { by: "53B" });
  note(d, { _tag: "ProperLeadMade", position, law: "53B", proper, offender, card });
};

/**
 * 53B (WBFLC, as 28B): the proper leader is also next in rotation after the irregular lead, and plays a card
 * before any choice: following to the lead (accepting it, 53A) or leading himself (53B)? The Director
 * determines it; the card waits in his hand and play waits for the ruling (`law53BRuling`).
 */
export const law53BWhich = (
  d: PlayDraft,
  m: LeadOutOfTurn,
  seat: Seat,
  card: Card,
  position: number,
): Implicit => {
  const { offender, card: led } = m;
  replaceMatter(d, m, { ...m, ambiguous: { seat, card, position }, offered: [] });
  note(d, { _tag: "FollowingOrLeading", position, law: "53B", seat, offender, card });
  ask(d, {
    _tag: "FollowedOrLedQuestion",
    law: "53B",
    position,
    seat,
    card,
    offender,
    led,
    answers: ["following", "leading"],
  });
  return "done";
};

/** The Director's 53B finding: the card followed (the lead out of turn accepted) or was the proper lead. */
export const law53BRuling = (d: PlayDraft, answer: string, position: number): boolean => {
  const m = d.matters.find((x) => x.kind === "lead-out-of-turn" && x.ambiguous !== undefined);
  if (m?.kind !== "lead-out-of-turn" || m.ambiguous === undefined) return false;
  if (answer === "following") law53Accept(d, m, position, "53A", { how: "finding", by: m.ambiguous.seat });
  else law53BProperLead(d, m, position);
  return true;
};
