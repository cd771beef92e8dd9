import { error, type Problem, warning } from "../problems.ts";

/**
 * The BBO LIN lexer: `code|value|` pairs, with the line each starts on. Line ends between pairs are
 * ignored (files break lines anywhere between pairs). Boards start at `qx` (vugraph files), or at `md` or
 * `pn` when the board being read already has a deal (one board a line, as BBO's hand records). The
 * vugraph header codes (`vg`, `rs`, `pw`, `bn`, `mp`) belong to the file; `pn` before any board gives the
 * players of the boards that follow.
 */
export interface LinPair {
  readonly code: string;
  readonly value: string;
  readonly line: number;
}

export interface LinBoardPairs {
  /** 1-based number of the board in the file. */
  readonly number: number;
  readonly line: number;
  readonly pairs: readonly LinPair[];
  /** The `pn` in force when the board starts (it may come before the board, once for many). */
  readonly players?: LinPair;
}

export interface LinFile {
  /** `vg`, `rs`, `pw`, `bn`, `mp`: read, kept, never required. */
  readonly header: ReadonlyMap<string, LinPair>;
  readonly boards: readonly LinBoardPairs[];
  readonly problems: readonly Problem[];
}

export const HEADER_CODES = new Set(["vg", "rs", "pw", "bn", "mp"]);

export const lexLinPairs = (text: string): { pairs: LinPair[]; problems: Problem[] } => {
  const pairs: LinPair[] = [];
  const problems: Problem[] = [];
  let line = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  while (i < n) {
    // Skip line ends and spaces between pairs.
    while (i < n && /\s/.test(text[i]!)) {
      if (text[i] === "\n") line += 1;
      i += 1;
    }
    if (i >= n) break;
    const codeStart = i;
    const codeLine = line;
    const bar = text.indexOf("|", i);
    if (bar < 0) {
      const rest = text.slice(i).trim();
      if (rest !== "")
        problems.push(
          warning("lin", codeLine, `"${rest.slice(0, 20)}" at the end is not a code|value| pair`),
        );
      break;
    }
    const code = text.slice(codeStart, bar).replace(/\s+/g, "").toLowerCase();
    for (let k = codeStart; k < bar; k += 1) if (text[k] === "\n") line += 1;
    const end = text.indexOf("|", bar + 1);
    if (end < 0) {
      problems.push(error("lin", codeLine, `${code}: the value is not closed with "|"`));
      pairs.push({ code, value: text.slice(bar + 1).trim(), line: codeLine });
      break;
    }
    const value = text.slice(bar + 1, end);
    for (let k = bar + 1; k < end; k += 1) if (text[k] === "\n") line += 1;
    if (!/^[a-z]{1,3}$/.test(code)) problems.push(warning("lin", codeLine, `"${code}" is not a LIN code`));
    pairs.push({ code, value: value.replace(/\r?\n/g, " "), line: codeLine });
    i = end + 1;
  }
  return { pairs, problems };
};

export const readLin = (text: string): LinFile => {
  const { pairs, problems } = lexLinPairs(text);
  const header = new Map<string, LinPair>();
  const boards: {
    number: number;
    line: number;
    pairs: LinPair[];
    players?: LinPair;
    hasDeal: boolean;
    qx: boolean;
  }[] = [];
  let current: (typeof boards)[number] | null = null;
  let players: LinPair | undefined;
  let preamble: LinPair[] = [];
  const start = (p: LinPair, qx: boolean) => {
    // Pairs of a board of their own before this one (a line with calls but no md): a board without a deal.
    if (preamble.some((x) => x.code === "mb" || x.code === "pc" || x.code === "ah" || x.code === "sv")) {
      boards.push({
        number: boards.length + 1,
        line: preamble[0]!.line,
        pairs: preamble,
        hasDeal: false,
        qx: false,
        ...(players !== undefined && { players }),
      });
      preamble = [];
    }
    current = {
      number: boards.length + 1,
      line: preamble[0]?.line ?? p.line,
      pairs: preamble,
      hasDeal: false,
      qx,
      ...(players !== undefined && { players }),
    };
    preamble = [];
    boards.push(current);
  };
  for (const p of pairs) {
    if (HEADER_CODES.has(p.code)) {
      header.set(p.code, p);
      continue;
    }
    const c = current as (typeof boards)[number] | null;
    if (p.code === "qx") {
      start(p, true);
      current!.pairs.push(p);
      continue;
    }
    if (p.code === "pn") {
      players = p;
      if (c === null || c.hasDeal)
        current = null; // the players of the boards to come
      else c.players = p;
      continue;
    }
    if (p.code === "md") {
      if (c === null || c.hasDeal) start(p, false);
      current!.hasDeal = true;
      current!.pairs.push(p);
      continue;
    }
    if (c === null) {
      if (p.code !== "pg" && p.code !== "st" && p.code !== "rh") preamble.push(p);
      continue;
    }
    c.pairs.push(p);
  }
  if (preamble.some((x) => x.code === "mb" || x.code === "pc" || x.code === "ah" || x.code === "sv")) {
    boards.push({
      number: boards.length + 1,
      line: preamble[0]!.line,
      pairs: preamble,
      hasDeal: false,
      qx: false,
    });
  } else if (preamble.length > 0) {
    problems.push(
      warning("lin", preamble[0]!.line, `${preamble.length} pair(s) after the last board belong to no board`),
    );
  }
  return {
    header,
    boards: boards.map(({ number, line, pairs: ps, players: pl }) => ({
      number,
      line,
      pairs: ps,
      ...(pl !== undefined && { players: pl }),
    })),
    problems,
  };
};
