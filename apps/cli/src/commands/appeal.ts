import type { BoardReplay, BoardView } from "@bridgelaw/table";
import { COMMITTEE, captain as captainOf, DIRECTOR, player } from "@bridgelaw/table";
import { Effect, Option } from "effect";
import { CliError, Command, Flag } from "effect/cli";
import { UsageError } from "../errors.ts";
import { cliLang } from "../lang.ts";
import { describeEvent } from "../render/timeline.ts";
import { ref, t, tEnglish } from "../texts.ts";
import { describe } from "../words.ts";
import { adjustmentFlags, adjustmentOf, promptAdjustment } from "./adjustment.ts";
import { type Context, type Plan, type RecordOptions, recordFlags, runRecord } from "./record.ts";

type Side = "NS" | "EW";
type Seat = "N" | "E" | "S" | "W";
const SEATS_OF: Readonly<Record<Side, readonly [Seat, Seat]>> = { NS: ["N", "S"], EW: ["E", "W"] };
const RULING_TYPES = new Set(["DirectorRuled", "ScoreAdjusted", "PenaltyAwarded", "AppealDecided"]);

/** The rulings of the log (what an appeal can be about): DirectorRuled, ScoreAdjusted, PenaltyAwarded, AppealDecided. */
export const rulingsOf = (replay: BoardReplay): { readonly position: number; readonly text: string }[] =>
  replay.lines.flatMap((l, i) =>
    RULING_TYPES.has(String(l.record.type)) ? [{ position: i + 1, text: describeEvent(l.record) }] : [],
  );

/** `bridgelaw appeal lodge|decide FILE` with nothing to record: the rulings, the appeals, the time limit. */
export const appealsText = (name: string, replay: BoardReplay): string => {
  const view = replay.view;
  const rulings = rulingsOf(replay);
  const out = [t("boardOf", { name, board: view.board })];
  out.push(rulings.length === 0 ? t("appealNoRuling") : t("appealRulings"));
  for (const r of rulings) out.push(t("appealRuling", { position: r.position, text: r.text }));
  if (view.scores.posted !== null)
    out.push(t("appealPosted", { at: view.scores.posted.at, until: view.scores.posted.appealEnds }));
  else out.push(t("appealNotPosted"));
  if (view.appeals.length === 0) out.push(t("appealNone"));
  for (const a of view.appeals)
    out.push(
      t("appealListed", {
        position: a.position,
        side: a.side,
        about: a.about ?? "absent",
        status: t("appealStatus", { s: a.status.replace(" ", "_") }),
        ref: ref(a.law),
        text: describe(a.reason),
        decided: a.decision?.position ?? "absent",
        decision: a.decision === undefined ? "" : t("decision", { d: a.decision.decision }),
      }),
    );
  out.push(
    t("appealLodgeHint", {
      command: `bridgelaw appeal lodge ${name} --side NS --agreed N,S [--about P]`,
    }),
    t("appealDecideHint", {
      command: `bridgelaw appeal decide ${name} --body committee --decision upheld|changed|cancelled [--law 12C1(b) --outcome "…"]`,
    }),
  );
  return `${out.join("\n")}\n`;
};

const optional = <A>(key: string, o: Option.Option<A>): Record<string, A> =>
  Option.isSome(o) ? { [key]: o.value } : {};

/** An appeal is heard when its status is `lodged`; otherwise the Law that refused it (92A, 92B, 92C, 92D). */
const heard = (after: BoardView, position: number): string | null => {
  const a = after.appeals.find((x) => x.position === position);
  return a === undefined || a.status !== "not heard"
    ? null
    : t("appealNotHeard", { ref: ref(a.law), text: describe(a.reason) });
};

/** A decision applies when the appeal is `decided`; a committee's on a point of law is a recommendation (93B3). */
const decided = (after: BoardView, position: number): string | null => {
  const a = after.appeals.find((x) => x.decision?.position === position);
  if (a === undefined || a.status === "decided") return null;
  return t("appealNotDecided", {
    status: t("appealStatus", { s: a.status.replace(" ", "_") }),
    ref: ref(a.law),
    text: describe(a.reason),
  });
};

// ---- appeal lodge -------------------------------------------------------------------------------------

