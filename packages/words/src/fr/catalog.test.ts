import { createRequire } from "node:module";
import type { Tagged } from "@bridgelaw/cards";
import { describe, expect, it } from "vitest";
import * as EN_AUCTION from "../en/auction.ts";
import * as EN_CLAIMS from "../en/claims.ts";
import * as EN_INPUTS from "../en/inputs.ts";
import * as EN_PLAY from "../en/play.ts";
import * as EN_REFUSALS from "../en/refusals.ts";
import * as EN_SCORING from "../en/scoring.ts";
import * as EN_TABLE from "../en/table.ts";
import { messageSource, messageTags, describe as words } from "../format.ts";
import * as FR_AUCTION from "./auction.ts";
import * as FR_CLAIMS from "./claims.ts";
import * as FR_INPUTS from "./inputs.ts";
import * as FR_PLAY from "./play.ts";
import * as FR_REFUSALS from "./refusals.ts";
import * as FR_SCORING from "./scoring.ts";
import * as FR_TABLE from "./table.ts";

/** Each English catalog beside its French one. */
const PAIRS: readonly (readonly [
  string,
  Readonly<Record<string, string>>,
  Readonly<Record<string, string>>,
])[] = [
  ["AUCTION", EN_AUCTION.AUCTION, FR_AUCTION.AUCTION],
  ["PLAY", EN_PLAY.PLAY, FR_PLAY.PLAY],
  ["CLAIMS", EN_CLAIMS.CLAIMS, FR_CLAIMS.CLAIMS],
  ["CLAIM_PHRASES", EN_CLAIMS.CLAIM_PHRASES, FR_CLAIMS.CLAIM_PHRASES],
  ["TABLE", EN_TABLE.TABLE, FR_TABLE.TABLE],
  ["REFUSALS", EN_REFUSALS.REFUSALS, FR_REFUSALS.REFUSALS],
  ["SCORING", EN_SCORING.SCORING, FR_SCORING.SCORING],
  ["LAW77", EN_SCORING.LAW77, FR_SCORING.LAW77],
  ["METHODS", EN_SCORING.METHODS, FR_SCORING.METHODS],
  ["TOKENS", EN_INPUTS.TOKENS, FR_INPUTS.TOKENS],
  ["SCORING_INPUTS", EN_INPUTS.SCORING_INPUTS, FR_INPUTS.SCORING_INPUTS],
  ["INPUT_REFUSALS", EN_INPUTS.INPUT_REFUSALS, FR_INPUTS.INPUT_REFUSALS],
];

/** The ICU MessageFormat parser that `@messageformat/core` compiles with (its own dependency). */
interface Token {
  readonly type: string;
  readonly arg?: string;
  readonly key?: string;
  readonly cases?: readonly { readonly key: string; readonly tokens: readonly Token[] }[];
}
const parse = (
  createRequire(createRequire(import.meta.url).resolve("@messageformat/core"))("@messageformat/parser") as {
    readonly parse: (src: string, options?: { readonly strict?: boolean }) => readonly Token[];
  }
).parse;

/** Each argument a message reads, with how (`seat`, `plural`, `select`, or `` for a plain one), and its select cases. */
const argumentsIn = (
  tokens: readonly Token[],
  into = new Map<string, { how: string; cases: string[]; numeric: boolean }>(),
) => {
  for (const t of tokens) {
    if (t.arg === undefined) continue;
    const how = t.type === "function" ? (t.key ?? "") : t.type === "argument" ? "" : t.type;
    const known = into.get(t.arg) ?? { how, cases: [], numeric: false };
    if (t.type === "plural") known.numeric = true;
    if (known.how === "" || known.how === "plural") known.how = how === "" ? known.how : how;
    into.set(t.arg, known);
    for (const c of t.cases ?? []) {
      if (t.type === "select" && !known.cases.includes(c.key)) known.cases.push(c.key);
      argumentsIn(c.tokens, into);
    }
  }
  return into;
};
const argumentsOf = (message: string) => argumentsIn(parse(message, { strict: false }));

