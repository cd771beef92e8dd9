import { type Card, lho, partner, type Seat } from "@bridgelaw/cards";
import type { PlayState } from "../state.ts";
import { closeMatter, name, note, offering, openMatter, replaceMatter, settleIrregular } from "../step.ts";
import { isDefender, takeCard } from "../trick.ts";
import { law50PenaltyCard } from "./50-penalty-card.ts";
import {
  type Implicit,
  type LeadOutOfTurn,
  law53Accept,
  law53BProperLead,
  law53BWhich,
} from "./53-lead-out-of-turn-accepted.ts";

/**
 * Law 56: a defender leads out of turn. Declarer may accept the lead (56A, 53) or require its retraction
 * (56B: the card becomes a major penalty card, 50D applies). When declarer's hand next in rotation is the
 * proper leader, "lead" lets him make his proper lead instead (53B: the card goes back, not a penalty card).
 */
export const law56Open = (
  p: PlayState,
  seat: Seat,
  card: Card,
  proper: Seat,
  position: number,
): PlayState => {
  const options = ["accept", "retract", ...(!isDefender(p, proper) && proper === lho(seat) ? ["lead"] : [])];
  return openMatter(
    p,
    offering(
      {
        kind: "lead-out-of-turn" as const,
        law: "56" as const,
        position,
        offender: seat,
        card,
        proper,
        choices: [],
      },
      [
        {
          seat: p.declarer,
          law: "56",
          options,
          about: position,
          text: `${name(seat)} led ${card} out of turn (${name(proper)} was to lead): declarer may accept the lead (56A) or require its retraction (56B: ${card} becomes a major penalty card)${options.includes("lead") ? `, or make his proper lead from ${name(proper)} (53B)` : ""}`,
        },
      ],
    ),
  );
};

export const law56Choose = (p: PlayState, m: LeadOutOfTurn, option: string, position: number): PlayState => {
  if (m.second !== undefined) return bothLed(p, m, option, position);
  if (option === "accept") return law53Accept(p, m, position, "56A", " by declarer");
  if (option === "lead") return law53BProperLead(p, m, position);
  const q = settleIrregular(closeMatter(p, m), m.position, "penalty card");
  return note(
    law50PenaltyCard(q, m.offender, m.card, "deliberate", "56B", position),
    position,
    "56B",
    `declarer requires the lead to be retracted: ${name(m.proper)} leads${m.proper === partner(m.offender) ? " (after declarer's choice under 50D2)" : ""}`,
  );
};

/** WBFLC on 53: both defenders led, the wrong one first. Accepting makes the proper leader's card a penalty card; refusing makes the first one a penalty card and the second the lead. */
const bothLed = (p: PlayState, m: LeadOutOfTurn, option: string, position: number): PlayState => {
  const second = m.second!;
  if (option === "accept") {
    const q = law53Accept(p, m, position, "56A", " by declarer");
    return law50PenaltyCard(q, second.seat, second.card, "deliberate", "53", position);
  }
  let q = settleIrregular(closeMatter(p, m), m.position, "penalty card");
  q = law50PenaltyCard(q, m.offender, m.card, "deliberate", "56B", position);
  const current = q.current!;
  q = {
    ...q,
    hands: takeCard(q, second.seat, second.card),
    current: { ...current, leader: second.seat, cards: [{ ...second, law: "53" }] },
  };
  return note(q, position, "53", `${name(second.seat)}'s ${second.card} is the lead`);
};

/**
 * Cards played while declarer's choice is open: declarer's hand next in rotation accepts (53A(ii), 60A1);
 * declarer's proper lead from the other hand is a 53B lead; the offender's partner, the proper leader, leading
 * too gives declarer the WBFLC choice.
 */
export const law56Implicit = (
  p: PlayState,
  m: LeadOutOfTurn,
  seat: Seat,
  card: Card,
  position: number,
): Implicit => {
  if (m.second !== undefined) return null;
  if (seat === lho(m.offender)) {
    if (seat === m.proper) return law53BWhich(p, m, seat, card, position);
    return {
      state: law53Accept(
        p,
        m,
        position,
        "53A",
        ` by the play from ${name(seat)} (60A1: rectification forfeited)`,
      ),
      next: "play",
    };
  }
  if (seat === m.proper && !isDefender(p, seat))
    return { state: law53BProperLead(p, m, position), next: "play" };
  if (seat === m.proper && seat === partner(m.offender)) {
    const next = {
      ...m,
      second: { seat, card, position },
      offered: m.offered.map((o) => ({
        ...o,
        options: ["accept", "retract"],
        text: `both defenders led: ${name(m.offender)} ${m.card} out of turn, then ${name(seat)} ${card}. Declarer may accept ${m.card} (${card} becomes a major penalty card) or refuse it (${m.card} becomes a major penalty card and ${card} is the lead)`,
      })),
    };
    return {
      state: note(replaceMatter(p, m, next), position, "56", `${name(seat)} leads ${card} as well`),
      next: "done",
    };
  }
  return null;
};
