import { SEAT_NAMES } from "@bridgelaw/cards";
import type { BoardView } from "@bridgelaw/table";
import { cardDisplay, GRID_SEATS, pad, padStart, plural, trimLines } from "./text.ts";

type ViewTrick = BoardView["tricks"][number];

/** The cards of a trick by column W N E S; the card led is marked with `>` before it. */
export const trickCells = (t: ViewTrick): string[] =>
  GRID_SEATS.map((seat) => {
    const played = t.cards.find((c) => c.seat === seat);
    if (played === undefined) return "";
    return `${seat === t.leader ? ">" : " "}${cardDisplay(played.card)}`;
  });

/**
 * The tricks: number, leader, the four cards in columns W N E S (the lead marked `>`), and the winner.
 * A trick in progress has no winner yet (`—`). Empty when no card has been played.
 */
export const renderTricks = (view: BoardView): string => {
  if (view.tricks.length === 0) return "";
  const w = 8;
  const out = [
    "Play",
    `  ${pad("Trick", 7)}${pad("Leader", 8)}${GRID_SEATS.map((s) => pad(` ${SEAT_NAMES[s]}`, w)).join("")}Winner`,
  ];
  for (const t of view.tricks) {
    out.push(
      `  ${pad(padStart(String(t.number), 4), 7)}${pad(SEAT_NAMES[t.leader], 8)}${trickCells(t)
        .map((c) => pad(c, w))
        .join("")}${t.winner === null ? "—" : SEAT_NAMES[t.winner]}`,
    );
  }
  out.push(`  Tricks won: NS ${view.tricksWon.NS}, EW ${view.tricksWon.EW}`);
  if (view.phase === "play" && view.turn?.to === "play") {
    const done = view.tricks.filter((t) => t.winner !== null).length;
    out.push(`  (play in progress after ${plural(done, "trick")}: ${SEAT_NAMES[view.turn.seat]} to play)`);
  }
  return trimLines(out.join("\n"));
};
