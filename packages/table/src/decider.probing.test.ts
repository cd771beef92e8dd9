/**
 * No probing (issue 28): a refusal to a player is decided from what that player may see. For random boards at
 * random moments, every seat, every command that names a card, and every hand it may name: the Decider's answer
 * is the same whether a card the player cannot see is in that hand or in another concealed hand. The two
 * worlds differ only in where two concealed cards lie (swapped in the deal and wherever the log names them),
 * so a player who sees the same in both must get the same answer: the same events, or the same refusal (tag,
 * fields and data, hence the same words), never a different one.
 *
 * The moments come from legal boards (tools/src/generate.ts) cut anywhere: during the auction, after it and
 * before the opening lead (dummy not yet faced: 41D), and during the play; more often right before the lead.
 */
import { type Card, DECK, isCard, SEATS, type Seat } from "@bridgelaw/cards";
import { canonicalJson } from "@bridgelaw/log";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { generateBoard } from "../../../tools/src/generate.ts";
import {
  evolveTable,
  initialTableState,
  player,
  type TableCommand,
  type TableEvent,
  type TableState,
  tryDecideTable,
} from "./index.ts";
import { seatView } from "./seat-view.ts";

/** The state the events derive (each must replay: they come from a legal board). */
const stateOf = (events: readonly TableEvent[]): TableState | undefined => {
  let s = initialTableState;
  for (const e of events) {
    try {
      s = evolveTable(s, e);
    } catch {
      return undefined;
    }
  }
  return s;
};

/** Every string in a value that is a card token (the cards a view names, in any field). */
const cardsNamed = (u: unknown, out = new Set<Card>()): Set<Card> => {
  if (typeof u === "string") {
    if (isCard(u)) out.add(u);
  } else if (Array.isArray(u)) {
    for (const x of u) cardsNamed(x, out);
  } else if (typeof u === "object" && u !== null) {
    for (const x of Object.values(u)) cardsNamed(x, out);
  }
  return out;
};

const handOf = (s: TableState, seat: Seat): readonly Card[] =>
  s.play?.hands[seat] ?? s.setup?.deal[seat] ?? [];

/**
 * What `viewer` may not see: the hands shown to him without cards, and of their cards those his view names
 * nowhere (a penalty card, an exposed or played card is seen by all).
 */
const concealed = (s: TableState, events: readonly TableEvent[], viewer: Seat) => {
  const view = seatView(s, events, { role: "player", seat: viewer });
  const named = cardsNamed(view);
  const hands = SEATS.filter((x) => view.hands !== null && view.hands[x].cards === undefined);
  return hands.map((seat) => ({ seat, cards: handOf(s, seat).filter((c) => !named.has(c)) }));
};

/** The events with two cards swapped wherever they appear (the deal string too: PBN writes ranks by suit). */
const swapped = (events: readonly TableEvent[], a: Card, b: Card): TableEvent[] =>
  events.map((e) => {
    if (e.type === "BoardStarted") {
      const [first, ...hands] = e.deal.split(":");
      const cards = (hand: string) =>
        hand.split(".").flatMap((ranks, i) => [...ranks].map((r) => `${"SHDC"[i]}${r}` as Card));
      const write = (cs: readonly Card[]) =>
        ["S", "H", "D", "C"]
          .map((suit) =>
            DECK.filter((c) => cs.includes(c) && c[0] === suit)
              .map((c) => c[1])
              .join(""),
          )
          .join(".");
      const swapOne = (c: Card): Card => (c === a ? b : c === b ? a : c);
      const deal = hands
        .join(":")
        .split(" ")
        .map((h) => write(cards(h).map(swapOne)))
        .join(" ");
      return { ...e, deal: `${first}:${deal}` };
    }
    return JSON.parse(JSON.stringify(e, (_k, v) => (v === a ? b : v === b ? a : v))) as TableEvent;
  });

/** The commands a player may give that name `card`, for the hand of `seat`. */
const commandsNaming = (actor: Seat, seat: Seat, card: Card): TableCommand[] => {
  const a = player(actor);
  return [
    { type: "PlayCard", actor: a, seat, card },
    { type: "PlayCard", actor: a, card },
    { type: "PlayCard", actor: a, seat, card, named: card },
    { type: "ExposeCard", actor: a, seat, card, how: "dropped" },
    { type: "ExposeCard", actor: a, card, how: "shown" },
    { type: "HandleCard", actor: a, seat, card, how: "held-up" },
    { type: "HandleCard", actor: a, seat, card, how: "touched" },
    { type: "HandleCard", actor: a, seat, card, how: "one-movement" },
    { type: "RetractCard", actor: a, seat, card, law: "47E1" },
    { type: "ReturnCardToHand", actor: a, seat, card },
    { type: "TurnCard", actor: a, seat, toward: "opponents" },
    { type: "DesignateCard", actor: a, seat, word: "any", among: [card] },
    { type: "Claim", actor: a, tricks: 1, line: [card] },
  ] as TableCommand[];
};

