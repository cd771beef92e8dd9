/**
 * What `bridgelaw dd` prints for a solved board: a text table, one JSON object, or a PBN hand record with
 * the double-dummy tags hand-record tools write (DoubleDummyTricks, OptimumScore, ParContract,
 * OptimumResultTable).
 */
import { formatDeal, highCardPoints, SEATS, type Seat, type Strain } from "@bridgelaw/cards";
import type { DdTable, Par } from "@bridgelaw/double-dummy";
import { t } from "../texts.ts";
import type { DdBoard } from "./dd-input.ts";

/** A board with its table and par. */
export interface DdSolved {
  readonly board: DdBoard;
  readonly table: DdTable;
  readonly par: Par;
}

/** Strains in the order the table prints them (as the Law 77 scoring table: notrump, then the majors). */
const STRAINS: readonly Strain[] = ["NT", "S", "H", "D", "C"];
const SYMBOL: Readonly<Record<Strain, string>> = { NT: "NT", S: "♠", H: "♥", D: "♦", C: "♣" };

/** The table as text: one row per declarer, one column per strain, then par. */
export const renderDd = (r: DdSolved): string => {
  const { board } = r;
  const pbn = formatDeal(board.deal);
  const rows = [
    board.board !== undefined ? t("ddBoard", { board: board.board, deal: pbn }) : pbn,
    `       ${STRAINS.map((s) => SYMBOL[s].padStart(3)).join("")}`,
    ...SEATS.map(
      (seat: Seat) => `  ${seat}    ${STRAINS.map((s) => String(r.table[seat][s]).padStart(3)).join("")}`,
    ),
    t("ddPar", {
      score: `${r.par.NS > 0 ? "+" : ""}${r.par.NS}`,
      contracts: r.par.contracts.length > 0 ? r.par.contracts.join(", ") : "none",
      dealer: board.fromPbn ? board.dealer : "absent",
      vul: board.vulnerability,
    }),
    ...(board.broken === undefined ? [] : [t("ddBroken", { broken: board.broken })]),
  ];
  return `${rows.join("\n")}\n`;
};

/**
 * The table as one JSON object: `{"board"?, "dealer"?, "deal", "vulnerability", "table": {N: {S, H, D, C,
 * NT}, …}, "par": {NS, contracts}}` (`board` and `dealer` for the boards of a PBN file).
 */
export const ddJson = (r: DdSolved): string => {
  const table = Object.fromEntries(
    SEATS.map((seat) => {
      const t = r.table[seat];
      return [seat, { S: t.S, H: t.H, D: t.D, C: t.C, NT: t.NT }];
    }),
  );
  return JSON.stringify({
    ...(r.board.board !== undefined ? { board: r.board.board } : {}),
    ...(r.board.fromPbn ? { dealer: r.board.dealer } : {}),
    deal: formatDeal(r.board.deal),
    vulnerability: r.board.vulnerability,
    table,
    par: { NS: r.par.NS, contracts: r.par.contracts },
    ...(r.board.broken !== undefined && { broken: r.board.broken }),
  });
};

/** Declarers and strains in the order of the DoubleDummyTricks tag and OptimumResultTable rows. */
const PBN_SEATS: readonly Seat[] = ["N", "S", "E", "W"];
const PBN_STRAINS: readonly Strain[] = ["NT", "S", "H", "D", "C"];

/**
 * The DoubleDummyTricks value: 20 hexadecimal digits, the tricks of declarer North, South, East, West in
 * turn, each in notrump, spades, hearts, diamonds, clubs.
 */
export const doubleDummyTricks = (table: DdTable): string =>
  PBN_SEATS.flatMap((seat) => PBN_STRAINS.map((s) => table[seat][s].toString(16))).join("");

/**
 * The ParContract value from a par contract as `par` writes it (`4S-NS+1`, `5H*-EW-2`, `3N-W`): the
 * declarer(s), the contract in PBN's notation (`NT`, `X` when doubled) and the result against it, the
 * contracts separated by `; `; `Pass` for a pass-out.
 */
export const parContract = (par: Par): string => {
  if (par.contracts.length === 0) return "Pass";
  return par.contracts
    .map((c) => {
      const m = /^(\d)([CDHSN])(\*?)-([NESW]+)([+-]\d+)?$/.exec(c);
      if (m === null) return c;
      const [, level, strain, doubled, who, result] = m;
      return `${who} ${level}${strain === "N" ? "NT" : strain}${doubled ? "X" : ""}${result ?? ""}`;
    })
    .join("; ");
};

/**
 * A PBN hand record for the board: Event, Site and Date when its file gave them, Board, Dealer, Vulnerable,
 * Deal (from the dealer, as export format writes it), each hand's high-card points in a commentary
 * (`{HCP: N 12, E 9, S 10, W 9}`: PBN has no tag for them), then DoubleDummyTricks, OptimumScore (North-South's par score), ParContract and the 20-row
 * OptimumResultTable (PBN 2.1 §4.2.7, §5.7).
 */
export const ddPbn = (r: DdSolved, index: number): string => {
  const tag = (name: string, value: string) => `[${name} "${value.replace(/["\\]/g, "\\$&")}"]`;
  const b = r.board;
  return `${[
    ...(b.broken === undefined ? [] : [`{bridgelaw: BROKEN CHAIN: ${b.broken}: read as it stands}`]),
    ...b.event.map(([name, value]) => tag(name, value)),
    tag("Board", b.board ?? String(index + 1)),
    tag("Dealer", b.dealer),
    tag("Vulnerable", b.vulnerability),
    tag("Deal", formatDeal(b.deal, b.dealer)),
    `{HCP: ${SEATS.map((seat) => `${seat} ${highCardPoints(b.deal[seat])}`).join(", ")}}`,
    tag("DoubleDummyTricks", doubleDummyTricks(r.table)),
    tag("OptimumScore", `NS ${r.par.NS}`),
    tag("ParContract", parContract(r.par)),
    '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]',
    ...PBN_SEATS.flatMap((seat) =>
      PBN_STRAINS.map((s) => `${seat} ${s.padStart(2)} ${String(r.table[seat][s]).padStart(2)}`),
    ),
  ].join("\n")}\n`;
};
