import { type ReactNode, useCallback, useEffect, useState } from "react";
import { isLiveFragment, LivePage } from "../live/live.tsx";
import { loadExample } from "../model/examples.ts";
import { type OpenedLog, openLog } from "../model/log.ts";
import { parseFragment, unpackLog } from "../model/share.ts";
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

  const open = useCallback(async (r: OpenRequest | { kind: "link"; data: string }, at?: number) => {
    setBusy(true);
    setProblem(null);
    try {
      const opened =
        r.kind === "file"
          ? openLog(r.file.name, await r.file.text(), { kind: "file" })
          : r.kind === "url"
            ? openLog(nameOfUrl(r.url), await fetchText(r.url), { kind: "url", url: r.url })
            : r.kind === "example"
              ? openLog(r.path.split("/").pop()!, await loadExample(r.path), {
                  kind: "example",
                  path: r.path,
                })
              : openLog("shared-board.jsonl", await unpackLog(r.data), { kind: "link" });
      if (opened.decoded.lines.length === 0)
        throw new Error(
          opened.replay.error === undefined
            ? "the log has no event"
            : `line ${opened.replay.error.line}: ${opened.replay.error.reason}`,
        );
      setStep(at);
      setLog(opened);
    } catch (e) {
      setProblem(`Could not open the log: ${(e as Error).message}`);
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
        Skip to the board
      </a>
      <header className="app-header screen-only">
        <p className="app-name">
          <strong>bridgelaw</strong> {live ? "live table" : "board viewer"}
        </p>
        <nav aria-label="Pages">
          <a href="#viewer" aria-current={live ? undefined : "page"}>
            Viewer
          </a>{" "}
          <a href="#live" aria-current={live ? "page" : undefined}>
            Live table
          </a>
        </nav>
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
        ) : (
          <h1 className="screen-only">Replay a board by the Laws</h1>
        )}
        <div className="screen-only" hidden={live}>
          {busy && <p aria-live="polite">Opening…</p>}
          {problem !== null && (
            <p className="log-error" role="alert">
              {problem}
            </p>
          )}
          <details className="opener" open={log === null}>
            <summary>{log === null ? "Open" : "Open another log"}</summary>
            <OpenPanel onOpen={(r) => void open(r)} />
          </details>
        </div>
      </main>
    </>
  );
};
