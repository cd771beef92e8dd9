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
        aria-label={text("rulingOn", { table: m.table, board: m.board, law: q.law, n: q.position })}
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
          <strong>{text("tableBoard", { table: m.table, board: m.board })}</strong>
          {text("aboutEventColon", { n: q.position })}
          <LawRef law={q.law} edition={edition} />
        </p>
        <p className="question">{describe(q)}</p>
        <RulingFields q={q} fields={fields} textLabel={text("yourWords")} />
        <button type="submit" disabled={busy}>
          {text("recordRuling")}
        </button>
      </form>
      <div className="question-auction" data-testid="question-auction">
        <Auction view={view} explanations={[]} current={q.position} />
      </div>
    </div>
  );
};

const holderOf = (entry: TokenEntry): string => {
  const g = entry.grant;
  return text("holder", {
    role: g.role,
    table: g.table,
    seat: g.seat === undefined ? undefined : seatName(g.seat),
  });
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
      onStatus(text("cannotListTokens", { reason: (e as Error).message }));
    }
  }, [api, grant.session, onStatus]);
  useEffect(() => {
    void load();
  }, [load]);
  if (grant.role !== "director") return null;
  return (
    <>
      <h2>{text("tokens")}</h2>
      {tokens === null ? (
        <p>{text("loadingTokens")}</p>
      ) : (
        <table className="tokens" data-testid="tokens">
          <caption className="visually-hidden">{text("tokensCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{text("holderCol")}</th>
              <th scope="col">{text("tokenId")}</th>
              <th scope="col">{text("status")}</th>
              <th scope="col">{text("revoke")}</th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((t) => (
              <tr key={t.id} data-token={t.id}>
                <th scope="row">{holderOf(t)}</th>
                <td>
                  <code>{t.id}</code>
                </td>
                <td>{text("tokenStatus", { revoked: t.revokedAt?.slice(11, 16) })}</td>
                <td>
                  {t.revokedAt === null && t.id !== grant.token && (
                    <button
                      type="button"
                      disabled={busy !== null}
                      aria-label={text("revokeTokenOf", { holder: holderOf(t), id: t.id })}
                      onClick={async () => {
                        setBusy(t.id);
                        try {
                          await api.revoke(grant.session, t.id);
                          onStatus(text("tokenRevoked", { id: t.id, holder: holderOf(t) }));
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
                      {text("revoke")}
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
      setStatus(text("rulingRecorded", { table: m.table, board: m.board, law: String(command.law) }));
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
      <h1 id="director-h">{text("directorTitle", { role: grant.role, session: grant.session })}</h1>
      <p>
        <span className={`connection ${connection}`}>{text("connection", { state: connection })}</span>
        {text("boardsInPlay", { n: list.length })}
      </p>
      <p className="status" role="status" data-testid="status">
        {status}
      </p>
      <h2>{text("questionsForDirector", { n: questions.length })}</h2>
      {questions.length === 0 ? (
        <p className="none">{text("noQuestionAnywhere")}</p>
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
          <h2>{text("calledToTable")}</h2>
          <ul className="calls">
            {calls.map(({ m, position, text: words }) => (
              <li key={`${keyOf(m)}-${position}`}>
                {text("calledLine", { table: m.table, board: m.board, n: position, text: words })}
              </li>
            ))}
          </ul>
        </>
      )}
      <h2>{text("tables")}</h2>
      <table className="tables-overview stack">
        <caption className="visually-hidden">{text("tablesCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{text("tableCol")}</th>
            <th scope="col">{text("boardLabel")}</th>
            <th scope="col">{text("phaseCol")}</th>
            <th scope="col">{text("contractCol")}</th>
            <th scope="col">{text("turnCol")}</th>
            <th scope="col">{text("openCol")}</th>
            <th scope="col">{text("logCol")}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((m) => {
            const v = viewOf(m);
            return (
              <tr key={keyOf(m)} data-board={keyOf(m)}>
                <th scope="row" data-label={text("tableCol")}>
                  {m.table}
                </th>
                <td data-label={text("boardLabel")}>{m.board}</td>
                <td data-label={text("phaseCol")}>{text("phaseName", { phase: v.phase })}</td>
                <td data-label={text("contractCol")}>
                  {v.contract === null ? "—" : <ContractText contract={v.contract} />}
                  {v.declarer !== null && text("by", { seat: seatName(v.declarer) })}
                </td>
                <td data-label={text("turnCol")}>
                  {v.turn === null ? "—" : text("turnOf", { to: v.turn.to, seat: seatName(v.turn.seat) })}
                </td>
                <td data-label={text("openCol")}>
                  {text("openCount", { options: v.pending.length, questions: v.rulingsNeeded.length })}
                </td>
                <td>
                  <button
                    type="button"
                    aria-label={text("openInViewerOf", { table: m.table, board: m.board })}
                    onClick={async () => {
                      try {
                        onOpenLog(
                          `s-${grant.session}-t${m.table}-b${m.board}.jsonl`,
                          await api.log(grant.session, m.table, m.board),
                        );
                      } catch (e) {
                        setStatus(text("cannotReadLog", { reason: (e as Error).message }));
                      }
                    }}
                  >
                    {text("openInViewer")}
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
