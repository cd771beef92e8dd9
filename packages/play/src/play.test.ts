import {
  type Card,
  DECK,
  lho,
  parseDeal,
  type Rank,
  rankValue,
  SEATS,
  type Seat,
  type Strain,
  sideOf,
} from "@bridgelaw/cards";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { CardNotHeld, evolvePlay, initialPlay, legalCards, type PlayState, trickWinner } from "./index.ts";

const deal = parseDeal("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432");
const playAll = (p: PlayState, cards: readonly [Seat, Card][]): PlayState =>
  cards.reduce((s, [seat, card], i) => evolvePlay(s, { type: "CardPlayed", seat, card }, i + 10), p);

describe("Law 41: commencement of play", () => {
  it("41A: declarer's LHO makes the opening lead; 41D: dummy is declarer's partner, faced after the lead", () => {
    const p = initialPlay("S", "NT", deal);
    expect(p.turn).toBe("W");
    expect(p.dummy).toBe("N");
    expect(p.dummyFaced).toBe(false);
    expect(playAll(p, [["W", "S2"]]).dummyFaced).toBe(true);
  });
});

describe("Law 44: sequence and procedure of play", () => {
  it("44C: a player must follow suit if able; 44D: else any card", () => {
    const p = playAll(initialPlay("S", "NT", deal), [["W", "S2"]]);
    expect(legalCards(p, "N")).toEqual(["SA", "SK", "SQ", "SJ"]);
    const q = playAll(initialPlay("N", "NT", deal), [["E", "HJ"]]);
    expect(legalCards(q, "S")).toEqual(["H8", "H7", "H6"]);
  });
  it("44E/44F: the highest trump wins, else the highest card of the suit led; 44G: the winner leads next", () => {
    expect(
      trickWinner(
        [
          { seat: "W", card: "S2", position: 1 },
          { seat: "N", card: "SA", position: 2 },
          { seat: "E", card: "ST", position: 3 },
          { seat: "S", card: "S6", position: 4 },
        ],
        "H",
      ),
    ).toBe("N");
    expect(
      trickWinner(
        [
          { seat: "W", card: "D5", position: 1 },
          { seat: "N", card: "DA", position: 2 },
          { seat: "E", card: "S7", position: 3 },
          { seat: "S", card: "D8", position: 4 },
        ],
        "S",
      ),
    ).toBe("E");
    expect(
      trickWinner(
        [
          { seat: "W", card: "D5", position: 1 },
          { seat: "N", card: "HA", position: 2 },
          { seat: "E", card: "D9", position: 3 },
          { seat: "S", card: "D8", position: 4 },
        ],
        "NT",
      ),
    ).toBe("E");
    const p = playAll(initialPlay("S", "NT", deal), [
      ["W", "S2"],
      ["N", "SA"],
      ["E", "S7"],
      ["S", "S3"],
    ]);
    expect(p.tricks[0]?.winner).toBe("N");
    expect(p.turn).toBe("N");
    expect(p.tricksWon).toEqual({ NS: 1, EW: 0 });
  });
  it("a card the seat does not hold, or one already played, is refused (physically impossible)", () => {
    const p = initialPlay("S", "NT", deal);
    expect(() => evolvePlay(p, { type: "CardPlayed", seat: "W", card: "SA" }, 5)).toThrow(CardNotHeld);
    const q = playAll(p, [
      ["W", "S2"],
      ["N", "SA"],
      ["E", "S7"],
      ["S", "S3"],
    ]);
    expect(() => evolvePlay(q, { type: "CardPlayed", seat: "N", card: "SA" }, 9)).toThrow(
      /already been played/,
    );
  });
  it("61A: a failure to follow suit when able is a revoke, committed until attention is drawn (Law 63)", () => {
    const p = playAll(initialPlay("S", "NT", deal), [
      ["W", "S2"],
      ["N", "HA"],
    ]);
    expect(p.revokes).toEqual([
      {
        trick: 1,
        offender: "N",
        card: "HA",
        position: 11,
        status: "committed",
        law: "61A",
        kind: "dummy",
        suit: "S",
      },
    ]);
    expect(p.pending).toEqual([]);
  });
  it("53–57: a card played out of turn is recorded with its Law and not taken into the trick until the Law says so", () => {
    const p = initialPlay("S", "NT", deal);
    const q = evolvePlay(p, { type: "CardPlayed", seat: "E", card: "ST" }, 5);
    expect(q.irregular).toMatchObject([{ seat: "E", card: "ST", law: "54", status: "pending" }]);
    expect(q.current?.cards).toHaveLength(0);
    expect(q.pending).toMatchObject([{ seat: "S", law: "54", options: ["spread", "accept", "refuse"] }]);
    const r = evolvePlay(playAll(p, [["W", "S2"]]), { type: "CardPlayed", seat: "E", card: "ST" }, 6);
    expect(r.irregular.at(-1)).toMatchObject({ law: "57D", status: "to be played in turn" });
    expect(r.playRestrictions).toMatchObject([{ seat: "E", cards: ["ST"], law: "57D" }]);
  });
});

const randomBoard = fc.record({
  cards: fc.shuffledSubarray([...DECK], { minLength: 52, maxLength: 52 }),
  declarer: fc.constantFrom(...SEATS),
  strain: fc.constantFrom<Strain>("C", "D", "H", "S", "NT"),
  picks: fc.array(fc.nat(), { minLength: 52, maxLength: 52 }),
});

describe("invariants of legal play", () => {
  test.prop([randomBoard])(
    "44/65: random legal plays give 13 tricks, every card played once, each trick won by the highest trump or the highest card of the suit led",
    ({ cards, declarer, strain, picks }) => {
      const hands = {
        N: cards.slice(0, 13),
        E: cards.slice(13, 26),
        S: cards.slice(26, 39),
        W: cards.slice(39),
      };
      let p = initialPlay(declarer, strain, hands);
      expect(p.turn).toBe(lho(declarer));
      for (const pick of picks) {
        const seat = p.turn!;
        const legal = legalCards(p, seat);
        p = evolvePlay(p, { type: "CardPlayed", seat, card: legal[pick % legal.length]! }, 0);
      }
      expect(p.ended).toBe(true);
      expect(p.tricks).toHaveLength(13);
      expect(p.revokes).toHaveLength(0);
      const played = p.tricks.flatMap((t) => t.cards.map((c) => c.card));
      expect(new Set(played).size).toBe(52);
      for (const t of p.tricks) {
        const led = t.cards[0]!.card[0];
        const trumps = t.cards.filter((c) => c.card[0] === strain);
        const contenders = trumps.length > 0 ? trumps : t.cards.filter((c) => c.card[0] === led);
        const best = contenders.reduce((a, b) =>
          rankValue(b.card[1] as Rank) > rankValue(a.card[1] as Rank) ? b : a,
        );
        expect(t.winner).toBe(best.seat);
      }
      expect(p.tricksWon.NS + p.tricksWon.EW).toBe(13);
      const nsTricks = p.tricks.filter((t) => sideOf(t.winner!) === "NS").length;
      expect(p.tricksWon.NS).toBe(nsTricks);
    },
  );
});
