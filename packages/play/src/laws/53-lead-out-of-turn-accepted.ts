import { type Card, lho, partner, rho, type Seat } from "@bridgelaw/cards";
import type { Matter, PlayState } from "../state.ts";
import { addIrregular, ask, closeMatter, name, note, replaceMatter, settleIrregular } from "../step.ts";
import { isDefender, takeCard } from "../trick.ts";
import { law41FaceDownLead } from "./41-commencement.ts";
import { law54Open } from "./54-opening-lead-out-of-turn.ts";
import { law55Open } from "./55-declarer-lead-out-of-turn.ts";
import { law56Open } from "./56-defender-lead-out-of-turn.ts";
import { law63Establish } from "./63-establishment.ts";

export type LeadOutOfTurn = Extract<Matter, { kind: "lead-out-of-turn" }>;

/** What a card played while a lead out of turn is pending means: a choice the Law treats it as, then the card. */
export type Implicit = { readonly state: PlayState; readonly next: "play" | "done" } | null;

/**
 * Laws 53–56, the dispatcher (spec "Laws 53–56"): a lead faced by a player who is not the proper leader.
 * At trick 13 (2017, fn 17) it is cancelled; a faced opening lead by the opening leader's partner is Law 54
 * (by the declaring side, Law 54E → 24; face down, 41A); later, a defender's lead is Law 56 and declarer's
 * Law 55. The card stays in the offender's hand until the choice is made. As a play to the next trick it
 * establishes the side's revokes (63A1).
 */
export const law53LeadOutOfTurn = (
  p: PlayState,
  seat: Seat,
  card: Card,
  position: number,
  faceDown: boolean,
): PlayState => {
  const current = p.current!;
  const proper = current.leader;
  let q = law63Establish(p, seat, current.number, position, "63A1");
  const irregular = (law: string, reason: string, status: string) =>
    addIrregular(q, { seat, card, position, law, reason, status });
  if (current.number === 13 && q.edition === "2017") {
    q = irregular("53A", `lead out of turn at trick 13: ${name(proper)}'s lead`, "cancelled");
    return note(
      q,
      position,
      "53A",
      `${name(seat)}'s lead of ${card} at trick 13 is cancelled (fn 17): ${name(proper)} leads`,
    );
  }
  if (current.number === 1 && q.tricks.length === 0) {
    if (faceDown && isDefender(q, seat)) return law41FaceDownLead(q, seat, card, position);
    if (!isDefender(q, seat)) {
      q = irregular("54E", "a member of the declaring side attempted the opening lead", "returned");
      return note(
        q,
        position,
        "54E",
        `${name(seat)} of the declaring side attempted the opening lead: Law 24 applies; the card goes back, no penalty card (the offender is not a defender)`,
      );
    }
    return law54Open(
      irregular("54", `faced opening lead out of turn: ${name(proper)}'s lead`, "pending"),
      seat,
      card,
      proper,
      position,
    );
  }
  if (isDefender(q, seat)) {
    return law56Open(
      irregular("56", `lead out of turn: ${name(proper)}'s lead`, "pending"),
      seat,
      card,
      proper,
      position,
    );
  }
  return law55Open(
    irregular("55", `declarer's lead out of turn: ${name(proper)}'s lead`, "pending"),
    seat,
    card,
    proper,
    position,
  );
};

/**
 * Law 53A: a lead out of turn accepted (by saying so, or by a card played from the hand next in rotation)
 * is treated as a correct lead: the offender leads the trick and play goes on clockwise from him.
 */
export const law53Accept = (
  p: PlayState,
  m: LeadOutOfTurn,
  position: number,
  law: string,
  how: string,
): PlayState => {
  const q = settleIrregular(closeMatter(p, m), m.position, "accepted");
  const current = q.current!;
  return note(
    {
      ...q,
      hands: takeCard(q, m.offender, m.card),
      current: {
        ...current,
        leader: m.offender,
        cards: [{ seat: m.offender, card: m.card, position: m.position, law }],
      },
    },
    position,
    law,
    `${name(m.offender)}'s lead of ${m.card} out of turn is accepted${how}: it stands as the lead`,
  );
};

/** Law 53B: the proper leader, an opponent of the offender, makes his proper lead; the card led in error goes back (not a penalty card, A-26; 16C). */
export const law53BProperLead = (p: PlayState, m: LeadOutOfTurn, position: number): PlayState =>
  note(
    settleIrregular(closeMatter(p, m), m.position, "withdrawn (53B)"),
    position,
    "53B",
    `${name(m.proper)} makes the proper lead: ${name(m.offender)}'s ${m.card} goes back to his hand, not a penalty card (its information is unauthorized for his side, 16C)`,
  );

/**
 * 53B (WBFLC, as 28B): the proper leader is also next in rotation after the irregular lead, and plays a card
 * before any choice: following to the lead (accepting it, 53A) or leading himself (53B)? The Director
 * determines it; the card waits in his hand and play waits for the ruling (`law53BRuling`).
 */
export const law53BWhich = (
  p: PlayState,
  m: LeadOutOfTurn,
  seat: Seat,
  card: Card,
  position: number,
): Implicit => {
  const q = note(
    replaceMatter(p, m, { ...m, ambiguous: { seat, card, position }, offered: [] }),
    position,
    "53B",
    `${name(seat)}, the proper leader and next after ${name(m.offender)}'s lead out of turn, plays ${card}: following to it or leading? The Director determines it`,
  );
  return {
    state: ask(q, {
      law: "53B",
      position,
      question: `${name(seat)}'s ${card} after ${name(m.offender)}'s lead of ${m.card} out of turn: did he follow to it (accepting the lead, 53A) or lead himself (his proper lead, 53B)?`,
      answers: ["following", "leading"],
    }),
    next: "done",
  };
};

/** The Director's 53B finding: the card followed (the lead out of turn accepted) or was the proper lead. */
export const law53BRuling = (p: PlayState, answer: string, position: number): PlayState | null => {
  const m = p.matters.find((x) => x.kind === "lead-out-of-turn" && x.ambiguous !== undefined);
  if (m?.kind !== "lead-out-of-turn" || m.ambiguous === undefined) return null;
  return answer === "following"
    ? law53Accept(
        p,
        m,
        position,
        "53A",
        ` by ${name(m.ambiguous.seat)}'s play to it (the Director's finding, 53B)`,
      )
    : law53BProperLead(p, m, position);
};

/** Which seat is next in rotation after the irregular lead (its card accepts the lead, 53A(ii)). */
export const nextAfterOffender = (m: LeadOutOfTurn): Seat => lho(m.offender);
export const rightOfOffender = (m: LeadOutOfTurn): Seat => rho(m.offender);
export const partnerOfOffender = (m: LeadOutOfTurn): Seat => partner(m.offender);
