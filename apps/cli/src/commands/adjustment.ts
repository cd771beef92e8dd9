import { parseContractIn } from "@bridgelaw/words";
import { Effect } from "effect";
import { Flag } from "effect/cli";
import { cliLang } from "../lang.ts";
import type { Prompter } from "../prompter.ts";
import { t } from "../texts.ts";

/**
 * The flags of an adjusted score (Law 12C), as a Director or a committee says it, read into the fields of
 * `ScoreAdjusted` / `AppealDecided` (`outcomes`, `NS`, `EW`). Only the words are read here: the table's
 * schema and the Laws check what they say when the event is decided.
 *
 *   --outcome "3H N 9"          an assigned score: 3♥ by North, 9 tricks (12C1(b)); under --lang fr also
 *                               "3♥ N 9", "3SA O 9", "Passe" (the French notation)
 *   --outcome "3H N 9 60%" --outcome "4S W 9 40%"   a weighted score (12C1(c))
 *   --outcome "10"              10 tricks in the board's contract
 *   --outcome "score 420"       North-South's points
 *   --ns average-plus --ew average-minus            artificial scores (12C2), or "60%", "+3imps", or outcomes
 */
export const adjustmentFlags = {
  outcome: Flag.atLeast(
    Flag.String("outcome").pipe(
      Flag.withMetavar("SPEC"),
      Flag.withDescription(
        'one outcome of the adjusted score for both sides: "[CONTRACT [DECLARER]] TRICKS [WEIGHT]" or "score POINTS [WEIGHT]" (e.g. "3H N 9 60%"); repeat it for a weighted score',
      ),
    ),
    0,
  ),
  ns: Flag.String("ns").pipe(
    Flag.withMetavar("SCORE"),
    Flag.withDescription(
      "North-South's own score: average-plus, average, average-minus (12C2), a percentage (60%), IMPs (+3imps), or outcomes separated by ;",
    ),
    Flag.optional,
  ),
  ew: Flag.String("ew").pipe(
    Flag.withMetavar("SCORE"),
    Flag.withDescription("East-West's own score, as --ns"),
    Flag.optional,
  ),
};

export type Outcome = {
  contract?: string;
  declarer?: string;
  tricks?: number;
  score?: number;
  weight?: number;
};

const CONTRACT = /^([1-7](C|D|H|S|NT)(X|XX)?|PASS)$/i;
const SEAT = /^[NESW]$/i;

/** A seat's letter: N E S W, or in French O for Ouest. */
const seatOf = (token: string): string | undefined =>
  SEAT.test(token)
    ? token.toUpperCase()
    : cliLang() === "fr" && token.toUpperCase() === "O"
      ? "W"
      : undefined;

/** `0.6`, `60%` → 0.6; null when the token is not a weight. */
const weightOf = (token: string): number | null => {
  const m = /^(\d+(?:\.\d+)?)(%)?$/.exec(token);
  if (m === null) return null;
  const n = Number(m[1]);
  return m[2] === "%" ? n / 100 : n;
};

/** One outcome spec, or the reason it cannot be read. */
export const parseOutcome = (spec: string): Outcome | string => {
  const tokens = spec
    .trim()
    .split(/\s+/)
    .filter((token) => token !== "");
  if (tokens.length === 0) return t("outcomeEmpty");
  const out: Outcome = {};
  let i = 0;
  if (tokens[0]!.toLowerCase() === "score") {
    const points = Number(tokens[1]);
    if (tokens[1] === undefined || !Number.isFinite(points)) return t("outcomeScore", { spec });
    out.score = points;
    i = 2;
  } else {
    // the contract in the log's notation (3H, 3NTX, Pass) or the run's language's (3♥, 3SAX, Passe)
    const contract = CONTRACT.test(tokens[0]!)
      ? tokens[0]!.toUpperCase() === "PASS"
        ? "Pass"
        : tokens[0]!.toUpperCase()
      : parseContractIn(tokens[0]!, cliLang());
    if (contract !== null) {
      out.contract = contract;
      i = 1;
      const seat = tokens[i] === undefined ? undefined : seatOf(tokens[i]!);
      if (seat !== undefined) {
        out.declarer = seat;
        i += 1;
      }
    }
    if (out.contract !== "Pass") {
      const tricks = tokens[i];
      if (tricks === undefined || !/^\d+$/.test(tricks)) return t("outcomeTricks", { spec });
      out.tricks = Number(tricks);
      i += 1;
    }
  }
  if (tokens[i] !== undefined) {
    const w = weightOf(tokens[i]!);
    if (w === null) return t("outcomeWeight", { spec, token: tokens[i] });
    out.weight = w;
    i += 1;
  }
  if (tokens[i] !== undefined) return t("outcomeNotUnderstood", { spec, rest: tokens.slice(i).join(" ") });
  return out;
};

