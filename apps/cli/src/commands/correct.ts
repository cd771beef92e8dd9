import type { BoardView } from "@bridgelaw/table";
import { DIRECTOR } from "@bridgelaw/table";
import { parseContractIn } from "@bridgelaw/words";
import { Effect, Option } from "effect";
import { Command, Flag } from "effect/cli";
import { UsageError } from "../errors.ts";
import { cliLang } from "../lang.ts";
import {
  appliedScoreText,
  markText,
  resultLabel,
  resultPoints,
  tableResultOf,
  whyText,
} from "../render/standing.ts";
import { joinParts, ref, t, tEnglish } from "../texts.ts";
import { describe } from "../words.ts";
import { type Context, type Plan, type RecordOptions, recordFlags, runRecord } from "./record.ts";

/** `bridgelaw correct FILE` with no correction: the score as recorded and the Correction Period. */
export const correctionText = (name: string, view: BoardView): string => {
  const s = view.standing;
  const tr = tableResultOf(s);
  const out = [t("boardOf", { name, board: view.board })];
  out.push(
    tr === null
      ? t("correctNoScore")
      : t("correctAtTable", {
          result: resultLabel(tr),
          points: resultPoints(tr) ?? "absent",
          ref: ref(tr.law),
          position: tr.position > 0 ? tr.position : "absent",
        }),
  );
  if (s.corrected !== null)
    out.push(
      t("correctRecorded", {
        result: resultLabel(s.corrected.recorded),
        points: resultPoints(s.corrected.recorded) ?? "absent",
      }),
    );
  if (s.applies === "ruled" || s.applies === "appeal")
    out.push(
      t("correctApplies", {
        score: appliedScoreText(s),
        mark: markText(s) === "" ? "absent" : markText(s),
        why: whyText(s),
      }),
    );
  out.push(
    view.scores.posted === null
      ? t("correctNotPosted")
      : t("correctPosted", {
          at: view.scores.posted.at,
          ends: view.scores.posted.correctionEnds,
        }),
  );
  out.push(
    t("correctHint", {
      command: `bridgelaw correct ${name} --tricks N [--contract 4S --declarer N] | --score POINTS [--law 79C|69B2|71]`,
    }),
  );
  return `${out.join("\n")}\n`;
};

export interface CorrectOptions extends RecordOptions {
  readonly law: Option.Option<string>;
  readonly contract: Option.Option<string>;
  readonly declarer: Option.Option<"N" | "E" | "S" | "W">;
  readonly tricks: Option.Option<number>;
  readonly score: Option.Option<number>;
  readonly toAgreed: boolean;
  readonly tdCertain: boolean;
  readonly requestedAt: Option.Option<string>;
  readonly text: Option.Option<string>;
  readonly force: boolean;
}

/**
 * Declarer's tricks as the play in the log gives them (after Law 64's transfers), when the whole play is in
 * the log: what a correction of the tricks is checked against. Undefined when the play is not all there.
 */
export const tricksPlayed = (view: BoardView): number | undefined => {
  if (view.declarer === null || view.tricks.length !== 13) return undefined;
  if (view.tricks.some((t) => t.cards.length !== 4 || t.winner === null)) return undefined;
  const side = view.declarer === "N" || view.declarer === "S" ? "NS" : "EW";
  return view.finalTricks[side];
};

/**
 * `--tricks N` that contradicts the tricks played in the log (the same contract and declarer): refused with
 * both counts, unless `--force` with the reason (`--text`), which the log keeps (Law 79C corrects an error in
 * recording or computing the score, not the play).
 */
const contradiction = (o: CorrectOptions, view: BoardView): string | undefined => {
  if (Option.isNone(o.tricks) || Option.isSome(o.score)) return undefined;
  const sameContract =
    (Option.isNone(o.contract) || o.contract.value === view.contract) &&
    (Option.isNone(o.declarer) || o.declarer.value === view.declarer);
  const played = tricksPlayed(view);
  if (!sameContract || played === undefined || played === o.tricks.value) return undefined;
  if (o.force && Option.isSome(o.text) && o.text.value.trim() !== "") return undefined;
  return t("correctContradicts", { tricks: o.tricks.value, played });
};

const optional = <A>(key: string, o: Option.Option<A>): Record<string, A> =>
  Option.isSome(o) ? { [key]: o.value } : {};

/** A correction applies when the table score now rests on it; otherwise why not (79C1 period over, 79C2 …). */
const corrected = (after: BoardView, position: number): string | null => {
  if (after.standing.corrected?.position === position) return null;
  const said = after.audit.filter((a) => a.position === position);
  return said.length === 0
    ? t("correctNoChange")
    : joinParts(said.map((a) => t("lawSaid", { ref: ref(a.law), text: describe(a) })));
};

const correction = (fields: Record<string, unknown>): Plan => ({
  kind: "record",
  event: { type: "ScoreCorrected", ...fields },
  actor: DIRECTOR,
  applied: corrected,
});

