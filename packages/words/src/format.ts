import type { Tagged } from "@bridgelaw/cards";
import MessageFormatModule from "@messageformat/core";
import type { Catalog, Lang } from "./catalog.ts";
import { EN_CATALOG } from "./en/index.ts";
import { EN } from "./en/words.ts";
import { FR_CATALOG } from "./fr/index.ts";
import { FR } from "./fr/words.ts";
import { formattersOf, type LangWords } from "./words.ts";

type Compiled = (params: Record<string, unknown>) => string;

/** The MessageFormat class: the package is CommonJS (`module.exports = MessageFormat`), typed as a default export. */
type MessageFormatClass = typeof import("@messageformat/core").default;
const MessageFormat: MessageFormatClass =
  (MessageFormatModule as unknown as { readonly default?: MessageFormatClass }).default ??
  (MessageFormatModule as unknown as MessageFormatClass);

/** A language: its words, its catalog, and its messages compiled on first use. */
interface Language {
  readonly lang: Lang;
  readonly words: LangWords;
  readonly catalog: Catalog;
  readonly mf: InstanceType<MessageFormatClass>;
  readonly compiled: Map<string, Compiled>;
}

const make = (lang: Lang, words: LangWords, catalog: Catalog): Language => {
  const compiled = new Map<string, Compiled>();
  const l: Language = {
    lang,
    words,
    catalog,
    mf: new MessageFormat(words.locale, {
      customFormatters: {
        ...formattersOf(words),
        facts: factsOf(lang, words),
        // `{items, each, Tag}`: each item (plain fields) written by the message of `Tag`, as a list
        each: (value: unknown, _locale: string, arg: string | null) =>
          words.list(
            (Array.isArray(value) ? value : []).map((item: Record<string, unknown>) =>
              format(l, { ...item, _tag: (arg ?? "").trim() }),
            ),
            undefined,
          ),
      },
      strict: false,
    }),
    compiled,
  };
  return l;
};

/**
 * `{parts, facts}`: facts nested in a fact (each a tagged value: the hands' counts, the moves of a correction,
 * the open questions a refusal lists …), each written by the catalog's own message, as a list (`{parts, facts,
 * or}`, or any list the language names: `semicolon`, `plus`, `slash` in English).
 */
const factsOf =
  (lang: Lang, words: LangWords) =>
  (value: unknown, _locale: string, arg: string | null): string =>
    words.list(
      (Array.isArray(value) ? value : [value])
        .filter((x): x is Tagged => x !== null && typeof x === "object")
        .map((x) => describe(x, lang)),
      arg == null ? undefined : arg.trim(),
    );

let languages: Partial<Record<Lang, Language>> | undefined;
const BUILDERS: Readonly<Record<Lang, () => Language>> = {
  en: () => make("en", EN, EN_CATALOG),
  fr: () => make("fr", FR, FR_CATALOG),
};

const language = (lang: Lang): Language => {
  languages ??= {};
  const l = languages[lang];
  if (l !== undefined) return l;
  const made = BUILDERS[lang]();
  languages[lang] = made;
  return made;
};

/**
 * A value as a `select` case names it: ICU case keys are identifiers, so every character other than a letter,
 * a digit or `_` is written `_` (`next-turn` → `next_turn`, `27B1(a)` → `27B1_a_`); no value → `other`.
 * (A message's `select` reads an absent field as the case `absent` when it has one, else `other`: see `messageOf`.)
 */
export const selectKey = (value: unknown): string =>
  value === undefined || value === null ? "other" : String(value).replace(/[^\p{L}\p{N}_]/gu, "_");

