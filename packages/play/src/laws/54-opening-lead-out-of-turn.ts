import { type Card, partner, type Seat } from "@bridgelaw/cards";
import { type Implicit, type LeadOutOfTurn, law53Accept } from "../rules/lead-out-of-turn.ts";
import { law50PenaltyCard } from "../rules/penalty-cards.ts";
import type { PlayDraft } from "../state.ts";
import {
  addIrregular,
  closeMatter,
  note,
  offering,
  openMatter,
  replaceMatter,
  settleIrregular,
} from "../step.ts";

/**
 * Law 54: the opening lead faced out of turn by the opening leader's partner. The presumed declarer may spread
 * his hand and become dummy (54A), accept the lead (54B: dummy is spread and he plays the second card from
 * his own hand), or refuse it (54D: the card is a major penalty card and 50D2 applies before the proper lead).
 * 54C (he could have seen dummy's cards: he must accept) and the forced 54A (he began to spread his hand) follow
 * a card of presumed dummy or declarer exposed while the choice is open (`law54Exposure`).
 */
export const law54Open = (d: PlayDraft, seat: Seat, card: Card, proper: Seat, position: number): void => {
  addIrregular(d, {
    seat,
    card,
    position,
    law: "54",
    reason: "opening-lead-out-of-turn",
    status: "pending",
    proper,
  });
  openMatter(
    d,
    offering(
      {
        kind: "lead-out-of-turn" as const,
        law: "54" as const,
        position,
        offender: seat,
        card,
        proper,
        choices: [],
      },
      [
        {
          _tag: "OpeningLeadOutOfTurn",
          seat: d.declarer,
          law: "54",
          options: ["spread", "accept", "refuse"],
          about: position,
          offender: seat,
          card,
          proper,
        },
      ],
    ),
  );
};

/**
 * Law 54E: a member of the declaring side attempts the opening lead: Law 24 applies (the offender is not a
 * defender): the card goes back, not a penalty card.
 */
export const law54E = (d: PlayDraft, seat: Seat, card: Card, position: number): void => {
  addIrregular(d, {
    seat,
    card,
    position,
    law: "54E",
    reason: "opening-lead-by-declaring-side",
    status: "returned",
  });
  note(d, { _tag: "OpeningLeadByDeclaringSide", position, law: "54E", seat });
};

export const law54Choose = (d: PlayDraft, m: LeadOutOfTurn, option: string, position: number): void => {
  switch (option) {
    case "accept": {
      law53Accept(d, m, position, "54B", { how: "spread-and-play" });
      return;
    }
    case "spread": {
      const { declarer, dummy } = d;
      law53Accept(d, m, position, "54A", { how: "plain" });
      d.declarer = dummy;
      d.dummy = declarer;
      note(d, { _tag: "DeclarerBecomesDummy", position, law: "54A", seat: declarer, declarer: dummy });
      return;
    }
    default: {
      const { offender, card, proper, position: at } = m;
      closeMatter(d, m);
      settleIrregular(d, at, "penalty-card");
      law50PenaltyCard(d, offender, card, "deliberate", "54D", position);
      note(d, { _tag: "OpeningLeadRefused", position, law: "54D", proper });
    }
  }
};

/** 54B1/54B2: a card from declarer's hand, or from dummy, accepts the lead (dummy's card then stands). */
export const law54Implicit = (d: PlayDraft, m: LeadOutOfTurn, seat: Seat, position: number): Implicit => {
  if (seat === d.declarer) {
    law53Accept(d, m, position, "54B", { how: "declarer-play" });
    return "play";
  }
  if (seat === partner(d.declarer)) {
    law53Accept(d, m, position, "54B", { how: "dummy-play" });
    return "play";
  }
  return null;
};

/**
 * A card of the declaring side exposed while declarer's choice under Law 54 is open: one of presumed dummy's
 * cards he could have seen, so he must accept the lead (54C); one of his own as he began to spread his hand,
 * so he must spread it all and become dummy (54A).
 */
export const law54Exposure = (
  d: PlayDraft,
  m: LeadOutOfTurn,
  seat: Seat,
  card: Card,
  position: number,
): void => {
  const [law, option, must] =
    seat === d.dummy
      ? (["54C", "accept", { _tag: "MustAcceptOpeningLead", card }] as const)
      : (["54A", "spread", { _tag: "MustSpreadHand", card }] as const);
  const offered = m.offered.map((o) => ({
    ...must,
    seat: o.seat,
    law: o.law,
    options: [option],
    about: o.about,
  }));
  replaceMatter(d, m, { ...m, offered });
  note(d, { ...must, position, law });
};
