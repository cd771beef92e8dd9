import { type Card, partner, type Seat, sideOf } from "@bridgelaw/cards";
import { NotOpen } from "../errors.ts";
import { offerStep } from "../rules/correction.ts";
import { place } from "../rules/place.ts";
import type { CorrectionStep, IrregularPlay, PlayDraft, PlayState } from "../state.ts";
import { ask, name, note, settleIrregular } from "../step.ts";
import {
  bothSidesPlayedOn,
  isDefender,
  leadOf,
  reopen,
  returnCard,
  takeCard,
  withdrawCard,
} from "../trick.ts";

const allTricks = (p: PlayState) => [
  ...p.tricks,
  ...(p.current === null ? [] : [p.current]),
  ...(p.stash === null ? [] : [p.stash]),
];

/**
 * Law 45D: dummy placed a card declarer did not name. 45D1: if attention is drawn before each side has
 * played to the next trick, dummy's card is withdrawn and the named card played; each defender who played
 * after it may withdraw his card and substitute (then, if declarer's RHO did, declarer may change his own);
 * withdrawn defenders' cards are not penalty cards (16C: unauthorized for declarer). 45D2: later, the play
 * stands; when the misplaced card was the lead, a defender's failure to follow it is rectified by 64C1 only
 * (WBFLC), declarer's by 64A. Under the 2007 Code there is no 45D2 (P-3): the Director rules.
 */
export const law45DAttention = (d: PlayDraft, irr: IrregularPlay, position: number): void => {
  const trick = allTricks(d).find((t) => t.cards.some((c) => c.position === irr.position));
  if (trick === undefined) return;
  if (bothSidesPlayedOn(d, trick.number)) {
    settleIrregular(d, irr.position, "stands (45D2)");
    if (d.edition === "2007") {
      note(
        d,
        position,
        "45D",
        "too late to withdraw the card (no 45D2 in the 2007 Code): the Director rules",
      );
      ask(d, {
        _tag: "Said",
        law: "45D",
        position: irr.position,
        question: `dummy's ${irr.card} (declarer named ${irr.named}) was found after both sides played to the next trick: rule (Laws 12, 84D under the 2007 Code)`,
      });
      return;
    }
    const wasLead = leadOf(trick)?.position === irr.position;
    note(
      d,
      position,
      wasLead ? "45D2(a)" : "45D2(b)",
      `too late to correct dummy's ${irr.card}: the play stands${wasLead ? "; a failure to follow it is a revoke (declarer: 64A; a defender: 64C1)" : "; if dummy thereby revoked, 64B3 and 64C"}`,
    );
    law45D2Revokes(d, trick.number, irr, wasLead, position);
    return;
  }
  const named = irr.named;
  if (d.stash?.cards.some((c) => c.position === irr.position) || d.correction !== null) {
    // The trick before is being corrected: the named card simply takes the misplaced card's place.
    const here = [...(d.current?.cards ?? []), ...(d.stash?.cards ?? [])].some(
      (c) => c.position === irr.position,
    );
    if (!here) {
      note(
        d,
        position,
        "45D",
        "another correction is in progress: attention to dummy's card is to be drawn again after it",
      );
      return;
    }
    if (named === undefined || !d.hands[irr.seat].includes(named)) return;
    settleIrregular(d, irr.position, "withdrawn (45D1)");
    for (const t of [d.current, d.stash]) {
      if (t === null) continue;
      for (const c of t.cards) {
        if (c.position !== irr.position) continue;
        c.card = named;
        c.law = "45D1";
      }
    }
    returnCard(d, irr.seat, irr.card);
    takeCard(d, irr.seat, named);
    note(
      d,
      position,
      "45D1",
      `dummy's ${irr.card} is withdrawn: ${named}, the card declarer named, is played in its place`,
    );
    return;
  }
  reopen(d, trick.number);
  const w = withdrawCard(d, irr.position);
  if (w.pc === null) return;
  settleIrregular(d, irr.position, "withdrawn (45D1)");
  note(d, position, "45D1", `dummy's ${irr.card} is withdrawn: the card declarer named is played`);
  const steps: CorrectionStep[] = [];
  if (named !== undefined && d.hands[irr.seat].includes(named)) place(d, irr.seat, named, position, "45D1");
  else steps.push({ kind: "substitute", seat: irr.seat });
  const defenders = [...(d.current?.cards ?? []), ...(d.stash?.cards ?? [])]
    .filter((c) => c.position > irr.position && isDefender(d, c.seat))
    .sort((a, b) => a.position - b.position);
  for (const c of defenders) steps.push(offerStep("45D1", position, c));
  d.correction = { law: "45D1", position, steps, after: irr.position, offendingSide: sideOf(d.declarer) };
};

