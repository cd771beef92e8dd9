import type { Card, Seat } from "@bridgelaw/cards";
import { NotOpen } from "../errors.ts";
import { law50PenaltyCard } from "../rules/penalty-cards.ts";
import type { PlayDraft } from "../state.ts";
import { note } from "../step.ts";
import { isDefender } from "../trick.ts";

/**
 * Law 58B: two or more cards faced at once by one player. The log has the card he meant (the Director asks
 * him, WBFLC) as `CardPlayed` and each other visible card as `CardExposed` with `how: "together"`, logged
 * right after it; if he meant a third card, every visible card is `together` and none is played. 58B2: a
 * defender's other cards are penalty cards (50B: a single spot card minor, an honour major, two or more all
 * major; declarer then picks which is played, 51A); declarer's or dummy's go back to the hand (48A). 58B1 (a
 * single card visible: it is played, the others go back unseen) needs no event; 58B4 (found only after both
 * sides played to the next trick) is a second card to the trick, Law 67 (`CardPlayed` with `trick`).
 */
export const law58Together = (d: PlayDraft, seat: Seat, card: Card, position: number): void => {
  const justBefore = [...(d.current?.cards ?? []), ...(d.tricks.at(-1)?.cards ?? []), ...d.penaltyCards].some(
    (c) => c.seat === seat && c.position === position - 1,
  );
  if (!justBefore && d.turn !== seat) throw new NotOpen({ _tag: "NotFacedTogether", law: "58B", seat, card });
  if (!isDefender(d, seat)) {
    note(d, { _tag: "FacedTogetherReturned", position, law: "58B2", seat, card });
    return;
  }
  law50PenaltyCard(d, seat, card, "inadvertent", "58B2", position);
};
