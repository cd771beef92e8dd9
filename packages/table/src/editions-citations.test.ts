import { readFileSync } from "node:fs";
import { type LawId, lawIn, renumberedClauses } from "@bridgelaw/cards";
import { describe, expect, it } from "vitest";
import { replayLog } from "./index.ts";
import type { BoardView } from "./view.ts";

/*
 * A 2007 board cites the 2007 Code (issue 27 point 2): the clauses the 2017 Code renumbered are cited with the
 * number of the Code the board is played under, and a 2007 board is never asked a question of the 2017 Code
 * (the comparable call, 23A, does not exist in 2007).
 */

const DEAL = "N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765";
const start = (edition: "2007" | "2017", board = 1): string =>
  JSON.stringify({ type: "BoardStarted", board, deal: DEAL, edition });
const call = (seat: string, c: string): string => JSON.stringify({ type: "CallMade", seat, call: c });
const replay = (...lines: string[]): BoardView => {
  const r = replayLog(`${lines.join("\n")}\n`);
  expect(r.error, r.error?.message).toBeUndefined();
  return r.view;
};
const lawOf = (v: BoardView, tag: string): string | undefined => v.audit.find((a) => a._tag === tag)?.law;

describe("the renumbered clauses: each Code's own number", () => {
  it("the table of renumbered clauses: 17D3 → 17E2, 17D2 → 22B2, 72C → 23, 16C → 16D, 53B ↔ 53C", () => {
    expect(lawIn("2007", "17D3")).toBe("17E2");
    expect(lawIn("2007", "17D2")).toBe("22B2");
    expect(lawIn("2007", "72C")).toBe("23");
    expect(lawIn("2007", "16C2")).toBe("16D2");
    expect(lawIn("2007", "53B")).toBe("53C");
    expect(lawIn("2007", "53C")).toBe("53B");
    expect(lawIn("2007", "27B1(a)")).toBe("27B1(a)");
    for (const [c2017] of renumberedClauses()) expect(lawIn("2017", c2017)).toBe(c2017);
  });

  // Board 4, dealer West: W P, N P, S P at East's turn (out of rotation), W P again.
  const deprived = (edition: "2007" | "2017") => [
    start(edition, 4),
    call("W", "P"),
    call("N", "P"),
    call("S", "P"),
    call("W", "P"),
  ];

  it.each([
    ["2017", "17D2", "22B"],
    ["2007", "22B2", "22A1"],
  ] as const)(
    "%s: the hands back in the board of a passed-out board end the auction period (%s), the board is passed out (%s)",
    (edition, period, passedOut) => {
      const v = replay(...deprived(edition), `{"type":"HandsReturned"}`);
      expect(v.contract).toBe("Pass");
      expect(lawOf(v, "NoRectificationHandsReturned")).toBe(period);
      expect(lawOf(v, "HandsBackInBoard")).toBe(period);
      expect(lawOf(v, "PassedOut")).toBe(passedOut);
    },
  );

  it.each([
    ["2017", "17D3"],
    ["2007", "17E2"],
  ] as const)(
    "%s: a pass out of rotation that would close the auction after a call is cancelled (%s)",
    (edition, law) => {
      // dealer North: N 1H, E P, S P, and East passes again at West's turn
      const v = replay(start(edition), call("N", "1H"), call("E", "P"), call("S", "P"), call("E", "P"));
      expect(v.auction.calls.at(-1)).toMatchObject({ seat: "E", status: "cancelled", law });
      expect(v.audit.filter((a) => a.position === 5).map((a) => a.law)).toContain(law);
      expect(v.auction.unauthorisedInformation.map((i) => i.law)).toEqual([law]);
    },
  );

  it.each([
    ["2017", "22A"],
    ["2007", "22A2"],
  ] as const)("%s: three passes after a bid end the auction (%s)", (edition, law) => {
    const v = replay(start(edition), call("N", "1H"), call("E", "P"), call("S", "P"), call("W", "P"));
    expect(lawOf(v, "AuctionOver")).toBe(law);
  });

  it.each([
    ["2017", "32A", "32A1"],
    ["2007", "32B", "32B1"],
  ] as const)(
    "%s: a double out of rotation at RHO's turn (%s), RHO passes: the offender repeats it (%s)",
    (edition, atRho, repeat) => {
      // dealer North: N 1S, E P, and West doubles at South's turn (South is West's RHO); North refuses it
      const v = replay(
        start(edition),
        call("N", "1S"),
        call("E", "P"),
        call("W", "X"),
        `{"type":"OptionChosen","seat":"N","law":"29A","option":"refuse"}`,
        call("S", "P"),
      );
      expect(lawOf(v, "RepeatIfRhoPasses")).toBe(atRho);
      expect(lawOf(v, "RhoPassedMustRepeat")).toBe(repeat);
    },
  );
});

