import { type Seat, SUITS, type Suit } from "@bridgelaw/cards";
import type { BoardView } from "@bridgelaw/table";
import { type ReactNode, useId } from "react";
import type { Explanation } from "../model/facts.ts";
import {
  CallText,
  CardText,
  ContractText,
  LawRef,
  rankText,
  SuitSymbol,
  seatName,
  signed,
} from "./format.tsx";

type Calls = BoardView["auction"]["calls"];

/** What the auction grid reads: the full view, or a seat's view (the live table). */
export type AuctionView = Pick<BoardView, "dealer" | "edition" | "contract" | "declarer"> & {
  readonly auction: Pick<BoardView["auction"], "calls" | "dealer">;
};

/** What the tricks table reads: the full view, or a seat's view. */
export type TricksView = Pick<BoardView, "tricks" | "tricksWon" | "finalTricks" | "edition">;

/** Cards lying face up on the table apart from the hand: penalty cards (50), cards exposed in the auction (24). */
const onTable = (view: BoardView, seat: Seat) => [
  ...view.penaltyCards
    .filter((c) => c.seat === seat)
    .map((c) => ({
      card: c.card,
      law: c.law,
      what: c.kind === undefined ? "penalty card" : `${c.kind} penalty card`,
    })),
  ...view.auction.exposedCards
    .filter((c) => c.seat === seat && c.fate === "on-table")
    .map((c) => ({
      card: c.card,
      law: "24",
      what: c.led ? "led during the auction" : "exposed in the auction",
    })),
];

/** Whether the opening lead is faced: dummy's hand is then on the table (Law 41D). */
const leadFaced = (view: BoardView): boolean => (view.tricks[0]?.cards.length ?? 0) > 0;