export interface LodgeOptions extends RecordOptions {
  readonly side: Option.Option<Side>;
  readonly about: Option.Option<number>;
  readonly agreed: Option.Option<string>;
  readonly captain: boolean;
  readonly contest: Option.Option<"pairs" | "teams" | "individual">;
  readonly notViaDirector: boolean;
  readonly text: Option.Option<string>;
}

/** `N,S` → ["N", "S"], or the reason it is not a list of seats. */
/** A seat's letter as the run's language writes it: N E S W, in French N E S O. */
const seatLetter = (seat: Seat): string => (seat === "W" && cliLang() === "fr" ? "O" : seat);

const seatsOf = (spec: string): Seat[] | string => {
  const seats = spec
    .split(/[\s,]+/)
    .filter((s) => s !== "")
    .map((s) => s.toUpperCase())
    .map((s) => (s === "O" && cliLang() === "fr" ? "W" : s));
  const bad = seats.find((s) => !["N", "E", "S", "W"].includes(s));
  return bad === undefined ? (seats as Seat[]) : t("appealNotSeat", { bad });
};

const lodgePlan = (
  fields: Record<string, unknown>,
  side: Side,
  captain: boolean,
  agreed: readonly Seat[],
): Plan => ({
  kind: "record",
  event: { type: "AppealLodged", side, ...fields },
  actor: captain ? captainOf(side) : player(agreed[0] ?? SEATS_OF[side][0]),
  applied: heard,
});

const planLodge =
  (o: LodgeOptions) =>
  (ctx: Context): Effect.Effect<Plan, UsageError> =>
    Effect.gen(function* () {
      if (Option.isNone(o.side)) {
        if (!ctx.prompter.interactive) return { kind: "list", text: appealsText(ctx.name, ctx.replay) };
        const p = ctx.prompter;
        const side = yield* p.select<Side>(t("askAppealSide"), [
          { value: "NS", label: t("askSide", { side: "NS" }) },
          { value: "EW", label: t("askSide", { side: "EW" }) },
        ]);
        const rulings = rulingsOf(ctx.replay);
        const about =
          rulings.length === 0
            ? "none"
            : yield* p.select(
                t("askAppealedRuling"),
                rulings
                  .map((r) => ({
                    value: String(r.position),
                    label: t("askPosition", { position: r.position }),
                    hint: r.text,
                  }))
                  .reverse(),
              );
        const contest = yield* p.select<"pairs" | "teams" | "individual">(t("askContest"), [
          { value: "pairs", label: t("askContestPairs") },
          { value: "teams", label: t("askContestTeams") },
          { value: "individual", label: t("askContestIndividual") },
        ]);
        const captain = contest === "teams" ? yield* p.confirm(t("askCaptain")) : false;
        const agreedText =
          contest === "pairs"
            ? yield* p.text(t("askAgreed", { seats: SEATS_OF[side].map(seatLetter).join(",") }), {
                validate: (v) => {
                  const r = seatsOf(v);
                  return typeof r === "string" ? r : undefined;
                },
              })
            : SEATS_OF[side][0];
        const agreed = seatsOf(agreedText) as Seat[];
        const fields = {
          ...(about !== "none" && { about: Number(about) }),
          contest,
          agreed,
          ...(captain && { captain: true }),
        };
        return lodgePlan(fields, side, captain, agreed);
      }
      const agreed = Option.isSome(o.agreed) ? seatsOf(o.agreed.value) : [];
      if (typeof agreed === "string")
        return yield* new UsageError({ message: t("appealAgreed", { why: agreed }) });
      const fields = {
        ...optional("about", o.about),
        ...optional("contest", o.contest),
        ...(agreed.length > 0 && { agreed }),
        ...(o.captain && { captain: true }),
        ...(o.notViaDirector && { viaDirector: false }),
        ...optional("text", o.text),
      };
      return lodgePlan(fields, o.side.value, o.captain, agreed);
    });

export const runLodge = (o: LodgeOptions) => runRecord("appeal lodge", o, planLodge(o));

