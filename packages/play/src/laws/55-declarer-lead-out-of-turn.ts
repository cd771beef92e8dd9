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
  name,
  note,
  offering,
  openMatter,
  replaceMatter,
  settleIrregular,
} from "../step.ts";
import { isDefender } from "../trick.ts";

const text = (m: { offender: Seat; card: Card; proper: Seat }) =>
  `declarer led ${m.card} from ${name(m.offender)} out of turn (${name(m.proper)} was to lead): each defender may accept the lead or require its retraction; if they disagree, ${name(lho(m.offender))} (next to play) decides (55A)`;

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
    reason: `declarer's lead out of turn: ${name(proper)}'s lead`,
    status: "pending",
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
        _tag: "Said",
        seat: x,
        law: "55A",
        options: ["accept", "retract"],
        about: position,
        text: text(body),
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
    _tag: "Said",
    law: "55C",
    position: m.position,
    question: `declarer's lead of ${m.card} from ${name(m.offender)} out of turn (${accepted ? "accepted" : "retracted"}): at the end of play, did declarer follow a line that could have been based on information from it (WBFLC Ex 44: a finesse after the lead was declined)? If so, award an adjusted score (Law 16; tricks: the declaring side's tricks)`,
  });

const decide = (d: PlayDraft, m: LeadOutOfTurn, option: string, position: number, how: string): void => {
  const lead = { ...m };
  if (option === "accept") {
    law53Accept(d, m, position, "55A", how);
    law55CQuestion(d, lead, true);
    return;
  }
  closeMatter(d, m);
  settleIrregular(d, lead.position, "retracted");
  law55CQuestion(d, lead, false);
  if (isDefender(d, lead.proper)) {
    note(
      d,
      position,
      "55B1",
      `the lead is retracted: ${lead.card} goes back to declarer's hand with no further rectification; ${name(lead.proper)} leads`,
    );
    return;
  }
  d.retractedLead = lead.position;
  note(
    d,
    position,
    "55B2",
    `the lead is retracted: ${lead.card} goes back; declarer must lead from ${name(lead.proper)} (any card); 55C: Law 16 applies to information from it`,
  );
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
    decide(d, m, option, position, ` by ${name(left)}`);
    return;
  }
  const theirs = m.choices.find((c) => c.seat === left);
  if (theirs !== undefined) {
    decide(d, m, theirs.option, position, ` by ${name(left)}`);
    return;
  }
  const next = {
    ...m,
    choices: [...m.choices, { seat, option }],
    offered: m.offered.filter((o) => o.seat !== seat),
  };
  replaceMatter(d, m, next);
  note(
    d,
    position,
    "55A",
    `${name(seat)} chooses "${option}"; ${name(left)}'s choice prevails if it differs`,
  );
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
    law53Accept(d, m, position, "53A", ` by ${name(seat)}'s play to it`);
    law55CQuestion(d, lead, true);
    return "play";
  }
  if (seat === rho(m.offender)) {
    if (seat === m.proper) {
      law53BProperLead(d, m, position);
      return "play";
    }
    law53Accept(
      d,
      m,
      position,
      "53C",
      ` by ${name(seat)}, who should have played last: Law 57 applies to his card`,
    );
    return "play";
  }
  if (seat === partner(m.offender)) return null;
  return null;
};
