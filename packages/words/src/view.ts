import type { Tagged } from "@bridgelaw/cards";
import { frozenThrough, GrowingMap } from "@bridgelaw/log";
import type { BoardView, SeatView, Standing, StandingDecision, StandingResult } from "@bridgelaw/table";
import type { Lang } from "./catalog.ts";
import { describe } from "./format.ts";

type Worded<T, K extends string> = T & { readonly [F in K]: string };

/**
 * Each frozen consequence's worded copy, by language: a board's audit entries are the same frozen objects from
 * one version of its view to the next (the state's), so a live server words each entry once, not once per
 * reply (issue 32). Only values frozen through and through are kept, their worded copies frozen too: one that
 * may still change is worded each time.
 */
const worded = new WeakMap<object, Map<Lang, object>>();

const withText = <T extends Tagged>(x: T, lang: Lang): Worded<T, "text"> => {
  // kept only when frozen through and through, which it then is for good: no need to look again
  const known = worded.get(x)?.get(lang);
  if (known !== undefined) return known as Worded<T, "text">;
  const frozen = frozenThrough(x);
  const out = { ...x, text: describe(x, lang) };
  if (frozen) {
    Object.freeze(out); // shared by every view that holds the entry
    let byLang = worded.get(x);
    if (byLang === undefined) worded.set(x, (byLang = new Map()));
    byLang.set(lang, out);
  }
  return out;
};
/**
 * A list of consequences with their words, by language: a board's audit trail grows at its end from one
 * version of its view to the next, so only the entries added are worded (and looked up) again.
 */
const wordedLists = new Map<Lang, GrowingMap<Tagged, Worded<Tagged, "text">>>();
const withTexts = <T extends Tagged>(list: readonly T[], lang: Lang): readonly Worded<T, "text">[] => {
  let lists = wordedLists.get(lang);
  if (lists === undefined) wordedLists.set(lang, (lists = new GrowingMap((x) => withText(x, lang))));
  return lists.map(list) as readonly Worded<T, "text">[];
};

const withQuestion = <T extends Tagged>(x: T, lang: Lang): Worded<T, "question"> => ({
  ...x,
  question: describe(x, lang),
});

const resultWithWords = (r: StandingResult, lang: Lang) => ({ ...r, result: withText(r.result, lang) });

const decisionWithWords = (d: StandingDecision, lang: Lang) => ({
  ...d,
  mark: withText(d.mark, lang),
  ...(d.tricks !== undefined && { tricks: resultWithWords(d.tricks, lang) }),
});

/**
 * The board's standing with its words: why a score applies, each mark and each result with its `text` (in
 * `lang`), beside their data.
 */
export const standingWithWords = (s: Standing, lang: Lang = "en") => ({
  ...s,
  played: s.played === null ? null : resultWithWords(s.played, lang),
  corrected:
    s.corrected === null
      ? null
      : { ...resultWithWords(s.corrected, lang), recorded: resultWithWords(s.corrected.recorded, lang) },
  ruled: s.ruled === null ? null : decisionWithWords(s.ruled, lang),
  appeal: s.appeal === null ? null : { ...s.appeal, ...decisionWithWords(s.appeal, lang) },
  why: s.why === null ? null : withText(s.why, lang),
  mark: s.mark === null ? null : withText(s.mark, lang),
});

/** The standing as JSON gives it (`standingWithWords`). */
export type WordedStanding = ReturnType<typeof standingWithWords>;

/** A board view with its words: each audit entry, option and review with its `text`, each question its `question`. */
export type WordedBoardView = Omit<
  BoardView,
  "audit" | "pending" | "rulingsNeeded" | "auction" | "standing"
> & {
  readonly standing: WordedStanding;
  readonly audit: readonly Worded<BoardView["audit"][number], "text">[];
  readonly pending: readonly Worded<BoardView["pending"][number], "text">[];
  readonly rulingsNeeded: readonly Worded<BoardView["rulingsNeeded"][number], "question">[];
  readonly auction: Omit<BoardView["auction"], "reviews"> & {
    readonly reviews: readonly Worded<BoardView["auction"]["reviews"][number], "text">[];
  };
};

/** A seat's view with its words: each audit entry and option with its `text`. */
export type WordedSeatView = Omit<SeatView, "audit" | "pending" | "standing"> & {
  readonly standing: WordedStanding;
  readonly audit: readonly Worded<SeatView["audit"][number], "text">[];
  readonly pending: readonly Worded<SeatView["pending"][number], "text">[];
};

/**
 * The board view as JSON output gives it (`bridgelaw replay --json`, the server's views): the data of every
 * consequence with its words beside it, in `lang` (English by default): `text` for audit entries, options and
 * reviews, `question` for the questions to the Director. The view's other fields are untouched.
 */
export const withWords = (view: BoardView, lang: Lang = "en"): WordedBoardView => ({
  ...view,
  audit: withTexts(view.audit, lang),
  pending: view.pending.map((p) => withText(p, lang)),
  rulingsNeeded: view.rulingsNeeded.map((r) => withQuestion(r, lang)),
  auction: { ...view.auction, reviews: view.auction.reviews.map((r) => withText(r, lang)) },
  standing: standingWithWords(view.standing, lang),
});

/** A seat's view with its words (see `withWords`). */
export const seatViewWithWords = (view: SeatView, lang: Lang = "en"): WordedSeatView => ({
  ...view,
  audit: withTexts(view.audit, lang),
  pending: view.pending.map((p) => withText(p, lang)),
  standing: standingWithWords(view.standing, lang),
});