const lodgeCommand = Command.make(
  "lodge",
  {
    ...recordFlags,
    side: Flag.Literals("side", ["NS", "EW"] as const).pipe(
      Flag.withDescription("the side that appeals (92A)"),
      Flag.optional,
    ),
    about: Flag.Int("about").pipe(
      Flag.withMetavar("P"),
      Flag.withDescription("the position of the ruling appealed (default: the last ruling)"),
      Flag.optional,
    ),
    agreed: Flag.String("agreed").pipe(
      Flag.withMetavar("SEATS"),
      Flag.withDescription("the players who agree to appeal, e.g. N,S (92D1: both members at pairs)"),
      Flag.optional,
    ),
    captain: Flag.Boolean("captain").pipe(
      Flag.withDescription("the team captain agrees (92D2, teams)"),
      Flag.withDefault(false),
    ),
    contest: Flag.Literals("contest", ["pairs", "teams", "individual"] as const).pipe(
      Flag.withDescription("the form of contest (92D; default pairs)"),
      Flag.optional,
    ),
    notViaDirector: Flag.Boolean("not-via-director").pipe(
      Flag.withDescription("the appeal was not lodged through the Director (92C: it is not heard)"),
      Flag.withDefault(false),
    ),
    text: Flag.String("text").pipe(
      Flag.withMetavar("TEXT"),
      Flag.withDescription("the appeal's grounds"),
      Flag.optional,
    ),
  },
  runLodge,
).pipe(
  Command.withDescription(
    "Lodge an appeal against a ruling (AppealLodged, Law 92). Without --side (and not at a terminal): list the rulings, the appeals and the 92B time limit. The table says whether it is heard: within the time limit (92B), through the Director (92C), with concurrence (92D); one that would not be heard is refused unless --record-anyway. Exit 0 written or listed, 1 the log is invalid or the appeal refused (nothing written), 2 usage error.",
  ),
  Command.withShortDescription(tEnglish("summary", { command: "appealLodge" })),
);

// ---- appeal decide ------------------------------------------------------------------------------------

export interface DecideOptions extends RecordOptions {
  readonly about: Option.Option<number>;
  readonly body: Option.Option<"director" | "committee" | "ra">;
  readonly point: Option.Option<"law" | "fact" | "judgement">;
  readonly decision: Option.Option<"upheld" | "changed" | "cancelled">;
  readonly law: Option.Option<string>;
  readonly amount: Option.Option<number>;
  readonly withoutMerit: boolean;
  readonly text: Option.Option<string>;
  readonly outcome: readonly string[];
  readonly ns: Option.Option<string>;
  readonly ew: Option.Option<string>;
}

const decidePlan = (fields: Record<string, unknown>, body: string): Plan => ({
  kind: "record",
  event: { type: "AppealDecided", body, ...fields },
  actor: body === "director" ? DIRECTOR : COMMITTEE,
  applied: decided,
});

const planDecide =
  (o: DecideOptions) =>
  (ctx: Context): Effect.Effect<Plan, UsageError> =>
    Effect.gen(function* () {
      const adjustment = adjustmentOf(o);
      if ("error" in adjustment)
        return yield* new UsageError({ message: t("appealDecideError", { error: adjustment.error }) });
      if (Option.isNone(o.body) && Option.isNone(o.decision)) {
        if (!ctx.prompter.interactive) return { kind: "list", text: appealsText(ctx.name, ctx.replay) };
        const p = ctx.prompter;
        const open = ctx.view.appeals.filter((a) => a.status === "lodged" && a.decision === undefined);
        if (open.length === 0)
          return yield* new UsageError({
            message: t("appealNothingWaits", { name: ctx.name }),
          });
        const about = yield* p.select(
          t("askWhichAppeal"),
          open.map((a) => ({
            value: String(a.position),
            label: t("askAppealOf", { position: a.position, side: a.side }),
            hint: a.about === null ? undefined : t("askAgainstRuling", { about: a.about }),
          })),
        );
        const body = yield* p.select<"director" | "committee" | "ra">(t("askWhoDecides"), [
          { value: "committee", label: t("askBodyCommittee") },
          { value: "director", label: t("askBodyDirector") },
          { value: "ra", label: t("askBodyRa") },
        ]);
        const point = yield* p.select<"law" | "fact" | "judgement">(t("askPointOf"), [
          { value: "judgement", label: t("askPointJudgement") },
          { value: "fact", label: t("askPointFact") },
          { value: "law", label: t("askPointLaw") },
        ]);
        const decision = yield* p.select<"upheld" | "changed" | "cancelled">(t("askDecision"), [
          { value: "upheld", label: t("askUpheld") },
          { value: "changed", label: t("askChanged") },
          { value: "cancelled", label: t("askCancelled") },
        ]);
        const score = decision === "changed" ? yield* promptAdjustment(p) : undefined;
        const withoutMerit = yield* p.confirm(t("askWithoutMerit"));
        return decidePlan(
          {
            about: Number(about),
            point,
            decision,
            ...(score !== undefined && { law: score.law, ...score.fields }),
            ...(withoutMerit && { withoutMerit: true }),
          },
          body,
        );
      }
      if (Option.isNone(o.body) || Option.isNone(o.decision))
        return yield* new UsageError({ message: t("usageAppealDecide") });
      return decidePlan(
        {
          ...optional("about", o.about),
          ...optional("point", o.point),
          decision: o.decision.value,
          ...optional("law", o.law),
          ...adjustment.fields,
          ...optional("amount", o.amount),
          ...(o.withoutMerit && { withoutMerit: true }),
          ...optional("text", o.text),
        },
        o.body.value,
      );
    });

