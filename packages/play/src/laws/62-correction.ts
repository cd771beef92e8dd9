import { lho, partner, rho, type Side, sideOf } from "@bridgelaw/cards";
import type {
  Correction,
  CorrectionStep,
  Matter,
  PlayDraft,
  PlayedCard,
  PlayState,
  Revoke,
} from "../state.ts";
import { ask, closeMatter, name, note, offering, openMatter } from "../step.ts";
import {
  canReopen,
  countTricks,
  isDefender,
  reopen,
  returnCard,
  seatAt,
  trickWinner,
  withdrawCard,
} from "../trick.ts";
import { law50PenaltyCard } from "./50-penalty-card.ts";

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
    note(
      d,
      position,
      sub,
      `${name(r.offender)}'s revoke on trick ${r.trick} (${r.card}) is corrected: the card is withdrawn and ${name(r.offender)} must substitute a legal card`,
    );
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
    note(d, position, "64B8", "both sides' revokes on the trick are corrected (62C3): no trick adjustment");
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
const law62D2Applies = (d: PlayState, r: Revoke): boolean => {
  if (r.trick !== 12 || !isDefender(d, r.offender)) return false;
  const mate = partner(r.offender);
  const cards = [...(d.current?.cards ?? []), ...(d.stash?.cards ?? []), ...(d.tricks[11]?.cards ?? [])];
  return !cards.some((c) => c.seat === mate && c.position < r.position);
};

const law62D2 = (d: PlayDraft, r: Revoke, position: number): void => {
  const mate = partner(r.offender);
  note(
    d,
    position,
    "62D2",
    `${name(r.offender)} revoked on trick 12 before ${name(mate)}, his partner, played to it: the information from ${name(r.offender)}'s ${r.card} and from the card that corrects it is unauthorised for ${name(mate)} (16C); ${r.card} is not a penalty card whose information would be authorised (50E1)`,
  );
  ask(d, {
    _tag: "Said",
    law: "62D2",
    position: r.position,
    question: `${name(r.offender)}'s revoke on trick 12 (${r.card}) before ${name(mate)} played to it: did ${name(mate)} choose a play that the unauthorised information from his partner's two last cards could have suggested (16C2)? If the declaring side was damaged, award an adjusted score (tricks: the declaring side's tricks)`,
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
          note(d, position, correction.law, `${name(step.seat)} substitutes ${sub.card}`);
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
          _tag: "Said",
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
    note(d, position, law, `${name(seat)} keeps his ${card}`);
    return;
  }
  const w = withdrawCard(d, cardPosition);
  if (w.pc === null) return;
  note(
    d,
    position,
    law,
    `${name(seat)} withdraws his ${card}${w.fromStash ? "" : " and must substitute a card"} (16C: unauthorized information for his opponents' side)`,
  );
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
    const cards12 = t12.cards.map((c) => (c === mine12 ? { ...was13, law: "62D1" } : c));
    const winner12 = trickWinner(cards12, d.strain);
    const last = t13.cards.map((c) => (c === mine13 ? { ...was12, law: "62D1" } : c));
    const cards13 = [0, 1, 2, 3].map((i) => last.find((c) => c.seat === seatAt(winner12, i))!);
    const before12 = law62D2Applies(d, r);
    d.tricks[11] = { ...t12, cards: cards12, winner: winner12 };
    d.tricks[12] = { ...t13, leader: winner12, cards: cards13, winner: trickWinner(cards13, d.strain) };
    d.tricksWon = countTricks(d.tricks);
    r.status = "corrected";
    r.correctedBy = "62D1";
    note(
      d,
      position,
      "62D1",
      `${name(r.offender)}'s revoke on trick 12 is corrected though established: ${was13.card} goes to trick 12 (won by ${name(winner12)}), who leads to trick 13; no trick adjustment (64B6)`,
    );
    if (before12) law62D2(d, r, position);
  }
};
