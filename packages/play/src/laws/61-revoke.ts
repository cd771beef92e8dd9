import { type LawId, partner, type Seat } from "@bridgelaw/cards";
import type { PlayConsequence } from "../consequences.ts";
import { NotOpen } from "../errors.ts";
import type { PlayDraft } from "../state.ts";
import { ask, note } from "../step.ts";

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
  if (seat === of) throw new NotOpen({ _tag: "AskedHimself", law: "61B", seat });
  const asked = (law: LawId, kind: Extract<PlayConsequence, { _tag: "RevokeInquiry" }>["kind"]): void =>
    note(d, { _tag: "RevokeInquiry", position, law, seat, of, kind });
  // the first question about a revoke not yet established (43B2(b) asks who was first)
  const revoke = d.revokes.find((r) => r.offender === of && r.status === "committed");
  if (revoke !== undefined && revoke.inquired === undefined && revoke.attention === undefined)
    revoke.inquired = position;
  if (seat === d.dummy) {
    if (of === d.declarer)
      asked("61B2(a)", d.dummyForfeited !== null ? "dummy-forfeited" : "dummy-of-declarer");
    else asked("61B2(b)", "dummy-of-defender");
    return;
  }
  if (seat === d.declarer) {
    asked("61B1", "plain");
    return;
  }
  if (!surprised) {
    asked("61B3", "plain");
    return;
  }
  asked("61B3", "surprised");
  ask(d, { _tag: "SurpriseQuestion", law: "61B3", position, seat, partner: partner(seat) });
};