/** A side's own score: an artificial score, a percentage, IMPs, or outcomes separated by `;`. */
export const parseSideScore = (spec: string): { readonly value: unknown } | { readonly error: string } => {
  const t = spec.trim().toLowerCase();
  if (t === "average-plus" || t === "average" || t === "average-minus") return { value: t };
  const pct = /^(\d+(?:\.\d+)?)%$/.exec(t);
  if (pct !== null) return { value: { percent: Number(pct[1]) } };
  const imps = /^([+-]?\d+(?:\.\d+)?)\s*imps?$/.exec(t);
  if (imps !== null) return { value: { imps: Number(imps[1]) } };
  const outcomes = spec.split(";").map(parseOutcome);
  const bad = outcomes.find((o) => typeof o === "string");
  return bad === undefined ? { value: outcomes } : { error: bad as string };
};

type Optional = { readonly _tag: "Some"; readonly value: string } | { readonly _tag: "None" };

/** The adjusted score's fields from the flags: `{}` when none is given, or the reason one cannot be read. */
export const adjustmentOf = (flags: {
  readonly outcome: readonly string[];
  readonly ns: Optional;
  readonly ew: Optional;
}): { readonly fields: Record<string, unknown> } | { readonly error: string } => {
  const fields: Record<string, unknown> = {};
  if (flags.outcome.length > 0) {
    const outcomes = flags.outcome.map(parseOutcome);
    const bad = outcomes.find((o) => typeof o === "string");
    if (bad !== undefined) return { error: bad as string };
    fields.outcomes = outcomes;
  }
  for (const side of ["ns", "ew"] as const) {
    const f = flags[side];
    if (f._tag === "None") continue;
    const v = parseSideScore(f.value);
    if ("error" in v) return { error: v.error };
    fields[side.toUpperCase()] = v.value;
  }
  return { fields };
};

/** An adjusted score asked at the terminal: its Law, then one score for both sides or each side's own. */
export const promptAdjustment = (
  p: Prompter,
): Effect.Effect<{ readonly law: string; readonly fields: Record<string, unknown> }> =>
  Effect.gen(function* () {
    const law = yield* p.text(t("askAdjustedLaw"), {
      validate: (v) => (v.trim() === "" ? t("askAdjustedLawMissing") : undefined),
    });
    const kind = yield* p.select(t("askAdjustedKind"), [
      { value: "both", label: t("askAdjustedBoth") },
      { value: "sides", label: t("askAdjustedSides") },
    ]);
    if (kind === "both") {
      const spec = yield* p.text(t("askOutcomes"), {
        validate: (v) => {
          const bad = v
            .split(";")
            .map(parseOutcome)
            .find((o) => typeof o === "string");
          return bad === undefined ? undefined : (bad as string);
        },
      });
      return { law: law.trim(), fields: { outcomes: spec.split(";").map(parseOutcome) } };
    }
    const side = (who: "NS" | "EW") =>
      p.text(t("askSideScore", { side: who }), {
        validate: (v) => {
          if (v.trim() === "") return undefined;
          const r = parseSideScore(v);
          return "error" in r ? r.error : undefined;
        },
      });
    const fields: Record<string, unknown> = {};
    for (const key of ["NS", "EW"] as const) {
      const v = yield* side(key);
      if (v.trim() === "") continue;
      const r = parseSideScore(v);
      if ("value" in r) fields[key] = r.value;
    }
    return { law: law.trim(), fields };
  });