export const runDecide = (o: DecideOptions) => runRecord("appeal decide", o, planDecide(o));

const decideCommand = Command.make(
  "decide",
  {
    ...recordFlags,
    about: Flag.Int("about").pipe(
      Flag.withMetavar("P"),
      Flag.withDescription("the position of the appeal decided (default: the last appeal not yet decided)"),
      Flag.optional,
    ),
    body: Flag.Literals("body", ["director", "committee", "ra"] as const).pipe(
      Flag.withDescription(
        "who decides: the Director in charge (93A, 93B1), the committee (93B2), the RA (93C)",
      ),
      Flag.optional,
    ),
    point: Flag.Literals("point", ["law", "fact", "judgement"] as const).pipe(
      Flag.withDescription(
        "the point decided (93B1: law by the Director; 93B3: a committee only recommends on law)",
      ),
      Flag.optional,
    ),
    decision: Flag.Literals("decision", ["upheld", "changed", "cancelled"] as const).pipe(
      Flag.withDescription(
        "upheld, changed (with the new score), or cancelled (the table score stands again)",
      ),
      Flag.optional,
    ),
    law: Flag.String("law").pipe(
      Flag.withMetavar("LAW"),
      Flag.withDescription("the Law of the score decided, for changed (12C1(b), 12C1(c) …)"),
      Flag.optional,
    ),
    amount: Flag.Finite("amount").pipe(
      Flag.withMetavar("N"),
      Flag.withDescription("a penalty appealed: its new amount (same unit)"),
      Flag.optional,
    ),
    withoutMerit: Flag.Boolean("without-merit").pipe(
      Flag.withDescription("the appeal was without merit (92A)"),
      Flag.withDefault(false),
    ),
    text: Flag.String("text").pipe(
      Flag.withMetavar("TEXT"),
      Flag.withDescription("the decision's reasons"),
      Flag.optional,
    ),
    ...adjustmentFlags,
  },
  runDecide,
).pipe(
  Command.withDescription(
    "Record the decision on an appeal (AppealDecided, Law 93): it supersedes the ruling, nothing is rewritten. Without --body/--decision (and not at a terminal): list the rulings and appeals. A decision with no appeal open is refused by the table; a committee's decision on a point of law is a recommendation (93B3) and is refused unless --record-anyway. Exit 0 written or listed, 1 the log is invalid or the decision refused (nothing written), 2 usage error.",
  ),
  Command.withShortDescription(tEnglish("summary", { command: "appealDecide" })),
);

// ---- appeal --------------------------------------------------------------------------------------------

export const appealCommand = Command.make("appeal", {}, () =>
  Effect.fail(new CliError.ShowHelp({ commandPath: ["bridgelaw", "appeal"], errors: [] })),
).pipe(
  Command.withDescription(
    "Appeals (Laws 92–93): `appeal lodge FILE` records an appeal against a ruling, `appeal decide FILE` the decision on it. Each without its flags (and not at a terminal) lists the rulings, the appeals and the 92B time limit.",
  ),
  Command.withShortDescription(tEnglish("summary", { command: "appeal" })),
  Command.withSubcommands([lodgeCommand, decideCommand]),
);
