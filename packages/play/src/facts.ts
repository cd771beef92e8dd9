import type { Card, DirectorRuled, OptionChosen, Seat } from "@bridgelaw/cards";
import { CardNotHeld, NotOpen } from "./errors.ts";
import { law26Choose } from "./laws/26-lead-restriction.ts";
import { type DummyClause, law43B2aChoose, law43DummyViolation } from "./laws/43-dummy.ts";
import { law45C4bChange } from "./laws/45-card-played.ts";
import { type Designation, law46Choose, law46Designation } from "./laws/46-designation.ts";
import { law47Retraction, type RetractionLaw } from "./laws/47-retraction.ts";
import { type ExposedHow, law49DefenderExposure } from "./laws/49-exposure-of-defenders-cards.ts";
import { law50D2Choose } from "./laws/50-penalty-card.ts";
import { law51AChoose } from "./laws/51-two-or-more-penalty-cards.ts";
import { law52Choose } from "./laws/52-failure-to-play-penalty-card.ts";
import { law54Choose, law54Exposure } from "./laws/54-opening-lead-out-of-turn.ts";
import { law55Choose } from "./laws/55-declarer-lead-out-of-turn.ts";
import { law56Choose } from "./laws/56-defender-lead-out-of-turn.ts";
import { law57Choose } from "./laws/57-premature-play.ts";
import { law58Together } from "./laws/58-simultaneous.ts";
import { law62Withdrawal } from "./laws/62-correction.ts";
import { playWithin } from "./play.ts";
import { answerJudgement } from "./procedure.ts";
import { settle } from "./settle.ts";
import type { PlayState } from "./state.ts";
import { begin, name, note } from "./step.ts";
import { wasPlayed } from "./trick.ts";

/**
 * `CardExposed` in the play: a defender's card becomes a penalty card (Laws 49, 50); declarer's or dummy's
 * does not (48A). A card the seat does not hold is physically impossible.
 */
export const exposeCard = (
  p0: PlayState,
  seat: Seat,
  card: Card,
  how: ExposedHow,
  position: number,
): PlayState => {
  if (!p0.hands[seat].includes(card)) throw new CardNotHeld(seat, card, wasPlayed(p0, card));
  const lead54 = p0.matters.find((m) => m.kind === "lead-out-of-turn" && m.law === "54");
  if (lead54?.kind === "lead-out-of-turn" && (seat === p0.declarer || seat === p0.dummy))
    return settle(law54Exposure(begin(p0), lead54, seat, card, position), position);
  if (how === "together") return settle(law58Together(begin(p0), seat, card, position), position);
  return settle(law49DefenderExposure(begin(p0), seat, card, how, position), position);
};

/** `CardDesignated`: declarer designates a card from dummy (Laws 45B, 46); the card it comes to is played. */
export const designateCard = (p0: PlayState, seat: Seat, d: Designation, position: number): PlayState => {
  if (seat !== p0.dummy)
    throw new NotOpen(`46: a designation is of a card from dummy (${name(p0.dummy)}), not ${name(seat)}`);
  const p = begin(p0);
  const r = law46Designation(p, d, position);
  if ("state" in r) return settle(r.state, position);
  return playWithin(
    note(p, position, r.law, `declarer's designation comes to ${r.card}`),
    { type: "CardPlayed", seat, card: r.card },
    position,
  );
};

/**
 * `CardRetracted`: a played card taken back as Law 45C4(b) or 47E allows (the Director's finding); anything else
 * is not open, nor a card played instead of a penalty card (52A).
 */
export const retractCard = (
  p0: PlayState,
  seat: Seat,
  card: Card,
  law: "45C4(b)" | RetractionLaw,
  position: number,
): PlayState => {
  const failed = p0.revokes.find(
    (r) => r.offender === seat && r.card === card && r.kind === "penalty-card" && r.status === "committed",
  );
  if (failed !== undefined)
    throw new NotOpen(
      `52A: ${name(seat)} may not withdraw on his own the ${card} he played instead of a penalty card (attention to it brings 52B)`,
    );
  const p = begin(p0);
  const q =
    law === "45C4(b)"
      ? law45C4bChange(p, seat, card, position)
      : law47Retraction(p, seat, card, law, position);
  return settle(q, position);
};

