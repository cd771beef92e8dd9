import { describe, expect, it } from "vitest";
import { type ClaimFacts, claimStanding, claimWhat } from "./claims.ts";

/** South claims 3 of the 4 tricks left at trick 10 (Law 68A); each case changes what it needs. */
const base: ClaimFacts = {
  position: 46,
  kind: "claim",
  claimer: "S",
  side: "NS",
  trick: 10,
  remaining: 4,
  tricks: 3,
  status: "open",
  acquiesced: [],
  objected: [],
  settled: null,
  laws: [],
  final: false,
  corrections: [],
  evidence: [],
  shown: [],
};

describe("claimWhat and claimStanding: a claim in words (Laws 68–71)", () => {
  it.each<[string, Partial<ClaimFacts>, string, string]>([
    [
      "open",
      {},
      "South claims 3 of the 4 tricks left",
      "open: play is suspended (68D), not yet agreed or disputed",
    ],
    [
      "a concession of one trick left",
      {
        kind: "concession",
        claimer: "W",
        side: "EW",
        remaining: 1,
        tricks: 0,
        status: "agreed",
        settled: 0,
        laws: ["69A"],
      },
      "West concedes 1 of the 1 trick left",
      "agreed (69A): EW take 0 of the 1",
    ],
    [
      "agreed, established, corrected under 69B1",
      {
        status: "agreed",
        final: true,
        settled: 4,
        laws: ["69A", "69B1"],
        corrections: [{ law: "69B1", tricks: 1, to: "NS", position: 60 }],
      },
      "South claims 3 of the 4 tricks left",
      "agreed (69A, established): NS take 4 of the 4 after 69B1",
    ],
    [
      "disputed",
      { status: "disputed", objected: ["W"] },
      "South claims 3 of the 4 tricks left",
      "disputed (68D2): the Director rules under Law 70",
    ],
    [
      "ruled under 70C",
      { status: "adjudicated", settled: 2, laws: ["70C"] },
      "South claims 3 of the 4 tricks left",
      "ruled by the Director under 70C: NS take 2 of the 4",
    ],
    [
      "void",
      { status: "void" },
      "South claims 3 of the 4 tricks left",
      "void: play continued by agreement (68D2(b)); the play decides",
    ],
    [
      "cancelled",
      { kind: "concession", claimer: "E", side: "EW", tricks: 0, status: "cancelled" },
      "East concedes 4 of the 4 tricks left",
      "no claim: a defender's concession his partner objected to at once (68B2)",
    ],
    [
      "about the current trick",
      { status: "current-trick" },
      "South claims 3 of the 4 tricks left",
      "not a claim: a statement about the trick in progress (68 preamble)",
    ],
  ])("%s", (_, change, what, standing) => {
    const c = { ...base, ...change };
    expect(claimWhat(c)).toBe(what);
    expect(claimStanding(c)).toBe(standing);
  });
});
