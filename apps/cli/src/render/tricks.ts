import { SEAT_NAMES } from "@bridgelaw/cards";
import type { BoardView } from "@bridgelaw/table";
import { cardDisplay, GRID_SEATS, pad, padStart, plural, trimLines } from "./text.ts";

type ViewTrick = BoardView["tricks"][number];

/** The revokes of the view by the log position of their card. */
type Revokes = ReadonlyMap<number, BoardView["revokes"][number]>;

/**
 * The cards of a trick by column W N E S; the card led is marked with `>` before it, a card standing under a
 * Law of the play (53A, 57C3, 50D1 …) with `*` after it, a revoke with `!` (footnotes under the tricks).
 */
export const trickCells = (t: ViewTrick, revokes: Revokes = new Map()): string[] =>
  GRID_SEATS.map((seat) => {
    const played = t.cards.find((c) => c.seat === seat);
    if (played === undefined) return "";
    const mark = revokes.has(played.position) ? "!" : played.law !== undefined ? "*" : "";
    return `${seat === t.leader ? ">" : " "}${cardDisplay(played.card)}${mark}`;
  });

/** The footnotes of the marked cards: the Law each irregular card stands under, each revoke and its fate. */
const footnotes = (view: BoardView, revokes: Revokes): string[] =>
  view.tricks.flatMap((t) =>
    t.cards.flatMap((c) => {
      const r = revokes.get(c.position);
      const who = `trick ${t.number}, ${SEAT_NAMES[c.seat]} ${cardDisplay(c.card)}`;
      if (r !== undefined) {
        const fate = r.rectifiedBy ?? r.correctedBy ?? r.establishedBy;
        const tricks = r.transfer === undefined ? "" : `, ${r.transfer} trick${r.transfer === 1 ? "" : "s"}`;
        return [`  ! ${who}: revoke (Law ${r.law}), ${r.status}${fate ? ` (Law ${fate}${tricks})` : ""}`];
      }
      return c.law === undefined ? [] : [`  * ${who}: Law ${c.law}`];
    }),
  );

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
  const revokes: Revokes = new Map(view.revokes.map((r) => [r.position, r]));
  for (const t of view.tricks) {
    out.push(
      `  ${pad(padStart(String(t.number), 4), 7)}${pad(SEAT_NAMES[t.leader], 8)}${trickCells(t, revokes)
        .map((c) => pad(c, w))
        .join("")}${t.winner === null ? "—" : SEAT_NAMES[t.winner]}`,
    );
  }
  out.push(`  Tricks won: NS ${view.tricksWon.NS}, EW ${view.tricksWon.EW}`);
  const final = view.finalTricks;
  if (final !== undefined && (final.NS !== view.tricksWon.NS || final.EW !== view.tricksWon.EW)) {
    out.push(`  After Law 64 (and any adjustment): NS ${final.NS}, EW ${final.EW}`);
  }
  out.push(...footnotes(view, revokes));
  if (view.phase === "play" && view.turn?.to === "play") {
    const done = view.tricks.filter((t) => t.winner !== null).length;
    out.push(`  (play in progress after ${plural(done, "trick")}: ${SEAT_NAMES[view.turn.seat]} to play)`);
  }
  return trimLines(out.join("\n"));
};
