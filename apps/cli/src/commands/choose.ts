import type { BoardView } from "@bridgelaw/table";
import { player } from "@bridgelaw/table";
import { Effect, Option } from "effect";
import { Command, Flag } from "effect/cli";
import { UsageError } from "../errors.ts";
import { shellCommand } from "../shell.ts";
import { ref, t, tEnglish } from "../texts.ts";
import { describe } from "../words.ts";
import { type Context, type Plan, type RecordOptions, recordFlags, runRecord } from "./record.ts";

type Pending = BoardView["pending"][number];
type Seat = "N" | "E" | "S" | "W";

/** `bridgelaw choose FILE` with no choice: the options the Law gives a player now, each with its ids. */
export const optionsText = (name: string, view: BoardView): string => {
  const open = view.pending;
  const out = [t("chooseBoard", { name, board: view.board, n: open.length })];
  for (const p of open) {
    out.push(t("chooseOption", { seat: p.seat, ref: ref(p.law), about: p.about, text: describe(p) }));
    out.push(t("chooseOptions", { options: p.options.join(" | ") }));
    out.push(
      `    ${shellCommand(["bridgelaw", "choose", name, "--seat", p.seat, "--law", p.law, "--option", p.options[0]!])}`,
    );
  }
  return `${out.join("\n")}\n`;
};

export interface ChooseOptions extends RecordOptions {
  readonly seat: Option.Option<Seat>;
  readonly law: Option.Option<string>;
  readonly option: Option.Option<string>;
}

/** The pending entries that fit what the flags say (seat, law, option id). */
const fitting = (view: BoardView, o: ChooseOptions): Pending[] =>
  view.pending.filter(
    (p) =>
      (Option.isNone(o.seat) || p.seat === o.seat.value) &&
      (Option.isNone(o.law) || p.law === o.law.value) &&
      (Option.isNone(o.option) || p.options.includes(o.option.value)),
  );

const choice = (seat: Seat, law: string, option: string): Plan => ({
  kind: "record",
  event: { type: "OptionChosen", seat, law, option },
  actor: player(seat),
  applied: () => null,
});

const planChoose =
  (options: ChooseOptions) =>
  (ctx: Context): Effect.Effect<Plan, UsageError> =>
    Effect.gen(function* () {
      const given = [options.seat, options.law, options.option].filter(Option.isSome).length;
      if (given === 0) {
        if (!ctx.prompter.interactive) return { kind: "list", text: optionsText(ctx.name, ctx.view) };
        if (ctx.view.pending.length === 0)
          return yield* new UsageError({ message: t("chooseNonePending", { name: ctx.name }) });
        const p = ctx.prompter;
        const i = yield* p.select(
          t("askWhoseOption"),
          ctx.view.pending.map((x, n) => ({
            value: String(n),
            label: t("askSeatLaw", { seat: x.seat, ref: ref(x.law), about: x.about }),
            hint: describe(x),
          })),
        );
        const pending = ctx.view.pending[Number(i)]!;
        const option = yield* p.select(
          t("askChooses", { seat: pending.seat, ref: ref(pending.law) }),
          pending.options.map((o) => ({ value: o, label: o })),
        );
        return choice(pending.seat, pending.law, option);
      }
      if (Option.isNone(options.option)) return yield* new UsageError({ message: t("chooseOptionFlag") });
      // all three given: the table decides (an option not pending is refused, naming what is)
      if (Option.isSome(options.seat) && Option.isSome(options.law))
        return choice(options.seat.value, options.law.value, options.option.value);
      // a seat or a Law left out: taken from the one pending option it can only be
      const fits = fitting(ctx.view, options);
      if (fits.length !== 1)
        return yield* new UsageError({
          message: t("chooseFit", {
            many: fits.length === 0 ? "no" : "yes",
            pending:
              ctx.view.pending.map((p) => `${p.seat} ${p.law} [${p.options.join("|")}]`).join(", ") ||
              t("none"),
          }),
        });
      return choice(fits[0]!.seat, fits[0]!.law, options.option.value);
    });

export const runChoose = (options: ChooseOptions) => runRecord("choose", options, planChoose(options));

export const chooseCommand = Command.make(
  "choose",
  {
    ...recordFlags,
    seat: Flag.Literals("seat", ["N", "E", "S", "W"] as const).pipe(
      Flag.withDescription("the player who chooses"),
      Flag.optional,
    ),
    law: Flag.String("law").pipe(
      Flag.withMetavar("LAW"),
      Flag.withDescription("the Law of the option (27A1, 29A, 54, 50D2 …)"),
      Flag.optional,
    ),
    option: Flag.String("option").pipe(
      Flag.withMetavar("ID"),
      Flag.withDescription("the option chosen, one of the ids pending lists (accept, refuse, forbid-S …)"),
      Flag.optional,
    ),
  },
  runChoose,
).pipe(
  Command.withDescription(
    "Record a player's choice among the options the Law gives him (OptionChosen, Law 10C1). Without a choice (and not at a terminal): list the options pending with their ids. --seat and --law may be left out when only one pending option fits. At a terminal, asks for what the flags do not give. An option that is not pending is refused by the table. Exit 0 written or listed, 1 the log is invalid or the choice refused (nothing written), 2 usage error.",
  ),
  Command.withShortDescription(tEnglish("summary", { command: "choose" })),
  Command.withExamples([
    { command: "bridgelaw choose board.jsonl", description: "the options pending" },
    { command: "bridgelaw choose board.jsonl --seat W --law 27A1 --option accept" },
  ]),
);
