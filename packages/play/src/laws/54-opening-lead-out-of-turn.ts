import { type Card, partner, type Seat } from "@bridgelaw/cards";
import { type Implicit, type LeadOutOfTurn, law53Accept } from "../rules/lead-out-of-turn.ts";
import { law50PenaltyCard } from "../rules/penalty-cards.ts";
import type { PlayDraft } from "../state.ts";
import {
  addIrregular,
  closeMatter,
  name,
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
    reason: `faced opening lead out of turn: ${name(proper)}'s lead`,
    status: "pending",
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
          _tag: "Said",
          seat: d.declarer,
          law: "54",
          options: ["spread", "accept", "refuse"],
          about: position,
          text: `${name(seat)} faced the opening lead ${card} out of turn (${name(proper)} was to lead): declarer may spread his hand and become dummy (54A), accept the lead (54B), or refuse it (54D: ${card} becomes a major penalty card); if he could have seen any of dummy's cards he must accept (54C)`,
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
    reason: "a member of the declaring side attempted the opening lead",
    status: "returned",
  });
  note(
    d,
    position,
    "54E",
    `${name(seat)} of the declaring side attempted the opening lead: Law 24 applies; the card goes back, no penalty card (the offender is not a defender)`,
  );
};

export const law54Choose = (d: PlayDraft, m: LeadOutOfTurn, option: string, position: number): void => {
  switch (option) {
    case "accept": {
      law53Accept(
        d,
        m,
        position,
        "54B",
        ": dummy is spread and declarer plays the second card from his own hand (54B1)",
      );
      return;
    }
    case "spread": {
      const { declarer, dummy } = d;
      law53Accept(d, m, position, "54A", "");
      d.declarer = dummy;
      d.dummy = declarer;
      note(
        d,
        position,
        "54A",
        `${name(declarer)} spreads his hand and becomes dummy; ${name(dummy)} becomes declarer and the lead is in turn`,
      );
      return;
    }
    default: {
      const { offender, card, proper, position: at } = m;
      closeMatter(d, m);
      settleIrregular(d, at, "penalty card");
      law50PenaltyCard(d, offender, card, "deliberate", "54D", position);
      note(
        d,
        position,
        "54D",
        `declarer refuses the lead: ${name(proper)} must lead (after declarer's choice under 50D2)`,
      );
    }
  }
};

/** 54B1/54B2: a card from declarer's hand, or from dummy, accepts the lead (dummy's card then stands). */
export const law54Implicit = (d: PlayDraft, m: LeadOutOfTurn, seat: Seat, position: number): Implicit => {
  if (seat === d.declarer) {
    law53Accept(d, m, position, "54B", " by declarer's play (54B1)");
    return "play";
  }
  if (seat === partner(d.declarer)) {
    law53Accept(d, m, position, "54B", ": declarer played the second card from dummy, which stands (54B2)");
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
  const [law, option, text] =
    seat === d.dummy
      ? ["54C", "accept", `declarer could have seen dummy's ${card}: he must accept the opening lead (54C)`]
      : [
          "54A",
          "spread",
          `declarer began to spread his hand (${card}): he must spread it all and become dummy (54A)`,
        ];
  const offered = m.offered.map((o) => ({ ...o, options: [option], text }));
  replaceMatter(d, m, { ...m, offered });
  note(d, position, law, text);
};
