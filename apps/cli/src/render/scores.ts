import { parseContract, sideOf } from "@bridgelaw/cards";
import { boardScore } from "@bridgelaw/scoring";
import type { BoardView, StandingDecision, StandingResult, StandingStage } from "@bridgelaw/table";
import { ref, t as text } from "../texts.ts";
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
import { pad, trimLines } from "./text.ts";

export { sideScoreText, stageScoreText } from "./standing.ts";

/** `0.25 of a top`, `1 matchpoint`, `3 IMPs`. */
export const penaltyAmount = (amount: number, unit: string): string => text("penaltyUnit", { amount, unit });

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
  const out = [
    text("asPlayed", { tricks: text("tricks", { n: tricks }), ref: ref("77"), score: scoreOf(tricks) }),
  ];
  for (const tr of view.transfers) {
    tricks += tr.to === side ? tr.tricks : -tr.tricks;
    out.push(
      text("transferStage", {
        ref: ref(tr.law),
        tricks: text("tricks", { n: tr.tricks }),
        from: tr.from,
        to: tr.to,
        revoke: tr.revoke,
        total: text("tricks", { n: tricks }),
        score: scoreOf(tricks),
      }),
    );
  }
  return out;
};

/** The line of one stage: its name, its Law, where it was set, and the score. */
const stageLine = (name: StandingStage, law: string, where: string, score: string): string =>
  `${pad(text("stageName", { stage: name }), 14)}${pad(text("stageLaw", { law }), 13)} ${where}${where === "" ? "" : text("colon")}${score}`;

const isTimeless = (scores: BoardView["scores"]): boolean =>
  scores.posted === null && scores.notes.length === 0 && scores.fouled === null;

/** A result's points, or why it has none (a claim the Director ruled on: the tricks are his, 70). */
const pointsOf = (r: StandingResult): string => resultPoints(r) ?? text("noScoreDirector");

/** A result of the standing with its points: `2S+1 by N: NS +140, EW -140`. */
const resultWithPoints = (r: StandingResult): string => `${resultLabel(r)}${text("colon")}${pointsOf(r)}`;

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
  const out = [text("scoresTitle")];
  const at = (position: number, what: string): string =>
    position > 0 ? text("atPosition", { position, what }) : what;
  if (st.played !== null) {
    const p = st.played;
    out.push(`  ${stageLine("table", p.law, at(p.position, resultLabel(p)), pointsOf(p))}`);
    for (const line of tricks) out.push(`${" ".repeat(16)}${line}`);
  } else out.push(`  ${stageLine("table", "79A", "", text("diffNotPlayed"))}`);
  if (st.corrected !== null) {
    const c = st.corrected;
    out.push(`  ${stageLine("corrected", c.law, at(c.position, resultLabel(c)), pointsOf(c))}`);
    out.push(`${" ".repeat(16)}${text("recordedBefore", { result: resultWithPoints(c.recorded) })}`);
  }
  const stageWhere = (st: StandingDecision, extra = ""): string =>
    text("stageWhere", { position: st.position, extra, ...(st.text !== undefined && { text: st.text }) });
  const marked = (d: StandingDecision): string => {
    const m = describe(d.mark);
    return m === "" ? "" : ` [${m}]`;
  };
  if (st.ruled !== null) {
    const r = st.ruled;
    const score = r.tricks !== undefined ? resultWithPoints(r.tricks) : `${stageScoreText(r)}${marked(r)}`;
    out.push(`  ${stageLine("ruled", r.law, stageWhere(r), score)}`);
    for (const a of ruledTricksEntries(view))
      out.push(
        `${" ".repeat(16)}${text("auditLine", { ref: ref(a.law), position: a.position, text: describe(a) })}`,
      );
  }
  if (st.appeal !== null) {
    const a = st.appeal;
    const extra = text("appealExtra", {
      body: text("body", { body: a.body }),
      decision: text("decision", { d: a.decision }),
      appealed: a.appealed,
    });
    const laws = [a.law, ...a.laws.filter((l) => l !== a.law)].join(", ");
    out.push(`  ${stageLine("appeal", laws, stageWhere(a, extra), `${stageScoreText(a)}${marked(a)}`)}`);
  }
  const mark = markText(st);
  out.push(
    st.applies === null
      ? text("appliesNone")
      : text("applies", {
          stage: text("stageName", { stage: st.applies }),
          laws: st.laws.join(", "),
          score: appliedScoreText(st),
          mark: mark === "" ? "" : ` [${mark}]`,
        }),
  );
  if (st.why !== null && st.applies !== "table") out.push(`                ${whyText(st)}`);
  if (s.posted !== null)
    out.push(
      text("postedLine", {
        at: s.posted.at,
        correction: s.posted.correctionEnds,
        appeal: s.posted.appealEnds,
      }),
    );
  if (s.fouled !== null)
    out.push(
      text("fouledLine", {
        form: s.fouled.form,
        ...(s.fouled.method !== undefined && { method: s.fouled.method }),
      }),
    );
  for (const a of view.appeals) {
    const about = a.about === null ? text("appealAboutNone") : text("appealAbout", { about: a.about });
    const decided =
      a.decision === undefined
        ? ""
        : text("appealDecided", {
            position: a.decision.position,
            body: text("body", { body: a.decision.body }),
            decision: text("decision", { d: a.decision.decision }),
            merit: a.decision.withoutMerit ? "yes" : "no",
          });
    out.push(
      text("appealEntry", {
        position: a.position,
        side: a.side,
        about,
        status: text("appealStatus", { s: a.status.replace(" ", "_") }),
        ref: ref(a.law),
        reason: describe(a.reason),
        ...(a.deadline !== undefined && { deadline: a.deadline }),
        decided,
      }),
    );
  }
  for (const p of view.penalties)
    out.push(
      text("penaltyEntry", {
        position: p.position,
        ref: ref(p.law),
        side: p.side,
        amount: penaltyAmount(p.amount, p.unit),
        status: text("penaltyStatus", { s: p.status.replace(" ", "_") }),
        ...(p.appealLaw !== undefined && { appealLaw: p.appealLaw }),
        ...(p.text !== undefined && { text: p.text }),
      }),
    );
  for (const n of s.notes) out.push(text("noteEntry", { text: describe(n) }));
  return trimLines(out.join("\n"));
};
