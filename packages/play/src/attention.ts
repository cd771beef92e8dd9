import { sideOf } from "@bridgelaw/cards";
import { peek, produceState } from "@bridgelaw/log";
import { law43AttentionDuringPlay, law43B3, law43B3Ruling } from "./laws/43-dummy.ts";
import { law45DAttention } from "./laws/45-card-played.ts";
import { law52Attention } from "./laws/52-failure-to-play-penalty-card.ts";
import { law67Attention, law67B3Attention } from "./laws/67-defective-trick.ts";
import { law62Correct } from "./rules/correction.ts";
import { settle } from "./settle.ts";
import type { AttentionTiming, PlayDraft, PlayState, Revoke } from "./state.ts";
import { begin, findDrafted, note } from "./step.ts";

/**
 * `AttentionDrawn` in the play: who, to which event (its log position), and when if after the play: the event's
 * fields but `type` (the wire contract is `@bridgelaw/table`'s Schema of the event, checked equal to this).
 */
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
export const applyAttention = (d: PlayDraft, e: PlayAttention, position: number): void => {
  begin(d);
  const byDummy = e.seat === d.dummy;
  const forfeited = byDummy && d.dummyForfeited !== null && !d.ended;
  // 42A3 (WBFLC): dummy sees that dummy follows suit; stopping dummy's own revoke is no 43A1(b) breach
  const now = peek(d); // read as they stand: the revokes and irregular plays a check looks at
  const ownRevoke =
    byDummy &&
    peek(now.revokes).some(
      (r) => r.position === e.about && r.offender === d.dummy && r.status === "committed",
    );
  if (ownRevoke) note(d, { _tag: "DummySeesDummyFollows", position, law: "42A3", dummy: d.dummy });
  else if (byDummy && !d.ended && !forfeited) law43AttentionDuringPlay(d, e.seat, position);
  if (e.about === undefined) {
    settle(d, position);
    return;
  }
  const revoke = findDrafted(d, "revokes", (r) => r.position === e.about); // (it changes)
  const open = peek(peek(d).irregular).some(
    (i) => i.position === e.about && i.status === "pending-attention",
  );
  if (revoke !== undefined && (!open || revoke.attention === undefined)) {
    revokeAttention(d, revoke, e, forfeited, position);
    if (!open) {
      settle(d, position);
      return;
    }
  }
  const irregular =
    d.irregular.find((i) => i.position === e.about && i.status === "pending-attention") ??
    d.irregular.find((i) => i.position === e.about);
  if (irregular === undefined) {
    settle(d, position);
    return;
  }
  if (irregular.law === "45D" && irregular.status === "pending-attention") {
    law45DAttention(d, irregular, position);
    settle(d, position);
    return;
  }
  if ((irregular.law === "67" || irregular.law === "45E") && irregular.status === "pending-attention") {
    law67Attention(d, irregular, position);
    settle(d, position);
    return;
  }
  if (irregular.law === "67B3" && irregular.status === "pending-attention") {
    law67B3Attention(d, irregular, position);
    settle(d, position);
    return;
  }
  if (forfeited) {
    const matter = d.matters.find((m) => m.position === irregular.position) ?? null;
    law43B3(d, matter, irregular.position, position);
    settle(d, position);
    return;
  }
  settle(d, position);
};

const revokeAttention = (
  d: PlayDraft,
  r: Revoke,
  e: PlayAttention,
  forfeited: boolean,
  position: number,
): void => {
  if (r.attention !== undefined) {
    note(d, { _tag: "AttentionAlreadyDrawn", position, law: "9A", offender: r.offender, trick: r.trick });
    return;
  }
  const drawn = r as PlayDraft["revokes"][number];
  drawn.attention = position;
  if (e.after !== undefined) drawn.attentionAfter = e.after;
  note(d, {
    _tag: "AttentionToRevoke",
    position,
    law: "62A",
    offender: r.offender,
    trick: r.trick,
    card: r.card,
    status: r.status,
  });
  if (r.status !== "committed") {
    if (r.status === "corrected") return;
    const other = d.revokes.find(
      (x) => x.trick === r.trick && x.status === "committed" && sideOf(x.offender) !== sideOf(r.offender),
    );
    if (other !== undefined && d.edition === "2017") {
      law62Correct(
        d,
        [r, other].sort((a, b) => a.position - b.position),
        position,
        { clause: "62C3" },
      );
      return;
    }
    if (r.trick === 12 && e.after === undefined) {
      note(d, { _tag: "Trick12RevokeToCorrect", position, law: "62D1" });
      return;
    }
    note(d, { _tag: "RevokeStands", position, law: "63B", trick: r.trick });
    return;
  }
  if (forfeited && r.offender === d.declarer) {
    law43B2bCorrected(d, r, position);
    return;
  }
  if (forfeited) {
    law62Correct(d, [r], position, { noPenalty: true });
    note(d, { _tag: "RevokeCorrectedNoPenalty", position, law: "43B3" });
    law43B3Ruling(d, position);
    return;
  }
  if (r.kind === "penalty-card") {
    law52Attention(d, r, position);
    return;
  }
  const both = d.revokes.find(
    (x) => x.trick === r.trick && x.status === "established" && sideOf(x.offender) !== sideOf(r.offender),
  );
  if (both !== undefined && d.edition === "2017") {
    law62Correct(
      d,
      [both, r].sort((a, b) => a.position - b.position),
      position,
      { clause: "62C3" },
    );
    return;
  }
  law62Correct(d, [r], position);
};

/**
 * Law 43B2(b): dummy, having forfeited his rights, is the first to ask declarer whether a play from declarer's
 * hand is a revoke (or to draw attention to it): declarer must substitute a correct card (62B2), and Law 64
 * applies as if the revoke were established, counting the tricks won from the question on (WBFLC).
 */
const law43B2bCorrected = (d: PlayDraft, r: Revoke, position: number): void => {
  law62Correct(d, [r], position);
  for (const x of d.revokes) if (x.position === r.position) x.asIfEstablishedFrom = position;
  note(d, { _tag: "RevokeAsIfEstablished", position, law: "43B2(b)", offender: r.offender, card: r.card });
};

/**
 * `RevokeInquired` by dummy of declarer (61B2(a)) after dummy forfeited his rights (43A2): when it is the
 * first question about declarer's revoke not yet established, the question itself brings the revoke under
 * 43B2(b), with no separate `AttentionDrawn`. Declarer's play that was no revoke: nothing happens.
 */
export const law43B2bInquiry = (
  d: PlayDraft,
  seat: PlayState["declarer"],
  of: PlayState["declarer"],
  position: number,
): void => {
  if (seat !== d.dummy || of !== d.declarer || d.dummyForfeited === null || d.ended) return;
  const r = d.revokes.find((x) => x.offender === of && x.status === "committed");
  // not the first to ask (someone asked before, or attention was drawn): 43B2(b) does not apply
  if (r === undefined || r.inquired !== position || r.attention !== undefined) return;
  r.attention = position;
  law43B2bCorrected(d, r, position);
};

/** Attention drawn in the play (see `applyAttention`): the next state. */
export const attentionInPlay = (p: PlayState, e: PlayAttention, position: number): PlayState =>
  produceState(p, (d) => applyAttention(d, e, position));
