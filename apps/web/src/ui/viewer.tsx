import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import type { Rec } from "../model/branch.ts";
import { explanationsOf, refusalOf, weighedFacts } from "../model/facts.ts";
import { type OpenedLog, recordsOf, replayAt, stepCount, trickStep, trickStops } from "../model/log.ts";
import { fragmentOf, packLog, type SharedLog } from "../model/share.ts";
import { Auction, Diagram, Tricks } from "./board.tsx";
import { ClaimsPanel } from "./claims.tsx";
import { DoubleDummyPanel } from "./double-dummy.tsx";
import { FactsPanel } from "./facts.tsx";
import { describeLogError, t } from "./lang.ts";
import { AppealFile } from "./print.tsx";
import { RulingsPanel } from "./rulings.tsx";
import { SealStatus } from "./seal.tsx";
import { Result } from "./standing.tsx";
import { StepControl, StepPanel, Timeline } from "./step.tsx";
import { WhatIf } from "./whatif.tsx";

type Panel = "step" | "facts" | "rulings" | "whatif" | "timeline" | "dd" | "file";
const PANELS: readonly Panel[] = ["step", "facts", "rulings", "whatif", "timeline", "dd", "file"];

/** The link that reopens this log here (its location when it has one, else the log itself in the fragment). */
const shareOf = async (log: OpenedLog, step: number): Promise<SharedLog> => {
  const at = step === stepCount(log) ? {} : { step };
  if (log.source.kind === "url") return { kind: "url", url: log.source.url, ...at };
  if (log.source.kind === "example") return { kind: "example", path: log.source.path, ...at };
  return { kind: "log", data: await packLog(log.text), ...at };
};

/** True while the page is printed (or shown as print media): the appeal file is drawn only then. */
const usePrinting = (): boolean => {
  const [printing, setPrinting] = useState(() => window.matchMedia("print").matches);
  useEffect(() => {
    const media = window.matchMedia("print");
    // flushSync: the browser lays out the printed page as soon as `beforeprint` returns
    const on = () => flushSync(() => setPrinting(true));
    const off = () => setPrinting(media.matches);
    const change = () => (media.matches ? on() : off());
    window.addEventListener("beforeprint", on);
    window.addEventListener("afterprint", off);
    media.addEventListener("change", change);
    return () => {
      window.removeEventListener("beforeprint", on);
      window.removeEventListener("afterprint", off);
      media.removeEventListener("change", change);
    };
  }, []);
  return printing;
};

