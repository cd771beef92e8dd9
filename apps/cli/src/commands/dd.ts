import {
  type Deal,
  formatDeal,
  parseDeal,
  SEATS,
  type Seat,
  type Strain,
  TokenParseError,
  type Vulnerability,
} from "@bridgelaw/cards";
import { type DdTable, ddTable, type Par, par } from "@bridgelaw/double-dummy";
import { Effect, Option } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { LogInvalid, UsageError } from "../errors.ts";
import { makeReader, printError, sourceName, writeOut } from "../io.ts";
import { errorMessage } from "./replay.ts";

/** Strains in the order the table prints them (as the Law 77 scoring table: notrump, then the majors). */
const STRAINS: readonly Strain[] = ["NT", "S", "H", "D", "C"];
const SYMBOL: Readonly<Record<Strain, string>> = { NT: "NT", S: "♠", H: "♥", D: "♦", C: "♣" };

/** One deal to solve: where it came from (for messages) and its text. */
export interface DealSource {
  readonly where: string;
  readonly text: string;
}

/** What `dd` gives for a deal: its 20-result table and par, or why not. */
export type DdResult =
  | {
      readonly ok: true;
      readonly deal: Deal;
      readonly pbn: string;
      readonly table: DdTable;
      readonly par: Par;
    }
  | { readonly ok: false; readonly where: string; readonly problem: string };

/**
 * The deals of a `--file`: one a line; blank lines and lines starting with `#` or `%` are skipped. A line may
 * hold the PBN deal string alone, quoted, or inside a PBN tag (`[Deal "N:…"]`) or a DDS `PBN` line.
 */
