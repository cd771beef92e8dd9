import { type Card, SEATS, type Seat, SUIT_SYMBOLS, SUITS, type Suit } from "@bridgelaw/cards";
import type { ClaimReport } from "@bridgelaw/claims";
import { type BoardView, claimReport } from "@bridgelaw/table";
import { claimReportWithWords, claimStanding, claimWhat } from "@bridgelaw/words";
import { Effect, type Option } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { allowBrokenFlag } from "../chain.ts";
import { LogInvalid } from "../errors.ts";
import { expandLogPaths, makeReader, printError, sourceName, writeData, writeOut } from "../io.ts";
import { cliLang } from "../lang.ts";
import { startProgress } from "../progress.ts";
import { cardDisplay, contractDisplay, holdingDisplay } from "../render/text.ts";
import { t, tEnglish } from "../texts.ts";
import { describe } from "../words.ts";
import { seconds, startJobs, threadsFor, workersFlag, workersOf } from "../workers.ts";
import { errorMessage, replaySource } from "./replay.ts";

type ClaimView = BoardView["claims"][number];
type Report = ClaimReport;
type Play = NonNullable<Report["doubleDummy"]>["line"][number];

/** A card in the run's notation: `♠10`, `♠K` (in French `♠R`). */
const card = (c: Card): string => cardDisplay(c);
const cards = (cs: readonly Card[]): string => cs.map(card).join(" ");

/** A line of play, a trick a group: `♠A ♠J ♣4 ♦8 | ♥K …`, the seat of each trick's first card named. */
export const lineText = (line: readonly Play[], trickStart = 0): string => {
  const groups: string[] = [];
  let group: string[] = [];
  let n = trickStart;
  for (const p of line) {
    group.push(group.length === 0 ? `${p.seat} ${card(p.card)}` : card(p.card));
    n += 1;
    if (n % 4 === 0) {
      groups.push(group.join(" "));
      group = [];
    }
  }
  if (group.length > 0) groups.push(group.join(" "));
  return groups.join(" | ");
};

const handText = (hand: readonly Card[]): string =>
  SUITS.map((s) => {
    const held = hand.filter((c) => c[0] === s).map((c) => c[1]);
    return `${SUIT_SYMBOLS[s]}${held.length > 0 ? holdingDisplay(held.join("")) : "-"}`;
  }).join(" ");

const yesNo = (b: boolean | null): string => t("yesNo", { b: b === null ? "unknown" : b ? "yes" : "no" });

