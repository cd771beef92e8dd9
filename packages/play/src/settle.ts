import { SEAT_NAMES, sideOf } from "@bridgelaw/cards";
import { law26LeadOptions } from "./laws/26-lead-restriction.ts";
import { law50D2LeadOptions } from "./laws/50-penalty-card.ts";
import { law51AWhichPenaltyCard } from "./laws/51-two-or-more-penalty-cards.ts";
import { advanceCorrection, law62D1 } from "./laws/62-correction.ts";
import { law64Settle } from "./laws/64-trick-adjustment.ts";
import type { PlayState, Trick } from "./state.ts";
import { ask, note } from "./step.ts";
import { countTricks, nextInTrick, returnCard, seatAt, trickWinner } from "./trick.ts";

/** Law 44: a full trick is won (44E/F), its winner leads the next (44G); restrictions of that trick end. */
const completeTrick = (p: PlayState, position: number): PlayState => {
  const t = p.current!;
  const winner = trickWinner(t.cards, p.strain);
  const tricks = [...p.tricks, { ...t, winner }];
  let q: PlayState = {
    ...p,
    tricks,
    tricksWon: countTricks(tricks),
    playRestrictions: p.playRestrictions.filter((r) => r.trick !== t.number),
    // I-RESTR-1: a ban "while he keeps the lead" ends when the restricted player stops being on lead.
    leadRestrictions: p.leadRestrictions.filter((r) => r.scope === "while-on-lead" && r.seat === winner),
  };
  q = note(q, position, "44", `trick ${t.number} won by ${SEAT_NAMES[winner]}`);
  if (tricks.length === 13) {
    for (const pc of q.stash?.cards ?? []) q = { ...q, hands: returnCard(q, pc.seat, pc.card) };
    q = { ...q, current: null, stash: null, ended: true };
    return note(q, position, "79A", `play ends: NS ${q.tricksWon.NS} tricks, EW ${q.tricksWon.EW} tricks`);
  }
  const stash = q.stash;
  if (stash !== null && stash.leader === winner) return { ...q, current: stash, stash: null };
  let next: Trick = { number: t.number + 1, leader: winner, cards: [], winner: null };
  if (stash !== null) {
    for (const pc of stash.cards) q = { ...q, hands: returnCard(q, pc.seat, pc.card) };
    q = note(
      q,
      position,
      "44G",
      `${SEAT_NAMES[winner]} now leads to trick ${next.number}: the cards played to it are taken back`,
    );
    next = { ...next };
  }
  return { ...q, current: next, stash: null };
};

/** At the end of play penalty cards and restrictions lapse (I-PC-3); 62D1 and Law 64 act on the final tricks. */
const endOfPlay = (p: PlayState, position: number): PlayState => {
  let q = p;
  if (q.penaltyCards.length > 0) {
    q = note(
      q,
      position,
      "50",
      `the play is over: ${q.penaltyCards.map((pc) => pc.card).join(", ")} no longer penalty cards`,
    );
  }
  q = {
    ...q,
    penaltyCards: [],
    leadRestrictions: [],
    playRestrictions: [],
    carried: [],
    retractedLead: null,
  };
  q = law62D1(q, position);
  return law64Settle(q, position);
};

/** Whose turn it is: none while a choice is pending (the engine lets play go on only once it is made). */
const turnOf = (p: PlayState) => {
  if (p.pending.length > 0 || awaitingRuling(p)) return null;
  if (p.defective !== null) return p.defective.seat;
  if (p.ended || p.current === null) return null;
  return nextInTrick(p.current);
};

/** 53B: play waits for the Director to say whether the proper leader's card followed or led. */
export const awaitingRuling = (p: PlayState): boolean =>
  p.matters.some((m) => m.kind === "lead-out-of-turn" && m.ambiguous !== undefined);

/** The cards of the trick in progress are in rotation from the leader (not so after 57C3, 57C1, 54B2). */
const inRotation = (p: PlayState): boolean =>
  p.current === null || p.current.cards.every((c, i) => c.seat === seatAt(p.current!.leader, i));

const quietOf = (p: PlayState): boolean =>
  p.pending.length === 0 &&
  p.matters.length === 0 &&
  inRotation(p) &&
  p.correction === null &&
  p.stash === null &&
  p.defective === null &&
  p.penaltyCards.length === 0 &&
  p.leadRestrictions.length === 0 &&
  p.playRestrictions.length === 0 &&
  p.carried.length === 0 &&
  p.retractedLead === null &&
  !p.revokes.some(
    (r) =>
      r.status === "committed" ||
      (r.attention !== undefined && (r.status === "established" || r.asIfEstablishedFrom !== undefined)),
  );

/**
 * Brings the state to rest after any irregular event: moves a correction on, completes full tricks, offers
 * declarer's lead options (26, 50D2, 51B) and the choice of penalty card (51A), rectifies at the end of play
 * (62D1, 64), and derives whose turn it is.
 */
export const settle = (p: PlayState, position: number): PlayState => {
  let q = advanceCorrection(p, position);
  while (
    q.pending.length === 0 &&
    q.correction === null &&
    q.defective === null &&
    q.current !== null &&
    q.current.cards.length === 4
  ) {
    q = completeTrick(q, position);
  }
  if (q.ended && !p.ended) q = endOfPlay(q, position);
  else if (q.ended) q = law64Settle(law62D1(q, position), position);
  if (
    !q.ended &&
    q.correction === null &&
    q.defective === null &&
    q.matters.every((m) => m.kind === "lead-options")
  ) {
    q = law26LeadOptions(q, position);
    q = law50D2LeadOptions(q, position);
    if (q.pending.length === 0) q = law51AWhichPenaltyCard(q, position);
  }
  const turn = turnOf(q);
  if (turn !== null && q.hands[turn].length === 0 && q.pending.length === 0) {
    // I-CARD-2: a player with no card left to play: a defective trick somewhere (Law 67).
    q = ask(q, {
      law: "67",
      position,
      question: `${SEAT_NAMES[turn]} has no card left to play to trick ${q.current?.number ?? 13}: find the defective trick (67B)`,
    });
  }
  const dummyFaced = q.tricks.length > 0 || (q.current?.cards.length ?? 0) > 0;
  return { ...q, turn, dummyFaced, quiet: quietOf(q) };
};

/** Tricks won by each side at the end: as played, after 64A transfers, or as the Director adjusted them (64C). */
export const finalTricks = (p: PlayState): { readonly NS: number; readonly EW: number } => {
  if (p.adjusted !== null) {
    const side = sideOf(p.declarer);
    return side === "NS"
      ? { NS: p.adjusted.tricks, EW: 13 - p.adjusted.tricks }
      : { NS: 13 - p.adjusted.tricks, EW: p.adjusted.tricks };
  }
  if (p.transfers.length === 0) return p.tricksWon;
  let { NS, EW } = p.tricksWon;
  for (const t of p.transfers) {
    if (t.from === "NS") {
      NS -= t.tricks;
      EW += t.tricks;
    } else {
      EW -= t.tricks;
      NS += t.tricks;
    }
  }
  return { NS, EW };
};
