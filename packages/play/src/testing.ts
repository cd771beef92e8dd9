import { type AuditEntry, type Card, parseDeal, type Seat, type Strain } from "@bridgelaw/cards";
import { attentionInPlay } from "./attention.ts";
import {
  answerPlayRuling,
  choosePlayOption,
  designateCard,
  dummyViolation,
  exposeCard,
  retractCard,
} from "./facts.ts";
import type { DummyClause } from "./laws/43-dummy.ts";
import type { Designation } from "./laws/46-designation.ts";
import type { RetractionLaw } from "./laws/47-retraction.ts";
import type { ExposedHow } from "./laws/49-exposure-of-defenders-cards.ts";
import { type CardPlayed, evolvePlay, initialPlay, legalCards } from "./play.ts";
import type { AttentionTiming, Carried, Edition, PlayState } from "./state.ts";

/**
 * The lab deal of the tests: 4H by South, West leads.
 * S ♠A2 ♥AKQJT ♦Q2 ♣AKQ2 · W ♠JT9 ♥65 ♦AJT8 ♣T987 · N ♠Q43 ♥987 ♦K53 ♣J543 · E ♠K8765 ♥432 ♦9764 ♣6
 */
export const LAB = "S:A2.AKQJT.Q2.AKQ2 JT9.65.AJT8.T987 Q43.987.K53.J543 K8765.432.9764.6";

/** A board in the play, driven fact by fact as a log would (each fact gets the next log position). */
export class Board {
  private state: PlayState;
  position = 10;
  /** Every audit entry derived so far. */
  readonly audit: AuditEntry[] = [];
  get p(): PlayState {
    return this.state;
  }
  set p(next: PlayState) {
    this.state = next;
    this.audit.push(...next.notes);
  }
  readonly at = new Map<string, number>();
  constructor(
    declarer: Seat = "S",
    strain: Strain = "H",
    deal: string = LAB,
    edition: Edition = "2017",
    carried?: Carried,
  ) {
    this.state = initialPlay(declarer, strain, parseDeal(deal), carried, {
      edition,
      position: this.position,
    });
    this.audit.push(...this.state.notes);
  }
  private next(): number {
    this.position += 1;
    return this.position;
  }
  /** Plays "W:SJ N:S3 …"; a card token may carry "@7" to play it to trick 7 (45E, 67). */
  play(spec: string): this {
    for (const tok of spec.trim().split(/\s+/)) {
      const [seat, rest] = tok.split(":") as [Seat, string];
      const [card, trick] = rest.split("@") as [Card, string | undefined];
      const position = this.next();
      const e: CardPlayed = {
        type: "CardPlayed",
        seat,
        card,
        ...(trick !== undefined && { trick: Number(trick) }),
      };
      this.p = evolvePlay(this.p, e, position);
      this.at.set(card, position);
    }
    return this;
  }
  /** Plays the first legal card of whoever is to play, `n` times (or until the end). */
  auto(n = 52): this {
    for (let i = 0; i < n && !this.p.ended && this.p.turn !== null; i += 1) {
      const seat = this.p.turn;
      this.play(`${seat}:${legalCards(this.p, seat)[0]}`);
    }
    return this;
  }
  faceDown(seat: Seat, card: Card): this {
    const position = this.next();
    this.p = evolvePlay(this.p, { type: "CardPlayed", seat, card, faceDown: true }, position);
    this.at.set(card, position);
    return this;
  }
  named(seat: Seat, card: Card, named: Card): this {
    const position = this.next();
    this.p = evolvePlay(this.p, { type: "CardPlayed", seat, card, named }, position);
    this.at.set(card, position);
    return this;
  }
  expose(seat: Seat, card: Card, how?: ExposedHow): this {
    this.p = exposeCard(this.p, seat, card, how, this.next());
    return this;
  }
  choose(seat: Seat, law: string, option: string): this {
    this.p = choosePlayOption(this.p, { type: "OptionChosen", seat, law, option }, this.next());
    return this;
  }
  attention(seat: Seat, card: Card, after?: AttentionTiming): this {
    const about = this.at.get(card);
    this.p = attentionInPlay(
      this.p,
      { seat, ...(about !== undefined && { about }), ...(after && { after }) },
      this.next(),
    );
    return this;
  }
  attentionAt(seat: Seat, about: number, after?: AttentionTiming): this {
    this.p = attentionInPlay(this.p, { seat, about, ...(after && { after }) }, this.next());
    return this;
  }
  rule(law: string, about: number | undefined, ruling: { answer?: string; tricks?: number }): this {
    this.p = answerPlayRuling(
      this.p,
      { type: "DirectorRuled", law, ...(about !== undefined && { about }), ...ruling },
      this.next(),
    );
    return this;
  }
  designate(d: Designation): this {
    this.p = designateCard(this.p, this.p.dummy, d, this.next());
    return this;
  }
  retract(seat: Seat, card: Card, law: "45C4(b)" | RetractionLaw): this {
    this.p = retractCard(this.p, seat, card, law, this.next());
    return this;
  }
  dummyViolation(clause: DummyClause): this {
    this.p = dummyViolation(this.p, this.p.dummy, clause, this.next());
    return this;
  }
  /** The pending options as `seat law: options`. */
  get pending(): string[] {
    return this.p.pending.map((o) => `${o.seat} ${o.law}: ${o.options.join(",")}`);
  }
  get penalties(): string[] {
    return this.p.penaltyCards.map((pc) => `${pc.seat}:${pc.card}:${pc.kind}:${pc.law}`);
  }
  legal(seat: Seat = this.p.turn!): Card[] {
    return legalCards(this.p, seat);
  }
  trick(n: number): string[] {
    const t = this.p.tricks[n - 1] ?? (this.p.current?.number === n ? this.p.current : undefined);
    return (t?.cards ?? []).map((c) => `${c.seat}:${c.card}`);
  }
  /** The Law ids of the audit entries derived so far. */
  laws(): string[] {
    return this.audit.map((n) => n.law);
  }
}
