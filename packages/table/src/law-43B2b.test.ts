import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { player } from "./commands/actor.ts";
import { type BoardReplay, replayLog } from "./index.ts";
import { given } from "./testing.ts";

const example = (name: string): string[] =>
  readFileSync(new URL(`../../../examples/play/${name}.jsonl`, import.meta.url), "utf8")
    .trimEnd()
    .split("\n");
const replay = (...lines: string[]): BoardReplay => {
  const r = replayLog(`${lines.join("\n")}\n`);
  expect(r.error, r.error?.message).toBeUndefined();
  return r;
};

/**
 * W25: 4H by South; North (dummy) walked round to watch (43A2(b)): rights forfeited. Trick 1: West leads DA,
 * North D3, East D4, South discards C2 holding D2 (revoke, position 10). Line 11 is North's question.
 */
const W25 = example("W25-43B2b-dummy-asks-after-forfeiting-rights");
const UP_TO_REVOKE = W25.slice(0, 10);
const AFTER_QUESTION = W25.slice(11);
const FORFEIT = W25[5]!;
const asks = (seat: string, of: string): string => `{"type":"RevokeInquired","seat":"${seat}","of":"${of}"}`;
const attention = (seat: string, about: number): string =>
  `{"type":"AttentionDrawn","seat":"${seat}","about":${about}}`;
/** South's revoke on trick 1. */
const revokeOf = (r: BoardReplay) => r.view.revokes.find((x) => x.offender === "S" && x.trick === 1);

describe("Law 43B2(b): dummy, having forfeited his rights, is the first to ask declarer about a revoke", () => {
  it("43B2(b) (W25): dummy's question alone corrects declarer's revoke; Law 64 applies as if established: 4H made, +420", () => {
    expect(W25[10]).toBe(asks("N", "S"));
    const asked = replay(...UP_TO_REVOKE, W25[10]!);
    expect(revokeOf(asked)).toMatchObject({
      status: "corrected",
      correctedBy: "62B2",
      attention: 11,
      inquired: 11,
      asIfEstablishedFrom: 11,
    });
    expect(asked.view.audit.filter((a) => a.position === 11).map((a) => a.law)).toEqual([
      "61B2(a)",
      "62B2",
      "43B2(b)",
    ]);
    expect(asked.view.turn).toMatchObject({ seat: "S", to: "play" });
    const { view } = replay(...W25);
    expect(view.transfers).toMatchObject([
      { revoke: 10, from: "NS", to: "EW", tricks: 1, law: "43B2(b) → 64A2" },
    ]);
    expect(view.result).toMatchObject({ tricksByDeclarer: 10, score: { NS: 420 } });
  });

  it("43B2(b): through the Decider, dummy's question is recorded as it is (the Law acts on replay)", () => {
    given(UP_TO_REVOKE.map((l) => JSON.parse(l)))
      .when({ type: "InquireRevoke", actor: player("N"), of: "S" })
      .then([{ type: "RevokeInquired", seat: "N", of: "S" }]);
  });

  it("61B2(a): dummy who has not forfeited his rights may ask declarer: the question corrects nothing", () => {
    const notForfeited = UP_TO_REVOKE.filter((l) => l !== FORFEIT);
    const r = replay(...notForfeited, asks("N", "S"));
    expect(revokeOf(r)).toMatchObject({ status: "committed" });
    expect(revokeOf(r)?.asIfEstablishedFrom).toBeUndefined();
    expect(r.view.audit.at(-1)?.law).toBe("61B2(a)");
  });

  it("43B2(b): not the first to ask: a defender asked declarer before dummy did, the question corrects nothing", () => {
    const r = replay(...UP_TO_REVOKE, asks("W", "S"), asks("N", "S"));
    expect(revokeOf(r)).toMatchObject({ status: "committed", inquired: 11 });
    expect(r.view.audit.some((a) => a.law === "43B2(b)")).toBe(false);
    // the revoke is corrected when attention is drawn, with no 43B2(b): an ordinary 62B2 correction
    const drawn = replay(...UP_TO_REVOKE, asks("W", "S"), asks("N", "S"), attention("E", 10));
    expect(revokeOf(drawn)).toMatchObject({ status: "corrected", correctedBy: "62B2" });
    expect(revokeOf(drawn)?.asIfEstablishedFrom).toBeUndefined();
  });

  it("43B2(b): attention already drawn by a defender: dummy's later question changes nothing", () => {
    const r = replay(...UP_TO_REVOKE, attention("W", 10), asks("N", "S"));
    expect(revokeOf(r)).toMatchObject({ status: "corrected", attention: 11 });
    expect(revokeOf(r)?.asIfEstablishedFrom).toBeUndefined();
    expect(r.view.audit.some((a) => a.law === "43B2(b)")).toBe(false);
  });

  it("43B2(b): declarer's play was no revoke (he had no card of the suit): dummy's question has no consequence", () => {
    // after trick 1 corrected (S D2), trick 2: South leads, nobody revokes; dummy asks anyway
    const r = replay(...W25.slice(0, 16), asks("N", "S"));
    expect(r.view.revokes.filter((x) => x.status === "committed")).toEqual([]);
    expect(r.view.audit.at(-1)?.law).toBe("61B2(a)");
  });

  it("43B2(b), 63B: a revoke already established is not corrected by dummy's question (64 applies at the end of play anyway)", () => {
    // South's C2 revoke, then North (declarer's side) leads to trick 2: established (63A1)
    const established = [
      ...UP_TO_REVOKE,
      `{"type":"CardPlayed","seat":"W","card":"C7"}`,
      `{"type":"CardPlayed","seat":"N","card":"CJ"}`,
    ];
    const r = replay(...established, asks("N", "S"));
    expect(revokeOf(r)).toMatchObject({ status: "established" });
    expect(r.view.audit.some((a) => a.law === "43B2(b)")).toBe(false);
  });

  it("43B2(b): dummy's AttentionDrawn (rather than a question) is the same rectification", () => {
    const r = replay(...UP_TO_REVOKE, attention("N", 10), ...AFTER_QUESTION);
    expect(r.view.transfers).toMatchObject([{ revoke: 10, tricks: 1, law: "43B2(b) → 64A2" }]);
    expect(r.view.result).toMatchObject({ tricksByDeclarer: 10, score: { NS: 420 } });
  });
});
