import { type Card, isHonour, partner, type Seat, SUITS, type Suit } from "@bridgelaw/cards";
import type { LeadRestriction, Matter, PenaltyCard, PlayDraft } from "../state.ts";
import { ask, closeMatter, name, note, offering, openMatter } from "../step.ts";
import { isDefender } from "../trick.ts";
import { law51BOptions } from "./51-two-or-more-penalty-cards.ts";

/** How a defender's card came to be exposed, as far as 50B cares. */
export type Exposure = "inadvertent" | "deliberate" | "unknown";

/**
 * Law 50 (with 49): a defender's card exposed other than in normal play is a penalty card, left face up in
 * front of him (50A, still his). 50B: major if an honour, or exposed through deliberate play, or when he
 * has two or more; minor if a single card below honour rank exposed inadvertently. Declarer's and dummy's
 * cards never become penalty cards (48A). Where the Law leaves "deliberate or inadvertent" to the Director
 * a spot card exposed without saying how is minor until he rules (question `50B`).
 */
export const law50PenaltyCard = (
  d: PlayDraft,
  seat: Seat,
  card: Card,
  exposure: Exposure,
  law: string,
  position: number,
): void => {
  if (!isDefender(d, seat)) {
    note(d, position, "48A", `${name(seat)}'s ${card}: no card of declarer or dummy becomes a penalty card`);
    return;
  }
  const existing = d.penaltyCards.find((pc) => pc.card === card);
  const others = d.penaltyCards.filter((pc) => pc.seat === seat && pc.card !== card);
  const single: "major" | "minor" = isHonour(card) || exposure === "deliberate" ? "major" : "minor";
  const kind = others.length > 0 ? "major" : single;
  const pc: PenaltyCard = { seat, card, kind, law, position };
  d.penaltyCards = d.penaltyCards.filter((x) => x !== existing);
  if (others.length > 0) for (const x of d.penaltyCards) if (x.seat === seat) x.kind = "major";
  d.penaltyCards.push(pc);
  note(
    d,
    position,
    law,
    `${name(seat)}'s ${card} is a ${kind} penalty card (50B${kind === "major" ? "2" : "1"}${others.length > 0 ? ": he has two or more, all major" : isHonour(card) ? ": an honour" : exposure === "deliberate" ? ": exposed through deliberate play" : ""})`,
  );
  note(d, position, "50E1", `while ${card} is on the table, its information is authorized for every player`);
  if (!d.rulingsNeeded.some((r) => r.law === "50E4")) {
    // 50E4: the Director judges at the end whether the offending side gained through the penalty card.
    ask(d, {
      _tag: "Said",
      law: "50E4",
      position,
      question: `${name(seat)}'s penalty card ${card}: at the end of play, could the result well have been different without the help the offending side gained through the penalty card(s), to the non-offending side's damage? If so, award an adjusted score (tricks: the declaring side's tricks)`,
    });
  }
  if (exposure === "unknown" && kind === "minor") {
    ask(d, {
      _tag: "Said",
      law: "50B",
      position,
      question: `was ${name(seat)}'s ${card} exposed inadvertently (a minor penalty card, 50B1) or through deliberate play (major, 50B2)? Minor until you rule`,
      answers: ["minor", "major"],
    });
  }
};

/** Penalty cards picked up (50D2(a), 51B, 43B3, end of play): they go back into the hand as ordinary cards. */
export const pickUp = (d: PlayDraft, cards: readonly Card[]): void => {
  if (cards.length === 0) return;
  d.penaltyCards = d.penaltyCards.filter((pc) => !cards.includes(pc.card));
};

/** A penalty card played is no longer a penalty card (50E3: how it came to be one is then UI for partner). */
export const law50Played = (d: PlayDraft, seat: Seat, card: Card, position: number): void => {
  const pc = d.penaltyCards.find((x) => x.card === card && x.seat === seat);
  if (pc === undefined) return;
  const kind = pc.kind;
  pickUp(d, [card]);
  note(d, position, "50D1", `${name(seat)} plays his ${kind} penalty card ${card}`);
  note(
    d,
    position,
    "50E3",
    `how ${card} came to be a penalty card is now unauthorized information for ${name(partner(seat))}`,
  );
};

