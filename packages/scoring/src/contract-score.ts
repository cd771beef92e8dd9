import {
  type Contract,
  type Doubling,
  isStrain,
  isVulnerable,
  type Strain,
  type Vulnerability,
} from "@bridgelaw/cards";
import { requireInteger, ScoringInputError } from "./errors.ts";

/** What Law 77 needs of a contract: level, denomination and doubling (the declarer only sets the sign). */
export interface ScoredContract {
  readonly level: number;
  readonly strain: Strain;
  readonly doubling: Doubling;
}

/**
 * The row of the Law 77 table that applied, as data (issue 33): its tag is the message id that
 * `@bridgelaw/words` writes in each language (`77.1 trick points: 4 × 30`, `77.1 points de levées : 4 × 30`).
 * `doubling` is the contract's ("" undoubled, X, XX), `mult` its multiplier (1, 2, 4).
 */
export type Law77Row =
  | {
      readonly _tag: "Law77TrickPoints";
      readonly notrump: boolean;
      readonly level: number;
      readonly perTrick: number;
      readonly mult: number;
      readonly doubling: Doubling;
    }
  | {
      readonly _tag: "Law77Overtricks";
      readonly over: number;
      readonly perOvertrick: number;
      readonly doubling: Doubling;
      readonly vulnerable: boolean;
    }
  | { readonly _tag: "Law77Game"; readonly vulnerable: boolean }
  | { readonly _tag: "Law77Partscore" }
  | { readonly _tag: "Law77Slam"; readonly slam: "small" | "grand"; readonly vulnerable: boolean }
  | { readonly _tag: "Law77Insult"; readonly doubling: Doubling }
  | {
      readonly _tag: "Law77Undertricks";
      readonly down: number;
      readonly doubling: Doubling;
      readonly vulnerable: boolean;
    };

/** One line of the Law 77 scoring table that applied, with its points. */
export interface ScoreItem {
  readonly item: "trick points" | "overtricks" | "game" | "partscore" | "slam" | "insult" | "undertricks";
  readonly points: number;
  /** The row of the Law 77 table (77.1–77.4: its parts) in English, e.g. `"77.1 trick points: 4 × 30"`. */
  readonly law: string;
  /** The same row as data, for a catalog to write in any language. */
  readonly row: Law77Row;
}

/** The declaring side's score on a board, item by item, for the audit trail and the CLI. */
export interface ScoreBreakdown {
  readonly made: boolean;
  readonly trickPoints: number;
  readonly overtricks: number;
  readonly gamePremium: number;
  readonly partscorePremium: number;
  readonly slamPremium: number;
  readonly insult: number;
  /** Undertrick penalties as a positive number (the defenders score them). */
  readonly undertricks: number;
  /** The declaring side's score: positive when made, negative when defeated. */
  readonly total: number;
  readonly items: readonly ScoreItem[];
  readonly laws: readonly string[];
}

const MULTIPLIER: Readonly<Record<Doubling, number>> = { "": 1, X: 2, XX: 4 };
const DOUBLING_NAME: Readonly<Record<Doubling, string>> = { "": "undoubled", X: "doubled", XX: "redoubled" };

/** Law 77: 20 a trick in a minor, 30 in a major or notrump (each notrump trick after the first). */
const trickValue = (strain: Strain): number => (strain === "C" || strain === "D" ? 20 : 30);

const validate = (contract: ScoredContract, tricks: number): void => {
  requireInteger("level", contract.level, 1, 7);
  requireInteger("tricks", tricks, 0, 13);
  if (!isStrain(contract.strain)) {
    throw new ScoringInputError("strain", contract.strain, "strain", {});
  }
  if (!(contract.doubling in MULTIPLIER)) {
    throw new ScoringInputError("doubling", contract.doubling, "doubling", {});
  }
};

