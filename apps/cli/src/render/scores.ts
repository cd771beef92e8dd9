import { parseContract, sideOf } from "@bridgelaw/cards";
import { boardScore } from "@bridgelaw/scoring";
import type { BoardView, StandingDecision, StandingResult } from "@bridgelaw/table";
import { describe } from "../words.ts";
import {
  appliedScoreText,
  markText,
  points,
  resultLabel,
  resultPoints,
  stageScoreText,
  whyText,
} from "./standing.ts";
import { pad, plural, trimLines } from "./text.ts";

export { sideScoreText, stageScoreText } from "./standing.ts";

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

const STAGE_NAMES = {
  table: "at the table",
  corrected: "corrected",
  ruled: "as ruled",
  appeal: "on appeal",
} as const;
const BODIES = {
  director: "the Director in charge",
  committee: "the appeals committee",
  ra: "the Regulating Authority",
};

/**
 * The consequences of the Director's ruling on the tricks (64C …, `standing.ruled.tricks`): the entries at
 * its position under its Law other than the ruling itself (the play's adjusted result).
 */
const ruledTricksEntries = (view: BoardView): BoardView["audit"] => {
  const r = view.standing.ruled;
  if (r?.tricks === undefined) return [];
  return view.audit.filter((a) => a._tag !== "RulingGiven" && a.position === r.position && a.law === r.law);
};

/**
 * The trick count behind the table result as played when the play is in the log and Law 64A changed it: as
 * won in the play, then after each 64A transfer (with the score each gives under Law 77). A ruling on the
 * tricks (64C, 70) is the Director's, shown with the ruling.
 */
export const trickStages = (view: BoardView): string[] => {
  const played = view.standing.played;
  if (
    played === null ||
    played.declarer === null ||
    played.contract === null ||
    view.vulnerability === null ||
    view.transfers.length === 0
  )
    return [];
  let contract: ReturnType<typeof parseContract>;
  try {
    contract = parseContract(played.contract, played.declarer);
  } catch {
    return [];
  }
  const vul = view.vulnerability;
  const side = sideOf(played.declarer);
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
  return out;
};

/** The line of one stage: its name, its Law, where it was set, and the score. */
const stageLine = (name: keyof typeof STAGE_NAMES, law: string, where: string, score: string): string =>
  `${pad(STAGE_NAMES[name], 14)}${pad(`Law ${law}`, 13)} ${where}${where === "" ? "" : ": "}${score}`;

const isTimeless = (scores: BoardView["scores"]): boolean =>
  scores.posted === null && scores.notes.length === 0 && scores.fouled === null;

/** A result's points, or why it has none (a claim the Director ruled on: the tricks are his, 70). */
const pointsOf = (r: StandingResult): string =>
  resultPoints(r) ?? "no score at the table (the tricks are the Director's)";

/** A result of the standing with its points: `2S+1 by N: NS +140, EW -140`. */
const resultWithPoints = (r: StandingResult): string => `${resultLabel(r)}: ${pointsOf(r)}`;

/**
 * Laws 77, 79, 12C, 64, 90 and 92–93: the board's standing at every stage — the table result as played (with
 * the Law 64A steps when the play changed the tricks), corrected (79C, with what was recorded), as ruled by
 * the Director (an adjusted score, or the tricks he decided: 64C, 70), as decided on appeal — which one
 * applies, why, its Laws and its mark (all from `view.standing`); the time limits once the scores are posted
 * (79C1, 92B); the appeals and penalties. Empty for a board whose only score is the table's, unchanged by
 * any Law.
 */
export const renderScores = (view: BoardView): string => {
  const st = view.standing;
  const s = view.scores;
  const tricks = trickStages(view);
  const plain =
    st.ruled === null &&
    st.appeal === null &&
    st.corrected === null &&
    (st.played === null || st.played.law === "77") &&
    tricks.length === 0 &&
    view.appeals.length === 0 &&
    view.penalties.length === 0 &&
    isTimeless(s);
  if (plain) return "";
  const out = ["Score at every stage (Laws 77, 79, 12C, 64, 92–93)"];
  const at = (position: number, what: string): string =>
    position > 0 ? `position ${position}, ${what}` : what;
  if (st.played !== null) {
    const p = st.played;
    out.push(`  ${stageLine("table", p.law, at(p.position, resultLabel(p)), pointsOf(p))}`);
    for (const line of tricks) out.push(`${" ".repeat(16)}${line}`);
  } else
    out.push(
      `  ${stageLine("table", "79A", "", "none (the board was not played here, or its result is not recorded)")}`,
    );
  if (st.corrected !== null) {
    const c = st.corrected;
    out.push(`  ${stageLine("corrected", c.law, at(c.position, resultLabel(c)), pointsOf(c))}`);
    out.push(`${" ".repeat(16)}recorded before the correction (79C): ${resultWithPoints(c.recorded)}`);
  }
  const stageWhere = (st: StandingDecision, extra = ""): string =>
    `position ${st.position}${extra}${st.text === undefined ? "" : ` ("${st.text}")`}`;
  const marked = (d: StandingDecision): string => {
    const m = describe(d.mark);
    return m === "" ? "" : ` [${m}]`;
  };
  if (st.ruled !== null) {
    const r = st.ruled;
    const score = r.tricks !== undefined ? resultWithPoints(r.tricks) : `${stageScoreText(r)}${marked(r)}`;
    out.push(`  ${stageLine("ruled", r.law, stageWhere(r), score)}`);
    for (const a of ruledTricksEntries(view))
      out.push(`${" ".repeat(16)}Law ${a.law}, position ${a.position}: ${describe(a)}`);
  }
  if (st.appeal !== null) {
    const a = st.appeal;
    const extra = `, ${BODIES[a.body]}, ${a.decision}, on the ruling at position ${a.appealed}`;
    const laws = [a.law, ...a.laws.filter((l) => l !== a.law)].join(", ");
    out.push(`  ${stageLine("appeal", laws, stageWhere(a, extra), `${stageScoreText(a)}${marked(a)}`)}`);
  }
  const mark = markText(st);
  out.push(
    st.applies === null
      ? "  applies:      none yet (the board has no score)"
      : `  applies:      ${STAGE_NAMES[st.applies]} (Laws ${st.laws.join(", ")}): ${appliedScoreText(st)}${mark === "" ? "" : ` [${mark}]`}`,
  );
  if (st.why !== null && st.applies !== "table") out.push(`                ${whyText(st)}`);
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
