import { type Card, SEATS, type Seat, SUITS, type Suit } from "@bridgelaw/cards";
import type { ClaimReport, LineCheck, Play } from "@bridgelaw/claims";
import type { BoardView } from "@bridgelaw/table";
import { claimStanding, claimWhat } from "@bridgelaw/words";
import { Fragment, type ReactNode, useId } from "react";
import { checksSent, type ReportState, useClaimReports } from "../model/claim-checker.ts";
import { CardText, LawRef, rankText, SuitSymbol, seatName } from "./format.tsx";
import { describe, t, typeset, uiLang } from "./lang.ts";

type ClaimView = BoardView["claims"][number];

const yesNo = (b: boolean | null): string => t("yesNo", { v: b === null ? "unknown" : b ? "yes" : "no" });

/** Cards in a row with their suit symbols: `♠A ♠J`. */
const Cards = ({ cards }: { cards: readonly Card[] }): ReactNode => (
  <>
    {cards.map((c, i) => (
      <Fragment key={c}>
        {i > 0 && " "}
        <CardText card={c} />
      </Fragment>
    ))}
  </>
);

/**
 * A line of play, a trick a group, the seat of each trick's first card named (as `bridgelaw claim` prints it:
 * `S ♠A ♠J ♣4 ♦8 | S ♥K …`). `trickStart`: cards already played to the trick in progress.
 */
const Line = ({ line, trickStart }: { line: readonly Play[]; trickStart: number }): ReactNode => {
  const groups: Play[][] = [];
  let group: Play[] = [];
  let n = trickStart;
  for (const p of line) {
    group.push(p);
    n += 1;
    if (n % 4 === 0) {
      groups.push(group);
      group = [];
    }
  }
  if (group.length > 0) groups.push(group);
  return (
    <span className="claim-line">
      {groups.map((g, i) => (
        <span className="claim-line-trick" key={g.map((p) => p.card).join(" ")}>
          {i > 0 && " | "}
          {g[0] !== undefined && (
            <abbr title={seatName(g[0].seat)} className="line-seat">
              {g[0].seat}
            </abbr>
          )}{" "}
          <Cards cards={g.map((p) => p.card)} />
        </span>
      ))}
    </span>
  );
};

/** A hand at the claim, suit by suit: `♠A ♥KQ ♦- ♣-`. */
const HandText = ({ hand }: { hand: readonly Card[] }): ReactNode => (
  <>
    {SUITS.map((s: Suit, i) => {
      const held = hand.filter((c) => c[0] === s).map((c) => rankText(c.slice(1)));
      return (
        <Fragment key={s}>
          {i > 0 && " "}
          <SuitSymbol suit={s} />
          {held.length > 0 ? held.join("") : "-"}
        </Fragment>
      );
    })}
  </>
);

/**
 * The claim checker's report, worded as `bridgelaw claim` words it (apps/cli `renderClaimReport`): the
 * position at the claim, double dummy, whether no line can lose, the stated line, Laws 70C, 70E, 71B and 69B,
 * the notes. It informs; the Director's ruling decides (Law 70). The report's data is kept in `data-report`.
 */
