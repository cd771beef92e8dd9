import { parseContract, sideOf } from "@bridgelaw/cards";
import { boardScore, type SideScore } from "@bridgelaw/scoring";
import type { BoardView } from "@bridgelaw/table";
import { describe } from "@bridgelaw/words";
import { pad, plural, signed, trimLines } from "./text.ts";

type Scores = BoardView["scores"];
type Stage = NonNullable<Scores["ruled"]>;

/** Both sides' points: `NS +420, EW -420`. */
const points = (NS: number, EW: number): string => `NS ${signed(NS)}, EW ${signed(EW)}`;

/**
 * One side's score as the Laws give it (12C): points, a weighted score (12C1(c)), an artificial score
 * (12C2), or the Director's figure. `side` names whose score it is when the two sides differ.
 */
export const sideScoreText = (s: SideScore): string => {
  switch (s.kind) {
    case "points":
      return points(s.NS, s.EW);
    case "weighted":
      return `weighted: ${s.outcomes.map((o) => `${Math.round(o.weight * 1000) / 10}% × (${points(o.NS, o.EW)})`).join(", ")}`;
    case "artificial":
      return `${s.level}${s.cause === "movement" ? " (a movement error, 12C2(d))" : ""}`;
    case "percent":
      return `${s.percent}%`;
    case "imps":
      return `${signed(s.imps)} IMPs`;
  }
};

const same = (a: SideScore, b: SideScore): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Both sides of a stage: one text when both sides score the same result, else each side's own, said to be a
 * split score when it does not balance (12C1(e), 79B3 …).
 */
export const stageScoreText = (stage: {
  readonly NS: SideScore;
  readonly EW: SideScore;
  readonly balanced?: boolean;
}): string =>
  same(stage.NS, stage.EW)
    ? sideScoreText(stage.NS)
    : `North-South: ${sideScoreText(stage.NS)}; East-West: ${sideScoreText(stage.EW)}${
        stage.balanced === false ? " (split, not balancing)" : ""
      }`;

const UNITS: Readonly<Record<string, readonly [string, string]>> = {
  top: ["of a top", "of a top"],
  matchpoints: ["matchpoint", "matchpoints"],
  imps: ["IMP", "IMPs"],
  vps: ["VP", "VPs"],
  points: ["point", "points"],
};

/** `0.25 of a top`, `1 matchpoint`, `3 IMPs`. */
export const penaltyAmount = (amount: number, unit: string): string => {
  const [one, many] = UNITS[unit] ?? [unit, unit];
  return `${amount} ${amount === 1 ? one : many}`;
};

const STAGE_NAMES = { table: "at the table", ruled: "as ruled", appeal: "on appeal" } as const;
const BODIES = {
  director: "the Director in charge",
  committee: "the appeals committee",
  ra: "the Regulating Authority",
};

/**
 * The consequences of the Director's Law 64C rulings that credit the declaring side with tricks: at the position
 * of each such ruling (a `RulingGiven` under 64C with `tricks`), the entries under its Law other than the
 * ruling itself (the play's adjusted result), read by their tags and fields.
 */
const ruledTricks64C = (view: BoardView): BoardView["audit"] => {
  const rulings = view.audit.filter(
    (a) => a._tag === "RulingGiven" && a.law.startsWith("64C") && "tricks" in a && a.tricks !== undefined,
  );
  return view.audit.filter(
    (a) => a._tag !== "RulingGiven" && rulings.some((r) => r.position === a.position && r.law === a.law),
  );
};

/**
 * The trick count behind the table score when the play is in the log and the Laws changed it: as played,
 * after each Law 64A transfer, after a 64C ruling (with the score each gives under Law 77).
 */
export const trickStages = (view: BoardView): string[] => {
  const r = view.result;
  if (r === null || r.declarer === null || r.tricksByDeclarer === null || view.vulnerability === null)
    return [];
  const ruled64C = ruledTricks64C(view);
  if (view.transfers.length === 0 && ruled64C.length === 0) return [];
  let contract: ReturnType<typeof parseContract>;
  try {
    contract = parseContract(r.contract, r.declarer);
  } catch {
    return [];
  }
  const vul = view.vulnerability;
  const side = sideOf(r.declarer);
  const scoreOf = (tricks: number): string => {
    const s = boardScore(contract, vul, tricks);
    return points(s.NS, s.EW);
  };
  let tricks = view.tricksWon[side];
  const out = [`as played: ${plural(tricks, "trick")} to declarer (Law 77: ${scoreOf(tricks)})`];
  for (const t of view.transfers) {
    tricks += t.to === side ? t.tricks : -t.tricks;
    out.push(
      `Law ${t.law}: ${plural(t.tricks, "trick")} from ${t.from} to ${t.to} for the revoke at position ${t.revoke}: ${plural(tricks, "trick")} (${scoreOf(tricks)})`,
    );
  }
  for (const a of ruled64C) out.push(`Law ${a.law}, position ${a.position}: ${describe(a)}`);
  if (ruled64C.length > 0)
    out.push(`after Law 64: ${plural(r.tricksByDeclarer, "trick")} (${scoreOf(r.tricksByDeclarer)})`);
  return out;
};

