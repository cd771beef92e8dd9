import type { BoardView } from "@bridgelaw/table";
import { type ReactNode, useId } from "react";
import type { EventRefusal } from "../model/facts.ts";
import { answerText } from "./answers.ts";
import { describeRecord, LawRef, seatName, sideName, timeText } from "./format.tsx";
import { describe, describeLogError, t } from "./lang.ts";
import { AppliedScore, DecisionScore, ResultText } from "./standing.tsx";

type Rec = Readonly<Record<string, unknown>>;

/** The events by which the Director, the committee and the scorer act on the board's result. */
const RULING_EVENTS: ReadonlySet<string> = new Set([
  "DirectorRuled",
  "ScoreAdjusted",
  "TricksAgreed",
  "TricksDisputed",
  "ScoreRecorded",
  "ScoreCorrected",
  "ScoresPosted",
  "PenaltyAwarded",
  "AppealLodged",
  "AppealDecided",
  "BoardFouled",
]);

/** The body that decided (the Director in charge, the appeals committee, the Regulating Authority), in words. */
const bodyName = (body: string): string => t("body", { body });

/** The time the log gives an event (`at`), if any. */
const timeOf = (records: readonly Rec[], position: number): string | null => {
  const at = records[position - 1]?.at;
  return typeof at === "string" ? at : null;
};

const Laws = ({ laws, edition }: { laws: readonly string[]; edition: BoardView["edition"] }): ReactNode => (
  <>
    {laws.map((l, i) => (
      <span key={l}>
        {i > 0 && ", "}
        <LawRef law={l} edition={edition} compact />
      </span>
    ))}
  </>
);

const EventCell = ({ records, position }: { records: readonly Rec[]; position: number }): ReactNode => {
  const at = timeOf(records, position);
  return (
    <td data-label={t("recordedCol")}>
      {position < 1 ? t("thePlay") : t("eventN", { n: position })}
      {at !== null && <>, {timeText(at)}</>}
    </td>
  );
};

/** The questions open for the Director and the options open to a player, at the step (the Director's to-do list). */
const OpenQuestions = ({ view }: { view: BoardView }): ReactNode => {
  const e = view.edition;
  if (view.rulingsNeeded.length === 0 && view.pending.length === 0)
    return (
      <p className="none open-none" data-testid="open-questions">
        {t("noOpenQuestion")}
      </p>
    );
  return (
    <>
      <h3>{t("openQuestions")}</h3>
      <ul className="open-questions" data-testid="open-questions">
        {view.rulingsNeeded.map((q) => (
          <li key={`q-${q.law}-${q.position}`} className="ruling-needed">
            <strong>{t("forDirector")}</strong>
            {q.blocking === true && t("tableWaits")}
            {t("aboutEvent", { n: q.position })}
            <LawRef law={q.law} edition={e} />
            {t("colon")}
            {describe(q)}
            {q.answers !== undefined && q.answers.length > 0 && (
              <span className="options">
                {t("findings", { list: q.answers.map((a) => answerText(q.law, a)).join(t("semicolon")) })}
              </span>
            )}
          </li>
        ))}
        {view.pending.map((p) => (
          <li key={`o-${p.law}-${p.seat}-${p.about}`} className="pending">
            <strong>{t("forSeat", { seat: seatName(p.seat) })}</strong>
            {t("aboutEvent", { n: p.about })}
            <LawRef law={p.law} edition={e} />
            {t("colon")}
            {describe(p)} <span className="options">[{p.options.join(" | ")}]</span>
          </li>
        ))}
      </ul>
    </>
  );
};

/**
 * The rulings and appeals panel: the board's standing (`view.standing`): the table result, its correction
 * (79C), the Director's ruling, the committee's decision, which score applies and why, each with its Laws (12C,
 * 64C, 70, 79, 92–93) and its mark; and the times against the 79C and 92B limits.
 */
