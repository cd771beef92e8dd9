import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { rho, sideOf } from "@bridgelaw/cards";
import { describe, expect, it } from "vitest";
import { type DdsDeal, parseDdsFile } from "./ddsfile.ts";
import { createEngine } from "./engine.ts";
import { playCard } from "./play.ts";
import type { Position } from "./position.ts";
import { nsTricks } from "./solve.ts";

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
  return parseDdsFile(text);
};

/**
 * Replays the actual play of a deal: declarer's side's double-dummy total (tricks won so far plus the
 * solver's count from the position) before the play and after each card, as many values as TRACE holds.
 */
const replay = (d: DdsDeal, engine: ReturnType<typeof createEngine>): number[] => {
  const declarerSide = sideOf(rho(d.leader));
  let pos: Position = { hands: d.deal, trumps: d.trumps, leader: d.leader, trick: [] };
  let won = 0;
  const out: number[] = [];
  const count = Math.min(d.trace.length, d.play.length + 1);
  for (let i = 0; i < count; i++) {
    if (i > 0) {
      const before = pos;
      pos = playCard(pos, d.play[i - 1]!);
      if (before.trick.length === 3 && sideOf(pos.leader) === declarerSide) won++;
    }
    const { ns, total } = nsTricks(pos, engine, i === 0);
    out.push(won + (declarerSide === "NS" ? ns : total - ns));
  }
  return out;
};

describe("replaying PLAY against TRACE (declarer's double-dummy tricks after every card)", () => {
  const engine = createEngine();
  for (const name of ["list10.txt", "list100.txt"]) {
    const deals = load(name);
    const cards = deals.reduce((n, d) => n + Math.min(d.trace.length, d.play.length + 1), 0);
    it(`matches TRACE after every card for all ${deals.length} deals of ${name} (${cards} positions)`, () => {
      const wrong = deals.flatMap((d, i) => {
        const want = d.trace.slice(0, Math.min(d.trace.length, d.play.length + 1));
        const got = replay(d, engine);
        return got.join(" ") === want.join(" ") ? [] : [`deal ${i}: ${got.join(" ")} / ${want.join(" ")}`];
      });
      expect(wrong).toEqual([]);
    }, 300_000);
  }
});
