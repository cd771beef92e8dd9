import { Data } from "effect";

/**
 * Why `decide` refused a command (issue 14). Each error names the command, the log position its event would
 * have taken, and the reason in a Director's words. Only two kinds of refusal exist: the action is not that
 * person's to do, or it is impossible (replay would refuse the event too). Irregular actions are never
 * refused: they are recorded and the Laws rectify them (design §1).
 */
interface Refusal {
  /** The command refused (`PlayCard`, `Rule` …). */
  readonly command: string;
  /** The log position the event would have taken. */
  readonly position: number;
  readonly reason: string;
}

/** The actor may not give this command: the wrong role, or a seat acting for another seat. */
export class ActorNotAllowed extends Data.TaggedError("ActorNotAllowed")<Refusal> {
  override get message(): string {
    return this.reason;
  }
}

/** The seat does not hold the card (never dealt to it, or already played): physically impossible (design §1). */
export class CardNotInHand extends Data.TaggedError("CardNotInHand")<Refusal & { readonly card: string }> {
  override get message(): string {
    return this.reason;
  }
}

/** No option of that Law with that id is open to that seat now (`pending`, Law 10C1). */
export class OptionNotOpen extends Data.TaggedError("OptionNotOpen")<Refusal & { readonly law: string }> {
  override get message(): string {
    return this.reason;
  }
}

/** A ruling that answers no question asked (`rulingsNeeded`) and that no Law takes unasked. */
export class RulingNotAsked extends Data.TaggedError("RulingNotAsked")<Refusal & { readonly law: string }> {
  override get message(): string {
    return this.reason;
  }
}

/** Anything else replay would refuse: a second board, a card before the auction ended, an appeal of no ruling… */
export class ActionImpossible extends Data.TaggedError("ActionImpossible")<Refusal> {
  override get message(): string {
    return this.reason;
  }
}

/** Every refusal of `decideTable`, told apart by `_tag`. */
export type CommandRefused =
  | ActorNotAllowed
  | CardNotInHand
  | OptionNotOpen
  | RulingNotAsked
  | ActionImpossible;

const TAGS: ReadonlySet<string> = new Set([
  "ActorNotAllowed",
  "CardNotInHand",
  "OptionNotOpen",
  "RulingNotAsked",
  "ActionImpossible",
]);

/** True for any refusal of `decideTable`. */
export const isCommandRefused = (u: unknown): u is CommandRefused =>
  u instanceof Error && TAGS.has((u as { _tag?: unknown })._tag as string);
