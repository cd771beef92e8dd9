import {
  type Deal,
  formatHand,
  isVulnerable,
  parseDeal,
  SEATS,
  type Seat,
  SUITS,
  type Suit,
} from "@bridgelaw/cards";
import type { BoardView } from "@bridgelaw/table";
import { Fragment, type ReactNode, useId } from "react";
import type { Explanation, WeighedFact } from "../model/facts.ts";
import { highCardPoints } from "../model/hand-record.ts";
import { FactText, factMarks, leadRestrictionsOf, Marks, targetOf } from "./facts.tsx";
import {
  CallText,
  CardText,
  ContractText,
  LawRef,
  rankText,
  SuitSymbol,
  seatName,
  vulnerabilityText,
} from "./format.tsx";
import { t } from "./lang.ts";

type Calls = BoardView["auction"]["calls"];

/** What the auction grid reads: the full view, or a seat's view (the live table). */
export type AuctionView = Pick<BoardView, "dealer" | "edition" | "contract" | "declarer"> & {
  readonly auction: Pick<BoardView["auction"], "calls" | "dealer">;
  readonly players?: BoardView["players"];
  readonly vulnerability?: BoardView["vulnerability"];
};

/** What the tricks table reads: the full view, or a seat's view. */
export type TricksView = Pick<BoardView, "tricks" | "tricksWon" | "finalTricks" | "edition"> & {
  readonly phase?: BoardView["phase"];
  readonly contract?: BoardView["contract"];
};

/** Cards lying face up on the table apart from the hand: penalty cards (50), cards exposed in the auction (24). */
const onTable = (view: BoardView, seat: Seat) => [
  ...view.penaltyCards
    .filter((c) => c.seat === seat)
    .map((c) => ({
      card: c.card,
      law: c.law,
      what: t("penaltyCard", { kind: c.kind }),
    })),
  ...view.auction.exposedCards
    .filter((c) => c.seat === seat && c.fate === "on-table")
    .map((c) => ({
      card: c.card,
      law: "24",
      what: t("ledInAuction", { led: c.led ? "yes" : "no" }),
    })),
];

/** Whether the opening lead is faced: dummy's hand is then on the table (Law 41D). */
const leadFaced = (view: BoardView): boolean => (view.tricks[0]?.cards.length ?? 0) > 0;

/** The deal as dealt (the view's PBN deal), or null when the board has none yet or it does not read. */
export const dealtOf = (view: Pick<BoardView, "deal">): Deal | null => {
  if (view.deal === null) return null;
  try {
    return parseDeal(view.deal);
  } catch {
    return null;
  }
};

/** The ranks of one suit of a PBN hand (`AKQ2.KJ5.T98.A43`), highest first. */
const ranksOf = (hand: string | undefined, i: number): string[] =>
  hand === undefined || hand === "-" ? [] : [...(hand.split(".")[i] ?? "").replace(/[^AKQJT2-9]/g, "")];

/** The vulnerability of a seat, as a class and in words. */
const vulOf = (view: { vulnerability?: BoardView["vulnerability"] }, seat: Seat) =>
  view.vulnerability === null || view.vulnerability === undefined
    ? null
    : isVulnerable(view.vulnerability, seat);

const VulTag = ({ vulnerable }: { vulnerable: boolean | null }): ReactNode =>
  vulnerable === null ? null : (
    <span className={vulnerable ? "vul-tag vul" : "vul-tag not-vul"}>
      {t("vulTag", { v: vulnerable ? "yes" : "no" })}
    </span>
  );

