import type { RulingNeeded } from "@bridgelaw/cards";
import type { BoardView } from "@bridgelaw/table";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { Auction } from "../ui/board.tsx";
import { ContractText, LawRef, seatName } from "../ui/format.tsx";
import { describe, t as text } from "../ui/lang.ts";
import { RulingFields, useRulingAnswer } from "../ui/ruling-fields.tsx";
import { type Api, ApiError, type BoardMessage, type Grant, type TokenEntry } from "./api.ts";

const keyOf = (m: { table: string; board: number }) => `${m.table}/${m.board}`;

/** The Director's answer to one question: a finding among the answers the engine can apply, tricks, words. */
const RulingForm = ({
  m,
  q,
  edition,
  onRule,
}: {
  m: BoardMessage;
  q: RulingNeeded;
  edition: BoardView["edition"];
  onRule: (command: Record<string, unknown>) => Promise<void>;
}): ReactNode => {
  const fields = useRulingAnswer(q);
  const [busy, setBusy] = useState(false);
  const view = m.view as unknown as BoardView;
  return (
    <div className="question-with-auction">
      <form
        className="ruling-form"
        aria-label={`Ruling on table ${m.table}, board ${m.board}, Law ${q.law}, event ${q.position}`}
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          await onRule({
            type: "Rule",
            law: q.law,
            about: q.position,
            ...fields.value,
          });
          setBusy(false);
        }}
      >
        <p>
          <strong>
            Table {m.table}, board {m.board}
          </strong>
          , about event {q.position}: <LawRef law={q.law} edition={edition} />
        </p>
        <p className="question">{describe(q)}</p>
        <RulingFields q={q} fields={fields} textLabel="Your words, for the record" />
        <button type="submit" disabled={busy}>
          Record the ruling
        </button>
      </form>
      <div className="question-auction" data-testid="question-auction">
        <Auction view={view} explanations={[]} current={q.position} />
      </div>
    </div>
  );
};

const holderOf = (t: TokenEntry): string => {
  const g = t.grant;
  if (g.role === "player") return `Table ${g.table}, ${seatName(g.seat!)}`;
  if (g.role === "spectator")
    return `Spectator${g.table === undefined ? "" : ` at table ${g.table}`}${g.seat === undefined ? "" : `, behind ${seatName(g.seat)}`}`;
  return g.role === "director" ? "Director" : g.role === "committee" ? "Appeals committee" : "Scorer";
};

/**
 * The session's tokens (the Director's): who holds each, and a button that revokes it; a revoked token is
 * refused at once by every server of the session, and its live connections end. The Director's own token has
 * no button (he would lock himself out).
 */
