import { type ReactNode, useEffect, useId, useState } from "react";
import { describe, t } from "../ui/lang.ts";
import type { Api, Grant, SessionResults } from "./api.ts";

/**
 * A fact the server sends as data (a table result, how the session is scored), written in the page's language
 * by the words' catalog; the server's English words when the fact is missing (an older server).
 */
const inWords = (fact: unknown, english: string): string =>
  typeof fact === "object" && fact !== null && typeof (fact as { _tag?: unknown })._tag === "string"
    ? describe(fact as { readonly _tag: string })
    : english;

/** A figure as the results print it: two decimals (matchpoints, percentages); a whole score as it is. */
const two = (n: number): string => n.toFixed(2);

/**
 * The session's results, live (issue 29 point 5): the ranking and each board's traveller as the server scores
 * them (`@bridgelaw/scoring`, as `bridgelaw score` does), updated as boards finish (server-sent events). A
 * board is scored and its traveller shown only once it is over at every table that plays it; until then the
 * list says at how many of its tables it is finished.
 */
export const ResultsPage = ({ api, grant }: { api: Api; grant: Grant }): ReactNode => {
  const [results, setResults] = useState<SessionResults | null>(null);
  const [state, setState] = useState<"connecting" | "open" | "error">("connecting");
  const id = useId();
  useEffect(
    () =>
      api.liveResults(grant.session, setResults, (s) => {
        setState(s);
      }),
    [api, grant.session],
  );
  const over = results?.boards.filter((b) => b.over).length ?? 0;
  return (
    <section className="live-results" aria-labelledby={`${id}-h`}>
      <h1 id={`${id}-h`}>{t("resultsTitle", { event: results?.event })}</h1>
      <p aria-live="polite" className="results-state" data-state={state}>
        {results === null
          ? state === "error"
            ? t("resultsUnread")
            : t("resultsReading")
          : t("boardsOver", { over, n: results.boards.length, state })}
      </p>
      {results !== null && (
        <>
          {results.description !== undefined && (
            <p className="how">{inWords(results.how, results.description)}</p>
          )}
          <h2>{t("boards")}</h2>
          <ul className="results-boards">
            {results.boards.map((b) => (
              <li key={b.board} data-board={b.board} data-over={b.over}>
                {t("boardColon", { board: b.board })}
                {b.over ? t("overEverywhere") : t("finishedAt", { finished: b.finished, n: b.tables })}
              </li>
            ))}
          </ul>
          {results.rankings.map((f) => (
            <div key={f.field} className="results-ranking" data-field={f.field}>
              <h2>
                {t("ranking", {
                  field: results.rankings.length > 1 ? t("field", { field: f.field }) : undefined,
                })}
              </h2>
              <table className="stack">
                <thead>
                  <tr>
                    <th scope="col">{t("rank")}</th>
                    <th scope="col">{t("pair")}</th>
                    <th scope="col" className="n">
                      {t("boards")}
                    </th>
                    <th scope="col" className="n">
                      {t("score")}
                    </th>
                    <th scope="col" className="n">
                      %
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {f.lines.map((l) => (
                    <tr key={l.pair}>
                      <td data-label={t("rank")}>{l.rank}</td>
                      <th scope="row" data-label={t("pair")}>
                        {l.pair}
                      </th>
                      <td data-label={t("boards")} className="n">
                        {l.boards}
                      </td>
                      <td data-label={t("score")} className="n">
                        {two(l.total)}
                      </td>
                      <td data-label="%" className="n">
                        {l.percent === undefined ? "" : two(l.percent)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
          {results.travellers.length > 0 && <h2>{t("travellers")}</h2>}
          {results.travellers.map((tr) => (
            <div key={tr.board} className="traveller" data-board={tr.board}>
              <h3>{t("boardTitle", { board: tr.board })}</h3>
              <table className="stack">
                <thead>
                  <tr>
                    <th scope="col">{t("tableCol")}</th>
                    <th scope="col">NS</th>
                    <th scope="col">EW</th>
                    <th scope="col">{t("resultCol")}</th>
                    <th scope="col" className="n">
                      {t("scoreNS")}
                    </th>
                    <th scope="col" className="n">
                      NS
                    </th>
                    <th scope="col" className="n">
                      EW
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {tr.lines.map((l) => (
                    <tr key={`${l.table}-${l.NS}`}>
                      <th scope="row" data-label={t("tableCol")}>
                        {l.table ?? ""}
                      </th>
                      <td data-label="NS">{l.NS ?? ""}</td>
                      <td data-label="EW">{l.EW ?? ""}</td>
                      <td data-label={t("resultCol")}>{inWords(l.label, l.result)}</td>
                      <td data-label={t("scoreNS")} className="n">
                        {l.scoreNS}
                      </td>
                      <td data-label="NS" className="n">
                        {two(l.pointsNS)}
                      </td>
                      <td data-label="EW" className="n">
                        {two(l.pointsEW)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </>
      )}
    </section>
  );
};
