import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SEATS, STRAINS } from "@bridgelaw/cards";
import { describe, expect, it } from "vitest";
import { type DdsDeal, parseDdsFile } from "./ddsfile.ts";
import { createEngine } from "./engine.ts";
import { par } from "./par.ts";
import { ddTable } from "./table.ts";

/** Ground truth from dds-bridge/dds `hands/` (see /work/shared/data/README.md). */
const load = (name: string): DdsDeal[] => {
  const url = new URL(`../../../../shared/data/dds/${name}`, import.meta.url);
  let text: string;
  try {
    text = readFileSync(fileURLToPath(url), "utf8");
  } catch {
    throw new Error(
      `ground truth file missing: ${fileURLToPath(url)} (the repo expects ../shared/data/dds/)`,
    );
  }
  const deals = parseDdsFile(text);
  if (deals.length === 0) throw new Error(`no deal read from ${name}`);
  return deals;
};

const list10 = load("list10.txt");
const list100 = load("list100.txt");
const largest = load("largest.txt");

const mismatches = (deals: readonly DdsDeal[]): string[] => {
  const engine = createEngine();
  const out: string[] = [];
  deals.forEach((d, i) => {
    const table = ddTable(d.deal, engine);
    for (const seat of SEATS) {
      for (const strain of STRAINS) {
        if (table[seat][strain] !== d.table[seat][strain]) {
          out.push(`deal ${i} ${seat} ${strain}: ${table[seat][strain]} instead of ${d.table[seat][strain]}`);
        }
      }
    }
  });
  return out;
};

describe("ddTable against DDS (TABLE: S H D C NT, declarers N E S W)", () => {
  it(`ddTable equals TABLE for all ${list10.length} deals of list10.txt`, () => {
    expect(list10).toHaveLength(10);
    expect(mismatches(list10)).toEqual([]);
  });
  it(`ddTable equals TABLE for all ${list100.length} deals of list100.txt (${list100.length * 20} results)`, () => {
    expect(list100).toHaveLength(100);
    expect(mismatches(list100)).toEqual([]);
  }, 900_000);
});

describe("par against DDS", () => {
  const all = [...list10, ...list100, ...largest];
  it(`par equals PAR (North-South bidding first) for all ${all.length} deals of list10, list100 and largest`, () => {
    const wrong = all.filter((d) => par(d.table, d.vulnerability).NS !== d.par);
    expect(wrong.map((d) => d.pbn)).toEqual([]);
  });
  it(`par with the dealer equals PAR2, score and contracts, for all ${all.length} deals`, () => {
    const wrong = all.flatMap((d) => {
      const p = par(d.table, d.vulnerability, d.dealer);
      const got = [...p.contracts].sort().join(" ");
      const want = [...d.dealerParContracts].sort().join(" ");
      return p.NS === d.dealerPar && got === want
        ? []
        : [`${d.pbn}: ${p.NS} ${got} / ${d.dealerPar} ${want}`];
    });
    expect(wrong).toEqual([]);
  });
});
