// Each command's own `--help` in the run's language (issue 33): effect/cli builds a help document from the
// commands' descriptions (written in English beside their flags), and this formatter renders it, in French
// through the catalog texts/help-fr.ts (keyed by the English text, so that a description changed in English
// and not in French is found missing), with effect/cli's headings in French too.
import { Context, Effect, Layer, Option } from "effect";
import { type CliError, CliOutput, type HelpDoc, TerminalCapabilities } from "effect/cli";
import { typeset } from "./io.ts";
import { cliLang } from "./lang.ts";
import type { TextId } from "./texts/en.ts";
import { HELP_FR, HELP_TYPES_FR } from "./texts/help-fr.ts";
import { t, tIn } from "./texts.ts";

/** The English help texts that have no French in the catalog, as the help of this process met them (tests). */
const missing = new Set<string>();

/** The help texts met with no French rendering (`texts.test.ts` asks for none). */
export const untranslatedHelp = (): readonly string[] => [...missing];

const CHOICES = / \(choices: ([^)]*)\)$/;

/**
 * The help texts the commands take from the texts' catalog (`tEnglish`: each command's line, two of `movement`'s
 * flags), English → French.
 */
const FROM_TEXTS: readonly (readonly [TextId, Readonly<Record<string, unknown>>])[] = [
  ...[
    ...["replay", "audit", "verify", "seal", "manifest", "score", "movement", "import", "export", "claim"],
    ...["dd", "diff", "rule", "choose", "appeal", "correct", "appealLodge", "appealDecide"],
  ].map((command) => ["summary", { command }] as const),
  ["movementRelayByeStand", {}],
  ["movementShareBoards", {}],
];
let fromTexts: ReadonlyMap<string, string> | undefined;
const catalogFrench = (english: string): string | undefined => {
  fromTexts ??= new Map(FROM_TEXTS.map(([id, params]) => [tIn("en", id, params), tIn("fr", id, params)]));
  return fromTexts.get(english);
};

/** A help text in French: the catalog's, with effect/cli's list of choices said in French. */
const french = (english: string): string => {
  const choices = CHOICES.exec(english);
  if (choices !== null) {
    const rest = english.slice(0, choices.index);
    return `${rest === "" ? "" : `${french(rest)} `}(valeurs : ${choices[1]})`;
  }
  if (english.startsWith("(choices: ")) return english.replace("(choices: ", "(valeurs : ");
  const said = HELP_FR[english] ?? catalogFrench(english);
  if (said === undefined) missing.add(english);
  return said ?? english;
};

const frenchOption = (text: Option.Option<string>): Option.Option<string> => Option.map(text, french);

const frenchType = (type: string): string => HELP_TYPES_FR[type] ?? type;

const frenchFlag = (flag: HelpDoc.FlagDoc): HelpDoc.FlagDoc => ({
  ...flag,
  type: frenchType(flag.type),
  description: frenchOption(flag.description),
});

/** The line the root help lists for a command, already in the run's language (cli.ts's `summaryOf`). */
const isSummary = (sub: HelpDoc.SubcommandDoc): boolean =>
  sub.shortDescription !== undefined && sub.shortDescription === t("summary", { command: sub.name });

/** The help document with every text in French (the root's, already in the run's language, as it is). */
export const frenchDoc = (doc: HelpDoc.HelpDoc): HelpDoc.HelpDoc => {
  const root = doc.commandPath === undefined || doc.commandPath.length <= 1;
  return {
    ...doc,
    description: root || doc.description === "" ? doc.description : french(doc.description),
    usage: doc.usage.replace("<subcommand>", "<sous-commande>").replace("[flags]", "[options]"),
    flags: doc.flags.map(frenchFlag),
    ...(doc.inheritedFlags !== undefined && { inheritedFlags: doc.inheritedFlags.map(frenchFlag) }),
    ...(doc.globalFlags !== undefined && { globalFlags: doc.globalFlags.map(frenchFlag) }),
    ...(doc.args !== undefined && {
      args: doc.args.map((arg) => ({
        ...arg,
        type: frenchType(arg.type),
        description: frenchOption(arg.description),
      })),
    }),
    ...(doc.subcommands !== undefined && {
      subcommands: doc.subcommands.map((group) => ({
        ...group,
        commands: group.commands.map((sub) =>
          isSummary(sub)
            ? sub
            : {
                ...sub,
                description: sub.description === "" ? "" : french(sub.description),
                ...(sub.shortDescription !== undefined && { shortDescription: french(sub.shortDescription) }),
              },
        ) as unknown as typeof group.commands,
      })),
    }),
    ...(doc.examples !== undefined && {
      examples: doc.examples.map((e) =>
        e.description === undefined ? e : { ...e, description: french(e.description) },
      ),
    }),
  };
};

