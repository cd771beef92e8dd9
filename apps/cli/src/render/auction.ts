import { seatIndex } from "@bridgelaw/cards";
import type { BoardView } from "@bridgelaw/table";
import { joinParts, ref, t } from "../texts.ts";
import { describe } from "../words.ts";
import { type ExplanationFact, type LogFacts, NO_FACTS } from "./facts.ts";
import { callShown, GRID_SEATS, pad, seatName, trimLines } from "./text.ts";

type ViewCall = BoardView["auction"]["calls"][number];

/** Column of a seat in the grid (West first, as bridge writers print it). */
const column = (seat: ViewCall["seat"]): number => (seatIndex(seat) + 1) % 4;

/** A call the Law has touched (an irregularity, or the rectification of one) carries its Law id. */
export const isMarked = (c: ViewCall): boolean => c.law !== undefined;

/** Calls that no longer stand are shown in parentheses. */
const isGone = (c: ViewCall): boolean => c.status === "withdrawn" || c.status === "cancelled";

/** Laws 20–21 marks of one call: alerted (`!`), and the letter of its explanation footnote. */
export interface CallMarks {
  readonly alerted: boolean;
  readonly letter?: string;
}

/**
 * The alerts and explanations of the auction by the position of the call they are about: `!` for an alerted
 * call, and a letter (`a`, `b` …, in the order of the calls) for a call explained or whose explanation was
 * corrected.
 */
export const callMarks = (facts: LogFacts): ReadonlyMap<number, CallMarks> => {
  const alerted = new Set(facts.explanations.filter((e) => e.kind === "alerted").map((e) => e.about));
  const explained = [
    ...new Set(facts.explanations.filter((e) => e.kind !== "alerted").map((e) => e.about)),
  ].sort((a, b) => a - b);
  const letters = new Map(explained.map((about, i) => [about, letterOf(i)]));
  const marks = new Map<number, CallMarks>();
  for (const about of new Set([...alerted, ...explained])) {
    const letter = letters.get(about);
    marks.set(about, { alerted: alerted.has(about), ...(letter !== undefined && { letter }) });
  }
  return marks;
};

/** `a` … `z`, then `aa`, `ab` …. */
const letterOf = (i: number): string =>
  i < 26 ? String.fromCharCode(97 + i) : `${letterOf(Math.floor(i / 26) - 1)}${letterOf(i % 26)}`;

/**
 * One cell of the grid: `1♠`, `Pass`, `1♣*27` for an irregular call with its Law, `(1♣)*27B` once withdrawn,
 * `2♦!a` for a call alerted and explained (footnote a).
 */
export const callCell = (c: ViewCall, marks?: CallMarks): string => {
  const call = callShown(c.call);
  const laws20 = marks === undefined ? "" : `${marks.alerted ? "!" : ""}${marks.letter ?? ""}`;
  return `${isGone(c) ? `(${call})` : call}${laws20}${isMarked(c) ? `*${c.law}` : ""}`;
};

/**
 * Lays the calls out in rows of four columns W N E S. Each call goes in its seat's column; a call whose
 * column is not to the right of the previous call starts a new row, so the dealer's earlier columns are blank
 * and a call out of rotation shows where it was made.
 */
export const auctionRows = (view: BoardView, facts: LogFacts = NO_FACTS): (string | null)[][] => {
  const marks = callMarks(facts);
  const rows: (string | null)[][] = [];
  let row: (string | null)[] = [null, null, null, null];
  let last = view.auction.dealer === null ? -1 : column(view.auction.dealer) - 1;
  for (const c of view.auction.calls) {
    const col = column(c.seat);
    if (col <= last) {
      rows.push(row);
      row = [null, null, null, null];
    }
    row[col] = callCell(c, marks.get(c.position));
    last = col;
  }
  if (row.some((x) => x !== null)) rows.push(row);
  return rows;
};

/**
 * Why a call is marked: the audit entries its event caused, else its flags or status.
 */