const planCorrect =
  (o: CorrectOptions) =>
  (ctx: Context): Effect.Effect<Plan, UsageError> =>
    Effect.gen(function* () {
      const entry = [o.contract, o.declarer].some(Option.isSome) || [o.tricks, o.score].some(Option.isSome);
      if (!entry) {
        if (Option.isSome(o.law) || o.toAgreed || o.tdCertain)
          return yield* new UsageError({
            message: t("usageCorrectEntry"),
          });
        if (!ctx.prompter.interactive) return { kind: "list", text: correctionText(ctx.name, ctx.view) };
        const p = ctx.prompter;
        const law = yield* p.select(t("askWhatCorrected"), [
          { value: "79C", label: t("askCorrect79C") },
          { value: "69B2", label: t("askCorrect69B2") },
          { value: "71", label: t("askCorrect71") },
        ]);
        const how = yield* p.select(t("askCorrectedEntry"), [
          { value: "tricks", label: t("askEntryTricks") },
          { value: "score", label: t("askEntryScore") },
        ]);
        const value = yield* p.text(how === "tricks" ? t("askDeclarerTricks") : t("askNsPoints"), {
          validate: (v) =>
            how === "tricks"
              ? /^(\d|1[0-3])$/.test(v.trim())
                ? undefined
                : t("askTricksRange")
              : Number.isFinite(Number(v.trim())) && v.trim() !== ""
                ? undefined
                : t("askPointsNumber"),
        });
        const late = ctx.view.scores.posted !== null ? yield* p.confirm(t("askLate")) : false;
        return correction({
          ...(law !== "79C" && { law }),
          [how]: Number(value.trim()),
          ...(late && { toAgreed: true, tdCertain: true }),
        });
      }
      const contradicted = contradiction(o, ctx.view);
      if (contradicted !== undefined) return yield* new UsageError({ message: contradicted });
      return correction({
        ...optional("law", o.law),
        ...optional("contract", o.contract),
        ...optional("declarer", o.declarer),
        ...optional("tricks", o.tricks),
        ...optional("score", o.score),
        ...(o.toAgreed && { toAgreed: true }),
        ...(o.tdCertain && { tdCertain: true }),
        ...optional("requestedAt", o.requestedAt),
        ...optional("text", o.text),
      });
    });

/** The contract as given (`4S`, `3NTX`, `Pass`, or in the run's notation: `4♠`, `3SAX`, `Passe`) in the log's form. */
const contractOf = (o: CorrectOptions): CorrectOptions => ({
  ...o,
  contract: Option.map(o.contract, (c) => parseContractIn(c, cliLang()) ?? c),
});

export const runCorrect = (o: CorrectOptions) => runRecord("correct", o, planCorrect(contractOf(o)));

export const correctCommand = Command.make(
  "correct",
  {
    ...recordFlags,
    law: Flag.String("law").pipe(
      Flag.withMetavar("LAW"),
      Flag.withDescription(
        "79C (a scoring error, the default), 69B2 (an agreement withdrawn) or 71 (a concession cancelled)",
      ),
      Flag.optional,
    ),
    contract: Flag.String("contract").pipe(
      Flag.withMetavar("C"),
      Flag.withDescription(
        "the corrected contract (4S, 3NTX, Pass; under --lang fr also 4♠, 3SAX, Passe); default the auction's",
      ),
      Flag.optional,
    ),
    declarer: Flag.Literals("declarer", ["N", "E", "S", "W"] as const).pipe(
      Flag.withDescription("the corrected declarer; default the auction's"),
      Flag.optional,
    ),
    tricks: Flag.Int("tricks").pipe(
      Flag.withMetavar("N"),
      Flag.withDescription("declarer's tricks"),
      Flag.optional,
    ),
    score: Flag.Int("score").pipe(
      Flag.withMetavar("POINTS"),
      Flag.withDescription("North-South's points, instead of a contract and tricks"),
      Flag.optional,
    ),
    toAgreed: Flag.Boolean("to-agreed").pipe(
      Flag.withDescription(
        "79C2: the Tournament Organizer agrees to a correction after the Correction Period",
      ),
      Flag.withDefault(false),
    ),
    tdCertain: Flag.Boolean("td-certain").pipe(
      Flag.withDescription("79C2: the Director is completely certain the recorded score is wrong"),
      Flag.withDefault(false),
    ),
    requestedAt: Flag.String("requested-at").pipe(
      Flag.withMetavar("TIME"),
      Flag.withDescription(
        "when the correction was asked for (default --at): the 79C period is judged from it",
      ),
      Flag.optional,
    ),
    text: Flag.String("text").pipe(
      Flag.withMetavar("TEXT"),
      Flag.withDescription("what was wrong (kept in the log; required with --force)"),
      Flag.optional,
    ),
    force: Flag.Boolean("force").pipe(
      Flag.withDescription(
        "record --tricks N that contradicts the tricks played in the log (the reason in --text is kept in the log)",
      ),
      Flag.withDefault(false),
    ),
  },
  runCorrect,
).pipe(
  Command.withDescription(
    "Record a score correction (ScoreCorrected, Law 79C; 69B2, 71). Without the corrected entry (and not at a terminal): show the score at the table and the Correction Period. Within the period (79C1) it applies; after it only with --to-agreed --td-certain (79C2); a correction the Law would not apply is refused unless --record-anyway. Exit 0 written or listed, 1 the log is invalid or the correction refused (nothing written), 2 usage error.",
  ),
  Command.withShortDescription(tEnglish("summary", { command: "correct" })),
  Command.withExamples([
    {
      command: "bridgelaw correct board.jsonl",
      description: "the score at the table and the Correction Period",
    },
    { command: "bridgelaw correct board.jsonl --tricks 11 --at 2026-11-22T22:20:00Z" },
  ]),
);
