import type { SideScore } from "@bridgelaw/scoring";
import type { BoardView } from "@bridgelaw/table";
import type { ReactNode } from "react";
import { ContractText, ownScoreText, seatName, sideName, sideScoreText, signed } from "./format.tsx";
import { describe, t } from "./lang.ts";

/**
 * The board's standing as a committee reads it: everything here reads `view.standing` of `@bridgelaw/table`
 * (the one derivation of the board's score, issue 26), and its facts' words from `@bridgelaw/words`. Which
 * score applies, and why, is the package's: nothing here decides it.
 */

export type Standing = BoardView["standing"];
export type StandingResult = NonNullable<Standing["played"]>;
export type StandingDecision = NonNullable<Standing["ruled"]>;
type ScoreMark = NonNullable<Standing["mark"]>;
type SideMark = ScoreMark["NS"];
type OutcomeResult = { readonly contract: string; readonly declarer?: string; readonly tricks?: number };

/** A result as played or decided: `2♠ by North, 8 tricks: NS +110` (`4♠ by South: no score at the table`). */
export const ResultText = ({ r }: { r: StandingResult }): ReactNode => (
  <span className="standing-result">
    {r.contract === null ? t("scoreNoContract") : <ContractText contract={r.contract} />}
    {r.declarer !== null && t("by", { seat: seatName(r.declarer) })}
    {r.tricks !== null && t("trickCount", { n: r.tricks })}
    {r.NS === null ? t("noScorePlayed") : `${t("colon")}NS ${signed(r.NS)}`}
  </span>
);

/** An assigned outcome's result in words: `3♣ by East, 9 tricks`. */
const outcomeText = (r: OutcomeResult): ReactNode => (
  <>
    <ContractText contract={r.contract} />
    {r.declarer !== undefined && t("by", { seat: seatName(r.declarer) })}
    {r.tricks !== undefined && t("trickCount", { n: r.tricks })}
  </>
);

/** One side's mark alone, from its own side of the board (the words' `mark` formatter: `AS`, `A+`, `60% 4♠W= −420 / …`). */
const sideMarkText = (m: SideMark, side: "NS" | "EW"): string => {
  // the formatter writes a side's mark from North-South's points: East-West's own are their opposite
  const own: SideMark =
    side === "EW" && m.kind === "weighted"
      ? { ...m, outcomes: m.outcomes.map((o) => ({ ...o, NS: o.NS === 0 ? 0 : -o.NS })) }
      : m;
  return describe({ _tag: "ScoreMark", NS: own, EW: own, balanced: true, each: false });
};

/** One side's own score with its mark: `−50 (AS: 4♠ by North, 9 tricks)`, `average-plus (A+)`, `60% 3♥N= +140 / …`. */
const OwnScore = ({
  score,
  mark,
  side,
}: {
  score: SideScore;
  mark: SideMark;
  side: "NS" | "EW";
}): ReactNode => {
  const m = sideMarkText(mark, side);
  if (score.kind === "weighted" && m !== "") return m;
  const text = ownScoreText(score, side);
  if (m === "" || m === text) return text;
  return (
    <>
      {text} ({m}
      {mark.kind === "assigned" && mark.result !== undefined && (
        <>
          {t("colon")}
          {outcomeText(mark.result)}
        </>
      )}
      )
    </>
  );
};

/**
 * A score with the mark scorers put beside it, read at once: one score for both sides
 * (`NS −110, EW +110 (AS: 3♣ by East, 9 tricks)`, a weighted one with its contracts
 * `NS 50% 3♣E= −110 / 50% 2♠N= +110`); an artificial score given to both sides, said so; otherwise each side
 * its own, named (`North-South average-plus (A+), East-West average-minus (A−)`), a split score said to be one.
 */
