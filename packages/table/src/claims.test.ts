import { readFileSync } from "node:fs";
import { checkClaim } from "@bridgelaw/claims";
import { formatLogError } from "@bridgelaw/log";
import { describe, expect, it } from "vitest";
import { type BoardReplay, claimReport, replayLog } from "./index.ts";

/**
 * The branches of Laws 68–71 at the table, on W18's ending (4S by South; South holds SQ HA HK, West the
 * master trump SK; 45 events before the claim), and the bad input a claim can meet.
 */
const w18 = readFileSync(
  new URL("../../../examples/claims/W18a-69B-agreement-withdrawn-in-time.jsonl", import.meta.url),
  "utf8",
)
  .trimEnd()
  .split("\n");
const BEFORE = w18.slice(0, 45);
const run = (...events: object[]): BoardReplay =>
  replayLog(`${[...BEFORE, ...events.map((e) => JSON.stringify(e))].join("\n")}\n`);
const ok = (...events: object[]) => {
  const r = run(...events);
  expect(r.error === undefined ? undefined : formatLogError(r.error)).toBeUndefined();
  return r.view;
};
/**
 * The event after `events` is refused: its data words match, or its refusal as data (with its line, or on the
 * line of the last event).
 */
const refused = (expected: RegExp | object, ...events: object[]) => {
  const r = run(...events);
  expect(r.error?._tag).toBe("EventRejected");
  if (expected instanceof RegExp) expect(formatLogError(r.error!)).toMatch(expected);
  else if ("refusal" in expected) expect(r.error).toMatchObject(expected);
  else expect(r.error).toMatchObject({ line: 45 + events.length, refusal: expected });
  return r;
};
const CLAIM = { type: "ClaimMade", seat: "S", tricks: 3, statement: "all mine" };
const claimOf = (v: ReturnType<typeof ok>) => v.claims[v.claims.length - 1]!;

