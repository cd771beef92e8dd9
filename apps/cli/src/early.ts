/**
 * The two lines `main.ts` may write before anything is loaded ("cannot start", "cannot write the output"), in
 * the run's language (issue 33): read from `--lang` and `LC_ALL`/`LANG` as `lang.ts` reads them (a test checks
 * they agree), without loading the catalogs, which are not loaded yet when these lines are written.
 */

/** The languages of the messages (Portuguese and Norwegian have theirs in English, or French as the environment says). */
export type EarlyLang = "en" | "fr";

const CODES: readonly string[] = ["en", "fr", "pt", "nb", "no"];

const codeOf = (x: string | undefined): string | undefined => {
  const code = x?.toLowerCase().split(/[_.@-]/)[0];
  return code !== undefined && CODES.includes(code) ? code : undefined;
};

const messagesOf = (code: string | undefined): EarlyLang | undefined =>
  code === "en" || code === "fr" ? code : undefined;

/** The language of the messages for a command line and an environment: `--lang`, else `LC_ALL`, else `LANG`. */
export const earlyLang = (args: readonly string[], env: NodeJS.ProcessEnv): EarlyLang => {
  let asked: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--lang") asked = args[++i] ?? "";
    else if (a.startsWith("--lang=")) asked = a.slice("--lang=".length);
  }
  const environment = messagesOf(codeOf(env.LC_ALL) ?? codeOf(env.LANG));
  return messagesOf(asked?.toLowerCase()) ?? environment ?? "en";
};

const LINES: Readonly<Record<EarlyLang, Readonly<Record<"start" | "output", string>>>> = {
  en: { start: "bridgelaw: cannot start: ", output: "bridgelaw: cannot write the output: " },
  fr: {
    start: "bridgelaw : impossible de démarrer : ",
    output: "bridgelaw : impossible d'écrire la sortie : ",
  },
};

/** The line for a failure to start (a broken install) or to write the output, with the first line of its message. */
export const earlyLine = (what: "start" | "output", lang: EarlyLang, message: string): string =>
  `${LINES[lang][what]}${message.split("\n")[0]}\n`;
