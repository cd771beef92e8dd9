import { errorAbout, type Problem, warning } from "../problems.ts";

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
  /** The problems of reading this board's pairs (a value cut off, a control character …). */
  readonly problems?: readonly Problem[];
}

export interface LinFile {
  /** `vg`, `rs`, `pw`, `bn`, `mp`: read, kept, never required. */
  readonly header: ReadonlyMap<string, LinPair>;
  readonly boards: readonly LinBoardPairs[];
  /** The problems of reading the file that are about no board's pairs (the header, pairs of no board). */
  readonly problems: readonly Problem[];
}

export const HEADER_CODES = new Set(["vg", "rs", "pw", "bn", "mp"]);

/** A line end: CR LF, LF, or CR alone (old Mac files). */
const LINE_END = /\r\n|\r|\n/g;
const lineEnds = (text: string): number => text.match(LINE_END)?.length ?? 0;

/** The first control character of a text (a NUL …; tab and line ends are text), with its code. */
const controlCharacter = (text: string): string | undefined => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  const m = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.exec(text);
  return m === null ? undefined : `U+${m[0].charCodeAt(0).toString(16).padStart(4, "0")}`;
};

/** A code as a message can show it: control characters as `?`. */
const shown = (code: string): string =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: replacing control characters is the point
  code.replace(/[\u0000-\u001f\u007f]/g, "?");

/**
 * The `code|value|` pairs of a LIN text, with the problems of reading them; `pairOf` gives the pair each
 * problem is about (the pair cut off, the pair with a control character; text after the last pair: the last
 * pair), so that a problem goes with its board.
 */
export const lexLinPairs = (
  text: string,
): { pairs: LinPair[]; problems: Problem[]; pairOf: ReadonlyMap<Problem, LinPair> } => {
  const pairs: LinPair[] = [];
  const problems: Problem[] = [];
  const pairOf = new Map<Problem, LinPair>();
  const about = (p: Problem, pair: LinPair | undefined): void => {
    problems.push(p);
    if (pair !== undefined) pairOf.set(p, pair);
  };
  let line = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  while (i < n) {
    // Skip line ends and spaces between pairs.
    while (i < n && /\s/.test(text[i]!)) {
      if (text[i] === "\n" || (text[i] === "\r" && text[i + 1] !== "\n")) line += 1;
      i += 1;
    }
    if (i >= n) break;
    const codeStart = i;
    const codeLine = line;
    const bar = text.indexOf("|", i);
    if (bar < 0) {
      const rest = text.slice(i).trim();
      if (rest !== "")
        about(
          errorAbout("lin", codeLine, { _tag: "LinTrailingText", text: rest.slice(0, 20) }),
          pairs.at(-1),
        );
      break;
    }
    const written = text.slice(codeStart, bar);
    const code = written.replace(/\s+/g, "").toLowerCase();
    line += lineEnds(written);
    const end = text.indexOf("|", bar + 1);
    const value = end < 0 ? text.slice(bar + 1) : text.slice(bar + 1, end);
    line += lineEnds(value);
    const pair: LinPair = {
      code,
      value: end < 0 ? value.trim() : value.replace(LINE_END, " "),
      line: codeLine,
    };
    pairs.push(pair);
    const control = controlCharacter(written + value);
    if (control !== undefined)
      about(
        errorAbout("control-character", codeLine, {
          _tag: "LinControlCharacter",
          character: control,
          code: shown(code),
        }),
        pair,
      );
    if (end < 0) {
      about(errorAbout("lin", codeLine, { _tag: "LinValueCutOff", code: shown(code) }), pair);
      break;
    }
    if (!/^[a-z]{1,3}$/.test(code))
      about(errorAbout("lin", codeLine, { _tag: "LinNotACode", code: shown(code) }), pair);
    i = end + 1;
  }
  return { pairs, problems, pairOf };
};

export const readLin = (text: string): LinFile => {
  const { pairs, problems: lexed, pairOf } = lexLinPairs(text);
  const problems: Problem[] = [];
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
      preamble.push(p); // layout pairs too: a problem of theirs goes with the board that follows
      continue;
    }
    c.pairs.push(p);
  }
  // After the last board: pairs of a board of its own (calls with no md), or what is left of a board the
  // file cuts off (its players, a pair cut in the middle): a board without a deal, so that the damage is
  // told with it, never with another board.
  const damaged = new Set(pairOf.values());
  const unused = players !== undefined && !boards.some((b) => b.players === players) ? players : undefined;
  const layout = (x: LinPair) => x.code === "pg" || x.code === "st" || x.code === "rh";
  if (
    preamble.some((x) => x.code === "mb" || x.code === "pc" || x.code === "ah" || x.code === "sv") ||
    preamble.some((x) => damaged.has(x)) ||
    (unused !== undefined && damaged.has(unused))
  ) {
    boards.push({
      number: boards.length + 1,
      line: (preamble[0] ?? unused)!.line,
      pairs: preamble,
      hasDeal: false,
      qx: false,
      ...(unused !== undefined && { players: unused }),
    });
  } else if (preamble.some((x) => !layout(x))) {
    problems.push(
      warning("lin", preamble[0]!.line, `${preamble.length} pair(s) after the last board belong to no board`),
    );
  }
  // Each problem of reading goes with the board that holds its pair (a `pn`: every board it names the
  // players of); the others are the file's.
  const boardsOf = new Map<LinPair, number[]>();
  const hold = (p: LinPair, k: number) => boardsOf.set(p, [...(boardsOf.get(p) ?? []), k]);
  boards.forEach((b, k) => {
    for (const p of b.pairs) hold(p, k);
    if (b.players !== undefined) hold(b.players, k);
  });
  const byBoard = boards.map((): Problem[] => []);
  const fileProblems: Problem[] = [];
  for (const p of lexed) {
    const pair = pairOf.get(p);
    const ks = pair === undefined ? undefined : boardsOf.get(pair);
    if (ks === undefined) fileProblems.push(p);
    else for (const k of ks) byBoard[k]!.push(p);
  }
  return {
    header,
    boards: boards.map(({ number, line, pairs: ps, players: pl }, k) => ({
      number,
      line,
      pairs: ps,
      ...(pl !== undefined && { players: pl }),
      ...(byBoard[k]!.length > 0 && { problems: byBoard[k]! }),
    })),
    problems: [...fileProblems, ...problems],
  };
};
