/**
 * The public API's types, as an app sees them (issue 31): the tokens of `@bridgelaw/cards` (`Seat`, `Call`,
 * `Card`, `LawId`) in events, commands and views; `turn.legal`; `viewFor` typed by the viewer's role; the
 * actors narrowed; `blocking` declared on the Director's questions. Checked by the compiler (the `typecheck`
 * target compiles the tests; `expectTypeOf` fails to compile on a difference) and by the consumer test
 * against the shipped `.d.ts` (`tools/consumer/program.ts`).
 */
import type { Call, Card, LawId, Seat } from "@bridgelaw/cards";
import type { TableResult } from "@bridgelaw/scoring";
import { describe, expectTypeOf, it } from "vitest";
import {
  type Actor,
  actorOf,
  type BoardView,
  COMMITTEE,
  DIRECTOR,
  type PlayerActor,
  player,
  replayLog,
  type SeatView,
  type TableCommand,
  type TableCommandOf,
  type TableEvent,
  tableResultOf,
  type Viewer,
  viewFor,
} from "./index.ts";

type EventOf<T extends TableEvent["type"]> = Extract<TableEvent, { readonly type: T }>;

describe("the public API's types (issue 31)", () => {
  it("events carry the tokens of @bridgelaw/cards: a call is a Call, a card a Card, a seat a Seat, a Law a LawId", () => {
    expectTypeOf<EventOf<"CallMade">["call"]>().toEqualTypeOf<Call>();
    expectTypeOf<EventOf<"CallMade">["seat"]>().toEqualTypeOf<Seat>();
    expectTypeOf<EventOf<"CardPlayed">["card"]>().toEqualTypeOf<Card>();
    expectTypeOf<EventOf<"CardExposed">["card"]>().toEqualTypeOf<Card>();
    expectTypeOf<EventOf<"OptionChosen">["law"]>().toEqualTypeOf<LawId>();
    expectTypeOf<EventOf<"DirectorRuled">["law"]>().toEqualTypeOf<LawId>();
  });

  it("commands carry them too, with the actor who gives the command", () => {
    type MakeCall = Extract<TableCommand, { readonly type: "MakeCall" }>;
    type PlayCard = Extract<TableCommand, { readonly type: "PlayCard" }>;
    expectTypeOf<MakeCall["call"]>().toEqualTypeOf<Call>();
    expectTypeOf<PlayCard["card"]>().toEqualTypeOf<Card>();
    expectTypeOf<PlayCard["actor"]>().toEqualTypeOf<Actor>();
    expectTypeOf<TableCommandOf<"MakeCall">>().toEqualTypeOf<MakeCall>();
  });

  it("the view: calls, cards, and the legal calls or cards of the turn", () => {
    expectTypeOf<BoardView["auction"]["calls"][number]["call"]>().toEqualTypeOf<Call>();
    expectTypeOf<BoardView["tricks"][number]["cards"][number]["card"]>().toEqualTypeOf<Card>();
    expectTypeOf<NonNullable<BoardView["turn"]>["legal"]>().toEqualTypeOf<
      readonly Call[] | readonly Card[]
    >();
    expectTypeOf<NonNullable<BoardView["turn"]>["seat"]>().toEqualTypeOf<Seat>();
    expectTypeOf<NonNullable<SeatView["hands"]>[Seat]["cards"]>().toEqualTypeOf<
      readonly Card[] | undefined
    >();
  });

  it("a question for the Director declares whether it blocks the table (the auction or play waits)", () => {
    type Question = BoardView["rulingsNeeded"][number];
    expectTypeOf<Question["blocking"]>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<Question["law"]>().toEqualTypeOf<LawId>();
    expectTypeOf<SeatView["rulingsNeeded"][number]["blocking"]>().toEqualTypeOf<true | undefined>();
  });

  it("a Law id is a Law number with its clause, not any string: in events, the audit, penalty cards and the standing", () => {
    expectTypeOf<"27B1(a)">().toExtend<LawId>();
    expectTypeOf<"64A2">().toExtend<LawId>();
    expectTypeOf<"Law 27">().not.toExtend<LawId>();
    expectTypeOf<string>().not.toExtend<LawId>();
    expectTypeOf<BoardView["audit"][number]["law"]>().toEqualTypeOf<LawId>();
    expectTypeOf<BoardView["pending"][number]["law"]>().toEqualTypeOf<LawId>();
    expectTypeOf<BoardView["penaltyCards"][number]["law"]>().toEqualTypeOf<LawId>();
    expectTypeOf<BoardView["standing"]["laws"][number]>().toEqualTypeOf<LawId>();
  });

  it("viewFor is typed by the viewer's role: the Director's or a committee's view is a BoardView, a seat's a SeatView", () => {
    const { state } = replayLog("");
    expectTypeOf(viewFor(state, [], { role: "director" })).toEqualTypeOf<BoardView>();
    expectTypeOf(viewFor(state, [], COMMITTEE)).toEqualTypeOf<BoardView>();
    expectTypeOf(viewFor(state, [], { role: "player", seat: "E" })).toEqualTypeOf<SeatView>();
    expectTypeOf(viewFor(state, [], { role: "spectator", hands: "all" })).toEqualTypeOf<SeatView>();
    const anyone = { role: "director" } as Viewer;
    expectTypeOf(viewFor(state, [], anyone)).toEqualTypeOf<BoardView | SeatView>();
  });

  it("the actors are narrowed: player() is a player with his seat, DIRECTOR the Director", () => {
    expectTypeOf(player("N")).toEqualTypeOf<PlayerActor>();
    expectTypeOf(player("N").seat).toEqualTypeOf<Seat>();
    expectTypeOf(DIRECTOR.role).toEqualTypeOf<"director">();
    expectTypeOf(actorOf).returns.toEqualTypeOf<Actor>();
  });

  it("tableResultOf gives the scoring package's TableResult, or null", () => {
    expectTypeOf(tableResultOf).returns.toEqualTypeOf<TableResult | null>();
  });
});
