import { type Card, lho, partner, rho, type Seat } from "@bridgelaw/cards";
import {
  type Implicit,
  type LeadOutOfTurn,
  law53Accept,
  law53BProperLead,
  law53BWhich,
} from "../rules/lead-out-of-turn.ts";
import type { PlayDraft } from "../state.ts";
import {
  addIrregular,
  ask,
  closeMatter,
  note,
  offering,
  openMatter,
  replaceMatter,
  settleIrregular,
} from "../step.ts";
import { isDefender } from "../trick.ts";

/**
 * Law 55: declarer leads from the wrong hand or when a defender should lead. Each defender may accept the
 * lead (53) or require it to be retracted; if they choose differently, the defender next in rotation after
 * the irregular lead (LHO of the hand that led) prevails (55A, WBFLC: both are asked). On retraction the card
 * goes back (never a penalty card, 48A): a defender on lead leads (55B1); otherwise declarer leads from the
 * correct hand (55B2), and a defender's card played before that lead is a major penalty card (60B).
 */
export const law55Open = (d: PlayDraft, seat: Seat, card: Card, proper: Seat, position: number): void => {
  addIrregular(d, {
    seat,
    card,
    position,
    law: "55",
    reason: "declarer-lead-out-of-turn",
    status: "pending",
    proper,
  });
  const body = {
    kind: "lead-out-of-turn" as const,
    law: "55A" as const,
    position,
    offender: seat,
    card,
    proper,
    choices: [],
  };
  openMatter(
    d,
    offering(
      body,
      [lho(seat), rho(seat)].map((x) => ({
        _tag: "DeclarerLeadOutOfTurn" as const,
        seat: x,
        law: "55A",
        options: ["accept", "retract"],
        about: position,
        card,
        offender: seat,
        proper,
        next: lho(seat),
      })),
    ),
  );
};

/**
 * 55C: declarer may have gained information through his own lead out of turn (WBFLC Ex 44: a finesse that
 * succeeds after the declined lead; also after an accepted one, against the other defender). Law 16 applies:
 * the Director judges at the end of play.
 */
export const law55CQuestion = (d: PlayDraft, m: LeadOutOfTurn, accepted: boolean): void =>
  ask(d, {
    _tag: "DeclarerLeadQuestion",
    law: "55C",
    position: m.position,
    card: m.card,
    offender: m.offender,
    outcome: accepted ? "accepted" : "retracted",
  });

const decide = (d: PlayDraft, m: LeadOutOfTurn, option: string, position: number, by: Seat): void => {
  const lead = { ...m };
  if (option === "accept") {
    law53Accept(d, m, position, "55A", { how: "choice", by });
    law55CQuestion(d, lead, true);
    return;
  }
  closeMatter(d, m);
  settleIrregular(d, lead.position, "retracted");
  law55CQuestion(d, lead, false);
  if (isDefender(d, lead.proper)) {
    note(d, {
      _tag: "LeadRetractedDefenderLeads",
      position,
      law: "55B1",
      card: lead.card,
      proper: lead.proper,
    });
    return;
  }
  d.retractedLead = lead.position;
  note(d, {
    _tag: "LeadRetractedDeclarerLeads",
    position,
    law: "55B2",
    card: lead.card,
    proper: lead.proper,
  });
};

export const law55Choose = (
  d: PlayDraft,
  m: LeadOutOfTurn,
  seat: Seat,
  option: string,
  position: number,
): void => {
  const left = lho(m.offender);
  if (seat === left) {
    decide(d, m, option, position, left);
    return;
  }
  const theirs = m.choices.find((c) => c.seat === left);
  if (theirs !== undefined) {
    decide(d, m, theirs.option, position, left);
    return;
  }
  const next = {
    ...m,
    choices: [...m.choices, { seat, option }],
    offered: m.offered.filter((o) => o.seat !== seat),
  };
  replaceMatter(d, m, next);
  note(d, { _tag: "DefenderChooses", position, law: "55A", seat, option, next: left });
};

/**
 * Cards played while the choice is open: the next hand in rotation accepts (53A(ii)); the proper leader on
 * the offender's right makes his proper lead (53B); the other defender on his right accepts and plays
 * prematurely (53C → 57).
 */
export const law55Implicit = (
  d: PlayDraft,
  m: LeadOutOfTurn,
  seat: Seat,
  card: Card,
  position: number,
): Implicit => {
  if (seat === lho(m.offender)) {
    if (seat === m.proper) return law53BWhich(d, m, seat, card, position);
    const lead = { ...m };
    law53Accept(d, m, position, "53A", { how: "play-to-it", by: seat });
    law55CQuestion(d, lead, true);
    return "play";
  }
  if (seat === rho(m.offender)) {
    if (seat === m.proper) {
      law53BProperLead(d, m, position);
      return "play";
    }
    law53Accept(d, m, position, "53C", { how: "should-have-played-last", by: seat });
    return "play";
  }
  if (seat === partner(m.offender)) return null;
  return null;
};