export const RulingsPanel = ({
  view,
  records,
  refused,
  compact = false,
}: {
  view: BoardView;
  records: readonly Rec[];
  /** The appeal file's: the log's ruling events are left out (its timeline has them, with their consequences). */
  compact?: boolean;
  /** The event the Laws refused, where the replay stops (if any). */
  refused?: EventRefusal | undefined;
}): ReactNode => {
  const s = view.scores;
  const st = view.standing;
  const e = view.edition;
  const hid = useId();
  const rulings = records
    .map((r, i) => ({ r, position: i + 1 }))
    .filter(({ r }) => RULING_EVENTS.has(String(r.type)));
  return (
    <section className="rulings" aria-labelledby={hid}>
      <h2 id={hid}>{t("rulingsTitle")}</h2>
      <table className="stages stack">
        <caption>{t("stagesCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("stage")}</th>
            <th scope="col">{t("score")}</th>
            <th scope="col">{t("laws")}</th>
            <th scope="col">{t("recordedCol")}</th>
          </tr>
        </thead>
        <tbody>
          <tr className={st.applies === "table" ? "applies" : undefined}>
            <th scope="row">{t("stageTable")}</th>
            {st.played === null ? (
              <td colSpan={3}>{t("noResultYetShort")}</td>
            ) : (
              <>
                <td data-label={t("score")}>
                  <ResultText r={st.played} /> ({describe(st.played.result)})
                </td>
                <td data-label={t("laws")}>
                  <Laws laws={[st.played.law]} edition={e} />
                </td>
                <EventCell records={records} position={st.played.position} />
              </>
            )}
          </tr>
          {st.corrected !== null && (
            <tr className={st.applies === "corrected" ? "applies" : undefined}>
              <th scope="row">{t("stageCorrected")}</th>
              <td data-label={t("score")}>
                <ResultText r={st.corrected} /> ({describe(st.corrected.result)}){t("semicolon")}
                {t("recorded")} <ResultText r={st.corrected.recorded} />
              </td>
              <td data-label={t("laws")}>
                <Laws laws={[st.corrected.law]} edition={e} />
              </td>
              <EventCell records={records} position={st.corrected.position} />
            </tr>
          )}
          <tr className={st.applies === "ruled" ? "applies" : undefined}>
            <th scope="row">{t("stageRuled")}</th>
            {st.ruled === null ? (
              <td colSpan={3}>{t("noRulingScore")}</td>
            ) : (
              <>
                <td data-label={t("score")}>
                  {st.ruled.tricks !== undefined && t("tricksDecided")}
                  <DecisionScore d={st.ruled} />
                  {st.ruled.text !== undefined && <span className="reason"> — {st.ruled.text}</span>}
                </td>
                <td data-label={t("laws")}>
                  <Laws laws={st.ruled.laws} edition={e} />
                </td>
                <EventCell records={records} position={st.ruled.position} />
              </>
            )}
          </tr>
          <tr className={st.applies === "appeal" ? "applies" : undefined}>
            <th scope="row">{t("stageAppeal")}</th>
            {st.appeal === null ? (
              <td colSpan={3}>{t("noDecision")}</td>
            ) : (
              <>
                <td data-label={t("score")}>
                  {t("appealOutcome", {
                    body: bodyName(st.appeal.body),
                    at: st.appeal.appealed,
                    decision: t("decision", { decision: st.appeal.decision }),
                  })}
                  <DecisionScore d={st.appeal} />
                  {st.appeal.text !== undefined && <span className="reason"> — {st.appeal.text}</span>}
                </td>
                <td data-label={t("laws")}>
                  <Laws laws={st.appeal.laws} edition={e} />
                </td>
                <EventCell records={records} position={st.appeal.position} />
              </>
            )}
          </tr>
        </tbody>
      </table>
      <p className="applies-line" data-testid="applies">
        {st.applies === null || st.why === null ? (
          t("noScoreApplies")
        ) : (
          <>
            {t("scoreApplies")}
            <strong>{describe(st.why)}</strong>
            {t("colon")}
            <AppliedScore standing={st} />
            {t("lawsOpen")}
            <Laws laws={st.laws} edition={e} />)
          </>
        )}
      </p>
      <OpenQuestions view={view} />
      {rulings.length > 0 && !compact && (
        <>
          <h3>{t("rulingEvents")}</h3>
          <ol className="ruling-events">
            {rulings.map(({ r, position }) => (
              <li
                key={position}
                className={refused?.position === position ? "refused-event" : undefined}
                data-refused={refused !== undefined && position >= refused.position ? "true" : undefined}
              >
                <code>{describeRecord(r)}</code>
                {t("eventParen", { n: position })}
                {typeof r.at === "string" && <>, {timeText(r.at)}</>})
                {refused?.position === position && (
                  <p className="refused">
                    <strong>{t("refusedWord")}</strong>
                    {t("colon")}
                    {describeLogError(refused)}
                    {t("refusedStops")}
                  </p>
                )}
                {refused !== undefined && position > refused.position && (
                  <p className="refused">{t("notReplayed", { n: refused.position })}</p>
                )}
                <ul>
                  {view.audit
                    .filter((a) => a.position === position)
                    .map((a, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: audit order
                      <li key={i}>
                        <LawRef law={a.law} edition={e} />
                        {t("colon")}
                        {describe(a)}
                      </li>
                    ))}
                </ul>
              </li>
            ))}
          </ol>
        </>
      )}
      <h3>{t("timeLimits")}</h3>
      {s.posted === null ? (
        <p>{t("notPosted")}</p>
      ) : (
        <dl className="limits">
          <dt>{t("scoresPosted")}</dt>
          <dd>{timeText(s.posted.at)}</dd>
          <dt>
            {t("correctionEnds")}
            <LawRef law="79C1" edition={e} compact />)
          </dt>
          <dd>{timeText(s.posted.correctionEnds)}</dd>
          <dt>
            {t("appealsBy")}
            <LawRef law="92B" edition={e} compact />)
          </dt>
          <dd>{timeText(s.posted.appealEnds)}</dd>
        </dl>
      )}
      {view.appeals.length > 0 && (
        <table className="appeals stack">
          <caption>{t("appealsCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("lodged")}</th>
              <th scope="col">{t("byCol")}</th>
              <th scope="col">{t("against")}</th>
              <th scope="col">{t("status")}</th>
              <th scope="col">{t("deadline")}</th>
              <th scope="col">{t("decisionCol")}</th>
            </tr>
          </thead>
          <tbody>
            {view.appeals.map((a) => (
              <tr key={a.position}>
                <td data-label={t("lodged")}>
                  {t("eventN", { n: a.position })}
                  {timeOf(records, a.position) !== null && <>, {timeText(timeOf(records, a.position)!)}</>}
                </td>
                <td data-label={t("byCol")}>{sideName(a.side)}</td>
                <td data-label={t("against")}>{a.about === null ? "—" : t("theRulingAt", { n: a.about })}</td>
                <td data-label={t("status")}>
                  {t("appealStatus", { status: a.status })} (<LawRef law={a.law} edition={e} compact />){" "}
                  {describe(a.reason)}
                </td>
                <td data-label={t("deadline")}>{a.deadline === undefined ? "—" : timeText(a.deadline)}</td>
                <td data-label={t("decisionCol")}>
                  {a.decision === undefined
                    ? "—"
                    : t("appealDecided", {
                        body: bodyName(a.decision.body),
                        decision: t("decision", { decision: a.decision.decision }),
                        merit: a.decision.withoutMerit === true ? "yes" : "no",
                        n: a.decision.position,
                      })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {view.penalties.length > 0 && (
        <table className="penalties stack">
          <caption>{t("penaltiesCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("eventCol")}</th>
              <th scope="col">{t("lawCol")}</th>
              <th scope="col">{t("side")}</th>
              <th scope="col">{t("amount")}</th>
              <th scope="col">{t("status")}</th>
            </tr>
          </thead>
          <tbody>
            {view.penalties.map((p) => (
              <tr key={p.position}>
                <td data-label={t("eventCol")}>{p.position}</td>
                <td data-label={t("lawCol")}>
                  <LawRef law={p.law} edition={e} />
                </td>
                <td data-label={t("side")}>{sideName(p.side)}</td>
                <td data-label={t("amount")}>
                  {p.amount} {t("unit", { unit: p.unit })}
                </td>
                <td data-label={t("status")}>
                  {t("penaltyStatus", { status: p.status })}
                  {p.appealLaw !== undefined && (
                    <>
                      {" "}
                      (<LawRef law={p.appealLaw} edition={e} compact />)
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {s.fouled !== null && (
        <p>
          {t("fouledBoard")}
          <LawRef law="87" edition={e} compact />
          {t("fouledForm", { form: s.fouled.form })}
          {s.fouled.method !== undefined && <>, {s.fouled.method}</>}.
        </p>
      )}
      {s.notes.length > 0 && (
        <ul className="notes" aria-label={t("notesLabel")}>
          {s.notes.map((n) => (
            <li key={`${n.position} ${n._tag}`}>{describe(n)}</li>
          ))}
        </ul>
      )}
    </section>
  );
};
