import type { Card, Seat } from "@bridgelaw/cards";
import { type Exposure, law50PenaltyCard } from "../rules/penalty-cards.ts";
import type { PlayDraft } from "../state.ts";
import { note } from "../step.ts";

/**
 * How a card was exposed, as the log says it (`CardExposed.how`, checked equal to `@bridgelaw/table`'s Schema of
 * the event); `together`: faced with another card (58B).
 */
export type ExposedHow = "dropped" | "shown" | "named" | "led" | "together" | undefined;

/**
 * Law 49: a defender's card exposed other than in the normal course of play (it could be seen by partner,
 * or he named it as in his hand) is a penalty card (Law 50). Dropped: inadvertent; shown, named or led:
 * deliberate; not said: the Director classifies a spot card (50B).
 */
export const law49DefenderExposure = (
  d: PlayDraft,
  seat: Seat,
  card: Card,
  how: ExposedHow,
  position: number,
): void => {
  if (d.penaltyCards.some((pc) => pc.card === card)) {
    note(d, { _tag: "AlreadyPenaltyCard", position, law: "50A", seat, card });
    return;
  }
  const exposure: Exposure = how === "dropped" ? "inadvertent" : how === undefined ? "unknown" : "deliberate";
  law50PenaltyCard(d, seat, card, exposure, "49", position);
};
