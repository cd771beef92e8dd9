/** Test helper: random boards with random irregularities, as facts (the property tests). */
import { type Card, type LawId, SEATS, type Seat, type Strain } from "@bridgelaw/cards";
import { attentionInPlay } from "./attention.ts";
import { answerPlayRuling, choosePlayOption, designateCard, dummyViolation, exposeCard } from "./facts.ts";
import { evolvePlay, initialPlay, legalCards } from "./play.ts";
import type { AttentionTiming, Edition, PlayState } from "./state.ts";

/** One fact of a generated board, as a log would hold it. */
export type Fact =
  | {
      readonly kind: "card";
      readonly seat: Seat;
      readonly card: Card;
      readonly trick?: number;
      readonly named?: Card;
    }
  | { readonly kind: "designate"; readonly word: "high" | "low" | "win" | "any" }
  | { readonly kind: "violation" }
  | { readonly kind: "expose"; readonly seat: Seat; readonly card: Card }
  | { readonly kind: "choose"; readonly seat: Seat; readonly law: LawId; readonly option: string }
  | {
      readonly kind: "attention";
      readonly seat: Seat;
      readonly about: number;
      readonly after?: AttentionTiming;
    }
  | { readonly kind: "ruling"; readonly law: LawId; readonly about: number; readonly tricks?: number };

export const apply = (p: PlayState, f: Fact, position: number): PlayState => {
  switch (f.kind) {
    case "card":
      return evolvePlay(
        p,
        {
          type: "CardPlayed",
          seat: f.seat,
          card: f.card,
          ...(f.trick !== undefined && { trick: f.trick }),
          ...(f.named !== undefined && { named: f.named }),
        },
        position,
      );
    case "designate":
      return designateCard(p, p.dummy, { word: f.word }, position);
    case "violation":
      return dummyViolation(p, p.dummy, "43A2(b)", position);
    case "expose":
      return exposeCard(p, f.seat, f.card, "dropped", position);
    case "choose":
      return choosePlayOption(
        p,
        { type: "OptionChosen", seat: f.seat, law: f.law, option: f.option },
        position,
      );
    case "attention":
      return attentionInPlay(
        p,
        { seat: f.seat, about: f.about, ...(f.after && { after: f.after }) },
        position,
      );
    case "ruling":
      return answerPlayRuling(
        p,
        {
          type: "DirectorRuled",
          law: f.law,
          about: f.about,
          ...(f.tricks !== undefined && { tricks: f.tricks }),
        },
        position,
      );
  }
};

export interface Setup {
  readonly hands: Record<Seat, Card[]>;
  readonly declarer: Seat;
  readonly strain: Strain;
  readonly edition: Edition;
}

export const start = (s: Setup): PlayState =>
  initialPlay(s.declarer, s.strain, s.hands, undefined, { edition: s.edition });

/** What a generator drives: the play as it stands, and how a fact is recorded (a log, or a table's log). */
export interface PlayDriver {
  readonly state: PlayState;
  push(f: Fact): void;
}

/**
 * A random legal play with random irregularities inserted (revokes, leads and plays out of turn, exposed
 * cards, attention drawn at random times, random choices among the options pending), played to the end.
 */
export const generate = (
  s: Setup,
  rolls: readonly number[],
  options: { readonly defective?: boolean } = {},
): { facts: Fact[]; end: PlayState } => {
  let p = start(s);
  const facts: Fact[] = [];
  drivePlay(
    {
      get state() {
        return p;
      },
      push: (f) => {
        facts.push(f);
        p = apply(p, f, facts.length);
      },
    },
    rolls,
    options,
  );
  return { facts, end: p };
};

/**
 * Drives a play with random irregularities to its end through `d` (the play package's own board, or a whole
 * table's log): the generator of `generate`, for any place the play lives.
 */
