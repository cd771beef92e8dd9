import type { FactsOf } from "@bridgelaw/cards";
import type { ImpTerm } from "./teams-adjustment.ts";

/**
 * What scoring a session leaves to the Director (consequences are data): each a tag and typed fields, with its
 * Law ids; `@bridgelaw/words` writes them (its `SCORING` catalogs).
 */
export interface SessionQuestions {
  /**
   * Law 86B1 (WBFLC commentary): a board of a team match has a result at one table only (`table`, `score`)
   * and the Director's 86B1 assigned score at the other (`ruledTable`). Each outcome IMPed against the result
   * and weighted (`terms`) gives the team North-South at the table with the result (`team`, against
   * `opponents`) an expected gain or loss of `imps`, not more than `threshold` (3 IMPs): the result is not
   * clearly favourable, 86B1 does not apply and its score is not applied as it stands (0 IMPs to both teams);
   * the Director awards an artificial adjusted score by responsibility for the missing result (`instead`: Law
   * 12C2, ±3 IMPs).
   */
  readonly NotClearlyFavourable: {
    readonly law: "86B1";
    readonly instead: "12C2";
    readonly event?: string;
    readonly round?: string;
    readonly board: number;
    readonly team?: string;
    readonly opponents?: string;
    /** The table with the result, North-South's points there (absent when that result is itself weighted), its log. */
    readonly table?: string;
    readonly score?: number;
    readonly source?: string;
    /** The table of the 86B1 score and its log. */
    readonly ruledTable?: string;
    readonly ruledSource?: string;
    readonly imps: number;
    readonly threshold: number;
    readonly terms: readonly ImpTerm[];
  };
}

/** One question a session's scoring leaves to the Director, by its tag. */
export type SessionQuestion = FactsOf<SessionQuestions>;
