import type { BoardView } from "@bridgelaw/table";
import { type ReactNode, useId } from "react";
import type { EventRefusal } from "../model/facts.ts";
import { answerText } from "./answers.ts";
import { describeRecord, LawRef, seatName, sideName, timeText } from "./format.tsx";
import { describe, describeLogError } from "./lang.ts";
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

const BODIES: Readonly<Record<string, string>> = {
  director: "the Director in charge",
  committee: "the appeals committee",
  ra: "the Regulating Authority",
};
const UNITS: Readonly<Record<string, string>> = {
  top: "of a top",
  matchpoints: "matchpoint(s)",
  imps: "IMP(s)",
  vps: "VP(s)",
  points: "point(s)",
};

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
    <td data-label="Recorded">
      {position < 1 ? "the play" : `event ${position}`}
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
        No question open for the Director, no option open to a player.
      </p>
    );
  return (
    <>
      <h3>Open questions and options</h3>
      <ul className="open-questions" data-testid="open-questions">
        {view.rulingsNeeded.map((q) => (
          <li key={`q-${q.law}-${q.position}`} className="ruling-needed">
            <strong>For the Director</strong>
            {q.blocking === true && <> (the table waits)</>}, about event {q.position},{" "}
            <LawRef law={q.law} edition={e} />: {describe(q)}
            {q.answers !== undefined && q.answers.length > 0 && (
              <span className="options">
                {" "}
                Findings: {q.answers.map((a) => answerText(q.law, a)).join("; ")}.
              </span>
            )}
          </li>
        ))}
        {view.pending.map((p) => (
          <li key={`o-${p.law}-${p.seat}-${p.about}`} className="pending">
            <strong>For {seatName(p.seat)}</strong>, about event {p.about}, <LawRef law={p.law} edition={e} />
            : {describe(p)} <span className="options">[{p.options.join(" | ")}]</span>
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
      <h2 id={hid}>Rulings and appeals</h2>
      <table className="stages stack">
        <caption>The board's score at each stage</caption>
        <thead>
          <tr>
            <th scope="col">Stage</th>
            <th scope="col">Score</th>
            <th scope="col">Laws</th>
            <th scope="col">Recorded</th>
          </tr>
        </thead>
        <tbody>
          <tr className={st.applies === "table" ? "applies" : undefined}>
            <th scope="row">At the table</th>
            {st.played === null ? (
              <td colSpan={3}>no result yet</td>
            ) : (
              <>
                <td data-label="Score">
                  <ResultText r={st.played} /> ({describe(st.played.result)})
                </td>
                <td data-label="Laws">
                  <Laws laws={[st.played.law]} edition={e} />
                </td>
                <EventCell records={records} position={st.played.position} />
              </>
            )}
          </tr>
          {st.corrected !== null && (
            <tr className={st.applies === "corrected" ? "applies" : undefined}>
              <th scope="row">Corrected</th>
              <td data-label="Score">
                <ResultText r={st.corrected} /> ({describe(st.corrected.result)}); recorded:{" "}
                <ResultText r={st.corrected.recorded} />
              </td>
              <td data-label="Laws">
                <Laws laws={[st.corrected.law]} edition={e} />
              </td>
              <EventCell records={records} position={st.corrected.position} />
            </tr>
          )}
          <tr className={st.applies === "ruled" ? "applies" : undefined}>
            <th scope="row">Director's ruling</th>
            {st.ruled === null ? (
              <td colSpan={3}>no ruling on the score</td>
            ) : (
              <>
                <td data-label="Score">
                  {st.ruled.tricks !== undefined && "the tricks decided: "}
                  <DecisionScore d={st.ruled} />
                  {st.ruled.text !== undefined && <span className="reason"> — {st.ruled.text}</span>}
                </td>
                <td data-label="Laws">
                  <Laws laws={st.ruled.laws} edition={e} />
                </td>
                <EventCell records={records} position={st.ruled.position} />
              </>
            )}
          </tr>
          <tr className={st.applies === "appeal" ? "applies" : undefined}>
            <th scope="row">On appeal</th>
            {st.appeal === null ? (
              <td colSpan={3}>no decision</td>
            ) : (
              <>
                <td data-label="Score">
                  {BODIES[st.appeal.body] ?? st.appeal.body}: the ruling at event {st.appeal.appealed}{" "}
                  {st.appeal.decision}; <DecisionScore d={st.appeal} />
                  {st.appeal.text !== undefined && <span className="reason"> — {st.appeal.text}</span>}
                </td>
                <td data-label="Laws">
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
          "No score applies yet."
        ) : (
          <>
            Score that applies: <strong>{describe(st.why)}</strong>: <AppliedScore standing={st} /> (Laws{" "}
            <Laws laws={st.laws} edition={e} />)
          </>
        )}
      </p>
      <OpenQuestions view={view} />
      {rulings.length > 0 && !compact && (
        <>
          <h3>Rulings, decisions and score facts in the log</h3>
          <ol className="ruling-events">
            {rulings.map(({ r, position }) => (
              <li
                key={position}
                className={refused?.position === position ? "refused-event" : undefined}
                data-refused={refused !== undefined && position >= refused.position ? "true" : undefined}
              >
                <code>{describeRecord(r)}</code> (event {position}
                {typeof r.at === "string" && <>, {timeText(r.at)}</>})
                {refused?.position === position && (
                  <p className="refused">
                    <strong>Refused</strong>: {describeLogError(refused)}. The Laws do not accept it: it
                    decides nothing, and the replay stops here.
                  </p>
                )}
                {refused !== undefined && position > refused.position && (
                  <p className="refused">
                    Not replayed: it comes after the event refused at event {refused.position}.
                  </p>
                )}
                <ul>
                  {view.audit
                    .filter((a) => a.position === position)
                    .map((a, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: audit order
                      <li key={i}>
                        <LawRef law={a.law} edition={e} />: {describe(a)}
                      </li>
                    ))}
                </ul>
              </li>
            ))}
          </ol>
        </>
      )}
      <h3>Time limits</h3>
      {s.posted === null ? (
        <p>Official scores not posted in this log: the 79C and 92B periods have not started.</p>
      ) : (
        <dl className="limits">
          <dt>Scores posted</dt>
          <dd>{timeText(s.posted.at)}</dd>
          <dt>
            Correction period ends (<LawRef law="79C1" edition={e} compact />)
          </dt>
          <dd>{timeText(s.posted.correctionEnds)}</dd>
          <dt>
            Appeals must be lodged by (<LawRef law="92B" edition={e} compact />)
          </dt>
          <dd>{timeText(s.posted.appealEnds)}</dd>
        </dl>
      )}
      {view.appeals.length > 0 && (
        <table className="appeals stack">
          <caption>Appeals (Laws 92, 93)</caption>
          <thead>
            <tr>
              <th scope="col">Lodged</th>
              <th scope="col">By</th>
              <th scope="col">Against</th>
              <th scope="col">Status</th>
              <th scope="col">Deadline</th>
              <th scope="col">Decision</th>
            </tr>
          </thead>
          <tbody>
            {view.appeals.map((a) => (
              <tr key={a.position}>
                <td data-label="Lodged">
                  event {a.position}
                  {timeOf(records, a.position) !== null && <>, {timeText(timeOf(records, a.position)!)}</>}
                </td>
                <td data-label="By">{sideName(a.side)}</td>
                <td data-label="Against">{a.about === null ? "—" : `the ruling at event ${a.about}`}</td>
                <td data-label="Status">
                  {a.status} (<LawRef law={a.law} edition={e} compact />) {describe(a.reason)}
                </td>
                <td data-label="Deadline">{a.deadline === undefined ? "—" : timeText(a.deadline)}</td>
                <td data-label="Decision">
                  {a.decision === undefined
                    ? "—"
                    : `${BODIES[a.decision.body] ?? a.decision.body}: ${a.decision.decision}${a.decision.withoutMerit === true ? ", without merit (93B3)" : ""} (event ${a.decision.position})`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {view.penalties.length > 0 && (
        <table className="penalties stack">
          <caption>Penalties (Laws 90, 91)</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Law</th>
              <th scope="col">Side</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {view.penalties.map((p) => (
              <tr key={p.position}>
                <td data-label="Event">{p.position}</td>
                <td data-label="Law">
                  <LawRef law={p.law} edition={e} />
                </td>
                <td data-label="Side">{sideName(p.side)}</td>
                <td data-label="Amount">
                  {p.amount} {UNITS[p.unit] ?? p.unit}
                </td>
                <td data-label="Status">
                  {p.status}
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
          Fouled board (<LawRef law="87" edition={e} compact />
          ): played here in form {s.fouled.form}
          {s.fouled.method !== undefined && <>, {s.fouled.method}</>}.
        </p>
      )}
      {s.notes.length > 0 && (
        <ul className="notes" aria-label="Notes for the Director">
          {s.notes.map((n) => (
            <li key={`${n.position} ${n._tag}`}>{describe(n)}</li>
          ))}
        </ul>
      )}
    </section>
  );
};
