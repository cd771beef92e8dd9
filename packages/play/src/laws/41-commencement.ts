import type { Card, Seat } from "@bridgelaw/cards";
import type { PlayState } from "../state.ts";
import { addIrregular, name, note } from "../step.ts";

/**
 * Law 41A: an opening lead made face down by the wrong defender and not yet faced is taken back on
 * the Director's instruction; the card goes back to the hand and is not a penalty card (16C may apply).
 * A face-down lead by the opening leader is the lead once faced (41C: the play period then begins and dummy
 * is spread, 41D).
 */
export const law41FaceDownLead = (p: PlayState, seat: Seat, card: Card, position: number): PlayState =>
  note(
    addIrregular(p, {
      seat,
      card,
      position,
      law: "41A",
      reason: "face-down opening lead out of turn",
      status: "returned",
    }),
    position,
    "41A",
    `${name(seat)}'s face-down opening lead of ${card} out of turn goes back to his hand (not a penalty card); ${name(p.current!.leader)} leads`,
  );
