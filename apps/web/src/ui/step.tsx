import type { LawEdition } from "@bridgelaw/cards";
import type { LogError } from "@bridgelaw/log";
import type { BoardView } from "@bridgelaw/table";
import { type ReactNode, useEffect, useId } from "react";
import type { EventRefusal } from "../model/facts.ts";
import { describeRecord, LawRef, seatName, timeText } from "./format.tsx";
import { describe, describeLogError, t } from "./lang.ts";

type Rec = Readonly<Record<string, unknown>>;

/** Buttons, a slider and the arrow keys (Home, End) move the board event by event; Shift+arrows by trick. */
export const StepControl = ({
  step,
  max,
  onStep,
  byTrick,
}: {
  step: number;
  max: number;
  onStep: (n: number) => void;
  /** The step one trick back (-1) or on (1) from a step, null when none: stepping by trick. */
  byTrick?: (step: number, way: 1 | -1) => number | null;
}): ReactNode => {
  const trickBack = byTrick?.(step, -1) ?? null;
  const trickOn = byTrick?.(step, 1) ?? null;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t !== null && (t.closest("input, textarea, select, [contenteditable]") ?? null) !== null) return;
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const to =
        e.key === "ArrowLeft"
          ? e.shiftKey
            ? trickBack
            : step - 1
          : e.key === "ArrowRight"
            ? e.shiftKey
              ? trickOn
              : step + 1
            : e.key === "Home"
              ? 0
              : e.key === "End"
                ? max
                : null;
      if (to === null) return;
      e.preventDefault();
      onStep(Math.max(0, Math.min(max, to)));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [step, max, onStep, trickBack, trickOn]);
  return (
    <nav className="step-control" aria-label={t("stepNav")}>
      <label className="slider">
        <span className="visually-hidden">{t("eventWord")}</span>
        <input
          type="range"
          min={0}
          max={max}
          value={step}
          onChange={(e) => onStep(Number(e.currentTarget.value))}
          aria-valuetext={t("eventOf", { step, max })}
        />
      </label>
      <div className="step-buttons">
        <button type="button" onClick={() => onStep(0)} disabled={step === 0} aria-label={t("firstEvent")}>
          |◀
        </button>
        {byTrick !== undefined && (
          <button
            type="button"
            onClick={() => trickBack !== null && onStep(trickBack)}
            disabled={trickBack === null}
            aria-label={t("previousTrick")}
            title={t("previousTrickKey")}
          >
            ◀◀
          </button>
        )}
        <button
          type="button"
          onClick={() => onStep(step - 1)}
          disabled={step === 0}
          aria-label={t("previousEvent")}
        >
          ◀
        </button>
        <output className="step-count" aria-live="polite" data-testid="step">
          {t("eventOfCount", { step, max })}
        </output>
        <button
          type="button"
          onClick={() => onStep(step + 1)}
          disabled={step >= max}
          aria-label={t("nextEvent")}
        >
          ▶
        </button>
        {byTrick !== undefined && (
          <button
            type="button"
            onClick={() => trickOn !== null && onStep(trickOn)}
            disabled={trickOn === null}
            aria-label={t("nextTrick")}
            title={t("nextTrickKey")}
          >
            ▶▶
          </button>
        )}
        <button type="button" onClick={() => onStep(max)} disabled={step >= max} aria-label={t("lastEvent")}>
          ▶|
        </button>
      </div>
    </nav>
  );
};

/** The audit entries a position caused, each with its Law and the Law's title. */
const Derived = ({
  view,
  position,
  refused,
}: {
  view: BoardView;
  position: number;
  refused: EventRefusal | undefined;
}): ReactNode => {
  if (refused !== undefined && position >= refused.position)
    return position === refused.position ? (
      <p className="refused" role="alert" data-testid="refused">
        <strong>{t("refusedWord")}</strong>
        {t("colon")}
        {describeLogError(refused)}
        {t("refusedEvent")}
      </p>
    ) : (
      <p className="refused">{t("notReplayedStop", { n: refused.position })}</p>
    );
  const entries = view.audit.filter((a) => a.position === position);
  if (entries.length === 0) return <p className="none">{t("nothingDerived")}</p>;
  return (
    <ul className="derived">
      {entries.map((a, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries of one position keep their order
        <li key={i}>
          <LawRef law={a.law} edition={view.edition} />
          <span className="derived-text">{describe(a)}</span>
        </li>
      ))}
    </ul>
  );
};

