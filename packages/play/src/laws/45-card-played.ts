import { type Card, partner, type Seat, sideOf } from "@bridgelaw/cards";
import { NotOpen } from "../errors.ts";
import { offerStep } from "../rules/correction.ts";
import { place } from "../rules/place.ts";
import type { CorrectionStep, IrregularPlay, PlayDraft, PlayState } from "../state.ts";
import { ask, note, settleIrregular } from "../step.ts";
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
 * (WBFLC), declarer's by 64A. Under the 2007 Code there is no 45D2: the Director rules.
 */
export const law45DAttention = (d: PlayDraft, irr: IrregularPlay, position: number): void => {
  const trick = allTricks(d).find((t) => t.cards.some((c) => c.position === irr.position));
  if (trick === undefined) return;
  if (bothSidesPlayedOn(d, trick.number)) {
    settleIrregular(d, irr.position, "stands", { by: "45D2" });
    if (d.edition === "2007") {
      note(d, { _tag: "MisplacedCardTooLate", position, law: "45D" });
      ask(d, {
        _tag: "MisplacedCardQuestion",
        law: "45D",
        position: irr.position,
        card: irr.card,
        ...(irr.named !== undefined && { named: irr.named }),
      });
      return;
    }
    const wasLead = leadOf(trick)?.position === irr.position;
    note(d, {
      _tag: "MisplacedCardStands",
      position,
      law: wasLead ? "45D2(a)" : "45D2(b)",
      card: irr.card,
      lead: wasLead,
    });
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
      note(d, { _tag: "AttentionAfterCorrection", position, law: "45D" });
      return;
    }
    if (named === undefined || !d.hands[irr.seat].includes(named)) return;
    settleIrregular(d, irr.position, "withdrawn", { by: "45D1" });
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
    note(d, { _tag: "NamedCardPlayedInstead", position, law: "45D1", card: irr.card, named });
    return;
  }
  reopen(d, trick.number);
  const w = withdrawCard(d, irr.position);
  if (w.pc === null) return;
  settleIrregular(d, irr.position, "withdrawn", { by: "45D1" });
  note(d, { _tag: "MisplacedCardWithdrawn", position, law: "45D1", card: irr.card });
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
 * 64C1 only (WBFLC; 45D2(a)'s cross-reference to 64B7 is kept as printed). 45D2(b), played to a trick in
 * progress: dummy's own revoke, 64B3 and 64C.
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
    note(d, {
      _tag: "MisplacedLeadRevoke",
      position,
      law: wasLead ? "45D2(a)" : "45D2(b)",
      offender: r.offender,
      card: r.card,
      trick,
      status: r.status === "committed" ? "committed" : "established",
      by: !wasLead ? "dummy" : isDefender(d, r.offender) ? "defender" : "declarer",
    });
  }
};

/**
 * Law 45C4(b) (2017): declarer may change an unintended designation of a card from dummy (a slip of the
 * tongue, the Director's finding, not a change of mind) until he next plays a card from either hand; the
 * card is withdrawn with no rectification (47C) and each opponent who played after it may withdraw his card
 * and substitute (47D; 16C). The 2007 Code's 45C4(b): any player may, until his partner has played a card.
 */
export const law45C4bChange = (d: PlayDraft, seat: Seat, card: Card, position: number): void => {
  if (d.edition === "2017" && seat !== d.dummy) {
    throw new NotOpen({ _tag: "OnlyDummyDesignationChanged", law: "45C4(b)", seat });
  }
  if (d.correction !== null) throw new NotOpen({ _tag: "CorrectionInProgress", law: "45C4(b)" });
  const found = allTricks(d)
    .flatMap((t) => t.cards)
    .find((c) => c.seat === seat && c.card === card);
  if (found === undefined)
    throw new NotOpen({ _tag: "CardNotPlayed", law: "45C4(b)", seat, card, where: "trick" });
  const pc = { ...found };
  const since = allTricks(d)
    .flatMap((t) => t.cards)
    .filter((c) => c.position > pc.position);
  const blockers = d.edition === "2017" ? [d.declarer, d.dummy] : [partner(seat)];
  if (since.some((c) => blockers.includes(c.seat))) {
    throw new NotOpen({
      _tag: "TooLateToChange",
      law: "45C4(b)",
      card,
      since: d.edition === "2017" ? "declarer" : "partner",
    });
  }
  const trick = allTricks(d).find((t) => t.cards.some((c) => c.position === pc.position))!;
  reopen(d, trick.number);
  const w = withdrawCard(d, pc.position);
  if (w.pc === null) throw new NotOpen({ _tag: "NoLongerWithdrawable", law: "45C4(b)", card });
  note(d, { _tag: "DesignationChanged", position, law: "45C4(b)", seat, card });
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
