import type { Card, Seat } from "@bridgelaw/cards";
import type { PlayDraft } from "../state.ts";
import { addIrregular, name, note } from "../step.ts";
import { isDefender } from "../trick.ts";
import { law41FaceDownLead } from "./41-commencement.ts";
import { law54Open } from "./54-opening-lead-out-of-turn.ts";
import { law55Open } from "./55-declarer-lead-out-of-turn.ts";
import { law56Open } from "./56-defender-lead-out-of-turn.ts";
import { law63Establish } from "./63-establishment.ts";

/**
 * Laws 53–56, the dispatcher (spec "Laws 53–56"): a lead faced by a player who is not the proper leader.
 * At trick 13 (2017, fn 17) it is cancelled; a faced opening lead by the opening leader's partner is Law 54
 * (by the declaring side, Law 54E → 24; face down, 41A); later, a defender's lead is Law 56 and declarer's
 * Law 55. The card stays in the offender's hand until the choice is made. As a play to the next trick it
 * establishes the side's revokes (63A1). What follows the choice (53A accepted, 53B the proper lead) is the
 * rule Laws 53–56 share, in `lead-out-of-turn.ts`.
 */
export const law53LeadOutOfTurn = (
  d: PlayDraft,
  seat: Seat,
  card: Card,
  position: number,
  faceDown: boolean,
): void => {
  const current = d.current!;
  const proper = current.leader;
  law63Establish(d, seat, current.number, position, "63A1");
  const irregular = (law: string, reason: string, status: string): void =>
    addIrregular(d, { seat, card, position, law, reason, status });
  if (current.number === 13 && d.edition === "2017") {
    irregular("53A", `lead out of turn at trick 13: ${name(proper)}'s lead`, "cancelled");
    note(
      d,
      position,
      "53A",
      `${name(seat)}'s lead of ${card} at trick 13 is cancelled (fn 17): ${name(proper)} leads`,
    );
    return;
  }
  if (current.number === 1 && d.tricks.length === 0) {
    if (faceDown && isDefender(d, seat)) {
      law41FaceDownLead(d, seat, card, position);
      return;
    }
    if (!isDefender(d, seat)) {
      irregular("54E", "a member of the declaring side attempted the opening lead", "returned");
      note(
        d,
        position,
        "54E",
        `${name(seat)} of the declaring side attempted the opening lead: Law 24 applies; the card goes back, no penalty card (the offender is not a defender)`,
      );
      return;
    }
    irregular("54", `faced opening lead out of turn: ${name(proper)}'s lead`, "pending");
    law54Open(d, seat, card, proper, position);
    return;
  }
  if (isDefender(d, seat)) {
    irregular("56", `lead out of turn: ${name(proper)}'s lead`, "pending");
    law56Open(d, seat, card, proper, position);
    return;
  }
  irregular("55", `declarer's lead out of turn: ${name(proper)}'s lead`, "pending");
  law55Open(d, seat, card, proper, position);
};
