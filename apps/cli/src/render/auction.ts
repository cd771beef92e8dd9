import { type Call, callDisplay, SEAT_NAMES, seatIndex } from "@bridgelaw/cards";
import type { BoardView } from "@bridgelaw/table";
import { GRID_SEATS, pad, trimLines } from "./text.ts";

type ViewCall = BoardView["auction"]["calls"][number];

/** Column of a seat in the grid (West first, as bridge writers print it). */
const column = (seat: ViewCall["seat"]): number => (seatIndex(seat) + 1) % 4;

/** A call the Law has touched (an irregularity, or the rectification of one) carries its Law id. */
export const isMarked = (c: ViewCall): boolean => c.law !== undefined;

/** Calls that no longer stand are shown in parentheses. */
const isGone = (c: ViewCall): boolean => c.status === "withdrawn" || c.status === "cancelled";

/** One cell of the grid: `1♠`, `Pass`, `1♣*27` for an irregular call with its Law, `(1♣)*27B` once withdrawn. */
export const callCell = (c: ViewCall): string => {
  const call = callDisplay(c.call as Call);
  return `${isGone(c) ? `(${call})` : call}${isMarked(c) ? `*${c.law}` : ""}`;
};

/**
 * Lays the calls out in rows of four columns W N E S. Each call goes in its seat's column; a call whose
 * column is not to the right of the previous call starts a new row, so the dealer's earlier columns are blank
 * and a call out of rotation shows where it was made.
 */
export const auctionRows = (view: BoardView): (string | null)[][] => {
  const rows: (string | null)[][] = [];
  let row: (string | null)[] = [null, null, null, null];
  let last = view.auction.dealer === null ? -1 : column(view.auction.dealer) - 1;
  for (const c of view.auction.calls) {
    const col = column(c.seat);
    if (col <= last) {
      rows.push(row);
      row = [null, null, null, null];
    }
    row[col] = callCell(c);
    last = col;
  }
  if (row.some((x) => x !== null)) rows.push(row);
  return rows;
};

/**
 * Why a call is marked: its reason, else the audit entries its event caused, else its flags or status.
 */
export const callReason = (c: ViewCall, view: BoardView): string => {
  if (c.reason !== undefined) return c.reason;
  const audit = view.audit.filter((a) => a.position === c.position).map((a) => a.text);
  if (audit.length > 0) return audit.join("; ");
  if (c.flags !== undefined && c.flags.length > 0) return c.flags.join(", ");
  return c.status;
};

/** The footnote of a marked call: `*27  position 3, West 1♣ (open): West's 1C is insufficient over 1NT`. */
export const callFootnote = (c: ViewCall, view: BoardView): string =>
  `*${c.law}  position ${c.position}, ${SEAT_NAMES[c.seat]} ${callDisplay(c.call as Call)}${
    c.status === "standing" ? "" : ` (${c.status})`
  }: ${callReason(c, view)}`;

/** The auction as a grid with a footnote line per irregular call, and the state of an unfinished auction. */
export const renderAuction = (view: BoardView): string => {
  if (view.board === null) return "";
  const rows = auctionRows(view);
  const cells = rows.flat().filter((x): x is string => x !== null);
  const width = Math.max(6, ...cells.map((x) => x.length)) + 2;
  const out = [
    "Auction",
    `  ${GRID_SEATS.map((s) => pad(SEAT_NAMES[s], width)).join("")}`,
    ...rows.map((r) => `  ${r.map((x) => pad(x ?? "", width)).join("")}`),
  ];
  if (view.auction.calls.length === 0) out.push("  (no calls yet)");
  for (const c of view.auction.calls) if (isMarked(c)) out.push(`  ${callFootnote(c, view)}`);
  if (!view.auction.ended && view.turn?.to === "call")
    out.push(`  (auction in progress: ${SEAT_NAMES[view.turn.seat]} to call)`);
  else if (!view.auction.ended && view.pending.length > 0) {
    const p = view.pending[0]!;
    out.push(`  (auction waits for ${SEAT_NAMES[p.seat]}'s choice under Law ${p.law})`);
  }
  return trimLines(out.join("\n"));
};
