import type { Card, LawId, Seat } from "@bridgelaw/cards";
import { peek } from "@bridgelaw/log";
import type { PlayDraft, PlayedCard } from "../state.ts";
import { note } from "../step.ts";
import { insertCard, isDefender, leadOf, takeCard } from "../trick.ts";
import { legalFor } from "./legal.ts";
import { law50Played } from "./penalty-cards.ts";
import { law61Revoke, law63Establish } from "./revoke.ts";

/**
 * Places a card in the trick in progress: a revoke if it is not legal (61A), a penalty card played (50D1),
 * a lead restriction used (50D2, 26), and the side's revokes on earlier tricks established (63A1).
 */
export const place = (d: PlayDraft, seat: Seat, card: Card, position: number, law?: LawId): void => {
  const trick = d.current!;
  const leading = leadOf(trick) === undefined;
  if (!legalFor(d, seat, trick).includes(card)) {
    const revoke = law61Revoke(d, seat, card, trick, position);
    d.revokes.push(revoke);
    note(d, { _tag: "RevokeCommitted", position, law: "61A", seat, kind: revoke.kind });
  }
  law63Establish(d, seat, trick.number, position, "63A1");
  // read as they stand, not drafted: the penalty cards, the lead restrictions, the tricks
  const now = peek(d);
  const penalty = peek(now.penaltyCards).find((pc) => pc.card === card)?.kind;
  if (penalty !== undefined) law50Played(d, seat, card, position);
  const pc: PlayedCard =
    penalty !== undefined
      ? { seat, card, position, law: "50D1", penalty }
      : law === undefined
        ? { seat, card, position }
        : { seat, card, position, law };
  takeCard(d, seat, card);
  insertCard(trick, pc);
  if (leading) {
    const restrictions = peek(peek(d).leadRestrictions);
    const kept = restrictions.filter((r) => !(r.seat === seat && r.scope === "next-lead"));
    if (kept.length !== restrictions.length) d.leadRestrictions = kept as PlayDraft["leadRestrictions"];
    if (!isDefender(d, seat)) d.retractedLead = null;
    if (trick.number === 1 && peek(d).tricks.length === 0) {
      note(d, { _tag: "DummyFaced", position, law: "41D", card, dummy: d.dummy });
    }
  }
};
