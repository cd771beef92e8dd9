/**
 * The claim checker (Laws 68–71, an aid to the Director's ruling under 70): given the position at the moment
 * of a claim, it plays out the lines and reports, for the Director:
 *
 * - the double-dummy tricks of the claimer's side, with one best line (both sides' cards);
 * - whether the claim holds against every defence when the claimer follows his structured line, playing the
 *   rest well ("holds") or in any order (70A, 70E2: "against the claimer"), and if not a losing line;
 * - whether it holds whatever the claimer plays ("no line can lose"; 71B: tricks conceded that no play
 *   could lose);
 * - Law 70C: an opponent's trump the statement does not mention, and a line where it takes a trick;
 * - Law 70E: whether the tricks depend on finding a card with one opponent rather than the other.
 *
 * It informs, it does not rule: the Director's `DirectorRuled` is what the result uses. Pure; it never throws
 * on a playable position (a search past its budget is reported as undetermined).
 */
import { type Card, type Seat, type Side, type Strain, type Suit, sideOf } from "@bridgelaw/cards";
import type { CheckerCheck, ClaimCheckerError, ClaimReportNote } from "../consequences.ts";
import { type LineStep, statedSuits, stepToken } from "../line.ts";
import { bestLine, ddTricks, newCounter, Playout, type SolveCounter } from "./double-dummy.ts";
import {
  type ClaimPosition,
  cardOf,
  codeOf,
  finesseChoice,
  type Game,
  NOTRUMP,
  type Play,
  popcount,
  positionProblem,
  seatName,
  seatNumber,
  suitNumber,
  toGame,
  tricksLeft,
} from "./game.ts";
import { ClaimSearch } from "./line-search.ts";
import { HELP, HINDER, PlaySearch, type Role, SearchBudget, type SearchSpec } from "./search.ts";

export interface ClaimCheckInput {
  readonly position: ClaimPosition;
  readonly claimer: Seat;
  /** Tricks the claimer's side will take of those remaining (the trick in progress included). */
  readonly tricks: number;
  /** Declarer: a claimer of the other side is a defender (70D2). Default: the claimer's side declares. */
  readonly declarer?: Seat;
  /** The structured line of the statement (Law 68C). */
  readonly line?: readonly LineStep[];
  /** The statement as said, for Law 70C (does it mention the trumps?). */
  readonly statement?: string;
  /** Recorded: the claimer did (true) or did not (false) mention the outstanding trump (70C1). */
  readonly trumpMentioned?: boolean;
  /** Suits each seat failed to follow before the claim (70E1(i)). */
  readonly shownOut?: Partial<Readonly<Record<Seat, readonly Suit[]>>>;
  /** Positions the searches of one report may visit in all (default 300 000; a third at most each). */
  readonly budget?: number;
  /** Double-dummy solving the report may use, in units of a small solve (default 2 000; see `SolveCounter`). */
  readonly solveBudget?: number;
}

export interface LineCheck {
  /** The claimer's side's tricks against the best defence when it follows the line. */
  readonly tricks: number | null;
  readonly holds: boolean | null;
  /** A defence that beats the claim, to the trick where it can no longer be made. */
  readonly losingLine?: readonly Play[];
}