/** `DummyViolation`: the Director's finding that dummy breached a limitation of Law 43A. */
export const dummyViolation = (
  p0: PlayState,
  seat: Seat,
  clause: DummyClause,
  position: number,
): PlayState => {
  if (seat !== p0.dummy) throw new NotOpen(`43: ${name(seat)} is not dummy`);
  return settle(law43DummyViolation(begin(p0), clause, position), position);
};

/**
 * Applies a player's choice among the options the play listed as pending (10C1). The table has checked that
 * the option is pending and the seat is the one it belongs to; each Law applies its own.
 */
export const choosePlayOption = (p0: PlayState, choice: OptionChosen, position: number): PlayState => {
  const p = begin(p0);
  const m = p.matters.find((x) =>
    x.offered.some(
      (o) => o.law === choice.law && o.seat === choice.seat && o.options.includes(choice.option),
    ),
  );
  if (m === undefined)
    throw new NotOpen(`no option "${choice.option}" of Law ${choice.law} is open to ${name(choice.seat)}`);
  const o = choice.option;
  switch (m.kind) {
    case "lead-out-of-turn":
      return settle(
        m.law === "54"
          ? law54Choose(p, m, o, position)
          : m.law === "55A"
            ? law55Choose(p, m, choice.seat, o, position)
            : law56Choose(p, m, o, position),
        position,
      );
    case "premature":
      return settle(law57Choose(p, m, o, position), position);
    case "lead-options":
      return settle(
        m.carried !== undefined ? law26Choose(p, m, o, position) : law50D2Choose(p, m, o, position),
        position,
      );
    case "which-penalty-card":
      return settle(law51AChoose(p, m, o, position), position);
    case "penalty-failure":
      return settle(law52Choose(p, m, o, position), position);
    case "offer":
      return settle(law62Withdrawal(p, m, o, position), position);
    case "wrong-hand":
      return settle(law43B2aChoose(p, m, choice.seat, o, position), position);
    case "designation":
      return playWithin(
        law46Choose(p, m, o, position),
        { type: "CardPlayed", seat: p.dummy, card: o as Card },
        position,
      );
  }
};

/**
 * Records the Director's ruling on a question the play asked, and applies it where the engine can: the
 * class of a penalty card (50B), the tricks of an adjusted result (64C, 43B3), dummy's card (46B1).
 */
export const answerPlayRuling = (p0: PlayState, ruling: DirectorRuled, position = 0): PlayState => {
  const about = ruling.about;
  let p = begin(p0);
  p = {
    ...p,
    rulingsNeeded: p.rulingsNeeded.filter(
      (r) => !(r.law === ruling.law && (about === undefined || r.position === about)),
    ),
  };
  if (ruling.law === "50B" && (ruling.answer === "major" || ruling.answer === "minor")) {
    const kind = ruling.answer;
    p = {
      ...p,
      penaltyCards: p.penaltyCards.map((pc) =>
        pc.position === about && p.penaltyCards.filter((x) => x.seat === pc.seat).length === 1
          ? { ...pc, kind }
          : pc,
      ),
    };
    return settle(note(p, position, "50B", `the Director classifies the penalty card as ${kind}`), position);
  }
  if ((ruling.law.startsWith("64C") || ruling.law === "43B3") && ruling.tricks !== undefined) {
    const tricks = Math.max(0, Math.min(13, Math.round(ruling.tricks)));
    return note(
      { ...p, adjusted: { tricks, law: ruling.law, position } },
      position,
      ruling.law,
      `adjusted result: the declaring side is credited with ${tricks} tricks (replaces the automatic adjustment)`,
    );
  }
  if (
    ruling.law.startsWith("46B1") &&
    ruling.answer !== undefined &&
    p.hands[p.dummy].includes(ruling.answer as Card)
  ) {
    return playWithin(p, { type: "CardPlayed", seat: p.dummy, card: ruling.answer as Card }, position);
  }
  return answerJudgement(p, ruling, position) ?? settle(p, position);
};