const suitsOf = (cards: readonly PenaltyCard[]): Suit[] =>
  SUITS.filter((s) => cards.some((c) => c.card[0] === s));

/**
 * Law 50D2 (one major penalty card; 51B for two or more): when a defender has the lead while his partner
 * holds a major penalty card, he must not lead until declarer has chosen: require the suit of the penalty
 * card, forbid it as long as he keeps the lead (either way the card is picked up), or no requirement. Offered
 * again at each trick he leads while the card is on the table (fn 14, fn 16).
 */
export const law50D2LeadOptions = (d: PlayDraft, position: number): void => {
  const current = d.current;
  const existing = d.matters.find((m) => m.kind === "lead-options" && m.holder !== undefined);
  const leader = current?.leader;
  const holder = leader === undefined ? undefined : partner(leader);
  const majors = d.penaltyCards.filter((pc) => pc.seat === holder && pc.kind === "major");
  if (
    current === null ||
    current.cards.length > 0 ||
    d.leadOptionsDone === current.number ||
    leader === undefined ||
    holder === undefined ||
    !isDefender(d, leader) ||
    majors.length === 0
  ) {
    if (existing !== undefined) closeMatter(d, existing);
    return;
  }
  const suits = suitsOf(majors);
  const law = majors.length === 1 ? "50D2" : suits.length === 1 ? "51B1" : "51B2";
  const options =
    law === "51B2" ? law51BOptions(suits, d.edition) : [`require-${suits[0]}`, `forbid-${suits[0]}`, "none"];
  if (
    existing !== undefined &&
    existing.law === law &&
    existing.offered[0]?.options.join() === options.join()
  )
    return;
  const cards = majors.map((m) => m.card).join(", ");
  const matter = offering(
    { kind: "lead-options" as const, law, position, leader, trick: current.number, holder },
    [
      {
        _tag: "Said",
        seat: d.declarer,
        law,
        options,
        about: position,
        text: `${name(leader)} is on lead and his partner ${name(holder)} has the major penalty card${majors.length > 1 ? "s" : ""} ${cards}: declarer may require or forbid the lead of ${suits.length > 1 ? "one of those suits" : "that suit"} (the card${majors.length > 1 ? "s" : ""} of that suit then picked up; a ban lasts while ${name(leader)} keeps the lead)${options.includes("none") ? ", or make no requirement (the cards stay)" : ""}`,
      },
    ],
  );
  if (existing !== undefined) closeMatter(d, existing);
  openMatter(d, matter);
};

/** Applies declarer's 50D2/51B choice: a lead requirement or ban, with the penalty cards of the suits picked up. */
export const law50D2Choose = (
  d: PlayDraft,
  m: Extract<Matter, { kind: "lead-options" }>,
  option: string,
  position: number,
): void => {
  const holder = m.holder!;
  closeMatter(d, m);
  d.leadOptionsDone = m.trick;
  if (option === "none") {
    note(
      d,
      position,
      m.law,
      `declarer makes no requirement: ${name(m.leader)} may lead any card; ${name(holder)}'s penalty cards stay on the table`,
    );
    return;
  }
  const [verb, list] = option.split("-") as ["require" | "forbid", string];
  const suits = list.split("+") as Suit[];
  const picked = d.penaltyCards
    .filter((pc) => pc.seat === holder && suits.includes(pc.card[0] as Suit))
    .map((pc) => pc.card);
  pickUp(d, picked);
  const restriction: LeadRestriction = {
    seat: m.leader,
    kind: verb,
    suits,
    scope: verb === "require" ? "next-lead" : "while-on-lead",
    law: m.law,
    position,
  };
  d.leadRestrictions.push(restriction as PlayDraft["leadRestrictions"][number]);
  note(
    d,
    position,
    m.law,
    `declarer ${verb === "require" ? "requires" : "forbids"} ${name(m.leader)} to lead ${suits.join(" or ")}${verb === "forbid" ? " for as long as he keeps the lead" : ""}; ${name(holder)} picks up ${picked.join(", ")} (no longer a penalty card); Law 59 if he cannot comply`,
  );
  note(
    d,
    position,
    "50E2",
    `the information from ${picked.join(", ")}, picked up, is unauthorized for ${name(m.leader)} and authorized for declarer`,
  );
};
