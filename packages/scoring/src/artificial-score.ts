import type { LawId } from "@bridgelaw/cards";
import { requireFinite, ScoringInputError } from "./errors.ts";

/** Law 12C2(a): how far a contestant is responsible for a board on which no result could be obtained. */
export type Responsibility = "directly-at-fault" | "partly-at-fault" | "not-at-fault";

/** The regulation values of Law 12C2 (defaults: 40/50/60 % and ±3 IMPs; 12C2(b), 78D, 86B3 let them vary). */
export interface ArtificialScoreConfig {
  /** Average-minus: at most 40 % (12C2(a)). */
  readonly averageMinusPercent: number;
  /** Average: 50 % (12C2(a)). */
  readonly averagePercent: number;
  /** Average-plus: at least 60 % (12C2(a)). */
  readonly averagePlusPercent: number;
  /** IMPs for average-plus (and minus them for average-minus) at IMP play (12C2(b)). */
  readonly imps: number;
  /**
   * 12C2(d) (RA option; the WBFLC recommends 2): at most this many average-plus per contestant and session;
   * later ones are scored average. Default 2; `Infinity` for no limit (the 2007 Code had no 12C2(d)).
   */
  readonly maxAveragePlusPerSession?: number;
  /**
   * 12C2(d) (RA option; the WBFLC recommends none): whether a board not played because of a movement or
   * board-transfer error gives average-plus. Default false: average.
   */
  readonly averagePlusForMovementError?: boolean;
}

export const DEFAULT_ARTIFICIAL_SCORES: ArtificialScoreConfig = {
  averageMinusPercent: 40,
  averagePercent: 50,
  averagePlusPercent: 60,
  imps: 3,
  maxAveragePlusPerSession: 2,
};

export interface ArtificialScore {
  readonly value: number;
  /** `"average-plus"`, `"average"`, `"average-minus"`, or `"session"` when 12C2(c) gave the contestant its own. */
  readonly kind: "average-plus" | "average" | "average-minus" | "session";
  readonly law: LawId;
}

const checkPercent = (name: string, v: number | undefined): void => {
  if (v !== undefined && !(Number.isFinite(v) && v >= 0 && v <= 100)) {
    throw new ScoringInputError(name, v, "percentage-range", {});
  }
};

/**
 * Law 12C2(a) at pairs: average-plus (60 %) for a contestant in no way at fault, average (50 %) for one only
 * partly at fault, average-minus (40 %) for one directly at fault. 12C2(c): a non-offending contestant whose
 * percentage on the other boards of the session is above 60 gets that percentage; an offending one below 40
 * gets its own (lower) percentage; the 50 % average is never replaced (the engine's
 * reading of 12C2(c)).
 */
export const artificialPercent = (
  responsibility: Responsibility,
  sessionPercentOtherBoards?: number,
  config: ArtificialScoreConfig = DEFAULT_ARTIFICIAL_SCORES,
): ArtificialScore => {
  checkPercent("sessionPercentOtherBoards", sessionPercentOtherBoards);
  const p = sessionPercentOtherBoards;
  switch (responsibility) {
    case "not-at-fault":
      if (p !== undefined && p > config.averagePlusPercent) {
        return { value: p, kind: "session", law: "12C2(c): own session percentage above average-plus" };
      }
      return {
        value: config.averagePlusPercent,
        kind: "average-plus",
        law: "12C2(a): average-plus, in no way at fault",
      };
    case "partly-at-fault":
      return { value: config.averagePercent, kind: "average", law: "12C2(a): average, only partly at fault" };
    case "directly-at-fault":
      if (p !== undefined && p < config.averageMinusPercent) {
        return { value: p, kind: "session", law: "12C2(c): own session percentage below average-minus" };
      }
      return {
        value: config.averageMinusPercent,
        kind: "average-minus",
        law: "12C2(a): average-minus, directly at fault",
      };
  }
};

/**
 * Law 12C2(b) at IMPs: +3 IMPs in no way at fault, 0 partly at fault, −3 directly at fault (the ±3 may be
 * varied by regulation). 12C2(c) "IMP equivalent": a contestant's average IMPs per board on the other boards
 * of the session replaces +3 when higher (non-offending) and −3 when lower (offending).
 */
export const artificialImps = (
  responsibility: Responsibility,
  sessionImpsPerBoardOtherBoards?: number,
  config: ArtificialScoreConfig = DEFAULT_ARTIFICIAL_SCORES,
): ArtificialScore => {
  if (sessionImpsPerBoardOtherBoards !== undefined) {
    requireFinite("sessionImpsPerBoardOtherBoards", sessionImpsPerBoardOtherBoards);
  }
  const p = sessionImpsPerBoardOtherBoards;
  switch (responsibility) {
    case "not-at-fault":
      if (p !== undefined && p > config.imps) {
        return { value: p, kind: "session", law: "12C2(c): own IMPs per board above average-plus" };
      }
      return { value: config.imps, kind: "average-plus", law: "12C2(b): average-plus in IMPs" };
    case "partly-at-fault":
      return { value: 0, kind: "average", law: "12C2(b): average in IMPs" };
    case "directly-at-fault":
      if (p !== undefined && p < -config.imps) {
        return { value: p, kind: "session", law: "12C2(c): own IMPs per board below average-minus" };
      }
      return { value: -config.imps, kind: "average-minus", law: "12C2(b): average-minus in IMPs" };
  }
};
