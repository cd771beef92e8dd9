import { type ReactNode, useEffect, useId, useState } from "react";
import type { Api, Grant, SessionResults } from "./api.ts";

/** A figure as the results print it: two decimals (matchpoints, percentages); a whole score as it is. */
const two = (n: number): string => n.toFixed(2);

const FIELD: Readonly<Record<string, string>> = {
  NS: "North-South",
  EW: "East-West",
  all: "All pairs",
};

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
      <h1 id={`${id}-h`}>Results{results !== null ? `: ${results.event}` : ""}</h1>
      <p aria-live="polite" className="results-state" data-state={state}>
        {results === null
          ? state === "error"
            ? "The results could not be read: the connection is retried."
            : "Reading the results…"
          : `${over} of ${results.boards.length} board${results.boards.length === 1 ? "" : "s"} over at every table${state === "error" ? " (connection lost: retrying)" : ", updated live"}.`}
      </p>
      {results !== null && (
        <>
          {results.description !== undefined && <p className="how">{results.description}</p>}
          <h2>Boards</h2>
          <ul className="results-boards">
            {results.boards.map((b) => (
              <li key={b.board} data-board={b.board} data-over={b.over}>
                Board {b.board}:{" "}
                {b.over
                  ? "over at every table"
                  : `finished at ${b.finished} of ${b.tables} table${b.tables === 1 ? "" : "s"}: its results are shown when it is over everywhere`}
              </li>
            ))}
          </ul>
          {results.rankings.map((f) => (
            <div key={f.field} className="results-ranking" data-field={f.field}>
              <h2>Ranking{results.rankings.length > 1 ? `: ${FIELD[f.field] ?? f.field}` : ""}</h2>
              <table className="stack">
                <thead>
                  <tr>
                    <th scope="col">Rank</th>
                    <th scope="col">Pair</th>
                    <th scope="col" className="n">
                      Boards
                    </th>
                    <th scope="col" className="n">
                      Score
                    </th>
                    <th scope="col" className="n">
                      %
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {f.lines.map((l) => (
                    <tr key={l.pair}>
                      <td data-label="Rank">{l.rank}</td>
                      <th scope="row" data-label="Pair">
                        {l.pair}
                      </th>
                      <td data-label="Boards" className="n">
                        {l.boards}
                      </td>
                      <td data-label="Score" className="n">
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
          {results.travellers.length > 0 && <h2>Travellers</h2>}
          {results.travellers.map((t) => (
            <div key={t.board} className="traveller" data-board={t.board}>
              <h3>Board {t.board}</h3>
              <table className="stack">
                <thead>
                  <tr>
                    <th scope="col">Table</th>
                    <th scope="col">NS</th>
                    <th scope="col">EW</th>
                    <th scope="col">Result</th>
                    <th scope="col" className="n">
                      Score NS
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
                  {t.lines.map((l) => (
                    <tr key={`${l.table}-${l.NS}`}>
                      <th scope="row" data-label="Table">
                        {l.table ?? ""}
                      </th>
                      <td data-label="NS">{l.NS ?? ""}</td>
                      <td data-label="EW">{l.EW ?? ""}</td>
                      <td data-label="Result">{l.result}</td>
                      <td data-label="Score NS" className="n">
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