export interface ClaimReport {
  /** The cards as they stood at the claim. */
  readonly position: ClaimPosition;
  readonly claimer: Seat;
  readonly side: Side;
  /** Tricks left at the claim (the trick in progress included). */
  readonly remaining: number;
  /** Tricks the claimer's side claims of those remaining; the rest are conceded (68B1). */
  readonly claimed: number;
  readonly trumps: Strain;
  /** Double-dummy: the claimer's side's tricks, and one best line for each side (cards in play order). */
  readonly doubleDummy: {
    readonly tricks: number;
    readonly holds: boolean;
    readonly line: readonly Play[];
    readonly claimerCards: readonly Card[];
    readonly defenceCards: readonly Card[];
  } | null;
  /** Whatever the claimer's side plays, against every defence: the fewest tricks it can take. */
  readonly noLineCanLose: {
    readonly minimum: number | null;
    readonly holds: boolean | null;
    readonly losingLine?: readonly Play[];
  };
  /** The structured line: played well where it says nothing, and in any order (against the claimer). */
  readonly statedLine: {
    readonly steps: readonly string[];
    readonly bestElsewhere: LineCheck;
    readonly againstClaimer: LineCheck;
  } | null;
  /** Law 70C: trumps the claimer's opponents hold (null in notrump or when they hold none). */
  readonly law70C: {
    readonly outstanding: readonly Card[];
    /** C1: whether the statement mentions them, and how the engine knows. */
    readonly mentioned: boolean;
    readonly mentionedBy: "recorded" | "line" | "statement" | "none";
    /** C3: a line consistent with the statement where an outstanding trump takes a trick. */
    readonly canWin: boolean | null;
    /** The most tricks the outstanding trumps take on such lines (the engine's proposal; C2 is the Director's). */
    readonly tricks: number | null;
    readonly line?: readonly Play[];
    /** C0, C1 and C3 hold: the Director decides C2 (was it at all likely the claimer forgot the trump?). */
    readonly applies: boolean | null;
  } | null;
  /** Law 70E: cards whose place the tricks depend on. */
  readonly law70E: {
    readonly depends: boolean;
    readonly cards: readonly {
      readonly card: Card;
      readonly holder: Seat;
      readonly other: Seat;
      /** The claimer's side's tricks when it plays as if `card` were with `other`. */
      readonly tricks: number;
      readonly line: readonly Play[];
    }[];
    /** Suits the statement leaves open, checked; suits an opponent showed out of before the claim. */
    readonly suitsChecked: readonly Suit[];
    readonly shownOut: readonly { readonly seat: Seat; readonly suit: Suit }[];
    readonly complete: boolean;
  } | null;
  /** Law 71B: tricks conceded that no play of the remaining cards could lose. */
  readonly law71: { readonly cannotLose: number | null };
  /** Law 69B: tricks the opponents agreed to lose that no play could give the claimer. */
  readonly law69B: { readonly opponentsCannotLose: number | null };
  /** What the report adds, as data: a claim read as another number, checks past their budget, the solving. */
  readonly notes: readonly ClaimReportNote[];
  /** Set when the position cannot be played out (cards twice, hand sizes that do not fit the trick). */
  readonly error?: ClaimCheckerError;
}

const TRUMP_WORDS: Readonly<Record<string, RegExp>> = {
  S: /\b(spades?|piques?)\b|♠/i,
  H: /\b(hearts?|c(œ|oe)urs?)\b|♥/i,
  D: /\b(diamonds?|carreaux?)\b|♦/i,
  C: /\b(clubs?|tr[èe]fles?)\b|♣/i,
};

/** Whether a statement mentions the trumps (70C1): the word, the suit, a ruff, or a trump card. */
export const mentionsTrumps = (statement: string, trumps: Strain): boolean => {
  if (trumps === "NT") return false;
  if (/\b(trumps?|atouts?|ruff(s|ing)?|coupe[rs]?|draw(ing)?)\b/i.test(statement)) return true;
  if (TRUMP_WORDS[trumps]!.test(statement)) return true;
  return new RegExp(`(^|[^A-Za-z])${trumps}(10|[AKQJT2-9])\\b`).test(statement);
};

const toPlays = (line: readonly { seat: number; code: number }[]): Play[] =>
  line.map((p) => ({ seat: seatName(p.seat), card: cardOf(p.code) }));

const errorReport = (input: ClaimCheckInput, error: ClaimCheckerError): ClaimReport => ({
  position: input.position,
  claimer: input.claimer,
  side: sideOf(input.claimer),
  remaining: 0,
  claimed: input.tricks,
  trumps: input.position.trumps,
  doubleDummy: null,
  noLineCanLose: { minimum: null, holds: null },
  statedLine: null,
  law70C: null,
  law70E: null,
  law71: { cannotLose: null },
  law69B: { opponentsCannotLose: null },
  notes: [],
  error,
});

/** Runs `f`; a search past its budget gives `fallback` and a note. */
const bounded = <T>(notes: ClaimReportNote[], check: CheckerCheck, fallback: T, f: () => T): T => {
  try {
    return f();
  } catch (e) {
    if (e instanceof SearchBudget) {
      notes.push({
        _tag: "CheckNotDetermined",
        check,
        budget: e.budget,
        ...(e.most !== undefined && { most: e.most }),
      });
      return fallback;
    }
    throw e;
  }
};

