import { sideOf } from "@bridgelaw/cards";
import { law43AttentionDuringPlay, law43B3, law43B3Ruling } from "./laws/43-dummy.ts";
import { law45DAttention } from "./laws/45-card-played.ts";
import { law52Attention } from "./laws/52-failure-to-play-penalty-card.ts";
import { law62Correct } from "./laws/62-correction.ts";
import { law67Attention, law67B3Attention } from "./laws/67-defective-trick.ts";
import { settle } from "./settle.ts";
import type { AttentionTiming, PlayState, Revoke } from "./state.ts";
import { begin, name, note } from "./step.ts";

/** `AttentionDrawn` in the play: who, to which event (its log position), and when if after the play. */
export interface PlayAttention {
  readonly seat: PlayState["declarer"];
  readonly about?: number;
  readonly after?: AttentionTiming;
}

/**
 * Attention drawn to an irregularity (Law 9A, 61B): the Law acts from here. A revoke not yet established is
 * corrected (62; a penalty card not played: 52); an established one stands (63B) and is rectified at the end
 * of play (64; 62D1 for trick 12). A dummy card declarer did not name (45D), a defective trick (67) and a
 * fifth card (45E) are rectified. Dummy's attention during the play is a 43A1(b) breach, except to dummy's own
 * revoke (42A3); after a 43A2 breach, 43B2(b) and 43B3 apply.
 */
export const attentionInPlay = (p0: PlayState, e: PlayAttention, position: number): PlayState => {
  let p = begin(p0);
  const byDummy = e.seat === p.dummy;
  const forfeited = byDummy && p.dummyForfeited !== null && !p.ended;
  // 42A3 (WBFLC): dummy sees that dummy follows suit; stopping dummy's own revoke is no 43A1(b) breach
  const ownRevoke =
    byDummy &&
    p.revokes.some((r) => r.position === e.about && r.offender === p.dummy && r.status === "committed");
  if (ownRevoke) p = note(p, position, "42A3", `dummy (${name(p.dummy)}) sees that dummy follows suit`);
  else if (byDummy && !p.ended && !forfeited) p = law43AttentionDuringPlay(p, e.seat, position);
  if (e.about === undefined) return settle(p, position);
  const revoke = p.revokes.find((r) => r.position === e.about);
  const open = p.irregular.some((i) => i.position === e.about && i.status === "pending attention");
  if (revoke !== undefined && (!open || revoke.attention === undefined)) {
    p = revokeAttention(p, revoke, e, forfeited, position);
    if (!open) return settle(p, position);
  }
  const irregular =
    p.irregular.find((i) => i.position === e.about && i.status === "pending attention") ??
    p.irregular.find((i) => i.position === e.about);
  if (irregular === undefined) return settle(p, position);
  if (irregular.law === "45D" && irregular.status === "pending attention")
    return settle(law45DAttention(p, irregular, position), position);
  if ((irregular.law === "67" || irregular.law === "45E") && irregular.status === "pending attention") {
    return settle(law67Attention(p, irregular, position), position);
  }
  if (irregular.law === "67B3" && irregular.status === "pending attention")
    return settle(law67B3Attention(p, irregular, position), position);
  if (forfeited) {
    const matter = p.matters.find((m) => m.position === irregular.position) ?? null;
    return settle(law43B3(p, matter, irregular.position, position), position);
  }
  return settle(p, position);
};

const revokeAttention = (
  p0: PlayState,
  r0: Revoke,
  e: PlayAttention,
  forfeited: boolean,
  position: number,
): PlayState => {
  if (r0.attention !== undefined)
    return note(
      p0,
      position,
      "9A",
      `attention was already drawn to ${name(r0.offender)}'s revoke on trick ${r0.trick}`,
    );
  const r: Revoke = { ...r0, attention: position, ...(e.after !== undefined && { attentionAfter: e.after }) };
  let p: PlayState = { ...p0, revokes: p0.revokes.map((x) => (x === r0 ? r : x)) };
  p = note(
    p,
    position,
    "62A",
    `attention is drawn to ${name(r.offender)}'s revoke on trick ${r.trick} (${r.card}), ${r.status}`,
  );
  if (r.status !== "committed") {
    if (r.status === "corrected") return p;
    const other = p.revokes.find(
      (x) => x.trick === r.trick && x.status === "committed" && sideOf(x.offender) !== sideOf(r.offender),
    );
    if (other !== undefined && p.edition === "2017") {
      return law62Correct(
        p,
        [r, other].sort((a, b) => a.position - b.position),
        position,
        { clause: "62C3" },
      );
    }
    if (r.trick === 12 && e.after === undefined) {
      return note(
        p,
        position,
        "62D1",
        "a revoke on trick 12 is corrected even though established, before the hands are returned (at the end of play)",
      );
    }
    return note(
      p,
      position,
      "63B",
      `the revoke is established: trick ${r.trick} stands as played; Law 64 applies at the end of play`,
    );
  }
  if (forfeited && r.offender === p.declarer) {
    const q = law62Correct(p, [r], position);
    return note(
      {
        ...q,
        revokes: q.revokes.map((x) =>
          x.position === r.position ? { ...x, asIfEstablishedFrom: position } : x,
        ),
      },
      position,
      "43B2(b)",
      "dummy, having forfeited his rights, asked first: the revoke is corrected and Law 64 applies as if it were established (tricks won from his question on)",
    );
  }
  if (forfeited) {
    return law43B3Ruling(
      note(
        law62Correct(p, [r], position, { noPenalty: true }),
        position,
        "43B3",
        "dummy, having forfeited his rights, drew attention first: the revoke is corrected with no penalty card (its information is authorized for both sides)",
      ),
      position,
    );
  }
  if (r.kind === "penalty-card") return law52Attention(p, r, position);
  const both = p.revokes.find(
    (x) => x.trick === r.trick && x.status === "established" && sideOf(x.offender) !== sideOf(r.offender),
  );
  if (both !== undefined && p.edition === "2017") {
    return law62Correct(
      p,
      [both, r].sort((a, b) => a.position - b.position),
      position,
      { clause: "62C3" },
    );
  }
  return law62Correct(p, [r], position);
};