/** The board viewer: the board at a step, the step's Law, rulings, what-if, timeline, appeal file. */
export const Viewer = ({
  log,
  initialStep,
  onOpenLog,
}: {
  log: OpenedLog;
  initialStep?: number;
  onOpenLog: (l: OpenedLog) => void;
}): ReactNode => {
  const max = stepCount(log);
  const [step, setStep] = useState(() => Math.min(initialStep ?? max, max));
  const [panel, setPanel] = useState<Panel>("step");
  const [branch, setBranch] = useState<readonly Rec[] | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const printing = usePrinting();
  useEffect(() => {
    setStep(Math.min(initialStep ?? max, max));
    setBranch(null);
    setLink(null);
  }, [max, initialStep]);
  const onStep = useCallback((n: number) => setStep(Math.max(0, Math.min(max, n))), [max]);
  const records = useMemo(() => recordsOf(log), [log]);
  const at = useMemo(() => replayAt(log, step), [log, step]);
  const before = useMemo(() => (step === 0 ? at : replayAt(log, step - 1)), [log, step, at]);
  const view = at.view;
  const explanations = useMemo(() => explanationsOf(records, step), [records, step]);
  const stepError = step === max ? log.replay.error : at.error;
  // the event the Laws refused, once the step reaches it (the replay stops there)
  const refused = useMemo(() => refusalOf(at.error), [at]);
  const facts = useMemo(() => weighedFacts(view, refused), [view, refused]);
  const stops = useMemo(() => trickStops(log.replay.view.tricks), [log]);
  const firstCard = log.replay.view.tricks[0]?.cards[0]?.position ?? null;
  const byTrick = useCallback(
    (s: number, way: 1 | -1) => trickStep(stops, firstCard, s, way),
    [stops, firstCard],
  );
  return (
    <div className="viewer">
      <header className="board-header screen-only">
        <h1 className="board-title">
          {t("boardTitle", { board: view.board ?? log.replay.view.board ?? "?" })}
          <span className="log-name"> — {log.name}</span>
        </h1>
        <SealStatus seal={log.seal} />
        <div className="header-actions">
          <button
            type="button"
            onClick={async () => {
              const f = fragmentOf(await shareOf(log, step));
              const href = `${location.origin}${location.pathname}#${f}`;
              history.replaceState(null, "", `#${f}`);
              setLink(href);
              setStatus(t("linkHere"));
              await navigator.clipboard?.writeText(href).catch(() => undefined);
            }}
          >
            {t("shareLink")}
          </button>
          <button type="button" onClick={() => window.print()}>
            {t("printFile")}
          </button>
        </div>
        {link !== null && (
          <p className="share">
            <label>
              {t("linkLabel")}{" "}
              <input
                type="text"
                readOnly
                value={link}
                data-testid="share-link"
                onFocus={(e) => e.currentTarget.select()}
              />
            </label>
          </p>
        )}
        {log.replay.error !== undefined && (
          <p className="log-error" role="alert">
            {t("stopsAt", { error: describeLogError(log.replay.error) })}
          </p>
        )}
        <p className="visually-hidden" aria-live="polite">
          {status}
        </p>
      </header>
      <StepControl step={step} max={max} onStep={onStep} {...(stops.length > 0 && { byTrick })} />
      <div className="board-layout screen-only">
        <div className="board-main">
          <section aria-labelledby="hands-h" className="hands-section">
            <h2 id="hands-h">{t("handsAfter", { step })}</h2>
            <Diagram view={view} facts={facts} />
          </section>
          <Auction view={view} explanations={explanations} current={step} facts={facts} />
          <Tricks view={view} current={step} facts={facts} />
          <Result view={view} />
          <ClaimsPanel view={view} />
        </div>
        <div className="board-side">
          <nav className="panel-switch" aria-label={t("panels")}>
            {PANELS.map((p) => (
              <button key={p} type="button" aria-pressed={panel === p} onClick={() => setPanel(p)}>
                {t("panel", { panel: p })}
              </button>
            ))}
          </nav>
          {panel === "step" && (
            <StepPanel
              view={view}
              step={step}
              record={records[step - 1]}
              line={log.decoded.lines[step - 1]?.line}
              error={stepError}
              refused={refused}
            />
          )}
          {panel === "facts" && <FactsPanel view={view} facts={facts} onStep={onStep} />}
          {panel === "rulings" && (
            <RulingsPanel view={view} records={records.slice(0, step)} refused={refused} />
          )}
          {panel === "whatif" && (
            <WhatIf
              log={log}
              step={step}
              before={before.view}
              view={view}
              branch={branch}
              onBranch={(b, note) => {
                setBranch(b);
                setStatus(
                  b === null ? t("branchDiscarded") : t("branchReplayed", { note: note ?? t("changed") }),
                );
              }}
              onOpenBranch={(b) => onOpenLog(b)}
            />
          )}
          {panel === "timeline" && (
            <Timeline
              records={records}
              view={log.replay.view}
              step={step}
              onStep={onStep}
              edition={view.edition}
              refused={refusalOf(log.replay.error)}
            />
          )}
          {panel === "dd" && <DoubleDummyPanel view={view} />}
          {panel === "file" && (
            <div className="file-preview">
              <p>{t("filePreview")}</p>
              <AppealFile log={log} />
            </div>
          )}
        </div>
      </div>
      {printing && (
        <div className="print-only">
          <AppealFile log={log} />
        </div>
      )}
    </div>
  );
};