/** The claim checker: see the module comment. */
export const checkClaim = (input: ClaimCheckInput): ClaimReport => {
  const problem = positionProblem(input.position);
  if (problem !== null) return errorReport(input, problem);
  try {
    return check(input);
  } catch (e) {
    // a defect of the checker must not stop a replay: it is reported where the report is shown
    return errorReport(input, {
      _tag: "CheckerFailed",
      failure: e instanceof Error ? e.message : String(e),
    });
  }
};

const check = (input: ClaimCheckInput): ClaimReport => {
  const game = toGame(input.position);
  const notes: ClaimReportNote[] = [];
  const claimer = seatNumber(input.claimer);
  const side = claimer & 1;
  const remaining = tricksLeft(game);
  const claimed = Math.max(0, Math.min(remaining, Math.round(input.tricks)));
  if (claimed !== input.tricks) notes.push({ _tag: "ClaimReadAs", given: input.tricks, claimed, remaining });
  const declaring = input.declarer === undefined ? side : seatNumber(input.declarer) & 1;
  const defender = declaring !== side;
  // the hands bound by the claimer's statement: declarer's two hands, or the claiming defender's own (70D2)
  const bound = [0, 1, 2, 3].map((s) => (defender ? s === claimer : (s & 1) === side));
  // every search draws on one budget of positions (at most a third of it each), and the solves on another
  const positions = { left: input.budget ?? 300_000 };
  const counter = newCounter(input.solveBudget ?? 2000);
  const search = (spec: Omit<SearchSpec, "budget">): ClaimSearch => {
    if (positions.left <= 0) throw new SearchBudget("spent");
    const s = new ClaimSearch(game, {
      ...spec,
      budget: Math.min(positions.left, Math.ceil((input.budget ?? 300_000) / 3)),
    });
    searches.push(s);
    return s;
  };
  const searches: ClaimSearch[] = [];
  const spent = () => {
    for (const s of searches.splice(0)) positions.left = Math.max(0, positions.left - s.visited());
  };
  const claimerTricks = (w: number) => (w & 1) === side;

  // double dummy, and one best line
  const best = bounded(notes, "double-dummy", null, () => bestLine(game, side, counter));
  const doubleDummy =
    best === null
      ? null
      : {
          tricks: best.tricks,
          holds: best.tricks >= claimed,
          line: toPlays(best.line),
          claimerCards: best.line.filter((p) => (p.seat & 1) === side).map((p) => cardOf(p.code)),
          defenceCards: best.line.filter((p) => (p.seat & 1) !== side).map((p) => cardOf(p.code)),
        };
  /** The claim fails double dummy: no line of the claimer's side can make it against the best defence. */
  const failsDD = best !== null && best.tricks < claimed;
  const ddLosing = failsDD ? toPlays(losingPart(game, best.line, side, claimed)) : undefined;

  // no line can lose: every seat plays against the claimer's side
  const noLineCanLose = bounded(
    notes,
    "no-line-can-lose",
    {
      minimum: null,
      holds: failsDD ? false : null,
      ...(ddLosing !== undefined && { losingLine: ddLosing }),
    } as ClaimReport["noLineCanLose"],
    () => {
      const s = search({
        roles: [HINDER, HINDER, HINDER, HINDER],
        counts: claimerTricks,
        countingSide: side,
        sideTricks: true,
      });
      const holds = failsDD ? false : s.holds(claimed);
      const losingLine = holds ? undefined : (ddLosing ?? toPlays(s.witness(claimed)));
      const minimum = bounded(notes, "fewest-tricks", null, () => s.value(claimed));
      return { minimum, holds, ...(losingLine !== undefined && { losingLine }) };
    },
  );

  spent();

  // the stated line
  let statedLine: ClaimReport["statedLine"] = null;
  const line = input.line ?? [];
  if (line.length > 0) {
    const leaf = defender
      ? undefined
      : (hands: Int32Array, leader: number) => ddTricks(hands, game.trump, leader, [], side, counter);
    // the line can do no better than double dummy: a claim that fails double dummy fails on the line, and
    // the defence's double-dummy answers to the line show how
    const known: LineCheck | null = failsDD
      ? bounded<LineCheck>(notes, "losing-line", { tricks: null, holds: false }, () => ({
          tricks: null,
          holds: false,
          losingLine: toPlays(lineAgainstBestDefence(game, side, bound, line, claimed, counter)),
        }))
      : null;
    const run = (free: Role): LineCheck => {
      const roles = [0, 1, 2, 3].map((s) => (bound[s] ? free : HINDER)) as Role[];
      const check: CheckerCheck =
        free === HELP
          ? known === null
            ? "stated-line-well"
            : "stated-line-well-tricks"
          : known === null
            ? "stated-line-any-order"
            : "stated-line-any-order-tricks";
      return bounded<LineCheck>(notes, check, known ?? { tricks: null, holds: null }, () => {
        const s = search({
          roles,
          counts: claimerTricks,
          countingSide: side,
          sideTricks: true,
          line,
          bound,
          ...(free === HELP && leaf !== undefined && { leaf }),
        });
        if (known !== null) return { ...known, tricks: s.value(claimed) };
        const holds = s.holds(claimed);
        const losing = holds ? {} : { losingLine: toPlays(s.witness(claimed)) };
        const tricks = bounded(notes, "stated-line-tricks", null, () => s.value(claimed));
        return { tricks, holds, ...losing };
      });
    };
    const bestElsewhere = run(HELP);
    spent();
    statedLine = { steps: line.map(stepToken), bestElsewhere, againstClaimer: run(HINDER) };
    spent();
  }

  // Law 70C: an outstanding trump
  let law70C: ClaimReport["law70C"] = null;
  if (game.trump !== NOTRUMP) {
    const outstanding: Card[] = [];
    for (let s = 0; s < 4; s++) {
      if ((s & 1) === side) continue;
      const m = game.hands[s * 4 + game.trump]!;
      for (let b = 12; b >= 0; b--) if ((m >> b) & 1) outstanding.push(cardOf(game.trump * 16 + b));
    }
    if (outstanding.length > 0) {
      const byLine = line.some(
        (st) => suitNumber(st.kind === "cash" ? st.suit : (st.card[0] as Suit)) === game.trump,
      );
      const byText = input.statement !== undefined && mentionsTrumps(input.statement, input.position.trumps);
      const mentionedBy =
        input.trumpMentioned !== undefined ? "recorded" : byLine ? "line" : byText ? "statement" : "none";
      const mentioned = input.trumpMentioned ?? (byLine || byText);
      const trumpTrick = (w: number, card: number) => (w & 1) !== side && card >> 4 === game.trump;
      const c3 = bounded<{ canWin: boolean | null; tricks: number | null; line?: Play[] }>(
        notes,
        "law-70C",
        { canWin: null, tricks: null },
        () => {
          const s = search({
            roles: [HELP, HELP, HELP, HELP],
            counts: trumpTrick,
            countingSide: 1 - side,
            sideTricks: false,
            // each such trick takes one of the opponents' trumps
            cap: (h) => popcount(h[(1 - side) * 4 + game.trump]!) + popcount(h[(3 - side) * 4 + game.trump]!),
            trumpGoal: true,
            line,
            bound,
          });
          const canWin = s.holds(1);
          if (!canWin) return { canWin, tricks: 0 };
          return { canWin, tricks: s.value(1), line: toPlays(s.witness(1)) };
        },
      );
      spent();
      law70C = {
        outstanding,
        mentioned,
        mentionedBy,
        ...c3,
        applies: c3.canWin === null ? null : !mentioned && c3.canWin,
      };
    }
  }

  // Law 70E: the place of a card
  let law70E: ClaimReport["law70E"] = null;
  if (best !== null && !failsDD)
    law70E = law70EChecks(game, input, side, bound, claimed, line, counter, noLineCanLose.holds === true);
  else
    notes.push({
      _tag: "Law70ENotChecked",
      why: best === null ? "no-double-dummy" : "fails-double-dummy",
    });

  // Law 71B and 69B: what no play could change
  // (a claim that some line loses concedes nothing that no play could lose, whatever the exact minimum)
  const law71 = {
    cannotLose:
      noLineCanLose.minimum !== null
        ? Math.max(0, noLineCanLose.minimum - claimed)
        : noLineCanLose.holds === false
          ? 0
          : null,
  };
  const law69B = bounded(notes, "law-69B", { opponentsCannotLose: null as number | null }, () => {
    const s = search({
      roles: [HELP, HELP, HELP, HELP],
      counts: claimerTricks,
      countingSide: side,
      sideTricks: true,
    });
    // only whether the most falls short of the claim matters here
    const most = s.holds(claimed) ? claimed : s.value(claimed);
    return { opponentsCannotLose: Math.max(0, claimed - most) };
  });
  if (defender) notes.push({ _tag: "DefenderClaim" });
  notes.push({ _tag: "DoubleDummySolves", solves: counter.solves });

  return {
    position: input.position,
    claimer: input.claimer,
    side: side === 0 ? "NS" : "EW",
    remaining,
    claimed,
    trumps: input.position.trumps,
    doubleDummy,
    noLineCanLose,
    statedLine,
    law70C,
    law70E,
    law71,
    law69B,
    notes,
  };
};

