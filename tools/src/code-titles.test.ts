import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CODE_TITLES_FILE, codeTitlesSource, SEEDS } from "./code-titles.ts";
import { lawTitlesOf } from "./law-index.ts";

/*
 * The Law titles of packages/cards in the Codes' own languages (issue 33) are generated from the official
 * texts (../shared/seeds): regenerated here and compared with the committed module, when the seeds are there.
 */
const seeds = existsSync(SEEDS);

describe.skipIf(!seeds)("Law titles in the Codes' languages (from the seeds)", () => {
  it("the committed module is what the seeds give (pnpm laws:titles writes it again)", () => {
    expect(readFileSync(CODE_TITLES_FILE, "utf8")).toBe(codeTitlesSource());
  });

  it("each Code's text gives the titles of the 93 Laws but where the text prints none", () => {
    const t = lawTitlesOf(SEEDS);
    const missing = Object.entries(t).flatMap(([set, ts]) =>
      ts.flatMap((x, i) => (x === null ? [`${set} ${i + 1}`] : [])),
    );
    expect(missing).toEqual(["fr-2007 24", "pt-2007 48"]);
  });

  it.each([
    ["fr-2017", 27, "ENCHÈRE INSUFFISANTE"],
    ["fr-2017", 91, "PÉNALISER OU SUSPENDRE"],
    ["fr-2007", 27, "Enchère insuffisante"],
    ["fr-2007", 23, "Connaissance d'un éventuel dommage"],
    ["fr-2007", 91, "Pénaliser ou suspendre"],
    ["fr-2007", 1, "Le jeu de cartes – Hiérarchie des cartes et des couleurs"],
    ["pt-2007", 27, "MARCAÇÃO INSUFICIENTE"],
    ["pt-2007", 1, "O BARALHO, HIERARQUIA DAS CARTAS E DOS NAIPES"],
    ["nb-2007", 27, "UTILSTREKKELIG BUD"],
    ["nb-2007", 84, "AVGJØRELSE NÅR DET ER ENIGHET OM FAKTA"],
  ] as const)("%s: Law %i is titled %s", (set, n, title) => {
    expect(lawTitlesOf(SEEDS)[set][n - 1]).toBe(title);
  });
});
