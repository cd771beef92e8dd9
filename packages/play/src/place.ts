import type { Card, Seat } from "@bridgelaw/cards";
import { law50Played } from "./laws/50-penalty-card.ts";
import { law61Revoke } from "./laws/61-revoke.ts";
import { law63Establish } from "./laws/63-establishment.ts";
import { legalFor } from "./legal.ts";
import type { PlayedCard, PlayState } from "./state.ts";
import { name, note } from "./step.ts";
import { insertCard, isDefender, leadOf, takeCard } from "./trick.ts";

/**
 * Places a card in the trick in progress: a revoke if it is not legal (61A), a penalty card played (50D1),
 * a lead restriction used (50D2, 26), and the side's revokes on earlier tricks established (63A1).
 */
export const place = (p: PlayState, seat: Seat, card: Card, position: number, law?: string): PlayState => {
  const trick = p.current!;
  const leading = leadOf(trick) === undefined;
  let q = p;
  if (!legalFor(q, seat, trick).includes(card)) {
    const revoke = law61Revoke(q, seat, card, trick, position);
    q = note(
      { ...q, revokes: [...q.revokes, revoke] },
      position,
      "61A",
      `${name(seat)} ${
        revoke.kind === "follow-suit"
          ? "did not follow suit though able"
          : revoke.kind === "penalty-card"
            ? "did not play a penalty card when required (Law 52)"
            : revoke.kind === "dummy"
              ? "(dummy) did not follow suit though able"
              : "did not lead or play as a rectification required"
      }: revoke committed (rectified only once attention is drawn, Law 63)`,
    );
  }
  q = law63Establish(q, seat, trick.number, position, "63A1");
  const penalty = q.penaltyCards.find((pc) => pc.card === card);
  if (penalty !== undefined) q = law50Played(q, seat, card, position);
  const pc: PlayedCard =
    penalty !== undefined
      ? { seat, card, position, law: "50D1", penalty: penalty.kind }
      : law === undefined
        ? { seat, card, position }
        : { seat, card, position, law };
  q = { ...q, hands: takeCard(q, seat, card), current: insertCard(trick, pc) };
  if (leading) {
    q = {
      ...q,
      leadRestrictions: q.leadRestrictions.filter((r) => !(r.seat === seat && r.scope === "next-lead")),
      retractedLead: isDefender(q, seat) ? q.retractedLead : null,
    };
    if (trick.number === 1 && q.tricks.length === 0) {
      q = note(q, position, "41D", `opening lead ${card}: dummy (${name(q.dummy)}) is faced`);
    }
  }
  return q;
};
