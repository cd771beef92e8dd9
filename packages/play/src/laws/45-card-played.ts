import { type Card, partner, type Seat, sideOf } from "@bridgelaw/cards";
import { NotOpen } from "../errors.ts";
import { offerStep } from "../rules/correction.ts";
import { law50PenaltyCard } from "../rules/penalty-cards.ts";
import { place } from "../rules/place.ts";
import type { CorrectionStep, IrregularPlay, PlayDraft, PlayState } from "../state.ts";
import { addIrregular, ask, note, settleIrregular } from "../step.ts";
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

/**
 * Law 45E, reached by 45C1 ("if he has already played a legal card to the current trick, see Law 45E") and 67A2
 * (too many cards to a trick): a player faces a second card to the trick in progress, to which he has already
 * played a legal card (`CardPlayed` with `trick` naming that trick). It is not played: the trick keeps his first
 * card and the turn does not move. 45E1: a defender's card becomes a penalty card under Law 50, major as a card
 * exposed through deliberate play (50B2; an inadvertent exposure is a `CardExposed`, Law 49). It is neither a lead
 * to the next trick nor a play out of turn, so Law 57A does not apply: his partner's play to the trick is not
 * restricted, whether or not he has played. (A card the Director deems led to the next trick, 45E1's exception, is
 * a `CardPlayed` without `trick`: 57A before partner has played.) 45E2: declarer's card, from his hand or dummy,
 * stays in that hand with no rectification (48A: never a penalty card).
 */
export const law45ESecondCard = (d: PlayDraft, seat: Seat, card: Card, position: number): void => {
  const current = d.current!;
  const trick = current.number;
  if (isDefender(d, seat)) {
    const mate = partner(seat);
    addIrregular(d, {
      seat,
      card,
      position,
      law: "45E1",
      reason: "second-card",
      status: "penalty-card",
      trick,
    });
    note(d, {
      _tag: "SecondCardPenalty",
      position,
      law: "45E1",
      seat,
      card,
      trick,
      partner: mate,
      partnerToPlay: !current.cards.some((c) => c.seat === mate),
    });
    law50PenaltyCard(d, seat, card, "deliberate", "45E1", position);
    return;
  }
  addIrregular(d, { seat, card, position, law: "45E2", reason: "second-card", status: "returned", trick });
  note(d, { _tag: "SecondCardReturned", position, law: "45E2", seat, card, trick });
};
