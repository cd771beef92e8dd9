import type { Seat } from "@bridgelaw/cards";
import { pickUp } from "../rules/penalty-cards.ts";
import type { PlayDraft } from "../state.ts";
import { ask, note, settleIrregular } from "../step.ts";

/**
 * `DirectorSummoned` in the play (9B, 10A, 10B): until now the players applied the rectifications
 * themselves; only the Director imposes rectification (10A), and he may confirm, modify or cancel what they
 * did (10B). The engine asks him about each penalty card standing on the table (a card the players made a
 * penalty card wrongly is cancelled: picked up, by the Director's ruling; or its class is changed).
 */
export const law10BReview = (d: PlayDraft, seat: Seat | undefined, position: number): void => {
  const by = seat === undefined ? {} : { by: seat };
  if (d.penaltyCards.length === 0) {
    note(d, { _tag: "DirectorSummonedNoReview", position, law: "9B", ...by });
    return;
  }
  note(d, {
    _tag: "RectificationsToReview",
    position,
    law: "10B",
    ...by,
    cards: d.penaltyCards.map((pc) => pc.card),
  });
  for (const pc of d.penaltyCards) {
    ask(d, {
      _tag: "PenaltyCardToReview",
      law: "10B",
      position: pc.position,
      seat: pc.seat,
      card: pc.card,
      kind: pc.kind,
      under: pc.law,
      answers: ["confirm", "cancel", "major", "minor"],
    });
  }
};

/** The Director's 10B decision on a penalty card the players created. */
export const law10BRuling = (
  d: PlayDraft,
  about: number | undefined,
  answer: string,
  position: number,
): void => {
  const pc = d.penaltyCards.find((x) => x.position === about);
  if (pc === undefined) {
    note(d, { _tag: "PenaltyCardGone", position, law: "10B", ...(about !== undefined && { at: about }) });
    return;
  }
  if (answer === "cancel") {
    const { seat, card } = pc;
    // no penalty card, no question of its information (50E4)
    d.rulingsNeeded = d.rulingsNeeded.filter((r) => !(r.law === "50E4" && r.position === pc.position));
    pickUp(d, [card]);
    settleIrregular(d, pc.position, "cancelled", { by: "10B" });
    note(d, { _tag: "PenaltyCardCancelled", position, law: "10B", seat, card });
    return;
  }
  if ((answer === "major" || answer === "minor") && answer !== pc.kind) {
    pc.kind = answer;
    note(d, {
      _tag: "PenaltyCardReclassified",
      position,
      law: "10B",
      seat: pc.seat,
      card: pc.card,
      kind: answer,
    });
    return;
  }
  note(d, {
    _tag: "PenaltyCardConfirmed",
    position,
    law: "10B",
    seat: pc.seat,
    card: pc.card,
    kind: pc.kind,
  });
};
