import { type ReactNode, useEffect, useId, useMemo, useState } from "react";
import { t } from "../ui/lang.ts";
import { type Grant, makeApi } from "./api.ts";
import { DirectorPage } from "./director.tsx";
import { ResultsPage } from "./results.tsx";
import { SeatPage } from "./seat.tsx";

const TOKEN_KEY = "bridgelaw.live.token";
const API_KEY = "bridgelaw.live.api";

/** The live table's address: `#live`, optionally `&token=…&api=…` (a link the organiser hands to each person). */
export const isLiveFragment = (hash: string): boolean =>
  new URLSearchParams(hash.replace(/^#/, "")).has("live");

/**
 * Reads a token from the fragment into the tab's session storage and takes it out of the address bar (it
 * grants a seat: it should not stay on screen or in the history).
 */
const takeTokenFromFragment = (): void => {
  const params = new URLSearchParams(location.hash.replace(/^#/, ""));
  const token = params.get("token");
  const api = params.get("api");
  if (token !== null) sessionStorage.setItem(TOKEN_KEY, token);
  if (api !== null) sessionStorage.setItem(API_KEY, api);
  if (token !== null || api !== null) history.replaceState(null, "", "#live");
};

/** The live table: join with a token; a player gets his seat's page, the Director and the committee theirs. */
export const LivePage = ({ onOpenLog }: { onOpenLog: (name: string, text: string) => void }): ReactNode => {
  useMemo(takeTokenFromFragment, []);
  const [token, setToken] = useState(() => sessionStorage.getItem(TOKEN_KEY) ?? "");
  const [base, setBase] = useState(() => sessionStorage.getItem(API_KEY) ?? "/api");
  const [joined, setJoined] = useState(token !== "");
  const [grant, setGrant] = useState<Grant | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [showResults, setShowResults] = useState(false);
  const id = useId();
  const api = useMemo(() => makeApi(base, token), [base, token]);

  useEffect(() => {
    if (!joined) return;
    let live = true;
    api
      .me()
      .then((g) => {
        if (live) setGrant(g);
      })
      .catch((e: Error) => {
        if (!live) return;
        setProblem(t("tokenRefused", { reason: e.message }));
        setJoined(false);
      });
    return () => {
      live = false;
    };
  }, [api, joined]);

  if (!joined || grant === null)
    return (
      <section className="live-join" aria-labelledby={`${id}-h`}>
        <h1 id={`${id}-h`}>{t("livePage")}</h1>
        <p>{t("liveJoinText")}</p>
        {problem !== null && (
          <p className="log-error" role="alert">
            {problem}
          </p>
        )}
        {joined && grant === null && problem === null ? (
          <p aria-live="polite">{t("joining")}</p>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              sessionStorage.setItem(TOKEN_KEY, token);
              sessionStorage.setItem(API_KEY, base);
              setProblem(null);
              setJoined(true);
            }}
          >
            <div className="field">
              <label htmlFor={`${id}-t`}>{t("token")}</label>
              <input
                id={`${id}-t`}
                type="password"
                autoComplete="off"
                value={token}
                onChange={(e) => setToken(e.currentTarget.value.trim())}
                required
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-a`}>{t("serverApi")}</label>
              <input
                id={`${id}-a`}
                type="text"
                value={base}
                onChange={(e) => setBase(e.currentTarget.value.trim())}
              />
            </div>
            <button type="submit">{t("join")}</button>
          </form>
        )}
      </section>
    );

  // a player leaves his table; the Director and the committee sign out of the session (they sit at no table)
  const leave = (
    <button
      type="button"
      className="leave"
      onClick={() => {
        sessionStorage.removeItem(TOKEN_KEY);
        setGrant(null);
        setJoined(false);
        setToken("");
      }}
    >
      {t("leave", { player: grant.role === "player" ? "yes" : "no" })}
    </button>
  );
  // the session's results, live: every token of the session may follow them (the scorer's and the
  // spectators' page; a player and the Director switch to them and back)
  const results = (
    <button type="button" className="results-toggle" onClick={() => setShowResults(!showResults)}>
      {t("resultsToggle", { results: showResults ? "yes" : "no" })}
    </button>
  );
  const seated = grant.role === "player" && grant.seat !== undefined && grant.table !== undefined;
  const directing = grant.role === "director" || grant.role === "committee";
  if ((!seated && !directing) || showResults)
    return (
      <>
        <ResultsPage api={api} grant={grant} />
        {(seated || directing) && results}
        {leave}
      </>
    );
  if (seated)
    return (
      <>
        <SeatPage api={api} grant={grant} />
        {results}
        {leave}
      </>
    );
  return (
    <>
      <DirectorPage api={api} grant={grant} onOpenLog={onOpenLog} />
      {results}
      {leave}
    </>
  );
};
