/**
 * What a settled claim does to the play: the play ends, and the board is scored as if the tricks claimed or
 * conceded had been won or lost in play (69A). The tricks credited count as won for Law 64 (64A: "tricks won";
 * computed at the end of play), so established revokes are rectified on the final ownership, claimed tricks
 * included.
 */
import { type LawId, type Side, sideOf } from "@bridgelaw/cards";
import { thawed } from "@bridgelaw/log";
import { type PlayState, settleRevokes } from "@bridgelaw/play";
import type { ClaimBoardDraft, ClaimRecord } from "./state.ts";
import { note, settledTricks, takePlayNotes } from "./step.ts";

/** Tricks won in play by each side (Law 44), from the completed tricks. */
export const tricksAsPlayed = (p: PlayState): { NS: number; EW: number } => {
  let NS = 0;
  let EW = 0;
  for (const t of p.tricks) {
    if (t.winner === null) continue;
    if (sideOf(t.winner) === "NS") NS += 1;
    else EW += 1;
  }
  return { NS, EW };
};

/** The tricks a settled claim credits to each side. */
export const creditedBy = (c: ClaimRecord): { NS: number; EW: number } | null => {
  const t = settledTricks(c);
  if (t === null) return null;
  const other = c.remaining - t;
  return c.side === "NS" ? { NS: t, EW: other } : { NS: other, EW: t };
};

/**
 * Ends the play with the claim's tricks credited (69A, 70, 69B, 71): tricks won = as played + credited;
 * penalty cards and restrictions lapse, options still open lapse with the play; Law 64 rectifies
 * the established revokes with the credited tricks counted as won.
 */
export const endPlayByClaim = (b: ClaimBoardDraft, c: ClaimRecord, law: LawId, position: number): void => {
  const credited = creditedBy(c);
  if (credited === null) return;
  const p = b.play;
  const played = tricksAsPlayed(p);
  const wasEnded = p.ended;
  const lapsed = [...new Set(p.pending.map((o) => o.law))];
  const penaltyCards = p.penaltyCards.map((pc) => pc.card);
  p.ended = true;
  p.turn = null;
  p.tricksWon = { NS: played.NS + credited.NS, EW: played.EW + credited.EW };
  p.penaltyCards = [];
  p.leadRestrictions = [];
  p.playRestrictions = [];
  p.carried = [];
  p.retractedLead = null;
  p.matters = [];
  p.pending = [];
  if (!wasEnded) {
    if (lapsed.length > 0) note(b, { _tag: "ClaimOptionsLapse", position, law: "68D", laws: lapsed });
    if (penaltyCards.length > 0)
      note(b, { _tag: "ClaimPenaltyCardsLapse", position, law: "50", cards: penaltyCards });
  }
  const side: Side = c.side;
  note(b, {
    _tag: "ScoredAsClaimed",
    position,
    law,
    side,
    tricks: credited[side],
    remaining: c.remaining,
    ns: p.tricksWon.NS,
    ew: p.tricksWon.EW,
  });
  settleRevokes(b.play, position, credited);
  takePlayNotes(b);
};

/**
 * Re-opens the play as it stood at the claim (an agreement undone before 69A made it final, 68D2). Revokes
 * the assent established meanwhile stay established (2007 Code, its 63A3).
 */
export const reopenPlay = (b: ClaimBoardDraft, position: number): void => {
  const s = b.claims.suspended;
  if (s === null || !b.play.ended) return;
  const now = b.play.revokes;
  const restored = thawed<PlayState>(s);
  restored.revokes = restored.revokes.map((r) => {
    const x = now.find((y) => y.position === r.position);
    return x !== undefined &&
      r.status === "committed" &&
      x.establishedBy === "63A4" &&
      x.establishedAt !== undefined
      ? { ...r, status: "established" as const, establishedAt: x.establishedAt, establishedBy: "63A4" }
      : r;
  });
  restored.notes = [];
  b.play = restored;
  note(b, { _tag: "ClaimSuspendsPlayAgain", position, law: "68D" });
};