/** The start of a line, to the trick after which the claimer's side can no longer make `claimed`. */
const losingPart = (
  game: Game,
  line: readonly { seat: number; code: number }[],
  side: number,
  claimed: number,
): { seat: number; code: number }[] => {
  const p = new Playout(game, game.trump);
  const conceded = p.left() - claimed;
  for (const x of line) {
    if (p.won[1 - side]! > conceded) break;
    p.play(x.code);
  }
  return p.plays;
};

/**
 * A line where the claimer's side follows its statement (and plays double dummy where it says nothing) and
 * the defence plays double dummy: it holds the claimer's side to no more than the double-dummy value.
 */
const lineAgainstBestDefence = (
  game: Game,
  side: number,
  bound: readonly boolean[],
  line: readonly LineStep[],
  claimed: number,
  counter: SolveCounter,
): { seat: number; code: number }[] => {
  const p = new Playout(game, game.trump);
  const remaining = p.left();
  const steps = line.map((st) =>
    st.kind === "cash"
      ? { code: -1, suit: suitNumber(st.suit), draw: st.draw, finesse: false }
      : {
          code: codeOf(st.card),
          suit: suitNumber(st.card[0] as Suit),
          draw: false,
          finesse: st.kind === "finesse",
        },
  );
  const holds = (code: number) =>
    bound.some((b, s) => b && (p.hands[s * 4 + (code >> 4)]! >> (code & 15)) & 1);
  const ours = (suit: number) => bound.some((b, s) => b && p.hands[s * 4 + suit] !== 0);
  const theirs = (suit: number) => [0, 1, 2, 3].some((s) => (s & 1) !== side && p.hands[s * 4 + suit] !== 0);
  while (p.left() > 0 && p.won[1 - side]! <= remaining - claimed) {
    const seat = p.toPlay();
    const cands = p.candidates();
    let chosen: number | undefined;
    let free = cands;
    if (bound[seat]) {
      let i = 0;
      const done = (st: (typeof steps)[number]) =>
        st.code >= 0 ? !holds(st.code) : !ours(st.suit) || (st.draw && !theirs(st.suit));
      while (i < steps.length && done(steps[i]!)) i++;
      const st = steps[i];
      const hand = (suit: number) => p.hands[seat * 4 + suit]!;
      const legal = p.legal();
      if (st?.finesse) {
        if (p.trick.length > 0 && p.trick[0]! >> 4 === st.suit && legal.includes(st.code)) {
          chosen = finesseChoice(p.trick, p.leader, game.trump, seat, hand(st.suit), st.code);
        }
      } else if (st !== undefined && st.code >= 0 && legal.includes(st.code)) chosen = st.code;
      else if (st !== undefined && st.code < 0 && p.trick.length === 0 && hand(st.suit) !== 0)
        chosen = st.suit * 16 + (31 - Math.clz32(hand(st.suit)));
      const reserved = new Set(steps.slice(i).map((x) => x.code));
      const open = legal.filter((c) => !reserved.has(c));
      free = open.length > 0 ? open : legal;
    }
    if (chosen === undefined) {
      const own = (seat & 1) === side;
      let value = own ? -1 : 99;
      for (const c of free) {
        const q = p.copy();
        q.play(c);
        const v = q.total(side, counter);
        if (own ? v > value : v < value) {
          value = v;
          chosen = c;
        }
      }
    }
    p.play(chosen!);
  }
  return p.plays;
};

