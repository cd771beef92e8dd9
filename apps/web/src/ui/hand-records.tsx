import { formatHand, isVulnerable, type Seat, SUITS } from "@bridgelaw/cards";
import type { BoardView } from "@bridgelaw/table";
import { type ReactNode, useId, useMemo } from "react";
import { useDoubleDummy } from "../model/double-dummy.ts";
import { highCardPoints } from "../model/hand-record.ts";
import type { OpenedLog } from "../model/log.ts";
import type { BoardFile } from "../model/session-file.ts";
import { dealtOf } from "./board.tsx";
import { DdResultView, ddInputOf } from "./double-dummy.tsx";
import { ContractText, rankText, SuitSymbol, seatName, signed, vulnerabilityText } from "./format.tsx";
import { t } from "./lang.ts";

/**
 * Hand records as BridgeComposer prints them: several deals a page (four to an A4 page), each with the board,
 * dealer and vulnerability, the four hands as dealt with their players and high-card points, the double-dummy
 * table and par (solved in workers, `double-dummy.ts`).
 */

const HandBlock = ({ view, seat, hand }: { view: BoardView; seat: Seat; hand: string }): ReactNode => {
  const suits = hand === "-" ? ["", "", "", ""] : hand.split(".");
  const vul = view.vulnerability === null ? false : isVulnerable(view.vulnerability, seat);
  return (
    <div className={`rec-hand rec-${seat}`} data-seat={seat}>
      <p className={`rec-seat${vul ? " vul" : ""}`}>
        {seatName(seat)}
        {view.players?.[seat] !== undefined && <span className="player"> {view.players[seat]}</span>}
      </p>
      <ul className="holdings">
        {SUITS.map((s, i) => (
          <li key={s}>
            <SuitSymbol suit={s} />{" "}
            {(suits[i] ?? "") === "" ? "—" : [...(suits[i] ?? "")].map(rankText).join(" ")}
          </li>
        ))}
      </ul>
    </div>
  );
};

/** One board of the hand records. */
export const HandRecord = ({
  log,
  state,
}: {
  log: OpenedLog;
  state: Parameters<typeof DdResultView>[0]["state"];
}): ReactNode => {
  const view = log.replay.view;
  const dealt = dealtOf(view);
  const hid = useId();
  if (dealt === null) return null;
  const hands = Object.fromEntries(
    (["N", "E", "S", "W"] as const).map((s) => [s, formatHand(dealt[s])]),
  ) as Record<Seat, string>;
  const result = view.result;
  return (
    <article className="hand-record" aria-labelledby={hid} data-board={view.board ?? ""}>
      <h3 id={hid}>
        {t("boardTitle", { board: view.board ?? "?" })}
        <span className="rec-meta">
          {t("recMeta", {
            dealer: view.dealer === null ? "?" : seatName(view.dealer),
            vul: vulnerabilityText(view.vulnerability),
          })}
        </span>
      </h3>
      <div className="rec-diagram">
        <HandBlock view={view} seat="N" hand={hands.N} />
        <HandBlock view={view} seat="W" hand={hands.W} />
        <div className="rec-hcp">
          <span className="visually-hidden">{t("hcp")}</span>
          {(["N", "W", "E", "S"] as const).map((s) => (
            <span key={s} className={`hcp-${s}`} data-testid={`rec-hcp-${s}`}>
              <abbr title={seatName(s)}>{s}</abbr> {highCardPoints(hands[s])}
            </span>
          ))}
        </div>
        <HandBlock view={view} seat="E" hand={hands.E} />
        <HandBlock view={view} seat="S" hand={hands.S} />
      </div>
      {result !== null && (
        <p className="rec-result">
          {t("played")}
          <ContractText contract={result.contract} />
          {result.declarer !== null && t("by", { seat: seatName(result.declarer) })}
          {result.tricksByDeclarer !== null && t("recTricks", { n: result.tricksByDeclarer })}, NS{" "}
          {signed(result.score.NS)}
        </p>
      )}
      <DdResultView state={state} compact />
    </article>
  );
};

/** Every board of a PBN or LIN file as hand records: on screen, and printed four to a page. */
export const HandRecords = ({ file }: { file: BoardFile }): ReactNode => {
  const inputs = useMemo(() => file.boards.map((b) => ddInputOf(b.replay.view)), [file]);
  const states = useDoubleDummy(inputs);
  const solved = states.filter((s) => s?.state === "done").length;
  const withDeal = inputs.filter((i) => i !== null).length;
  const hid = useId();
  return (
    <section className="hand-records" aria-labelledby={hid}>
      <h2 id={hid}>
        {t("handRecordsTitle", { name: file.name })}
        {file.boards[0]?.replay.view.event !== undefined && (
          <>
            , <span className="log-words">{file.boards[0].replay.view.event}</span>
          </>
        )}
      </h2>
      <p className="screen-only" role="status" data-testid="records-status">
        {solved === withDeal ? t("ddSolved", { n: withDeal }) : t("ddSolvingOf", { solved, n: withDeal })}
      </p>
      <div className="records-grid">
        {file.boards.map((b, i) => (
          <HandRecord key={b.name} log={b} state={states[i]} />
        ))}
      </div>
    </section>
  );
};
