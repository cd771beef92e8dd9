import { type Card, DECK, type LawId, SEATS, type Seat } from "@bridgelaw/cards";
import type { SeatEntry, SeatOption, TableFact } from "./consequences.ts";
import type { TableEvent } from "./events.ts";
import type { TableState } from "./state.ts";
import { type BoardView, viewOf } from "./view.ts";
import { CardSet, withhold } from "./withhold.ts";

/*
 * What each person at or around the table may see (issue 19), derived from the state by the Laws. A player
 * sees his own hand (he holds it); dummy's hand once the opening lead is faced (41C, 41D); every card played
 * or exposed and every penalty card (24, 49, 50: they lie face up); the claimer's hand once he claims (68C:
 * he faces it); the auction; the alerts and explanations that reach him (20F; with screens, only his
 * screenmate's, WBF screen regulations); and, once the board is over, every hand (66D: the cards may then be
 * inspected; nothing is left to conceal at the table). Never another concealed hand, never the `legal` list
 * of a concealed hand, never the Director's tools (the claim checker's input and report, the reviews and questions the
 * Director answers), never a revoke nobody has drawn attention to (63, 64: a fact for the Director until a
 * player names it), and never a text that names a card he may not see.
 */

/** Whose view: a player at his seat, a spectator (76B1), or an official who sees everything. */
export type Viewer =
  | { readonly role: "player"; readonly seat: Seat }
  | {
      readonly role: "spectator";
      /** Law 76B1: the one hand the spectator looks at (with `hands: "one"`). */
      readonly seat?: Seat;
      readonly hands?: SpectatorHands;
    }
  | { readonly role: "director" }
  | { readonly role: "committee" };

/**
 * What a spectator may see (76B1): `one` player's hand (the Law's default: the hand of the player he sits
 * behind, and what that player sees), `all` the hands (when the regulations allow it, as for broadcasts), or
 * no concealed hand until the board is over (`after-board`).
 */
export type SpectatorHands = "one" | "all" | "after-board";

/**
 * Which players share a side of the screen: WBF screen regulations place the screen diagonally so that North
 * and East, South and West are screenmates (`"NE/SW"`, the default); a regulation may choose `"NW/SE"`.
 */
export type Screenmates = "NE/SW" | "NW/SE";

export interface ViewSettings {
  /** Screens in use: an alert or explanation reaches only the explainer's screenmate. Default: the board's `screens`. */
  readonly screens?: boolean;
  readonly screenmates?: Screenmates;
}

/** Why a hand is face up for this viewer. */
export type HandShown = "own" | "dummy" | "claim" | "board-over" | "spectator";

/** A hand as the viewer sees it: its cards when he may see them, else only how many there are. */
export interface SeatHand {
  readonly count: number;
  readonly cards?: readonly Card[];
  readonly shown?: HandShown;
}

/** An alert, explanation or corrected explanation (20F) that reached the viewer. */
export interface HeardExplanation {
  readonly position: number;
  readonly seat: Seat;
  /** Position of the call it is about. */
  readonly about: number;
  readonly kind: "alert" | "explanation" | "correction";
  readonly text?: string;
}

export { cardsOf, WITHHELD } from "./withhold.ts";

/**
 * The board as one player or spectator may see it. Fields keep the full view's names and shapes where they are
 * shown (`auction`, `tricks`, `penaltyCards`, `claims`, `scores` …); `hands` gives cards only for the hands
 * the viewer may see; `explanations` lists what reached him; `rulingsNeeded` says only which Law awaits the
 * Director.
 */