export const dealsOfFile = (name: string, text: string): DealSource[] =>
  text.split(/\r?\n/).flatMap((line, i) => {
    const t = line.trim();
    if (t === "" || t.startsWith("#") || t.startsWith("%")) return [];
    const m = /[NESWnesw]:\S*\s+\S+\s+\S+\s+\S+/.exec(t);
    return [{ where: `${name}: line ${i + 1}`, text: (m?.[0] ?? t).replace(/["\]]+$/, "") }];
  });

/** Solves one deal: the table for each declarer and strain, and par for the vulnerability (Law 77 scores). */
export const solveDeal = (source: DealSource, vulnerability: Vulnerability): DdResult => {
  let deal: Deal;
  try {
    deal = parseDeal(source.text);
  } catch (e) {
    return {
      ok: false,
      where: source.where,
      problem: e instanceof TokenParseError ? e.reason : errorMessage(e),
    };
  }
  const cards = SEATS.reduce((n, s) => n + deal[s].length, 0);
  if (cards !== 52 || SEATS.some((s) => deal[s].length !== 13)) {
    return { ok: false, where: source.where, problem: "a deal of four hands of 13 cards is solved (Law 7B)" };
  }
  try {
    const table = ddTable(deal);
    return { ok: true, deal, pbn: formatDeal(deal), table, par: par(table, vulnerability) };
  } catch (e) {
    return { ok: false, where: source.where, problem: errorMessage(e) };
  }
};

/** The table as text: one row per declarer, one column per strain, then par. */
export const renderDd = (r: Extract<DdResult, { ok: true }>, vulnerability: Vulnerability): string => {
  const rows = [
    r.pbn,
    `       ${STRAINS.map((s) => SYMBOL[s].padStart(3)).join("")}`,
    ...SEATS.map(
      (seat: Seat) => `  ${seat}    ${STRAINS.map((s) => String(r.table[seat][s]).padStart(3)).join("")}`,
    ),
    `  par  NS ${r.par.NS > 0 ? "+" : ""}${r.par.NS}${r.par.contracts.length > 0 ? ` (${r.par.contracts.join(", ")})` : " (passed out)"}, vulnerability ${vulnerability}`,
  ];
  return `${rows.join("\n")}\n`;
};

/** The table as one JSON object: `{"deal", "vulnerability", "table": {N: {S, H, D, C, NT}, …}, "par": {NS, contracts}}`. */
export const ddJson = (r: Extract<DdResult, { ok: true }>, vulnerability: Vulnerability): string => {
  const table = Object.fromEntries(
    SEATS.map((seat) => [
      seat,
      {
        S: r.table[seat].S,
        H: r.table[seat].H,
        D: r.table[seat].D,
        C: r.table[seat].C,
        NT: r.table[seat].NT,
      },
    ]),
  );
  return JSON.stringify({
    deal: r.pbn,
    vulnerability,
    table,
    par: { NS: r.par.NS, contracts: r.par.contracts },
  });
};

export interface DdOptions {
  readonly deals: readonly string[];
  readonly file: Option.Option<string>;
  readonly vul: Vulnerability;
  readonly json: boolean;
}

/**
 * `bridgelaw dd`: for each deal in order (the arguments, then the file's), its double-dummy table and par, as
 * text or one JSON object per line. A deal that cannot be read is reported on standard error (one line) and
 * makes the run exit 1 after the last deal; no deal at all is a usage error (exit 2).
 */
export const runDd = (options: DdOptions) =>
  Effect.gen(function* () {
    const sources: DealSource[] = options.deals.map((text, i) => ({ where: `deal ${i + 1}`, text }));
    if (Option.isSome(options.file)) {
      const path = options.file.value;
      const read = yield* Effect.result(makeReader()(path));
      if (read._tag === "Failure") {
        yield* printError(read.failure.message);
        return yield* new LogInvalid({ count: 1 });
      }
      sources.push(...dealsOfFile(sourceName(path), read.success));
    }
    if (sources.length === 0) {
      return yield* new UsageError({ message: "dd: give one or more deals (PBN deal strings) or --file F" });
    }
    let problems = 0;
    for (const [i, source] of sources.entries()) {
      const r = solveDeal(source, options.vul);
      if (!r.ok) {
        problems += 1;
        yield* printError(`${r.where}: ${r.problem}`);
        continue;
      }
      yield* writeOut(
        options.json ? `${ddJson(r, options.vul)}\n` : `${i > 0 ? "\n" : ""}${renderDd(r, options.vul)}`,
      );
    }
    if (problems > 0) return yield* new LogInvalid({ count: problems });
  });

export const ddCommand = Command.make(
  "dd",
  {
    deals: Argument.String("deal").pipe(
      Argument.withDescription(
        'PBN deal strings, each one argument: "N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 …"',
      ),
      Argument.variadic(),
    ),
    file: Flag.String("file").pipe(
      Flag.withMetavar("F"),
      Flag.withDescription(
        "a file of deals, one a line (a PBN deal string, a PBN [Deal] tag or a DDS PBN line); - reads standard input",
      ),
      Flag.optional,
    ),
    vul: Flag.Literals("vul", ["None", "NS", "EW", "All"] as const).pipe(
      Flag.withDescription("the vulnerability par is computed for (default None)"),
      Flag.withDefault("None" as Vulnerability),
    ),
    json: Flag.Boolean("json").pipe(
      Flag.withDescription(
        'one JSON object a deal, a line each: {"deal", "vulnerability", "table": {"N": {"S", "H", "D", "C", "NT"}, …}, "par": {"NS", "contracts"}}',
      ),
      Flag.withDefault(false),
    ),
  },
  runDd,
).pipe(
  Command.withDescription(
    "Print the double-dummy table of each deal (tricks for each declarer in each strain, the opening lead by declarer's left-hand opponent) and its par score from North-South's side. Exit 0 when every deal was solved, 1 when a deal could not be read, 2 on a usage error.",
  ),
  Command.withShortDescription("print the 20-result double-dummy table and par of deals"),
  Command.withExamples([
    {
      command: 'bridgelaw dd "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"',
      description: "one deal",
    },
    {
      command: "bridgelaw dd --file deals.txt --vul All --json",
      description: "a JSON line for each deal of a file",
    },
  ]),
);
