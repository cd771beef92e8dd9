import type { Seat, Suit } from "@bridgelaw/cards";
import type { BoardView } from "@bridgelaw/table";
import { type ReactNode, useId, useMemo } from "react";
import { type DdInput, type DdState, useDoubleDummy } from "../model/double-dummy.ts";
import { SuitSymbol, seatName, sideName, signed } from "./format.tsx";
import { t } from "./lang.ts";

const STRAINS = ["NT", "S", "H", "D", "C"] as const;
const DECLARERS: readonly Seat[] = ["N", "S", "E", "W"];

/** What the double-dummy table is asked for: the deal as dealt, with its vulnerability and dealer. */
export const ddInputOf = (view: Pick<BoardView, "deal" | "vulnerability" | "dealer">): DdInput | null =>
  view.deal === null || view.vulnerability === null || view.dealer === null
    ? null
    : { deal: view.deal, vulnerability: view.vulnerability, dealer: view.dealer };

const Strain = ({ strain }: { strain: (typeof STRAINS)[number] }): ReactNode =>
  strain === "NT" ? t("notrump") : <SuitSymbol suit={strain as Suit} />;

/**
 * A par contract as the solver writes it (`4S-NS+1`, `3N-W+2`, `5H*-EW-2`) in a committee's words:
 * `4♠+1 by North-South`, `3NT+2 by West`, `5♥X−2 by East-West`.
 */
export const ParContract = ({ c }: { c: string }): ReactNode => {
  const m = /^(\d)([SHDCN])(\*?)-(NS|EW|N|E|S|W)(?:([+-])(\d+))?$/.exec(c);
  if (m === null) return <>{c}</>;
  const [, level, strain, doubled, by, sign, n] = m;
  return (
    <span className="par-contract">
      {level}
      {strain === "N" ? t("notrump") : <SuitSymbol suit={strain as Suit} />}
      {doubled === "*" ? "X" : ""}
      {sign === undefined ? "=" : `${sign === "-" ? "−" : "+"}${n}`}
      {t("parBy", { by: by === "NS" || by === "EW" ? sideName(by) : seatName(by!) })}
    </span>
  );
};

/** The 20 double-dummy results and par of one deal, as they stand (solving… until the worker answers). */
export const DdResultView = ({
  state,
  compact = false,
}: {
  state: DdState | undefined;
  compact?: boolean;
}): ReactNode => {
  if (state === undefined || state.state === "solving")
    return (
      <p className="dd-status" role="status">
        {t("ddSolving")}
      </p>
    );
  if (state.state === "failed")
    return (
      <p className="dd-status log-error" role="status">
        {t("ddFailed", { message: state.message || t("workerFailed") })}
      </p>
    );
  const { table, par } = state.result;
  return (
    <div className={`dd-result${compact ? " compact" : ""}`} data-testid="dd-result">
      <table className="dd-table">
        <caption className="visually-hidden">{t("ddCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t("declarer")}</span>
            </th>
            {STRAINS.map((s) => (
              <th key={s} scope="col" data-strain={s}>
                <Strain strain={s} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {DECLARERS.map((d) => (
            <tr key={d} data-declarer={d}>
              <th scope="row">
                <abbr title={seatName(d)}>{d}</abbr>
              </th>
              {STRAINS.map((s) => (
                <td key={s} data-strain={s}>
                  {table[d][s]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="par" data-testid="par">
        {t("par", { ns: par.NS === 0 ? "0" : `NS ${signed(par.NS)}` })}
        {par.contracts.length === 0 ? (
          t("parPassedOut")
        ) : (
          <>
            {t("colon")}
            {par.contracts.map((c, i) => (
              <span key={c}>
                {i > 0 && ", "}
                <ParContract c={c} />
              </span>
            ))}
          </>
        )}
      </p>
    </div>
  );
};

/** The double-dummy panel of the viewer: the deal as dealt, its 20 results and par, solved in a worker. */
export const DoubleDummyPanel = ({ view }: { view: BoardView }): ReactNode => {
  const { deal, vulnerability, dealer } = view;
  const input = useMemo(() => ddInputOf({ deal, vulnerability, dealer }), [deal, vulnerability, dealer]);
  const inputs = useMemo(() => [input], [input]);
  const [state] = useDoubleDummy(inputs);
  const hid = useId();
  if (input === null) return null;
  return (
    <section className="double-dummy" aria-labelledby={hid}>
      <h2 id={hid}>{t("ddTitle")}</h2>
      <p className="hint">{t("ddHint")}</p>
      <DdResultView state={state} />
    </section>
  );
};
