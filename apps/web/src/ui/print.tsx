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

/**
 * The appeal file: what a committee prints (CSS print): the deal as dealt, the auction, the play, the
 * claims with the checker's report (when computed), the timeline with each consequence and its Law, the ruling
 * and the decision. Shown on screen as a preview.
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
      <section aria-label="The deal as dealt">
        <h2>The deal</h2>
        <Diagram view={dealt} showTrick={false} />
      </section>
      <Auction view={view} explanations={explanationsOf(records)} facts={facts} />
      <Tricks view={view} facts={facts} />
      <section className="file-result" aria-label="The score">
        <h2>The score</h2>
        <Result view={view} />
      </section>
      <FactsPanel view={view} facts={facts} />
      <ClaimsPanel view={view} />
      <Timeline records={records} view={view} edition={view.edition} refused={refused} />
      <RulingsPanel view={view} records={records} refused={refused} />
    </article>
  );
};
