import { LANGS, type Lang } from "@bridgelaw/words";

/**
 * The language of the text outputs (issue 33): `--lang fr|en` on any command, else `LC_ALL` or `LANG` when
 * they name one the words package has (`fr_FR.UTF-8` → French), else English. JSON output keeps its English
 * `text` beside the data whatever the language (tools read it).
 */
let current: Lang = "en";

/** The language chosen for this run. */
export const cliLang = (): Lang => current;

const known = (x: string | undefined): Lang | undefined => {
  const code = x?.toLowerCase().split(/[_.@-]/)[0];
  return LANGS.find((l) => l === code);
};

/** The language of the environment (`LC_ALL`, then `LANG`), when the words package has it. */
export const envLang = (env: NodeJS.ProcessEnv): Lang | undefined => known(env.LC_ALL) ?? known(env.LANG);

/**
 * Takes `--lang X` (or `--lang=X`) out of the arguments and sets the run's language from it, else from the
 * environment. An unknown language is a usage error, said in the returned `error`.
 */
export const takeLang = (
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): { readonly args: readonly string[]; readonly error?: string } => {
  const rest: string[] = [];
  let asked: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--lang") asked = args[++i] ?? "";
    else if (a.startsWith("--lang=")) asked = a.slice("--lang=".length);
    else rest.push(a);
  }
  if (asked !== undefined) {
    const lang = known(asked);
    if (lang === undefined || lang !== asked.toLowerCase())
      return { args: rest, error: `--lang ${asked}: the languages are ${LANGS.join(", ")}` };
    current = lang;
  } else current = envLang(env) ?? "en";
  return { args: rest };
};