const SELECT = /\{\s*([\p{L}\p{N}_$]+)\s*,\s*select\s*,/gu;

/** The case a `select` takes for an absent field (`{words, select, absent {} other {: {words}}}`), else `other`. */
const ABSENT = "absent";

/**
 * A message of the catalog, compiled (once) into a function of the fact's fields. Each `select` reads the
 * field's `selectKey` (a shadow argument), so facts keep their values as the Laws name them (`next-turn`); an
 * absent field selects the case `absent` (falling back to `other` when the message has none).
 */
const messageOf = (l: Language, tag: string): Compiled | undefined => {
  let f = l.compiled.get(tag);
  if (f !== undefined) return f;
  const source = l.catalog[tag];
  if (source === undefined) return undefined;
  f = compile(l, source);
  l.compiled.set(tag, f);
  return f;
};

/** A message source compiled by the language's MessageFormat, its selects reading the fields' `selectKey`. */
const compile = (l: Language, source: string): Compiled => {
  const selected = new Set<string>();
  const compiled = l.mf.compile(
    source.replace(SELECT, (_, name: string) => {
      selected.add(name);
      return `{${name}__key, select,`;
    }),
  ) as Compiled;
  const names = [...selected];
  return names.length === 0
    ? compiled
    : (params) => {
        const withKeys: Record<string, unknown> = { ...params };
        for (const n of names) {
          const v = params[n];
          withKeys[`${n}__key`] = v === undefined || v === null ? ABSENT : selectKey(v);
        }
        return compiled(withKeys);
      };
};

/**
 * The texts of an application (the headings and labels of its outputs), one catalog of ICU messages per
 * language with the same ids (a missing one is a compile error), written with the formatters of the Laws'
 * messages (`{seat, seat}`, `{card, card}`, `{n, plural, …}`, `{law, law}` …). Gives `text(lang, id, params)`;
 * each message is compiled on first use.
 *
 * ```ts
 * const text = textsOf({ en: { dealer: "Dealer: {seat, seat}" }, fr: { dealer: "Donneur : {seat, seat}" } });
 * text("fr", "dealer", { seat: "S" }); // "Donneur : Sud"
 * ```
 */
export const textsOf = <K extends string>(catalogs: Readonly<Record<Lang, Readonly<Record<K, string>>>>) => {
  const compiled: Partial<Record<Lang, Map<K, Compiled>>> = {};
  return (lang: Lang, id: K, params: Readonly<Record<string, unknown>> = {}): string => {
    const cache = (compiled[lang] ??= new Map());
    let f = cache.get(id);
    if (f === undefined) {
      f = compile(language(lang), catalogs[lang][id]);
      cache.set(id, f);
    }
    return f(params as Record<string, unknown>);
  };
};

/** True when the language has a message for the tag. */
export const hasMessage = (tag: string, lang: Lang = "en"): boolean =>
  language(lang).catalog[tag] !== undefined;

/** The tags of a language's catalog. */
export const messageTags = (lang: Lang = "en"): readonly string[] => Object.keys(language(lang).catalog);

/** The message source of a tag in a language (its ICU MessageFormat string), if any. */
export const messageSource = (tag: string, lang: Lang = "en"): string | undefined =>
  language(lang).catalog[tag];

/** Thrown when a fact's tag has no message in the language (a test of the catalogs keeps that from shipping). */
export class NoMessage extends Error {
  override readonly name = "NoMessage";
  constructor(
    readonly tag: string,
    readonly lang: Lang,
  ) {
    super(`no ${lang} message for ${tag}`);
  }
}

/**
 * A fact in words: an audit entry, an option, a question for the Director, a review or a refusal (any tagged
 * value of the Laws), written by the language's catalog from its tag and fields.
 */
export const describe = <F extends Tagged>(fact: F, lang: Lang = "en"): string =>
  format(language(lang), fact);

/** A fact written by a language's catalog. */
const format = (l: Language, fact: Tagged): string => {
  const message = messageOf(l, fact._tag);
  if (message === undefined) throw new NoMessage(fact._tag, l.lang);
  return message(fact as unknown as Record<string, unknown>);
};

/** The language's word for a seat (North), a card, a call, a suit, a strain, a side or a Law id. */
export const wordsOf = (lang: Lang = "en"): LangWords => language(lang).words;

/**
 * A log error in words: a refusal of the domain (`EventRejected`) written by the catalog from its data
 * (`line 7: North does not hold C2`); an event the decoder refuses at a field (`InvalidEvent` with `field` and
 * `detail`) written by the catalog in a language other than English (`ligne 3 : valeur inconnue « Q » pour
 * « seat » …`); any other error as it reads (`line 3: unknown event type "Foo"`).
 */
export const describeLogError = (
  error: {
    readonly line: number;
    readonly message: string;
    readonly refusal?: Tagged;
    readonly _tag?: string;
    /** A `MalformedLine`'s problem: written in another language than English. */
    readonly problem?: string;
    /** An `InvalidEvent`'s field and the decoder's problem as data: written in another language than English. */
    readonly field?: string;
    readonly detail?: object;
  },
  lang: Lang = "en",
): string =>
  error.refusal !== undefined
    ? `${LINE[lang](error.line)}${describe(error.refusal, lang)}`
    : lang !== "en" && error._tag === "MalformedLine" && error.problem !== undefined
      ? `${LINE[lang](error.line)}${describe({ _tag: "LogLineUnread", problem: error.problem }, lang)}`
      : lang !== "en" && error.field !== undefined && error.detail !== undefined
        ? `${LINE[lang](error.line)}${describe(invalidField(error.field, error.detail), lang)}`
        : error.message;

/** A decoder's problem at a field as the catalog's `InvalidField` (a list of allowed values only when there is one). */
const invalidField = (field: string, detail: object): Tagged & Readonly<Record<string, unknown>> => {
  const { allowed, ...rest } = detail as { readonly allowed?: readonly unknown[] };
  return {
    _tag: "InvalidField",
    field,
    ...rest,
    ...(allowed !== undefined && allowed.length > 0 && { allowed }),
  };
};

/** How each language says which line of a log: `line 7: `, `ligne 7 : `. */
const LINE: Readonly<Record<Lang, (line: number) => string>> = {
  en: (line) => `line ${line}: `,
  fr: (line) => `ligne ${line} : `,
};
