import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { legalCalls } from "@bridgelaw/auction";
import { type Card, DECK, parseDeal, SEATS, type Seat, type Strain } from "@bridgelaw/cards";
import { isDomainRejection } from "@bridgelaw/log";
import { legalCards } from "@bridgelaw/play";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { generateBoard, mulberry32, playEvent, type Random } from "../../../tools/src/generate.ts";
import { generate } from "../../play/src/random-board.ts";
import type { TableEvent } from "./events.ts";
import { evolveTable } from "./evolve.ts";
import { openRulings, pendingOptions } from "./phases/shared.ts";
import { readLog } from "./replay.ts";
import { screenmate, seatView, type Viewer, viewFor, WITHHELD } from "./seat-view.ts";
import { initialTableState, type TableState } from "./state.ts";
import { type BoardView, viewOf } from "./view.ts";

/*
 * The seat views' property (issue 19): at every position of random legal and irregular boards, no player's or
 * spectator's view names a card its holder may not see. The oracle below is written apart from the view: the
 * cards a viewer may see are his own hand as dealt, every card faced by an event (played face up, exposed, or
 * held so that he saw it),
 * dummy's hand once faced, a claimer's hand once he claims, every card once the board is over; and the scan
 * reads the whole serialized view for card tokens, card names in words, suit symbols and PBN hands.
 */

const RANK = "(?:10|[AKQJT2-9])";
const WORDS: Record<string, string> = {
  ace: "A",
  king: "K",
  queen: "Q",
  jack: "J",
  ten: "T",
  nine: "9",
  eight: "8",
  seven: "7",
  six: "6",
  five: "5",
  four: "4",
  three: "3",
  two: "2",
  deuce: "2",
};
const SUITS: Record<string, string> = { spade: "S", heart: "H", diamond: "D", club: "C" };
const SYMBOLS: Record<string, string> = { "♠": "S", "♥": "H", "♦": "D", "♣": "C" };
const norm = (suit: string, rank: string) => `${suit}${rank === "10" ? "T" : rank.toUpperCase()}`;

/** Every card a serialized view names, however it names it. */
const scan = (json: string, trump: string | undefined): Set<string> => {
  const out = new Set<string>();
  for (const m of json.matchAll(new RegExp(`(?<![A-Za-z0-9])([SHDC])(${RANK})(?![A-Za-z0-9])`, "g")))
    out.add(norm(m[1]!, m[2]!));
  for (const m of json.matchAll(
    /\b(ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|two|deuce)s?\s+of\s+(spade|heart|diamond|club|trump)s\b/gi,
  )) {
    const suit = m[2]!.toLowerCase() === "trump" ? trump : SUITS[m[2]!.toLowerCase()];
    if (suit !== undefined) out.add(norm(suit, WORDS[m[1]!.toLowerCase()]!));
    else for (const s of "SHDC") out.add(norm(s, WORDS[m[1]!.toLowerCase()]!)); // trumps unknown: any
  }
  for (const m of json.matchAll(new RegExp(`([♠♥♦♣])\\s?(${RANK})|(${RANK})\\s?([♠♥♦♣])`, "g"))) {
    out.add(m[1] ? norm(SYMBOLS[m[1]]!, m[2]!) : norm(SYMBOLS[m[4]!]!, m[3]!));
  }
  // PBN hands and deals: four groups of ranks separated by dots (spades first)
  for (const m of json.matchAll(/([AKQJT2-9]*)\.([AKQJT2-9]*)\.([AKQJT2-9]*)\.([AKQJT2-9]*)/g)) {
    ["S", "H", "D", "C"].forEach((s, i) => {
      for (const r of m[i + 1]!) out.add(norm(s, r));
    });
  }
  return out;
};

/**
 * What people said or wrote, as they said it (an explanation, a claim's statement, the Director's words on a
 * ruling or a score), is theirs, heard at the table: the view passes it as it is and never parses it (issue 34).
 * The scan reads everything else: every card field of every consequence (all data, issue 34).
 */