/** The line of one stage: its name, its Law, where it was set, and the score. */
const stageLine = (name: keyof typeof STAGE_NAMES, law: string, where: string, score: string): string =>
  `${pad(STAGE_NAMES[name], 14)}${pad(`Law ${law}`, 13)} ${where}${where === "" ? "" : ": "}${score}`;

const isTimeless = (scores: Scores): boolean =>
  scores.posted === null && scores.notes.length === 0 && scores.fouled === null;

/**
 * Laws 77, 79, 12C, 64, 90 and 92–93: the board's score at every stage — as recorded at the table (with the
 * Law 64 steps when the play changed the tricks), as ruled by the Director, as decided on appeal — and which
 * one applies; the time limits once the scores are posted (79C1, 92B); the appeals and penalties. Empty for
 * a board whose only score is the table's, unchanged by any Law.
 */
export const renderScores = (view: BoardView): string => {
  const s = view.scores;
  const tricks = trickStages(view);
  const plain =
    s.ruled === null &&
    s.appeal === null &&
    (s.table === null || (s.table.law === "77" && s.table.recorded === undefined)) &&
    tricks.length === 0 &&
    view.appeals.length === 0 &&
    view.penalties.length === 0 &&
    isTimeless(s);
  if (plain) return "";
  const out = ["Score at every stage (Laws 77, 79, 12C, 64, 92–93)"];
  if (s.table !== null) {
    const t = s.table;
    const where = t.position > 0 ? `position ${t.position}, ${describe(t.result)}` : describe(t.result);
    out.push(`  ${stageLine("table", t.law, where, stageScoreText(t))}`);
    for (const line of tricks) out.push(`${" ".repeat(16)}${line}`);
    if (t.recorded !== undefined)
      out.push(
        `${" ".repeat(16)}recorded before the correction (79C): ${points(t.recorded.NS, t.recorded.EW)}`,
      );
  } else
    out.push(
      `  ${stageLine("table", "79A", "", "none (the board was not played here, or its result is not recorded)")}`,
    );
  const stageWhere = (st: Stage, extra = ""): string =>
    `position ${st.position}${extra}${st.text === undefined ? "" : ` ("${st.text}")`}`;
  if (s.ruled !== null)
    out.push(`  ${stageLine("ruled", s.ruled.law, stageWhere(s.ruled), stageScoreText(s.ruled))}`);
  if (s.appeal !== null) {
    const a = s.appeal;
    const extra = `, ${BODIES[a.body]}, ${a.decision}, on the ruling at position ${a.appealed}`;
    const laws = [a.law, ...a.laws.filter((l) => l !== a.law)].join(", ");
    out.push(`  ${stageLine("appeal", laws, stageWhere(a, extra), stageScoreText(a))}`);
  }
  out.push(
    s.applied === null
      ? "  applies:      none yet (the board has no score)"
      : `  applies:      ${STAGE_NAMES[s.applied]} (Laws ${s.laws.join(", ")})${
          s.NS !== null && s.EW !== null
            ? `: ${stageScoreText({ NS: s.NS, EW: s.EW, balanced: (s.applied === "appeal" ? s.appeal : s.applied === "ruled" ? s.ruled : s.table)?.balanced ?? true })}`
            : ""
        }`,
  );
  if (s.posted !== null)
    out.push(
      `  scores posted ${s.posted.at}: corrections until ${s.posted.correctionEnds} (79C1), rulings and appeals until ${s.posted.appealEnds} (92B)`,
    );
  if (s.fouled !== null)
    out.push(
      `  fouled board (Law 87): form ${s.fouled.form}${s.fouled.method === undefined ? "" : `, ${s.fouled.method}`}`,
    );
  for (const a of view.appeals) {
    const about = a.about === null ? "no ruling" : `the ruling at position ${a.about}`;
    const decided =
      a.decision === undefined
        ? ""
        : `; decided at position ${a.decision.position} by ${BODIES[a.decision.body]}: ${a.decision.decision}${a.decision.withoutMerit ? " (without merit, 92A)" : ""}`;
    out.push(
      `  appeal, position ${a.position}, ${a.side} against ${about}: ${a.status} (Law ${a.law}: ${describe(a.reason)})${a.deadline === undefined ? "" : `, time limit ${a.deadline}`}${decided}`,
    );
  }
  for (const p of view.penalties)
    out.push(
      `  penalty, position ${p.position}, Law ${p.law}: ${p.side} ${penaltyAmount(p.amount, p.unit)}, ${p.status}${p.appealLaw === undefined ? "" : ` (${p.appealLaw})`}${p.text === undefined ? "" : ` ("${p.text}")`}`,
    );
  for (const n of s.notes) out.push(`  note: ${describe(n)}`);
  return trimLines(out.join("\n"));
};

/** `Score:    NS -50, EW +50 (at the table; as ruled applies, Law 12C1(c))` when another stage applies. */
export const appliedSuffix = (view: BoardView): string => {
  const s = view.scores;
  if (s.applied === null || s.applied === "table") return "";
  const law = s.applied === "appeal" ? s.appeal?.law : s.ruled?.law;
  return ` (at the table; ${STAGE_NAMES[s.applied]} applies, Law ${law}: see the score at every stage)`;
};