describe("claims at the table (Laws 68–71)", { timeout: 60_000 }, () => {
  it("68D: a claim suspends the play: no turn, the 70 question once disputed", () => {
    const open = ok(CLAIM);
    expect(open.phase).toBe("play");
    expect(open.turn).toBeNull();
    expect(claimOf(open)).toMatchObject({ status: "open", remaining: 3, tricks: 3, settled: null });
    const disputed = ok(CLAIM, { type: "ClaimObjected", seat: "W" });
    expect(disputed.rulingsNeeded.map((r) => [r.law, r.position])).toEqual([["70", 46]]);
    expect(disputed.result).toBeNull();
  });

  it("68D: a card played while play is suspended is not taken as played; a card not held is refused", () => {
    const v = ok(CLAIM, { type: "ClaimObjected", seat: "W" }, { type: "CardPlayed", seat: "S", card: "HA" });
    expect(v.hands?.S).toContain("A");
    expect(claimOf(v).evidence).toEqual([{ seat: "S", card: "HA", position: 48 }]);
    refused(
      { line: 48, refusal: { _tag: "CardNotHeld", seat: "S", card: "C2" } },
      CLAIM,
      { type: "ClaimObjected", seat: "W" },
      { type: "CardPlayed", seat: "S", card: "C2" },
    );
  });

  it("68A: a claim before the play, a second claim while one is open, more tricks than are left: refused", () => {
    const r = replayLog(`${[w18[0], JSON.stringify(CLAIM)].join("\n")}\n`);
    expect(r.error).toMatchObject({
      line: 2,
      refusal: { _tag: "ClaimBeforePlay", event: "ClaimMade", passedOut: false },
    });
    refused(
      {
        _tag: "ClaimWhileSuspended",
        law: "68D",
        kind: "claim",
        claimer: "S",
        claimed: 3,
        remaining: 3,
        at: 46,
      },
      CLAIM,
      CLAIM,
    );
    refused({ _tag: "ClaimTricksOutOfRange", law: "68", tricks: 4, remaining: 3 }, { ...CLAIM, tricks: 4 });
  });

  it("68C: a line with a step that is not one is refused naming the step", () => {
    refused(
      { line: 46, refusal: { _tag: "LineNotRead", unread: ["squeeze West"] } },
      { ...CLAIM, line: ["HA", "squeeze West"] },
    );
    const v = ok({ ...CLAIM, line: ["cash H", "SQ"] });
    expect(claimOf(v).line).toEqual(["cash H", "SQ"]);
    // West ruffs the ace of hearts; South keeps the queen of spades the line plays last (reserved)
    expect(claimReport(claimOf(v)).statedLine?.bestElsewhere).toMatchObject({ holds: false, tricks: 1 });
  });

  it("68C/70: the view carries the checker's input (declarer 70D2, statement 70C, suits shown out 70E1(i)); `claimReport` the same report as `checkClaim` of it, computed once; neither in the view's JSON", () => {
    const v = ok({ ...CLAIM, line: ["cash H", "SQ"] });
    const c = claimOf(v);
    expect(c.checkInput).toMatchObject({
      claimer: "S",
      tricks: 3,
      declarer: "S",
      statement: "all mine",
      position: { trumps: "S", hands: { S: ["SQ", "HA", "HK"] } },
    });
    expect(c.checkInput.line).toHaveLength(2);
    expect(checkClaim(structuredClone(c.checkInput))).toEqual(claimReport(c));
    // one input per claim, so the report is computed once
    expect(c.checkInput).toBe(c.checkInput);
    expect(claimReport(c)).toBe(claimReport(c));
    const json = JSON.parse(JSON.stringify(v));
    expect(Object.keys(json.claims[0])).not.toContain("checkInput");
    expect(Object.keys(json.claims[0])).not.toContain("report");
  });

  it("68B1: a concession without a number concedes every trick left; agreed, the opponents take them", () => {
    const v = ok({ type: "ConcessionMade", seat: "S" }, { type: "ClaimAcquiesced", seat: "W" });
    expect(claimOf(v)).toMatchObject({ kind: "concession", tricks: 0, status: "agreed", settled: 0 });
    expect(v.result).toMatchObject({ tricksByDeclarer: 9, score: { NS: -50 } });
  });

  it("69A: the table moves on with no answer: agreed by silence, and final", () => {
    const v = ok(CLAIM, { type: "TableMovedOn", how: "round-end" });
    expect(claimOf(v)).toMatchObject({ status: "agreed", final: true, settled: 3 });
    expect(v.result).toMatchObject({ tricksByDeclarer: 12 });
  });

  it("69A: an objection before the agreement is final undoes it; after, it changes nothing", () => {
    const before = ok(CLAIM, { type: "ClaimAcquiesced", seat: "W" }, { type: "ClaimObjected", seat: "E" });
    expect(claimOf(before)).toMatchObject({ status: "disputed", settled: null, objected: ["E"] });
    expect(before.result).toBeNull();
    expect(before.phase).toBe("play");
    const after = ok(
      CLAIM,
      { type: "ClaimAcquiesced", seat: "W" },
      { type: "TableMovedOn", how: "next-deal-call" },
      { type: "ClaimObjected", seat: "E" },
    );
    expect(claimOf(after)).toMatchObject({ status: "agreed", settled: 3 });
    expect(after.audit.at(-1)).toMatchObject({ law: "69A" });
  });

  it("70: on the opponents' objection the Director gives the claimer at most what he claimed", () => {
    refused(
      { _tag: "ClaimRulingAboveClaim", law: "70", claimed: 2 },
      { ...CLAIM, tricks: 2 },
      { type: "ClaimObjected", seat: "W" },
      { type: "DirectorRuled", law: "70", tricks: 3 },
    );
    refused(
      { _tag: "ClaimRulingOutOfRange", law: "70", remaining: 3 },
      CLAIM,
      { type: "ClaimObjected", seat: "W" },
      { type: "DirectorRuled", law: "70", tricks: 4 },
    );
    const low = ok(
      { ...CLAIM, tricks: 1 },
      { type: "ClaimObjected", seat: "N" },
      { type: "DirectorRuled", law: "70", tricks: 2 },
    );
    // dummy disputed his side's concession: the Director may give back what was conceded
    expect(claimOf(low)).toMatchObject({ status: "adjudicated", settled: 2 });
    expect(low.result).toMatchObject({ tricksByDeclarer: 11 });
  });

  it("70: a ruling under 70C answers the 70 question; it is a decision that may be appealed (92A)", () => {
    const v = ok(
      CLAIM,
      { type: "ClaimObjected", seat: "W" },
      { type: "DirectorRuled", law: "70C", tricks: 2 },
    );
    expect(v.rulingsNeeded).toEqual([]);
    expect(claimOf(v).laws).toEqual(["70C"]);
    const a = ok(
      CLAIM,
      { type: "ClaimObjected", seat: "W" },
      { type: "DirectorRuled", law: "70C", tricks: 2 },
      { type: "AppealLodged", side: "NS", agreed: ["N", "S"] },
    );
    expect(a.appeals[0]).toMatchObject({ about: 48, status: "lodged" });
  });

  it("68D2(b): play on at the claimer's side's request changes nothing: Law 70", () => {
    const v = ok(CLAIM, { type: "ClaimObjected", seat: "W" }, { type: "PlayResumed", seat: "N" });
    expect(claimOf(v).status).toBe("disputed");
    expect(v.audit.at(-1)).toMatchObject({ law: "68D2(b)" });
  });

  it("69B: the claimer's side cannot withdraw an agreement; a claim not agreed has none", () => {
    refused(
      { _tag: "WithdrawalByClaimerSide", law: "69B", seat: "S", side: "EW" },
      CLAIM,
      { type: "ClaimAcquiesced", seat: "W" },
      { type: "AcquiescenceWithdrawn", seat: "S" },
    );
    refused(
      {
        _tag: "NoAgreementToWithdraw",
        law: "69B",
        kind: "claim",
        claimer: "S",
        claimed: 3,
        remaining: 3,
        status: "adjudicated",
      },
      CLAIM,
      { type: "ClaimObjected", seat: "W" },
      { type: "DirectorRuled", law: "70", tricks: 2 },
      { type: "AcquiescenceWithdrawn", seat: "W" },
    );
  });

  it("69B2: when no trick is certain the Director is asked; his ruling gives it back", () => {
    const claim2 = { ...CLAIM, tricks: 2 };
    const asked = ok(
      claim2,
      { type: "ClaimAcquiesced", seat: "W" },
      { type: "AcquiescenceWithdrawn", seat: "W", tricks: 1 },
    );
    expect(asked.rulingsNeeded.map((r) => [r.law, r.position])).toEqual([["69B", 48]]);
    const v = ok(
      claim2,
      { type: "ClaimAcquiesced", seat: "W" },
      { type: "AcquiescenceWithdrawn", seat: "W", tricks: 1 },
      { type: "DirectorRuled", law: "69B2", tricks: 1 },
    );
    expect(claimOf(v)).toMatchObject({ settled: 1, corrections: [{ law: "69B2", tricks: 1, to: "EW" }] });
    expect(v.result).toMatchObject({ tricksByDeclarer: 10 });
    refused(
      { _tag: "GiveBackOutOfRange", law: "69B", most: 2, side: "EW" },
      claim2,
      { type: "ClaimAcquiesced", seat: "W" },
      { type: "AcquiescenceWithdrawn", seat: "W" },
      { type: "DirectorRuled", law: "69B", tricks: 3 },
    );
  });

  it("71: a concession no play makes certain goes to the Director; 71A/71B ruling rescored", () => {
    const concede = { ...CLAIM, tricks: 1 };
    const v = ok(
      concede,
      { type: "ClaimAcquiesced", seat: "W" },
      { type: "ConcessionWithdrawn", seat: "N", tricks: 1 },
    );
    expect(v.rulingsNeeded.map((r) => r.law)).toEqual(["71"]);
    const ruled = ok(
      concede,
      { type: "ClaimAcquiesced", seat: "W" },
      { type: "ConcessionWithdrawn", seat: "N", tricks: 1 },
      { type: "DirectorRuled", law: "71B", tricks: 1 },
    );
    expect(claimOf(ruled)).toMatchObject({ settled: 2, corrections: [{ law: "71B", to: "NS" }] });
    expect(ruled.result).toMatchObject({ tricksByDeclarer: 11 });
    const stands = ok(
      concede,
      { type: "ClaimAcquiesced", seat: "W" },
      { type: "ConcessionWithdrawn", seat: "N" },
      { type: "DirectorRuled", law: "71", answer: "stands" },
    );
    expect(claimOf(stands).settled).toBe(1);
  });

  it("71: late, the concession stands (79C)", () => {
    const v = ok(
      { ...CLAIM, tricks: 1 },
      { type: "ClaimAcquiesced", seat: "W" },
      { type: "ScoresPosted", at: "2026-11-22T22:00:00Z" },
      { type: "ConcessionWithdrawn", seat: "N", at: "2026-11-22T23:00:00Z" },
    );
    expect(v.audit.at(-1)).toMatchObject({
      _tag: "ConcessionCancelLate",
      law: "71",
      seat: "N",
      timing: "after",
      deadline: "2026-11-22T22:30:00Z",
    });
    expect(v.rulingsNeeded).toEqual([]);
  });

  it("68A: agreement with no claim open, or after a void claim, is refused", () => {
    refused({ _tag: "NoClaimMade", law: "69A" }, { type: "ClaimAcquiesced", seat: "W" });
    refused(
      { _tag: "LastClaimGone", law: "69A", at: 46, status: "void" },
      CLAIM,
      { type: "ClaimObjected", seat: "W" },
      { type: "PlayResumed", seat: "E" },
      { type: "ClaimAcquiesced", seat: "W" },
    );
    refused({ _tag: "OwnClaimDisputed", law: "68D2", seat: "S" }, CLAIM, {
      type: "ClaimObjected",
      seat: "S",
    });
  });

  it("68D2(b)(ii): after play resumes the cards are played again and a new claim may be made", () => {
    const v = ok(
      CLAIM,
      { type: "ClaimObjected", seat: "W" },
      { type: "PlayResumed", seat: "E" },
      { type: "CardPlayed", seat: "S", card: "HA" },
      { type: "ClaimMade", seat: "S", tricks: 1, statement: "one more heart, then the trump to West" },
      { type: "ClaimAcquiesced", seat: "E" },
    );
    expect(v.claims.map((c) => c.status)).toEqual(["void", "agreed"]);
    expect(claimOf(v)).toMatchObject({ remaining: 3, trick: 11 });
    expect(v.result).toMatchObject({ tricksByDeclarer: 10 });
  });
});