const spokenWordsLeftOut = function (this: unknown, key: string, value: unknown): unknown {
  const holder = this as Record<string, unknown> | null;
  if (key === "statement" || key === "words") return undefined;
  if (key === "text" && holder !== null && typeof holder === "object" && holder._tag === undefined)
    return undefined;
  return value;
};

const PLAYERS: Viewer[] = SEATS.map((seat) => ({ role: "player", seat }));
const SPECTATORS: Viewer[] = [
  { role: "spectator", seat: "E", hands: "one" },
  { role: "spectator", hands: "after-board" },
];

/** What the viewer may see at this point, from the facts (not from the view). */
const allowed = (
  viewer: Viewer,
  state: TableState,
  full: BoardView,
  events: readonly TableEvent[],
  claimHands: ReadonlyMap<Seat, readonly Card[]>,
): Set<string> => {
  const deal = state.setup === null ? null : state.setup.deal;
  const ok = new Set<string>();
  const eyes: Seat | undefined =
    viewer.role === "player" ? viewer.seat : viewer.role === "spectator" ? viewer.seat : undefined;
  if (deal !== null && eyes !== undefined) for (const c of deal[eyes]) ok.add(c);
  if (deal !== null && eyes !== undefined && state.play !== null)
    for (const c of state.play.hands[eyes]) ok.add(c);
  for (const e of events) {
    if (e.type === "CardPlayed" && e.faceDown !== true) ok.add(e.card);
    if (e.type === "CardExposed") ok.add(e.card);
    // 45C1: a defender's card held so that these players saw its face
    if (e.type === "CardHandled" && eyes !== undefined && (e.seat === eyes || e.seenBy?.includes(eyes)))
      ok.add(e.card);
  }
  for (const t of full.tricks) for (const c of t.cards) ok.add(c.card);
  // 50: a penalty card is left face up on the table (even one that reached the table face down)
  for (const p of full.penaltyCards) ok.add(p.card);
  if (deal !== null && state.play?.dummyFaced) {
    for (const c of deal[state.play.dummy]) ok.add(c);
    for (const c of state.play.hands[state.play.dummy]) ok.add(c);
  }
  for (const cards of claimHands.values()) for (const c of cards) ok.add(c);
  if (deal !== null && full.phase === "complete") for (const s of SEATS) for (const c of deal[s]) ok.add(c);
  return ok;
};

/** Replays `events` and checks every viewer's view at every position; returns the positions checked. */
const checkBoard = (events: readonly TableEvent[], label: string): number => {
  let state = initialTableState;
  const applied: TableEvent[] = [];
  const claimHands = new Map<Seat, readonly Card[]>();
  for (const e of events) {
    try {
      state = evolveTable(state, e);
    } catch (err) {
      if (isDomainRejection(err)) break;
      throw err;
    }
    applied.push(e);
    if ((e.type === "ClaimMade" && e.handFaced !== false) || (e.type === "ConcessionMade" && e.handFaced)) {
      const hand = state.play?.hands[e.seat] ?? [];
      claimHands.set(e.seat, [...(claimHands.get(e.seat) ?? []), ...hand]);
    }
    const full = viewOf(state);
    // the Director and the committee see everything: the full view
    expect(viewFor(state, applied, { role: applied.length % 2 === 0 ? "director" : "committee" })).toEqual(
      full,
    );
    const trump = full.contract?.match(/^[1-7]([SHDC])/)?.[1];
    for (const viewer of [...PLAYERS, ...SPECTATORS]) {
      const view = seatView(state, applied, viewer, {}, full);
      const named = scan(JSON.stringify(view, spokenWordsLeftOut), trump);
      const ok = allowed(viewer, state, full, applied, claimHands);
      const leaked = [...named].filter((c) => !ok.has(c));
      if (leaked.length > 0) {
        const where = (v: unknown, path: string): string[] =>
          typeof v === "string"
            ? leaked.some((c) => scan(JSON.stringify(v), trump).has(c))
              ? [`${path}=${v}`]
              : []
            : v !== null && typeof v === "object"
              ? Object.entries(v).flatMap(([k, x]) => where(x, `${path}.${k}`))
              : [];
        throw new Error(
          `${label}, position ${applied.length}: ${JSON.stringify(viewer)} sees ${leaked.join(" ")} at ${where(view, "").join("; ")}`,
        );
      }
      // revokes nobody named are the Director's (63, 64)
      for (const r of view.revokes) expect(r.attention !== undefined || r.status === "corrected").toBe(true);
      const hidden = full.revokes.filter((r) => r.attention === undefined && r.status !== "corrected");
      for (const r of hidden) {
        expect(view.audit.some((a) => a.position === r.position && a.law === r.law)).toBe(false);
      }
      // never the claim checker's report, never the Director's questions
      expect(JSON.stringify(view.claims)).not.toContain('"report"');
      // nor, in the app's own objects, the report or the checker's input (every hand)
      for (const c of view.claims) expect(["report", "checkInput"].filter((k) => k in c)).toEqual([]);
      for (const q of view.rulingsNeeded)
        expect(
          Object.keys(q)
            .filter((k) => k !== "blocking")
            .sort(),
        ).toEqual(["law", "position"]);
    }
  }
  return applied.length;
};

