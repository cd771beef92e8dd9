import type { Card, DirectorRuled, OptionChosen, Seat } from "@bridgelaw/cards";
import { produceState } from "@bridgelaw/log";
import { CardNotHeld, NotOpen } from "./errors.ts";
import { law26CarriedRuled, law26Choose } from "./laws/26-lead-restriction.ts";
import { type DummyClause, law43B2aChoose, law43DummyViolation } from "./laws/43-dummy.ts";
import { law45C4bChange } from "./laws/45-card-played.ts";
import { type Designation, law46Choose, law46Designation } from "./laws/46-designation.ts";
import { law47Retraction, type RetractionLaw } from "./laws/47-retraction.ts";
import { law48DeclarerExposure } from "./laws/48-exposure-of-declarers-cards.ts";
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
import type { CarriedLeadRestriction, PlayDraft, PlayState } from "./state.ts";
import { begin, note } from "./step.ts";
import { isDefender, wasPlayed } from "./trick.ts";

/**
 * `CardExposed` in the play: a defender's card becomes a penalty card (Laws 49, 50); declarer's or dummy's
 * does not (48A). A card the seat does not hold is physically impossible.
 */
export const applyExposure = (
  d: PlayDraft,
  seat: Seat,
  card: Card,
  how: ExposedHow,
  position: number,
): void => {
  if (!d.hands[seat].includes(card)) throw new CardNotHeld(seat, card, wasPlayed(d, card));
  begin(d);
  const lead54 = d.matters.find((m) => m.kind === "lead-out-of-turn" && m.law === "54");
  if (lead54?.kind === "lead-out-of-turn" && (seat === d.declarer || seat === d.dummy))
    law54Exposure(d, lead54, seat, card, position);
  else if (how === "together") law58Together(d, seat, card, position);
  else if (!isDefender(d, seat)) law48DeclarerExposure(d, seat, card, position);
  else law49DefenderExposure(d, seat, card, how, position);
  settle(d, position);
};

/**
 * The lead restrictions the auction holds active changed after the play began (the Director's 26B ruling on
 * the suits the offender specified): the play's carried restrictions follow (Law 26B).
 */
export const applyCarriedRestrictions = (
  d: PlayDraft,
  active: readonly CarriedLeadRestriction[],
  position: number,
): void => {
  begin(d);
  law26CarriedRuled(d, active, position);
  settle(d, position);
};

/** `CardDesignated`: declarer designates a card from dummy (Laws 45B, 46); the card it comes to is played. */
export const applyDesignation = (
  d: PlayDraft,
  seat: Seat,
  designation: Designation,
  position: number,
): void => {
  if (seat !== d.dummy)
    throw new NotOpen({ _tag: "DesignationNotFromDummy", law: "46", seat, dummy: d.dummy });
  begin(d);
  const r = law46Designation(d, designation, position);
  if (r === null) {
    settle(d, position);
    return;
  }
  note(d, { _tag: "DesignationComesTo", position, law: r.law, card: r.card });
  playWithin(d, { type: "CardPlayed", seat, card: r.card }, position);
};

/**
 * `CardRetracted`: a played card taken back as Law 45C4(b) or 47E allows (the Director's finding); anything else
 * is not open, nor a card played instead of a penalty card (52A).
 */
export const applyRetraction = (
  d: PlayDraft,
  seat: Seat,
  card: Card,
  law: "45C4(b)" | RetractionLaw,
  position: number,
): void => {
  const failed = d.revokes.find(
    (r) => r.offender === seat && r.card === card && r.kind === "penalty-card" && r.status === "committed",
  );
  if (failed !== undefined) throw new NotOpen({ _tag: "SubstituteNotWithdrawable", law: "52A", seat, card });
  begin(d);
  if (law === "45C4(b)") law45C4bChange(d, seat, card, position);
  else law47Retraction(d, seat, card, law, position);
  settle(d, position);
};

/** `DummyViolation`: the Director's finding that dummy breached a limitation of Law 43A. */
export const applyDummyViolation = (
  d: PlayDraft,
  seat: Seat,
  clause: DummyClause,
  position: number,
): void => {
  if (seat !== d.dummy) throw new NotOpen({ _tag: "NotDummy", law: "43", seat });
  begin(d);
  law43DummyViolation(d, clause, position);
  settle(d, position);
};

/**
 * Applies a player's choice among the options the play listed as pending (10C1). The table has checked that
 * the option is pending and the seat is the one it belongs to; each Law applies its own.
 */