/** The checker's report on one claim, as text for the Director. */
export const renderClaimReport = (view: BoardView, c: ClaimView, r: Report = claimReport(c)): string => {
  const out: string[] = [];
  out.push(
    t("claimHead", {
      board: view.board ?? "absent",
      // the log's token in English (`4S`), the run's notation otherwise (`4♠`, `3SA`)
      contract:
        view.contract === null
          ? "absent"
          : cliLang() === "en"
            ? view.contract
            : contractDisplay(view.contract),
      seat: view.declarer ?? "none",
      what: claimWhat(c, cliLang()),
      position: c.position,
      trick: c.trick,
    }),
  );
  if (c.statement !== undefined) out.push(t("claimStatement", { text: c.statement }));
  if (c.line !== undefined) out.push(t("claimLineGiven", { line: c.line.join(", ") }));
  out.push(t("claimStatus", { text: claimStanding(c, cliLang()) }));
  if (r.error !== undefined) {
    out.push(t("claimCannot", { text: describe(r.error) }));
    return `${out.join("\n")}\n`;
  }
  const toPlay = SEATS[(SEATS.indexOf(r.position.leader) + r.position.trick.length) % 4] as Seat;
  out.push("");
  out.push(
    t("claimPosition", {
      trumps: r.trumps === "NT" ? "NT" : SUIT_SYMBOLS[r.trumps as Suit],
      seat: toPlay,
      leader: r.position.trick.length > 0 ? r.position.leader : "absent",
      cards: cards(r.position.trick),
    }),
  );
  for (const s of SEATS) out.push(`  ${s}  ${handText(r.position.hands[s])}`);
  out.push("");
  const dd = r.doubleDummy;
  if (dd !== null) {
    out.push(
      t("claimDD", {
        side: r.side,
        tricks: dd.tricks,
        remaining: r.remaining,
        holds: dd.holds ? "yes" : "no",
      }),
    );
    out.push(t("claimBestLine", { line: lineText(dd.line, r.position.trick.length) }));
  } else out.push(t("claimDDUnknown"));
  const n = r.noLineCanLose;
  out.push(t("claimNoLine", { side: r.side, yes: yesNo(n.holds), minimum: n.minimum ?? "absent" }));
  if (n.losingLine !== undefined)
    out.push(t("claimLosingLine", { line: lineText(n.losingLine, r.position.trick.length) }));
  if (r.statedLine !== null) {
    const s = r.statedLine;
    const check = (label: string, x: typeof s.bestElsewhere) => {
      out.push(t("claimCheck", { label, yes: yesNo(x.holds), tricks: x.tricks ?? "absent", side: r.side }));
      if (x.losingLine !== undefined)
        out.push(t("claimCheckLosing", { line: lineText(x.losingLine, r.position.trick.length) }));
    };
    out.push(t("claimStated", { steps: s.steps.join(", ") }));
    check(t("claimWell"), s.bestElsewhere);
    check(t("claimAnyOrder"), s.againstClaimer);
  } else out.push(t("claimNoStated"));
  const c70 = r.law70C;
  if (c70 !== null) {
    out.push(
      t("claim70C", {
        cards: cards(c70.outstanding),
        mentioned: c70.mentioned ? "yes" : "no",
        by: String(c70.mentionedBy),
        yes: yesNo(c70.canWin),
        tricks: c70.tricks !== null && c70.tricks > 0 ? c70.tricks : "absent",
      }),
    );
    if (c70.line !== undefined) out.push(`  ${lineText(c70.line, r.position.trick.length)}`);
    if (c70.applies === true) out.push(t("claim70CApplies"));
  } else out.push(t("claim70CNone"));
  const e = r.law70E;
  if (e !== null) {
    if (e.cards.length === 0) {
      out.push(
        t("claim70ENone", {
          suits: e.suitsChecked.length > 0 ? e.suitsChecked.map((s) => SUIT_SYMBOLS[s]).join(" ") : "absent",
          complete: e.complete ? "yes" : "no",
        }),
      );
    }
    for (const x of e.cards) {
      out.push(
        t("claim70E", {
          card: card(x.card),
          holder: x.holder,
          other: x.other,
          side: r.side,
          tricks: x.tricks,
        }),
      );
      out.push(`  ${lineText(x.line, r.position.trick.length)}`);
    }
    for (const x of e.shownOut) out.push(t("claimShowedOut", { seat: x.seat, suit: SUIT_SYMBOLS[x.suit] }));
  }
  if (r.law71.cannotLose !== null && r.law71.cannotLose > 0) {
    out.push(t("claim71B", { n: r.law71.cannotLose }));
  }
  if (r.law69B.opponentsCannotLose !== null && r.law69B.opponentsCannotLose > 0) {
    out.push(t("claim69B", { n: r.law69B.opponentsCannotLose, side: r.side }));
  }
  for (const note of r.notes) out.push(`  (${describe(note)})`);
  out.push(t("claimInforms"));
  return `${out.join("\n")}\n`;
};

export interface ClaimOptions {
  readonly files: readonly string[];
  readonly json: boolean;
  readonly all: boolean;
  readonly workers: Option.Option<number>;
  readonly allowBroken: boolean;
}

/** A log read and replayed, with the claims to report on (or why there is none). */
interface ClaimedBoard {
  readonly name: string;
  readonly view: BoardView | null;
  readonly claims: readonly ClaimView[];
  /** Why the log could not be read or replayed to its end (printed after what it gives). */
  readonly problem?: string;
  /** A sealed log whose chain does not hold, read as it stands (`--allow-broken`): verify's line. */
  readonly broken?: string;
}

const readClaims = (read: ReturnType<typeof makeReader>, path: string, all: boolean, allowBroken: boolean) =>
  Effect.gen(function* () {
    const name = sourceName(path);
    const text = yield* Effect.result(read(path));
    if (text._tag === "Failure") return { name, view: null, claims: [], problem: text.failure.message };
    const outcome = replaySource(name, text.success, { allowBroken });
    // a sealed log whose chain does not hold is left out (unless --allow-broken)
    if (outcome.broken !== undefined && outcome.problem !== undefined)
      return { name, view: null, claims: [], problem: outcome.problem };
    const view = outcome.replay.view;
    const claims = view.claims.filter((c) => c.status !== "current-trick" || all);
    return {
      name,
      view,
      claims: all ? claims : claims.slice(-1),
      ...(outcome.problem !== undefined && { problem: outcome.problem }),
      ...(outcome.broken !== undefined && { broken: outcome.broken }),
    } satisfies ClaimedBoard;
  });

/**
 * `bridgelaw claim LOG...`: the claim checker's report for the claim in each log (the last one; `--all`: each),
 * logs in the order given (a directory: its `*.jsonl`). Several claims are checked on every core
 * (`--workers`), with a progress bar on a terminal and the time taken on standard error. A log that cannot be
 * read or replayed, or has no claim, is reported on standard error (one line) and makes the run exit 1 after
 * the last log.
 */