const TokenList = ({
  api,
  grant,
  onStatus,
}: {
  api: Api;
  grant: Grant;
  onStatus: (s: string) => void;
}): ReactNode => {
  const [tokens, setTokens] = useState<readonly TokenEntry[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setTokens(await api.tokens(grant.session));
    } catch (e) {
      onStatus(`Could not list the tokens: ${(e as Error).message}`);
    }
  }, [api, grant.session, onStatus]);
  useEffect(() => {
    void load();
  }, [load]);
  if (grant.role !== "director") return null;
  return (
    <>
      <h2>Tokens</h2>
      {tokens === null ? (
        <p>Loading the tokens…</p>
      ) : (
        <table className="tokens" data-testid="tokens">
          <caption className="visually-hidden">The session's tokens, and revoking them</caption>
          <thead>
            <tr>
              <th scope="col">Holder</th>
              <th scope="col">Token id</th>
              <th scope="col">Status</th>
              <th scope="col">Revoke</th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((t) => (
              <tr key={t.id} data-token={t.id}>
                <th scope="row">{holderOf(t)}</th>
                <td>
                  <code>{t.id}</code>
                </td>
                <td>{t.revokedAt === null ? "valid" : `revoked ${t.revokedAt.slice(11, 16)}`}</td>
                <td>
                  {t.revokedAt === null && t.id !== grant.token && (
                    <button
                      type="button"
                      disabled={busy !== null}
                      aria-label={`Revoke the token of ${holderOf(t)} (${t.id})`}
                      onClick={async () => {
                        setBusy(t.id);
                        try {
                          await api.revoke(grant.session, t.id);
                          onStatus(`Token ${t.id} (${holderOf(t)}) revoked: every server refuses it now.`);
                          await load();
                        } catch (e) {
                          onStatus(
                            e instanceof ApiError
                              ? text("refused", { code: e.code, words: e.words })
                              : text("notSent", { reason: (e as Error).message }),
                          );
                        } finally {
                          setBusy(null);
                        }
                      }}
                    >
                      Revoke
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
};

/**
 * The Director's page: every board of the session live (the full view), the questions for the Director across
 * the tables with forms that record rulings (`Rule` commands), where the Director was called, each board
 * opened in the viewer from the server, and the session's tokens, each of which he may revoke.
 */
export const DirectorPage = ({
  api,
  grant,
  onOpenLog,
}: {
  api: Api;
  grant: Grant;
  onOpenLog: (name: string, text: string) => void;
}): ReactNode => {
  const [boards, setBoards] = useState<ReadonlyMap<string, BoardMessage>>(new Map());
  const [connection, setConnection] = useState<"connecting" | "open" | "error">("connecting");
  const [status, setStatus] = useState("");
  const accept = useCallback((m: BoardMessage) => {
    setBoards((old) => {
      const had = old.get(keyOf(m));
      if (had !== undefined && had.version > m.version) return old;
      const next = new Map(old);
      next.set(keyOf(m), m);
      return next;
    });
  }, []);
  useEffect(
    () => api.live(grant.session, {}, accept, (s) => setConnection(s === "open" ? "open" : "error")),
    [api, grant.session, accept],
  );
  const list = [...boards.values()].sort((a, b) =>
    a.table === b.table ? a.board - b.board : a.table.localeCompare(b.table, undefined, { numeric: true }),
  );
  const viewOf = (m: BoardMessage) => m.view as unknown as BoardView;
  const questions = list.flatMap((m) => viewOf(m).rulingsNeeded.map((q) => ({ m, q })));
  const calls = list.flatMap((m) =>
    viewOf(m)
      .audit.filter((a) => a.law === "9B")
      .map((a) => ({ m, position: a.position, text: describe(a) })),
  );
  const rule = async (m: BoardMessage, command: Record<string, unknown>) => {
    try {
      accept(await api.command(grant.session, m.table, m.board, command));
      setStatus(`Ruling recorded on table ${m.table}, board ${m.board} (Law ${String(command.law)}).`);
    } catch (e) {
      setStatus(
        e instanceof ApiError
          ? text("refused", { code: e.code, words: e.words })
          : text("notSent", { reason: (e as Error).message }),
      );
    }
  };
  return (
    <section className="director-page" aria-labelledby="director-h">
      <h1 id="director-h">
        {grant.role === "committee" ? "Appeals committee" : "Director"}: session {grant.session}
      </h1>
      <p>
        <span className={`connection ${connection}`}>
          {connection === "open" ? "live" : connection === "error" ? "reconnecting…" : "connecting…"}
        </span>{" "}
        {list.length} board{list.length === 1 ? "" : "s"} in play.
      </p>
      <p className="status" role="status" data-testid="status">
        {status}
      </p>
      <h2>Questions for the Director ({questions.length})</h2>
      {questions.length === 0 ? (
        <p className="none">No question open at any table.</p>
      ) : (
        <div className="questions" data-testid="questions">
          {questions.map(({ m, q }) => (
            <RulingForm
              key={`${keyOf(m)}-${q.law}-${q.position}`}
              m={m}
              q={q}
              edition={viewOf(m).edition}
              onRule={(c) => rule(m, c)}
            />
          ))}
        </div>
      )}
      {calls.length > 0 && (
        <>
          <h2>Called to the table</h2>
          <ul className="calls">
            {calls.map(({ m, position, text }) => (
              <li key={`${keyOf(m)}-${position}`}>
                Table {m.table}, board {m.board}, event {position}: {text}
              </li>
            ))}
          </ul>
        </>
      )}
      <h2>Tables</h2>
      <table className="tables-overview stack">
        <caption className="visually-hidden">Every board of every table as it stands</caption>
        <thead>
          <tr>
            <th scope="col">Table</th>
            <th scope="col">Board</th>
            <th scope="col">Phase</th>
            <th scope="col">Contract</th>
            <th scope="col">Turn</th>
            <th scope="col">Open</th>
            <th scope="col">Log</th>
          </tr>
        </thead>
        <tbody>
          {list.map((m) => {
            const v = viewOf(m);
            return (
              <tr key={keyOf(m)} data-board={keyOf(m)}>
                <th scope="row" data-label="Table">
                  {m.table}
                </th>
                <td data-label="Board">{m.board}</td>
                <td data-label="Phase">{v.phase}</td>
                <td data-label="Contract">
                  {v.contract === null ? "—" : <ContractText contract={v.contract} />}
                  {v.declarer !== null && <> by {seatName(v.declarer)}</>}
                </td>
                <td data-label="Turn">
                  {v.turn === null ? "—" : `${seatName(v.turn.seat)} to ${v.turn.to}`}
                </td>
                <td data-label="Open">
                  {v.pending.length} option{v.pending.length === 1 ? "" : "s"}, {v.rulingsNeeded.length}{" "}
                  question
                  {v.rulingsNeeded.length === 1 ? "" : "s"}
                </td>
                <td>
                  <button
                    type="button"
                    aria-label={`Open in the viewer: table ${m.table}, board ${m.board}`}
                    onClick={async () => {
                      try {
                        onOpenLog(
                          `s-${grant.session}-t${m.table}-b${m.board}.jsonl`,
                          await api.log(grant.session, m.table, m.board),
                        );
                      } catch (e) {
                        setStatus(`Could not read the log: ${(e as Error).message}`);
                      }
                    }}
                  >
                    Open in the viewer
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <TokenList api={api} grant={grant} onStatus={setStatus} />
    </section>
  );
};