/** A sample value for an argument, from the formatter the French message names for it. */
const SAMPLE_BY_FORMATTER: Readonly<Record<string, unknown>> = {
  seat: "E",
  seats: ["N", "E"],
  card: "SK",
  cards: ["SK", "HT"],
  call: "3NT",
  calls: ["P", "1S"],
  suit: "H",
  suits: ["S", "D"],
  strain: "NT",
  side: "EW",
  law: "27B1(a)",
  laws: ["69B", "71"],
  list: ["4", "5"],
  signed: -3,
  score: {
    kind: "weighted",
    outcomes: [
      { NS: 420, EW: -420, weight: 0.6 },
      { NS: -50, EW: 50, weight: 0.4 },
    ],
  },
  mark: { kind: "artificial", level: "average-plus" },
  madeCall: { position: 6, seat: "W", call: "2D" },
  madeCalls: [
    { position: 6, seat: "W", call: "2D" },
    { position: 7, seat: "N", call: "P" },
  ],
  facts: [{ _tag: "HandCount", seat: "N", count: 14 }],
  each: [{ offender: "E", trick: 3 }],
  plural: 2,
};

/**
 * Sample facts for a message: every argument given a value by the formatter the message names for it (a plain
 * one a number); each `select` its cases in turn (the first sample every first case, and so on), then absent (or
 * another value when the message has no `absent` case).
 */
const sampleFacts = (tag: string, message: string): readonly Tagged[] => {
  const args = [...argumentsOf(message)];
  const rounds = Math.max(1, ...args.map(([, a]) => a.cases.length + 1));
  return Array.from({ length: rounds }, (_, i) => {
    const fact: Tagged & Record<string, unknown> = { _tag: tag };
    for (const [name, { how, cases, numeric }] of args) {
      if (how === "select") {
        const key = cases.filter((c) => c !== "other" && c !== "absent")[i];
        if (key !== undefined) fact[name] = key === "true" ? true : key === "false" ? false : key;
        else if (numeric)
          fact[name] = i; // a count whose select names a value apart (`unstated`)
        else if (!cases.includes("absent")) fact[name] = "other_value"; // a required field: its other case
      } else fact[name] = how === "" || how === "plural" ? i : (SAMPLE_BY_FORMATTER[how] ?? 7);
    }
    return fact;
  });
};

describe("the French catalogs", () => {
  it("every tag of every English catalog has a French message, and no French message is extra", () => {
    for (const [name, en, fr] of PAIRS) {
      expect(Object.keys(fr).sort(), name).toEqual(Object.keys(en).sort());
    }
    expect([...messageTags("fr")].sort()).toEqual([...messageTags("en")].sort());
  });

  it("each French message reads the same arguments as the English one (same fields, plurals and selects)", () => {
    const differ: string[] = [];
    for (const [, en, fr] of PAIRS) {
      for (const [tag, source] of Object.entries(en)) {
        const a = [...argumentsOf(source).keys()].sort().join(",");
        const b = [...argumentsOf(fr[tag] ?? "").keys()].sort().join(",");
        if (a !== b) differ.push(`${tag}: en ${a} / fr ${b}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it("no apostrophe quotes a brace by mistake (an elided article before an argument: {seat, seat, de})", () => {
    for (const tag of messageTags("fr")) {
      expect(messageSource(tag, "fr") ?? "", tag).not.toMatch(/(?<!')'(?=[{}])/);
    }
  });

  it("every French message compiles and renders sample facts (each case of each select) with no undefined, NaN or [object Object]", () => {
    for (const tag of messageTags("fr")) {
      const source = messageSource(tag, "fr") ?? "";
      for (const fact of sampleFacts(tag, source)) {
        const text = words(fact, "fr");
        expect(text, `${tag} ${JSON.stringify(fact)}`).not.toMatch(/undefined|NaN|\[object Object\]/);
      }
    }
  });
});