export const drivePlay = (
  d: PlayDriver,
  rolls: readonly number[],
  options: { readonly defective?: boolean } = {},
): void => {
  const defective = options.defective ?? false;
  let i = 0;
  const roll = (n: number): number => {
    const r = rolls[i % rolls.length]! % n;
    i += 1;
    return r;
  };
  const push = (f: Fact): void => d.push(f);
  const run = (): void => {
    for (let step = 0; step < 600 && !d.state.ended; step += 1) {
      const p = d.state;
      if (p.pending.length > 0) {
        const o = p.pending[roll(p.pending.length)]!;
        push({ kind: "choose", seat: o.seat, law: o.law, option: o.options[roll(o.options.length)]! });
        continue;
      }
      const seat = p.turn;
      if (seat === null) throw new Error(`stuck: no turn and nothing pending at step ${step}`);
      if (p.hands[seat].length === 0) {
        // A player short of cards: the Director looks for the defective trick (67B2).
        const x = p.irregular.find((y) => y.status === "pending-attention");
        if (x === undefined) {
          // The Director must rule (the engine asked under Law 67); nothing more a player can do.
          if (defective) return;
          throw new Error(`${seat} has no card to play and no defective trick is pending`);
        }
        push({ kind: "attention", seat: SEATS[roll(4)]!, about: x.position });
        continue;
      }
      if (legalCards(p, seat).length === 0) {
        throw new Error(
          `no legal card for ${seat} at step ${step}: ${JSON.stringify({ hands: p.hands, current: p.current, stash: p.stash, correction: p.correction, defective: p.defective, notes: p.notes })}`,
        );
      }
      const current = p.current!;
      const legal = legalCards(p, seat);
      const hand = p.hands[seat];
      const r = roll(100);
      const committed = p.revokes.filter((x) => x.status === "committed");
      const others = SEATS.filter((x) => x !== seat && p.hands[x].length > 0);
      const irregular = p.irregular.filter((x) => x.status === "pending-attention");
      if (step === 0 && r < 10) push({ kind: "violation" });
      if (r >= 94 && seat === p.dummy && hand.length > 1 && legal.length > 0) {
        const other = hand.filter((c) => c !== legal[0]);
        push({ kind: "card", seat, card: legal[0]!, named: other[roll(other.length)]! });
      } else if (r >= 91 && seat === p.dummy) {
        push({ kind: "designate", word: (["high", "low", "win", "any"] as const)[roll(4)]! });
      } else if (r >= 89 && irregular.length > 0) {
        push({
          kind: "attention",
          seat: SEATS[roll(4)]!,
          about: irregular[roll(irregular.length)]!.position,
        });
      } else if (
        defective &&
        r >= 88 &&
        current.number < 13 && // no trick after the 13th: the log's trick numbers are 1 to 13
        current.cards.length > 0 &&
        p.hands[current.cards[0]!.seat].length > 0 &&
        current.cards.length < 4 &&
        p.correction === null &&
        p.stash === null
      ) {
        const lead = current.cards[0]!;
        push({
          kind: "card",
          seat: lead.seat,
          card: p.hands[lead.seat][0]!,
          trick: current.number + 1,
        });
      } else if (
        defective &&
        r >= 87 &&
        p.tricks.length > 0 &&
        current.cards.length === 0 &&
        p.correction === null
      ) {
        const t = p.tricks[p.tricks.length - 1]!;
        const who = others.find((x) => x !== t.winner);
        if (who !== undefined) push({ kind: "card", seat: who, card: p.hands[who][0]!, trick: t.number });
        else push({ kind: "card", seat, card: legal[0]! });
      } else if (r < 4 && current.cards.length === 0 && p.correction === null && others.length > 0) {
        const who = others[roll(others.length)]!;
        push({ kind: "card", seat: who, card: p.hands[who][roll(p.hands[who].length)]! });
      } else if (r < 8) {
        const defenders = SEATS.filter((x) => x !== p.declarer && x !== p.dummy);
        const who = defenders[roll(2)]!;
        const free = p.hands[who].filter((c) => !p.penaltyCards.some((pc) => pc.card === c));
        if (free.length > 0) push({ kind: "expose", seat: who, card: free[roll(free.length)]! });
      } else if (r < 16 && hand.some((c) => !legal.includes(c))) {
        const illegal = hand.filter((c) => !legal.includes(c));
        push({ kind: "card", seat, card: illegal[roll(illegal.length)]! });
      } else if (r < 19 && current.cards.length > 0 && p.correction === null && others.length > 0) {
        const who = others[roll(others.length)]!;
        push({ kind: "card", seat: who, card: p.hands[who][roll(p.hands[who].length)]! });
      } else if (r < 22 && committed.length > 0) {
        const rv = committed[roll(committed.length)]!;
        push({ kind: "attention", seat: SEATS[roll(4)]!, about: rv.position });
      } else {
        push({ kind: "card", seat, card: legal[roll(legal.length)]! });
      }
    }
  };
  run();
  // 67B: after the play, the Director finds the defective tricks and the omitted cards are faced.
  for (
    let k = 0;
    k < 60 && (d.state.defective !== null || d.state.irregular.some((x) => x.status === "pending-attention"));
    k += 1
  ) {
    const p = d.state;
    if (p.defective !== null) {
      const seat = p.defective.seat;
      const legal = legalCards(p, seat);
      push({ kind: "card", seat, card: (legal[0] ?? p.hands[seat][0])! });
    } else {
      const x = p.irregular.find((y) => y.status === "pending-attention")!;
      push({ kind: "attention", seat: SEATS[roll(4)]!, about: x.position });
    }
  }
  run();
  const timings: (AttentionTiming | undefined)[] = [
    undefined,
    undefined,
    "hands-returned",
    "next-deal-call",
    "round-end",
  ];
  for (const rv of d.state.revokes) {
    if (rv.attention === undefined && roll(3) > 0) {
      push({
        kind: "attention",
        seat: SEATS[roll(4)]!,
        about: rv.position,
        ...(timings[roll(5)] && { after: timings[roll(5)]! }),
      });
    }
  }
  run();
};

export const replay = (s: Setup, facts: readonly Fact[]): PlayState =>
  facts.reduce((p, f, i) => apply(p, f, i + 1), start(s));
