import { describe, type Lang, textsOf } from "@bridgelaw/words";
import type { ImportProblem } from "../import-problem.ts";
import { IMPORT_TEXTS_EN, type ImportTextId } from "./en.ts";
import { IMPORT_TEXTS_FR } from "./fr.ts";

/*
 * Why a record is rejected, partial or not played, in a language (issue 33): the one formatter of `ImportProblem`,
 * which the command line's `import` and the web app's import page both call. English is `reasonText`'s words.
 */

const text = textsOf<ImportTextId>({ en: IMPORT_TEXTS_EN, fr: IMPORT_TEXTS_FR });

/** The reasons that were sentences of the readers (Said) before they had a message id: `importProblemValue`. */
const VALUE_TAGS: ReadonlySet<ImportProblem["_tag"]> = new Set([
  "NotADirection",
  "NotADeclarer",
  "NotAContract",
  "DealInvalid",
  "StringNotClosed",
]);

/** Four hands that are not a deal: each check in words (Laws 7B2, 1A, 14), in `validateDeal`'s order. */
const dealChecks = (p: Extract<ImportProblem, { _tag: "DealInvalid" }>, lang: Lang): string =>
  [
    ...p.counts.map((c) =>
      text(lang, "importDealCount", { seat: c.seat, cards: c.cards, law: c.cards > 13 ? 13 : 14 }),
    ),
    ...p.twice.map((d) =>
      text(lang, "importDealTwice", {
        card: d.card,
        n: d.seats.length,
        seats: d.seats.map((seat) => text(lang, "importDealSeat", { seat })).join(", "),
      }),
    ),
    ...p.missing.map((card) => text(lang, "importDealMissing", { card })),
  ].join(text(lang, "importDealSeparator"));

/**
 * An import problem in a language, from its data: its message id and parameters through the catalog, a nested
 * problem (`detail`) written first. A `Said` problem (a sentence without a message id) is given as it is.
 */
export const importProblemWords = (p: ImportProblem, lang: Lang): string => {
  if (p._tag === "Said") return p.text;
  // the log's replay refused an event of the record: the table's refusal in the words' own language
  if (p._tag === "EventRefused") return describe(p.refusal, lang);
  if (VALUE_TAGS.has(p._tag))
    return text(lang, "importProblemValue", {
      ...p,
      ...(p._tag === "DealInvalid" && { problems: dealChecks(p, lang) }),
    });
  const params: Record<string, unknown> = { ...p };
  if ("detail" in p) params.detail = p.detail === undefined ? "absent" : importProblemWords(p.detail, lang);
  if (p._tag === "HandsShort")
    params.hands = p.hands
      .map((h) => text(lang, "importProblemHand", { seat: h.seat, cards: h.cards }))
      .join(", ");
  if (p._tag === "DealCountsDiffer")
    params.hands = p.hands
      .map((h) => text(lang, "importProblemCount", { seat: h.seat, cards: h.cards }))
      .join(", ");
  if (p._tag === "HandsMissing" || p._tag === "LinHandsMissing") params.missing = p.missing.join(", ");
  if (p._tag === "ContractDiffers" || p._tag === "DeclarerDiffers") params.declarer = p.declarer ?? "absent";
  if (p._tag === "LogDoesNotReplay") params.settlement = p.settlement ? "yes" : "no";
  if (p._tag === "LinBeforeAuctionEnd") params.passedOut = p.passedOut ? "yes" : "no";
  if (p._tag === "PlayGivesTricks") params.tricks = p.tricks ?? "null";
  return text(lang, "importProblem", params);
};

/** A record's reason in a language: from its problem when it has one, else its sentence as given. */
export const importReasonWords = (
  r: { readonly reason?: string; readonly problem?: ImportProblem },
  lang: Lang,
): string | undefined => (r.problem !== undefined ? importProblemWords(r.problem, lang) : r.reason);
