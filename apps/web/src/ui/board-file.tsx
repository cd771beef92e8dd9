import { type BoardView, tableResultOf } from "@bridgelaw/table";
import { type ReactNode, useId } from "react";
import type { OpenedLog } from "../model/log.ts";
import type { BoardFile } from "../model/session-file.ts";
import { ContractText, seatName, sideScoreText, signed, vulnerabilityText } from "./format.tsx";

/**
 * A board's result in the list: the table result as it stands (79C corrected, else as played) and the score
 * that applies as a scoring program reads it (`tableResultOf`: the board's standing, a ruling's or an appeal's
 * score when there is one): `3NT S, 9: NS +400`; a dash while the board has no score.
 */
const BoardResult = ({ view }: { view: BoardView }): ReactNode => {
  const result = tableResultOf(view);
  if (result === null) return "—";
  const played = view.standing.corrected ?? view.standing.played;
  return (
    <>
      {played !== null && played.contract !== null && (
        <>
          <ContractText contract={played.contract} />
          {played.declarer !== null && <> {played.declarer}</>}
          {played.tricks !== null && <>, {played.tricks}</>}:{" "}
        </>
      )}
      {result.NS.kind === "points" ? `NS ${signed(result.NS.NS)}` : sideScoreText(result.NS)}
    </>
  );
};

/**
 * The boards of a PBN or LIN file: each with its dealer, vulnerability, players and result, a button that
 * opens it in the viewer; the records the file held that are not boards (or do not replay), with the reason;
 * and the hand records of them all.
 */
export const BoardFilePanel = ({
  file,
  heading,
  current,
  onOpen,
  onRecords,
}: {
  file: BoardFile;
  /** The heading level: the page's own heading when no board is open. */
  heading: "h1" | "h2";
  current: OpenedLog | null;
  onOpen: (b: OpenedLog) => void;
  onRecords: () => void;
}): ReactNode => {
  const hid = useId();
  const H = heading;
  const rejected = file.reports.filter((r) => r.status === "rejected");
  return (
    <section className="board-file" aria-labelledby={hid}>
      <H id={hid}>
        {file.name}: {file.boards.length} board{file.boards.length === 1 ? "" : "s"} (
        {file.format.toUpperCase()})
      </H>
      <div className="buttons">
        <button type="button" onClick={onRecords} disabled={file.boards.length === 0}>
          Hand records of these boards
        </button>
      </div>
      <div className="table-scroll">
        <table className="board-list" data-testid="board-list">
          <caption className="visually-hidden">The boards of the file</caption>
          <thead>
            <tr>
              <th scope="col">Board</th>
              <th scope="col">Dealer, vulnerable</th>
              <th scope="col">Players (N, E, S, W)</th>
              <th scope="col">Result</th>
              <th scope="col">
                <span className="visually-hidden">Open</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {file.boards.map((b) => {
              const v = b.replay.view;
              const players = (["N", "E", "S", "W"] as const).map((s) => v.players?.[s] ?? "—").join(", ");
              return (
                <tr key={b.name} aria-current={b === current ? "true" : undefined}>
                  <th scope="row">{v.board ?? "?"}</th>
                  <td>
                    {v.dealer === null ? "?" : seatName(v.dealer)}, {vulnerabilityText(v.vulnerability)}
                  </td>
                  <td>{players}</td>
                  <td>
                    <BoardResult view={v} />
                  </td>
                  <td>
                    <button
                      type="button"
                      aria-label={`Open board ${v.board ?? "?"} (${b.name})`}
                      onClick={() => onOpen(b)}
                    >
                      Open
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {rejected.length > 0 && (
        <ul className="rejected" aria-label="Records not imported">
          {rejected.map((r) => (
            <li key={r.record}>
              Record {r.record} (line {r.line}){r.board !== undefined && <>, board {r.board}</>}: not
              imported, {r.reason ?? "not a board"}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