/**
 * Law 45D2: the ruling that it is too late brings the revokes the misplaced card makes under Law 64 by itself
 * (they are established: both sides have played to the next trick; no separate `AttentionDrawn` is needed).
 * 45D2(a), the card was the lead: a failure to follow its suit is a revoke: declarer's by 64A, a defender's by
 * 64C1 only (WBFLC; A-11). 45D2(b), played to a trick in progress: dummy's own revoke, 64B3 and 64C.
 */
const law45D2Revokes = (
  d: PlayDraft,
  trick: number,
  irr: IrregularPlay,
  wasLead: boolean,
  position: number,
): void => {
  for (const r of d.revokes) {
    if (r.trick !== trick) continue;
    const deemed = wasLead
      ? r.position !== irr.position
      : r.position === irr.position && r.offender === d.dummy;
    if (!deemed) continue;
    if (wasLead && isDefender(d, r.offender)) r.misplacedLead = true;
    if (r.attention !== undefined) continue;
    r.attention = position;
    const law = !wasLead ? "64B3, 64C" : isDefender(d, r.offender) ? "64C1 only" : "64A";
    note(
      d,
      position,
      wasLead ? "45D2(a)" : "45D2(b)",
      `${name(r.offender)}'s ${r.card} on trick ${trick} is a revoke ${r.status === "committed" ? "committed" : "established"}: Law 64 applies at the end of play (${law})`,
    );
  }
};

/**
 * Law 45C4(b) (2017): declarer may change an unintended designation of a card from dummy (a slip of the
 * tongue, the Director's finding, not a change of mind) until he next plays a card from either hand; the
 * card is withdrawn with no rectification (47C) and each opponent who played after it may withdraw his card
 * and substitute (47D; 16C). The 2007 Code (P-2): any player may, until his partner has played a card.
 */
export const law45C4bChange = (d: PlayDraft, seat: Seat, card: Card, position: number): void => {
  if (d.edition === "2017" && seat !== d.dummy) {
    throw new NotOpen(
      `45C4(b): only declarer's designation of a card from dummy may be changed (the card is ${name(seat)}'s)`,
    );
  }
  if (d.correction !== null) throw new NotOpen("45C4(b): another correction is in progress");
  const found = allTricks(d)
    .flatMap((t) => t.cards)
    .find((c) => c.seat === seat && c.card === card);
  if (found === undefined) throw new NotOpen(`45C4(b): ${name(seat)} has not played ${card} to the trick`);
  const pc = { ...found };
  const since = allTricks(d)
    .flatMap((t) => t.cards)
    .filter((c) => c.position > pc.position);
  const blockers = d.edition === "2017" ? [d.declarer, d.dummy] : [partner(seat)];
  if (since.some((c) => blockers.includes(c.seat))) {
    throw new NotOpen(
      `45C4(b): too late to change the designation of ${card}: ${d.edition === "2017" ? "declarer has since played a card" : "partner has since played a card"}`,
    );
  }
  const trick = allTricks(d).find((t) => t.cards.some((c) => c.position === pc.position))!;
  reopen(d, trick.number);
  const w = withdrawCard(d, pc.position);
  if (w.pc === null) throw new NotOpen(`45C4(b): ${card} can no longer be withdrawn`);
  note(
    d,
    position,
    "45C4(b)",
    `${name(seat)}'s ${card} is changed (an unintended designation): withdrawn with no rectification (47C)`,
  );
  const opponents = [...(d.current?.cards ?? []), ...(d.stash?.cards ?? [])]
    .filter((c) => c.position > pc.position && sideOf(c.seat) !== sideOf(seat))
    .sort((a, b) => a.position - b.position);
  d.correction = {
    law: "45C4(b)",
    position,
    steps: [{ kind: "substitute", seat }, ...opponents.map((c) => offerStep("47D", position, c))],
    after: pc.position,
    offendingSide: sideOf(seat),
  };
};
