import type { Catalog } from "../catalog.ts";
import { AUCTION } from "./auction.ts";
import { TABLE } from "./table.ts";

/** Every English message: one per tag of the Laws' consequences, options, questions, reviews and refusals. */
export const EN_CATALOG: Catalog = { ...AUCTION, ...TABLE };
