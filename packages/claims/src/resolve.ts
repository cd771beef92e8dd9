/**
 * What a settled claim does to the play (spec §0.8, step 2): the play ends, and the board is scored as if the
 * tricks claimed or conceded had been won or lost in play (69A). The tricks credited count as won for Law 64
 * so established revokes are rectified on the final ownership, claimed tricks included.
 */
import { type Side, sideOf } from "@bridgelaw/cards";
import { law64Settle, type PlayState } from "@bridgelaw/play";
import type { ClaimBoard, ClaimRecord } from "./state.ts";
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
 * penalty cards and restrictions lapse (I-PC-3), options still open lapse with the play; Law 64 rectifies
 * the established revokes with the credited tricks counted as won.
 */
export const endPlayByClaim = (b: ClaimBoard, c: ClaimRecord, law: string, position: number): ClaimBoard => {
  const credited = creditedBy(c);
  if (credited === null) return b;
  const p = b.play;
  const played = tricksAsPlayed(p);
  let q: PlayState = {
    ...p,
    ended: true,
    turn: null,
    tricksWon: { NS: played.NS + credited.NS, EW: played.EW + credited.EW },
    penaltyCards: [],
    leadRestrictions: [],
    playRestrictions: [],
    carried: [],
    retractedLead: null,
    matters: [],
    pending: [],
  };
  let r: ClaimBoard = { ...b, play: q };
  if (!p.ended) {
    if (p.pending.length > 0) {
      r = note(
        r,
        position,
        "68D",
        `play has ceased: the options under ${[...new Set(p.pending.map((o) => o.law))].join(", ")} lapse`,
      );
    }
    if (p.penaltyCards.length > 0) {
      r = note(
        r,
        position,
        "50",
        `the play is over: ${p.penaltyCards.map((pc) => pc.card).join(", ")} no longer penalty cards`,
      );
    }
  }
  const side: Side = c.side;
  r = note(
    r,
    position,
    law,
    `the board is scored as if the tricks claimed and conceded had been won and lost in play: ${side} ${credited[side]} of the ${c.remaining} tricks left (NS ${q.tricksWon.NS}, EW ${q.tricksWon.EW} in all)`,
  );
  q = law64Settle(r.play, position, credited);
  return takePlayNotes({ ...r, play: q });
};

/**
 * Re-opens the play as it stood at the claim (an agreement undone before 69A made it final, 68D2). Revokes
 * the assent established meanwhile stay established (2007 Code, editions P-11).
 */
export const reopenPlay = (b: ClaimBoard, position: number): ClaimBoard => {
  const s = b.claims.suspended;
  if (s === null || !b.play.ended) return b;
  const revokes = s.revokes.map((r) => {
    const now = b.play.revokes.find((x) => x.position === r.position);
    return now !== undefined &&
      r.status === "committed" &&
      now.establishedBy === "63A4" &&
      now.establishedAt !== undefined
      ? { ...r, status: "established" as const, establishedAt: now.establishedAt, establishedBy: "63A4" }
      : r;
  });
  return note(
    { ...b, play: { ...s, revokes, notes: [] } },
    position,
    "68D",
    "the play is suspended again as it stood at the claim, until the claim is settled",
  );
};
