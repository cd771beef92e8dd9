import { partner, type Side, sideOf } from "@bridgelaw/cards";
import type { Correction, CorrectionStep, PlayDraft, PlayedCard, PlayState, Revoke } from "../state.ts";
import { ask, note } from "../step.ts";
import { canReopen, isDefender, reopen, returnCard, withdrawCard } from "../trick.ts";
import { law50PenaltyCard } from "./penalty-cards.ts";

/*
 * Law 62, the correction of a revoke: the rule attention to a revoke not yet established brings (62A–62C), and
 * that Law 52B2 (a card played instead of a penalty card, rejected) and the correction of 43B2(b)/43B3 share.
 * Below the Law files; the withdrawals it offers, and 62D1 at the end of play, are in `laws/62-correction.ts`.
 */

/** The cards played after position `after` by the given side, in the trick being corrected and the next one. */
const playedAfter = (p: PlayState, after: number, side: Side): PlayedCard[] =>
  [...(p.current?.cards ?? []), ...(p.stash?.cards ?? [])]
    .filter((c) => c.position > after && sideOf(c.seat) === side)
    .sort((a, b) => a.position - b.position);

export const offerStep = (
  law: "62C1" | "62C2" | "45D1" | "47D",
  position: number,
  pc: PlayedCard,
): CorrectionStep => ({
  kind: "offer",
  law,
  position,
  seat: pc.seat,
  card: pc.card,
  cardPosition: pc.position,
});

/**
 * Law 62 (A, B): a revoke brought to attention before it is established must be corrected. The offender
 * withdraws the revoke card and substitutes a legal card. 62B1: a defender's card from his unfaced hand
 * becomes a major penalty card; 62B2: declarer's, dummy's, or a defender's faced card goes back with no
 * further rectification. 62C1: then each player of the non-offending side may withdraw a card he played after
 * the revoke (62C2 follows for the offending side). 62C3: when both sides revoked on the trick, both are
 * corrected, the defenders' withdrawn cards become penalty cards and there is no trick adjustment (64B8).
 */
export const law62Correct = (
  d: PlayDraft,
  revokes: readonly Revoke[],
  position: number,
  options: { readonly noPenalty?: boolean; readonly clause?: "62B" | "62C3" | "52B2" } = {},
): void => {
  const first = revokes[0]!;
  if (!canReopen(d, first.trick)) return;
  reopen(d, first.trick);
  const clause = options.clause ?? "62B";
  const offenders: PlayedCard[] = [];
  for (const r of revokes) {
    const w = withdrawCard(d, r.position);
    if (w.pc === null) continue;
    offenders.push(w.pc);
    const faced = w.pc.law === "50D1";
    // 62D: a defender's revoke on trick 12 before his partner played to it (62D2) is corrected under 62D1
    const trick12 = clause === "62B" && law62D2Applies(d, r);
    const sub =
      clause === "62C3"
        ? "62C3"
        : clause === "52B2"
          ? "52B2"
          : trick12
            ? "62D1"
            : isDefender(d, r.offender) && !faced
              ? "62B1"
              : "62B2";
    for (const x of d.revokes) {
      if (x.position !== r.position) continue;
      x.status = "corrected";
      x.correctedBy = sub;
    }
    note(d, {
      _tag: "RevokeCorrected",
      position,
      law: sub,
      offender: r.offender,
      trick: r.trick,
      card: r.card,
    });
    if (trick12) {
      // not a penalty card (its information is not authorised, 50E1): Law 16C applies (62D2)
      law62D2(d, r, position);
      continue;
    }
    if (isDefender(d, r.offender) && options.noPenalty !== true && (sub !== "62B2" || faced)) {
      law50PenaltyCard(
        d,
        r.offender,
        r.card,
        faced && w.pc.penalty === "minor" ? "inadvertent" : "deliberate",
        sub,
        position,
      );
    }
  }
  const after = Math.min(...revokes.map((r) => r.position));
  const offendingSide = sideOf(first.offender);
  const substitutes: CorrectionStep[] = offenders
    .sort((a, b) => a.position - b.position)
    .map((pc) => ({ kind: "substitute", seat: pc.seat }));
  if (clause === "62C3") {
    // Cards played to the next trick go back; those of the defending side become penalty cards.
    for (const pc of d.stash?.cards ?? []) {
      returnCard(d, pc.seat, pc.card);
      if (isDefender(d, pc.seat)) law50PenaltyCard(d, pc.seat, pc.card, "deliberate", "62C3", position);
    }
    d.stash = null;
    note(d, { _tag: "BothRevokesCorrected", position, law: "64B8" });
    d.correction = merge(d, {
      law: "62C3",
      position,
      steps: substitutes,
      after,
      offendingSide,
    }) as PlayDraft["correction"];
    return;
  }
  const offers = playedAfter(d, after, sideOf(first.offender) === "NS" ? "EW" : "NS").map((pc) =>
    offerStep("62C1", position, pc),
  );
  d.correction = merge(d, {
    law: clause,
    position,
    steps: [...substitutes, ...offers],
    after,
    offendingSide,
  }) as PlayDraft["correction"];
};

/**
 * Law 62D2: a defender revoked on trick 12 before his partner played to it. The revoke is corrected (62D1,
 * established or not: the card goes back to his hand, not a penalty card), and Law 16C applies: what the revoke
 * card and the card that corrects it tell partner is unauthorised for him (WBFLC: no trick adjustment does not
 * mean he may defend knowing both of his partner's last cards), not authorised as a penalty card's information
 * would be (50E1). The Director is asked whether partner chose a play it could have suggested (16C2).
 */
export const law62D2Applies = (d: PlayState, r: Revoke): boolean => {
  if (r.trick !== 12 || !isDefender(d, r.offender)) return false;
  const mate = partner(r.offender);
  const cards = [...(d.current?.cards ?? []), ...(d.stash?.cards ?? []), ...(d.tricks[11]?.cards ?? [])];
  return !cards.some((c) => c.seat === mate && c.position < r.position);
};

export const law62D2 = (d: PlayDraft, r: Revoke, position: number): void => {
  const mate = partner(r.offender);
  note(d, {
    _tag: "Trick12RevokeInformation",
    position,
    law: "62D2",
    offender: r.offender,
    partner: mate,
    card: r.card,
  });
  ask(d, {
    _tag: "Trick12RevokeQuestion",
    law: "62D2",
    position: r.position,
    offender: r.offender,
    card: r.card,
    partner: mate,
  });
};

/** A second correction while one is in progress (another revoke on the trick): its steps follow the first's. */
const merge = (p: PlayState, next: Correction): Correction =>
  p.correction === null
    ? next
    : {
        ...p.correction,
        steps: [...p.correction.steps, ...next.steps],
        after: Math.min(p.correction.after, next.after),
      };
