import { lho, partner, rho, type Side, sideOf } from "@bridgelaw/cards";
import type { Correction, CorrectionStep, Matter, PlayedCard, PlayState, Revoke } from "../state.ts";
import { closeMatter, name, note, offering, openMatter } from "../step.ts";
import { countTricks, isDefender, reopen, returnCard, seatAt, trickWinner, withdrawCard } from "../trick.ts";
import { law50PenaltyCard } from "./50-penalty-card.ts";

/** The cards played after position `after` by the given side, in the trick being corrected and the next one. */
const playedAfter = (
  p: PlayState,
  after: number,
  side: Side,
  exclude: readonly PlayedCard[] = [],
): PlayedCard[] =>
  [...(p.current?.cards ?? []), ...(p.stash?.cards ?? [])]
    .filter((c) => c.position > after && sideOf(c.seat) === side && !exclude.includes(c))
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
  p: PlayState,
  revokes: readonly Revoke[],
  position: number,
  options: { readonly noPenalty?: boolean; readonly clause?: "62B" | "62C3" | "52B2" } = {},
): PlayState => {
  const first = revokes[0]!;
  let q = reopen(p, first.trick);
  if (q.current === null || q.current.number !== first.trick) return p;
  const clause = options.clause ?? "62B";
  const offenders: PlayedCard[] = [];
  for (const r of revokes) {
    const w = withdrawCard(q, r.position);
    if (w.pc === null) continue;
    q = w.p;
    offenders.push(w.pc);
    const faced = w.pc.law === "50D1";
    const sub =
      clause === "62C3"
        ? "62C3"
        : clause === "52B2"
          ? "52B2"
          : isDefender(q, r.offender) && !faced
            ? "62B1"
            : "62B2";
    q = {
      ...q,
      revokes: q.revokes.map((x) =>
        x.position === r.position ? { ...x, status: "corrected", correctedBy: sub } : x,
      ),
    };
    q = note(
      q,
      position,
      sub,
      `${name(r.offender)}'s revoke on trick ${r.trick} (${r.card}) is corrected: the card is withdrawn and ${name(r.offender)} must substitute a legal card`,
    );
    if (isDefender(q, r.offender) && options.noPenalty !== true && (sub !== "62B2" || faced)) {
      q = law50PenaltyCard(
        q,
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
    for (const pc of q.stash?.cards ?? []) {
      q = { ...q, hands: returnCard(q, pc.seat, pc.card) };
      if (isDefender(q, pc.seat)) q = law50PenaltyCard(q, pc.seat, pc.card, "deliberate", "62C3", position);
    }
    q = note(
      { ...q, stash: null },
      position,
      "64B8",
      "both sides' revokes on the trick are corrected (62C3): no trick adjustment",
    );
    return {
      ...q,
      correction: merge(q, { law: "62C3", position, steps: substitutes, after, offendingSide }),
    };
  }
  const offers = playedAfter(q, after, sideOf(first.offender) === "NS" ? "EW" : "NS").map((pc) =>
    offerStep("62C1", position, pc),
  );
  return {
    ...q,
    correction: merge(q, { law: clause, position, steps: [...substitutes, ...offers], after, offendingSide }),
  };
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

/**
 * Moves a correction on: drops substitutions made and withdrawals no longer possible, and opens the next
 * withdrawal as a pending option. The correction ends when no step is left.
 */
export const advanceCorrection = (p: PlayState, position: number): PlayState => {
  let q = p;
  while (q.correction !== null) {
    const [step, ...rest] = q.correction.steps;
    if (step === undefined) return { ...q, correction: null };
    if (step.kind === "substitute") {
      const sub = q.current?.cards.find((c) => c.seat === step.seat);
      if (sub !== undefined) {
        q = { ...q, correction: { ...q.correction, steps: rest } };
        if (sub.position === position) {
          q = note(q, position, q.correction!.law, `${name(step.seat)} substitutes ${sub.card}`);
        }
        continue;
      }
      return q;
    }
    const there = [...(q.current?.cards ?? []), ...(q.stash?.cards ?? [])].some(
      (c) => c.position === step.cardPosition,
    );
    if (!there) {
      q = { ...q, correction: { ...q.correction, steps: rest } };
      continue;
    }
    if (
      q.matters.some((m) => m.kind === "offer" && m.cardPosition === step.cardPosition && m.law === step.law)
    )
      return q;
    return openMatter(
      q,
      offering(step, [
        {
          seat: step.seat,
          law: step.law,
          options: ["keep", "withdraw"],
          about: step.position,
          text: `${name(step.seat)} may withdraw his ${step.card} and substitute another card (${step.law}${
            step.law === "62C2" ? ": as a defender's card it becomes a penalty card" : ""
          })`,
        },
      ]),
    );
  }
  return q;
};

/**
 * A withdrawal offered under 62C1, 62C2, 45D1 or 47D, kept or taken. A card taken back from the trick is
 * replaced by the same player; one taken back from the next trick is simply led again in turn.
 */
export const law62Withdrawal = (
  p: PlayState,
  m: Extract<Matter, { kind: "offer" }>,
  option: string,
  position: number,
): PlayState => {
  let q = closeMatter(p, m);
  const correction = q.correction;
  const rest =
    correction === null
      ? []
      : correction.steps.filter((s) => !(s.kind === "offer" && s.cardPosition === m.cardPosition));
  q = correction === null ? q : { ...q, correction: { ...correction, steps: rest } };
  if (option === "keep") return note(q, position, m.law, `${name(m.seat)} keeps his ${m.card}`);
  const w = withdrawCard(q, m.cardPosition);
  if (w.pc === null) return q;
  q = note(
    w.p,
    position,
    m.law,
    `${name(m.seat)} withdraws his ${m.card}${w.fromStash ? "" : " and must substitute a card"} (16C: unauthorized information for his opponents' side)`,
  );
  const offending = correction?.offendingSide === sideOf(m.seat);
  if (offending && isDefender(q, m.seat))
    q = law50PenaltyCard(q, m.seat, m.card, "deliberate", m.law, position);
  if (w.fromStash || q.correction === null) return q;
  const follow: CorrectionStep[] = [];
  const current = q.current!;
  if (m.law === "62C1") {
    // 62C2: the offending side's player who played next in rotation after the withdrawn card.
    const next = current.cards.find(
      (c) =>
        c.seat ===
        nextAfter(
          current.leader,
          m.seat,
          current.cards.map((x) => x.seat),
        ),
    );
    if (
      next !== undefined &&
      next.position > q.correction.after &&
      sideOf(next.seat) === q.correction.offendingSide
    ) {
      follow.push(offerStep("62C2", position, next));
    }
  } else if (m.law === "45D1" && m.seat === rho(q.declarer)) {
    // 45D1: declarer's RHO changed his card, so declarer may change the card he played after it.
    const mine = current.cards.find((c) => c.seat === q.declarer && c.position > q.correction!.after);
    if (mine !== undefined) follow.push(offerStep("45D1", position, mine));
  }
  return {
    ...q,
    correction: {
      ...q.correction,
      steps: [{ kind: "substitute", seat: m.seat }, ...follow, ...q.correction.steps],
    },
  };
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
export const law62D1 = (p: PlayState, position: number): PlayState => {
  if (p.tricks.length !== 13) return p;
  let q = p;
  for (const r of p.revokes) {
    if (r.trick !== 12 || r.attention === undefined || r.attentionAfter !== undefined) continue;
    if (r.status !== "established" && r.status !== "rectified") continue;
    const t12 = q.tricks[11]!;
    const t13 = q.tricks[12]!;
    const mine12 = t12.cards.find((c) => c.seat === r.offender && c.card === r.card);
    const mine13 = t13.cards.find((c) => c.seat === r.offender);
    const led = t12.cards[0]!.card[0];
    if (mine12 === undefined || mine13 === undefined || mine13.card[0] !== led) continue;
    const cards12 = t12.cards.map((c) => (c === mine12 ? { ...mine13, law: "62D1" } : c));
    const winner12 = trickWinner(cards12, q.strain);
    const last = t13.cards.map((c) => (c === mine13 ? { ...mine12, law: "62D1" } : c));
    const cards13 = [0, 1, 2, 3].map((i) => last.find((c) => c.seat === seatAt(winner12, i))!);
    const tricks = [
      ...q.tricks.slice(0, 11),
      { ...t12, cards: cards12, winner: winner12 },
      { ...t13, leader: winner12, cards: cards13, winner: trickWinner(cards13, q.strain) },
    ];
    q = {
      ...q,
      tricks,
      tricksWon: countTricks(tricks),
      revokes: q.revokes.map((x) => (x === r ? { ...x, status: "corrected", correctedBy: "62D1" } : x)),
    };
    q = note(
      q,
      position,
      "62D1",
      `${name(r.offender)}'s revoke on trick 12 is corrected though established: ${mine13.card} goes to trick 12 (won by ${name(winner12)}), who leads to trick 13; no trick adjustment (64B6)`,
    );
    const partnerAfter = t12.cards.some((c) => c.seat === partner(r.offender) && c.position > r.position);
    if (isDefender(q, r.offender) && partnerAfter)
      q = note(
        q,
        position,
        "62D2",
        `${name(partner(r.offender))} played to trick 12 after ${name(r.offender)}'s revoke: the information from both of ${name(r.offender)}'s last cards is unauthorised to him (16C)`,
      );
  }
  return q;
};