export const MarkedScore = ({
  NS,
  EW,
  mark,
}: {
  NS: SideScore;
  EW: SideScore;
  mark: ScoreMark | null;
}): ReactNode => {
  const m = mark === null ? "" : describe(mark);
  if (mark === null || !mark.each) {
    if (NS.kind === "weighted" && m !== "") return <span className="marked-score">NS {m}</span>;
    const text = sideScoreText(NS);
    return (
      <span className="marked-score">
        {text}
        {m !== "" && m !== text && (
          <>
            {" "}
            ({m}
            {mark?.NS.kind === "assigned" && mark.NS.result !== undefined && (
              <>
                {t("colon")}
                {outcomeText(mark.NS.result)}
              </>
            )}
            )
          </>
        )}
      </span>
    );
  }
  if (NS.kind === "artificial" && JSON.stringify(NS) === JSON.stringify(EW))
    return <span className="marked-score">{t("toBothSides", { score: sideScoreText(NS), mark: m })}</span>;
  return (
    <span className="marked-score">
      <span className="side-score" data-side="NS">
        {sideName("NS")} <OwnScore score={NS} mark={mark.NS} side="NS" />
      </span>
      ,{" "}
      <span className="side-score" data-side="EW">
        {sideName("EW")} <OwnScore score={EW} mark={mark.EW} side="EW" />
      </span>
      {!mark.balanced && t("splitNote")}
    </span>
  );
};

/** A ruling's or a decision's score: the tricks the Director decided (64C, 70 …) as a result, else the score and its mark. */
export const DecisionScore = ({ d }: { d: StandingDecision }): ReactNode =>
  d.tricks !== undefined ? <ResultText r={d.tricks} /> : <MarkedScore NS={d.NS} EW={d.EW} mark={d.mark} />;

/** The score that applies, with its mark: the stage's own (the corrected result, a ruling, a decision). */
export const AppliedScore = ({ standing }: { standing: Standing }): ReactNode => {
  const s = standing;
  switch (s.applies) {
    case null:
      return null;
    case "table":
      return s.played === null ? null : <ResultText r={s.played} />;
    case "corrected":
      return s.corrected === null ? null : (
        <>
          <ResultText r={s.corrected} /> ({t("recorded")} <ResultText r={s.corrected.recorded} />)
        </>
      );
    case "ruled":
      return s.ruled === null ? null : <DecisionScore d={s.ruled} />;
    case "appeal":
      return s.appeal === null ? null : <DecisionScore d={s.appeal} />;
  }
};

/**
 * The result line under the board (and in the print, in what-if): the table result as played, agreed or
 * entered; the corrected one (79C) with what was recorded; and, when a score other than the table's applies,
 * why (`the appeals committee's decision applies (changed; 93B2, position 10)`) and that score with its mark.
 * A seat's view (the live table) carries the same standing: scores only, nothing a seat may not see.
 */
export const Result = ({ view }: { view: Pick<BoardView, "phase" | "standing"> }): ReactNode => {
  const s = view.standing;
  if (s.applies === null && s.played === null)
    return <p className="result">{t("noResultYet", { phase: t("phaseName", { phase: view.phase }) })}</p>;
  return (
    <div className="result" data-testid="result" data-applies={s.applies ?? "none"}>
      <p data-testid="result-played">
        {s.played === null ? (
          t("atTableNone")
        ) : (
          <>
            {t("atTable", { corrected: s.corrected !== null ? "yes" : "no", law: s.played.law })}{" "}
            <ResultText r={s.played} />
          </>
        )}
      </p>
      {s.corrected !== null && s.applies !== "corrected" && (
        <p data-testid="result-corrected">
          {t("correctedAt", { law: s.corrected.law, position: s.corrected.position })}{" "}
          <ResultText r={s.corrected} /> ({t("recorded")} <ResultText r={s.corrected.recorded} />)
        </p>
      )}
      {s.applies !== null && s.applies !== "table" && s.why !== null && (
        <p className="applies-score" data-testid="result-applies">
          <strong>{capitalised(describe(s.why))}</strong>
          {t("colon")}
          <AppliedScore standing={s} />
        </p>
      )}
    </div>
  );
};

const capitalised = (t: string): string => (t === "" ? t : t[0]!.toUpperCase() + t.slice(1));