export const ClaimReportView = ({ report: r }: { report: ClaimReport }): ReactNode => {
  const data = JSON.stringify(r);
  if (r.error !== undefined)
    return (
      <div className="claim-report" data-report={data}>
        <p className="claim-error">{t("cannotPlayOut", { error: describe(r.error) })}</p>
      </div>
    );
  const start = r.position.trick.length;
  const toPlay = SEATS[(SEATS.indexOf(r.position.leader) + start) % 4] as Seat;
  const dd = r.doubleDummy;
  const n = r.noLineCanLose;
  const c70 = r.law70C;
  const e = r.law70E;
  const check = (label: string, x: LineCheck) => (
    <li>
      {label}
      {t("colon")}
      {yesNo(x.holds)}
      {x.tricks !== null && t("sideTake", { side: r.side, n: x.tricks })}
      {x.losingLine !== undefined && (
        <>
          {t("losingLine")}
          <Line line={x.losingLine} trickStart={start} />
        </>
      )}
    </li>
  );
  return (
    <div className="claim-report" data-report={data}>
      <p>
        {t("positionOpen")}
        {r.trumps === "NT" ? (
          t("notrumpWord")
        ) : (
          <>
            {t("trumps")}
            <SuitSymbol suit={r.trumps as Suit} />
          </>
        )}
        {t("toPlay", { seat: seatName(toPlay) })}
        {start > 0 && (
          <>
            {t("trickSoFar", { seat: seatName(r.position.leader) })}
            <Cards cards={r.position.trick} />
          </>
        )}
        {t("positionClose")}
      </p>
      <ul className="claim-hands" aria-label={t("handsAtClaim")}>
        {SEATS.map((s) => (
          <li key={s}>
            <abbr title={seatName(s)}>{s}</abbr> <HandText hand={r.position.hands[s]} />
          </li>
        ))}
      </ul>
      <ul className="claim-checks">
        {dd !== null ? (
          <li data-testid="claim-dd">
            {t("ddClaim", {
              side: r.side,
              n: dd.tricks,
              remaining: r.remaining,
              holds: dd.holds ? "yes" : "no",
            })}
            <Line line={dd.line} trickStart={start} />
          </li>
        ) : (
          <li>{t("ddNotDetermined")}</li>
        )}
        <li>
          {t("noLineCanLose", { side: r.side, v: yesNo(n.holds) })}
          {n.minimum !== null && t("fewestTricks", { side: r.side, n: n.minimum })}
          {n.losingLine !== undefined && (
            <>
              {t("losingLine")}
              <Line line={n.losingLine} trickStart={start} />
            </>
          )}
        </li>
        {r.statedLine !== null ? (
          <li>
            {t("statedLine", { steps: r.statedLine.steps.join(", ") })}
            <ul>
              {check(t("playedWell"), r.statedLine.bestElsewhere)}
              {check(t("anyOrder"), r.statedLine.againstClaimer)}
            </ul>
          </li>
        ) : (
          <li>{t("noStatedLine")}</li>
        )}
        {c70 !== null ? (
          <li data-testid="claim-70c">
            {t("law70COut")}
            <Cards cards={c70.outstanding} />
            {t("law70CStatement", {
              mentioned: c70.mentioned ? "yes" : "no",
              by: c70.mentionedBy,
              v: yesNo(c70.canWin),
            })}
            {c70.tricks !== null && c70.tricks > 0 && t("atMost", { n: c70.tricks })}
            {c70.line !== undefined && (
              <>
                {t("colon")}
                <Line line={c70.line} trickStart={start} />
              </>
            )}
            {c70.applies === true && t("law70CApplies")}
          </li>
        ) : (
          <li>{t("law70CNone")}</li>
        )}
        {e !== null && e.cards.length === 0 && (
          <li>
            {t("law70ENone")}
            {e.suitsChecked.length > 0 && (
              <>
                {t("suitsChecked")}
                {e.suitsChecked.map((s, i) => (
                  <Fragment key={s}>
                    {i > 0 && " "}
                    <SuitSymbol suit={s} />
                  </Fragment>
                ))}
                )
              </>
            )}
            {!e.complete && t("notEveryCard")}
          </li>
        )}
        {e?.cards.map((x) => (
          <li key={x.card} data-testid="claim-70e">
            {t("law70EDepends")}
            <CardText card={x.card} />
            {t("law70EWith", {
              holder: seatName(x.holder),
              other: seatName(x.other),
              side: r.side,
              n: x.tricks,
            })}
            <Line line={x.line} trickStart={start} />
          </li>
        ))}
        {e?.shownOut.map((x) => (
          <li key={`${x.seat}${x.suit}`}>
            {t("showedOut", { seat: seatName(x.seat) })}
            <SuitSymbol suit={x.suit} />
            {t("showedOutEnd")}
          </li>
        ))}
        {r.law71.cannotLose !== null && r.law71.cannotLose > 0 && (
          <li>{t("law71B", { n: r.law71.cannotLose })}</li>
        )}
        {r.law69B.opponentsCannotLose !== null && r.law69B.opponentsCannotLose > 0 && (
          <li>{t("law69B", { n: r.law69B.opponentsCannotLose, side: r.side })}</li>
        )}
        {r.notes.map((note) => {
          const text = describe(note);
          return (
            <li key={text} className="note">
              ({text})
            </li>
          );
        })}
      </ul>
    </div>
  );
};

