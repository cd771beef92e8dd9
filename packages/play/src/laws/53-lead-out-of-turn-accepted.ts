import type { Card, Seat } from "@bridgelaw/cards";
import type { PlayDraft } from "../state.ts";
import { addIrregular, note } from "../step.ts";

/*
 * Law 53: a lead out of turn accepted (53A) or not (53B, the proper leader leads; 53C, a card played after it).
 * What follows the non-offenders' choice is the rule Laws 53–56 share (`rules/lead-out-of-turn.ts`:
 * `law53Accept`, `law53BProperLead`, `law53BWhich`, `law53BRuling`); which Law governs a lead out of turn (41A,
 * 54, 55, 56, or this one at trick 13) is decided by the play (`leadOutOfTurn` in `play.ts`).
 */

/** 53A fn 17 (2017): a lead out of turn at trick 13 is cancelled; the proper leader leads. */
export const law53Trick13 = (d: PlayDraft, seat: Seat, card: Card, proper: Seat, position: number): void => {
  addIrregular(d, {
    seat,
    card,
    position,
    law: "53A",
    reason: "lead-at-trick-13",
    status: "cancelled",
    proper,
  });
  note(d, { _tag: "LeadAtTrick13Cancelled", position, law: "53A", seat, card, proper });
};
