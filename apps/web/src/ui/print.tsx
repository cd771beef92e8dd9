import type { ReactNode } from "react";
import { explanationsOf, refusalOf, weighedFacts } from "../model/facts.ts";
import { type OpenedLog, recordsOf, replayAt } from "../model/log.ts";
import { Auction, Diagram, Tricks } from "./board.tsx";
import { ClaimsPanel } from "./claims.tsx";
import { FactsPanel } from "./facts.tsx";
import { seatName } from "./format.tsx";
import { RulingsPanel } from "./rulings.tsx";
import { SealStatus } from "./seal.tsx";
import { Result } from "./standing.tsx";
import { Timeline } from "./step.tsx";

/** What the committee fills in by hand: its members, the grounds heard, the deposit, the decision, signatures. */
const CommitteeForm = (): ReactNode => (
  <section className="committee-form" aria-label="For the appeals committee">
    <h2>For the appeals committee</h2>
    <table className="blanks">
      <tbody>
        {[
          "Chair",
          "Member",
          "Member",
          "Grounds of the appeal",
          "Facts found",
          "Decision and Laws",
          "Deposit (returned / retained)",
          "Appeal without merit (93B3)",
        ].map((label, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed rows
          <tr key={i}>
            <th scope="row">{label}</th>
            <td />
          </tr>
        ))}
      </tbody>
    </table>
    <p className="signatures">
      <span>Signed (chair):</span> <span>Date and time:</span>
    </p>
  </section>
);

/**
 * The appeal file: what a committee prints (CSS print), meant for two A4 pages: the seal check, the deal as
 * dealt, the auction with its marks, the play a trick a row, the score (the table result and the score that
 * applies, from the standing), the facts weighed, the claims with the checker's report (when computed), the
 * events the Laws derived something from with each consequence and its Law, the rulings and the decision, and
 * blanks for the committee. Shown on screen as a preview.
 */
export const AppealFile = ({ log }: { log: OpenedLog }): ReactNode => {
  const view = log.replay.view;
  const dealt = replayAt(log, Math.min(1, log.decoded.lines.length)).view;
  const records = recordsOf(log);
  const players = view.players;
  const refused = refusalOf(log.replay.error);
  const facts = weighedFacts(view, refused);
  return (
    <article className="appeal-file" aria-label="Appeal file">
      <header>
        <h2>
          Appeal file: board {view.board ?? "?"}
          {view.event !== undefined && <>, {view.event}</>}
        </h2>
        <p>
          Log <code>{log.name}</code>, {records.length} events, {view.edition} Code
          {view.table !== undefined && <>, table {view.table}</>}
          {view.round !== undefined && <>, round {view.round}</>}
          {view.date !== undefined && <>, {view.date}</>}
          {view.pairs !== undefined && (
            <>
              , pairs NS {view.pairs.NS ?? "?"}, EW {view.pairs.EW ?? "?"}
            </>
          )}
        </p>
        {players !== undefined && (
          <p>
            {(["N", "E", "S", "W"] as const)
              .filter((s) => players[s] !== undefined)
              .map((s) => `${seatName(s)}: ${players[s]}`)
              .join("; ")}
          </p>
        )}
        <SealStatus seal={log.seal} />
      </header>
      <div className="file-deal">
        <section aria-label="The deal as dealt">
          <h2>The deal</h2>
          <Diagram view={dealt} showTrick={false} />
        </section>
        <Auction view={view} explanations={explanationsOf(records)} facts={facts} />
      </div>
      <Tricks view={view} facts={facts} />
      <section className="file-result" aria-label="The score">
        <h2>The score</h2>
        <Result view={view} />
      </section>
      <FactsPanel view={view} facts={facts} />
      <ClaimsPanel view={view} />
      <Timeline records={records} view={view} edition={view.edition} refused={refused} compact />
      <RulingsPanel view={view} records={records} refused={refused} compact />
      <CommitteeForm />
    </article>
  );
};
