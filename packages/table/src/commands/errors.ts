import type { Card, LawId, Seat } from "@bridgelaw/cards";
import { type Refusal, refusalReason } from "@bridgelaw/log";
import * as Data from "effect/Data";
import type { DeciderRefusal } from "./refusals.ts";

/**
 * Why `decide` refused a command (issues 14, 34). Each error names the command, the log position its event
 * would have taken, and why as data: `refusal`, a tagged value (`{ _tag, …fields }`) that is the domain's own
 * (`DomainRejection.refusal`, when replay refused the event) or the Decider's (`DeciderRefusal`: an actor not
 * allowed, a field that does not decode …). The table writes no words: `@bridgelaw/words` does
 * (`describe(error.refusal)`); `message` and `reason` are the refusal in plain data words (`refusalReason`),
 * for logs. The classes sort the refusals: the action is not that person's to do (`ActorNotAllowed`), the
 * command does not decode (`InvalidCommand`), or it is impossible (replay would refuse the event too).
 * Irregular actions are never refused: they are recorded and the Laws rectify them.
 */
interface Refused<R extends Refusal = Refusal> {
  /** The command refused (`PlayCard`, `Rule` …; what the command's `type` was, or "" when it had none). */
  readonly command: string;
  /** The log position the event would have taken. */
  readonly position: number;
  /** Why, as data: a tag and typed fields (`describe` from `@bridgelaw/words` writes it). */
  readonly refusal: R;
}

/** The refusal in plain data words: its tag and fields (`RoleMayNotGive (role committee, command Rule …)`). */
const reasonOf = (r: Refusal): string => refusalReason(r);

/** The actor may not give this command: the wrong role, or a seat acting for another seat. */
export class ActorNotAllowed extends Data.TaggedError("ActorNotAllowed")<Refused<DeciderRefusal>> {
  get reason(): string {
    return reasonOf(this.refusal);
  }
  override get message(): string {
    return this.reason;
  }
}

/** A field of the command does not decode (the first problem: `field`, and the refusal's `problem` …). */
export class InvalidCommand extends Data.TaggedError("InvalidCommand")<
  Refused<DeciderRefusal> & { readonly field: string }
> {
  get reason(): string {
    return reasonOf(this.refusal);
  }
  override get message(): string {
    return this.reason;
  }
}

/**
 * The seat does not hold the card (never dealt to it, or already played): physically impossible.
 * Only ever about a hand the actor may see (his own, dummy's once faced; every hand for the Director).
 */
export class CardNotInHand extends Data.TaggedError("CardNotInHand")<
  Refused & { readonly seat: Seat; readonly card: Card }
> {
  get reason(): string {
    return reasonOf(this.refusal);
  }
  override get message(): string {
    return this.reason;
  }
}

/** No option of that Law with that id is open to that seat now (`pending`, Law 10C1). */
export class OptionNotOpen extends Data.TaggedError("OptionNotOpen")<Refused & { readonly law: LawId }> {
  get reason(): string {
    return reasonOf(this.refusal);
  }
  override get message(): string {
    return this.reason;
  }
}

/** A ruling that answers no question asked (`rulingsNeeded`) and that no Law takes unasked. */
export class RulingNotAsked extends Data.TaggedError("RulingNotAsked")<Refused & { readonly law: LawId }> {
  get reason(): string {
    return reasonOf(this.refusal);
  }
  override get message(): string {
    return this.reason;
  }
}

/** Anything else replay would refuse: a second board, a card before the auction ended, an appeal of no ruling… */
export class ActionImpossible extends Data.TaggedError("ActionImpossible")<Refused> {
  get reason(): string {
    return reasonOf(this.refusal);
  }
  override get message(): string {
    return this.reason;
  }
}

/** Every refusal of `decideTable`, told apart by `_tag`. */
export type CommandRefused =
  | ActorNotAllowed
  | InvalidCommand
  | CardNotInHand
  | OptionNotOpen
  | RulingNotAsked
  | ActionImpossible;

/** The tags of `CommandRefused`. */
export const REFUSED_TAGS: readonly CommandRefused["_tag"][] = [
  "ActorNotAllowed",
  "InvalidCommand",
  "CardNotInHand",
  "OptionNotOpen",
  "RulingNotAsked",
  "ActionImpossible",
];
const TAGS: ReadonlySet<string> = new Set(REFUSED_TAGS);

/** True for any refusal of `decideTable`. */
export const isCommandRefused = (u: unknown): u is CommandRefused =>
  u instanceof Error && TAGS.has((u as { _tag?: unknown })._tag as string);
