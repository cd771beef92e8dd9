import { SEAT_NAMES } from "@bridgelaw/cards";
import type { BoardView } from "./view.ts";

/**
 * A claim or concession as `claimStanding` and `claimWhat` read it: a board view's (or a seat view's) claim,
 * without the checker's report.
 */
export type ClaimFacts = Omit<BoardView["claims"][number], "report" | "checkInput">;

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * How a claim stands (Laws 68–71), in words for the Director: open, agreed, disputed, ruled, void … with the
 * tricks as settled and the Laws that decided (`ruled by the Director under 70C: NS take 2 of the 3`).
 */
export const claimStanding = (c: ClaimFacts): string => {
  const settled = c.settled === null ? "" : `: ${c.side} take ${c.settled} of the ${c.remaining}`;
  switch (c.status) {
    case "open":
      return "open: play is suspended (68D), not yet agreed or disputed";
    case "agreed":
      return `agreed (69A${c.final ? ", established" : ""})${settled}${c.corrections.length > 0 ? ` after ${c.corrections.map((x) => `${x.law}`).join(", ")}` : ""}`;
    case "disputed":
      return "disputed (68D2): the Director rules under Law 70";
    case "adjudicated":
      return `ruled by the Director under ${c.laws[0]}${settled}`;
    case "void":
      return "void: play continued by agreement (68D2(b)); the play decides";
    case "cancelled":
      return "no claim: a defender's concession his partner objected to at once (68B2)";
    case "current-trick":
      return "not a claim: a statement about the trick in progress (68 preamble)";
  }
};

/** What was claimed or conceded (Law 68A, 68B): `South claims 3 of the 4 tricks left`, `West concedes 2 of the 5 tricks left`. */
export const claimWhat = (c: ClaimFacts): string =>
  c.kind === "claim"
    ? `${SEAT_NAMES[c.claimer]} claims ${c.tricks} of the ${plural(c.remaining, "trick")} left`
    : `${SEAT_NAMES[c.claimer]} concedes ${c.remaining - c.tricks} of the ${plural(c.remaining, "trick")} left`;