export const applyPlayChoice = (d: PlayDraft, choice: OptionChosen, position: number): void => {
  begin(d);
  const m = d.matters.find((x) =>
    x.offered.some(
      (o) => o.law === choice.law && o.seat === choice.seat && o.options.includes(choice.option),
    ),
  );
  if (m === undefined)
    throw new NotOpen({
      _tag: "PlayOptionNotOpen",
      law: choice.law,
      seat: choice.seat,
      option: choice.option,
    });
  const o = choice.option;
  switch (m.kind) {
    case "lead-out-of-turn":
      if (m.law === "54") law54Choose(d, m, o, position);
      else if (m.law === "55A") law55Choose(d, m, choice.seat, o, position);
      else law56Choose(d, m, o, position);
      {
        settle(d, position);
        return;
      }
    case "premature":
      law57Choose(d, m, o, position);
      {
        settle(d, position);
        return;
      }
    case "lead-options":
      if (m.carried !== undefined) law26Choose(d, m, o, position);
      else law50D2Choose(d, m, o, position);
      {
        settle(d, position);
        return;
      }
    case "which-penalty-card":
      law51AChoose(d, m, o, position);
      {
        settle(d, position);
        return;
      }
    case "penalty-failure":
      law52Choose(d, m, o, position);
      {
        settle(d, position);
        return;
      }
    case "offer":
      law62Withdrawal(d, m, o, position);
      {
        settle(d, position);
        return;
      }
    case "wrong-hand":
      law43B2aChoose(d, m, choice.seat, o, position);
      {
        settle(d, position);
        return;
      }
    case "designation":
      law46Choose(d, m, o, position);
      {
        playWithin(d, { type: "CardPlayed", seat: d.dummy, card: o as Card }, position);
        return;
      }
  }
};

/**
 * Records the Director's ruling on a question the play asked, and applies it where the engine can: the
 * class of a penalty card (50B), the tricks of an adjusted result (64C, 43B3), dummy's card (46B1).
 */
export const applyPlayRuling = (d: PlayDraft, ruling: DirectorRuled, position = 0): void => {
  const about = ruling.about;
  begin(d);
  d.rulingsNeeded = d.rulingsNeeded.filter(
    (r) => !(r.law === ruling.law && (about === undefined || r.position === about)),
  );
  if (ruling.law === "50B" && (ruling.answer === "major" || ruling.answer === "minor")) {
    const kind = ruling.answer;
    const alone = (seat: Seat) => d.penaltyCards.filter((x) => x.seat === seat).length === 1;
    for (const pc of d.penaltyCards) if (pc.position === about && alone(pc.seat)) pc.kind = kind;
    note(d, { _tag: "PenaltyCardClassified", position, law: "50B", kind });
    settle(d, position);
    return;
  }
  if ((ruling.law.startsWith("64C") || ruling.law === "43B3") && ruling.tricks !== undefined) {
    const tricks = Math.max(0, Math.min(13, Math.round(ruling.tricks)));
    d.adjusted = { tricks, law: ruling.law, position };
    note(d, { _tag: "TricksAdjusted", position, law: ruling.law, tricks, replaces: "automatic-adjustment" });
    return;
  }
  if (
    ruling.law.startsWith("46B1") &&
    ruling.answer !== undefined &&
    d.hands[d.dummy].includes(ruling.answer as Card)
  ) {
    playWithin(d, { type: "CardPlayed", seat: d.dummy, card: ruling.answer as Card }, position);
    return;
  }
  if (!answerJudgement(d, ruling, position)) settle(d, position);
};

/** `CardExposed` in the play (see `applyExposure`): the next state. */
export const exposeCard = (
  p: PlayState,
  seat: Seat,
  card: Card,
  how: ExposedHow,
  position: number,
): PlayState => produceState(p, (d) => applyExposure(d, seat, card, how, position));

/** `CardDesignated` (see `applyDesignation`): the next state. */
export const designateCard = (
  p: PlayState,
  seat: Seat,
  designation: Designation,
  position: number,
): PlayState => produceState(p, (d) => applyDesignation(d, seat, designation, position));

/** `CardRetracted` (see `applyRetraction`): the next state. */
export const retractCard = (
  p: PlayState,
  seat: Seat,
  card: Card,
  law: "45C4(b)" | RetractionLaw,
  position: number,
): PlayState => produceState(p, (d) => applyRetraction(d, seat, card, law, position));

/** `DummyViolation` (see `applyDummyViolation`): the next state. */
export const dummyViolation = (p: PlayState, seat: Seat, clause: DummyClause, position: number): PlayState =>
  produceState(p, (d) => applyDummyViolation(d, seat, clause, position));

/** A player's choice among the options pending (see `applyPlayChoice`): the next state. */
export const choosePlayOption = (p: PlayState, choice: OptionChosen, position: number): PlayState =>
  produceState(p, (d) => applyPlayChoice(d, choice, position));

/** The Director's ruling on a question the play asked (see `applyPlayRuling`): the next state. */
export const answerPlayRuling = (p: PlayState, ruling: DirectorRuled, position = 0): PlayState =>
  produceState(p, (d) => applyPlayRuling(d, ruling, position));