/** What is open at the step: the options the Law gives a player, the questions for the Director. */
export const OpenMatters = ({ view }: { view: BoardView }): ReactNode => (
  <div className="open-matters">
    <h3>{t("openHere")}</h3>
    {view.pending.length === 0 && view.rulingsNeeded.length === 0 ? (
      <p className="none">{t("noOptionPending")}</p>
    ) : (
      <ul>
        {view.pending.map((p) => (
          <li key={`o-${p.law}-${p.seat}-${p.about}`} className="pending">
            <strong>{t("optionFor", { seat: seatName(p.seat) })}</strong>,{" "}
            <LawRef law={p.law} edition={view.edition} />
            {t("colon")}
            {describe(p)} <span className="options">[{p.options.join(" | ")}]</span>
          </li>
        ))}
        {view.rulingsNeeded.map((r) => (
          <li key={`r-${r.law}-${r.position}`} className="ruling-needed">
            <strong>{t("questionForDirector")}</strong>
            {t("aboutEventComma", { n: r.position })}
            <LawRef law={r.law} edition={view.edition} />
            {t("colon")}
            {describe(r)}
            {r.answers !== undefined && r.answers.length > 0 && (
              <span className="options"> [{r.answers.join(" | ")}]</span>
            )}
          </li>
        ))}
      </ul>
    )}
  </div>
);

/** The event of the step, what the Law derived from it, and what is open after it. */
export const StepPanel = ({
  view,
  step,
  record,
  line,
  error,
  refused,
}: {
  view: BoardView;
  step: number;
  record: Rec | undefined;
  line: number | undefined;
  error: LogError | undefined;
  /** The event the Laws refused, where the replay stops (if any, at or before the step). */
  refused?: EventRefusal | undefined;
}): ReactNode => {
  const hid = useId();
  return (
    <section className="step-panel" aria-labelledby={hid}>
      <h2 id={hid}>{step === 0 ? t("beforeFirst") : `${t("eventWord")} ${step}`}</h2>
      {record !== undefined && (
        <>
          <p className="event">
            <code>{describeRecord(record)}</code>
            {line !== undefined && line !== step && <span className="line">{t("lineN", { n: line })}</span>}
            {typeof record.at === "string" && (
              <span className="at">{t("atTime", { time: timeText(record.at) })}</span>
            )}
            {typeof record.by === "string" && <span className="by">{t("byWho", { who: record.by })}</span>}
          </p>
          {typeof record.note === "string" && (
            <p className="note">
              {t("noteLabel")}
              <span className="log-words">{record.note}</span>
            </p>
          )}
          <h3>{t("derives")}</h3>
          <Derived view={view} position={step} refused={refused} />
        </>
      )}
      {error !== undefined && error._tag !== "EventRejected" && (
        <p className="log-error" role="alert">
          {t("logStopsHere", { error: describeLogError(error) })}
        </p>
      )}
      <OpenMatters view={view} />
    </section>
  );
};

/** Every event in order with what the Law derived from it; a click moves the board to it. */
export const Timeline = ({
  records,
  view,
  step,
  onStep,
  edition,
  refused,
  compact = false,
}: {
  records: readonly Rec[];
  view: BoardView;
  step?: number;
  onStep?: (n: number) => void;
  edition: LawEdition;
  refused?: EventRefusal | undefined;
  /**
   * The appeal file's: only the events the Laws derived something from, other than a trick's winner (Law 44:
   * the play table has it), and the event refused.
   */
  compact?: boolean;
}): ReactNode => {
  const hid = useId();
  const byPosition = new Map<number, { law: string; text: string }[]>();
  const worded = view.audit.map((a) => ({ ...a, text: describe(a) }));
  for (const a of worded) {
    const list = byPosition.get(a.position) ?? [];
    list.push(a);
    byPosition.set(a.position, list);
  }
  return (
    <section className="timeline" aria-labelledby={hid}>
      <h2 id={hid}>{t("timeline", { compact: compact ? "yes" : "no" })}</h2>
      {compact && <p className="note">{t("timelineNote")}</p>}
      <ol>
        {records.map((r, i) => {
          const position = i + 1;
          const derived = byPosition.get(position) ?? [];
          if (compact && refused?.position !== position && derived.every((d) => d.law === "44")) return null;
          const label = describeRecord(r);
          return (
            <li
              key={position}
              value={position}
              aria-current={step === position ? "step" : undefined}
              className={refused?.position === position ? "refused-event" : undefined}
            >
              {onStep === undefined ? (
                <code>{label}</code>
              ) : (
                <button type="button" className="link" onClick={() => onStep(position)}>
                  <code>{label}</code>
                </button>
              )}
              {typeof r.at === "string" && <span className="at"> {timeText(r.at)}</span>}
              {refused?.position === position && (
                <span className="refused-mark">{t("refusedMark", { error: describeLogError(refused) })}</span>
              )}
              {refused !== undefined && position > refused.position && (
                <span className="not-replayed">{t("notReplayedMark")}</span>
              )}
              {derived.length > 0 && (
                <ul>
                  {derived.map((d, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: entries of one position keep their order
                    <li key={j}>
                      → <LawRef law={d.law} edition={edition} />
                      {t("colon")}
                      {d.text}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
};
