import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { evolveTable, initialTableState, replayLog, type TableEvent, viewOf } from "@bridgelaw/table";
import { generateFactsBoard, generateIrregularBoard } from "./generate.ts";

/*
 * The English of every consequence, as a fixture (issue 34): the words each example log and a set of generated
 * irregular boards derive — audit entries, options, questions for the Director and reviews — written with the
 * formatter of `@bridgelaw/words`. `tools/golden/words-en.json` keeps them; `words-golden.test.ts` checks the
 * formatter still writes exactly them, so turning a Law's sentences into data cannot change a word unseen.
 * After a deliberate change of wording: `pnpm golden:words` writes the file again (review its diff).
 */

export const ROOT = new URL("../../", import.meta.url).pathname;
export const GOLDEN = join(ROOT, "tools/golden/words-en.json");

/** How many generated boards of each kind the fixture holds (seeded: the same boards on every machine). */
const GENERATED = 80;

/** The log files under examples/, sorted. */
const exampleFiles = (): string[] => {
  const walk = (dir: string): string[] =>
    readdirSync(dir)
      .sort()
      .flatMap((name) => {
        const p = join(dir, name);
        return statSync(p).isDirectory() ? walk(p) : name.endsWith(".jsonl") ? [p] : [];
      });
  return walk(join(ROOT, "examples"));
};

/** A source of the fixture: its name and the view its log derives. */
export interface Source {
  readonly name: string;
  readonly view: ReturnType<typeof viewOf>;
}

const fromEvents = (events: readonly TableEvent[]) => viewOf(events.reduce(evolveTable, initialTableState));

/** Every source: the examples, then the generated irregular boards and boards of later facts. */
export const sources = (): Source[] => [
  ...exampleFiles().map((f) => ({ name: relative(ROOT, f), view: replayLog(readFileSync(f, "utf8")).view })),
  ...Array.from({ length: GENERATED }, (_, i) => ({
    name: `irregular ${i + 1}`,
    view: fromEvents(generateIrregularBoard(7000 + i, 1 + (i % 32))),
  })),
  ...Array.from({ length: GENERATED }, (_, i) => ({
    name: `facts ${i + 1}`,
    view: fromEvents(generateFactsBoard(9000 + i, 1 + (i % 32))),
  })),
];

/** The words of one view, one line each: `A 12 27B: …` (audit), `O` (option), `Q` (question), `R` (review). */
export type Words = (x: { readonly _tag: string }) => string;
export const linesOf = (view: Source["view"], words: Words): string[] => [
  ...view.audit.map((a) => `A ${a.position} ${a.law}: ${words(a)}`),
  ...view.pending.map((p) => `O ${p.about} ${p.law} ${p.seat}: ${words(p)}`),
  ...view.rulingsNeeded.map((r) => `Q ${r.position} ${r.law}: ${words(r)}`),
  ...view.auction.reviews.map((r) => `R ${r.position} ${r.law}: ${words(r)}`),
];
