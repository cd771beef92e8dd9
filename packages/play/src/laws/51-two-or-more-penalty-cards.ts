import type { Card } from "@bridgelaw/cards";
import { majorPenaltyChoices, restrictedCards } from "../rules/legal.ts";
import type { Matter, PlayDraft } from "../state.ts";
import { closeMatter, note, offering, openMatter } from "../step.ts";
import { isDefender, nextInTrick } from "../trick.ts";

/**
 * Laws 50D1(a), 51A: when a defender with two or more major penalty cards that he may legally play has to
 * play, declarer designates which one.
 */
export const law51AWhichPenaltyCard = (d: PlayDraft, position: number): void => {
  const seat = d.current === null ? null : nextInTrick(d.current);
  if (seat === null || !isDefender(d, seat)) return;
  const trick = d.current!;
  if (d.playRestrictions.some((r) => r.seat === seat && r.trick === trick.number && r.kind === "cards"))
    return;
  const cards = majorPenaltyChoices(d, seat, restrictedCards(d, seat, trick));
  if (cards.length < 2) return;
  const matter = offering(
    { kind: "which-penalty-card" as const, law: "51A" as const, position, seat, trick: trick.number, cards },
    [
      {
        _tag: "WhichPenaltyCard",
        seat: d.declarer,
        law: "51A",
        options: cards,
        about: position,
        player: seat,
        cards,
      },
    ],
  );
  openMatter(d, matter);
};

export const law51AChoose = (
  d: PlayDraft,
  m: Extract<Matter, { kind: "which-penalty-card" }>,
  card: string,
  position: number,
): void => {
  closeMatter(d, m);
  d.playRestrictions.push({
    seat: m.seat,
    trick: m.trick,
    kind: "cards",
    cards: [card as Card],
    law: "51A",
    position,
  });
  note(d, {
    _tag: "PenaltyCardDesignated",
    position,
    law: "51A",
    card: card as Card,
    seat: m.seat,
    trick: m.trick,
  });
};
