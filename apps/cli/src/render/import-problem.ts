import type { ImportProblem } from "@bridgelaw/formats";
import { t } from "../texts.ts";

/**
 * Why a record is rejected, partial or not played (`RecordReport.problem` of `@bridgelaw/formats`), in the run's
 * language from its data: its message id and parameters through the catalog (`importProblem`), a nested problem
 * (`detail`) written first. A `Said` problem (a sentence of the formats without a message id yet) is printed as
 * it is.
 */
export const problemWords = (p: ImportProblem): string => {
  if (p._tag === "Said") return p.text;
  const params: Record<string, unknown> = { ...p };
  if ("detail" in p) params.detail = p.detail === undefined ? "absent" : problemWords(p.detail);
  if (p._tag === "HandsShort")
    params.hands = p.hands.map((h) => t("importProblemHand", { seat: h.seat, cards: h.cards })).join(", ");
  if (p._tag === "DealCountsDiffer")
    params.hands = p.hands.map((h) => t("importProblemCount", { seat: h.seat, cards: h.cards })).join(", ");
  if (p._tag === "HandsMissing" || p._tag === "LinHandsMissing") params.missing = p.missing.join(", ");
  if (p._tag === "ContractDiffers" || p._tag === "DeclarerDiffers") params.declarer = p.declarer ?? "absent";
  if (p._tag === "LogDoesNotReplay") params.settlement = p.settlement ? "yes" : "no";
  if (p._tag === "LinBeforeAuctionEnd") params.passedOut = p.passedOut ? "yes" : "no";
  if (p._tag === "PlayGivesTricks") params.tricks = p.tricks ?? "null";
  return t("importProblem", params);
};

/** A record's reason in the run's language: from its problem when it has one, else its sentence as given. */
export const reasonWords = (r: {
  readonly reason?: string;
  readonly problem?: ImportProblem;
}): string | undefined => (r.problem !== undefined ? problemWords(r.problem) : r.reason);
