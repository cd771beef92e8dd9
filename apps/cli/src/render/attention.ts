import { SUIT_SYMBOLS, type Suit } from "@bridgelaw/cards";
import type { BoardView } from "@bridgelaw/table";
import { joinParts, ref, t } from "../texts.ts";
import { describe } from "../words.ts";
import { callShown, cardDisplay } from "./text.ts";

const section = (title: string, lines: readonly string[]): string[] =>
  lines.length === 0 ? [] : [title, ...lines.map((l) => `  ${l}`)];

/** Options the Law gives a player now: `North, Law 27A1 (about position 3): … [accept | refuse]`. */
export const pendingLines = (view: Pick<BoardView, "pending">): string[] =>
  (view.pending ?? []).map((p) =>
    t("pendingLine", {
      seat: p.seat,
      ref: ref(p.law),
      about: p.about,
      text: describe(p),
      options: p.options.join(" | "),
    }),
  );

/** Questions for the Director, with the answers the engine can apply when there is a closed set. */
export const rulingLines = (view: Pick<BoardView, "rulingsNeeded">): string[] =>
  view.rulingsNeeded.map((r) => {
    const extra = r as { readonly answers?: readonly string[]; readonly blocking?: boolean };
    const answers =
      extra.answers !== undefined && extra.answers.length > 0 ? ` [${extra.answers.join(" | ")}]` : "";
    return t("rulingLine", {
      position: r.position,
      ref: ref(r.law),
      text: describe(r),
      answers,
      blocking: extra.blocking === true ? "yes" : "no",
    });
  });

/** Who must pass (at the next turn or throughout) or repeat a call, and why. */
export const obligationLines = (view: BoardView): string[] =>
  (view.auction.obligations ?? []).map((o) =>
    o.kind === "pass"
      ? t("mustPass", { seat: o.seat, scope: o.scope, ref: ref(o.law), from: o.from })
      : t("mustRepeat", { seat: o.seat, call: callShown(o.call), ref: ref(o.law), from: o.from }),
  );

const suits = (list: readonly Suit[]): string => list.map((s) => SUIT_SYMBOLS[s]).join(" ");

/** Law 26 lead restrictions: whom they restrict, from which event, and their state. */
export const leadRestrictionLines = (view: BoardView): string[] =>
  (view.leadRestrictions ?? []).map((r) => {
    const parts = [
      t("leadRestriction", {
        seat: r.restricted,
        offender: r.offender,
        ref: ref(r.law),
        from: r.from,
        status: r.status,
      }),
    ];
    if (r.suitsSpecified !== null && r.suitsSpecified.length > 0)
      parts.push(t("suitsSpecified", { suits: suits(r.suitsSpecified) }));
    if (r.mayRequire !== undefined && r.mayRequire.length > 0)
      parts.push(t("mayRequire", { suits: suits(r.mayRequire) }));
    if (r.waived !== undefined) parts.push(t("waived", { x: r.waived }));
    return joinParts(parts);
  });

/** Cards exposed during the auction (Law 24) and penalty cards carried into the play. */
export const cardLines = (view: BoardView): string[] => [
  ...(view.auction.exposedCards ?? []).map((c) =>
    t("exposedCard", {
      position: c.position,
      seat: c.seat,
      card: cardDisplay(c.card),
      led: c.led ? "yes" : "no",
      fate: c.fate,
    }),
  ),
  ...(view.penaltyCards ?? []).map((c) =>
    t("penaltyCard", { seat: c.seat, card: cardDisplay(c.card), ref: ref(c.law) }),
  ),
];

/** Law 16C: information from withdrawn or cancelled calls. */
export const informationLines = (view: BoardView): string[] =>
  (view.auction.unauthorisedInformation ?? []).map((i) =>
    t("informationLine", {
      position: i.position,
      seat: i.seat,
      call: callShown(i.call),
      ref: ref(i.law),
      side: i.unauthorisedFor ?? undefined,
    }),
  );

/** What the Director reviews at the end of play (23C, 27D, 72C, 21B3). */
export const reviewLines = (view: BoardView): string[] =>
  (view.auction.reviews ?? []).map((r) =>
    t("reviewLine", { position: r.position, ref: ref(r.law), text: describe(r) }),
  );

/** Revokes with their trick and state, and plays that could not be taken in rotation. */
export const playLines = (view: BoardView): { revokes: string[]; irregular: string[] } => ({
  revokes: view.revokes.map((r) =>
    t("revokeLine", {
      trick: r.trick,
      position: r.position,
      seat: r.offender,
      card: cardDisplay(r.card),
      status: r.status,
      ref: ref(r.law),
    }),
  ),
  irregular: view.irregularPlays.map((p) =>
    t("irregularLine", { position: p.position, seat: p.seat, card: cardDisplay(p.card), ref: ref(p.law) }),
  ),
});

/**
 * What the players and the Director must attend to: options pending, rulings needed, obligations, lead
 * restrictions, exposed and penalty cards, unauthorised information, reviews, revokes and irregular plays.
 * Empty when there is none.
 */
export const renderAttention = (view: BoardView): string => {
  const play = playLines(view);
  return [
    ...section(t("optionsPending"), pendingLines(view)),
    ...section(t("rulingsNeeded"), rulingLines(view)),
    ...section(t("obligations"), obligationLines(view)),
    ...section(t("leadRestrictions"), leadRestrictionLines(view)),
    ...section(t("exposedCards"), cardLines(view)),
    ...section(t("information"), informationLines(view)),
    ...section(t("reviews"), reviewLines(view)),
    ...section(t("revokes"), play.revokes),
    ...section(t("irregularPlays"), play.irregular),
  ].join("\n");
};