/** The board with alerts and explanations of some calls (some naming cards), played with screens or not. */
const withExplanations = (events: readonly TableEvent[], screens: boolean, salt: number): TableEvent[] => {
  const out: TableEvent[] = [];
  let n = salt >>> 0;
  const next = (k: number) => {
    n = (Math.imul(n, 1103515245) + 12345) >>> 0;
    return (n >>> 8) % k;
  };
  const texts = [
    "natural",
    "transfer to hearts",
    "asks for aces",
    "promises the SA",
    "shows the king of clubs",
  ];
  for (const e of events) {
    out.push(e.type === "BoardStarted" ? { ...e, screens } : e);
    if (e.type === "CallMade" && next(3) === 0) {
      const about = out.length;
      const by = (["N", "E", "S", "W"] as const)[next(4)]!;
      out.push({ type: "Alerted", seat: by, about });
      out.push({ type: "Explained", seat: by, about, text: texts[next(texts.length)]! });
    }
  }
  return out;
};

/* The irregular boards: the play package's random irregular plays (packages/play/src/random-board.ts:
 * revokes, leads and plays out of turn, exposed cards, attention drawn, the options chosen) after an auction
 * with irregular calls, and now and then any action that changes what someone sees: a card exposed or held
 * so that some saw it (24, 45C1, 49, 50), a lead faced down (41A), claims and concessions with or without the
 * hand faced (68C), revokes nobody names, the Director's rulings. Whatever replay refuses is left out. */

const pick = <T>(r: Random, xs: readonly T[]): T => xs[r.next(xs.length)]!;

