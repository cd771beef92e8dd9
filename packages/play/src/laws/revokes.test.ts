import { produceState } from "@bridgelaw/log";
import { describe, expect, it } from "vitest";
import type { PlayState } from "../state.ts";
import { Board } from "../testing.ts";
import { law63EstablishByClaim as establish } from "./63-establishment.ts";
import { law64Transfers } from "./64-trick-adjustment.ts";

const law63EstablishByClaim = (p: PlayState, side: "NS" | "EW", at: number, clause: "63A3" | "63A4") =>
  produceState(p, (d) => establish(d, side, at, clause));

/** West leads ♦A; South discards ♣2 holding ♦Q2: declarer's revoke on trick 1, won by West. */
const declarerRevokes = () => new Board().play("W:DA N:D3 E:D4 S:C2");
/** South leads ♠A; East discards ♥2 holding spades: a defender's revoke on trick 2, won by South. */
const defenderRevokes = () => new Board().play("W:DA N:D3 E:D4 S:D2  W:SJ N:SQ E:H2 S:S2");

describe("Law 61: failure to follow suit", () => {
  it("61A: the engine sees a revoke when it happens, committed until attention is drawn (63, 72B2)", () => {
    const b = declarerRevokes();
    expect(b.p.revokes).toEqual([
      expect.objectContaining({
        trick: 1,
        offender: "S",
        card: "C2",
        kind: "follow-suit",
        status: "committed",
        law: "61A",
      }),
    ]);
    expect(b.p.pending).toEqual([]);
  });
  it("61A: a card of dummy not following is a revoke of the dummy kind (64B3)", () => {
    expect(new Board().play("W:DA N:C3").p.revokes[0]).toMatchObject({ offender: "N", kind: "dummy" });
  });
  it("61A: a lead restriction not obeyed is a revoke of the required kind", () => {
    const b = new Board().expose("E", "SK", "shown").choose("S", "50D2", "require-S").play("W:DA");
    expect(b.p.revokes[0]).toMatchObject({ offender: "W", kind: "required" });
  });
  it("61A/59: not a revoke when the player cannot comply with a restriction", () => {
    const b = new Board()
      .play("W:CT N:C3 E:C6 S:CA  S:CK W:C9 N:C4  W:DJ")
      .choose("S", "57A", "highest")
      .play("E:D4");
    expect(b.p.revokes).toEqual([]);
  });
});

