import type { LawEdition, RulingNeeded } from "@bridgelaw/cards";
import {
  type AspectComparison,
  type BoardComparison,
  type BoardReplay,
  type BoardView,
  compareBoards,
  notSameBoard,
} from "@bridgelaw/table";
import { type ReactNode, useId, useMemo, useState } from "react";
import {
  answerQuestion,
  type BranchStop,
  branchStop,
  chooseOption,
  endAfter,
  insertAfter,
  type Rec,
  removeAt,
  replaceAt,
} from "../model/branch.ts";
import { type OpenedLog, openLog, toJsonLines } from "../model/log.ts";
import { Tricks } from "./board.tsx";
import { CallText, CardText, ContractText, describeRecord, LawRef, seatName, sideName } from "./format.tsx";
import { describe, describeLogError, t } from "./lang.ts";
import { type RulingAnswer, RulingFields, useRulingAnswer } from "./ruling-fields.tsx";
import {
  AppliedScore,
  DecisionScore,
  Result,
  ResultText,
  type Standing,
  type StandingDecision,
} from "./standing.tsx";

/** One field of an event, edited as text, a number, a yes/no, or JSON (arrays, objects). */
const FieldInput = ({
  name,
  value,
  onChange,
}: {
  name: string;
  value: unknown;
  onChange: (v: unknown) => void;
}): ReactNode => {
  const id = useId();
  const [raw, setRaw] = useState(() =>
    typeof value === "string" || typeof value === "number" ? String(value) : JSON.stringify(value),
  );
  const [bad, setBad] = useState(false);
  if (typeof value === "boolean")
    return (
      <div className="field">
        <input id={id} type="checkbox" checked={value} onChange={(e) => onChange(e.currentTarget.checked)} />
        <label htmlFor={id}>
          <code>{name}</code>
        </label>
      </div>
    );
  return (
    <div className="field">
      <label htmlFor={id}>
        <code>{name}</code>
      </label>
      <input
        id={id}
        type={typeof value === "number" ? "number" : "text"}
        value={raw}
        aria-invalid={bad}
        aria-describedby={bad ? `${id}-bad` : undefined}
        onChange={(e) => {
          const text = e.currentTarget.value;
          setRaw(text);
          if (typeof value === "number") onChange(text === "" ? undefined : Number(text));
          else if (typeof value === "string") onChange(text === "" ? undefined : text);
          else if (text.trim() === "") {
            // an emptied JSON field is cleared (left out of the event), as an emptied text field is
            onChange(undefined);
            setBad(false);
          } else
            try {
              onChange(JSON.parse(text));
              setBad(false);
            } catch {
              setBad(true);
            }
        }}
      />
      {bad && (
        <span id={`${id}-bad`} className="field-problem" role="alert">
          {t("notJson")}
        </span>
      )}
    </div>
  );
};

const EDITABLE_SKIP = new Set(["type", "seq", "prev", "hash", "sealed"]);

/** Change the fields of one event (its type stays: remove it and insert another to change the type). */
const EventEditor = ({
  record,
  position,
  onApply,
  onRemove,
}: {
  record: Rec;
  position: number;
  onApply: (r: Rec) => void;
  onRemove: () => void;
}): ReactNode => {
  const [draft, setDraft] = useState<Record<string, unknown>>(() => ({ ...record }));
  const fields = Object.entries(record).filter(([k]) => !EDITABLE_SKIP.has(k));
  return (
    <form
      className="event-editor"
      aria-label={t("changeEvent", { n: position })}
      onSubmit={(e) => {
        e.preventDefault();
        onApply(Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== undefined)));
      }}
    >
      <p>
        {t("eventColon", { n: position })}
        <code>{describeRecord(record)}</code>
      </p>
      {fields.map(([k, v]) => (
        <FieldInput key={k} name={k} value={v} onChange={(nv) => setDraft((d) => ({ ...d, [k]: nv }))} />
      ))}
      <div className="buttons">
        <button type="submit">{t("changeInBranch", { n: position })}</button>
        <button type="button" onClick={onRemove}>
          {t("removeFromBranch", { n: position })}
        </button>
      </div>
    </form>
  );
};