/** effect/cli's headings and words of the help, in French: a heading is a line of its own, never indented. */
const HEADINGS: Readonly<Record<string, string>> = {
  DESCRIPTION: "DESCRIPTION",
  USAGE: "UTILISATION",
  ARGUMENTS: "ARGUMENTS",
  FLAGS: "OPTIONS",
  "INHERITED FLAGS": "OPTIONS HÉRITÉES",
  "GLOBAL FLAGS": "OPTIONS GÉNÉRALES",
  SUBCOMMANDS: "SOUS-COMMANDES",
  EXAMPLES: "EXEMPLES",
  ERROR: "ERREUR",
  ERRORS: "ERREURS",
};

/** effect/cli's colours (ANSI SGR sequences) around a word, when the terminal shows them. */
const SGR = `(?:${String.fromCharCode(27)}\\[[0-9;]*m)*`;
const HEADING = new RegExp(`^(${SGR})([A-Z ]+)(${SGR})$`);
const OPTIONAL = new RegExp(` \\(optional\\)(${SGR})$`);

/** A formatted help or error with effect/cli's headings (bold or not) and its "(optional)" in French. */
export const frenchHeadings = (text: string): string =>
  text
    .split("\n")
    .map((line) => {
      const heading = HEADING.exec(line);
      if (heading !== null && HEADINGS[heading[2]!] !== undefined)
        return `${heading[1]}${HEADINGS[heading[2]!]}${heading[3]}`;
      return line.replace(OPTIONAL, " (facultatif)$1");
    })
    .join("\n");

/** What effect/cli expects of a value (its words), in French when it is a number or one of some values. */
const frenchExpected = (expected: string): string => {
  if (/^Expected an? .*(number|integer)/.test(expected)) return t("cliExpectedNumber");
  if (expected.startsWith("Expected")) return expected;
  return t("cliExpectedOneOf", { values: expected.replace(/^: /, "") });
};

const suggested = (suggestions: readonly string[]): string =>
  suggestions.length === 0 ? "" : `\n\n  ${t("cliDidYouMean")}\n    ${suggestions.join("\n    ")}`;

/** effect/cli's usage error said in the run's language (from the texts' catalog), else its own words. */
const errorMessage = (error: CliError.CliError): string => {
  const e = error as CliError.CliError & Readonly<Record<string, unknown>>;
  const list = (x: unknown): readonly string[] => (Array.isArray(x) ? x.map(String) : []);
  switch (e._tag) {
    case "UnrecognizedOption":
      return (
        t("cliUnrecognizedFlag", {
          option: e.option,
          command: e.command === undefined ? "absent" : list(e.command).join(" "),
        }) + suggested(list(e.suggestions))
      );
    case "MissingOption":
      return t("cliMissingFlag", { option: e.option });
    case "MissingArgument":
      return t("cliMissingArgument", { argument: e.argument });
    case "UnexpectedArgument":
      return t("cliUnexpectedArgument", {
        n: list(e.arguments).length,
        values: list(e.arguments)
          .map((a) => JSON.stringify(a))
          .join(", "),
      });
    case "InvalidValue":
      return t("cliInvalidValue", {
        kind: e.kind === "argument" ? "argument" : e.value === "" ? "missing" : "flag",
        option: e.option,
        value: e.value,
        expected: frenchExpected(String(e.expected)),
      });
    case "UnknownSubcommand":
      return (
        t("cliUnknownSubcommand", {
          subcommand: e.subcommand,
          parent: e.parent === undefined ? "absent" : list(e.parent).join(" "),
        }) + suggested(list(e.suggestions))
      );
    default:
      return error.message;
  }
};

/** The error as effect/cli's formatter reads it (its tag and message), with the message in French. */
const frenchError = (error: CliError.CliError): CliError.CliError =>
  ({ _tag: error._tag, message: errorMessage(error) }) as unknown as CliError.CliError;

/**
 * The formatter of `bridgelaw`'s help, version and usage errors: effect/cli's (in colour at a terminal), in
 * French when the run's language is French (and typeset as French: `typeset`).
 */
export const helpFormatter = (colors: boolean): CliOutput.Formatter => {
  const base = CliOutput.defaultFormatter({ colors });
  const fr = () => cliLang() === "fr";
  return {
    ...base,
    formatHelpDoc: (doc) =>
      fr() ? typeset(frenchHeadings(base.formatHelpDoc(frenchDoc(doc)))) : base.formatHelpDoc(doc),
    formatError: (error) =>
      fr() ? typeset(frenchHeadings(base.formatError(frenchError(error)))) : base.formatError(error),
    formatErrors: (errors) =>
      fr() ? typeset(frenchHeadings(base.formatErrors(errors.map(frenchError)))) : base.formatErrors(errors),
  };
};

/** The formatter as a layer, coloured when the terminal can show colours (as effect/cli's own). */
export const helpFormatterLayer = Layer.effect(CliOutput.Formatter)(
  Effect.contextWith((context: Context.Context<never>) =>
    Effect.succeed(helpFormatter(Context.get(context, TerminalCapabilities.TerminalCapabilities).canColor)),
  ),
);
