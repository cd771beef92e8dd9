import { type Call, callDisplay, SEAT_NAMES, type Seat, SUIT_SYMBOLS, type Suit } from "@bridgelaw/cards";
import type { BoardView } from "@bridgelaw/table";
import { describe } from "../words.ts";
import { cardDisplay } from "./text.ts";

const seat = (s: Seat): string => SEAT_NAMES[s];
const possessive = (s: Seat): string => `${SEAT_NAMES[s]}'s`;
const SIDES: Readonly<Record<string, string>> = { NS: "North-South", EW: "East-West" };

const FATES: Readonly<Record<string, string>> = {
  "on-table": "on the table until the auction ends",
  "returned-24D": "returned to the hand (24D)",
  "penalty-card-24E": "a penalty card (24E)",
  "not-seen": "not seen",
};

const section = (title: string, lines: readonly string[]): string[] =>
  lines.length === 0 ? [] : [title, ...lines.map((l) => `  ${l}`)];

/** Options the Law gives a player now: `North, Law 27A1 (about position 3): … [accept | refuse]`. */
export const pendingLines = (view: Pick<BoardView, "pending">): string[] =>
  (view.pending ?? []).map(
    (p) =>
      `${seat(p.seat)}, Law ${p.law} (about position ${p.about}): ${describe(p)} [${p.options.join(" | ")}]`,
  );

/** Questions for the Director, with the answers the engine can apply when there is a closed set. */
export const rulingLines = (view: Pick<BoardView, "rulingsNeeded">): string[] =>
  view.rulingsNeeded.map((r) => {
    const extra = r as { readonly answers?: readonly string[]; readonly blocking?: boolean };
    const answers =
      extra.answers !== undefined && extra.answers.length > 0 ? ` [${extra.answers.join(" | ")}]` : "";
    const blocking = extra.blocking === true ? " (the board waits for this ruling)" : "";
    return `position ${r.position}, Law ${r.law}: ${describe(r)}${answers}${blocking}`;
  });

/** Who must pass (at the next turn or throughout) or repeat a call, and why. */
export const obligationLines = (view: BoardView): string[] =>
  (view.auction.obligations ?? []).map((o) =>
    o.kind === "pass"
      ? `${seat(o.seat)} must pass ${o.scope === "throughout" ? "whenever it is his turn to call" : "at his next turn"} (Law ${o.law}, from position ${o.from})`
      : `${seat(o.seat)} must repeat ${callDisplay(o.call)} at his turn (Law ${o.law}, from position ${o.from})`,
  );

const suits = (list: readonly Suit[]): string => list.map((s) => SUIT_SYMBOLS[s]).join(" ");

/** Law 26 lead restrictions: whom they restrict, from which event, and their state. */
export const leadRestrictionLines = (view: BoardView): string[] =>
  (view.leadRestrictions ?? []).map((r) => {
    const parts = [
      `${seat(r.restricted)} (partner of the offender ${seat(r.offender)}): lead restriction, Law ${r.law}, from position ${r.from}, ${r.status}`,
    ];
    if (r.suitsSpecified !== null && r.suitsSpecified.length > 0)
      parts.push(`suits specified ${suits(r.suitsSpecified)}`);
    if (r.mayRequire !== undefined && r.mayRequire.length > 0)
      parts.push(`declarer may require ${suits(r.mayRequire)}`);
    if (r.waived !== undefined) parts.push(`waived: ${r.waived}`);
    return parts.join("; ");
  });

/** Cards exposed during the auction (Law 24) and penalty cards carried into the play. */
export const cardLines = (view: BoardView): string[] => [
  ...(view.auction.exposedCards ?? []).map(
    (c) =>
      `position ${c.position}: ${seat(c.seat)} ${cardDisplay(c.card)} ${c.led ? "led" : "exposed"} during the auction, ${FATES[c.fate] ?? c.fate}`,
  ),
  ...(view.penaltyCards ?? []).map(
    (c) => `${seat(c.seat)} ${cardDisplay(c.card)}: penalty card (Law ${c.law})`,
  ),
];

/** Law 16C: information from withdrawn or cancelled calls. */
export const informationLines = (view: BoardView): string[] =>
  (view.auction.unauthorisedInformation ?? []).map(
    (i) =>
      `position ${i.position}: ${possessive(i.seat)} ${callDisplay(i.call as Call)} (Law ${i.law}): ${
        i.unauthorisedFor === null
          ? "no side restricted"
          : `unauthorised for ${SIDES[i.unauthorisedFor] ?? i.unauthorisedFor}`
      }`,
  );

/** What the Director reviews at the end of play (23C, 27D, 72C, 21B3). */
export const reviewLines = (view: BoardView): string[] =>
  (view.auction.reviews ?? []).map((r) => `position ${r.position}, Law ${r.law}: ${describe(r)}`);

/** Revokes with their trick and state, and plays that could not be taken in rotation. */
export const playLines = (view: BoardView): { revokes: string[]; irregular: string[] } => ({
  revokes: view.revokes.map(
    (r) =>
      `trick ${r.trick}, position ${r.position}: ${seat(r.offender)} ${cardDisplay(r.card)}, ${r.status} (Law ${r.law})`,
  ),
  irregular: view.irregularPlays.map(
    (p) => `position ${p.position}: ${seat(p.seat)} ${cardDisplay(p.card)} (Law ${p.law})`,
  ),
});

/**
 * What the players and the Director must attend to: options pending, rulings needed, obligations, lead
 * restrictions, exposed and penalty cards, unauthorised information, reviews, revokes and irregular plays.
 * Empty when there is none.
 */
export const renderAttention = (view: BoardView): string => {
  const play = playLines(view);
  return [
    ...section("Options pending", pendingLines(view)),
    ...section("Rulings needed", rulingLines(view)),
    ...section("Obligations", obligationLines(view)),
    ...section("Lead restrictions", leadRestrictionLines(view)),
    ...section("Exposed and penalty cards", cardLines(view)),
    ...section("Unauthorised information (Law 16C)", informationLines(view)),
    ...section("Reviews at the end of play", reviewLines(view)),
    ...section("Revokes", play.revokes),
    ...section("Irregular plays", play.irregular),
  ].join("\n");
};