/** Insert any event (JSON) after the step. */
const Inserter = ({ position, onInsert }: { position: number; onInsert: (r: Rec) => void }): ReactNode => {
  const id = useId();
  const [text, setText] = useState('{"type":"AttentionDrawn","seat":"N"}');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      className="inserter"
      aria-label={t("insertAfter", { n: position })}
      onSubmit={(e) => {
        e.preventDefault();
        try {
          const r = JSON.parse(text) as unknown;
          if (typeof r !== "object" || r === null || Array.isArray(r)) throw new Error(t("notAnObject"));
          setProblem(null);
          onInsert(r as Rec);
        } catch (err) {
          setProblem(t("notAnEvent", { reason: (err as Error).message }));
        }
      }}
    >
      <label htmlFor={id}>{t("eventToInsert", { n: position })}</label>
      <textarea id={id} rows={2} value={text} onChange={(e) => setText(e.currentTarget.value)} />
      {problem !== null && <p role="alert">{problem}</p>}
      <button type="submit">{t("insertInBranch")}</button>
    </form>
  );
};

/** Answer a question for the Director otherwise: another finding, another number of tricks. */
const AnswerForm = ({
  q,
  edition,
  onAnswer,
}: {
  q: RulingNeeded;
  edition: LawEdition;
  onAnswer: (a: RulingAnswer) => void;
}): ReactNode => {
  const fields = useRulingAnswer(q);
  return (
    <form
      className="answer-form"
      aria-label={t("answerQuestion", { law: q.law, n: q.position })}
      onSubmit={(e) => {
        e.preventDefault();
        onAnswer(fields.value);
      }}
    >
      <p>
        <LawRef law={q.law} edition={edition} />
        {t("aboutEventParen", { n: q.position })}
        {describe(q)}
      </p>
      <RulingFields q={q} fields={fields} textLabel={t("directorsWords")} />
      <button type="submit">{t("answerInBranch")}</button>
    </form>
  );
};

/** The questions asked at a position: those open just before the `DirectorRuled` at `position` answered one. */
const questionFor = (before: BoardView, record: Rec): RulingNeeded | undefined =>
  before.rulingsNeeded.find(
    (q) =>
      typeof record.law === "string" &&
      (q.law === record.law || record.law.startsWith(q.law) || q.law.startsWith(record.law)) &&
      (record.about === undefined || record.about === q.position),
  );

const lines = (xs: readonly string[]): ReactNode =>
  xs.length === 0 ? (
    t("none")
  ) : (
    <ul>
      {xs.map((x, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: plain list
        <li key={i}>{x}</li>
      ))}
    </ul>
  );

/** One aspect's value as a committee reads it. */
const AspectValue = ({ x, side }: { x: AspectComparison; side: "a" | "b" }): ReactNode => {
  switch (x.id) {
    case "phase":
      return t("phaseName", { phase: x[side] });
    case "contract": {
      const v = x[side];
      return v === null ? (
        t("none")
      ) : (
        <>
          <ContractText contract={v.contract} />
          {v.declarer !== null && t("by", { seat: seatName(v.declarer) })}
        </>
      );
    }
    case "tricks":
      return t("tricksBySide", { ns: x[side].NS, ew: x[side].EW });
    case "transfers":
      return lines(
        x[side].map((m) =>
          t("transfer", {
            n: m.tricks,
            from: sideName(m.from),
            to: sideName(m.to),
            law: m.law,
            revoke: m.revoke,
          }),
        ),
      );
    // the score aspects are read from each board's standing (`standingRows`), not from here
    case "result":
    case "tableScore":
    case "ruledScore":
    case "appealScore":
    case "appliedScore":
      return null;
    case "pending":
      return lines(
        x[side].map((p) =>
          t("pendingLine", { seat: seatName(p.seat), law: p.law, options: p.options.join(" | ") }),
        ),
      );
    case "rulingsNeeded":
      return lines(x[side].map((r) => t("questionLine", { law: r.law, n: r.position, text: describe(r) })));
    case "penalties":
      return lines(
        x[side].map((p) =>
          t("penaltyLine", {
            law: p.law,
            side: sideName(p.side),
            amount: p.amount,
            unit: t("unit", { unit: p.unit }),
            status: t("penaltyStatus", { status: p.status }),
          }),
        ),
      );
    case "appeals":
      return lines(
        x[side].map((a) =>
          t("appealLine", {
            side: sideName(a.side),
            status: t("appealStatus", { status: a.status }),
            law: a.law,
          }),
        ),
      );
  }
};