/** Law 77: the score of the declaring side, item by item, each citing its row of the table. */
export const scoreBreakdown = (
  contract: ScoredContract,
  vulnerable: boolean,
  tricks: number,
): ScoreBreakdown => {
  validate(contract, tricks);
  const { level, strain, doubling } = contract;
  const mult = MULTIPLIER[doubling];
  const dbl = DOUBLING_NAME[doubling];
  const vul = vulnerable ? "vulnerable" : "not vulnerable";
  const required = 6 + level;
  const items: ScoreItem[] = [];
  const zero = {
    trickPoints: 0,
    overtricks: 0,
    gamePremium: 0,
    partscorePremium: 0,
    slamPremium: 0,
    insult: 0,
    undertricks: 0,
  };

  if (tricks < required) {
    // Law 77 undertricks: NV 50 each undoubled; doubled 100, 200, 200, then 300; vulnerable 100 each
    // undoubled; doubled 200, then 300; redoubled twice doubled
    const down = required - tricks;
    const undoubled = down * (vulnerable ? 100 : 50);
    const doubled = vulnerable
      ? 200 + 300 * (down - 1)
      : 100 + 200 * Math.min(down - 1, 2) + 300 * Math.max(down - 3, 0);
    const penalty = doubling === "" ? undoubled : doubling === "X" ? doubled : 2 * doubled;
    items.push({
      item: "undertricks",
      points: -penalty,
      law: `77.4 undertricks: ${down} down, ${dbl}, ${vul}`,
      row: { _tag: "Law77Undertricks", down, doubling, vulnerable },
    });
    return finish({ ...zero, made: false, undertricks: penalty, total: -penalty, items });
  }

  // Law 77 trick score: only the tricks bid and made; notrump 40 for the first, 30 for each later
  const perTrick = trickValue(strain);
  const trickPoints = (strain === "NT" ? 40 + 30 * (level - 1) : perTrick * level) * mult;
  items.push({
    item: "trick points",
    points: trickPoints,
    law:
      strain === "NT"
        ? `77.1 trick points: 40 + ${level - 1} × 30${mult > 1 ? `, × ${mult} ${dbl}` : ""}`
        : `77.1 trick points: ${level} × ${perTrick}${mult > 1 ? `, × ${mult} ${dbl}` : ""}`,
    row: { _tag: "Law77TrickPoints", notrump: strain === "NT", level, perTrick, mult, doubling },
  });

  // Law 77 overtricks: trick value undoubled; 100/200 doubled, 200/400 redoubled (NV/V)
  const over = tricks - required;
  const perOvertrick = doubling === "" ? perTrick : (vulnerable ? 200 : 100) * (mult / 2);
  const overtricks = over * perOvertrick;
  if (over > 0) {
    items.push({
      item: "overtricks",
      points: overtricks,
      law: `77.2 overtricks: ${over} × ${perOvertrick} (${dbl}, ${vul})`,
      row: { _tag: "Law77Overtricks", over, perOvertrick, doubling, vulnerable },
    });
  }

  // Law 77 premiums: game when the trick points reach 100 (doubling counts), else partscore 50
  const game = trickPoints >= 100;
  const gamePremium = game ? (vulnerable ? 500 : 300) : 0;
  const partscorePremium = game ? 0 : 50;
  items.push(
    game
      ? {
          item: "game",
          points: gamePremium,
          law: `77.3 game premium (${vul})`,
          row: { _tag: "Law77Game", vulnerable },
        }
      : {
          item: "partscore",
          points: partscorePremium,
          law: "77.3 partscore premium",
          row: { _tag: "Law77Partscore" },
        },
  );

  // Law 77 slam premiums: only for a slam bid (level 6 or 7) and made
  const slamPremium = level === 6 ? (vulnerable ? 750 : 500) : level === 7 ? (vulnerable ? 1500 : 1000) : 0;
  if (slamPremium > 0) {
    items.push({
      item: "slam",
      points: slamPremium,
      law: `77.3 ${level === 6 ? "small" : "grand"} slam premium (${vul})`,
      row: { _tag: "Law77Slam", slam: level === 6 ? "small" : "grand", vulnerable },
    });
  }

  // Law 77: premium for making a doubled (50) or redoubled (100) contract
  const insult = doubling === "X" ? 50 : doubling === "XX" ? 100 : 0;
  if (insult > 0) {
    items.push({
      item: "insult",
      points: insult,
      law: `77.3 premium for making a ${dbl} contract`,
      row: { _tag: "Law77Insult", doubling },
    });
  }

  const total = trickPoints + overtricks + gamePremium + partscorePremium + slamPremium + insult;
  return finish({
    made: true,
    trickPoints,
    overtricks,
    gamePremium,
    partscorePremium,
    slamPremium,
    insult,
    undertricks: 0,
    total,
    items,
  });
};

const finish = (b: Omit<ScoreBreakdown, "laws">): ScoreBreakdown => ({
  ...b,
  laws: b.items.map((i) => i.law),
});

/**
 * Law 77: the declaring side's score for `tricks` taken (0–13) in a contract of level 1–7. Throws
 * `ScoringInputError` (a `RangeError`) for anything outside those ranges. The same table as `scoreBreakdown`,
 * added up without writing its items (the score of every board a replay derives).
 */
export const contractScore = (contract: ScoredContract, vulnerable: boolean, tricks: number): number => {
  validate(contract, tricks);
  const { level, strain, doubling } = contract;
  const mult = MULTIPLIER[doubling];
  const required = 6 + level;
  if (tricks < required) {
    const down = required - tricks;
    const undoubled = down * (vulnerable ? 100 : 50);
    const doubled = vulnerable
      ? 200 + 300 * (down - 1)
      : 100 + 200 * Math.min(down - 1, 2) + 300 * Math.max(down - 3, 0);
    return -(doubling === "" ? undoubled : doubling === "X" ? doubled : 2 * doubled);
  }
  const perTrick = trickValue(strain);
  const trickPoints = (strain === "NT" ? 40 + 30 * (level - 1) : perTrick * level) * mult;
  const perOvertrick = doubling === "" ? perTrick : (vulnerable ? 200 : 100) * (mult / 2);
  const overtricks = (tricks - required) * perOvertrick;
  const game = trickPoints >= 100 ? (vulnerable ? 500 : 300) : 50;
  const slam = level === 6 ? (vulnerable ? 750 : 500) : level === 7 ? (vulnerable ? 1500 : 1000) : 0;
  const insult = doubling === "X" ? 50 : doubling === "XX" ? 100 : 0;
  return trickPoints + overtricks + game + slam + insult;
};

/** The two sides' scores on a board, NS and EW (NS = −EW). */
export interface BoardScore {
  readonly NS: number;
  readonly EW: number;
}

/**
 * Law 77 for a board: `null` is a passed-out board (Law 22B; both sides score 0); otherwise the declaring
 * side's score, from the seat of declarer and the board's vulnerability, and its negation for the other side.
 */
export const boardScore = (
  contract: Contract | null,
  vulnerability: Vulnerability,
  tricksByDeclarer: number,
): BoardScore => {
  if (contract === null) return { NS: 0, EW: 0 };
  const declaring = contractScore(contract, isVulnerable(vulnerability, contract.declarer), tricksByDeclarer);
  const ns = contract.declarer === "N" || contract.declarer === "S" ? declaring : -declaring;
  return { NS: ns, EW: ns === 0 ? 0 : -ns };
};
