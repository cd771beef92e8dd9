import { describe, expect, it } from "vitest";
import {
  alerted,
  change,
  corrected,
  explained,
  given,
  inRotation,
  option,
  ruling,
} from "../testing/given.ts";

/** North opens 1NT, East passes, South bids 2D, West passes; the auction goes on. */
const AUCTION = inRotation("N", ["1NT", "P", "2D", "P"]);

describe("Laws 20F, 21: alerts, explanations and misinformation", () => {
  it("20F: an alert and an explanation are recorded, in the player's words", () => {
    given(AUCTION)
      .when(alerted("N", 4))
      .then([{ _tag: "CallAlerted", law: "20F", seat: "N", of: { position: 4, seat: "S", call: "2D" } }]);
    given(AUCTION)
      .when(explained("N", 4, "transfer to hearts"))
      .then([
        {
          _tag: "CallExplained",
          law: "20F1",
          seat: "N",
          of: { position: 4, seat: "S", call: "2D" },
          words: "transfer to hearts",
        },
      ]);
  });

  it("20F4(a), 21B1: a player corrects his own explanation; the Director is asked whether a call was influenced", () => {
    given([...AUCTION, explained("N", 4, "natural")])
      .when(corrected("N", 4, "transfer to hearts"))
      .then({
        audit: [{ _tag: "OwnExplanationCorrected", law: "20F4", seat: "N", words: "transfer to hearts" }],
        reviews: [{ _tag: "MisinformationReview", law: "21B3", of: { position: 4, seat: "S", call: "2D" } }],
        rulings: [
          {
            _tag: "CouldCallsBeInfluenced",
            law: "21B1",
            calls: [{ position: 5, seat: "W", call: "P" }],
            misinformed: "EW",
            of: { position: 4, seat: "S", call: "2D" },
            answers: ["5", "none", "mistaken-call"],
          },
        ],
      });
  });

  it("20F5(a): correcting partner's explanation during the auction is forbidden (16B)", () => {
    given(AUCTION)
      .when(corrected("S", 4, "natural"))
      .thenSome([{ _tag: "PartnerExplanationCorrectedInAuction", law: "20F5(a)", seat: "S" }]);
  });

  it("21B1(a): the Director allows the change; the player changes his call", () => {
    const facts = [...AUCTION, corrected("N", 4, "transfer")];
    given(facts)
      .when(ruling("21B1", "5"))
      .then({
        audit: [{ _tag: "ChangeAllowed", law: "21B1(a)", seat: "W", call: "P", reopens: false }],
        pending: [
          { _tag: "MayChangeCall", seat: "W", law: "21B1", options: ["change", "keep"], about: 5, call: "P" },
        ],
      });
    given([...facts, ruling("21B1", "5")])
      .when(change("W", "X"))
      .thenSome([
        { _tag: "CallChangedAfterMisinformation", law: "21B1", seat: "W", withdrawn: "P", call: "X" },
      ]);
    given([...facts, ruling("21B1", "5")])
      .when(option("W", "21B1", "keep"))
      .then({ audit: [{ _tag: "KeepsCall", law: "21B1", seat: "W", call: "P" }], pending: [] });
  });

  it("21B1(a): the Director allows no change; 21B1(b): a mistaken call, no misinformation", () => {
    const facts = [...AUCTION, corrected("N", 4, "transfer")];
    given(facts)
      .when(ruling("21B1", "none"))
      .then([{ _tag: "NoChangeAllowed", law: "21B1(a)" }]);
    given(facts)
      .when(ruling("21B1", "mistaken-call"))
      .then({
        audit: [{ _tag: "MistakenCallFound", law: "21B1(b)" }],
        state: (a) => expect(a.reviews).toEqual([]),
      });
  });

  it("21B1: the answer must be one the question lists", () => {
    given([...AUCTION, corrected("N", 4, "transfer")]).whenRefused(ruling("21B1", "3"), {
      _tag: "AuctionAnswerNotListed",
      law: "21B1",
      answers: ["5", "none", "mistaken-call"],
    });
  });

  it("21B1(a): a call changed only for a call legal in its place", () => {
    given([...AUCTION, corrected("N", 4, "transfer"), ruling("21B1", "5")]).whenRefused(change("W", "1S"), {
      _tag: "ChangeNotLegalInPlace",
      law: "21B1",
      seat: "W",
      withdrawn: "P",
      withdrawnAt: 5,
      call: "1S",
      because: "insufficient",
      over: "2D",
    });
  });
});
