import { lho, rho, sideOf } from "@bridgelaw/cards";
import { law62D2, law62D2Applies, offerStep } from "../rules/correction.ts";
import { law50PenaltyCard } from "../rules/penalty-cards.ts";
import type { CorrectionStep, Matter, PlayDraft, PlayedCard } from "../state.ts";
import { closeMatter, note, offering, openMatter } from "../step.ts";
import { countTricks, isDefender, seatAt, trickWinner, withdrawCard } from "../trick.ts";

/**
 * Moves a correction on: drops substitutions made and withdrawals no longer possible, and opens the next
 * withdrawal as a pending option. The correction ends when no step is left.
 */
export const advanceCorrection = (d: PlayDraft, position: number): void => {
  while (d.correction !== null) {
    const correction = d.correction;
    const step = correction.steps[0];
    if (step === undefined) {
      d.correction = null;
      return;
    }
    if (step.kind === "substitute") {
      const sub = d.current?.cards.find((c) => c.seat === step.seat);
      if (sub !== undefined) {
        correction.steps.shift();
        if (sub.position === position)
          note(d, { _tag: "Substitutes", position, law: correction.law, seat: step.seat, card: sub.card });
        continue;
      }
      return;
    }
    const there = [...(d.current?.cards ?? []), ...(d.stash?.cards ?? [])].some(
      (c) => c.position === step.cardPosition,
    );
    if (!there) {
      correction.steps.shift();
      continue;
    }
    if (
      d.matters.some((m) => m.kind === "offer" && m.cardPosition === step.cardPosition && m.law === step.law)
    )
      return;
    openMatter(
      d,
      offering({ ...step }, [
        {
          _tag: "MayWithdraw",
          seat: step.seat,
          law: step.law,
          options: ["keep", "withdraw"],
          about: step.position,
          card: step.card,
        },
      ]),
    );
    return;
  }
};

/**
 * A withdrawal offered under 62C1, 62C2, 45D1 or 47D, kept or taken. A card taken back from the trick is
 * replaced by the same player; one taken back from the next trick is simply led again in turn.
 */
export const law62Withdrawal = (
  d: PlayDraft,
  m: Extract<Matter, { kind: "offer" }>,
  option: string,
  position: number,
): void => {
  const { seat, card, cardPosition, law } = m;
  closeMatter(d, m);
  const correction = d.correction;
  const offendingSide = correction?.offendingSide;
  if (correction !== null)
    correction.steps = correction.steps.filter(
      (s) => !(s.kind === "offer" && s.cardPosition === cardPosition),
    );
  if (option === "keep") {
    note(d, { _tag: "KeepsCard", position, law, seat, card });
    return;
  }
  const w = withdrawCard(d, cardPosition);
  if (w.pc === null) return;
  note(d, { _tag: "WithdrawsCard", position, law, seat, card, substitute: !w.fromStash });
  const offending = offendingSide === sideOf(seat);
  if (offending && isDefender(d, seat)) law50PenaltyCard(d, seat, card, "deliberate", law, position);
  if (w.fromStash || d.correction === null) return;
  const now = d.correction;
  const follow: CorrectionStep[] = [];
  const current = d.current!;
  if (law === "62C1") {
    // 62C2: the offending side's player who played next in rotation after the withdrawn card.
    const next = current.cards.find(
      (c) =>
        c.seat ===
        nextAfter(
          current.leader,
          seat,
          current.cards.map((x) => x.seat),
        ),
    );
    if (next !== undefined && next.position > now.after && sideOf(next.seat) === now.offendingSide) {
      follow.push(offerStep("62C2", position, next));
    }
  } else if (law === "45D1" && seat === rho(d.declarer)) {
    // 45D1: declarer's RHO changed his card, so declarer may change the card he played after it.
    const mine = current.cards.find((c) => c.seat === d.declarer && c.position > now.after);
    if (mine !== undefined) follow.push(offerStep("45D1", position, mine));
  }
  now.steps = [{ kind: "substitute", seat }, ...follow, ...now.steps];
};

/** The seat that follows `seat` in rotation among those that played to the trick. */
const nextAfter = (
  leader: PlayedCard["seat"],
  seat: PlayedCard["seat"],
  present: readonly PlayedCard["seat"][],
) => {
  let s = lho(seat);
  for (let i = 0; i < 3; i += 1, s = lho(s)) if (present.includes(s) && s !== leader) return s;
  return null;
};

/**
 * Law 62D1: a revoke on trick 12 must be corrected even if established, if found before the hands are
 * returned to the board. The offender's two last cards change places; tricks 12 and 13 are decided afresh,
 * trick 13 led by the winner of the corrected trick 12. No trick adjustment (64B6). 62D2: a defender's partner
 * who played to trick 12 after the revoke has unauthorised information (16C).
 */
export const law62D1 = (d: PlayDraft, position: number): void => {
  if (d.tricks.length !== 13) return;
  for (const r of d.revokes) {
    if (r.trick !== 12 || r.attention === undefined || r.attentionAfter !== undefined) continue;
    if (r.status !== "established" && r.status !== "rectified") continue;
    const t12 = d.tricks[11]!;
    const t13 = d.tricks[12]!;
    const mine12 = t12.cards.find((c) => c.seat === r.offender && c.card === r.card);
    const mine13 = t13.cards.find((c) => c.seat === r.offender);
    const led = t12.cards[0]!.card[0];
    if (mine12 === undefined || mine13 === undefined || mine13.card[0] !== led) continue;
    const was12 = { ...mine12 };
    const was13 = { ...mine13 };
    const cards12 = t12.cards.map((c) => (c === mine12 ? { ...was13, law: "62D1" as const } : c));
    const winner12 = trickWinner(cards12, d.strain);
    const last = t13.cards.map((c) => (c === mine13 ? { ...was12, law: "62D1" as const } : c));
    const cards13 = [0, 1, 2, 3].map((i) => last.find((c) => c.seat === seatAt(winner12, i))!);
    const before12 = law62D2Applies(d, r);
    d.tricks[11] = { ...t12, cards: cards12, winner: winner12 };
    d.tricks[12] = { ...t13, leader: winner12, cards: cards13, winner: trickWinner(cards13, d.strain) };
    d.tricksWon = countTricks(d.tricks);
    r.status = "corrected";
    r.correctedBy = "62D1";
    note(d, {
      _tag: "Trick12RevokeCorrectedAfterPlay",
      position,
      law: "62D1",
      offender: r.offender,
      card: was13.card,
      winner: winner12,
    });
    if (before12) law62D2(d, r, position);
  }
};
