import { type TokenProblem, type TokenProblemTag, tokenProblemText } from "@bridgelaw/cards";
import {
  describeScoringInput,
  SCORING_INPUT_EXAMPLES,
  SCORING_INPUT_TAGS,
  type ScoringInputTag,
  scoringInputFact,
  scoringInputValue,
} from "@bridgelaw/scoring";
import { replayLog } from "@bridgelaw/table";
import { describe as context, expect, it } from "vitest";
import { describe } from "./format.ts";

/** One of each reason a token does not read (a missing tag is a compile error). */
const TOKEN_EXAMPLES: { readonly [K in TokenProblemTag]: Extract<TokenProblem, { _tag: K }> } = {
  TokenCardExpected: { _tag: "TokenCardExpected" },
  TokenCardWritten: { _tag: "TokenCardWritten" },
  TokenSuitExpected: { _tag: "TokenSuitExpected" },
  TokenCallExpected: { _tag: "TokenCallExpected" },
  TokenCallWritten: { _tag: "TokenCallWritten" },
  TokenStrainExpected: { _tag: "TokenStrainExpected" },
  TokenVulnerabilityExpected: { _tag: "TokenVulnerabilityExpected" },
  TokenContractExpected: { _tag: "TokenContractExpected" },
  TokenContractNeedsDeclarer: { _tag: "TokenContractNeedsDeclarer" },
  TokenHandSuits: { _tag: "TokenHandSuits", hand: "AKQ.J" },
  TokenNotARank: { _tag: "TokenNotARank", char: "Z" },
  TokenDealStart: { _tag: "TokenDealStart" },
  TokenDealFirstSeat: { _tag: "TokenDealFirstSeat" },
  TokenDealHands: { _tag: "TokenDealHands", found: 3 },
};

/** English words a French sentence of these catalogs never holds (the log's notation, quoted, aside). */
const ENGLISH =
  /\b(expected|must|the|of|and|is|not|needs|found|hand|whole|number|score|least|invalid|board|weight|rounds)\b/u;

context("why an input does not read, in each language (issue 33)", () => {
  it("every token problem: the English is the token reader's own (tokenProblemText), the French has no English", () => {
    for (const p of Object.values(TOKEN_EXAMPLES)) {
      expect(describe(p, "en"), p._tag).toBe(tokenProblemText(p));
      expect(describe(p, "fr"), p._tag).not.toMatch(ENGLISH);
    }
  });
  it("every reason of a scoring input: the English is scoring's own (describeScoringInput), the French has no English", () => {
    for (const tag of SCORING_INPUT_TAGS) {
      const { field, value, params } = SCORING_INPUT_EXAMPLES[tag as ScoringInputTag];
      const fact = scoringInputFact(tag, params as never);
      expect(describe(fact, "en"), tag).toBe(describeScoringInput(tag, params as never));
      expect(describe(fact, "fr"), tag).not.toMatch(ENGLISH);
      const line = {
        _tag: "ScoringInputRefused",
        field,
        value: scoringInputValue(value),
        reason: fact,
      } as const;
      expect(describe(line, "en"), tag).toBe(
        `invalid ${field} ${scoringInputValue(value)}: ${describeScoringInput(tag, params as never)}`,
      );
    }
  });
  it("a deal that does not read (Law 1A: four hands): refused in the reader's language", () => {
    const { error } = replayLog(
      '{"type":"BoardStarted","board":1,"deal":"N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9"}\n',
    );
    const fact = (error as { readonly refusal?: unknown } | undefined)?.refusal;
    expect(fact).toMatchObject({ _tag: "DealUnreadable", reason: { _tag: "TokenDealHands", found: 3 } });
    expect(describe(fact as never, "en")).toBe("invalid deal: expected 4 hands, found 3");
    expect(describe(fact as never, "fr")).toBe("donne invalide : attendu 4 mains, 3 trouvées");
  });
  it("12C1(c): weights that do not sum to 1, in an adjusted score: refused in the reader's language", () => {
    const { error } = replayLog(
      [
        '{"type":"BoardStarted","board":1,"deal":"N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765"}',
        '{"type":"ScoreAdjusted","law":"12C1(c)","outcomes":[{"contract":"4S","declarer":"N","tricks":10,"weight":0.6},{"contract":"4S","declarer":"N","tricks":9,"weight":0.3}]}',
        "",
      ].join("\n"),
    );
    const fact = (error as { readonly refusal?: unknown } | undefined)?.refusal;
    expect(fact).toMatchObject({ _tag: "ScoreInputInvalid", reason: { _tag: "ScoringInputWeightsSum" } });
    expect(describe(fact as never, "en")).toMatch(
      /: 12C1\(c\): the weights of a weighted score must sum to 1$/u,
    );
    expect(describe(fact as never, "fr")).toMatch(
      / : 12C1\(c\) : les poids d'une marque pondérée doivent faire 1 au total$/u,
    );
  });
});
