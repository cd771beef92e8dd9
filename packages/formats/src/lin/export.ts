import { analyseBoard, type BoardAnalysis } from "../analysis.ts";
import { composeNote } from "../annotation.ts";
import type { LogRecord } from "../board-log.ts";
import { linDeal } from "./hands.ts";

/**
 * BBO LIN export: one board a line — `pn` (players South, West, North, East), `md` (dealer digit, the four
 * hands), `ah`, `sv`, the calls (`mb`, `!` for an alert, `an` for an explanation), the cards in the order
 * played (`pc`, a `pg` after each trick), a claim (`mc`, declarer's tricks in all). Notes and what LIN
 * cannot say (irregularities, rulings) are commentary (`nt`). An event title shared by the boards is the
 * vugraph header `vg` (a comma in it becomes a space: `vg` separates its fields with commas); a board's own
 * event title is the comment `nt|event: …|` before its calls.
 */
const VUL: Readonly<Record<string, string>> = { None: "o", NS: "n", EW: "e", All: "b" };
const SCORING: Readonly<Record<string, string>> = {
  IMP: "I",
  IMPS: "I",
  MP: "P",
  MATCHPOINTS: "P",
  BAM: "B",
};

/** LIN forbids `|` in values. */
const clean = (s: string): string => s.replace(/\|/g, "/").replace(/\s+/g, " ").trim();

const linCall = (call: string): string =>
  call === "P" ? "p" : call === "X" ? "d" : call === "XX" ? "r" : call.replace("NT", "N");

const metaTag = (a: BoardAnalysis, name: string): string | undefined =>
  a.meta.tags.find((t) => t.name === name)?.value;

export const renderLinBoard = (a: BoardAnalysis, event?: string, before: readonly string[] = []): string => {
  const out: string[] = [];
  const pair = (code: string, value = ""): void => {
    out.push(`${code}|${clean(value)}|`);
  };
  for (const c of before) pair("nt", c);
  const room = metaTag(a, "Room");
  if (room !== undefined && /^(open|closed)$/i.test(room)) pair("qx", `${room[0]!.toLowerCase()}${a.board}`);
  const names = ["South", "West", "North", "East"].map((n) => metaTag(a, n) ?? "");
  if (names.some((n) => n !== "")) pair("pn", names.map((n) => n.replace(/,/g, " ")).join(","));
  pair("st");
  pair("md", linDeal(a.dealer, a.deal));
  pair("rh");
  pair("ah", `Board ${a.board}`);
  pair("sv", VUL[a.vulnerability]!);
  const comments = [
    ...(event !== undefined ? [`event: ${event}`] : []),
    ...a.meta.comments,
    ...(a.meta.text ? [a.meta.text] : []),
    ...a.leadingComments,
  ];
  if (a.table !== undefined) comments.push(`table ${a.table}`);
  if (a.pairs !== undefined)
    comments.push(`pairs${a.pairs.NS ? ` NS ${a.pairs.NS}` : ""}${a.pairs.EW ? ` EW ${a.pairs.EW}` : ""}`);
  const conditions = Object.entries(a.conditions).map(([k, v]) => (v === true ? k : `${k} ${v}`));
  if (conditions.length > 0) comments.push(`bridgelaw: ${conditions.join("; ")}`);
  for (const c of comments) pair("nt", c);
  for (const c of a.calls) {
    if (c.skipped.length > 0)
      pair(
        "nt",
        `${c.seat} ${c.call} out of rotation, accepted (the call of ${c.skipped.join(", ")} is skipped)`,
      );
    pair("mb", `${linCall(c.call)}${c.alerted ? "!" : ""}`);
    const explanation =
      c.explanation ?? (c.annotation.alert && c.annotation.text !== "" ? c.annotation.text : undefined);
    if (explanation !== undefined) pair("an", explanation);
    const note = composeNote({
      ...c.annotation,
      alert: false,
      comments: [],
      text: explanation === c.annotation.text ? "" : c.annotation.text,
    });
    if (note !== undefined) pair("nt", note);
    for (const x of [...c.annotation.comments, ...c.comments]) pair("nt", x);
  }
  if (a.calls.length > 0) pair("pg");
  for (const t of a.tricks) {
    for (const c of t.cards) {
      pair("pc", c.card);
      const note = composeNote({ ...c.annotation, comments: [] });
      if (note !== undefined) pair("nt", note);
      for (const x of [...c.annotation.comments, ...c.comments]) pair("nt", x);
    }
    if (t.cards.length === 4) pair("pg");
  }
  // How the play ended short of 13 tricks: a claim, or the tricks agreed (BBO records both as mc).
  const metaResult = metaTag(a, "Result");
  if (
    a.final &&
    !a.playComplete &&
    a.contract !== null &&
    a.contract !== "Pass" &&
    a.declarerTricks !== null
  ) {
    pair("mc", String(a.declarerTricks));
  } else if (
    !a.playComplete &&
    a.contract !== null &&
    a.contract !== "Pass" &&
    metaResult !== undefined &&
    /^\d+$/.test(metaResult)
  ) {
    pair("mc", metaResult);
  }
  return out.join("");
};

/** One log as one LIN line. Throws `FormatError` when the log does not replay. */
export const exportLinBoard = (log: readonly LogRecord[] | string, record = 1): string =>
  renderLinBoard(analyseBoard(log, record));

/**
 * Logs as a LIN file, one board a line. When the boards share an event, the file begins with the vugraph
 * header `vg` (title, scoring, first and last board) and each board with `qx` (room and board).
 */
export const exportLin = (
  logs: readonly (readonly LogRecord[] | string)[],
  options: { readonly comments?: readonly (readonly string[] | undefined)[] } = {},
): string => {
  const boards = logs.map((log, i) => analyseBoard(log, i + 1));
  if (boards.length === 0) return "";
  const events = new Set(boards.map((b) => b.event));
  const lines: string[] = [];
  const shared = events.size === 1 ? boards[0]!.event : undefined;
  if (shared !== undefined) {
    const numbers = boards.map((b) => b.board);
    const scoring = SCORING[(metaTag(boards[0]!, "Scoring") ?? "").toUpperCase()] ?? "";
    lines.push(
      `vg|${clean(shared).replace(/,/g, " ")},,${scoring},${Math.min(...numbers)},${Math.max(...numbers)},,,,|`,
    );
  }
  boards.forEach((b, i) => {
    lines.push(renderLinBoard(b, shared === undefined ? b.event : undefined, options.comments?.[i]));
  });
  return `${lines.join("\n")}\n`;
};
