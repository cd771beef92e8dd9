import type { BoardView } from "@bridgelaw/table";
import { lawHeading } from "@bridgelaw/words";
import { cliLawLang } from "../lang.ts";
import { t } from "../texts.ts";
import { lawsCited } from "./audit.ts";
import { trimLines } from "./text.ts";

/**
 * The Laws the audit trail cites, each with its title as the board's Code prints it in the run's language
 * (`Loi 27 – ENCHÈRE INSUFFISANTE` under the FFB's 2017 Code, `Lei 27 – MARCAÇÃO INSUFICIENTE` for a 2007
 * board in Portuguese, `§ 27 – UTILSTREKKELIG BUD` in Norwegian). Empty when it cites none.
 */
export const renderLawsCited = (view: BoardView): string => {
  const laws = lawsCited(view);
  if (laws.length === 0) return "";
  return trimLines(
    [
      t("lawsCited", { edition: view.edition }),
      ...laws.map((n) => `  ${lawHeading(String(n), view.edition, cliLawLang())}`),
    ].join("\n"),
  );
};
