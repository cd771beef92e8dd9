import type { Card, Seat } from "@bridgelaw/cards";
import { law50PenaltyCard } from "../rules/penalty-cards.ts";
import type { PlayDraft } from "../state.ts";
import { addIrregular } from "../step.ts";

/**
 * Law 60B: a defender who plays after declarer has been required to retract a lead out of turn, but before
 * declarer has led from the correct hand: his card is a major penalty card. (60A1, a non-offender playing
 * after his RHO's irregular lead before a rectification is chosen, accepts it: see 53A, 55, 56; 60A3: the
 * offending side's earlier duties stay; 60C: the offending side's play does not affect the opponents' rights.)
 */
export const law60BAfterRetraction = (d: PlayDraft, seat: Seat, card: Card, position: number): void => {
  addIrregular(d, {
    seat,
    card,
    position,
    law: "60B",
    reason: "played-before-correct-lead",
    status: "penalty-card",
  });
  law50PenaltyCard(d, seat, card, "deliberate", "60B", position);
};
