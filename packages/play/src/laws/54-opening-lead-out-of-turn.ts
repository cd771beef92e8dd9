import { type Card, partner, type Seat } from "@bridgelaw/cards";
import type { PlayState } from "../state.ts";
import { closeMatter, name, note, offering, openMatter, replaceMatter, settleIrregular } from "../step.ts";
import { law50PenaltyCard } from "./50-penalty-card.ts";
import { type Implicit, type LeadOutOfTurn, law53Accept } from "./53-lead-out-of-turn-accepted.ts";

/**
 * Law 54: the opening lead faced out of turn by the opening leader's partner. The presumed declarer may spread
 * his hand and become dummy (54A), accept the lead (54B: dummy is spread and he plays the second card from
 * his own hand), or refuse it (54D: the card is a major penalty card and 50D2 applies before the proper lead).
 * 54C (he could have seen dummy's cards: he must accept) and the forced 54A (he began to spread his hand) follow
 * a card of presumed dummy or declarer exposed while the choice is open (`law54Exposure`).
 */
export const law54Open = (p: PlayState, seat: Seat, card: Card, proper: Seat, position: number): PlayState =>
  openMatter(
    p,
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
          seat: p.declarer,
          law: "54",
          options: ["spread", "accept", "refuse"],
          about: position,
          text: `${name(seat)} faced the opening lead ${card} out of turn (${name(proper)} was to lead): declarer may spread his hand and become dummy (54A), accept the lead (54B), or refuse it (54D: ${card} becomes a major penalty card); if he could have seen any of dummy's cards he must accept (54C)`,
        },
      ],
    ),
  );

export const law54Choose = (p: PlayState, m: LeadOutOfTurn, option: string, position: number): PlayState => {
  switch (option) {
    case "accept":
      return law53Accept(
        p,
        m,
        position,
        "54B",
        ": dummy is spread and declarer plays the second card from his own hand (54B1)",
      );
    case "spread": {
      const q = law53Accept(p, m, position, "54A", "");
      return note(
        { ...q, declarer: p.dummy, dummy: p.declarer },
        position,
        "54A",
        `${name(p.declarer)} spreads his hand and becomes dummy; ${name(p.dummy)} becomes declarer and the lead is in turn`,
      );
    }
    default: {
      const q = settleIrregular(closeMatter(p, m), m.position, "penalty card");
      return note(
        law50PenaltyCard(q, m.offender, m.card, "deliberate", "54D", position),
        position,
        "54D",
        `declarer refuses the lead: ${name(m.proper)} must lead (after declarer's choice under 50D2)`,
      );
    }
  }
};

/** 54B1/54B2: a card from declarer's hand, or from dummy, accepts the lead (dummy's card then stands). */
export const law54Implicit = (p: PlayState, m: LeadOutOfTurn, seat: Seat, position: number): Implicit => {
  if (seat === p.declarer)
    return { state: law53Accept(p, m, position, "54B", " by declarer's play (54B1)"), next: "play" };
  if (seat === partner(p.declarer)) {
    return {
      state: law53Accept(
        p,
        m,
        position,
        "54B",
        ": declarer played the second card from dummy, which stands (54B2)",
      ),
      next: "play",
    };
  }
  return null;
};

/**
 * A card of the declaring side exposed while declarer's choice under Law 54 is open: one of presumed dummy's
 * cards he could have seen, so he must accept the lead (54C); one of his own as he began to spread his hand,
 * so he must spread it all and become dummy (54A).
 */
export const law54Exposure = (
  p: PlayState,
  m: LeadOutOfTurn,
  seat: Seat,
  card: Card,
  position: number,
): PlayState => {
  const [law, option, text] =
    seat === p.dummy
      ? ["54C", "accept", `declarer could have seen dummy's ${card}: he must accept the opening lead (54C)`]
      : [
          "54A",
          "spread",
          `declarer began to spread his hand (${card}): he must spread it all and become dummy (54A)`,
        ];
  const offered = m.offered.map((o) => ({ ...o, options: [option], text }));
  return note(replaceMatter(p, m, { ...m, offered }), position, law, text);
};
