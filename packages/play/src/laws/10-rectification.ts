import type { Seat } from "@bridgelaw/cards";
import { pickUp } from "../rules/penalty-cards.ts";
import type { PlayDraft } from "../state.ts";
import { ask, name, note, settleIrregular } from "../step.ts";

/**
 * `DirectorSummoned` in the play (9B, 10A, 10B): until now the players applied the rectifications
 * themselves; only the Director imposes rectification (10A), and he may confirm, modify or cancel what they
 * did (10B). The engine asks him about each penalty card standing on the table (a card the players made a
 * penalty card wrongly is cancelled: picked up, I-PC-3; or its class is changed).
 */
export const law10BReview = (d: PlayDraft, seat: Seat | undefined, position: number): void => {
  const by = seat === undefined ? "" : ` by ${name(seat)}`;
  if (d.penaltyCards.length === 0) {
    note(
      d,
      position,
      "9B",
      `the Director is summoned${by}: no rectification applied by the players to review`,
    );
    return;
  }
  note(
    d,
    position,
    "10B",
    `the Director is summoned${by}: he may confirm, modify or cancel the rectifications the players applied (${d.penaltyCards.map((pc) => pc.card).join(", ")} as penalty cards)`,
  );
  for (const pc of d.penaltyCards) {
    ask(d, {
      _tag: "Said",
      law: "10B",
      position: pc.position,
      question: `the players treated ${name(pc.seat)}'s ${pc.card} as a ${pc.kind} penalty card (Law ${pc.law}) before the Director came: confirm it, cancel it (the card goes back to the hand) or change its class (10B)`,
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
    note(d, position, "10B", `the penalty card at position ${about} is no longer on the table`);
    return;
  }
  if (answer === "cancel") {
    const { seat, card } = pc;
    // no penalty card, no question of its information (50E4)
    d.rulingsNeeded = d.rulingsNeeded.filter((r) => !(r.law === "50E4" && r.position === pc.position));
    pickUp(d, [card]);
    settleIrregular(d, pc.position, "cancelled (10B)");
    note(
      d,
      position,
      "10B",
      `the Director cancels the rectification: ${name(seat)}'s ${card} is not a penalty card and goes back to his hand`,
    );
    return;
  }
  if ((answer === "major" || answer === "minor") && answer !== pc.kind) {
    pc.kind = answer;
    note(
      d,
      position,
      "10B",
      `the Director modifies the rectification: ${name(pc.seat)}'s ${pc.card} is a ${answer} penalty card`,
    );
    return;
  }
  note(
    d,
    position,
    "10B",
    `the Director confirms ${name(pc.seat)}'s ${pc.card} as a ${pc.kind} penalty card`,
  );
};
