import { type Card, lho, partner, type Seat } from "@bridgelaw/cards";
import {
  type Implicit,
  type LeadOutOfTurn,
  law53Accept,
  law53BProperLead,
  law53BWhich,
} from "../rules/lead-out-of-turn.ts";
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
import { isDefender, takeCard } from "../trick.ts";

/**
 * Law 56: a defender leads out of turn. Declarer may accept the lead (56A, 53) or require its retraction
 * (56B: the card becomes a major penalty card, 50D applies). When declarer's hand next in rotation is the
 * proper leader, "lead" lets him make his proper lead instead (53B: the card goes back, not a penalty card).
 */
export const law56Open = (d: PlayDraft, seat: Seat, card: Card, proper: Seat, position: number): void => {
  addIrregular(d, {
    seat,
    card,
    position,
    law: "56",
    reason: "lead-out-of-turn",
    status: "pending",
    proper,
  });
  const options = ["accept", "retract", ...(!isDefender(d, proper) && proper === lho(seat) ? ["lead"] : [])];
  openMatter(
    d,
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
          _tag: "DefenderLeadOutOfTurn",
          seat: d.declarer,
          law: "56",
          options,
          about: position,
          offender: seat,
          card,
          proper,
          properLead: options.includes("lead"),
        },
      ],
    ),
  );
};

export const law56Choose = (d: PlayDraft, m: LeadOutOfTurn, option: string, position: number): void => {
  if (m.second !== undefined) {
    bothLed(d, m, option, position);
    return;
  }
  if (option === "accept") {
    law53Accept(d, m, position, "56A", { how: "declarer" });
    return;
  }
  if (option === "lead") {
    law53BProperLead(d, m, position);
    return;
  }
  const { offender, card, proper, position: at } = m;
  closeMatter(d, m);
  settleIrregular(d, at, "penalty-card");
  law50PenaltyCard(d, offender, card, "deliberate", "56B", position);
  note(d, { _tag: "LeadRetracted", position, law: "56B", proper, afterChoice: proper === partner(offender) });
};

/** WBFLC on 53: both defenders led, the wrong one first. Accepting makes the proper leader's card a penalty card; refusing makes the first one a penalty card and the second the lead. */
const bothLed = (d: PlayDraft, m: LeadOutOfTurn, option: string, position: number): void => {
  const second = { ...m.second! };
  if (option === "accept") {
    law53Accept(d, m, position, "56A", { how: "declarer" });
    law50PenaltyCard(d, second.seat, second.card, "deliberate", "53", position);
    return;
  }
  const { offender, card, position: at } = m;
  closeMatter(d, m);
  settleIrregular(d, at, "penalty-card");
  law50PenaltyCard(d, offender, card, "deliberate", "56B", position);
  takeCard(d, second.seat, second.card);
  const current = d.current!;
  current.leader = second.seat;
  current.cards = [{ ...second, law: "53" }];
  note(d, { _tag: "SecondLeadIsTheLead", position, law: "53", seat: second.seat, card: second.card });
};

/**
 * Cards played while declarer's choice is open: declarer's hand next in rotation accepts (53A(ii), 60A1);
 * declarer's proper lead from the other hand is a 53B lead; the offender's partner, the proper leader, leading
 * too gives declarer the WBFLC choice.
 */
export const law56Implicit = (
  d: PlayDraft,
  m: LeadOutOfTurn,
  seat: Seat,
  card: Card,
  position: number,
): Implicit => {
  if (m.second !== undefined) return null;
  if (seat === lho(m.offender)) {
    if (seat === m.proper) return law53BWhich(d, m, seat, card, position);
    law53Accept(d, m, position, "53A", { how: "rectification-forfeited", by: seat });
    return "play";
  }
  if (seat === m.proper && !isDefender(d, seat)) {
    law53BProperLead(d, m, position);
    return "play";
  }
  if (seat === m.proper && seat === partner(m.offender)) {
    const next = {
      ...m,
      second: { seat, card, position },
      offered: m.offered.map((o) => ({
        _tag: "BothDefendersLed" as const,
        seat: o.seat,
        law: o.law,
        options: ["accept", "retract"],
        about: o.about,
        offender: m.offender,
        card: m.card,
        partner: seat,
        partnerCard: card,
      })),
    };
    replaceMatter(d, m, next);
    note(d, { _tag: "LeadsAsWell", position, law: "56", seat, card });
    return "done";
  }
  return null;
};