/** The aspects of `compareBoards` that the board's standing gives instead (its rows below). */
const SCORE_ASPECTS: ReadonlySet<string> = new Set([
  "result",
  "tableScore",
  "ruledScore",
  "appealScore",
  "appliedScore",
]);

/** A stage as compared: its log positions left aside (an event inserted before it moves it, as `compareBoards` does). */
const positionless = (v: unknown): string =>
  JSON.stringify(v, (k, x) => (k === "position" || k === "appealed" ? undefined : x));

/**
 * The score at each stage and the one that applies, from each board's standing (`view.standing`): the result
 * as played, the corrected one, the Director's ruling (a 64C or 70 decision is his ruling on the tricks), the
 * decision on appeal, and which applies and why, with its mark; `same` when both boards' stage is the same.
 */
const standingRows = (
  a: Standing,
  b: Standing,
): { id: string; label: string; same: boolean; a: ReactNode; b: ReactNode }[] => {
  const row = <T,>(
    id: string,
    label: string,
    pick: (s: Standing) => T | null,
    show: (v: T, s: Standing) => ReactNode,
  ) => {
    const va = pick(a);
    const vb = pick(b);
    const value = (v: T | null, s: Standing) => (v === null ? t("none") : show(v, s));
    return { id, label, same: positionless(va) === positionless(vb), a: value(va, a), b: value(vb, b) };
  };
  const decision = (d: StandingDecision): ReactNode => (
    <>
      <DecisionScore d={d} />
      {t("lawsList", { laws: d.laws.join(", ") })}
    </>
  );
  return [
    row(
      "played",
      t("stageRow", { id: "played" }),
      (s) => s.played,
      (r) => <ResultText r={r} />,
    ),
    row(
      "corrected",
      t("stageRow", { id: "corrected" }),
      (s) => s.corrected,
      (r) => <ResultText r={r} />,
    ),
    row("ruledScore", t("stageRow", { id: "ruledScore" }), (s) => s.ruled, decision),
    row(
      "appealScore",
      t("stageRow", { id: "appealScore" }),
      (s) => s.appeal,
      (d) => decision(d),
    ),
    row(
      "appliedScore",
      t("stageRow", { id: "appliedScore" }),
      (s) => (s.applies === null ? null : { why: s.why, NS: s.NS, EW: s.EW, mark: s.mark, laws: s.laws }),
      (v, s) => (
        <>
          {v.why === null ? "" : describe(v.why)}
          {t("colon")}
          <AppliedScore standing={s} />
          {t("lawsList", { laws: v.laws.join(", ") })}
        </>
      ),
    ),
  ];
};

