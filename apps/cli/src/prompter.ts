import { confirm, isCancel, select, text } from "@clack/prompts";
import { Context, Effect } from "effect";
import { typeset } from "./io.ts";

/** One choice of a `select` prompt. */
export interface Choice<V extends string> {
  readonly value: V;
  readonly label: string;
  readonly hint?: string;
}

/**
 * The interactive prompts of the commands that record the Director's and committee's work (`rule`,
 * `choose`, `appeal`, `correct`). `interactive` is true when a person is at a terminal: the commands then ask
 * for what their flags did not give; otherwise they take flags only (scripts). A cancelled prompt (Ctrl-C,
 * Escape) interrupts the command: nothing is written.
 */
export interface Prompter {
  readonly interactive: boolean;
  readonly select: <V extends string>(message: string, choices: readonly Choice<V>[]) => Effect.Effect<V>;
  /** Free text; `validate` gives the reason an answer is refused, or undefined to accept it. */
  readonly text: (
    message: string,
    options?: { readonly placeholder?: string; readonly validate?: (value: string) => string | undefined },
  ) => Effect.Effect<string>;
  readonly confirm: (message: string) => Effect.Effect<boolean>;
}

/** A prompt's answer, or the interruption of the command when the user cancelled it. */
const answered = <A>(ask: () => Promise<unknown>): Effect.Effect<A> =>
  Effect.flatMap(
    Effect.promise(() => ask()),
    (a) => (isCancel(a) ? Effect.interrupt : Effect.succeed(a as A)),
  );

/**
 * A prompter whose questions, choices, hints and refusals are typeset in the run's language (French's no-break
 * spaces, `typeset`) before they are shown: the terminal is an output, as standard output is.
 */
export const typesetPrompter = (p: Prompter): Prompter => ({
  interactive: p.interactive,
  select: (message, choices) =>
    p.select(
      typeset(message),
      choices.map((c) => ({
        ...c,
        label: typeset(c.label),
        ...(c.hint !== undefined && { hint: typeset(c.hint) }),
      })),
    ),
  text: (message, options = {}) => {
    const { validate } = options;
    return p.text(typeset(message), {
      ...options,
      ...(validate !== undefined && {
        validate: (value: string) => {
          const refused = validate(value);
          return refused === undefined ? undefined : typeset(refused);
        },
      }),
    });
  },
  confirm: (message) => p.confirm(typeset(message)),
});

/**
 * @clack/prompts on the terminal, written to standard error so that standard output stays the command's
 * result, typeset in the run's language. Interactive only when standard input and standard error are both
 * terminals.
 */
export const terminalPrompter = (): Prompter => typesetPrompter(clackPrompter());

/** @clack/prompts on standard error, the texts as given. */
const clackPrompter = (): Prompter => {
  const output = process.stderr;
  return {
    interactive: process.stdin.isTTY === true && process.stderr.isTTY === true,
    select: (message, choices) =>
      answered<(typeof choices)[number]["value"]>(() =>
        select<string>({
          message,
          output,
          options: choices.map((c) => ({
            value: c.value as string,
            label: c.label,
            ...(c.hint && { hint: c.hint }),
          })),
        }),
      ),
    text: (message, options = {}) =>
      answered<string>(() =>
        text({
          message,
          output,
          ...(options.placeholder !== undefined && { placeholder: options.placeholder }),
          ...(options.validate !== undefined && {
            validate: (v: string | undefined) => options.validate!(v ?? ""),
          }),
        }),
      ),
    confirm: (message) => answered<boolean>(() => confirm({ message, output })),
  };
};

/** The prompter a command uses: the terminal's unless a test (or an embedding app) provides another. */
export const PrompterService: Context.Reference<Prompter> = Context.Reference<Prompter>(
  "@bridgelaw/cli/Prompter",
  { defaultValue: terminalPrompter },
);

/** A prompter that asks nothing: for scripts (and every run that is not at a terminal). */
export const NO_PROMPTS: Prompter = {
  interactive: false,
  select: () => Effect.die(new Error("no prompt outside a terminal")),
  text: () => Effect.die(new Error("no prompt outside a terminal")),
  confirm: () => Effect.die(new Error("no prompt outside a terminal")),
};

/**
 * A prompter that answers from a script, in order (for tests): each answer is the value of a select, the
 * text of a text prompt, `true`/`false` for a confirmation, or `null` to cancel (as Ctrl-C does). `asked`
 * records each question.
 */
export const scriptedPrompter = (
  answers: readonly (string | boolean | null)[],
): Prompter & { readonly asked: string[] } => {
  const queue = [...answers];
  const asked: string[] = [];
  const next = (message: string): Effect.Effect<string | boolean> =>
    Effect.suspend(() => {
      asked.push(message);
      if (queue.length === 0) return Effect.die(new Error(`no scripted answer for: ${message}`));
      const answer = queue.shift()!;
      return answer === null ? Effect.interrupt : Effect.succeed(answer);
    });
  return {
    interactive: true,
    asked,
    select: <V extends string>(message: string, choices: readonly Choice<V>[]) =>
      Effect.flatMap(next(message), (a) =>
        choices.some((c) => c.value === a)
          ? Effect.succeed(a as V)
          : Effect.die(new Error(`scripted answer ${String(a)} is not a choice of: ${message}`)),
      ),
    text: (message, options = {}) =>
      Effect.flatMap(next(message), (a) => {
        const reason = options.validate?.(String(a));
        return reason === undefined
          ? Effect.succeed(String(a))
          : Effect.die(new Error(`scripted answer refused (${reason}): ${message}`));
      }),
    confirm: (message) => Effect.map(next(message), (a) => a === true),
  };
};
