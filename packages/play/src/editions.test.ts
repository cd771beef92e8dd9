import type { LawId } from "@bridgelaw/cards";
import { describe, expect, it } from "vitest";
import {
  attention,
  card,
  choose,
  expose,
  given,
  penalties,
  play,
  playOn,
  retract,
  violation,
} from "./testing/given.ts";

/** The play's Laws whose outcome differs between the 2007 and 2017 Codes. */
const C2007 = { edition: "2007" } as const;
const C2017 = { edition: "2017" } as const;

describe("editions: the 2007 and 2017 Codes in the play", () => {
  it("45C4(b): 2017 only declarer's dummy card until he plays again; 2007 any player until partner has played", () => {
    given(play("W:SJ N:SQ E:S5"), C2007)
      .when(retract("E", "S5", "45C4(b)"))
      .then({ audit: [{ _tag: "DesignationChanged", law: "45C4(b)", seat: "E", card: "S5" }] });
    given(play("W:SJ N:SQ E:S5"), C2017).whenRefused(retract("E", "S5", "45C4(b)"), {
      _tag: "OnlyDummyDesignationChanged",
      law: "45C4(b)",
      seat: "E",
    });
  });
  it("45D2: a misplaced dummy card found too late: 2017 the play stands (45D2); 2007 no provision, the Director rules", () => {
    const late = [
      ...play("W:SJ N:SQ E:S5 S:S2"),
      card("N", "D3", { named: "DK" }),
      ...play("E:D4 S:D2 W:DA  W:C7 N:C3 E:C6 S:CA"),
    ];
    given(late, C2007)
      .when(attention("E", "D3"))
      .then({
        audit: [{ _tag: "MisplacedCardTooLate", law: "45D" }],
        rulings: [{ _tag: "MisplacedCardQuestion", law: "45D", position: 5, card: "D3", named: "DK" }],
      });
    given(late, C2017)
      .when(attention("E", "D3"))
      .thenSome({ audit: [{ _tag: "MisplacedCardStands", law: "45D2(a)", card: "D3", lead: true }] })
      .then({ rulings: [] });
  });
  it("51B2: penalty cards in two suits: the 'no requirement' option exists only in 2017 (51B2(c))", () => {
    given([expose("E", "SK", "shown")], C2007)
      .when(expose("E", "D9", "shown"))
      .then({
        pending: [
          {
            _tag: "PenaltyCardLeadOptions",
            law: "51B2",
            options: ["require-S", "require-D", "forbid-S", "forbid-D", "forbid-S+D"],
            edition: "2007",
          },
        ],
      });
    given([expose("E", "SK", "shown")], C2017)
      .when(expose("E", "D9", "shown"))
      .then({
        pending: [
          {
            _tag: "PenaltyCardLeadOptions",
            law: "51B2",
            options: ["require-S", "require-D", "forbid-S", "forbid-D", "forbid-S+D", "none"],
            edition: undefined,
          },
        ],
      });
  });
  it("53A: a lead out of turn at trick 13: 2017 cancelled; 2007 may be accepted", () => {
    for (const board of [C2007, C2017]) {
      const last = given([playOn(48)], board);
      const other = last.state.turn === "E" ? "W" : "E";
      last.when(card(other, last.state.hands[other][0]!)).then({
        state: (p) =>
          board.edition === "2017"
            ? expect(p.pending).toEqual([])
            : expect(p.pending.length).toBeGreaterThan(0),
      });
    }
    const last = given([playOn(48)], C2017);
    const other = last.state.turn === "E" ? "W" : "E";
    last
      .when(card(other, last.state.hands[other][0]!))
      .then([{ _tag: "LeadAtTrick13Cancelled", law: "53A" }]);
  });
  it("57A: declarer may require a named suit only under 2017", () => {
    given(play("W:SJ N:S3"), C2007)
      .when(card("W", "H6"))
      .then({
        pending: [
          {
            _tag: "PrematurePlayOptions",
            law: "57A",
            options: ["highest", "lowest", "forbid-H", "forbid-D", "forbid-C"],
            edition: "2007",
          },
        ],
      });
    given(play("W:SJ N:S3"), C2017)
      .when(card("W", "H6"))
      .then({
        state: (p) =>
          expect(p.pending[0]?.options.filter((o) => o.startsWith("require"))).toEqual([
            "require-H",
            "require-D",
            "require-C",
          ]),
      });
  });
  it("57D: a play at RHO's turn after partner has played: 2017 played in turn if legal; 2007 a penalty card (Law 49)", () => {
    const rhoTurn = play("W:SJ N:S3 E:S5 S:SA  S:HA W:H5");
    given(rhoTurn, C2007)
      .when(card("E", "H2"))
      .thenSome({
        audit: [{ _tag: "PenaltyCard", law: "49", seat: "E", card: "H2", kind: "major" }],
        state: (p) => expect(penalties(p)).toEqual(["E:H2:major:49"]),
      });
    given(rhoTurn, C2017)
      .when(card("E", "H2"))
      .then({
        audit: [{ _tag: "MustPlayInTurn", law: "57D", seat: "E", card: "H2" }],
        state: (p) => expect(penalties(p)).toEqual([]),
      });
  });
  it("62C3: both sides revoke on a trick, one side has played on: 2017 both corrected; 2007 the established one stands", () => {
    const both62 = play("W:D8 N:D3 E:C6 S:C2  W:CT");
    given(both62, C2007)
      .when(attention("N", "C2"))
      .then({ state: (p) => expect(p.revokes.map((r) => r.status)).toEqual(["established", "corrected"]) });
    given(both62, C2017)
      .when(attention("N", "C2"))
      .thenSome({
        audit: [{ _tag: "BothRevokesCorrected", law: "64B8" }],
        state: (p) => expect(p.revokes.map((r) => r.status)).toEqual(["corrected", "corrected"]),
      });
  });
  it("64B7: one side's revoke corrected in time: 2017 the other is adjusted; 2007 no adjustment (both revoked)", () => {
    const facts = [
      ...play("W:DA N:D3 E:D4 S:C2"),
      attention("W", "C2"),
      card("S", "D2"),
      ...play("W:SJ N:SQ E:H2 S:S2"),
      playOn(),
    ];
    given(facts, C2007)
      .when(attention("S", "H2"))
      .thenSome({
        audit: [{ _tag: "RevokeRectified", law: "64B7", offender: "E", tricks: 0 }],
        state: (p) => expect(p.revokes[1]?.rectifiedBy).toBe("64B7"),
      });
    given(facts, C2017)
      .when(attention("S", "H2"))
      .then({ state: (p) => expect(p.revokes[1]?.rectifiedBy).not.toBe("64B7") });
  });
  it("64C: the equity question is 64C1/64C2 under 2017, a single 64C under 2007", () => {
    const facts = [...play("W:DA N:D3 E:D4 S:C2"), playOn()];
    given(facts, C2007)
      .when(attention("W", "C2"))
      .then({ rulings: [{ _tag: "CompensationQuestion", law: "64C", offender: "S", trick: 1 }] });
    given(facts, C2017)
      .when(attention("W", "C2"))
      .then({ rulings: [{ _tag: "CompensationQuestion", law: "64C1", offender: "S", trick: 1 }] });
  });
  it("64B2 (2007: no transfer for a second revoke in the same suit by the same player, the first corrected; 2017: the first must be established)", () => {
    const facts = [
      ...play("W:DA N:D3 E:D4 S:D2  W:C7 N:C3 E:C6 S:CA  S:SA W:D8 N:S3 E:S5"),
      attention("S", "D8"),
      card("W", "S9"),
      choose("N", "62C1", "keep"),
      ...play("S:S2 W:D8 N:S4 E:S6"),
      playOn(),
    ];
    const second = (law: LawId, rulings: string) => ({
      audit: [{ _tag: "RevokeRectified", law, offender: "W" }],
      state: (p: ReturnType<typeof given>["state"]) => {
        expect(p.revokes.map((r) => `${r.status}:${r.rectifiedBy ?? "-"}`)).toEqual([
          "corrected:-",
          `rectified:${law}`,
        ]);
        expect(p.rulingsNeeded.at(-1)?.law).toBe(rulings);
      },
    });
    given(facts, C2007).when(attention("S", "D8")).thenSome(second("64B2", "64C"));
    given(facts, C2017).when(attention("S", "D8")).thenSome(second("64A2", "64C1"));
  });
  it("43B3: the end-of-play question: 2017 defenders' score only; 2007 an ordinary 12B1 adjustment", () => {
    const facts = [violation("43A2(b)"), ...play("W:DA N:D3 E:C6")];
    given(facts, C2007)
      .when(attention("N", "C6"))
      .then({ rulings: [{ _tag: "ForfeitedDummyQuestion", law: "43B3", edition: "2007" }] });
    given(facts, C2017)
      .when(attention("N", "C6"))
      .then({ rulings: [{ _tag: "ForfeitedDummyQuestion", law: "43B3", edition: undefined }] });
  });
});