export const callReason = (c: ViewCall, view: BoardView): string => {
  const audit = view.audit.filter((a) => a.position === c.position).map((a) => describe(a));
  if (audit.length > 0) return joinParts(audit);
  if (c.flags !== undefined && c.flags.length > 0) return c.flags.join(", ");
  return c.status;
};

/** The footnote of a marked call: `*27  position 3, West 1♣ (open): West's 1C is insufficient over 1NT`. */
export const callFootnote = (c: ViewCall, view: BoardView): string =>
  t("callFootnote", {
    law: c.law,
    position: c.position,
    seat: c.seat,
    call: callShown(c.call),
    status: c.status,
    reason: callReason(c, view),
  });

const explanationText = (e: ExplanationFact): string => {
  const params = { seat: e.seat, position: e.position, text: e.text };
  if (e.kind === "alerted") return t("alerted", params);
  if (e.kind === "explained") return t("explained", params);
  return t("corrected", { ...params, ref: ref("21B") });
};

/**
 * The footnote of an explained call: `a  position 3, West 2♦: alerted by West (position 4); explained by
 * East (position 5): "both majors"`.
 */
export const explanationFootnote = (
  letter: string,
  about: number,
  view: BoardView,
  facts: LogFacts,
): string => {
  const c = view.auction.calls.find((x) => x.position === about);
  const call =
    c === undefined ? t("callNotInAuction") : t("seatCall", { seat: c.seat, call: callShown(c.call) });
  const said = facts.explanations.filter((e) => e.about === about).map(explanationText);
  return t("explanationFootnote", { letter, about, call, said: joinParts(said) });
};

/** What each kind of mark in the grid means; only the kinds the grid uses. */
export const auctionLegend = (view: BoardView, facts: LogFacts = NO_FACTS): string | null => {
  const marks = [...callMarks(facts).values()];
  const parts: string[] = [];
  if (marks.some((m) => m.alerted)) parts.push(t("legendAlerted", { ref: ref("20F") }));
  if (marks.some((m) => m.letter !== undefined)) parts.push(t("legendExplained"));
  if (view.auction.calls.some(isMarked)) parts.push(t("legendIrregular"));
  if (view.auction.calls.some(isGone)) parts.push(t("legendGone"));
  if (parts.length === 0) return null;
  // one line while it fits in 100 columns, else one line a mark
  const line = t("legend", { parts: joinParts(parts) });
  return line.length <= 100 ? line : [t("legendHead"), ...parts.map((p) => `  ${p}`)].join("\n  ");
};

/**
 * The auction as a grid with a legend for its marks, a note per irregular call and per explained call, and
 * the state of an unfinished auction.
 */
export const renderAuction = (view: BoardView, facts: LogFacts = NO_FACTS): string => {
  if (view.board === null) return "";
  const rows = auctionRows(view, facts);
  const cells = rows.flat().filter((x): x is string => x !== null);
  const width = Math.max(6, ...cells.map((x) => x.length)) + 2;
  const out = [
    t("auction"),
    `  ${GRID_SEATS.map((s) => pad(seatName(s), width)).join("")}`,
    ...rows.map((r) => `  ${r.map((x) => pad(x ?? "", width)).join("")}`),
  ];
  if (view.auction.calls.length === 0) out.push(t("noCalls"));
  const legend = auctionLegend(view, facts);
  if (legend !== null) out.push(`  ${legend}`);
  for (const c of view.auction.calls) if (isMarked(c)) out.push(`  ${callFootnote(c, view)}`);
  for (const [about, m] of [...callMarks(facts)].sort(([a], [b]) => a - b)) {
    if (m.letter !== undefined) out.push(`  ${explanationFootnote(m.letter, about, view, facts)}`);
    else out.push(`  !  ${explanationFootnote("", about, view, facts).trimStart()}`);
  }
  if (!view.auction.ended && view.turn?.to === "call") out.push(t("auctionToCall", { seat: view.turn.seat }));
  else if (!view.auction.ended && view.pending.length > 0) {
    const p = view.pending[0]!;
    out.push(t("auctionWaits", { seat: p.seat, ref: ref(p.law) }));
  }
  return trimLines(out.join("\n"));
};