export interface SeatView {
  readonly format: 1;
  readonly viewer: Viewer;
  readonly phase: BoardView["phase"];
  readonly board: number | null;
  readonly dealer: BoardView["dealer"];
  readonly vulnerability: BoardView["vulnerability"];
  readonly edition: BoardView["edition"];
  readonly event?: string;
  readonly table?: string;
  readonly pairs?: BoardView["pairs"];
  readonly players?: BoardView["players"];
  readonly teams?: BoardView["teams"];
  readonly section?: string;
  readonly round?: string;
  readonly room?: string;
  readonly date?: string;
  readonly screens: boolean;
  /** Each hand as it stands: its cards when the viewer may see them. */
  readonly hands: Readonly<Record<Seat, SeatHand>> | null;
  /** The deal as dealt (PBN), once every hand may be seen. */
  readonly deal: string | null;
  readonly auction: Omit<BoardView["auction"], "reviews">;
  readonly explanations: readonly HeardExplanation[];
  readonly leadRestrictions: BoardView["leadRestrictions"];
  readonly penaltyCards: BoardView["penaltyCards"];
  readonly contract: string | null;
  readonly declarer: Seat | null;
  readonly dummy: Seat | null;
  readonly openingLeader: Seat | null;
  readonly tricks: BoardView["tricks"];
  readonly tricksWon: BoardView["tricksWon"];
  /** Whose turn; `legal` only when the viewer may see that hand (calls are always listed: they are public). */
  readonly turn: {
    readonly seat: Seat;
    readonly to: "call" | "play";
    readonly legal?: NonNullable<BoardView["turn"]>["legal"];
  } | null;
  /** Revokes someone has drawn attention to (or the offender corrected): the others are the Director's. */
  readonly revokes: BoardView["revokes"];
  readonly leadObligations: BoardView["leadObligations"];
  readonly playObligations: BoardView["playObligations"];
  readonly transfers: BoardView["transfers"];
  readonly finalTricks: BoardView["finalTricks"];
  readonly irregularPlays: BoardView["irregularPlays"];
  /** The options open to the players, each as data or `Withheld` when it names a card concealed from him. */
  readonly pending: readonly SeatOption[];
  /**
   * A ruling is awaited under these Laws (the questions themselves are the Director's); `blocking`: the table
   * waits for it (no call or play until the Director rules).
   */
  readonly rulingsNeeded: readonly {
    readonly law: LawId;
    readonly position: number;
    readonly blocking?: true;
  }[];
  readonly result: BoardView["result"];
  readonly scores: BoardView["scores"];
  /** The board's standing (77–93): scores only, nothing a seat may not see. */
  readonly standing: BoardView["standing"];
  readonly penalties: BoardView["penalties"];
  readonly appeals: BoardView["appeals"];
  /** Claims without the claim checker's input (every hand: the checker is a Director's tool). */
  readonly claims: readonly Omit<BoardView["claims"][number], "checkInput">[];
  readonly arrangement: BoardView["arrangement"];
  /** 17D2: when the hands went back into the board. */
  readonly handsReturned: BoardView["handsReturned"];
  /** 69A: when the table moved on from the board. */
  readonly movedOn: BoardView["movedOn"];
  /** 15B: who sat at the table. */
  readonly contestants: BoardView["contestants"];
  /** 20F: the questions about the opponents' calls that reached the viewer (with screens, his screenmate's). */
  readonly questions: BoardView["questions"];
  /** 16B: breaks in tempo, remarks … the viewer could notice (with screens, on his side of the screen). */
  readonly extraneousInformation: BoardView["extraneousInformation"];
  /** 45C: cards handled whose face the viewer saw. */
  readonly cardsHandled: BoardView["cardsHandled"];
  /** The audit trail he may see: each entry as data, or `Withheld` when it names a card concealed from him. */
  readonly audit: readonly SeatEntry[];
}

/** The screenmate of a seat (WBF screen regulations: the screen is placed diagonally). */
export const screenmate = (seat: Seat, screenmates: Screenmates = "NE/SW"): Seat => {
  const pairs: Record<Screenmates, Record<Seat, Seat>> = {
    "NE/SW": { N: "E", E: "N", S: "W", W: "S" },
    "NW/SE": { N: "W", W: "N", S: "E", E: "S" },
  };
  return pairs[screenmates][seat];
};

/** The viewers who see everything: the Director and the appeals committee (their view is the full `BoardView`). */
export type OfficialViewer = Extract<Viewer, { readonly role: "director" | "committee" }>;
/** The viewers shown only what the Laws let them see (a `SeatView`): a player at his seat, a spectator. */
export type SeatViewer = Extract<Viewer, { readonly role: "player" | "spectator" }>;

/**
 * The view of the board for `viewer`: the full view (`viewOf`) for the Director and the appeals committee,
 * who see everything; for a player or a spectator, what the Laws let him see (`SeatView`). `events` are the
 * board's log events in order (the alerts and explanations come from them). Typed by the viewer's role: a
 * Director's or a committee's view is a `BoardView`, a player's or a spectator's a `SeatView`.
 */
export function viewFor(
  state: TableState,
  events: readonly TableEvent[],
  viewer: OfficialViewer,
  settings?: ViewSettings,
): BoardView;
export function viewFor(
  state: TableState,
  events: readonly TableEvent[],
  viewer: SeatViewer,
  settings?: ViewSettings,
): SeatView;
export function viewFor(
  state: TableState,
  events: readonly TableEvent[],
  viewer: Viewer,
  settings?: ViewSettings,
): BoardView | SeatView;
export function viewFor(
  state: TableState,
  events: readonly TableEvent[],
  viewer: Viewer,
  settings: ViewSettings = {},
): BoardView | SeatView {
  return viewer.role === "director" || viewer.role === "committee"
    ? viewOf(state)
    : seatView(state, events, viewer, settings, viewOf(state));
}