describe("Law 62: correction of a revoke", () => {
  it("62B1: a defender's card from his unfaced hand becomes a major penalty card; he substitutes a legal card", () => {
    const b = new Board().play("W:DA N:D3 E:C6").attention("S", "C6");
    expect(b.penalties).toEqual(["E:C6:major:62B1"]);
    expect(b.p.turn).toBe("E");
    expect(b.legal("E")).toEqual(["D9", "D7", "D6", "D4"]);
    expect(b.p.revokes[0]).toMatchObject({ status: "corrected", correctedBy: "62B1" });
  });
  it("62B2: declarer's revoke card goes back with no further rectification", () => {
    const b = declarerRevokes().attention("W", "C2");
    expect(b.p.penaltyCards).toEqual([]);
    expect(b.p.turn).toBe("S");
    expect(b.legal()).toEqual(["DQ", "D2"]);
    b.play("S:D2");
    expect(b.trick(1)).toEqual(["W:DA", "N:D3", "E:D4", "S:D2"]);
    expect(b.p.tricks).toHaveLength(1);
  });
  it("62B2: a defender's faced card (a penalty card) revoking is withdrawn and stays a penalty card, no further rectification", () => {
    const b = new Board().play("W:SJ N:S3 E:S5 S:SA").expose("W", "C7", "shown").play("S:HA W:C7");
    expect(b.p.revokes[0]).toMatchObject({ offender: "W", card: "C7", kind: "follow-suit" });
    b.attention("S", "C7");
    expect(b.p.revokes[0]).toMatchObject({ status: "corrected", correctedBy: "62B2" });
    expect(b.penalties).toEqual(["W:C7:major:62B2"]);
    expect(b.legal("W")).toEqual(["H6", "H5"]);
  });
  it("62C1: a non-offender who played after the revoke may withdraw his card and substitute", () => {
    const b = new Board().play("W:DA N:D3 E:C6 S:D2").attention("S", "C6").play("E:D4");
    expect(b.pending).toEqual(["S 62C1: keep,withdraw"]);
    b.choose("S", "62C1", "withdraw");
    expect(b.p.turn).toBe("S");
    b.play("S:DQ");
    expect(b.trick(1)).toEqual(["W:DA", "N:D3", "E:D4", "S:DQ"]);
  });
  it("62C1: keeping the card: the trick is completed as it stands", () => {
    const b = new Board()
      .play("W:DA N:D3 E:C6 S:D2")
      .attention("S", "C6")
      .play("E:D4")
      .choose("S", "62C1", "keep");
    expect(b.p.tricks[0]?.winner).toBe("W");
  });
  it("62C2: after a non-offender's withdrawal, the offending side's next player may withdraw: a penalty card", () => {
    const b = defenderRevokes();
    const c = new Board().play("W:DA N:D3 E:D4 S:D2  W:D8 N:DK E:C6 S:DQ").attention("N", "C6").play("E:D9");
    expect(c.pending).toEqual(["S 62C1: keep,withdraw"]);
    expect(b.p.revokes[0]?.status).toBe("committed");
  });
  it("62C3 (2017): both sides revoked on one trick and only one side has played on: both corrected, 64B8", () => {
    const b = new Board().play("W:D8 N:D3 E:C6 S:C2  W:CT").attention("N", "C2");
    expect(b.p.revokes.map((r) => r.correctedBy)).toEqual(["62C3", "62C3"]);
    expect(b.penalties).toEqual(["E:C6:major:62C3", "W:CT:major:62C3"]);
    expect(b.laws()).toContain("64B8");
  });
  it("62D1: a trick-12 revoke found after the play, before the hands are returned, is corrected (64B6)", () => {
    const b = new Board("S", "NT", "S:94.KQJ52.AKJT.AK KQJ87.973.65.T98 T52.T84.987.QJ32 A63.A6.Q432.7654");
    b.play(
      "W:SK N:S2 E:S3 S:S4  W:SQ N:S5 E:S6 S:S9  W:H3 N:H4 E:HA S:H5  E:H6 S:HK W:H7 N:H8  S:HQ W:H9 N:HT E:C4",
    );
    b.play(
      "S:HJ W:SJ N:ST E:C5  S:DA W:D6 N:D9 E:D2  S:DK W:D5 N:D8 E:D3  S:DT W:C8 N:D7 E:D4  S:CA W:C9 N:CJ E:C6",
    );
    b.play("S:CK W:CT N:CQ E:C7  S:DJ W:S7 N:C2 E:SA  S:H2 W:S8 N:C3 E:DQ");
    expect(b.p.tricksWon).toEqual({ NS: 10, EW: 3 });
    b.attention("S", "SA");
    expect(b.p.tricksWon).toEqual({ NS: 8, EW: 5 });
    expect(b.p.revokes[0]).toMatchObject({ status: "corrected", correctedBy: "62D1" });
    const late = new Board(
      "S",
      "NT",
      "S:94.KQJ52.AKJT.AK KQJ87.973.65.T98 T52.T84.987.QJ32 A63.A6.Q432.7654",
    );
    late.p = b.p;
  });
});

describe("Law 63: establishment of a revoke", () => {
  it("63A1: the offender's play to the next trick establishes it", () => {
    const b = declarerRevokes().play("W:C7 N:C3 E:C6 S:CA");
    expect(b.p.revokes[0]).toMatchObject({ status: "established", establishedBy: "63A1" });
  });
  it("63A1: so does his partner's (for the declaring side, either hand)", () => {
    expect(declarerRevokes().play("W:C7 N:C3").p.revokes[0]?.status).toBe("established");
  });
  it("63A1: a play by the opponents does not", () => {
    expect(declarerRevokes().play("W:C7").p.revokes[0]?.status).toBe("committed");
  });
  it("63A1: a lead out of turn by the offending side establishes it too (legal or not)", () => {
    expect(declarerRevokes().play("N:C3").p.revokes[0]?.status).toBe("established");
  });
  it("63A2: designating a card from dummy to the next trick establishes it", () => {
    const b = new Board().play("W:SJ N:SQ E:S5 S:C2").designate({ suit: "D" });
    expect(b.p.revokes[0]).toMatchObject({ status: "established" });
  });
  it("63A3: a claim or concession by the offending side establishes it (for the claims package)", () => {
    const p = law63EstablishByClaim(declarerRevokes().p, "NS", 99, "63A3");
    expect(p.revokes[0]).toMatchObject({ status: "established", establishedBy: "63A3" });
  });
  it("63B/A-25: a play retracted under 47E1 establishes nothing", () => {
    const b = declarerRevokes().play("N:C3");
    expect(b.p.revokes[0]?.status).toBe("established");
    b.retract("N", "C3", "47E1");
    expect(b.p.revokes[0]?.status).toBe("committed");
  });
  it("63B: an established revoke is not corrected; the trick stands", () => {
    const b = declarerRevokes().play("W:C7 N:C3").attention("E", "C2");
    expect(b.p.revokes[0]).toMatchObject({ status: "established", attention: expect.any(Number) });
    expect(b.laws()).toContain("63B");
    expect(b.trick(1)).toEqual(["W:DA", "N:D3", "E:D4", "S:C2"]);
  });
});