/** Most solving (in units, see `SolveCounter`) the 70E playouts may use. */
const SOLVES_70E = 1500;

/**
 * Law 70E: for each suit the statement leaves open, each card of one opponent that the claimer's side could
 * finesse or drop (a card of the claimer's side ranks between it and a card of the other opponent): the
 * claimer plays as if the two were exchanged (double dummy in that layout), the defence plays double dummy
 * in the real one. When that loses tricks the claimed tricks depend on where the card is. An opponent
 * void in the suit (shown out before the claim, 70E1(i), or to show out, 70E1(ii)) leaves nothing to find.
 * When no line of the claimer's side can lose (`secure`), no misguess can: nothing is played out.
 */
const law70EChecks = (
  game: Game,
  input: ClaimCheckInput,
  side: number,
  bound: readonly boolean[],
  claimed: number,
  line: readonly LineStep[],
  counter: SolveCounter,
  secure: boolean,
): NonNullable<ClaimReport["law70E"]> => {
  const stated = statedSuits(line);
  const o1 = 1 - side;
  const o2 = 3 - side;
  const suitsChecked: Suit[] = [];
  const pairs: { a: number; holder: number; b: number; other: number }[] = [];
  for (const suit of ["S", "H", "D", "C"] as const) {
    if (stated.has(suit)) continue;
    const s = suitNumber(suit);
    let ours = 0;
    for (let seat = 0; seat < 4; seat++)
      if (bound[seat] || (seat & 1) === side) ours |= game.hands[seat * 4 + s]!;
    if (ours === 0) continue;
    suitsChecked.push(suit);
    for (const [holder, other] of [
      [o1, o2],
      [o2, o1],
    ] as const) {
      const hm = game.hands[holder * 4 + s]!;
      const om = game.hands[other * 4 + s]!;
      if (hm === 0 || om === 0) continue;
      // each card of the holder above a card of the other with a card of ours between them (one pair for
      // each set of our cards between: exchanging equivalent cards changes nothing)
      const seen = new Set<number>();
      for (let a = 12; a >= 0; a--) {
        if (!((hm >> a) & 1)) continue;
        for (let b = a - 1; b >= 0; b--) {
          if (!((om >> b) & 1)) continue;
          const between = ours & ((1 << a) - 1) & ~((1 << (b + 1)) - 1);
          if (between === 0 || seen.has(between)) continue;
          seen.add(between);
          pairs.push({ a: s * 16 + a, holder, b: s * 16 + b, other });
        }
      }
    }
  }
  const cards: NonNullable<ClaimReport["law70E"]>["cards"][number][] = [];
  let complete = true;
  const own = newCounter(Math.min(SOLVES_70E, Math.max(0, counter.limit - counter.cost)));
  // when no line of the claimer's side can lose, no misguess can: nothing to play out
  for (const pair of secure ? [] : pairs) {
    let r: { tricks: number; line: { seat: number; code: number }[] };
    try {
      r = misguess(game, side, pair, own);
    } catch (e) {
      if (!(e instanceof SearchBudget)) throw e;
      complete = false;
      break;
    }
    if (r.tricks < claimed) {
      cards.push({
        card: cardOf(pair.a),
        holder: seatName(pair.holder),
        other: seatName(pair.other),
        tricks: r.tricks,
        line: toPlays(r.line),
      });
    }
  }
  const shownOut: { seat: Seat; suit: Suit }[] = [];
  for (const seat of [seatName(o1), seatName(o2)]) {
    for (const suit of input.shownOut?.[seat] ?? []) shownOut.push({ seat, suit });
  }
  counter.solves += own.solves;
  counter.cost += own.cost;
  return { depends: cards.length > 0, cards, suitsChecked, shownOut, complete };
};

