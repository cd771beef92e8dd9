import {
  type CardExposed as AuctionCardExposed,
  type AuctionState,
  applyAuctionChoice,
  applyAuctionRuling,
} from "@bridgelaw/auction";
import type {
  AttentionDrawn as LawAttentionDrawn,
  DirectorRuled as LawDirectorRuled,
  OptionChosen as LawOptionChosen,
} from "@bridgelaw/cards";
import { DomainRejection, lazy, peek } from "@bridgelaw/log";
import {
  applyAttention,
  applyExposure,
  applyPlayChoice,
  applyPlayRuling,
  type ExposedHow,
  type PlayAttention,
} from "@bridgelaw/play";
import * as Schema from "effect/Schema";
import { addAudit } from "../audit.ts";
import type { BoardOption, BoardQuestion, TableFact } from "../consequences.ts";
import { rulingGiven } from "../rules/facts.ts";
import type { DeepSame } from "../same-type.ts";
import type { TableDraft, TableState } from "../state.ts";
import { CardToken, LawId, LogPosition, SeatToken, Tricks } from "../tokens.ts";
import { applyAuction, updateAuction } from "./auction.ts";
import { inPlay } from "./play.ts";

/** A player's choice among the options the Law lists as pending (Law 10C1). */
export const OptionChosen = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("OptionChosen"),
    seat: SeatToken,
    law: LawId,
    option: Schema.String,
  }),
);
export type OptionChosen = typeof OptionChosen.Type;

/** The Director's finding or decision on a question the engine asked. */
export const DirectorRuled = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("DirectorRuled"),
    law: LawId,
    about: Schema.optional(LogPosition),
    answer: Schema.optional(Schema.String),
    tricks: Schema.optional(Tricks),
    text: Schema.optional(Schema.String),
  }),
);
export type DirectorRuled = typeof DirectorRuled.Type;

/** A card exposed (dropped, shown, named or led): Law 24 during the auction, Laws 48–50 in the play. */
export const CardExposed = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("CardExposed"),
    seat: SeatToken,
    card: CardToken,
    how: Schema.optional(Schema.Literals(["dropped", "shown", "named", "led", "together"])),
  }),
);
export type CardExposed = typeof CardExposed.Type;

/**
 * A player draws attention to an irregularity (Law 9A). `after`: attention first drawn after the play, once
 * the hands were returned to the board, after a call on the next deal, or after the round (62D1, 64B4, 64B5).
 */
export const AttentionDrawn = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("AttentionDrawn"),
    seat: SeatToken,
    about: Schema.optional(LogPosition),
    after: Schema.optional(Schema.Literals(["hands-returned", "next-deal-call", "round-end"])),
  }),
);
export type AttentionDrawn = typeof AttentionDrawn.Type;

/** `CardExposed` during the auction: Law 24 knows no cards faced together (58B), refused before it. */
type CardExposedInAuction = Omit<CardExposed, "how"> & {
  readonly how?: Exclude<CardExposed["how"], "together">;
};

// One list of events: the packages below the table type the events they take as interfaces (`@bridgelaw/cards`
// the choices, rulings and attention every phase answers; `@bridgelaw/auction` and `@bridgelaw/play` what
// each reads of an exposed card or of attention drawn). Each is the type of the Schema here, the log's wire
// contract; a field that differs is a compile error naming the event.
const _sharedEvents: {
  readonly OptionChosen: DeepSame<LawOptionChosen, OptionChosen>;
  readonly DirectorRuled: DeepSame<LawDirectorRuled, DirectorRuled>;
  readonly AttentionDrawn: DeepSame<LawAttentionDrawn, AttentionDrawn>;
  readonly PlayAttention: DeepSame<PlayAttention, Omit<AttentionDrawn, "type">>;
  readonly CardExposed: DeepSame<AuctionCardExposed, CardExposedInAuction>;
  readonly ExposedHow: DeepSame<ExposedHow, CardExposed["how"]>;
} = {
  OptionChosen: true,
  DirectorRuled: true,
  AttentionDrawn: true,
  PlayAttention: true,
  CardExposed: true,
  ExposedHow: true,
};
void _sharedEvents;

/** Every option pending now, auction first. */
export const pendingOptions = (s: TableState): readonly BoardOption[] => {
  const now = peek(s); // read as they stand (in a draft, no draft of them)
  return [...(peek(peek(now.auction)?.pending) ?? []), ...(peek(peek(now.play)?.pending) ?? [])];
};

/** Every question asked of the Director and not yet answered (the auction's and the play's). */
export const openRulings = (s: TableState): readonly BoardQuestion[] => {
  const now = peek(s); // read as they stand (in a draft, no draft of them)
  return [...(peek(peek(now.auction)?.rulingsNeeded) ?? []), ...(peek(peek(now.play)?.rulingsNeeded) ?? [])];
};

