import { type BoardView, tableResultOf } from "@bridgelaw/table";
import { type ReactNode, useId } from "react";
import type { OpenedLog } from "../model/log.ts";
import type { BoardFile } from "../model/session-file.ts";
import { ContractText, seatName, sideScoreText, signed, vulnerabilityText } from "./format.tsx";
import { importReason, t } from "./lang.ts";

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
          {played.tricks !== null && <>, {played.tricks}</>}
          {t("colon")}
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
        {t("fileTitle", { name: file.name, n: file.boards.length, format: file.format.toUpperCase() })}
      </H>
      <div className="buttons">
        <button type="button" onClick={onRecords} disabled={file.boards.length === 0}>
          {t("handRecordsOf")}
        </button>
      </div>
      <div className="table-scroll">
        <table className="board-list" data-testid="board-list">
          <caption className="visually-hidden">{t("fileBoardsCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("boardLabel")}</th>
              <th scope="col">{t("dealerVul")}</th>
              <th scope="col">{t("playersCol")}</th>
              <th scope="col">{t("resultCol")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("open")}</span>
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
                      aria-label={t("openBoard", { board: v.board ?? "?", name: b.name })}
                      onClick={() => onOpen(b)}
                    >
                      {t("open")}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {rejected.length > 0 && (
        <ul className="rejected" aria-label={t("notImported")}>
          {rejected.map((r) => (
            <li key={r.record}>
              {t("recordNotImported", {
                record: r.record,
                line: r.line,
                board: r.board,
                reason: importReason(r) ?? t("notABoard"),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