const Hand = ({ view, seat }: { view: BoardView; seat: Seat }): ReactNode => {
  const hand = view.hands?.[seat] ?? "-";
  const apart = onTable(view, seat);
  const apartSet = new Set<string>(apart.map((c) => c.card));
  // a PBN hand: four holdings, spades first; "-" when no card is left
  const holdings =
    hand === "-" ? ["", "", "", ""] : hand.split(".").map((h) => h.replace(/[^AKQJT2-9]/g, ""));
  const role =
    view.declarer === seat
      ? "declarer"
      : view.dummy === seat
        ? leadFaced(view)
          ? "dummy, faced (Law 41D)"
          : "dummy"
        : null;
  const player = view.players?.[seat];
  const count = holdings.join("").length;
  return (
    <section className={`hand hand-${seat}`} aria-label={`${seatName(seat)}'s hand`} data-seat={seat}>
      <h3>
        {seatName(seat)}
        {player !== undefined && <span className="player"> {player}</span>}
        {role !== null && <span className="role"> ({role})</span>}
      </h3>
      <ul className="holdings">
        {SUITS.map((suit: Suit, i) => {
          const cards = [...(holdings[i] ?? "")].filter((r) => !apartSet.has(`${suit}${r}`));
          return (
            <li key={suit}>
              <SuitSymbol suit={suit} />{" "}
              <span className="ranks">{cards.length === 0 ? "—" : cards.map(rankText).join(" ")}</span>
            </li>
          );
        })}
      </ul>
      <p className="count">{count === 1 ? "1 card" : `${count} cards`}</p>
      {apart.length > 0 && (
        <ul className="on-table" aria-label={`${seatName(seat)}'s cards on the table`}>
          {apart.map((c) => (
            <li key={c.card}>
              <CardText card={c.card} /> {c.what} (<LawRef law={c.law} edition={view.edition} compact />)
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/** The four hands as they stand at the step: played cards gone, cards on the table shown apart. */
export const Diagram = ({ view }: { view: BoardView }): ReactNode => {
  if (view.hands === null) return <p>No deal yet.</p>;
  return (
    <div className="diagram">
      <Hand view={view} seat="N" />
      <Hand view={view} seat="W" />
      <div className="table-centre">
        <p>
          Board <strong>{view.board}</strong>
        </p>
        <p>Dealer {view.dealer === null ? "?" : seatName(view.dealer)}</p>
        <p>Vulnerable: {view.vulnerability === "None" ? "none" : view.vulnerability}</p>
        <p>{view.edition} Code</p>
      </div>
      <Hand view={view} seat="E" />
      <Hand view={view} seat="S" />
    </div>
  );
};

const COLUMNS: readonly Seat[] = ["W", "N", "E", "S"];
const STATUS_TEXT: Readonly<Record<string, string>> = {
  standing: "",
  deemed: "deemed",
  open: "awaiting a decision",
  withdrawn: "withdrawn",
  cancelled: "cancelled",
};

type Row = (Calls[number] | null)[];

/** The calls laid out by seat: a new row whenever a call does not fall to the right of the one before. */
const rowsOf = (calls: Calls, dealer: Seat | null): Row[] => {
  const rows: Row[] = [];
  let row: Row = [null, null, null, null];
  let col = dealer === null ? 0 : COLUMNS.indexOf(dealer);
  let last = col - 1;
  for (const c of calls) {
    col = COLUMNS.indexOf(c.seat);
    if (col <= last) {
      rows.push(row);
      row = [null, null, null, null];
    }
    row[col] = c;
    last = col;
  }
  if (row.some((c) => c !== null)) rows.push(row);
  return rows;
};

/** A call that is not plainly legal in rotation: the view gives it a Law or a status. */
const irregular = (c: Calls[number]): boolean => c.law !== undefined || c.status !== "standing";

/** The auction grid (W N E S): irregular calls marked with their Law, alerts `!`, explanations by letter. */
export const Auction = ({
  view,
  explanations,
  current,
}: {
  view: AuctionView;
  explanations: readonly Explanation[];
  current?: number;
}): ReactNode => {
  const calls = view.auction.calls;
  const alerted = new Set(explanations.filter((e) => e.kind === "alerted").map((e) => e.about));
  const explained = [...new Set(explanations.filter((e) => e.kind !== "alerted").map((e) => e.about))];
  const letters = new Map(explained.map((about, i) => [about, String.fromCharCode(97 + (i % 26))]));
  const rows = rowsOf(calls, view.auction.dealer ?? view.dealer);
  const hid = useId();
  return (
    <section className="auction" aria-labelledby={hid}>
      <h2 id={hid}>Auction</h2>
      {calls.length === 0 ? (
        <p>No call yet.</p>
      ) : (
        <table className="auction-grid">
          <caption className="visually-hidden">Calls by seat, in the order made</caption>
          <thead>
            <tr>
              {COLUMNS.map((s) => (
                <th key={s} scope="col">
                  {seatName(s)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their order
              <tr key={i}>
                {row.map((c, j) =>
                  c === null ? (
                    <td key={COLUMNS[j]} />
                  ) : (
                    <td
                      key={COLUMNS[j]}
                      className={`call status-${c.status}${irregular(c) ? " irregular" : ""}${c.position === current ? " current" : ""}`}
                      data-position={c.position}
                    >
                      <CallText call={c.call} />
                      {alerted.has(c.position) && (
                        <span className="alert-mark" title="alerted (Law 20F)">
                          !
                        </span>
                      )}
                      {letters.has(c.position) && <sup className="note-mark">{letters.get(c.position)}</sup>}
                      {c.law !== undefined && (
                        <>
                          {" "}
                          <LawRef law={c.law} edition={view.edition} compact />
                        </>
                      )}
                      {STATUS_TEXT[c.status] ? (
                        <span className="status-note"> {STATUS_TEXT[c.status]}</span>
                      ) : null}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {calls.some(irregular) && (
        <ul className="call-notes" aria-label="Irregular calls">
          {calls.filter(irregular).map((c) => (
            // a call and the pass deemed in its place (38C) share a position
            <li key={`${c.position}-${c.seat}-${c.call}`}>
              {c.position}. {seatName(c.seat)} <CallText call={c.call} />: {c.status}
              {c.law !== undefined && (
                <>
                  , <LawRef law={c.law} edition={view.edition} />
                </>
              )}
              {c.reason !== undefined && <span className="reason"> — {c.reason}</span>}
            </li>
          ))}
        </ul>
      )}
      {explained.length + alerted.size > 0 && (
        <ul className="explanations" aria-label="Alerts and explanations">
          {explanations.map((e) => (
            <li key={e.position}>
              {letters.has(e.about) ? <strong>{letters.get(e.about)}</strong> : <strong>!</strong>} call at{" "}
              {e.about}:{" "}
              {e.kind === "alerted" ? "alerted" : e.kind === "explained" ? "explained" : "corrected"} by{" "}
              {seatName(e.seat)} (event {e.position}){e.text !== undefined && <>: “{e.text}”</>}
            </li>
          ))}
        </ul>
      )}
      {view.contract !== null && (
        <p className="contract">
          Contract: <ContractText contract={view.contract} />
          {view.declarer !== null && <> by {seatName(view.declarer)}</>}
        </p>
      )}
    </section>
  );
};

/** The tricks: leader, the cards in the order played (with the Law an irregular card stands under), winner. */
export const Tricks = ({ view, current }: { view: TricksView; current?: number }): ReactNode => {
  const hid = useId();
  return (
    <section className="tricks" aria-labelledby={hid}>
      <h2 id={hid}>Play</h2>
      {view.tricks.length === 0 ? (
        <p>No card played yet.</p>
      ) : (
        <table className="tricks-table">
          <caption className="visually-hidden">Tricks in order, each card with its seat</caption>
          <thead>
            <tr>
              <th scope="col">Trick</th>
              <th scope="col">Led by</th>
              <th scope="col">Cards in order</th>
              <th scope="col">Won by</th>
            </tr>
          </thead>
          <tbody>
            {view.tricks.map((t) => (
              <tr key={t.number}>
                <th scope="row">{t.number}</th>
                <td>{seatName(t.leader)}</td>
                <td>
                  {t.cards.map((c, i) => (
                    <span
                      key={c.position}
                      className={`played${c.position === current ? " current" : ""}${c.law !== undefined ? " irregular" : ""}`}
                    >
                      {i > 0 && ", "}
                      {c.seat} <CardText card={c.card} />
                      {c.law !== undefined && (
                        <>
                          {" "}
                          <LawRef law={c.law} edition={view.edition} compact />
                        </>
                      )}
                    </span>
                  ))}
                </td>
                <td>{t.winner === null ? "…" : seatName(t.winner)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="tricks-won">
        Tricks won: North-South {view.tricksWon.NS}, East-West {view.tricksWon.EW}
        {(view.finalTricks.NS !== view.tricksWon.NS || view.finalTricks.EW !== view.tricksWon.EW) && (
          <>
            {" "}
            — after Law 64 and any adjustment: North-South {view.finalTricks.NS}, East-West{" "}
            {view.finalTricks.EW}
          </>
        )}
      </p>
    </section>
  );
};

/** The result and score of the board as played (Law 77), once it is complete. */
export const Result = ({ view }: { view: Pick<BoardView, "result" | "phase"> }): ReactNode =>
  view.result === null ? (
    <p className="result">No result yet ({view.phase}).</p>
  ) : (
    <p className="result" data-testid="result">
      <ContractText contract={view.result.contract} />
      {view.result.declarer !== null && <> by {seatName(view.result.declarer)}</>}
      {view.result.tricksByDeclarer !== null && <>, {view.result.tricksByDeclarer} tricks</>}: NS{" "}
      {signed(view.result.score.NS)}, EW {signed(view.result.score.EW)}
    </p>
  );