/** A random irregular board as the events replay accepted. */
const irregularBoard = (
  seed: number,
  board: number,
  rolls: readonly number[],
  irregular: number,
  screens: boolean,
): TableEvent[] => {
  const r = mulberry32(seed ^ 0x1919);
  const log: TableEvent[] = [];
  let s = initialTableState;
  const offer = (e: TableEvent): boolean => {
    try {
      s = evolveTable(s, e);
    } catch (err) {
      if (isDomainRejection(err)) return false;
      throw err;
    }
    log.push(e);
    return true;
  };
  const handOf = (seat: Seat): readonly Card[] => s.play?.hands[seat] ?? s.setup?.deal[seat] ?? [];
  const someCard = (seat: Seat): Card => {
    const hand = handOf(seat);
    return hand.length > 0 && r.next(6) > 0 ? pick(r, hand) : pick(r, DECK);
  };
  /** An action that changes what someone may see, or an irregularity nobody names yet. */
  const anyAction = (): TableEvent => {
    const seat = pick(r, SEATS);
    const about = 1 + r.next(Math.max(1, log.length));
    // a claim's analysis searches the cards left (70, 71): offered near the end of the play only
    const fewLeft = s.play === null || SEATS.every((x) => s.play!.hands[x].length <= 5);
    const actions: (() => TableEvent)[] = [
      () => ({ type: "CallMade", seat, call: pick(r, ["P", "X", "1C", "1NT", "2H", "3NT", "4S"]) }),
      () => ({ type: "CardPlayed", seat, card: someCard(seat) }),
      () => ({ type: "CardPlayed", seat, card: someCard(seat), faceDown: true }),
      () => ({
        type: "CardExposed",
        seat,
        card: someCard(seat),
        how: pick(r, ["dropped", "shown", "named", "led"]),
      }),
      () => ({
        type: "CardHandled",
        seat,
        card: someCard(seat),
        how: pick(r, ["held-up", "at-rest", "played-position", "one-movement", "touched", "arranging"]),
        ...(r.next(2) === 0 && { seenBy: [pick(r, SEATS)] }),
      }),
      () => ({ type: "AttentionDrawn", seat, about }),
      () =>
        fewLeft
          ? { type: "ClaimMade", seat, tricks: r.next(14), ...(r.next(3) === 0 && { handFaced: false }) }
          : { type: "CardsDisturbed", seat },
      () =>
        fewLeft
          ? {
              type: "ConcessionMade",
              seat,
              ...(r.next(2) === 0 && { tricks: r.next(14) }),
              ...(r.next(2) === 0 && { handFaced: true }),
            }
          : { type: "TrickInspected", seat },
      () => ({ type: r.next(3) > 0 ? "ClaimAcquiesced" : "ClaimObjected", seat }),
      () => ({ type: "PlayResumed", seat }),
      () => ({ type: "RevokeInquired", seat, of: pick(r, SEATS) }),
      () => ({ type: "Alerted", seat, about }),
      () => ({
        type: "Explained",
        seat,
        about,
        text: `shows the ${pick(r, ["ace", "king", "queen"])} of ${pick(r, ["spades", "hearts", "diamonds", "clubs"])}`,
      }),
      () => ({ type: "DirectorSummoned", seat }),
    ];
    return pick(r, actions)();
  };
  /** The game's next move: an answer to what is open, or a call or card in turn (a revoke now and then). */
  const progress = (): TableEvent | null => {
    const questions = openRulings(s);
    if (questions.length > 0 && r.next(2) === 0) {
      const q = pick(r, questions);
      return {
        type: "DirectorRuled",
        law: q.law,
        about: q.position,
        ...(q.answers !== undefined ? { answer: pick(r, q.answers) } : { answer: "stands" }),
      };
    }
    const pending = pendingOptions(s);
    if (pending.length > 0 && r.next(3) > 0) {
      const p = pick(r, pending);
      return { type: "OptionChosen", seat: p.seat, law: p.law, option: pick(r, p.options) };
    }
    const a = s.auction;
    if (a !== null && !a.ended && a.turn !== null) {
      const legal = legalCalls(a, a.turn);
      if (legal.length > 0)
        return { type: "CallMade", seat: a.turn, call: r.next(3) > 0 ? "P" : pick(r, legal) };
    }
    const p = s.play;
    if (p !== null && !p.ended && p.turn !== null) {
      const legal = legalCards(p, p.turn);
      const any = p.hands[p.turn];
      const cards = r.next(10) === 0 && any.length > 0 ? any : legal; // a revoke, perhaps
      if (cards.length > 0) return { type: "CardPlayed", seat: p.turn, card: pick(r, cards) };
    }
    return null;
  };
  const playOn = (steps: number): void => {
    for (let i = 0; i < steps; i += 1) offer((r.next(100) < irregular ? null : progress()) ?? anyAction());
  };
  offer({
    ...(generateBoard(seed, board, { cards: 0 })[0] as TableEvent & { type: "BoardStarted" }),
    screens,
  });
  // the auction, with irregular calls and cards exposed now and then
  for (let i = 0; i < 120 && s.auction !== null && !s.auction.ended; i += 1)
    offer((r.next(100) < Math.min(irregular, 30) ? null : progress()) ?? anyAction());
  const contract = s.auction?.contract;
  if (s.play !== null && contract && r.next(2) === 0) {
    // the play package's random irregular play, as the table replays it: stop where the table would refuse
    const { facts } = generate(
      {
        hands: { ...s.setup!.deal } as never,
        declarer: s.play.declarer,
        strain: contract.strain as Strain,
        edition: "2017",
      },
      rolls,
    );
    const offset = log.length;
    const dummy = s.play.dummy;
    for (const f of facts) if (!offer(playEvent(f, dummy, offset))) break;
  }
  playOn(80);
  return log;
};