/** The options pending, as a refusal lists them (none: absent). */
const openOptions = (
  pending: readonly BoardOption[],
): { readonly open?: readonly TableFact<"OpenOption">[] } =>
  pending.length === 0
    ? {}
    : { open: pending.map((p) => ({ _tag: "OpenOption", seat: p.seat, law: p.law, options: p.options })) };

/** Finds the pending option an `OptionChosen` answers, or refuses it with the reason (not pending, wrong seat). */
export const findOption = (s: TableState, e: OptionChosen): BoardOption => {
  const pending = pendingOptions(s);
  const forLaw = pending.filter((p) => p.law === e.law);
  if (forLaw.length === 0)
    throw new DomainRejection({ _tag: "OptionNotPending", law: e.law, ...openOptions(pending) });
  const open = forLaw.filter((p) => p.options.includes(e.option));
  if (open.length === 0) {
    throw new DomainRejection({
      _tag: "OptionNotListed",
      law: e.law,
      option: e.option,
      open: openOptions(forLaw).open ?? [],
    });
  }
  const mine = open.find((p) => p.seat === e.seat);
  if (mine === undefined) {
    throw new DomainRejection({
      _tag: "OptionNotYours",
      law: e.law,
      seat: e.seat,
      owners: open.map((p) => p.seat),
    });
  }
  return mine;
};

/** Routes a choice to the phase that listed the option. */
export const chooseOption = (d: TableDraft, e: OptionChosen, position: number): void => {
  const option = findOption(d, e);
  // the phase whose list holds it, read as `pendingOptions` read it (the same values)
  if (peek(peek(peek(d).auction)?.pending)?.includes(option as AuctionState["pending"][number]))
    updateAuction(d, position, (a) => applyAuctionChoice(a, e, position));
  else inPlay(d, (p) => applyPlayChoice(p, e, position));
};

/** Finds the question a `DirectorRuled` answers, or refuses a ruling for a question not asked. */
export const findRuling = (s: TableState, e: DirectorRuled): BoardQuestion => {
  const open = openRulings(s).filter(
    (r) => r.law === e.law && (e.about === undefined || r.position === e.about),
  );
  if (open.length === 0) {
    const asked = openRulings(s);
    throw new DomainRejection({
      _tag: "NoQuestionAsked",
      law: e.law,
      ...(e.about !== undefined && { about: e.about }),
      ...(asked.length > 0 && {
        open: asked.map((r) => ({ _tag: "OpenQuestion" as const, law: r.law, position: r.position })),
      }),
    });
  }
  if (open.length > 1) throw new DomainRejection({ _tag: "SeveralQuestionsOpen", law: e.law });
  const question = open[0]!;
  if (question.answers !== undefined && (e.answer === undefined || !question.answers.includes(e.answer))) {
    throw new DomainRejection({
      _tag: "AnswerNotListed",
      law: e.law,
      ...(e.answer !== undefined && { answer: e.answer }),
      answers: question.answers,
    });
  }
  return question;
};

export const directorRuled = (d: TableDraft, e: DirectorRuled, position: number): void => {
  const question = findRuling(d, e);
  const about = question.position;
  const ruling = { ...e, about };
  // the phase whose list holds it, read as `openRulings` read it (the same values)
  const inAuction =
    peek(peek(peek(d).auction)?.rulingsNeeded)?.includes(question as AuctionState["rulingsNeeded"][number]) ??
    false;
  if (inAuction) updateAuction(d, position, (a) => applyAuctionRuling(a, ruling, position));
  else inPlay(d, (p) => applyPlayRuling(p, ruling, position));
  addAudit(d, [rulingGiven(e, about, position, d.setup?.edition)]);
};

export const attentionDrawn = (d: TableDraft, e: AttentionDrawn, position: number): void => {
  addAudit(d, [
    {
      _tag: "AttentionCalled",
      position,
      law: "9A",
      seat: e.seat,
      ...(e.about !== undefined && { about: e.about }),
    },
  ]);
  if (d.play === null) applyAuction(d, e, position);
  else inPlay(d, (p) => applyAttention(p, e, position));
};

/** A card exposed: Law 24 until the end of the auction; in the play, Laws 48–50. */
export const cardExposed = (d: TableDraft, e: CardExposed, position: number): void => {
  if (d.play === null) {
    const { how } = e;
    if (how === "together") throw new DomainRejection({ _tag: "FacedTogetherInAuction", law: "58B" });
    // 24: a player exposes one of his own cards; another's card is not a fact that can happen: refused as impossible
    const hand = d.setup?.deal[e.seat];
    if (hand !== undefined && !hand.includes(e.card)) {
      throw new DomainRejection({ _tag: "CardNotHeld", law: "24", seat: e.seat, card: e.card });
    }
    applyAuction(d, { ...e, how }, position);
    return;
  }
  inPlay(d, (p) => applyExposure(p, e.seat, e.card, e.how, position));
};
