import type { BoardView } from "@bridgelaw/table";
import { claimStanding, claimWhat } from "@bridgelaw/words";
import { cliLang } from "../lang.ts";
import { joinParts, ref, t } from "../texts.ts";
import { cardDisplay, seatName, trimLines } from "./text.ts";

/**
 * The claims and concessions of the board (Laws 68–71): what was claimed, the statement, who agreed or
 * objected, and where each stands. The checker's report is not printed here (`bridgelaw claim` prints it).
 */
export const renderClaims = (view: BoardView): string => {
  if (view.claims.length === 0) return "";
  const lang = cliLang();
  const out = [t("claims")];
  for (const c of view.claims) {
    out.push(t("claimAt", { position: c.position, trick: c.trick, what: claimWhat(c, lang) }));
    if (c.statement !== undefined) out.push(t("statement", { text: c.statement }));
    if (c.line !== undefined) out.push(t("claimLine", { cards: c.line.join(", ") }));
    const seats = (xs: readonly Parameters<typeof seatName>[0][]): string => xs.map(seatName).join(", ");
    const answers = [
      ...(c.acquiesced.length > 0 ? [t("agreedBy", { seats: seats(c.acquiesced) })] : []),
      ...(c.objected.length > 0 ? [t("disputedBy", { seats: seats(c.objected) })] : []),
    ];
    if (answers.length > 0) out.push(`    ${joinParts(answers)}`);
    out.push(`    ${claimStanding(c, lang)}`);
    for (const x of c.corrections)
      out.push(t("claimCorrection", { ref: ref(x.law), n: x.tricks, to: x.to, position: x.position }));
    if (c.evidence.length > 0)
      out.push(
        t("evidence", {
          cards: c.evidence.map((e) => t("seatCall", { seat: e.seat, call: cardDisplay(e.card) })).join(", "),
        }),
      );
  }
  return trimLines(out.join("\n"));
};