describe("2007 Law 25B: no comparable call; whether Law 26 applies is the Director's", () => {
  // dealer North: N 1S, then "no, 1H" after thought (intended): 25B; East refuses the substitute (25B2)
  const changed = (edition: "2007" | "2017") => [
    start(edition),
    call("N", "1S"),
    `{"type":"CallChanged","seat":"N","call":"1H"}`,
    `{"type":"DirectorRuled","law":"25A","answer":"intended"}`,
    `{"type":"OptionChosen","seat":"E","law":"25B1","option":"refuse"}`,
  ];
  /** The 2007 board after the Director's answer on Law 26: EW bid clubs, North (the offender) defends. */
  const northDefends = (law26: "applies" | "does-not-apply") => [
    ...changed("2007"),
    `{"type":"DirectorRuled","law":"26","answer":"${law26}"}`,
    call("E", "2C"),
    call("S", "P"),
    call("W", "3C"),
    call("N", "P"),
    call("E", "P"),
    call("S", "P"),
  ];

  it("25B2 (2017): the substitute cancelled, the 1S that stands may be compared with it (23A)", () => {
    const v = replay(...changed("2017"));
    expect(v.rulingsNeeded.map((r) => `${r._tag} ${r.law}`)).toEqual(["ComparableForLeadRestriction 23A"]);
  });

  it("25B2 (2007): the substitute 1H cancelled, 1S stands (16D, 25B3); the Director is asked whether Law 26 applies, never 23A", () => {
    const v = replay(...changed("2007"));
    expect(lawOf(v, "SubstituteCancelled")).toBe("25B2");
    expect(v.rulingsNeeded).toEqual([
      expect.objectContaining({
        _tag: "DoesLaw26Apply",
        law: "26",
        seat: "N",
        withdrawn: "1H",
        under: "25B2",
        answers: ["applies", "does-not-apply"],
      }),
    ]);
    expect(v.auction.unauthorisedInformation).toMatchObject([{ seat: "N", call: "1H", law: "25B3" }]);
  });

  it("25B2 (2007): Law 26 applies, North declares: no lead restriction (the offender's side declares)", () => {
    const v = replay(
      ...changed("2007"),
      `{"type":"DirectorRuled","law":"26","answer":"applies"}`,
      call("E", "P"),
      call("S", "4S"),
      call("W", "P"),
      call("N", "P"),
      call("E", "P"),
    );
    expect(v.rulingsNeeded).toEqual([]);
    expect(v.leadRestrictions).toMatchObject([{ law: "26", status: "void", waived: "declaring-side" }]);
  });

  it("25B2 (2007): Law 26 applies, North defends: 2007 26A on the cancelled 1H; spades ruled specified, not hearts: declarer may require or forbid a heart lead", () => {
    const auction = northDefends("applies");
    const asked = replay(...auction);
    expect(asked.leadRestrictions).toMatchObject([
      {
        law: "26A",
        offender: "N",
        restricted: "S",
        status: "active",
        mayRequire: ["H"],
        suitsSpecified: null,
      },
    ]);
    expect(asked.rulingsNeeded.map((r) => `${r._tag} ${r.law}`)).toEqual(["WhichSuitsSpecified 26A"]);
    const v = replay(...auction, `{"type":"DirectorRuled","law":"26A","answer":"S"}`);
    expect(v.pending).toMatchObject([
      { _tag: "LeadRequirementOffered", law: "26A", options: ["require-H", "forbid-H", "none"] },
    ]);
  });

  it("25B2 (2007): the Director rules Law 26 does not apply: no lead restriction", () => {
    const v = replay(...northDefends("does-not-apply"));
    expect(v.leadRestrictions).toEqual([]);
    expect(v.rulingsNeeded).toEqual([]);
  });
});

describe("a 2007 board's questions in its Code's numbers; either number answers them", () => {
  const log = readFileSync(
    new URL("../../../examples/play/ED-P13-2007-64B2-second-revoke-first-corrected.jsonl", import.meta.url),
    "utf8",
  ).trimEnd();
  const answer = (law: LawId, about: number) =>
    JSON.stringify({ type: "DirectorRuled", law, about, answer: "no" });

  it("50E4 (2007 50E3): the question whether the offenders gained through the penalty card cites 50E3", () => {
    const v = replay(log);
    expect(v.rulingsNeeded.find((q) => q._tag === "PenaltyCardGainQuestion")?.law).toBe("50E3");
  });

  it.each(["50E3", "50E4"] as const)(
    "the Director's answer naming %s answers it; the audit cites 50E3",
    (law) => {
      const about = replay(log).rulingsNeeded.find((q) => q._tag === "PenaltyCardGainQuestion")!.position;
      const v = replay(log, answer(law, about));
      expect(v.rulingsNeeded.map((q) => q._tag)).not.toContain("PenaltyCardGainQuestion");
      expect(v.audit.at(-1)).toMatchObject({ _tag: "RulingGiven", law: "50E3", about });
    },
  );
});
