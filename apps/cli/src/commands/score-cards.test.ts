import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, it } from "vitest";
import { validateHtml } from "../testing/html-validator.ts";
import { runInProcess as run } from "../testing/in-process.ts";
import { tempDir } from "../testing/run-cli.ts";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const TEAMS_PBN = here("../testing/fixtures/teams-tables.pbn");
const PAIRS = here("../../../../examples/session/pairs");

interface Grid {
  readonly columns: readonly { readonly title: string }[];
  readonly rows: readonly unknown[][];
}
interface Published {
  readonly events: readonly {
    readonly rankings: readonly unknown[];
    readonly travellers: readonly unknown[];
    readonly recaps: readonly {
      readonly title: string;
      readonly context: { pair: string };
      readonly grid: Grid;
    }[];
  }[];
}
const publication = async (args: readonly string[]): Promise<Published> =>
  JSON.parse((await run(["score", ...args, "--format", "json"])).stdout).publication;

describe("score --cards: personal score cards per pair or team (issue 29)", { timeout: 240_000 }, () => {
  const tmp = tempDir();
  const teams = join(tmp.dir, "teams");
  afterAll(tmp.remove);
  beforeAll(async () => {
    const r = await run(["import", TEAMS_PBN, "--out", teams]);
    if (r.code !== 0) throw new Error(r.stderr);
  }, 120_000);

  for (const [kind, dir] of [
    ["pairs", () => PAIRS],
    ["teams", () => teams],
  ] as const) {
    it(`${kind}: a card a contestant, every board it played with its contract, result, score and figure, from the same scoring as the results (the recaps, nothing scored again)`, async ({
      expect,
    }) => {
      const cards = await publication([dir(), "--cards"]);
      const recaps = await publication([dir(), "--recaps"]);
      expect(cards.events.length).toBeGreaterThan(0);
      cards.events.forEach((ev, i) => {
        // the cards alone: the results' ranking and travellers are the publication's
        expect(ev.rankings).toEqual([]);
        expect(ev.travellers).toEqual([]);
        expect(ev.recaps.map((c) => c.context.pair)).toEqual(
          recaps.events[i]!.recaps.map((r) => r.context.pair),
        );
        expect(ev.recaps.map((c) => c.grid)).toEqual(recaps.events[i]!.recaps.map((r) => r.grid));
        for (const c of ev.recaps) {
          expect(c.title).toMatch(new RegExp(`^Score card: ${c.context.pair}\\b.*rank \\d+`));
          const titles = c.grid.columns.map((col) => col.title);
          // a team's card: its own score at each of its two tables, and the board's IMPs
          expect(titles).toEqual(
            expect.arrayContaining(
              kind === "pairs"
                ? ["Board", "Result", "Score", "MP"]
                : ["Board", "Result (NS)", "Score (NS)", "Result (EW)", "Score (EW)", "IMPs"],
            ),
          );
        }
      });
    });
  }

  it("a team's card names its players; text, one card after another; HTML valid, one card a printed page", async ({
    expect,
  }) => {
    const text = await run(["score", teams, "--cards"]);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^Score card: ALPHA \((?=.*Al\b)(?=.*Ann\b)[^)]*\)/m);
    expect(text.stdout).not.toMatch(/^Ranking/m);
    const html = (await run(["score", teams, "--cards", "--format", "html"])).stdout;
    expect(await validateHtml(html)).toEqual([]);
    expect(html).toContain(".block.recap+.block.recap{break-before:page");
    expect(html).toContain("<h3>Score card: ALPHA (");
    const one = await run(["score", PAIRS, "--cards", "--pair", "14"]);
    expect(one.stdout.match(/^Score card: /gm)).toEqual(["Score card: "]);
  });
});