export const runClaim = (options: ClaimOptions) =>
  Effect.gen(function* () {
    const workers = yield* workersOf("claim", options.workers);
    const { files, empty } = yield* expandLogPaths(options.files);
    let problems = 0;
    for (const line of empty) {
      problems += 1;
      yield* printError(line);
    }
    const read = makeReader();
    const boards: ClaimedBoard[] = [];
    for (const path of files) boards.push(yield* readClaims(read, path, options.all, options.allowBroken));
    const claims = boards.flatMap((b) => b.claims);
    const { used, text: threads } = threadsFor(workers, claims.length);
    const bar = startProgress(t("claimChecking", { n: claims.length, threads }), claims.length);
    const start = performance.now();
    // one claim on this thread, more on the pool: the same reports, every core
    const checking = startJobs(
      claims,
      used,
      (c) => claimReport(c),
      (pool, c) => pool.claim(c.checkInput),
      () => bar.advance(),
    );
    const many = boards.length > 1;
    let next = 0;
    yield* Effect.gen(function* () {
      // Beside a progress bar (standard error on a terminal), reports and problems are printed after it.
      if (process.stderr.isTTY === true) {
        yield* Effect.promise(() => Promise.allSettled(claims.map((_, i) => checking.result(i))));
        bar.done(t("claimChecked", { n: claims.length }));
      }
      for (const [i, board] of boards.entries()) {
        const first = next;
        next += board.claims.length;
        const reports = yield* Effect.result(
          Effect.tryPromise({
            try: () => Promise.all(board.claims.map((_, k) => checking.result(first + k))),
            catch: (e) => t("claimFailed", { name: board.name, message: errorMessage(e) }),
          }),
        );
        if (reports._tag === "Failure") {
          problems += 1;
          yield* printError(reports.failure);
          continue;
        }
        if (board.view !== null && board.claims.length > 0) {
          const view = board.view;
          const header = many && !options.json ? `${i > 0 ? "\n" : ""}==> ${board.name} <==\n` : "";
          const mark = board.broken === undefined ? "" : `${t("brokenChain", { x: board.broken })}\n`;
          yield* (options.json ? writeData : writeOut)(
            options.json
              ? `${board.claims.map((c, k) => JSON.stringify({ file: board.name, position: c.position, claimer: c.claimer, status: c.status, settled: c.settled, report: claimReportWithWords(reports.success[k]!), ...(board.broken !== undefined && { broken: board.broken }) })).join("\n")}\n`
              : `${header}${mark}${board.claims.map((c, k) => renderClaimReport(view, c, reports.success[k])).join("\n")}`,
          );
        }
        if (board.problem !== undefined) {
          problems += 1;
          yield* printError(board.problem);
        } else if (board.broken !== undefined) {
          yield* printError(t("claimBroken", { broken: board.broken }));
        }
        if (board.problem !== undefined) {
          // reported above
        } else if (board.claims.length === 0) {
          problems += 1;
          yield* printError(t("claimNone", { name: board.name }));
        }
      }
    }).pipe(Effect.ensuring(Effect.promise(() => checking.close())));
    const ms = performance.now() - start;
    if (claims.length > 1) {
      yield* printError(
        t("claimTimes", {
          n: claims.length,
          s: seconds(ms),
          threads,
          per: (ms / claims.length).toFixed(1),
        }),
      );
    }
    if (problems > 0) return yield* new LogInvalid({ count: problems });
  });

export const claimCommand = Command.make(
  "claim",
  {
    files: Argument.String("log").pipe(
      Argument.withDescription(
        "board logs (JSON Lines) with a claim, in the order given, or directories: every *.jsonl in them; - reads standard input",
      ),
      Argument.variadic({ min: 1 }),
    ),
    json: Flag.Boolean("json").pipe(
      Flag.withDescription("print the report as one JSON object (a line for each claim)"),
      Flag.withDefault(false),
    ),
    all: Flag.Boolean("all").pipe(
      Flag.withDescription("every claim of each log, not only the last"),
      Flag.withDefault(false),
    ),
    workers: workersFlag("check claims"),
    allowBroken: allowBrokenFlag,
  },
  runClaim,
).pipe(
  Command.withDescription(
    "Print the claim checker's report for the claim in each board log: the double-dummy tricks with a best line, whether the claim holds whatever the claimer plays, whether it holds on the stated line (and a losing line if not), an outstanding trump (70C), a card whose place the tricks depend on (70E), and tricks no play could lose (71B, 69B). It informs the Director; his ruling decides. Several claims (--all, several logs, a directory) are checked on every core (--workers), the same reports as on one. Exit 0 on a report for each log, 1 when a log is invalid or has no claim, 2 on a usage error.",
  ),
  Command.withShortDescription(tEnglish("summary", { command: "claim" })),
  Command.withExamples([
    {
      command: "bridgelaw claim examples/claims/W14a-70C-outstanding-trump.jsonl",
      description: "the report, as text",
    },
    { command: "bridgelaw claim --json board.jsonl", description: "as one JSON object" },
    {
      command: "bridgelaw claim --all --workers 4 session/",
      description: "every claim of every log in a session's directory, on 4 threads",
    },
  ]),
);
