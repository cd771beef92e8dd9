import { LAW_LANGS, type LawLang } from "@bridgelaw/cards";
import { hasMessages, type Lang } from "@bridgelaw/words";

/**
 * The language of the text outputs (issue 33): `--lang fr|en|pt|nb` on any command, else `LC_ALL` or `LANG` when
 * they name one (`fr_FR.UTF-8` → French, `pt_BR` → Portuguese, `nb_NO` or `no_NO` → Norwegian), else English.
 * English and French have every message; Portuguese and Norwegian have the Law titles and references of the
 * 2007 Code's texts ("Lei 27", "§ 27"), their messages in English (in French when `LC_ALL`/`LANG` is French),
 * which the run says once. JSON output keeps its English `text` beside the data whatever the language.
 */
let current: LawLang = "en";
let messages: Lang = "en";

/** The language of the messages and labels chosen for this run (English or French). */
export const cliLang = (): Lang => messages;

/** The language of the Law references and titles chosen for this run (`Lei 27`, `§ 27` …). */
export const cliLawLang = (): LawLang => current;

/** Sets the run's language (tests, and `takeLang`). */
export const setLang = (lang: LawLang, env: NodeJS.ProcessEnv = {}): void => {
  current = lang;
  const fallback = envLang(env);
  messages = hasMessages(lang) ? lang : fallback !== undefined && hasMessages(fallback) ? fallback : "en";
};

const ALIASES: Readonly<Record<string, LawLang>> = { no: "nb" };

const known = (x: string | undefined): LawLang | undefined => {
  const code = x?.toLowerCase().split(/[_.@-]/)[0];
  if (code === undefined) return undefined;
  return ALIASES[code] ?? LAW_LANGS.find((l) => l === code);
};

/** The language of the environment (`LC_ALL`, then `LANG`), when it is one the outputs have. */
export const envLang = (env: NodeJS.ProcessEnv): LawLang | undefined => known(env.LC_ALL) ?? known(env.LANG);

const NAMES: Readonly<Record<Lang, Readonly<Record<LawLang, string>>>> = {
  en: { en: "English", fr: "French", pt: "Portuguese", nb: "Norwegian" },
  fr: { en: "anglais", fr: "français", pt: "portugais", nb: "norvégien" },
};

/** What the run says once when the messages are not in the language asked for (Portuguese, Norwegian). */
export const untranslated = (): string | undefined => {
  if (hasMessages(current)) return undefined;
  return messages === "fr"
    ? `messages en français : pas encore traduits en ${NAMES.fr[current]} (titres et références des Lois en ${NAMES.fr[current]})`
    : `messages in English: not yet translated into ${NAMES.en[current]} (Law titles and references in ${NAMES.en[current]})`;
};

/**
 * Takes `--lang X` (or `--lang=X`) out of the arguments and sets the run's language from it, else from the
 * environment. An unknown language is a usage error, said in the returned `error`; `notice` is what the run
 * says once when the messages stay in English or French.
 */
export const takeLang = (
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): { readonly args: readonly string[]; readonly error?: string; readonly notice?: string } => {
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
    if (lang === undefined || (lang !== asked.toLowerCase() && ALIASES[asked.toLowerCase()] === undefined)) {
      // said in the environment's language (LANG, LC_ALL), the one the run would otherwise take
      setLang(envLang(env) ?? "en", env);
      const error =
        messages === "fr"
          ? `--lang ${asked} : les langues sont ${LAW_LANGS.join(", ")}`
          : `--lang ${asked}: the languages are ${LAW_LANGS.join(", ")}`;
      return { args: rest, error };
    }
    setLang(lang, env);
  } else setLang(envLang(env) ?? "en", env);
  const notice = untranslated();
  return notice === undefined ? { args: rest } : { args: rest, notice };
};

/**
 * Runs `f` with the run's language set to English: what a JSON output builds keeps its English words (`text`,
 * `label`, `why` …) whatever `--lang` says, so tools keep reading it.
 */
export const inEnglish = <T>(f: () => T): T => {
  const saved = [current, messages] as const;
  current = "en";
  messages = "en";
  try {
    return f();
  } finally {
    [current, messages] = saved;
  }
};