describe("Law 64: procedure after establishment", () => {
  const finish = (b: Board) => b.auto();
  it("64A1: the offender won the revoke trick: it and one later trick of his side (two tricks)", () => {
    const b = finish(new Board().play("W:DA N:D3 E:D4 S:HT  S:SA W:SJ N:S3 E:S5"));
    b.attention("W", "HT");
    expect(b.p.tricks[0]?.winner).toBe("S");
    expect(b.p.transfers).toEqual([{ revoke: b.at.get("HT"), from: "NS", to: "EW", tricks: 2, law: "64A1" }]);
  });
  it("64A1: only the revoke trick when his side wins no later trick", () => {
    const p = new Board().play("W:DA N:D3 E:D4 S:HT").p;
    const attended = {
      ...p,
      revokes: p.revokes.map((r) => ({ ...r, status: "established" as const, attention: 20 })),
    };
    expect(law64Transfers(attended).transfers).toMatchObject([{ tricks: 1, law: "64A1" }]);
  });
  it("64A2: the offender's side won the revoke trick (not the offender): one trick", () => {
    const b = finish(declarerRevokes().play("W:C7 N:CJ E:C6 S:CA")).attention("E", "C2");
    expect(b.p.transfers).toMatchObject([{ from: "NS", tricks: 1, law: "64A2" }]);
  });
  it("64B1: the offending side won neither the revoke trick nor a later one: nothing", () => {
    const b = new Board("S", "H", "S:KQ.AKQJT.KQJ.KQJ A9876.6.A4.A9876 JT5.987.T98.T543 432.5432.76532.2");
    b.play("W:SA N:S5 E:S2 S:SQ  W:CA N:C3 E:C2 S:CJ  W:DA N:D8 E:D2 S:DJ  W:S9 N:ST E:S3 S:SK");
    b.play(
      "S:HA W:H6 N:H7 E:H2  S:HK W:S6 N:H8 E:H3  S:HQ W:S7 N:H9 E:H4  S:HJ W:S8 N:SJ E:H5  S:CK W:C6 N:C4 E:D3",
    );
    b.play("S:DK W:C7 N:D9 E:D5  S:DQ W:D4 N:DT E:D6  S:CQ W:C8 N:C5 E:D7  S:HT W:C9 N:CT E:S4").attention(
      "S",
      "C7",
    );
    expect(b.p.revokes[0]).toMatchObject({ rectifiedBy: "64B1", transfer: 0 });
  });
  it("64B3: a revoke of dummy gets no automatic adjustment", () => {
    const b = finish(new Board().play("W:DA N:C3 E:D4 S:D2")).attention("E", "C3");
    expect(b.p.revokes[0]).toMatchObject({ kind: "dummy", rectifiedBy: "64B3", transfer: 0 });
    expect(b.p.rulingsNeeded).toMatchObject([{ law: "64C1" }]);
  });
  it("64B4/64B5: attention first drawn after a call on the next deal, or after the round: nothing", () => {
    expect(finish(declarerRevokes()).attention("W", "C2", "next-deal-call").p.revokes[0]?.rectifiedBy).toBe(
      "64B4",
    );
    expect(finish(declarerRevokes()).attention("W", "C2", "round-end").p.revokes[0]?.rectifiedBy).toBe(
      "64B5",
    );
  });
  it("64B6: a revoke on trick 12 once the hands are returned: nothing", () => {
    const b = new Board("S", "NT", "S:94.KQJ52.AKJT.AK KQJ87.973.65.T98 T52.T84.987.QJ32 A63.A6.Q432.7654");
    b.play(
      "W:SK N:S2 E:S3 S:S4  W:SQ N:S5 E:S6 S:S9  W:H3 N:H4 E:HA S:H5  E:H6 S:HK W:H7 N:H8  S:HQ W:H9 N:HT E:C4",
    );
    b.play(
      "S:HJ W:SJ N:ST E:C5  S:DA W:D6 N:D9 E:D2  S:DK W:D5 N:D8 E:D3  S:DT W:C8 N:D7 E:D4  S:CA W:C9 N:CJ E:C6",
    );
    b.play("S:CK W:CT N:CQ E:C7  S:DJ W:S7 N:C2 E:SA  S:H2 W:S8 N:C3 E:DQ");
    b.attention("S", "SA", "hands-returned");
    expect(b.p.revokes[0]).toMatchObject({ rectifiedBy: "64B6", transfer: 0 });
    expect(b.p.tricksWon).toEqual({ NS: 10, EW: 3 });
  });
  it("64B2: a later revoke in the same suit by the same player: only the first is adjusted (64C2(a))", () => {
    const b = new Board("S", "NT", "S:8632.QJ.QJ4.AKQJ T74.5432.765.765 AKQ5.AK.AK32.432 J9.T9876.T98.T98");
    b.play(
      "W:H2 N:HA E:H6 S:HJ  N:SA E:H7 S:S2 W:S4  N:SK E:H8 S:S3 W:S7  N:SQ E:S9 S:S6 W:ST  N:S5 E:SJ S:S8 W:H3",
    ).auto();
    b.attention("S", "H7").attention("S", "H8");
    expect(b.p.revokes.map((r) => r.rectifiedBy)).toEqual(["64A2", "64B2"]);
    expect(b.p.rulingsNeeded.map((r) => r.law)).toEqual(["64C1", "64C2(a)"]);
  });
  it("64B7 (2017): both sides' revokes established: no automatic adjustment for either (64C2(b))", () => {
    const b = new Board().play("W:DA N:D3 E:D4 S:C2  W:DJ N:D5 E:D6 S:DQ  S:SA W:S9 N:S3 E:H2").auto();
    b.attention("W", "C2").attention("N", "H2");
    expect(b.p.revokes.map((r) => r.rectifiedBy)).toEqual(["64B7", "64B7"]);
    expect(b.p.transfers).toEqual([]);
  });
  it("64B7 (2017): one of them corrected in time: the other keeps its adjustment (P-12)", () => {
    const b = new Board().play("W:DA N:D3 E:D4 S:C2").attention("W", "C2").play("S:D2");
    b.play("W:SJ N:SQ E:H2 S:S2").auto();
    b.attention("S", "H2");
    expect(b.p.revokes.map((r) => r.status)).toEqual(["corrected", "rectified"]);
    expect(b.p.revokes[1]?.rectifiedBy).not.toBe("64B7");
  });
  it("64B8: a revoke corrected under 62C3 gets no adjustment", () => {
    const b = new Board().play("W:D8 N:D3 E:C6 S:C2  W:CT").attention("N", "C2").auto();
    expect(b.p.transfers).toEqual([]);
    expect(b.p.revokes.every((r) => r.status === "corrected")).toBe(true);
  });
  it("A-8: several revokes of one side: a trick already transferred is not counted again", () => {
    const b = new Board().play("W:SJ N:S3 E:S5 S:SA  S:DQ W:DA N:D3 E:H2  W:D8 N:DK E:H3 S:D2").auto();
    b.attention("S", "H2").attention("S", "H3");
    const ew = b.p.tricks.filter((t) => t.number >= 2 && (t.winner === "E" || t.winner === "W")).length;
    const total = b.p.transfers.reduce((n, t) => n + t.tricks, 0);
    expect(total).toBeLessThanOrEqual(ew);
  });
  it("64C: the Director's adjusted result replaces the automatic adjustment", () => {
    const b = finish(declarerRevokes()).attention("W", "C2");
    const q = b.p.rulingsNeeded[0]!;
    b.rule(q.law, q.position, { tricks: 9 });
    expect(b.p.adjusted).toMatchObject({ tricks: 9, law: "64C1" });
    expect(b.p.rulingsNeeded).toEqual([]);
  });
  it("64A, A-22: tricks credited by a claim count as won by the claiming side (W31)", () => {
    // 4H by S; East revokes on trick 2 (won by South), then EW claim three tricks (63A3).
    const b = new Board().play("W:SJ N:SQ E:S5 S:S2  N:D3 E:C6 S:DQ W:D8");
    const p = law63EstablishByClaim(b.p, "EW", 50, "63A3");
    expect(
      law64Transfers({ ...p, revokes: p.revokes.map((r) => ({ ...r, attention: 51 })) }).transfers,
    ).toEqual([]);
    const withAttention = { ...p, revokes: p.revokes.map((r) => ({ ...r, attention: 51 })) };
    const { transfers } = law64Transfers(withAttention, { NS: 0, EW: 3 });
    expect(transfers).toMatchObject([{ from: "EW", to: "NS", tricks: 1, law: "64A2" }]);
  });
});