/**
 * The claimer's side plays as if `a` (with `holder`) and `b` (with `other`) were exchanged: at each turn the
 * card that is best double dummy in that layout (once either card is played the layouts agree, and it plays
 * double dummy). The defence, seeing all, plays its best answer to that (searched; past a budget, double
 * dummy in the real layout). Returns the claimer's side's tricks and the line.
 */
const misguess = (
  game: Game,
  side: number,
  pair: { a: number; holder: number; b: number; other: number },
  counter: SolveCounter,
): { tricks: number; line: { seat: number; code: number }[] } => {
  const bitA = 1 << (pair.a & 15);
  const bitB = 1 << (pair.b & 15);
  const sa = pair.a >> 4;
  const swapped = (q: Playout): Int32Array | null => {
    const h = q.hands;
    if (!(h[pair.holder * 4 + sa]! & bitA) || !(h[pair.other * 4 + sa]! & bitB)) return null;
    const x = Int32Array.from(h);
    x[pair.holder * 4 + sa] = (x[pair.holder * 4 + sa]! & ~bitA) | bitB;
    x[pair.other * 4 + sa] = (x[pair.other * 4 + sa]! & ~bitB) | bitA;
    return x;
  };
  /** The claimer's card: best double dummy in the layout he plays for. */
  const claimerCard = (p: Playout): number => {
    const cands = p.candidates();
    if (cands.length === 1) return cands[0]!;
    let chosen = cands[0]!;
    let bestValue = -1;
    for (const c of cands) {
      const q = p.copy();
      q.play(c);
      const x = swapped(q);
      const v =
        x === null
          ? q.total(side, counter)
          : q.won[side]! + ddTricks(x, game.trump, q.leader, q.trick, side, counter);
      if (v > bestValue) {
        bestValue = v;
        chosen = c;
      }
    }
    return chosen;
  };
  const memo = new Map<string, number>();
  let budget = 4000;
  /** Tricks the claimer's side takes from `p` (those won in `p` included), and the defence's best line. */
  const value = (p: Playout): number => {
    if (p.left() === 0) return p.won[side]!;
    const key = `${p.leader}.${p.trick.join(",")}.${p.won[side]}.${Array.from(p.hands).join(",")}`;
    const seen = memo.get(key);
    if (seen !== undefined) return seen;
    budget -= 1;
    let v: number;
    if ((p.toPlay() & 1) === side) {
      const q = p.copy();
      q.play(claimerCard(p));
      v = value(q);
    } else if (budget < 0) {
      // past the budget the defence plays double dummy in the real layout
      const cands = p.candidates();
      let chosen = cands[0]!;
      let low = 99;
      for (const c of cands) {
        const q = p.copy();
        q.play(c);
        const t = q.total(side, counter);
        if (t < low) {
          low = t;
          chosen = c;
        }
      }
      const q = p.copy();
      q.play(chosen);
      v = value(q);
    } else {
      v = 99;
      for (const c of p.candidates()) {
        const q = p.copy();
        q.play(c);
        v = Math.min(v, value(q));
      }
    }
    memo.set(key, v);
    return v;
  };
  // the line: the defence's best answer at each of its turns
  const p = new Playout(game, game.trump);
  const tricks = value(p);
  while (p.left() > 0) {
    if ((p.toPlay() & 1) === side) {
      p.play(claimerCard(p));
      continue;
    }
    let chosen = -1;
    for (const c of p.candidates()) {
      const q = p.copy();
      q.play(c);
      if (value(q) === tricks) {
        chosen = c;
        break;
      }
    }
    p.play(chosen < 0 ? p.candidates()[0]! : chosen);
  }
  return { tricks, line: p.plays };
};

/**
 * The fewest and the most tricks the claimer's side can take from the claim's position, whoever plays what
 * (every seat against it, every seat for it): what no play could change (71B, 69B). Null past the budget.
 */
export const playBounds = (
  input: Pick<ClaimCheckInput, "position" | "claimer" | "tricks" | "budget">,
): { readonly minimum: number | null; readonly maximum: number | null } => {
  if (positionProblem(input.position) !== null) return { minimum: null, maximum: null };
  const game = toGame(input.position);
  const side = seatNumber(input.claimer) & 1;
  const counts = (w: number) => (w & 1) === side;
  const budget = input.budget ?? 200_000;
  const run = (role: Role): number | null => {
    try {
      return new PlaySearch(game, {
        roles: [role, role, role, role],
        counts,
        countingSide: side,
        sideTricks: true,
        budget,
      }).value(input.tricks);
    } catch (e) {
      if (e instanceof SearchBudget) return null;
      throw e;
    }
  };
  return { minimum: run(HINDER), maximum: run(HELP) };
};
