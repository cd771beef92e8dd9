import { type Card, partner, type Seat, sideOf } from "@bridgelaw/cards";
import { NotOpen } from "../errors.ts";
import { place } from "../place.ts";
import type { CorrectionStep, IrregularPlay, PlayState, Trick } from "../state.ts";
import { ask, name, note, settleIrregular } from "../step.ts";
import { isDefender, leadOf, reopen, returnCard, takeCard, withdrawCard } from "../trick.ts";
import { offerStep } from "./62-correction.ts";
import { bothSidesPlayedOn } from "./67-defective-trick.ts";

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
export const law45DAttention = (p: PlayState, irr: IrregularPlay, position: number): PlayState => {
  const trick = allTricks(p).find((t) => t.cards.some((c) => c.position === irr.position));
  if (trick === undefined) return p;
  if (bothSidesPlayedOn(p, trick.number)) {
    let q = settleIrregular(p, irr.position, "stands (45D2)");
    if (q.edition === "2007") {
      return ask(
        note(
          q,
          position,
          "45D",
          "too late to withdraw the card (no 45D2 in the 2007 Code): the Director rules",
        ),
        {
          law: "45D",
          position: irr.position,
          question: `dummy's ${irr.card} (declarer named ${irr.named}) was found after both sides played to the next trick: rule (Laws 12, 84D under the 2007 Code)`,
        },
      );
    }
    const wasLead = leadOf(trick)?.position === irr.position;
    if (wasLead) {
      q = {
        ...q,
        revokes: q.revokes.map((r) =>
          r.trick === trick.number && isDefender(q, r.offender) ? { ...r, misplacedLead: true } : r,
        ),
      };
    }
    return note(
      q,
      position,
      wasLead ? "45D2(a)" : "45D2(b)",
      `too late to correct dummy's ${irr.card}: the play stands${wasLead ? "; a failure to follow it is a revoke (declarer: 64A; a defender: 64C1)" : "; if dummy thereby revoked, 64B3 and 64C"}`,
    );
  }
  const named = irr.named;
  if (p.stash?.cards.some((c) => c.position === irr.position) || p.correction !== null) {
    // The trick before is being corrected: the named card simply takes the misplaced card's place.
    const here = [...(p.current?.cards ?? []), ...(p.stash?.cards ?? [])].some(
      (c) => c.position === irr.position,
    );
    if (!here)
      return note(
        p,
        position,
        "45D",
        "another correction is in progress: attention to dummy's card is to be drawn again after it",
      );
    if (named === undefined || !p.hands[irr.seat].includes(named)) return p;
    const swap = (t: Trick | null): Trick | null =>
      t === null
        ? null
        : {
            ...t,
            cards: t.cards.map((c) => (c.position === irr.position ? { ...c, card: named, law: "45D1" } : c)),
          };
    const q: PlayState = {
      ...settleIrregular(p, irr.position, "withdrawn (45D1)"),
      current: swap(p.current),
      stash: swap(p.stash),
      hands: takeCard({ ...p, hands: returnCard(p, irr.seat, irr.card) }, irr.seat, named),
    };
    return note(
      q,
      position,
      "45D1",
      `dummy's ${irr.card} is withdrawn: ${named}, the card declarer named, is played in its place`,
    );
  }
  let q = reopen(p, trick.number);
  const w = withdrawCard(q, irr.position);
  if (w.pc === null) return p;
  q = settleIrregular(w.p, irr.position, "withdrawn (45D1)");
  q = note(q, position, "45D1", `dummy's ${irr.card} is withdrawn: the card declarer named is played`);
  const steps: CorrectionStep[] = [];
  if (named !== undefined && q.hands[irr.seat].includes(named))
    q = place(q, irr.seat, named, position, "45D1");
  else steps.push({ kind: "substitute", seat: irr.seat });
  const defenders = [...(q.current?.cards ?? []), ...(q.stash?.cards ?? [])]
    .filter((c) => c.position > irr.position && isDefender(q, c.seat))
    .sort((a, b) => a.position - b.position);
  for (const c of defenders) steps.push(offerStep("45D1", position, c));
  return {
    ...q,
    correction: { law: "45D1", position, steps, after: irr.position, offendingSide: sideOf(q.declarer) },
  };
};

/**
 * Law 45C4(b) (2017): declarer may change an unintended designation of a card from dummy (a slip of the
 * tongue, the Director's finding, not a change of mind) until he next plays a card from either hand; the
 * card is withdrawn with no rectification (47C) and each opponent who played after it may withdraw his card
 * and substitute (47D; 16C). The 2007 Code (P-2): any player may, until his partner has played a card.
 */
export const law45C4bChange = (p: PlayState, seat: Seat, card: Card, position: number): PlayState => {
  if (p.edition === "2017" && seat !== p.dummy) {
    throw new NotOpen(
      `45C4(b): only declarer's designation of a card from dummy may be changed (the card is ${name(seat)}'s)`,
    );
  }
  if (p.correction !== null) throw new NotOpen("45C4(b): another correction is in progress");
  const pc = allTricks(p)
    .flatMap((t) => t.cards)
    .find((c) => c.seat === seat && c.card === card);
  if (pc === undefined) throw new NotOpen(`45C4(b): ${name(seat)} has not played ${card} to the trick`);
  const since = allTricks(p)
    .flatMap((t) => t.cards)
    .filter((c) => c.position > pc.position);
  const blockers = p.edition === "2017" ? [p.declarer, p.dummy] : [partner(seat)];
  if (since.some((c) => blockers.includes(c.seat))) {
    throw new NotOpen(
      `45C4(b): too late to change the designation of ${card}: ${p.edition === "2017" ? "declarer has since played a card" : "partner has since played a card"}`,
    );
  }
  const trick = allTricks(p).find((t) => t.cards.includes(pc))!;
  let q = reopen(p, trick.number);
  const w = withdrawCard(q, pc.position);
  if (w.pc === null) throw new NotOpen(`45C4(b): ${card} can no longer be withdrawn`);
  q = note(
    w.p,
    position,
    "45C4(b)",
    `${name(seat)}'s ${card} is changed (an unintended designation): withdrawn with no rectification (47C)`,
  );
  const opponents = [...(q.current?.cards ?? []), ...(q.stash?.cards ?? [])]
    .filter((c) => c.position > pc.position && sideOf(c.seat) !== sideOf(seat))
    .sort((a, b) => a.position - b.position);
  return {
    ...q,
    correction: {
      law: "45C4(b)",
      position,
      steps: [{ kind: "substitute", seat }, ...opponents.map((c) => offerStep("47D", position, c))],
      after: pc.position,
      offendingSide: sideOf(seat),
    },
  };
};
