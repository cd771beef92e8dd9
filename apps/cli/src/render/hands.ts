import { type Deal, parseDeal, type Seat, SUIT_SYMBOLS, SUITS, suitHolding } from "@bridgelaw/cards";
import type { BoardView } from "@bridgelaw/table";
import { t } from "../texts.ts";
import { holdingDisplay, pad, trimLines } from "./text.ts";

/** The four lines of a hand, one per suit: `♠ AKQ2`; an unknown hand (PBN `-`) is one line. */
export const handLines = (hand: readonly string[]): string[] =>
  hand.length === 0
    ? [t("unknownHand")]
    : SUITS.map(
        (s) =>
          `${SUIT_SYMBOLS[s]} ${holdingDisplay(
            suitHolding(hand as Deal[Seat], s)
              .map((c) => c[1])
              .join(""),
          )}`,
      );

/** `North (dealer)`, `North: Anna Smith (dealer)` when the log names the player. */
const label = (seat: Seat, dealer: Seat | null, players?: BoardView["players"]): string =>
  t("seatLabel", { seat, name: players?.[seat], dealer: dealer === seat ? "yes" : "no" });

/**
 * The four hands in the compass layout (North on top, West left, East right, South below), as dealt, each
 * with its player's name when the log gives it (`players` of `BoardStarted`). Returns an empty string when the
 * view has no deal yet.
 */
export const renderHands = (view: BoardView): string => {
  if (view.deal === null) return "";
  let deal: Deal;
  try {
    deal = parseDeal(view.deal);
  } catch {
    return t("deal", { deal: view.deal });
  }
  return renderDeal(deal, view.dealer, view.players);
};

/** The compass diagram of any deal; `dealer` (if given) is marked, and the players named when given. */
export const renderDeal = (
  deal: Deal,
  dealer: Seat | null = null,
  players?: BoardView["players"],
): string => {
  const block = (seat: Seat): string[] => [label(seat, dealer, players), ...handLines(deal[seat])];
  const north = block("N");
  const south = block("S");
  const west = block("W");
  const east = block("E");
  const width = (lines: readonly string[]): number => Math.max(...lines.map((l) => l.length));
  const left = Math.max(width(west), 10) + 4;
  const middle = Math.max(width(north), width(south), 10) + 4;
  const indent = " ".repeat(left);
  const out: string[] = [];
  for (const l of north) out.push(indent + l);
  const rows = Math.max(west.length, east.length);
  for (let i = 0; i < rows; i += 1) {
    out.push(pad(west[i] ?? "", left) + pad("", middle) + (east[i] ?? ""));
  }
  for (const l of south) out.push(indent + l);
  return trimLines(out.join("\n"));
};
