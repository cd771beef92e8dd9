import { partner, type Seat } from "@bridgelaw/cards";
import { NotOpen } from "../errors.ts";
import type { PlayDraft } from "../state.ts";
import { ask, name, note } from "../step.ts";

/**
 * `RevokeInquired`, Law 61B: a player asks another who has not followed suit whether he has a card of the
 * suit led. Declarer may ask a defender (61B1); dummy may ask declarer (61B2(a); having forfeited his rights,
 * see 43B2(b)), never a defender (61B2(b), 16B may apply); the defenders may ask declarer and each other
 * (61B3). Asking conveys nothing in itself; asked in a surprised manner, or only when surprised, the question
 * draws partner's attention to an unexpected holding: unauthorized information (16B, WBFLC Ex 45), no
 * rectification, and the Director judges at the end of play whether it was used.
 */
export const law61BInquiry = (
  d: PlayDraft,
  seat: Seat,
  of: Seat,
  surprised: boolean,
  position: number,
): void => {
  if (seat === of) throw new NotOpen(`61B: ${name(seat)} cannot ask himself about a revoke`);
  const asked = `${name(seat)} asks ${name(of)} whether he has a card of the suit led`;
  // the first question about a revoke not yet established (43B2(b) asks who was first)
  const revoke = d.revokes.find((r) => r.offender === of && r.status === "committed");
  if (revoke !== undefined && revoke.inquired === undefined && revoke.attention === undefined)
    revoke.inquired = position;
  if (seat === d.dummy) {
    if (of === d.declarer)
      note(
        d,
        position,
        "61B2(a)",
        `${asked} (dummy may ask declarer${d.dummyForfeited !== null ? "; having forfeited his rights, 43B2(b) applies if he is first to ask about a revoke" : ""})`,
      );
    else note(d, position, "61B2(b)", `${asked}: dummy may not ask a defender (16B may apply)`);
    return;
  }
  if (seat === d.declarer) {
    note(d, position, "61B1", asked);
    return;
  }
  if (!surprised) {
    note(d, position, "61B3", asked);
    return;
  }
  note(
    d,
    position,
    "61B3",
    `${asked}, in a manner that shows surprise: no rectification; the question may suggest an unexpected holding to his partner (16B, unauthorized information)`,
  );
  ask(d, {
    _tag: "Said",
    law: "61B3",
    position,
    question: `${name(seat)}'s question about a revoke conveyed surprise (WBFLC Ex 45): did his partner, ${name(partner(seat))}, choose among logical alternatives one the unauthorized information suggested (16B)? If the declaring side was damaged, award an adjusted score (tricks: the declaring side's tricks)`,
  });
};
