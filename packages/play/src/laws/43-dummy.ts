import { lho, rho, type Seat } from "@bridgelaw/cards";
import { NotOpen } from "../errors.ts";
import { law53Accept } from "../rules/lead-out-of-turn.ts";
import { pickUp } from "../rules/penalty-cards.ts";
import type { Matter, PlayDraft } from "../state.ts";
import { ask, closeMatter, note, offering, openMatter, replaceMatter, settleIrregular } from "../step.ts";

/**
 * The limitations of 43A a dummy may breach (the Director's finding, logged as `DummyViolation`: its `clause`,
 * checked equal to `@bridgelaw/table`'s Schema of the event).
 */
export type DummyClause = "43A1(a)" | "43A1(b)" | "43A1(c)" | "43A2(a)" | "43A2(b)" | "43A2(c)";

/**
 * Law 43B: dummy who breaches a limitation of 43A is liable to a procedural penalty (43B1, Law 90); after a
 * 43A2 breach (exchanging hands, leaving his seat to watch declarer, looking at a defender's hand) he has
 * forfeited his rights (43B2): if he is then first to ask declarer about a revoke, the revoke is corrected
 * and Law 64 applies as if it were established (43B2(b)); if he is first to draw attention to a defender's
 * irregularity, there is no rectification (43B3) and the Director may adjust the defenders' score only.
 */
export const law43DummyViolation = (d: PlayDraft, clause: DummyClause, position: number): void => {
  note(d, { _tag: "DummyBreach", position, law: "43B1", dummy: d.dummy, clause });
  if (clause === "43A1(c)") {
    d.dummyTookPart = position;
    // 45F: dummy took part in the play; at the end the Director adjusts if it suggested a play that damaged the defenders.
    ask(d, { _tag: "DummyTookPartQuestion", law: "45F", position });
  }
  if (!clause.startsWith("43A2") || d.dummyForfeited !== null) return;
  d.dummyForfeited = position;
  note(d, { _tag: "DummyForfeitedRights", position, law: "43B2" });
};

/** 43B1 (42B3): dummy drew attention to an irregularity during the play. */
export const law43AttentionDuringPlay = (d: PlayDraft, seat: Seat, position: number): void =>
  note(d, { _tag: "DummyDrewAttention", position, law: "43A1(b)", dummy: seat });

const rulingAtEnd = (d: PlayDraft, position: number): void =>
  ask(d, {
    _tag: "ForfeitedDummyQuestion",
    law: "43B3",
    position,
    ...(d.edition === "2007" && { edition: "2007" as const }),
  });

/** 43B3: no rectification of the defenders' irregularity dummy pointed out: a lead out of turn is accepted, other exposed cards are picked up. */
export const law43B3 = (d: PlayDraft, m: Matter | null, cardPosition: number, position: number): void => {
  if (m !== null && m.kind === "lead-out-of-turn") {
    law53Accept(d, m, position, "43B3", { how: "forfeited-dummy" });
  } else {
    if (m !== null) closeMatter(d, m);
    const cards = d.penaltyCards.filter((pc) => pc.position === cardPosition).map((pc) => pc.card);
    pickUp(d, cards);
    settleIrregular(d, cardPosition, "picked-up", { by: "43B3" });
    note(
      d,
      cards.length > 0
        ? { _tag: "PickedUpForfeitedDummy", position, law: "43B3", cards }
        : { _tag: "NoRectificationForfeitedDummy", position, law: "43B3" },
    );
  }
  rulingAtEnd(d, position);
};

export const law43B3Ruling = rulingAtEnd;

type WrongHand = Extract<Matter, { kind: "wrong-hand" }>;

/**
 * `WrongHandWarning`: dummy warns declarer not to lead from the wrong hand. Dummy may try to prevent an
 * irregularity (42B2); having forfeited his rights (43A2), he may not: either defender then chooses the hand
 * declarer leads from (43B2(a); if they disagree the Law does not say: the default, as 55A, is below). The
 * warning is about a lead of declarer's side not yet made; any other moment is refused.
 */
export const law43B2aWarning = (d: PlayDraft, seat: Seat, position: number): void => {
  if (seat !== d.dummy) throw new NotOpen({ _tag: "NotDummy", law: "43B2(a)", seat });
  const current = d.current;
  if (
    d.ended ||
    current === null ||
    current.cards.length > 0 ||
    (current.leader !== d.declarer && current.leader !== d.dummy) ||
    d.matters.some((m) => m.kind === "lead-out-of-turn" || m.kind === "wrong-hand")
  )
    throw new NotOpen({ _tag: "NoLeadToWarnAbout", law: "43B2(a)" });
  if (d.dummyForfeited === null) {
    note(d, { _tag: "DummyWarnsWrongHand", position, law: "42B2", dummy: seat, leader: current.leader });
    return;
  }
  const hands = [d.declarer, d.dummy];
  const leader = current.leader;
  note(d, { _tag: "WrongHandChoice", position, law: "43B2(a)", leader });
  openMatter(
    d,
    offering(
      { kind: "wrong-hand" as const, law: "43B2(a)" as const, position, hands },
      [lho(d.declarer), rho(d.declarer)].map((defender) => ({
        _tag: "WrongHandChoice" as const,
        seat: defender,
        law: "43B2(a)",
        options: hands.map((h) => `lead-${h}`),
        about: position,
        leader,
      })),
    ),
  );
};

/** 43B2(a): the defender's choice of the hand declarer leads from (the trick is led from it). */
export const law43B2aChoose = (
  d: PlayDraft,
  m: WrongHand,
  seat: Seat,
  option: string,
  position: number,
): void => {
  const hand = m.hands.find((h) => option === `lead-${h}`);
  if (hand === undefined) throw new NotOpen({ _tag: "NotDeclarersHand", law: "43B2(a)", option });
  const current = d.current!;
  // 43B2(a) is silent when the defenders disagree; by default (as 55A) the defender next in turn after the
  // leader prevails
  const next = lho(current.leader);
  if (seat !== next) {
    replaceMatter(d, m, { ...m, offered: m.offered.filter((o) => o.seat !== seat) });
    note(d, { _tag: "HandChosen", position, law: "43B2(a)", seat, hand, next });
    return;
  }
  closeMatter(d, m);
  const was = current.leader;
  current.leader = hand;
  note(d, {
    _tag: "DeclarerLeadsFrom",
    position,
    law: "43B2(a)",
    hand,
    ...(hand !== was && { was }),
    chooser: next,
  });
};
