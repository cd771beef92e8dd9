import type { ReactNode } from "react";
import { explanationsOf, refusalOf, weighedFacts } from "../model/facts.ts";
import { type OpenedLog, recordsOf, replayAt } from "../model/log.ts";
import { Auction, Diagram, Tricks } from "./board.tsx";
import { ClaimsPanel } from "./claims.tsx";
import { FactsPanel } from "./facts.tsx";
import { seatName } from "./format.tsx";
import { t } from "./lang.ts";
import { RulingsPanel } from "./rulings.tsx";
import { SealStatus } from "./seal.tsx";
import { Result } from "./standing.tsx";
import { Timeline } from "./step.tsx";

/** What the committee fills in by hand: its members, the grounds heard, the deposit, the decision, signatures. */
const CommitteeForm = (): ReactNode => (
  <section className="committee-form" aria-label={t("forCommittee")}>
    <h2>{t("forCommittee")}</h2>
    <table className="blanks">
      <tbody>
        {["chair", "member", "member", "grounds", "facts", "decision", "deposit", "merit"].map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed rows
          <tr key={i}>
            <th scope="row">{t("committeeRow", { row })}</th>
            <td />
          </tr>
        ))}
      </tbody>
    </table>
    <p className="signatures">
      <span>{t("signedChair")}</span> <span>{t("dateTime")}</span>
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
    <article className="appeal-file" aria-label={t("appealFile")}>
      <header>
        <h2>
          {t("appealFileTitle", { board: view.board ?? "?" })}
          {view.event !== undefined && (
            <>
              , <span className="log-words">{view.event}</span>
            </>
          )}
        </h2>
        <p>
          {t("logLine")}
          <code>{log.name}</code>
          {t("logFacts", { n: records.length, edition: view.edition })}
          {view.table !== undefined && t("tableN", { n: view.table })}
          {view.round !== undefined && t("roundN", { n: view.round })}
          {view.date !== undefined && <>, {view.date}</>}
          {view.pairs !== undefined && t("pairsLine", { ns: view.pairs.NS ?? "?", ew: view.pairs.EW ?? "?" })}
        </p>
        {players !== undefined && (
          <p>
            {(["N", "E", "S", "W"] as const)
              .filter((s) => players[s] !== undefined)
              .map((s) => `${seatName(s)}${t("colon")}${players[s]}`)
              .join(t("semicolon"))}
          </p>
        )}
        <SealStatus seal={log.seal} />
      </header>
      <div className="file-deal">
        <section aria-label={t("dealAsDealt")}>
          <h2>{t("theDeal")}</h2>
          <Diagram view={dealt} showTrick={false} />
        </section>
        <Auction view={view} explanations={explanationsOf(records)} facts={facts} />
      </div>
      <Tricks view={view} facts={facts} />
      <section className="file-result" aria-label={t("theScore")}>
        <h2>{t("theScore")}</h2>
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