const REVOKE_LAWS = /^(61|63|64|67B)/;

/** An empty list, one for every view (its JSON written once). */
const NONE: readonly never[] = Object.freeze([]);

/**
 * The entries of one of the full view's lists that `pass`: the list itself when every entry does (shared with
 * the full view, never changed in place), `NONE` when none does.
 */
const kept = <T>(list: readonly T[], pass: (entry: T) => boolean): readonly T[] => {
  let out: T[] | undefined;
  for (let i = 0; i < list.length; i++) {
    const entry = list[i]!;
    if (pass(entry)) out?.push(entry);
    else out ??= list.slice(0, i);
  }
  return out === undefined ? list : out.length === 0 ? NONE : out;
};

/** The seat whose eyes a viewer borrows (a player's own, a spectator's one hand), if any. */
const eyesOf = (viewer: Viewer): Seat | undefined =>
  viewer.role === "player"
    ? viewer.seat
    : viewer.role === "spectator" && (viewer.hands ?? "one") === "one"
      ? (viewer.seat ?? "N")
      : undefined;

/**
 * A player's or spectator's view (see `viewFor`). `full` is `viewOf(state)` when the caller already has it
 * (a server computing several seats' views of one state).
 */
export const seatView = (
  state: TableState,
  events: readonly TableEvent[],
  viewer: Viewer,
  settings: ViewSettings = {},
  full: BoardView = viewOf(state),
): SeatView => {
  const { setup, play } = state;
  const screens = settings.screens ?? setup?.screens === true;
  const screenmates = settings.screenmates ?? "NE/SW";
  const over = full.phase === "complete";
  const spectatorHands = viewer.role === "spectator" ? (viewer.hands ?? "one") : undefined;
  const eyes = eyesOf(viewer);
  const seesAll = over || spectatorHands === "all";

  // Cards on the table for everyone: played face up, exposed, penalty cards, shown in a claim (24, 49, 50, 68).
  const visible = new CardSet();
  const claimers = new Set<Seat>();
  events.forEach((e) => {
    if (e.type === "CardPlayed" && e.faceDown !== true) visible.add(e.card as Card);
    else if (e.type === "CardExposed") visible.add(e.card as Card);
    else if (e.type === "ClaimMade" && e.handFaced !== false) claimers.add(e.seat);
    else if (e.type === "CardHandled" && eyes !== undefined && (e.seat === eyes || e.seenBy?.includes(eyes)))
      visible.add(e.card as Card);
    else if (e.type === "ConcessionMade" && e.handFaced === true) claimers.add(e.seat);
  });
  visible.addNamed(full.tricks);
  for (const p of full.penaltyCards) visible.add(p.card);
  for (const x of full.auction.exposedCards) visible.add(x.card);
  // (a card played while a claim suspends the play is seen as any card played is, by its event: one played face
  // down is evidence for the Director only, 68D)
  for (const c of full.claims) for (const x of c.shown) visible.add(x.card);

  const dummyFaced = play?.dummyFaced === true;
  const current = (seat: Seat): readonly Card[] => play?.hands[seat] ?? setup?.deal[seat] ?? [];
  const shownWhy = (seat: Seat): HandShown | undefined => {
    if (seat === eyes) return viewer.role === "player" ? "own" : "spectator";
    if (over) return "board-over";
    if (spectatorHands === "all") return "spectator";
    if (dummyFaced && seat === play.dummy) return "dummy";
    if (claimers.has(seat)) return "claim";
    return undefined;
  };
  const shown = new Map<Seat, HandShown>();
  for (const seat of SEATS) {
    const why = shownWhy(seat);
    if (why === undefined) continue;
    shown.set(seat, why);
    visible.addNamed(current(seat));
    // the hand as dealt: its played cards are on the table anyway; dummy's and one's own were seen whole
    if (why !== "claim") visible.addNamed(setup?.deal[seat] ?? []);
  }
  if (seesAll) for (const c of DECK) visible.add(c);

  // Revokes stay the Director's until a player draws attention to one or the offender corrects it (63, 64).
  const hiddenRevokes = full.revokes.filter((r) => r.attention === undefined && r.status !== "corrected");
  const revokePositions = new Set<number>();
  for (const r of hiddenRevokes) {
    revokePositions.add(r.position);
    const established = (r as { establishedAt?: number }).establishedAt;
    if (established !== undefined) revokePositions.add(established);
  }

  // Alerts and explanations (20F): all four players hear them; with screens, only the screenmate.
  const hears = (explainer: Seat): boolean => {
    if (!screens || spectatorHands === "all") return true;
    if (eyes === undefined) return over;
    return explainer === eyes || screenmate(explainer, screenmates) === eyes;
  };
  const explanations: HeardExplanation[] = [];
  const unheard = new Set<number>();
  events.forEach((e, i) => {
    // a question (20F) or a remark, a hesitation (16B) on the other side of the screen is not his either
    if ((e.type === "ExplanationRequested" || e.type === "ExtraneousInformation") && !hears(e.seat)) {
      unheard.add(i + 1);
      return;
    }
    if (e.type !== "Alerted" && e.type !== "Explained" && e.type !== "ExplanationCorrected") return;
    const position = i + 1;
    if (!hears(e.seat)) {
      unheard.add(position);
      return;
    }
    explanations.push({
      position,
      seat: e.seat,
      about: e.about,
      kind: e.type === "Alerted" ? "alert" : e.type === "Explained" ? "explanation" : "correction",
      ...("text" in e && { text: e.text }),
    });
  });

  const turn: SeatView["turn"] =
    full.turn === null
      ? null
      : full.turn.to === "call" || shown.has(full.turn.seat)
        ? full.turn
        : { seat: full.turn.seat, to: full.turn.to };

  const { reviews: _reviews, ...auction } = full.auction;
  const view: SeatView = {
    format: 1,
    viewer,
    phase: full.phase,
    board: full.board,
    dealer: full.dealer,
    vulnerability: full.vulnerability,
    edition: full.edition,
    ...(full.event !== undefined && { event: full.event }),
    ...(full.table !== undefined && { table: full.table }),
    ...(full.pairs !== undefined && { pairs: full.pairs }),
    ...(full.players !== undefined && { players: full.players }),
    ...(full.teams !== undefined && { teams: full.teams }),
    ...(full.section !== undefined && { section: full.section }),
    ...(full.round !== undefined && { round: full.round }),
    ...(full.room !== undefined && { room: full.room }),
    ...(full.date !== undefined && { date: full.date }),
    screens,
    hands:
      setup === null
        ? null
        : (Object.fromEntries(
            SEATS.map((seat) => {
              const cards = current(seat);
              const why = shown.get(seat);
              return [
                seat,
                why === undefined ? { count: cards.length } : { count: cards.length, cards, shown: why },
              ];
            }),
          ) as Record<Seat, SeatHand>),
    deal: SEATS.every((s) => shown.has(s)) ? full.deal : null,
    auction,
    explanations: explanations.length === 0 ? NONE : explanations,
    leadRestrictions: full.leadRestrictions,
    penaltyCards: full.penaltyCards,
    contract: full.contract,
    declarer: full.declarer,
    dummy: full.dummy,
    openingLeader: full.openingLeader,
    tricks: full.tricks,
    tricksWon: full.tricksWon,
    turn,
    revokes: kept(full.revokes, (r) => !hiddenRevokes.includes(r)),
    leadObligations: full.leadObligations,
    playObligations: full.playObligations,
    transfers: full.transfers,
    finalTricks: full.finalTricks,
    irregularPlays: kept(full.irregularPlays, (p) => visible.has(p.card)),
    pending: full.pending,
    rulingsNeeded:
      full.rulingsNeeded.length === 0
        ? NONE
        : full.rulingsNeeded.map((r) => ({
            law: r.law,
            position: r.position,
            ...(r.blocking === true && { blocking: true }),
          })),
    result: full.result,
    scores: full.scores,
    standing: full.standing,
    penalties: full.penalties,
    appeals: full.appeals,
    // own enumerable fields only: the claim checker's input (every hand) is not read, nor copied
    claims: full.claims.length === 0 ? NONE : full.claims.map((claim) => ({ ...claim })),
    arrangement: full.arrangement,
    handsReturned: full.handsReturned,
    movedOn: full.movedOn,
    contestants: full.contestants,
    questions: kept(full.questions, (q) => hears(q.seat)),
    extraneousInformation: kept(full.extraneousInformation, (x) => hears(x.seat)),
    cardsHandled: kept(full.cardsHandled, (h) => visible.has(h.card)),
    audit:
      unheard.size === 0 && revokePositions.size === 0
        ? full.audit
        : kept(
            full.audit,
            (a) =>
              !unheard.has(a.position) &&
              !(revokePositions.has(a.position) && REVOKE_LAWS.test(a.law as string)),
          ),
  };
  // every card may be seen (the board is over, or a spectator sees all the hands): nothing to withhold
  return seesAll || visible.size === DECK.length ? view : (withhold(view, visible) as SeatView);
};

/**
 * A consequence withheld from a seat: it names a card concealed from him. Its frame stays (the position, the
 * Law, whose option it is), so he knows something happened there; not what.
 */
export type Withheld = TableFact<"Withheld">;
