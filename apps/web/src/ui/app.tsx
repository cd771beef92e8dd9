import { type ReactNode, useCallback, useEffect, useState } from "react";
import { isLiveFragment, LivePage } from "../live/live.tsx";
import { loadExample } from "../model/examples.ts";
import { type OpenedLog, openLog } from "../model/log.ts";
import { type BoardFile, isBoardFile, openBoardFile } from "../model/session-file.ts";
import { parseFragment, unpackLog } from "../model/share.ts";
import { BoardFilePanel } from "./board-file.tsx";
import { HandRecords } from "./hand-records.tsx";
import { describeLogError, importReason, lawLang, t } from "./lang.ts";
import { LangSwitch } from "./lang-switch.tsx";
import { OpenPanel, type OpenRequest } from "./open.tsx";
import { Viewer } from "./viewer.tsx";

const nameOfUrl = (url: string): string => {
  try {
    return decodeURIComponent(new URL(url, location.href).pathname.split("/").pop() || "board.jsonl");
  } catch {
    return "board.jsonl";
  }
};

const fetchText = async (url: string): Promise<string> => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.text();
};

/** The viewer app: open a log (file, drop, URL, example, link), then step through it. */
export const App = (): ReactNode => {
  const [log, setLog] = useState<OpenedLog | null>(null);
  const [step, setStep] = useState<number | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [live, setLive] = useState(() => isLiveFragment(location.hash));

  const [file, setFile] = useState<BoardFile | null>(null);
  const [records, setRecords] = useState(false);
  // the language chosen: its change re-renders the app, every text read from the catalogs again
  const [, setLang] = useState(lawLang);

  const open = useCallback(async (r: OpenRequest | { kind: "link"; data: string }, at?: number) => {
    setBusy(true);
    setProblem(null);
    try {
      // a PBN or LIN file: its boards (one opens at once; several are listed)
      if (r.kind === "file" || r.kind === "url") {
        const name = r.kind === "file" ? r.file.name : nameOfUrl(r.url);
        const text = r.kind === "file" ? await r.file.text() : await fetchText(r.url);
        if (isBoardFile(name, text)) {
          const f = await openBoardFile(name, text);
          if (f.boards.length === 0)
            throw new Error(
              t("noBoardRead", {
                name,
                reports:
                  f.reports
                    .map((x) => t("recordProblem", { record: x.record, reason: importReason(x) ?? x.status }))
                    .join("; ") || t("noRecord"),
              }),
            );
          setRecords(false);
          setStep(undefined);
          if (f.boards.length === 1 && f.reports.length === 1) {
            setFile(null);
            setLog(f.boards[0]!);
          } else {
            setFile(f);
            setLog(null);
          }
          return;
        }
        const opened =
          r.kind === "file"
            ? openLog(name, text, { kind: "file" })
            : openLog(name, text, { kind: "url", url: r.url });
        if (opened.decoded.lines.length === 0)
          throw new Error(
            opened.replay.error === undefined ? t("noEvent") : describeLogError(opened.replay.error),
          );
        setFile(null);
        setRecords(false);
        setStep(at);
        setLog(opened);
        return;
      }
      const opened =
        r.kind === "example"
          ? openLog(r.path.split("/").pop()!, await loadExample(r.path), {
              kind: "example",
              path: r.path,
            })
          : openLog("shared-board.jsonl", await unpackLog(r.data), { kind: "link" });
      if (opened.decoded.lines.length === 0)
        throw new Error(
          opened.replay.error === undefined ? t("noEvent") : describeLogError(opened.replay.error),
        );
      setFile(null);
      setRecords(false);
      setStep(at);
      setLog(opened);
    } catch (e) {
      setProblem(t("couldNotOpen", { reason: (e as Error).message }));
    } finally {
      setBusy(false);
    }
  }, []);

  useEffect(() => {
    const fromHash = () => {
      setLive(isLiveFragment(location.hash));
      const shared = parseFragment(location.hash);
      if (shared === null) return;
      void open(
        shared.kind === "log"
          ? { kind: "link", data: shared.data }
          : shared.kind === "url"
            ? { kind: "url", url: shared.url }
            : { kind: "example", path: shared.path },
        shared.step,
      );
    };
    fromHash();
    window.addEventListener("hashchange", fromHash);
    return () => window.removeEventListener("hashchange", fromHash);
  }, [open]);

  // a file dropped anywhere on the page opens
  useEffect(() => {
    const over = (e: DragEvent) => e.preventDefault();
    const drop = (e: DragEvent) => {
      e.preventDefault();
      const f = e.dataTransfer?.files[0];
      if (f !== undefined) void open({ kind: "file", file: f });
    };
    window.addEventListener("dragover", over);
    window.addEventListener("drop", drop);
    return () => {
      window.removeEventListener("dragover", over);
      window.removeEventListener("drop", drop);
    };
  }, [open]);

  return (
    <>
      <a className="skip-link screen-only" href="#main">
        {t("skipLink")}
      </a>
      <header className="app-header screen-only">
        <p className="app-name">
          <strong>bridgelaw</strong> {t("appName", { live: live ? "yes" : "no" })}
        </p>
        <nav aria-label={t("pages")}>
          <a href="#viewer" aria-current={live ? undefined : "page"}>
            {t("viewerPage")}
          </a>{" "}
          <a href="#live" aria-current={live ? "page" : undefined}>
            {t("livePage")}
          </a>
        </nav>
        <LangSwitch onChange={() => setLang(lawLang())} />
      </header>
      <main id="main" tabIndex={-1}>
        {live ? (
          <LivePage
            onOpenLog={(name, text) => {
              history.pushState(null, "", location.pathname);
              setLive(false);
              setStep(undefined);
              setLog(openLog(name, text, { kind: "server", board: name }));
            }}
          />
        ) : records && file !== null ? (
          <>
            <p className="screen-only">
              <button type="button" onClick={() => setRecords(false)}>
                {t("backToBoards", { name: file.name })}
              </button>{" "}
              <button type="button" onClick={() => window.print()}>
                {t("printRecords")}
              </button>
            </p>
            <HandRecords file={file} />
          </>
        ) : log !== null ? (
          <Viewer
            key={`${log.name}:${log.text.length}:${log.source.kind}`}
            log={log}
            {...(step !== undefined && { initialStep: step })}
            onOpenLog={(l) => {
              setStep(undefined);
              setLog(l);
            }}
          />
        ) : file !== null ? null : (
          <h1 className="screen-only">{t("replayTitle")}</h1>
        )}
        <div className="screen-only" hidden={live || records}>
          {busy && <p aria-live="polite">{t("opening")}</p>}
          {problem !== null && (
            <p className="log-error" role="alert">
              {problem}
            </p>
          )}
          {file !== null && (
            <BoardFilePanel
              file={file}
              heading={log === null ? "h1" : "h2"}
              current={log}
              onOpen={(b) => {
                setStep(undefined);
                setLog(b);
                window.scrollTo(0, 0);
              }}
              onRecords={() => setRecords(true)}
            />
          )}
          <details className="opener" open={log === null && file === null}>
            <summary>{log === null ? t("open") : t("openAnother")}</summary>
            <OpenPanel onOpen={(r) => void open(r)} />
          </details>
        </div>
      </main>
    </>
  );
};
