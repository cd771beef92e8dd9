import { sideOf } from "@bridgelaw/cards";
import { peek } from "@bridgelaw/log";
import { law26LeadOptions } from "./laws/26-lead-restriction.ts";
import { law50D2LeadOptions } from "./laws/50-penalty-card.ts";
import { law51AWhichPenaltyCard } from "./laws/51-two-or-more-penalty-cards.ts";
import { advanceCorrection, law62D1 } from "./laws/62-correction.ts";
import { law64Settle } from "./laws/64-trick-adjustment.ts";
import type { PlayDraft, PlayState } from "./state.ts";
import { ask, note } from "./step.ts";
import { countTricks, nextInTrick, returnCard, seatAt, trickWinner } from "./trick.ts";

/** Law 44: a full trick is won (44E/F), its winner leads the next (44G); restrictions of that trick end. */
const completeTrick = (d: PlayDraft, position: number): void => {
  const t = d.current!;
  const winner = trickWinner(t.cards, d.strain);
  t.winner = winner;
  d.tricks.push(t);
  d.tricksWon = countTricks(d.tricks);
  const now = peek(d); // the restrictions read as they stand, set only when one ends
  const plays = peek(now.playRestrictions);
  const playsKept = plays.filter((r) => r.trick !== t.number);
  if (playsKept.length !== plays.length) d.playRestrictions = playsKept as PlayDraft["playRestrictions"];
  // 50D2(a)(ii), 26B: a ban "while he keeps the lead" ends when the restricted player stops being on lead.
  const leads = peek(now.leadRestrictions);
  const leadsKept = leads.filter((r) => r.scope === "while-on-lead" && r.seat === winner);
  if (leadsKept.length !== leads.length) d.leadRestrictions = leadsKept as PlayDraft["leadRestrictions"];
  note(d, { _tag: "TrickWon", position, law: "44", trick: t.number, winner });
  if (d.tricks.length === 13) {
    for (const pc of d.stash?.cards ?? []) returnCard(d, pc.seat, pc.card);
    d.current = null;
    d.stash = null;
    d.ended = true;
    note(d, { _tag: "PlayEnded", position, law: "79A", ns: d.tricksWon.NS, ew: d.tricksWon.EW });
    return;
  }
  const stash = d.stash;
  if (stash !== null && stash.leader === winner) {
    d.current = stash;
    d.stash = null;
    return;
  }
  const next = { number: t.number + 1, leader: winner, cards: [], winner: null };
  if (stash !== null) {
    for (const pc of stash.cards) returnCard(d, pc.seat, pc.card);
    note(d, { _tag: "NextTrickLedAgain", position, law: "44G", seat: winner, trick: next.number });
  }
  d.current = next;
  d.stash = null;
};

/** At the end of play penalty cards and restrictions lapse; 62D1 and Law 64 act on the final tricks. */
const endOfPlay = (d: PlayDraft, position: number): void => {
  if (d.penaltyCards.length > 0) {
    note(d, { _tag: "PenaltyCardsLapse", position, law: "50", cards: d.penaltyCards.map((pc) => pc.card) });
  }
  d.penaltyCards = [];
  d.leadRestrictions = [];
  d.playRestrictions = [];
  d.carried = [];
  d.retractedLead = null;
  law62D1(d, position);
  law64Settle(d, position);
};

/*
 * The checks below only read: each reads the play as it stands through `peek` (in a draft, no draft is made of
 * the values it reads, which immer would otherwise make and finalize for every card after an irregularity).
 */

/** Law 44: the trick in progress is full and nothing holds it open (a choice, a correction, a defective trick). */
const fullTrick = (p: PlayState): boolean =>
  p.pending.length === 0 &&
  p.correction === null &&
  p.defective === null &&
  p.current !== null &&
  peek(peek(p.current).cards).length === 4;

/** Whose turn it is: none while a choice is pending (the engine lets play go on only once it is made). */
const turnOf = (draft: PlayState) => {
  const p = peek(draft);
  if (p.pending.length > 0 || awaitingRuling(p)) return null;
  const defective = peek(p.defective);
  if (defective !== null) return defective.seat;
  if (p.ended || p.current === null) return null;
  return nextInTrick(peek(p.current));
};

/** 53B: play waits for the Director to say whether the proper leader's card followed or led. */
export const awaitingRuling = (p: PlayState): boolean =>
  peek(peek(p).matters).some((m) => m.kind === "lead-out-of-turn" && peek(m).ambiguous !== undefined);

/** The cards of the trick in progress are in rotation from the leader (not so after 57C3, 57C1, 54B2). */
const inRotation = (p: PlayState): boolean => {
  const current = peek(p.current);
  if (current === null) return true;
  const leader = current.leader;
  return peek(current.cards).every((c, i) => peek(c).seat === seatAt(leader, i));
};

const quietOf = (draft: PlayState): boolean => {
  const p = peek(draft);
  return (
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
    !peek(p.revokes).some((revoke) => {
      const r = peek(revoke);
      return (
        r.status === "committed" ||
        (r.attention !== undefined && (r.status === "established" || r.asIfEstablishedFrom !== undefined))
      );
    })
  );
};

/**
 * Brings the state to rest after any irregular event: moves a correction on, completes full tricks, offers
 * declarer's lead options (26, 50D2, 51B) and the choice of penalty card (51A), rectifies at the end of play
 * (62D1, 64), and derives whose turn it is.
 */
export const settle = (d: PlayDraft, position: number): void => {
  const wasEnded = d.ended;
  advanceCorrection(d, position);
  while (fullTrick(peek(d))) completeTrick(d, position);
  if (d.ended && !wasEnded) endOfPlay(d, position);
  else if (d.ended) {
    law62D1(d, position);
    law64Settle(d, position);
  }
  const open = peek(d);
  if (
    !open.ended &&
    open.correction === null &&
    open.defective === null &&
    peek(open.matters).every((m) => m.kind === "lead-options")
  ) {
    law26LeadOptions(d, position);
    law50D2LeadOptions(d, position);
    if (d.pending.length === 0) law51AWhichPenaltyCard(d, position);
  }
  const turn = turnOf(d);
  const now = peek(d);
  if (turn !== null && peek(now.hands)[turn].length === 0 && now.pending.length === 0) {
    // A player with no card left to play: a defective trick somewhere (Law 67).
    ask(d, { _tag: "NoCardLeft", law: "67", position, seat: turn, trick: d.current?.number ?? 13 });
  }
  d.turn = turn;
  const after = peek(d);
  d.dummyFaced = after.tricks.length > 0 || (peek(after.current)?.cards.length ?? 0) > 0;
  d.quiet = quietOf(d);
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