/** Both boards side by side, where they part, and every aspect that differs. */
export const Comparison = ({
  a,
  b,
  c,
}: {
  a: BoardReplay;
  b: BoardReplay;
  c: BoardComparison;
}): ReactNode => {
  const edition = a.view.edition;
  const differing = c.aspects.filter((x) => !x.same && !SCORE_ASPECTS.has(x.id));
  const standings = standingRows(a.view.standing, b.view.standing).filter((r) => !r.same);
  const hid = useId();
  return (
    <section className="comparison" aria-labelledby={hid}>
      <h3 id={hid}>{t("sideBySide")}</h3>
      <p data-testid="parting">
        {c.parting === null
          ? t("sameFacts")
          : c.parting.a === null
            ? t("branchGoesOn", { n: c.parting.position })
            : c.parting.b === null
              ? t("branchEndsBefore", { n: c.parting.position })
              : t("partAt", {
                  last: c.parting.position - 1,
                  n: c.parting.position,
                  a: describeRecord(c.parting.a.record),
                  b: describeRecord(c.parting.b.record),
                  envelope: c.parting.envelopeOnly ? "yes" : "no",
                })}
      </p>
      <div className="side-by-side">
        {(
          [
            [t("asLogged"), a],
            [t("whatIf"), b],
          ] as const
        ).map(([title, r]) => (
          <div key={title} className="board-column">
            <h4>{title}</h4>
            <Result view={r.view} />
            {r.error !== undefined && (
              <p className="log-error" role="alert">
                {t("replayStops", { error: describeLogError(r.error) })}
              </p>
            )}
            <details>
              <summary>{t("playTricks", { n: r.view.tricks.length })}</summary>
              <Tricks view={r.view} />
            </details>
          </div>
        ))}
      </div>
      {differing.length === 0 && standings.length === 0 ? (
        <p>{t("sameInBoth")}</p>
      ) : (
        <table className="differences" data-testid="differences">
          <caption>{t("derivedDifferently")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("aspectCol")}</th>
              <th scope="col">{t("asLogged")}</th>
              <th scope="col">{t("whatIf")}</th>
            </tr>
          </thead>
          <tbody>
            {differing.map((x) => (
              <tr key={x.id} data-aspect={x.id}>
                <th scope="row">{t("aspect", { id: x.id })}</th>
                <td>
                  <AspectValue x={x} side="a" />
                </td>
                <td>
                  <AspectValue x={x} side="b" />
                </td>
              </tr>
            ))}
            {standings.map((r) => (
              <tr key={r.id} data-aspect={r.id}>
                <th scope="row">{r.label}</th>
                <td>{r.a}</td>
                <td>{r.b}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(c.audit.onlyA.length > 0 || c.audit.onlyB.length > 0) && (
        <div className="only-in">
          <h4>{t("onlyInOne")}</h4>
          <ul>
            {c.audit.onlyA.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: audit order
              <li key={`a${i}`}>
                {t("asLoggedAt", { n: e.position })}
                <LawRef law={e.law} edition={edition} />
                {t("colon")}
                {describe(e)}
              </li>
            ))}
            {c.audit.onlyB.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: audit order
              <li key={`b${i}`}>
                {t("whatIfAt", { n: e.position })}
                <LawRef law={e.law} edition={edition} />
                {t("colon")}
                {describe(e)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
};

/** Why an event of the branch no longer fits, in words. */
const StopReason = ({ stop, edition }: { stop: BranchStop; edition: LawEdition }): ReactNode => {
  const r = stop.reading;
  const n = stop.position;
  switch (r.kind) {
    case "refused":
      return <>{t("stopRefused", { n, reason: r.reason })}</>;
    case "call":
      return (
        <>
          {t("stopCall", { seat: seatName(r.seat) })}
          <CallText call={r.call} />
          {t("stopCallNow", { n, status: r.status })}
          {r.law !== undefined && (
            <>
              {" "}
              (<LawRef law={r.law} edition={edition} />)
            </>
          )}
        </>
      );
    case "card":
      return (
        <>
          {t("stopCall", { seat: seatName(r.seat) })}
          <CardText card={r.card} />
          {t("stopCardNow", { n })}
          {r.law !== "" && (
            <>
              {" "}
              (<LawRef law={r.law} edition={edition} />)
            </>
          )}
        </>
      );
    case "question":
      return (
        <>
          {t("stopQuestion", { n })}
          <LawRef law={r.law} edition={edition} />
          {t("stopNeverHad")}
        </>
      );
    case "option":
      return (
        <>
          {t("stopOption", { n, seat: seatName(r.seat) })}
          <LawRef law={r.law} edition={edition} />
          {t("stopNeverHad")}
        </>
      );
  }
};

/** The branch stops where its change makes the later logged events impossible: say where, offer to end it there. */
const BranchStopNotice = ({
  stop,
  edition,
  keepAll,
  onEnd,
  onKeepAll,
}: {
  stop: BranchStop;
  edition: LawEdition;
  keepAll: boolean;
  onEnd: () => void;
  onKeepAll: (keep: boolean) => void;
}): ReactNode => (
  <div className="branch-stop" role="status" data-testid="branch-stop">
    <p>
      <strong>{t("branchStops", { n: stop.position })}</strong>
      {t("colon")}
      <StopReason stop={stop} edition={edition} />
      {t("branchStopsWhy", { origin: stop.origin })}
      {keepAll ? t("replayedAnyway") : t("comparedUpTo", { n: stop.position - 1 })}
    </p>
    <div className="buttons">
      <button type="button" onClick={onEnd}>
        {t("endBranchAt", { n: stop.position - 1 })}
      </button>
      <button type="button" onClick={() => onKeepAll(!keepAll)}>
        {keepAll ? t("compareUpTo", { n: stop.position - 1 }) : t("replayAnyway")}
      </button>
    </div>
  </div>
);

/** Saves the branch as a JSON Lines log. */
const download = (name: string, text: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type: "application/x-ndjson" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

export const branchName = (name: string): string => `${name.replace(/\.jsonl$/i, "")}-what-if.jsonl`;

/**
 * The what-if panel: at the step, change or remove the event, insert one, answer an open question or choose
 * another option; the branch is replayed by the packages and compared with the log (`compareBoards`).
 */
export const WhatIf = ({
  log,
  step,
  before,
  view,
  branch,
  onBranch,
  onOpenBranch,
}: {
  log: OpenedLog;
  step: number;
  /** The board just before the step's event (the questions its event answered were open then). */
  before: BoardView;
  /** The board after the step's event. */
  view: BoardView;
  branch: readonly Rec[] | null;
  onBranch: (records: readonly Rec[] | null, note?: string) => void;
  onOpenBranch: (b: OpenedLog) => void;
}): ReactNode => {
  const records = branch ?? log.decoded.lines.map((l) => l.record);
  const record = records[step - 1];
  const edition = view.edition;
  // "replay the later events anyway", for the branch it was asked for (a new branch stops again)
  const [keptFor, setKeptFor] = useState<readonly Rec[] | null>(null);
  const keepAll = keptFor !== null && keptFor === branch;
  const setKeepAll = (keep: boolean) => setKeptFor(keep ? branch : null);
  const fullBranch = useMemo(
    () =>
      branch === null
        ? null
        : openLog(branchName(log.name), toJsonLines(branch), { kind: "branch", of: log.name }),
    [branch, log.name],
  );
  // where the change makes the later logged events impossible: the branch is compared up to there
  const stop = useMemo(
    () =>
      branch === null || fullBranch === null
        ? null
        : branchStop(
            log.replay,
            log.decoded.lines.map((l) => l.record),
            fullBranch.replay,
            branch,
          ),
    [branch, fullBranch, log],
  );
  const branchLog = useMemo(
    () =>
      branch === null || fullBranch === null || stop === null || keepAll
        ? fullBranch
        : openLog(branchName(log.name), toJsonLines(endAfter(branch, stop.position - 1)), {
            kind: "branch",
            of: log.name,
          }),
    [branch, fullBranch, stop, keepAll, log.name],
  );
  const comparison = useMemo(() => {
    if (branchLog === null) return null;
    const refused = notSameBoard(log.replay.view, branchLog.replay.view);
    return refused !== null ? refused : compareBoards(log.replay, branchLog.replay);
  }, [branchLog, log.replay]);
  const hid = useId();
  const answered =
    record !== undefined && record.type === "DirectorRuled" ? questionFor(before, record) : undefined;
  return (
    <section className="whatif" aria-labelledby={hid}>
      <h2 id={hid}>{t("whatIf")}</h2>
      <p className="hint">
        {t("whatIfHint", { n: step })}
        {branch !== null && t("branchHasChanges")}
      </p>
      {step < records.length && (
        <div className="buttons">
          <button
            type="button"
            onClick={() => onBranch(endAfter(records, step), t("endedAfter", { n: step }))}
          >
            {t("endBranchHere", { n: step })}
          </button>
        </div>
      )}
      {record !== undefined && (
        <EventEditor
          key={`${step}-${JSON.stringify(record)}`}
          record={record}
          position={step}
          onApply={(r) => onBranch(replaceAt(records, step, r), t("eventChanged", { n: step }))}
          onRemove={() => onBranch(removeAt(records, step), t("eventRemoved", { n: step }))}
        />
      )}
      {answered !== undefined && (
        <AnswerForm
          key={`ans-${step}`}
          q={answered}
          edition={edition}
          onAnswer={(a) =>
            onBranch(answerQuestion(records, step - 1, answered, a).records, t("rulingChanged"))
          }
        />
      )}
      {view.rulingsNeeded.map((q) => (
        <AnswerForm
          key={`q-${q.law}-${q.position}`}
          q={q}
          edition={edition}
          onAnswer={(a) => onBranch(answerQuestion(records, step, q, a).records, t("questionAnswered"))}
        />
      ))}
      {view.pending.map((p) => (
        <form
          key={`p-${p.law}-${p.seat}`}
          className="option-form"
          aria-label={t("chooseFor", { seat: seatName(p.seat), law: p.law })}
          onSubmit={(e) => {
            e.preventDefault();
            const option = new FormData(e.currentTarget).get("option");
            if (typeof option === "string")
              onBranch(
                chooseOption(records, step, { seat: p.seat, law: p.law, option }).records,
                t("optionChosen"),
              );
          }}
        >
          <p>
            {seatName(p.seat)}, <LawRef law={p.law} edition={edition} />
            {t("colon")}
            {describe(p)}
          </p>
          <label>
            {t("optionLabel")}{" "}
            <select name="option" defaultValue={p.options[0]}>
              {p.options.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
          </label>{" "}
          <button type="submit">{t("chooseInBranch")}</button>
        </form>
      ))}
      <Inserter
        position={step}
        onInsert={(r) => onBranch(insertAfter(records, step, r), t("eventInserted"))}
      />
      {stop !== null && (
        <BranchStopNotice
          stop={stop}
          edition={edition}
          keepAll={keepAll}
          onEnd={() => {
            setKeepAll(false);
            if (branch !== null)
              onBranch(endAfter(branch, stop.position - 1), t("endedAt", { n: stop.position - 1 }));
          }}
          onKeepAll={setKeepAll}
        />
      )}
      {branchLog !== null && comparison !== null && (
        <>
          {"_tag" in comparison ? (
            <p role="alert">
              {t("cannotCompare", {
                differs: comparison.differs,
                aBoard: comparison.a.board ?? "?",
                aDeal: comparison.a.deal ?? "none",
                bBoard: comparison.b.board ?? "?",
                bDeal: comparison.b.deal ?? "none",
              })}
            </p>
          ) : (
            <Comparison a={log.replay} b={branchLog.replay} c={comparison} />
          )}
          <div className="buttons">
            <button type="button" onClick={() => download(branchLog.name, branchLog.text)}>
              {t("saveBranch")}
            </button>
            <button type="button" onClick={() => onOpenBranch(branchLog)}>
              {t("stepBranch")}
            </button>
            <button type="button" onClick={() => onBranch(null)}>
              {t("discardBranch")}
            </button>
          </div>
        </>
      )}
    </section>
  );
};
