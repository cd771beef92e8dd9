import { DECK, lho, type Rank, rankValue, SEATS, type Strain, sideOf } from "@bridgelaw/cards";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { evolvePlay, initialPlay, legalCards, trickWinner } from "./index.ts";
import { card, given, legal, play } from "./testing/given.ts";

/** 3NT by South (and by North, East leading): North holds every top card. */
const NT_BY_S = {
  declarer: "S",
  strain: "NT",
  deal: "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432",
} as const;
const NT_BY_N = { ...NT_BY_S, declarer: "N" } as const;

describe("Law 41: commencement of play", () => {
  it("41A: declarer's LHO makes the opening lead; 41D: dummy is declarer's partner, faced after the lead", () => {
    const before = given([], NT_BY_S);
    expect(before.state).toMatchObject({ turn: "W", dummy: "N", dummyFaced: false });
    before.when(card("W", "S2")).then({
      audit: [{ _tag: "DummyFaced", law: "41D", position: 1, card: "S2", dummy: "N" }],
      state: (p) => expect(p.dummyFaced).toBe(true),
    });
  });
});

describe("Law 44: sequence and procedure of play", () => {
  it("44C: a player must follow suit if able; 44D: else any card", () => {
    given([], NT_BY_S)
      .when(card("W", "S2"))
      .then({ state: (p) => expect(legal(p, "N")).toEqual(["SA", "SK", "SQ", "SJ"]) });
    given([], NT_BY_N)
      .when(card("E", "HJ"))
      .then({ state: (p) => expect(legal(p, "S")).toEqual(["H8", "H7", "H6"]) });
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
    given(play("W:S2 N:SA E:S7"), NT_BY_S)
      .when(card("S", "S3"))
      .then({
        audit: [{ _tag: "TrickWon", law: "44", position: 4, trick: 1, winner: "N" }],
        state: (p) => {
          expect(p.tricks[0]?.winner).toBe("N");
          expect(p.turn).toBe("N");
          expect(p.tricksWon).toEqual({ NS: 1, EW: 0 });
        },
      });
  });
  it("44: a card the seat does not hold, or one already played, is refused (physically impossible)", () => {
    given([], NT_BY_S).whenRefused(card("W", "SA"), { _tag: "CardNotHeld", seat: "W", card: "SA" });
    given(play("W:S2 N:SA E:S7 S:S3"), NT_BY_S).whenRefused(card("N", "SA"), {
      _tag: "CardAlreadyPlayed",
      seat: "N",
      card: "SA",
    });
  });
  it("61A: a failure to follow suit when able is a revoke, committed until attention is drawn (Law 63)", () => {
    given(play("W:S2"), NT_BY_S)
      .when(card("N", "HA"))
      .then({
        audit: [{ _tag: "RevokeCommitted", law: "61A", position: 2, seat: "N", kind: "dummy" }],
        pending: [],
        state: (p) =>
          expect(p.revokes).toEqual([
            {
              trick: 1,
              offender: "N",
              card: "HA",
              position: 2,
              status: "committed",
              law: "61A",
              kind: "dummy",
              suit: "S",
            },
          ]),
      });
  });
  it("53–57: a card played out of turn is recorded with its Law and not taken into the trick until the Law says so", () => {
    given([], NT_BY_S)
      .when(card("E", "ST"))
      .then({
        audit: [],
        pending: [
          {
            _tag: "OpeningLeadOutOfTurn",
            seat: "S",
            law: "54",
            options: ["spread", "accept", "refuse"],
            offender: "E",
            card: "ST",
            proper: "W",
          },
        ],
        state: (p) => {
          expect(p.irregular).toMatchObject([
            {
              seat: "E",
              card: "ST",
              law: "54",
              reason: "opening-lead-out-of-turn",
              status: "pending",
              proper: "W",
            },
          ]);
          expect(p.current?.cards).toHaveLength(0);
        },
      });
    given(play("W:S2"), NT_BY_S)
      .when(card("E", "ST"))
      .then({
        audit: [{ _tag: "MustPlayInTurn", law: "57D", seat: "E", card: "ST" }],
        state: (p) => {
          expect(p.irregular.at(-1)).toMatchObject({
            law: "57D",
            reason: "played-out-of-turn",
            status: "to-be-played-in-turn",
          });
          expect(p.playRestrictions).toMatchObject([{ seat: "E", cards: ["ST"], law: "57D" }]);
        },
      });
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
        // 44, 79A: each trick and the end of play are audit entries, as data
        for (const n of p.notes) expect(["DummyFaced", "TrickWon", "PlayEnded"]).toContain(n._tag);
      }
      expect(p.ended).toBe(true);
      expect(p.notes.at(-1)).toMatchObject({
        _tag: "PlayEnded",
        law: "79A",
        ns: p.tricksWon.NS,
        ew: p.tricksWon.EW,
      });
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
