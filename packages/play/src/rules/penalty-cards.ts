import { type Card, isHonour, type LawId, partner, type Seat, type Suit } from "@bridgelaw/cards";
import type { Edition, PenaltyCard, PlayDraft } from "../state.ts";
import { ask, note } from "../step.ts";
import { isDefender } from "../trick.ts";

/*
 * Law 50, the rule every Law that makes a penalty card shares (24, 49, 53, 54D, 56B, 57A, 57D, 58B2, 60B, 62B1,
 * 62C, 45E1): what a penalty card is, its class, its information, and what becomes of it when it is played or
 * picked up. Below the Law files (it imports none); declarer's lead options over it (50D2, 51B) are in
 * `laws/50-penalty-card.ts`, the choice among two of them (51A) in `laws/51-two-or-more-penalty-cards.ts`.
 */

/** How a defender's card came to be exposed, as far as 50B cares. */
export type Exposure = "inadvertent" | "deliberate" | "unknown";

/**
 * Law 50 (with 49): a defender's card exposed other than in normal play is a penalty card, left face up in
 * front of him (50A, still his). 50B: major if an honour, or exposed through deliberate play, or when he
 * has two or more; minor if a single card below honour rank exposed inadvertently. Declarer's and dummy's
 * cards never become penalty cards (48A). Where the Law leaves "deliberate or inadvertent" to the Director
 * (50B), a spot card exposed without saying how is minor until he rules (question `50B`).
 */
export const law50PenaltyCard = (
  d: PlayDraft,
  seat: Seat,
  card: Card,
  exposure: Exposure,
  law: LawId,
  position: number,
): void => {
  if (!isDefender(d, seat)) {
    note(d, { _tag: "NoPenaltyCardForDeclarer", position, law: "48A", seat, card });
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
  const because =
    kind === "minor"
      ? undefined
      : others.length > 0
        ? "two-or-more"
        : isHonour(card)
          ? "honour"
          : exposure === "deliberate"
            ? "deliberate"
            : undefined;
  note(d, {
    _tag: "PenaltyCard",
    position,
    law,
    seat,
    card,
    kind,
    ...(because !== undefined && { because }),
  });
  note(d, { _tag: "PenaltyCardInformation", position, law: "50E1", card });
  if (!d.rulingsNeeded.some((r) => r.law === "50E4")) {
    // 50E4: the Director judges at the end whether the offending side gained through the penalty card.
    ask(d, { _tag: "PenaltyCardGainQuestion", law: "50E4", position, seat, card });
  }
  if (exposure === "unknown" && kind === "minor") {
    ask(d, { _tag: "HowExposedQuestion", law: "50B", position, seat, card, answers: ["minor", "major"] });
  }
};

/** Penalty cards picked up (50D2(a), 51B, 43B3, 10B, 47E1): they go back into the hand as ordinary cards. */
export const pickUp = (d: PlayDraft, cards: readonly Card[]): void => {
  if (cards.length === 0) return;
  d.penaltyCards = d.penaltyCards.filter((pc) => !cards.includes(pc.card));
};

/** 50D1: a penalty card played is no longer a penalty card (50E3: how it came to be one is then UI for partner). */
export const law50Played = (d: PlayDraft, seat: Seat, card: Card, position: number): void => {
  const pc = d.penaltyCards.find((x) => x.card === card && x.seat === seat);
  if (pc === undefined) return;
  const kind = pc.kind;
  pickUp(d, [card]);
  note(d, { _tag: "PenaltyCardPlayed", position, law: "50D1", seat, kind, card });
  note(d, { _tag: "PenaltyCardOriginUnauthorized", position, law: "50E3", card, partner: partner(seat) });
};

/**
 * Law 51B2: penalty cards in more than one suit, partner on lead. Declarer may require one of those suits,
 * forbid one or more of them, or (2017, 51B2(c); not in the 2007 Code) make no requirement.
 */
export const law51BOptions = (suits: readonly Suit[], edition: Edition): string[] => {
  const subsets: Suit[][] = [];
  for (let mask = 1; mask < 1 << suits.length; mask += 1)
    subsets.push(suits.filter((_, i) => mask & (1 << i)));
  return [
    ...suits.map((s) => `require-${s}`),
    ...subsets.map((ss) => `forbid-${ss.join("+")}`),
    ...(edition === "2017" ? ["none"] : []),
  ];
};
