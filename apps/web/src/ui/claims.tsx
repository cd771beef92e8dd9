import { type Card, SEATS, type Seat, SUITS, type Suit } from "@bridgelaw/cards";
import type { ClaimReport, LineCheck, Play } from "@bridgelaw/claims";
import type { BoardView } from "@bridgelaw/table";
import { claimStanding, claimWhat } from "@bridgelaw/words";
import { Fragment, type ReactNode, useId } from "react";
import { checksSent, type ReportState, useClaimReports } from "../model/claim-checker.ts";
import { CardText, LawRef, rankText, SuitSymbol, seatName } from "./format.tsx";
import { describe, uiLang } from "./lang.ts";

type ClaimView = BoardView["claims"][number];

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;
const yesNo = (b: boolean | null): string => (b === null ? "not determined" : b ? "yes" : "no");

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
        <p className="claim-error">the checker cannot play this position out: {describe(r.error)}</p>
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
      {label}: {yesNo(x.holds)}
      {x.tricks !== null && (
        <>
          {" "}
          ({r.side} take {x.tricks})
        </>
      )}
      {x.losingLine !== undefined && (
        <>
          ; a losing line: <Line line={x.losingLine} trickStart={start} />
        </>
      )}
    </li>
  );
  return (
    <div className="claim-report" data-report={data}>
      <p>
        Position (
        {r.trumps === "NT" ? (
          "notrump"
        ) : (
          <>
            trumps <SuitSymbol suit={r.trumps as Suit} />
          </>
        )}
        , {seatName(toPlay)} to play
        {start > 0 && (
          <>
            , trick so far: {seatName(r.position.leader)} <Cards cards={r.position.trick} />
          </>
        )}
        ):
      </p>
      <ul className="claim-hands" aria-label="The hands at the claim">
        {SEATS.map((s) => (
          <li key={s}>
            <abbr title={seatName(s)}>{s}</abbr> <HandText hand={r.position.hands[s]} />
          </li>
        ))}
      </ul>
      <ul className="claim-checks">
        {dd !== null ? (
          <li data-testid="claim-dd">
            Double dummy: {r.side} take {dd.tricks} of {r.remaining}: the claim {dd.holds ? "holds" : "fails"}{" "}
            against the best defence; best line: <Line line={dd.line} trickStart={start} />
          </li>
        ) : (
          <li>Double dummy: not determined</li>
        )}
        <li>
          No line can lose (whatever {r.side} play): {yesNo(n.holds)}
          {n.minimum !== null && (
            <>
              ; the fewest tricks {r.side} can take: {n.minimum}
            </>
          )}
          {n.losingLine !== undefined && (
            <>
              ; a losing line: <Line line={n.losingLine} trickStart={start} />
            </>
          )}
        </li>
        {r.statedLine !== null ? (
          <li>
            Stated line ({r.statedLine.steps.join(", ")}), against every defence:
            <ul>
              {check("played well where it says nothing", r.statedLine.bestElsewhere)}
              {check("in any order where it says nothing (70A, 70E2)", r.statedLine.againstClaimer)}
            </ul>
          </li>
        ) : (
          <li>Stated line: none given (68C)</li>
        )}
        {c70 !== null ? (
          <li data-testid="claim-70c">
            Law 70C: the opponents hold <Cards cards={c70.outstanding} />; the statement{" "}
            {c70.mentioned ? `mentions the trumps (${c70.mentionedBy})` : "does not mention them"}; a line
            where it takes a trick: {yesNo(c70.canWin)}
            {c70.tricks !== null && c70.tricks > 0 && <> (at most {plural(c70.tricks, "trick")})</>}
            {c70.line !== undefined && (
              <>
                : <Line line={c70.line} trickStart={start} />
              </>
            )}
            {c70.applies === true && (
              <>
                . C0, C1 and C3 hold: the Director decides C2 (was it at all likely the claimer forgot the
                trump?)
              </>
            )}
          </li>
        ) : (
          <li>Law 70C: no trump is out against the claimer</li>
        )}
        {e !== null && e.cards.length === 0 && (
          <li>
            Law 70E: the tricks do not depend on where a card lies
            {e.suitsChecked.length > 0 && (
              <>
                {" "}
                (suits checked:{" "}
                {e.suitsChecked.map((s, i) => (
                  <Fragment key={s}>
                    {i > 0 && " "}
                    <SuitSymbol suit={s} />
                  </Fragment>
                ))}
                )
              </>
            )}
            {!e.complete && " (not every card checked)"}
          </li>
        )}
        {e?.cards.map((x) => (
          <li key={x.card} data-testid="claim-70e">
            Law 70E: the tricks depend on <CardText card={x.card} /> being with {seatName(x.holder)} rather
            than {seatName(x.other)}: played for it with {seatName(x.other)}, {r.side} take {x.tricks}:{" "}
            <Line line={x.line} trickStart={start} />
          </li>
        ))}
        {e?.shownOut.map((x) => (
          <li key={`${x.seat}${x.suit}`}>
            {seatName(x.seat)} showed out of <SuitSymbol suit={x.suit} /> before the claim (70E1(i))
          </li>
        ))}
        {r.law71.cannotLose !== null && r.law71.cannotLose > 0 && (
          <li>Law 71B: {plural(r.law71.cannotLose, "conceded trick")} no play could lose</li>
        )}
        {r.law69B.opponentsCannotLose !== null && r.law69B.opponentsCannotLose > 0 && (
          <li>
            Law 69B: {plural(r.law69B.opponentsCannotLose, "claimed trick")} no play could give {r.side}
          </li>
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
      {state === undefined || state.state === "checking" ? "checking…" : ""}
    </p>
    {state?.state === "done" && <ClaimReportView report={state.report} />}
    {state?.state === "failed" && <p className="claim-error">the claim checker failed: {state.message}</p>}
    <p className="claim-informs">The checker informs; the Director's ruling decides (Law 70).</p>
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
        {claimWhat(c, uiLang())}{" "}
        <span className="at">
          (event {c.position}, trick {c.trick})
        </span>
      </h3>
      <ul className="claim-facts">
        {c.statement !== undefined && <li>statement: “{c.statement}”</li>}
        {c.line !== undefined && <li>line: {c.line.join(", ")}</li>}
        {c.acquiesced.length > 0 && <li>agreed by {c.acquiesced.map(seatName).join(", ")}</li>}
        {c.objected.length > 0 && <li>disputed by {c.objected.map(seatName).join(", ")}</li>}
        <li data-testid="claim-standing">
          <strong>{claimStanding(c, uiLang())}</strong>
          {c.laws.length > 0 && (
            <ul className="claim-laws" aria-label="The Laws that decided">
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
            <LawRef law={x.law} edition={edition} />: {plural(x.tricks, "trick")} to {x.to} (event{" "}
            {x.position})
          </li>
        ))}
        {c.evidence.length > 0 && (
          <li>
            played while suspended, evidence only (68D): <SeatCards cards={c.evidence} />
          </li>
        )}
        {c.shown.length > 0 && (
          <li>
            shown in the course of the claim, not penalty cards (68): <SeatCards cards={c.shown} />
          </li>
        )}
      </ul>
      <section className="claim-checker" aria-label={`The claim checker's report: ${claimWhat(c, uiLang())}`}>
        <h4>The claim checker's report</h4>
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
      <h2 id={hid}>Claims and concessions (Laws 68–71)</h2>
      {view.claims.map((c, i) => (
        <ClaimEntry key={c.position} c={c} edition={view.edition} state={states[i]} />
      ))}
    </section>
  );
};