/** Cards with the seat that played or showed each: `South ♠A, West ♥2`. */
const SeatCards = ({
  cards,
}: {
  cards: readonly { readonly position: number; readonly seat: Seat; readonly card: Card }[];
}): ReactNode => (
  <>
    {cards.map((x, i) => (
      <Fragment key={x.position}>
        {i > 0 && ", "}
        {seatName(x.seat)} <CardText card={x.card} />
      </Fragment>
    ))}
  </>
);

const ReportArea = ({ state }: { state: ReportState | undefined }): ReactNode => (
  <>
    <p className="claim-status" role="status" aria-live="polite">
      {state === undefined || state.state === "checking" ? t("checking") : ""}
    </p>
    {state?.state === "done" && <ClaimReportView report={state.report} />}
    {state?.state === "failed" && (
      <p className="claim-error">{t("checkerFailed", { message: state.message || t("workerFailed") })}</p>
    )}
    <p className="claim-informs">{t("checkerInforms")}</p>
  </>
);

const ClaimEntry = ({
  c,
  edition,
  state,
}: {
  c: ClaimView;
  edition: BoardView["edition"];
  state: ReportState | undefined;
}): ReactNode => {
  const hid = useId();
  return (
    <article className="claim" aria-labelledby={hid} data-position={c.position}>
      <h3 id={hid}>
        {typeset(claimWhat(c, uiLang()))}{" "}
        <span className="at">{t("claimAt", { position: c.position, trick: c.trick })}</span>
      </h3>
      <ul className="claim-facts">
        {c.statement !== undefined && <li>{t("statement", { text: c.statement })}</li>}
        {c.line !== undefined && <li>{t("lineOf", { line: c.line.join(", ") })}</li>}
        {c.acquiesced.length > 0 && (
          <li>{t("agreedBy", { seats: c.acquiesced.map(seatName).join(", ") })}</li>
        )}
        {c.objected.length > 0 && <li>{t("disputedBy", { seats: c.objected.map(seatName).join(", ") })}</li>}
        <li data-testid="claim-standing">
          <strong>{typeset(claimStanding(c, uiLang()))}</strong>
          {c.laws.length > 0 && (
            <ul className="claim-laws" aria-label={t("lawsThatDecided")}>
              {c.laws.map((l) => (
                <li key={l}>
                  <LawRef law={l} edition={edition} />
                </li>
              ))}
            </ul>
          )}
        </li>
        {c.corrections.map((x) => (
          <li key={`${x.law}-${x.position}`}>
            <LawRef law={x.law} edition={edition} />
            {t("correctionTo", { n: x.tricks, to: x.to, position: x.position })}
          </li>
        ))}
        {c.evidence.length > 0 && (
          <li>
            {t("evidence")}
            <SeatCards cards={c.evidence} />
          </li>
        )}
        {c.shown.length > 0 && (
          <li>
            {t("shownCards")}
            <SeatCards cards={c.shown} />
          </li>
        )}
      </ul>
      <section
        className="claim-checker"
        aria-label={t("checkerReportOf", { claim: typeset(claimWhat(c, uiLang())) })}
      >
        <h4>{t("checkerReport")}</h4>
        <ReportArea state={state} />
      </section>
    </article>
  );
};

/**
 * Claims and concessions (Laws 68–71) up to the step: what was claimed or conceded, the statement and line,
 * who agreed or disputed, how it stands with its Laws, 69B/71 corrections, cards played while play was
 * suspended (68D), and the checker's report, computed in a worker. Nothing when the board has none.
 */
export const ClaimsPanel = ({ view }: { view: BoardView }): ReactNode => {
  const hid = useId();
  const states = useClaimReports(view.claims);
  if (view.claims.length === 0) return null;
  return (
    <section className="claims" aria-labelledby={hid} data-testid="claims" data-checks-sent={checksSent()}>
      <h2 id={hid}>{t("claimsTitle")}</h2>
      {view.claims.map((c, i) => (
        <ClaimEntry key={c.position} c={c} edition={view.edition} state={states[i]} />
      ))}
    </section>
  );
};
