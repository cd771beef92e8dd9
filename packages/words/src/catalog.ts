import type { Tagged, TokenProblem } from "@bridgelaw/cards";
import type { ScoringInputFact } from "@bridgelaw/scoring";

/** The languages the formatters write: English, and French in the FFB's terms. */
export type Lang = "en" | "fr";

/** Every language this package writes. */
export const LANGS: readonly Lang[] = ["en", "fr"];

/**
 * A language's messages for a set of tagged facts: one ICU MessageFormat string per tag (the tag is the
 * message id; the fact's fields are its arguments). The typing makes a missing message a compile error.
 *
 * Arguments are formatted by the language's own formatters, named in the message: `{seat, seat}` (North),
 * `{seats, seats, or}` (North or South), `{card, card}`, `{cards, cards}` (SK, HA), `{call, call}`,
 * `{calls, calls}`, `{suit, suit}`, `{suits, suits, or}`, `{strain, strain}`, `{side, side}`, `{law, law}`,
 * `{laws, laws}`, `{xs, list}`, `{roles, list, or}`, `{n, signed}`, `{ns, score, NS}`, `{items, each, Tag}` (each item worded by the
 * message of `Tag`, as a list), and facts nested in a field written by their own messages (`{counts, facts}`,
 * `{open, facts, semicolon}`); numbers and ids plainly (`{position}`, `{trick}`), counts with ICU `plural`,
 * choices with ICU `select` (an absent field selects the case `absent`, else `other`).
 * An apostrophe right before `{`, `}` (or `#` inside a plural) quotes it: write `''` for one.
 */
export type Messages<T extends Tagged> = { readonly [K in T["_tag"]]: string };

/** A log line that cannot be read, by its `MalformedLine` problem (`duplicate-key`, `syntax` …). */
export interface LogLineUnread {
  readonly _tag: "LogLineUnread";
  readonly problem: string;
}

/**
 * An input a scoring function refuses, one line (`ScoringInputError` of `@bridgelaw/scoring`): the field, the
 * value as the error shows it, and why (`ScoringInputFact`, or the token reader's `TokenProblem`).
 */
export interface ScoringInputRefused {
  readonly _tag: "ScoringInputRefused";
  readonly field: string;
  readonly value: string;
  readonly reason: ScoringInputFact | TokenProblem;
}

/** Messages of any tag: what a language's catalog is, once its parts are merged. */
export type Catalog = Readonly<Record<string, string>>;
