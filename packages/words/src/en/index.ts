import type { Catalog } from "../catalog.ts";
import { AUCTION } from "./auction.ts";
import { CHAIN, LINE_PROBLEMS } from "./chain.ts";
import { CLAIM_PHRASES, CLAIMS } from "./claims.ts";
import { INPUT_REFUSALS, SCORING_INPUTS, TOKENS } from "./inputs.ts";
import { PLAY } from "./play.ts";
import { REFUSALS } from "./refusals.ts";
import { LAW77, METHODS, SCORING } from "./scoring.ts";
import { TABLE } from "./table.ts";

/** Every English message: one per tag of the Laws' consequences, options, questions, reviews and refusals. */
export const EN_CATALOG: Catalog = {
  ...AUCTION,
  ...PLAY,
  ...CLAIMS,
  ...CLAIM_PHRASES,
  ...TABLE,
  ...REFUSALS,
  ...SCORING,
  ...LAW77,
  ...METHODS,
  ...CHAIN,
  ...LINE_PROBLEMS,
  ...TOKENS,
  ...SCORING_INPUTS,
  ...INPUT_REFUSALS,
};