/** The Decider's answer as data: the events, or the refusal with every field it carries. */
const answer = (command: TableCommand, s: TableState): string => {
  const r = tryDecideTable(command, s);
  return r.ok ? canonicalJson({ events: r.events }) : canonicalJson({ refused: { ...r.error } });
};

const moment = fc.record({
  seed: fc.nat(),
  board: fc.integer({ min: 1, max: 32 }),
  cards: fc.integer({ min: 0, max: 52 }),
  /** Where to cut the board: 0 right before the opening lead, else a fraction of the log. */
  cut: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })),
  pick: fc.infiniteStream(fc.nat()),
});

/** The log of a legal board cut at the moment chosen. */
const logAt = ({ seed, board, cards, cut }: { seed: number; board: number; cards: number; cut: number }) => {
  const all = generateBoard(seed, board, { cards });
  const lead = all.findIndex((e) => e.type === "CardPlayed");
  const end = cut === 0 ? (lead === -1 ? all.length : lead) : Math.max(1, Math.ceil(all.length * cut));
  return all.slice(0, end);
};

describe("no probing (issue 28): refusals to a seat are built from what it may see", () => {
  test.prop([moment], { numRuns: 40 })(
    "for every seat and every card it cannot see, a command naming it gets the same answer whether or not the hand named holds it",
    (m) => {
      const events = logAt(m);
      const s1 = stateOf(events);
      if (s1 === undefined) return;
      const picks = m.pick[Symbol.iterator]();
      const next = (n: number) => (picks.next().value as number) % n;
      for (const actor of SEATS) {
        const hidden = concealed(s1, events, actor).filter((h) => h.cards.length > 0);
        if (hidden.length < 2) continue;
        for (const target of SEATS) {
          // a card of a concealed hand, and one of another concealed hand to trade places with it
          const from = hidden.find((h) => h.seat === target) ?? hidden[next(hidden.length)]!;
          const others = hidden.filter((h) => h.seat !== from.seat);
          const other = others[next(others.length)]!;
          const c = from.cards[next(from.cards.length)]!;
          const d = other.cards[next(other.cards.length)]!;
          const world2 = swapped(events, c, d);
          const s2 = stateOf(world2);
          if (s2 === undefined || s2.applied !== s1.applied) continue;
          // the player sees the same in both worlds
          expect(canonicalJson(seatView(s2, world2, { role: "player", seat: actor }))).toBe(
            canonicalJson(seatView(s1, events, { role: "player", seat: actor })),
          );
          for (const command of commandsNaming(actor, target, c)) {
            expect(answer(command, s2), `${canonicalJson(command)} at ${s1.applied + 1}`).toBe(
              answer(command, s1),
            );
          }
        }
      }
    },
  );

  it("41D: before the opening lead, declarer naming a card of the unfaced dummy gets one answer whether dummy holds it or not", () => {
    // Board 1, 1NT by North passed out: South is dummy, East leads; dummy is not faced yet.
    const deal = "N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765";
    const events: TableEvent[] = [
      { type: "BoardStarted", board: 1, deal },
      { type: "CallMade", seat: "N", call: "1NT" },
      { type: "CallMade", seat: "E", call: "P" },
      { type: "CallMade", seat: "S", call: "P" },
      { type: "CallMade", seat: "W", call: "P" },
    ];
    const s = stateOf(events)!;
    const north = player("N");
    const answers = (card: Card) =>
      [
        { type: "PlayCard", actor: north, seat: "S", card },
        { type: "ExposeCard", actor: north, seat: "S", card },
        { type: "HandleCard", actor: north, seat: "S", card, how: "held-up" },
        { type: "HandleCard", actor: north, seat: "S", card, how: "touched" },
        { type: "DesignateCard", actor: north, word: "any", among: [card] },
      ].map((c) => tryDecideTable(c as TableCommand, s));
    const held = answers("S8"); // South holds S8
    const notHeld = answers("SJ"); // East does
    for (const [i, r] of held.entries()) {
      expect(r.ok).toBe(false);
      expect(canonicalJson(r)).toBe(canonicalJson(notHeld[i]));
      if (!r.ok) {
        expect(r.error._tag).toBe("ActorNotAllowed");
        expect(r.error.refusal).toEqual({ _tag: "DummyNotFaced", player: "N", seat: "S", law: "41D" });
      }
    }
    // once the opening lead is faced, dummy is declarer's to play from (45B)
    const faced = stateOf([...events, { type: "CardPlayed", seat: "E", card: "CK" }])!;
    expect(tryDecideTable({ type: "PlayCard", actor: north, seat: "S", card: "C9" }, faced)).toMatchObject({
      ok: true,
      events: [{ type: "CardPlayed", seat: "S", card: "C9" }],
    });
    // the presumed dummy's own card before the lead is his own to show (a fact the Laws rectify)
    expect(tryDecideTable({ type: "ExposeCard", actor: player("S"), card: "S8" }, s).ok).toBe(true);
  });
});
