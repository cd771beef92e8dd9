import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type BoardReplay, replayLog } from "./index.ts";

/** The words of an entry still written as a sentence (`Said`), until its package turns it into data. */
const said = (a: object | undefined): unknown => (a as { readonly text?: unknown } | undefined)?.text;

const example = (name: string): string[] =>
  readFileSync(new URL(`../../../examples/play/${name}.jsonl`, import.meta.url), "utf8")
    .trimEnd()
    .split("\n");
const replay = (...lines: string[]): BoardReplay => {
  const r = replayLog(`${lines.join("\n")}\n`);
  expect(r.error, r.error?.message).toBeUndefined();
  return r;
};
const card = (seat: string, c: string): string => `{"type":"CardPlayed","seat":"${seat}","card":"${c}"}`;
const attention = (seat: string, about: number): string =>
  `{"type":"AttentionDrawn","seat":"${seat}","about":${about}}`;
const lawsAt = (r: BoardReplay, position: number): string[] =>
  r.view.audit.filter((a) => a.position === position).map((a) => a.law);

/**
 * 4H by South (lab deal), eleven tricks played (positions 6–49). Trick 12: North leads S3 (position 50), East
 * discards D7 holding SK (position 51): a revoke before West, his partner, has played to the trick.
 */
const L62D2 = example("L62D2-trick-12-revoke-before-partner-played-16C");
const ELEVEN = L62D2.slice(0, 49);
const REVOKE = [...ELEVEN, card("N", "S3"), card("E", "D7")];

describe("Law 62D2: a defender revokes on trick 12 before his partner has played to it", () => {
  it("62D2, 62D1, 16C: corrected before it is established: no penalty card; the revoke card's information is unauthorised for West, not authorised (no 50E1); the Director is asked", () => {
    const r = replay(...REVOKE, attention("S", 51));
    expect(r.view.revokes).toMatchObject([
      { offender: "E", card: "D7", trick: 12, status: "corrected", correctedBy: "62D1" },
    ]);
    // corrected under 62D1 (not 62B1): the revoke card goes back to the hand, not a penalty card (no 50E1)
    expect(lawsAt(r, 52)).toEqual(["9A", "62A", "62D1", "62D2"]);
    expect(r.view.penaltyCards).toEqual([]);
    expect(said(r.view.audit.find((a) => a.law === "62D2"))).toMatch(
      /East revoked on trick 12 before West, his partner, played to it: the information from East's D7 and from the card that corrects it is unauthorised for West \(16C\)/,
    );
    expect(r.view.rulingsNeeded.find((q) => q.law === "62D2")).toMatchObject({ position: 51 });
    // the correction itself is as 62B says: East substitutes a spade
    expect(r.view.turn).toMatchObject({ seat: "E", to: "play", legal: ["SK"] });
  });

  it("62D2: the Director finds West used the information: his tricks replace the result of the play", () => {
    const played = L62D2.slice(0, -1);
    const ruled = replay(
      ...played,
      `{"type":"DirectorRuled","law":"62D2","about":51,"tricks":11,"text":"West's play was suggested by East's two last cards"}`,
    );
    expect(ruled.view.rulingsNeeded).toEqual([]);
    expect(ruled.view.finalTricks).toEqual({ NS: 11, EW: 2 });
    expect(ruled.view.result).toMatchObject({ tricksByDeclarer: 11 });
    const none = replay(...L62D2);
    expect(none.view.finalTricks).toEqual(none.view.tricksWon);
  });

  it("62D1, 62D2: established and corrected after the play (the cards of tricks 12 and 13 change places): 16C for West too", () => {
    const lines = [
      ...REVOKE,
      card("S", "HK"),
      card("W", "ST"),
      card("S", "HQ"),
      card("W", "DA"),
      card("N", "D3"),
      card("E", "SK"),
    ];
    const r = replay(...lines, attention("S", 51));
    expect(r.view.revokes).toMatchObject([{ offender: "E", status: "corrected", correctedBy: "62D1" }]);
    expect(lawsAt(r, 58)).toContain("62D2");
    expect(r.view.rulingsNeeded.map((q) => q.law)).toContain("62D2");
  });

  it("62B1, 50E1: a defender who revokes on trick 12 after his partner played: an ordinary correction, the penalty card's information authorised", () => {
    // trick 12: North S3, East SK, South HK, West DA holding ST: West revokes after East, his partner, played
    const after = replay(
      ...ELEVEN,
      card("N", "S3"),
      card("E", "SK"),
      card("S", "HK"),
      card("W", "DA"),
      attention("S", 53),
    );
    expect(after.view.revokes).toMatchObject([
      { offender: "W", card: "DA", trick: 12, status: "corrected", correctedBy: "62B1" },
    ]);
    expect(lawsAt(after, 54)).toContain("50E1");
    expect(lawsAt(after, 54)).not.toContain("62D2");
    expect(after.view.rulingsNeeded.some((q) => q.law === "62D2")).toBe(false);
  });
});
