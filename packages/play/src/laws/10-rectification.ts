import type { Seat } from "@bridgelaw/cards";
import type { PlayState } from "../state.ts";
import { ask, name, note, settleIrregular } from "../step.ts";
import { pickUp } from "./50-penalty-card.ts";

/**
 * `DirectorSummoned` in the play (9B, 10A, 10B): until now the players applied the rectifications
 * themselves; only the Director imposes rectification (10A), and he may confirm, modify or cancel what they
 * did (10B). The engine asks him about each penalty card standing on the table (a card the players made a
 * penalty card wrongly is cancelled: picked up, I-PC-3; or its class is changed).
 */
export const law10BReview = (p: PlayState, seat: Seat | undefined, position: number): PlayState => {
  const by = seat === undefined ? "" : ` by ${name(seat)}`;
  if (p.penaltyCards.length === 0) {
    return note(
      p,
      position,
      "9B",
      `the Director is summoned${by}: no rectification applied by the players to review`,
    );
  }
  let q = note(
    p,
    position,
    "10B",
    `the Director is summoned${by}: he may confirm, modify or cancel the rectifications the players applied (${p.penaltyCards.map((pc) => pc.card).join(", ")} as penalty cards)`,
  );
  for (const pc of p.penaltyCards) {
    q = ask(q, {
      law: "10B",
      position: pc.position,
      question: `the players treated ${name(pc.seat)}'s ${pc.card} as a ${pc.kind} penalty card (Law ${pc.law}) before the Director came: confirm it, cancel it (the card goes back to the hand) or change its class (10B)`,
      answers: ["confirm", "cancel", "major", "minor"],
    });
  }
  return q;
};

/** The Director's 10B decision on a penalty card the players created. */
export const law10BRuling = (
  p: PlayState,
  about: number | undefined,
  answer: string,
  position: number,
): PlayState => {
  const pc = p.penaltyCards.find((x) => x.position === about);
  if (pc === undefined)
    return note(p, position, "10B", `the penalty card at position ${about} is no longer on the table`);
  if (answer === "cancel") {
    // no penalty card, no question of its information (50E4)
    const q = {
      ...p,
      rulingsNeeded: p.rulingsNeeded.filter((r) => !(r.law === "50E4" && r.position === pc.position)),
    };
    return note(
      settleIrregular(pickUp(q, [pc.card]), pc.position, "cancelled (10B)"),
      position,
      "10B",
      `the Director cancels the rectification: ${name(pc.seat)}'s ${pc.card} is not a penalty card and goes back to his hand`,
    );
  }
  if ((answer === "major" || answer === "minor") && answer !== pc.kind) {
    return note(
      { ...p, penaltyCards: p.penaltyCards.map((x) => (x === pc ? { ...x, kind: answer } : x)) },
      position,
      "10B",
      `the Director modifies the rectification: ${name(pc.seat)}'s ${pc.card} is a ${answer} penalty card`,
    );
  }
  return note(
    p,
    position,
    "10B",
    `the Director confirms ${name(pc.seat)}'s ${pc.card} as a ${pc.kind} penalty card`,
  );
};
