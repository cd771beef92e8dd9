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
  if (VALUE_TAGS.has(p._tag))
    return t("importProblemValue", { ...p, ...(p._tag === "DealInvalid" && { problems: dealChecks(p) }) });
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

/** The reasons that were sentences of the formats (Said) before they had a message id: `importProblemValue`. */
const VALUE_TAGS: ReadonlySet<ImportProblem["_tag"]> = new Set([
  "NotADirection",
  "NotADeclarer",
  "NotAContract",
  "DealInvalid",
  "StringNotClosed",
]);

/** Four hands that are not a deal: each check in words (Laws 7B2, 1A, 14), in `validateDeal`'s order. */
const dealChecks = (p: Extract<ImportProblem, { _tag: "DealInvalid" }>): string =>
  [
    ...p.counts.map((c) =>
      t("importDealCount", { seat: c.seat, cards: c.cards, law: c.cards > 13 ? 13 : 14 }),
    ),
    ...p.twice.map((d) =>
      t("importDealTwice", {
        card: d.card,
        n: d.seats.length,
        seats: d.seats.map((seat) => t("importDealSeat", { seat })).join(", "),
      }),
    ),
    ...p.missing.map((card) => t("importDealMissing", { card })),
  ].join(t("importDealSeparator"));

/** A record's reason in the run's language: from its problem when it has one, else its sentence as given. */
export const reasonWords = (r: {
  readonly reason?: string;
  readonly problem?: ImportProblem;
}): string | undefined => (r.problem !== undefined ? problemWords(r.problem) : r.reason);
