import type { BoardView } from "@bridgelaw/table";
import { ref, t } from "../texts.ts";
import { cardDisplay, GRID_SEATS, pad, padStart, seatName, trimLines } from "./text.ts";

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
  view.tricks.flatMap((tr) =>
    tr.cards.flatMap((c) => {
      const r = revokes.get(c.position);
      const who = t("trickOf", { trick: tr.number, seat: c.seat, card: cardDisplay(c.card) });
      if (r !== undefined) {
        const fate = r.rectifiedBy ?? r.correctedBy ?? r.establishedBy;
        return [
          t("revokeNote", {
            who,
            ref: ref(r.law),
            status: r.status,
            fate: fate ? ref(fate) : undefined,
            n: r.transfer,
          }),
        ];
      }
      return c.law === undefined ? [] : [t("cardNote", { who, ref: ref(c.law) })];
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
    t("play"),
    `  ${t("playColumns")}${GRID_SEATS.map((s) => pad(` ${seatName(s)}`, w)).join("")}${t("winner")}`,
  ];
  const revokes: Revokes = new Map(view.revokes.map((r) => [r.position, r]));
  for (const tr of view.tricks) {
    out.push(
      `  ${pad(padStart(String(tr.number), 4), 7)}${pad(seatName(tr.leader), 8)}${trickCells(tr, revokes)
        .map((c) => pad(c, w))
        .join("")}${tr.winner === null ? "—" : seatName(tr.winner)}`,
    );
  }
  const sides = { ns: "NS", ew: "EW" };
  out.push(t("tricksWon", { ...sides, ...view.tricksWon }));
  const final = view.finalTricks;
  if (final !== undefined && (final.NS !== view.tricksWon.NS || final.EW !== view.tricksWon.EW)) {
    out.push(t("after64", { ...sides, ...final }));
  }
  out.push(...footnotes(view, revokes));
  if (view.phase === "play" && view.turn?.to === "play") {
    const done = view.tricks.filter((t) => t.winner !== null).length;
    out.push(t("playInProgress", { n: done, seat: view.turn.seat }));
  }
  return trimLines(out.join("\n"));
};