const Hand = ({
  view,
  seat,
  dealt,
  facts,
}: {
  view: BoardView;
  seat: Seat;
  dealt: Deal | null;
  facts: readonly WeighedFact[];
}): ReactNode => {
  const hand = view.hands?.[seat] ?? "-";
  const dealtHand = dealt === null ? undefined : formatHand(dealt[seat]);
  const apart = onTable(view, seat);
  const apartSet = new Set<string>(apart.map((c) => c.card));
  const role =
    view.declarer === seat
      ? t("role", { role: "declarer" })
      : view.dummy === seat
        ? t("role", { role: leadFaced(view) ? "faced" : "dummy" })
        : null;
  const player = view.players?.[seat];
  const count = hand === "-" ? 0 : hand.replace(/[^AKQJT2-9]/g, "").length;
  const restrictions = leadRestrictionsOf(facts, seat);
  // a card gone from the hand was played, or moved by a correction of the deal (13, 14)
  const played = new Set<string>(
    view.tricks.flatMap((t) => t.cards.filter((c) => c.seat === seat).map((c) => c.card)),
  );
  const vulnerable = vulOf(view, seat);
  return (
    <section
      className={`hand hand-${seat}${vulnerable === true ? " is-vul" : ""}`}
      aria-label={t("handOf", { seat: seatName(seat) })}
      data-seat={seat}
    >
      <h3>
        <span className="seat-name">{seatName(seat)}</span>
        {player !== undefined && <span className="player"> {player}</span>}
        {role !== null && <span className="role"> ({role})</span>} <VulTag vulnerable={vulnerable} />
      </h3>
      <ul className="holdings">
        {SUITS.map((suit: Suit, i) => {
          const now = new Set(ranksOf(hand, i));
          const was = dealtHand === undefined ? [...now] : ranksOf(dealtHand, i);
          // as dealt, highest first: cards still held, played ones greyed; a card corrected into the hand (13, 14) last
          const ranks = [...was, ...[...now].filter((r) => !was.includes(r))].filter(
            (r) => !apartSet.has(`${suit}${r}`),
          );
          return (
            <li key={suit}>
              <SuitSymbol suit={suit} />{" "}
              <span className="ranks">
                {ranks.length === 0
                  ? "—"
                  : ranks.map((r, j) =>
                      now.has(r) ? (
                        <Fragment key={r}>
                          {j > 0 && " "}
                          <span className="rank">{rankText(r)}</span>
                        </Fragment>
                      ) : (
                        <Fragment key={r}>
                          {j > 0 && " "}
                          <span
                            className="rank gone"
                            title={t("goneTitle", { played: played.has(`${suit}${r}`) ? "yes" : "no" })}
                          >
                            {rankText(r)}
                            <span className="visually-hidden">
                              {` (${t("goneTitle", { played: played.has(`${suit}${r}`) ? "yes" : "no" })})`}
                            </span>
                          </span>
                        </Fragment>
                      ),
                    )}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="hand-foot">
        <span className="count">{t("cardCount", { n: count })}</span>
        {dealtHand !== undefined && (
          <span className="hcp" data-testid={`hcp-${seat}`}>
            {t("hcpShort", { n: highCardPoints(dealtHand) })}
          </span>
        )}
      </p>
      {apart.length > 0 && (
        <ul className="on-table" aria-label={t("cardsOnTable", { seat: seatName(seat) })}>
          {apart.map((c) => (
            <li key={c.card}>
              <CardText card={c.card} /> {c.what} (<LawRef law={c.law} edition={view.edition} compact />)
            </li>
          ))}
        </ul>
      )}
      {restrictions.length > 0 && (
        <ul className="lead-restrictions" aria-label={t("leadRestrictionsOn", { seat: seatName(seat) })}>
          {restrictions.map((f) => (
            <li key={`${f.kind}-${f.position}`}>
              <FactText f={f} edition={view.edition} callAt={() => undefined} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/** The trick on the table at the step: the last trick of the view (complete with its winner, or in progress). */
const CurrentTrick = ({ view }: { view: BoardView }): ReactNode => {
  const trick = view.tricks.at(-1);
  const bySeat = new Map((trick?.cards ?? []).map((c) => [c.seat, c]));
  return (
    <div className="current-trick" data-testid="current-trick">
      <p className="trick-head">
        {trick === undefined ? (
          view.phase === "complete" ? (
            t("noPlayInLog")
          ) : (
            t("noCardPlayedYet")
          )
        ) : (
          <>
            {t("trickHead", { n: trick.number, seat: seatName(trick.leader) })}
            {trick.winner !== null && t("wonByComma", { seat: seatName(trick.winner) })}
          </>
        )}
      </p>
      <ul
        className="compass"
        aria-label={trick === undefined ? t("theTable") : t("trickN", { n: trick.number })}
      >
        {SEATS.map((s) => {
          const c = bySeat.get(s);
          const vulnerable = vulOf(view, s);
          return (
            <li key={s} className={`spot spot-${s}`} data-seat={s}>
              <span className={`spot-seat${vulnerable === true ? " vul" : ""}`}>
                <abbr title={seatName(s)}>{s}</abbr>
                <span className="visually-hidden">
                  {vulnerable === null ? "" : t("vulHidden", { v: vulnerable ? "yes" : "no" })}
                </span>
              </span>
              {c === undefined ? (
                <span className="spot-card empty">
                  <span className="visually-hidden">{t("noCard")}</span>
                </span>
              ) : (
                <span
                  className={`spot-card${trick?.winner === s ? " winner" : ""}${c.law !== undefined ? " irregular" : ""}`}
                  data-position={c.position}
                >
                  <CardText card={c.card} />
                  {trick?.winner === s && <span className="visually-hidden">{t("wins")}</span>}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
};

/**
 * The four hands as they stand at the step (played cards greyed where they were, cards on the table shown
 * apart), each with its player, vulnerability and high-card points as dealt; the trick on the table in the
 * centre.
 */
export const Diagram = ({
  view,
  facts = [],
  showTrick = true,
}: {
  view: BoardView;
  facts?: readonly WeighedFact[];
  /** Whether the centre shows the trick on the table (not in the deal as dealt). */
  showTrick?: boolean;
}): ReactNode => {
  if (view.hands === null) return <p>{t("noDeal")}</p>;
  const dealt = dealtOf(view);
  return (
    <div className="diagram">
      <Hand view={view} seat="N" dealt={dealt} facts={facts} />
      <Hand view={view} seat="W" dealt={dealt} facts={facts} />
      <div className="table-centre">
        <p className="board-facts">
          {t("boardLabel")} <strong>{view.board}</strong>
          <span>{t("dealer", { seat: view.dealer === null ? "?" : seatName(view.dealer) })}</span>
          <span>{t("vulnerable", { vul: vulnerabilityText(view.vulnerability) })}</span>
          <span>{t("code", { edition: view.edition })}</span>
        </p>
        {showTrick && <CurrentTrick view={view} />}
      </div>
      <Hand view={view} seat="E" dealt={dealt} facts={facts} />
      <Hand view={view} seat="S" dealt={dealt} facts={facts} />
    </div>
  );
};

const COLUMNS: readonly Seat[] = ["W", "N", "E", "S"];

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

/**
 * The auction grid (W N E S, each with its player and vulnerability): irregular calls marked with their Law,
 * alerts `!`, explanations by letter, and the facts a committee weighs (a break in tempo, `BIT`) on the call
 * they came with.
 */
export const Auction = ({
  view,
  explanations,
  current,
  facts = [],
}: {
  view: AuctionView;
  explanations: readonly Explanation[];
  current?: number;
  facts?: readonly WeighedFact[];
}): ReactNode => {
  const calls = view.auction.calls;
  const alerted = new Set(explanations.filter((e) => e.kind === "alerted").map((e) => e.about));
  const explained = [...new Set(explanations.filter((e) => e.kind !== "alerted").map((e) => e.about))];
  const letters = new Map(explained.map((about, i) => [about, String.fromCharCode(97 + (i % 26))]));
  const rows = rowsOf(calls, view.auction.dealer ?? view.dealer);
  const marks = factMarks(facts);
  const callFacts = facts.filter(
    (f) =>
      (f.kind === "extraneous" || f.kind === "question") && calls.some((c) => c.position === targetOf(f)),
  );
  const hid = useId();
  return (
    <section className="auction" aria-labelledby={hid}>
      <h2 id={hid}>{t("auction")}</h2>
      {calls.length === 0 ? (
        <p>{t("noCallYet")}</p>
      ) : (
        <table className="auction-grid">
          <caption className="visually-hidden">{t("callsCaption")}</caption>
          <thead>
            <tr>
              {COLUMNS.map((s) => {
                const vulnerable = vulOf(view, s);
                return (
                  <th key={s} scope="col" className={vulnerable === true ? "vul" : undefined}>
                    {seatName(s)}
                    {view.players?.[s] !== undefined && <span className="player">{view.players[s]}</span>}
                    {vulnerable !== null && (
                      <span className="visually-hidden">
                        {t("vulHidden", { v: vulnerable ? "yes" : "no" })}
                      </span>
                    )}
                  </th>
                );
              })}
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
                      className={`call status-${c.status}${irregular(c) ? " irregular" : ""}${c.position === current ? " current" : ""}${marks.has(c.position) ? " has-fact" : ""}`}
                      data-position={c.position}
                    >
                      <CallText call={c.call} />
                      {alerted.has(c.position) && (
                        <span className="alert-mark" title={t("alertedTitle")}>
                          !
                        </span>
                      )}
                      {letters.has(c.position) && <sup className="note-mark">{letters.get(c.position)}</sup>}
                      <Marks marks={marks.get(c.position)} />
                      {c.law !== undefined && (
                        <>
                          {" "}
                          <LawRef law={c.law} edition={view.edition} compact />
                        </>
                      )}
                      {c.status !== "standing" && (
                        <span className="status-note"> {t("callStatus", { status: c.status })}</span>
                      )}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {calls.some(irregular) && (
        <ul className="call-notes" aria-label={t("irregularCalls")}>
          {calls.filter(irregular).map((c) => (
            // a call and the pass deemed in its place (38C) share a position
            <li key={`${c.position}-${c.seat}-${c.call}`}>
              {c.position}. {seatName(c.seat)} <CallText call={c.call} />
              {t("colon")}
              {t("callStatus", { status: c.status })}
              {c.law !== undefined && (
                <>
                  , <LawRef law={c.law} edition={view.edition} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {explained.length + alerted.size > 0 && (
        <ul className="explanations" aria-label={t("alerts")}>
          {explanations.map((e) => (
            <li key={e.position}>
              {letters.has(e.about) ? <strong>{letters.get(e.about)}</strong> : <strong>!</strong>}
              {t("callAt", { n: e.about })}
              {t("explanation", { kind: e.kind, seat: seatName(e.seat), n: e.position })}
              {e.text !== undefined && t("quoted", { text: e.text })}
            </li>
          ))}
        </ul>
      )}
      {callFacts.length > 0 && (
        <ul className="call-facts" aria-label={t("hesitations")}>
          {callFacts.map((f) => (
            <li key={`${f.kind}-${f.position}`}>
              <Marks marks={factMarks([f]).get(targetOf(f))} />{" "}
              <FactText
                f={f}
                edition={view.edition}
                callAt={(p) => calls.find((c) => c.position === p)?.call}
              />
            </li>
          ))}
        </ul>
      )}
      {view.contract !== null && (
        <p className="contract">
          {t("contractLine")}
          <ContractText contract={view.contract} />
          {view.declarer !== null && t("by", { seat: seatName(view.declarer) })}
        </p>
      )}
    </section>
  );
};

/**
 * The tricks: leader, the cards in the order played (with the Law an irregular card stands under, and a revoke
 * card marked), winner. `current` marks the card of the step and its trick's row.
 */
export const Tricks = ({
  view,
  current,
  facts = [],
}: {
  view: TricksView;
  current?: number;
  facts?: readonly WeighedFact[];
}): ReactNode => {
  const hid = useId();
  const marks = factMarks(facts);
  return (
    <section className="tricks" aria-labelledby={hid}>
      <h2 id={hid}>{t("play")}</h2>
      {view.tricks.length === 0 ? (
        <p className="no-play">
          {view.phase !== "complete"
            ? t("noCardYet")
            : view.contract === "Pass"
              ? t("noPlayPassedOut")
              : t("playNotInLog")}
        </p>
      ) : (
        <table className="tricks-table">
          <caption className="visually-hidden">{t("tricksCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("trick")}</th>
              <th scope="col">{t("ledBy")}</th>
              <th scope="col">{t("cardsInOrder")}</th>
              <th scope="col">{t("wonBy")}</th>
            </tr>
          </thead>
          <tbody>
            {view.tricks.map((t) => (
              <tr
                key={t.number}
                className={t.cards.some((c) => c.position === current) ? "current-row" : undefined}
              >
                <th scope="row">{t.number}</th>
                <td>{seatName(t.leader)}</td>
                <td>
                  {t.cards.map((c, i) => (
                    <span
                      key={c.position}
                      className={`played${c.position === current ? " current" : ""}${c.law !== undefined ? " irregular" : ""}${marks.get(c.position)?.some((m) => m.kind === "revoke") ? " revoke-card" : ""}`}
                      data-position={c.position}
                    >
                      {i > 0 && ", "}
                      <abbr title={seatName(c.seat)}>{c.seat}</abbr> <CardText card={c.card} />
                      <Marks marks={marks.get(c.position)} />
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
      {view.tricks.length > 0 && (
        <p className="tricks-won">
          {t("tricksWon", { ns: view.tricksWon.NS, ew: view.tricksWon.EW })}
          {(view.finalTricks.NS !== view.tricksWon.NS || view.finalTricks.EW !== view.tricksWon.EW) &&
            t("afterLaw64", { ns: view.finalTricks.NS, ew: view.finalTricks.EW })}
        </p>
      )}
    </section>
  );
};
