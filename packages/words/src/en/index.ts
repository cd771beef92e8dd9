import type { Catalog } from "../catalog.ts";
import { AUCTION } from "./auction.ts";
import { REFUSALS } from "./refusals.ts";

/** Every English message: one per tag of the Laws' consequences, options, questions, reviews and refusals. */
export const EN_CATALOG: Catalog = { ...AUCTION, ...REFUSALS };
