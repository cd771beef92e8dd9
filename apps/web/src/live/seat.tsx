import { partner as partnerOf, SEATS, type Seat, SUITS, type Suit } from "@bridgelaw/cards";
import type { SeatHand, SeatView } from "@bridgelaw/table";
import { type ReactNode, useCallback, useEffect, useId, useMemo, useState } from "react";
import type { Explanation } from "../model/facts.ts";
import { Auction } from "../ui/board.tsx";
import { CallText, CardText, LawRef, rankText, SuitSymbol, seatName } from "../ui/format.tsx";
import { describe, t } from "../ui/lang.ts";
import { Result } from "../ui/standing.tsx";
import { type Api, ApiError, type BoardMessage, type Grant } from "./api.ts";
import { BIDS, callDone, callName, cardName, typedCall, typedCard } from "./names.ts";

const explanationsOf = (v: SeatView): Explanation[] =>
  (v.explanations ?? []).map((e) => ({
    position: e.position,
    seat: e.seat,
    about: e.about,
    kind: e.kind === "alert" ? "alerted" : e.kind === "explanation" ? "explained" : "corrected",
    ...(e.text !== undefined && { text: e.text }),
  }));

/** A hand at the live table: its cards when the viewer may see them, as buttons when he may play them. */
const LiveHand = ({
  seat,
  hand,
  view,
  me,
  playable,
  legal,
  onPlay,
}: {
  seat: Seat;
  hand: SeatHand;
  view: SeatView;
  me: Seat;
  playable: boolean;
  legal: ReadonlySet<string>;
  onPlay: (card: string, seat: Seat) => void;
}): ReactNode => {
  const role =
    seat === me
      ? t("liveRole", { role: "you" })
      : view.declarer === seat
        ? t("liveRole", { role: "declarer" })
        : view.dummy === seat
          ? t("liveRole", { role: "dummy" })
          : null;
  const bySuit = (suit: Suit) => (hand.cards ?? []).filter((c) => c[0] === suit);
  return (
    <section
      className={`hand live-hand hand-${seat}`}
      aria-label={t("handOf", { seat: seatName(seat) })}
      data-seat={seat}
    >
      <h3>
        {seatName(seat)}
        {view.players?.[seat] !== undefined && <span className="player"> {view.players[seat]}</span>}
        {role !== null && <span className="role"> ({role})</span>}
      </h3>
      {hand.cards === undefined ? (
        <p className="face-down">{t("faceDown", { n: hand.count })}</p>
      ) : (
        <ul className="holdings">
          {SUITS.map((suit) => (
            <li key={suit}>
              <SuitSymbol suit={suit} />{" "}
              {bySuit(suit).length === 0
                ? "—"
                : bySuit(suit).map((c) =>
                    playable ? (
                      <button
                        key={c}
                        type="button"
                        className={`card-button${legal.has(c) ? " legal" : ""}`}
                        aria-label={t("playCard", { card: cardName(c), legal: legal.has(c) ? "yes" : "no" })}
                        onClick={() => onPlay(c, seat)}
                      >
                        {rankText(c.slice(1))}
                      </button>
                    ) : (
                      <span key={c} className="rank">
                        {rankText(c.slice(1))}{" "}
                      </span>
                    ),
                  )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/** The bidding box: every call (an irregular call is a fact the Laws rectify); the legal ones stand out. */
const BiddingBox = ({
  legal,
  onCall,
  disabled,
}: {
  legal: ReadonlySet<string>;
  onCall: (c: string) => void;
  disabled: boolean;
}): ReactNode => (
  <fieldset className="bidding-box">
    <legend>{t("biddingBox")}</legend>
    <div className="bids">
      {BIDS.map((b) => (
        <button
          key={b}
          type="button"
          className={legal.has(b) ? "legal" : "not-legal"}
          aria-label={legal.has(b) ? callName(b) : t("insufficientNow", { call: callName(b) })}
          disabled={disabled}
          onClick={() => onCall(b)}
        >
          <CallText call={b} />
        </button>
      ))}
    </div>
    <div className="others">
      {["P", "X", "XX"].map((c) => (
        <button
          key={c}
          type="button"
          className={legal.has(c) ? "legal" : "not-legal"}
          aria-label={legal.has(c) ? callName(c) : t("notLegalNow", { call: callName(c) })}
          disabled={disabled}
          onClick={() => onCall(c)}
        >
          {callName(c)}
        </button>
      ))}
    </div>
  </fieldset>
);

/** Type a call or a card and press Enter: the keyboard way to act. */
const TypeIn = ({
  label,
  parse,
  onEnter,
  hint,
  disabled = false,
}: {
  label: string;
  parse: (text: string) => string | null;
  onEnter: (v: string) => void;
  hint: string;
  disabled?: boolean;
}): ReactNode => {
  const id = useId();
  const [text, setText] = useState("");
  const [bad, setBad] = useState(false);
  return (
    <form
      className="type-in"
      onSubmit={(e) => {
        e.preventDefault();
        const v = parse(text);
        setBad(v === null);
        if (v !== null) {
          onEnter(v);
          setText("");
        }
      }}
    >
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        aria-invalid={bad}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        disabled={disabled}
      />
      <button type="submit" disabled={disabled}>
        {t("enter")}
      </button>
      <span id={`${id}-hint`} className="hint">
        {bad ? t("notUnderstood", { hint }) : hint}
      </span>
    </form>
  );
};

/**
 * The tricks a player may look at (Law 66): the trick on the table, and the last quitted trick until his side
 * has led or played to the next one (66A); no other quitted trick (66C: only the count of tricks won).
 */
export const SeatTricks = ({ view, me }: { view: SeatView; me: Seat }): ReactNode => {
  const hid = useId();
  const last = view.tricks.at(-1);
  const current = last !== undefined && last.winner === null ? last : undefined;
  const quitted = view.tricks.filter((t) => t.winner !== null);
  // the trick just completed is on the table until the next lead; once a card is led to the next, it is the
  // last quitted trick, which a player may see until his side has played to the next (66A)
  const shown = current ?? quitted.at(-1);
  const lastQuitted = current === undefined ? undefined : quitted.at(-1);
  const side = [me, partnerOf(me)];
  const mayReview =
    lastQuitted !== undefined && !(current?.cards.some((c) => side.includes(c.seat)) ?? false);
  const trickLine = (t: (typeof view.tricks)[number]) =>
    t.cards.map((c, i) => (
      <span key={c.position}>
        {i > 0 && ", "}
        {seatName(c.seat)} <CardText card={c.card} />
      </span>
    ));
  return (
    <section className="seat-tricks" aria-labelledby={hid} data-testid="seat-tricks">
      <h2 id={hid}>{t("play")}</h2>
      {shown === undefined ? (
        <p>{t("noCardYet")}</p>
      ) : (
        <ul className="trick-list">
          <li data-trick={shown.number}>
            <strong>{t("trickBold", { n: shown.number })}</strong>
            {t("onTheTable", {
              won: shown.winner === null ? "no" : "yes",
              seat: shown.winner === null ? "" : seatName(shown.winner),
            })}
            {t("colon")}
            {trickLine(shown)}
          </li>
          {mayReview && lastQuitted !== undefined && (
            <li data-trick={lastQuitted.number} className="last-quitted">
              <strong>{t("lastTrick", { n: lastQuitted.number })}</strong>
              {t("wonBySemicolon", { seat: seatName(lastQuitted.winner ?? me) })}
              <LawRef law="66A" edition={view.edition} compact />
              {t("closeColon")}
              {trickLine(lastQuitted)}
            </li>
          )}
        </ul>
      )}
      {quitted.length > 1 && (
        <p className="hint">
          {t("earlierTricks")}
          <LawRef law="66C" edition={view.edition} compact />
          {t("closeDot")}
        </p>
      )}
      <p className="tricks-won">{t("tricksWon", { ns: view.tricksWon.NS, ew: view.tricksWon.EW })}</p>
    </section>
  );
};

/** One seat's page at a live table: its own view only, calls and cards by click or keyboard, live. */
export const SeatPage = ({ api, grant }: { api: Api; grant: Grant }): ReactNode => {
  const me = grant.seat as Seat;
  const table = grant.table ?? "";
  const [boards, setBoards] = useState<ReadonlyMap<number, BoardMessage>>(new Map());
  const [board, setBoard] = useState<number | null>(null);
  const [status, setStatus] = useState("");
  const [connection, setConnection] = useState<"connecting" | "open" | "error">("connecting");
  const [busy, setBusy] = useState(false);
  const boardSelect = useId();

  const accept = useCallback((m: BoardMessage) => {
    setBoards((old) => {
      const had = old.get(m.board);
      if (had !== undefined && had.version > m.version) return old;
      const next = new Map(old);
      next.set(m.board, m);
      return next;
    });
  }, []);

  useEffect(
    () => api.live(grant.session, { table }, accept, (s) => setConnection(s === "open" ? "open" : "error")),
    [api, grant.session, table, accept],
  );

  // the board to show: the one chosen, else the first not complete
  const shown = useMemo(() => {
    if (board !== null && boards.has(board)) return board;
    const list = [...boards.values()].sort((a, b) => a.board - b.board);
    return (list.find((m) => (m.view as unknown as SeatView).phase !== "complete") ?? list[0])?.board ?? null;
  }, [board, boards]);
  const message = shown === null ? undefined : boards.get(shown);
  const view = message?.view as unknown as SeatView | undefined;

  const act = useCallback(
    async (command: Record<string, unknown>, said: string) => {
      if (shown === null) return;
      setBusy(true);
      try {
        accept(await api.command(grant.session, table, shown, command));
        setStatus(said);
      } catch (e) {
        setStatus(
          e instanceof ApiError
            ? t("refused", { code: e.code, words: e.words })
            : t("notSent", { reason: (e as Error).message }),
        );
      } finally {
        setBusy(false);
      }
    },
    [api, grant.session, table, shown, accept],
  );

  if (view === undefined || message === undefined)
    return (
      <section className="seat-page" aria-labelledby="seat-h">
        <h1 id="seat-h">{t("tableSeat", { table, seat: seatName(me) })}</h1>
        <p aria-live="polite">{connection === "error" ? t("cannotReach") : t("connecting")}</p>
      </section>
    );

  const turn = view.turn;
  const legal = new Set(turn?.legal ?? []);
  // a ruling the table waits for (27B1, 25, 9B …): no call or card until the Director rules
  const awaiting = view.rulingsNeeded.filter((r) => r.blocking === true);
  const waits = awaiting.length > 0;
  const myTurn = turn !== null && turn.seat === me && !waits;
  const declaring = view.declarer === me && turn !== null && turn.seat === view.dummy && !waits;
  const auction = view.phase === "auction";
  const playing = view.phase === "play";
  const dummySeat = view.dummy;
  const iAmDummy = dummySeat === me && playing;
  const myPending = view.pending.filter((p) => p.seat === me);
  const order: Seat[] = [...SEATS.slice(SEATS.indexOf(me)), ...SEATS.slice(0, SEATS.indexOf(me))];
  const [, left, across, right] = order as [Seat, Seat, Seat, Seat];
  const play = (card: string, seat: Seat) =>
    void act(
      seat === me ? { type: "PlayCard", card } : { type: "PlayCard", seat, card },
      t("youPlayed", { dummy: seat === me ? "no" : "yes", card: cardName(card) }),
    );
  const handOf = (s: Seat) => (
    <LiveHand
      seat={s}
      hand={view.hands?.[s] ?? { count: 0 }}
      view={view}
      me={me}
      playable={
        playing && !busy && !waits && ((s === me && !iAmDummy) || (s === dummySeat && view.declarer === me))
      }
      legal={(s === me && myTurn) || (s === dummySeat && declaring) ? legal : new Set()}
      onPlay={play}
    />
  );
  const lastTrick = view.tricks.at(-1);

  return (
    <section className="seat-page" aria-labelledby="seat-h">
      <header className="seat-header">
        <h1 id="seat-h">{t("tableSeatBoard", { table, seat: seatName(me), board: view.board })}</h1>
        <label htmlFor={boardSelect}>{t("boardLabel")}</label>{" "}
        <select
          id={boardSelect}
          value={shown ?? ""}
          onChange={(e) => setBoard(Number(e.currentTarget.value))}
        >
          {[...boards.keys()]
            .sort((a, b) => a - b)
            .map((b) => (
              <option key={b} value={b}>
                {t("boardTitle", { board: b })}
              </option>
            ))}
        </select>{" "}
        <span className={`connection ${connection}`}>{t("connection", { state: connection })}</span>
        <p className="turn-line" data-testid="turn">
          {view.phase === "complete"
            ? t("boardOver")
            : waits
              ? t("awaitingRuling", { laws: awaiting.map((r) => t("lawN", { law: r.law })).join(", ") })
              : turn === null
                ? t("waitingOption")
                : myTurn
                  ? t("yourTurn", { to: turn.to })
                  : declaring
                    ? t("playFromDummy", { seat: seatName(turn.seat) })
                    : t("seatTo", { to: turn.to, seat: seatName(turn.seat) })}
          {t("dealerVulLine", {
            dealer: view.dealer === null ? "?" : seatName(view.dealer),
            vul: view.vulnerability === "None" ? t("vul", { vul: "None" }) : view.vulnerability,
          })}
          {view.contract !== null && (
            <>
              {t("contractComma")}
              <CallText call={view.contract.replace(/X+$/, "")} />
              {view.contract.match(/X+$/)?.[0] ?? ""}
              {view.declarer !== null && t("by", { seat: seatName(view.declarer) })}
            </>
          )}
        </p>
        <p className="status" role="status" data-testid="status">
          {status}
        </p>
      </header>
      <div className="live-layout">
        <div className="live-table">
          <div className="diagram live-diagram">
            {/* me at the bottom, partner at the top */}
            <div className="pos-top">{handOf(across)}</div>
            <div className="pos-left">{handOf(left)}</div>
            <div className="table-centre">
              {lastTrick === undefined ? (
                <p>{t("noCardYet")}</p>
              ) : (
                <>
                  <p>{t("trickN", { n: lastTrick.number })}</p>
                  <ul className="trick-cards">
                    {lastTrick.cards.map((c) => (
                      <li key={c.position}>
                        {c.seat} <CardText card={c.card} />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
            <div className="pos-right">{handOf(right)}</div>
            <div className="pos-bottom">{handOf(me)}</div>
          </div>
          {view.penaltyCards.length > 0 && (
            <ul className="on-table" aria-label={t("penaltyCardsOnTable")}>
              {view.penaltyCards.map((c) => (
                <li key={`${c.seat}${c.card}`}>
                  {seatName(c.seat)} <CardText card={c.card} />
                  {t("penaltyCardLaw")}
                  <LawRef law={c.law} edition={view.edition} compact />)
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="live-side">
          <Auction view={view} explanations={explanationsOf(view)} />
          {auction && (
            <>
              <BiddingBox
                legal={myTurn ? legal : new Set()}
                disabled={busy || waits}
                onCall={(c) => void act({ type: "MakeCall", call: c }, callDone(c))}
              />
              {waits ? (
                <p className="hint">{t("auctionWaits")}</p>
              ) : (
                !myTurn && <p className="hint">{t("notYourTurn")}</p>
              )}
              <TypeIn
                label={t("typeCall")}
                parse={typedCall}
                hint={t("callHint")}
                disabled={waits}
                onEnter={(c) => void act({ type: "MakeCall", call: c }, callDone(c))}
              />
            </>
          )}
          {playing && !iAmDummy && (
            <TypeIn
              label={t("typeCard", { dummy: declaring ? "yes" : "no" })}
              parse={typedCard}
              hint={t("cardHint")}
              disabled={waits}
              onEnter={(c) => play(c, declaring ? (dummySeat as Seat) : me)}
            />
          )}
          {myPending.length > 0 && (
            <div className="my-options">
              <h2>{t("yourOptions")}</h2>
              {myPending.map((p) => (
                <div key={`${p.law}-${p.about}`} className="option">
                  <p>
                    <LawRef law={p.law} edition={view.edition} />
                    {t("colon")}
                    {describe(p)}
                  </p>
                  <div className="buttons">
                    {p.options.map((o) => (
                      <button
                        key={o}
                        type="button"
                        disabled={busy}
                        onClick={() =>
                          void act(
                            { type: "ChooseOption", law: p.law, option: o },
                            t("youChose", { option: o, law: p.law }),
                          )
                        }
                      >
                        {o}
                      </button>
                    ))}
                  </div>
                </div>
              ))}
            </div>
          )}
          {view.rulingsNeeded.length > 0 && (
            <p className="awaiting">
              {t("awaitingDirector")}
              {view.rulingsNeeded.map((r, i) => (
                <span key={`${r.law}-${r.position}`}>
                  {i > 0 && ", "}
                  <LawRef law={r.law} edition={view.edition} compact />
                  {t("eventParenOnly", { n: r.position })}
                </span>
              ))}
            </p>
          )}
          <div className="buttons">
            <button
              type="button"
              disabled={busy}
              onClick={() => void act({ type: "DrawAttention" }, t("attentionDrawn"))}
            >
              {t("drawAttention")}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => void act({ type: "SummonDirector" }, t("directorCalled"))}
            >
              {t("callDirector")}
            </button>
          </div>
        </div>
      </div>
      <SeatTricks view={view} me={me} />
      <Result view={view} />
    </section>
  );
};
