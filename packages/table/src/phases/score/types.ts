// The facts of the score phase as the table state keeps them (types only: below the state and every handler).
import type { Contract, LawId, Side } from "@bridgelaw/cards";
import type { BoardScore, PenaltyUnit, SidesScore, TimeLimits } from "@bridgelaw/scoring";
import type { AppealReason, TableEntry } from "../../consequences.ts";

/** A stage's scores: its own sides, or the table score as it stands (a ruling that lets it stand). */
export type Sides = SidesScore | "table";

export interface Stage {
  readonly sides: Sides;
  readonly law: LawId;
  readonly laws: readonly LawId[];
  readonly position: number;
  readonly text?: string;
}

export interface Recorded {
  readonly contract: Contract | null | undefined;
  readonly tricks: number | null;
  readonly score: BoardScore;
  readonly law: LawId;
  readonly position: number;
  /** The score before a 79C correction. */
  readonly before?: BoardScore;
  /** The contract and tricks recorded before a 79C correction (the first recorded, after several). */
  readonly beforeResult?: {
    readonly contract: Contract | null | undefined;
    readonly tricks: number | null;
    readonly law: LawId;
    readonly position: number;
  };
}

export interface Dispute {
  readonly position: number;
  readonly afterRound: boolean;
  readonly open: boolean;
}

/** A decision that may be appealed (92A): a score ruling, a penalty, a ruling in the auction or play, an appeal's decision. */
export interface Decision {
  readonly position: number;
  readonly kind: "score" | "penalty" | "ruling" | "appeal";
  readonly law: LawId;
  readonly at?: string;
}

export interface PenaltyView {
  readonly position: number;
  readonly law: LawId;
  readonly side: Side;
  readonly amount: number;
  readonly unit: PenaltyUnit;
  /** `in force`, `cancelled` or `changed` on appeal, or `not applied` (requested too late, 92B). */
  readonly status: "in force" | "cancelled" | "changed" | "not applied";
  /** The Law of the appeal decision that changed it. */
  readonly appealLaw?: LawId;
  readonly text?: string;
}

export interface AppealView {
  readonly position: number;
  readonly side: Side;
  /** Log position of the ruling appealed (null: none). */
  readonly about: number | null;
  readonly status: "lodged" | "not heard" | "decided" | "recommendation";
  /** The Law that decided its status (92B, 92C, 92D1, 92D2, 93A, 93B1, 93B2, 93B3, 93C2). */
  readonly law: LawId;
  /** Why it stands so (92A no ruling, 92B its time, 92C/92D its concurrence, 93C1 a further appeal, 93 its hearing), as data. */
  readonly reason: AppealReason;
  readonly deadline?: string;
  readonly decision?: {
    readonly position: number;
    readonly body: "director" | "committee" | "ra";
    readonly decision: "upheld" | "changed" | "cancelled";
    readonly withoutMerit?: boolean;
  };
}

export interface ScoreFacts {
  readonly posted?: { readonly at: string; readonly limits: TimeLimits; readonly position: number };
  readonly agreed?: { readonly tricks: number; readonly position: number };
  readonly recorded?: Recorded;
  readonly disputes: readonly Dispute[];
  readonly ruled?: Stage;
  readonly appeal?: Stage & {
    readonly body: "director" | "committee" | "ra";
    readonly decision: "upheld" | "changed" | "cancelled";
    readonly appealed: number;
  };
  /** Which stage applies: the latest score decision in log order. */
  readonly applied?: "ruled" | "appeal";
  readonly decisions: readonly Decision[];
  readonly penalties: readonly PenaltyView[];
  readonly appeals: readonly AppealView[];
  readonly fouled?: { readonly form: string; readonly method?: string; readonly position: number };
  /** Discrepancies for the Director (79A2, 79C1), as the audit trail records them. */
  readonly notes: readonly TableEntry[];
}