const EXAMPLES = new URL("../../../examples/", import.meta.url).pathname;
const logFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? logFiles(p) : n.endsWith(".jsonl") ? [p] : [];
  });

describe("seat views (issue 19)", () => {
  it("every example log, at every position: no view names a card its holder may not see", () => {
    let positions = 0;
    for (const file of logFiles(EXAMPLES)) {
      const events = readLog(readFileSync(file, "utf8")).lines.map((l) => l.event);
      positions += checkBoard(events, file.slice(EXAMPLES.length));
    }
    expect(positions).toBeGreaterThan(1000);
  });

  test.prop(
    [fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 36 }), fc.boolean(), fc.integer()],
    { numRuns: 25, seed: 19 },
  )(
    "random legal boards with alerts and explanations, screens or not, at every position: nothing concealed shows",
    (seed, board, screens, salt) => {
      checkBoard(withExplanations(generateBoard(seed, board), screens, salt), `seed ${seed} board ${board}`);
    },
  );

  test.prop(
    [
      fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      fc.integer({ min: 1, max: 36 }),
      fc.array(fc.nat(), { minLength: 64, maxLength: 256 }),
      fc.integer({ min: 0, max: 60 }),
      fc.boolean(),
    ],
    { numRuns: 20, seed: 1919, endOnFailure: true },
  )(
    "random irregular boards (irregular calls, revokes, leads out of turn and face down, exposed and handled cards, claims, rulings), at every position: nothing concealed shows",
    (seed, board, rolls, irregular, screens) => {
      const events = irregularBoard(seed, board, rolls, irregular, screens);
      expect(checkBoard(events, `irregular seed ${seed} board ${board}`)).toBeGreaterThan(0);
    },
  );

  it("41C/41D: dummy's hand is seen once the opening lead is faced, not before", () => {
    const events = generateBoard(7, 3);
    const auctionEnd = events.findIndex((e) => e.type === "CardPlayed");
    let state = initialTableState;
    for (const e of events.slice(0, auctionEnd)) state = evolveTable(state, e);
    const dummy = state.play!.dummy;
    const declarer = state.play!.declarer;
    const before = seatView(state, events.slice(0, auctionEnd), { role: "player", seat: declarer });
    expect(before.hands![dummy].cards).toBeUndefined();
    expect(before.hands![dummy].count).toBe(13);
    state = evolveTable(state, events[auctionEnd]!);
    const after = seatView(state, events.slice(0, auctionEnd + 1), { role: "player", seat: declarer });
    expect(after.hands![dummy]).toMatchObject({ count: 13, shown: "dummy" });
    expect(after.hands![declarer].shown).toBe("own");
    const lho = SEATS.find((s) => s !== declarer && s !== dummy && after.hands![s].cards === undefined);
    expect(lho).toBeDefined();
  });

  it("68D: a card played face down while a claim suspends the play is evidence for the Director, not a card the others see", () => {
    const events = generateBoard(7, 3);
    const played = events.findIndex((e) => e.type === "CardPlayed") + 8; // two tricks
    let state = initialTableState;
    for (const e of events.slice(0, played)) state = evolveTable(state, e);
    const { declarer, dummy } = state.play!;
    const defender = SEATS.find((s) => s !== declarer && s !== dummy)!;
    const card = state.play!.hands[defender][0]!;
    const after: TableEvent[] = [
      ...events.slice(0, played),
      { type: "ClaimMade", seat: declarer, tricks: 11, handFaced: true },
      { type: "CardPlayed", seat: defender, card, faceDown: true },
    ];
    for (const e of after.slice(played)) state = evolveTable(state, e);
    const full = viewOf(state);
    expect(full.claims[0]!.evidence).toEqual([{ seat: defender, card, position: after.length }]);
    for (const seat of SEATS.filter((s) => s !== defender)) {
      const view = seatView(state, after, { role: "player", seat }, {}, full);
      expect(JSON.stringify(view)).not.toContain(`"${card}"`);
      expect(view.claims[0]!.evidence[0]!.card).toBe(WITHHELD);
    }
    const own = seatView(state, after, { role: "player", seat: defender }, {}, full);
    expect(own.claims[0]!.evidence[0]!.card).toBe(card);
  });

  it("the legal cards of a concealed hand are never listed; a player's own are", () => {
    const events = generateBoard(11, 5);
    let state = initialTableState;
    for (const e of events.slice(0, events.findIndex((x) => x.type === "CardPlayed") + 2)) {
      state = evolveTable(state, e);
    }
    const turn = viewOf(state).turn!;
    const own = seatView(state, [], { role: "player", seat: turn.seat });
    expect(own.turn?.legal?.length).toBeGreaterThan(0);
    const other = SEATS.find(
      (s) => s !== turn.seat && s !== state.play!.dummy && s !== state.play!.declarer,
    )!;
    if (turn.seat !== state.play!.dummy) {
      expect(seatView(state, [], { role: "player", seat: other }).turn?.legal).toBeUndefined();
    }
  });

  it("20F with screens: an explanation reaches only the explainer's screenmate (WBF: North with East, South with West)", () => {
    const deal = (generateBoard(1, 1)[0] as { deal: string }).deal;
    const events: TableEvent[] = [
      { type: "BoardStarted", board: 1, deal, screens: true },
      { type: "CallMade", seat: "N", call: "1C" },
      { type: "Alerted", seat: "S", about: 2 },
      { type: "Explained", seat: "S", about: 2, text: "could be short" },
      { type: "Explained", seat: "N", about: 2, text: "natural" },
    ];
    let state = initialTableState;
    for (const e of events) state = evolveTable(state, e);
    const heard = (seat: Seat) =>
      seatView(state, events, { role: "player", seat }).explanations.map((x) => [x.seat, x.kind, x.text]);
    expect(screenmate("S")).toBe("W");
    expect(heard("W")).toEqual([
      ["S", "alert", undefined],
      ["S", "explanation", "could be short"],
    ]);
    expect(heard("E")).toEqual([["N", "explanation", "natural"]]);
    expect(heard("S")).toEqual(heard("W"));
    const west = seatView(state, events, { role: "player", seat: "W" });
    expect(JSON.stringify(west.audit)).not.toContain("natural");
    // without screens all four hear both
    const open: TableEvent[] = [
      { ...(events[0] as object), screens: false } as TableEvent,
      ...events.slice(1),
    ];
    let s2 = initialTableState;
    for (const e of open) s2 = evolveTable(s2, e);
    for (const seat of SEATS)
      expect(seatView(s2, open, { role: "player", seat }).explanations).toHaveLength(3);
    // another regulation's screen: North with West
    expect(
      seatView(state, events, { role: "player", seat: "E" }, { screenmates: "NW/SE" }).explanations.map(
        (x) => x.seat,
      ),
    ).toEqual(["S", "S"]);
  });

  it("76B1: a spectator looks at one hand by default; all hands only when the regulation allows, or after the board", () => {
    const events = generateBoard(3, 9);
    let state = initialTableState;
    for (const e of events.slice(0, 3)) state = evolveTable(state, e);
    const one = seatView(state, events.slice(0, 3), { role: "spectator", seat: "W" });
    expect(SEATS.filter((s) => one.hands![s].cards !== undefined)).toEqual(["W"]);
    const all = seatView(state, events.slice(0, 3), { role: "spectator", hands: "all" });
    expect(SEATS.filter((s) => all.hands![s].cards !== undefined)).toEqual(SEATS);
    expect(all.deal).toBe(viewOf(state).deal);
    const later = seatView(state, events.slice(0, 3), { role: "spectator", hands: "after-board" });
    expect(SEATS.filter((s) => later.hands![s].cards !== undefined)).toEqual([]);
    let end = initialTableState;
    for (const e of events) end = evolveTable(end, e);
    const over = seatView(end, events, { role: "spectator", hands: "after-board" });
    expect(over.phase).toBe("complete");
    expect(over.deal).toBe(parseDealString(viewOf(end).deal!));
  });
});

const parseDealString = (d: string): string => {
  parseDeal(d);
  return d;
};
