import type { FactsOf, LawId, Seat, Side } from "@bridgelaw/cards";
import type { DecodeProblem } from "@bridgelaw/log";
import type { Actor, Role } from "./actor.ts";

/**
 * Who gave a refused command, as the fields of a refusal: the role, and the seat of a player or the side of a
 * captain (a fact's fields are flat, so that a formatter names the actor: `{player, seat}`, `{side, side}`).
 */
export interface ActorFields {
  readonly role: Role;
  readonly player?: Seat;
  readonly side?: Side;
}

/** The refusal fields naming an actor. */
export const actorFields = (a: Actor): ActorFields =>
  a.role === "player"
    ? { role: a.role, player: a.seat }
    : a.role === "captain"
      ? { role: a.role, side: a.side }
      : { role: a.role };

/**
 * The Decider's own refusals (issue 34: consequences are data): why the table refuses a command before the
 * Laws look at it. Each is a tag and typed fields; `@bridgelaw/words` writes them (`describe`). The refusals
 * of replay (a card not held, an option not open …) are the domain's own (`DomainRejection.refusal`).
 *
 * A refusal to a player never names a card of a hand he may not see, and never depends on one (issue 28):
 * none of these has a card field, and each is decided before any hand is looked at.
 */
export interface DeciderRefusals {
  /** The actor's role may not give this command at all (who may is the Law's: README, "Commands"). */
  RoleMayNotGive: ActorFields & { readonly command: string; readonly roles: readonly Role[] };
  /** A player acts only for his own seat. */
  ActsForOwnSeatOnly: { readonly player: Seat; readonly seat: Seat };
  /** 45B: dummy's cards are played by declarer (dummy placing them); no other player acts for dummy's hand. */
  DeclarerPlaysDummy: {
    readonly player: Seat;
    readonly seat: Seat;
    readonly declarer: Seat;
    readonly law: LawId;
  };
  /** A defender never handles his partner's cards (45B, 45C). */
  DefenderPartnerCards: { readonly player: Seat; readonly seat: Seat };
  /**
   * 41D, 45B: dummy's hand is declarer's to play from once it is faced (after the opening lead is faced); before
   * that it is the presumed dummy's own hand, face down, and declarer may not play, expose or handle its cards.
   */
  DummyNotFaced: { readonly player: Seat; readonly seat: Seat; readonly law: LawId };
  /** 92A: an appeal is lodged by a member of the side (or its captain). */
  AppealNotOfSide: ActorFields & { readonly appellant: Side; readonly law: LawId };
  /** 93: a decision on an appeal is given by the body that hears it (93A, 93B1, 93B2, 93C). */
  DecisionNotOfBody: ActorFields & { readonly body: "director" | "committee" | "ra"; readonly law: LawId };
  /** 46: only declarer designates dummy's cards. */
  DeclarerDesignates: { readonly player: Seat; readonly declarer: Seat; readonly law: LawId };
  /** 46, 43: a command about dummy's hand names dummy's seat. */
  SeatNotDummy: { readonly seat: Seat; readonly dummy: Seat; readonly law: LawId };
  /** 46, 43: dummy's card designated, or dummy's limitations found, before the play has begun. */
  NoPlayYet: { readonly command: string; readonly law: LawId };
  /**
   * A field of the command that does not decode (or an event the command would record that the log's reader
   * refuses): which field (`field`, e.g. `call`, `finding.seats[1]`) and why (`problem`, `expected` …).
   */
  InvalidField: { readonly field: string } & DecodeProblem;
  /** The command is not a JSON object. */
  NotACommand: Pick<DecodeProblem, "got" | "gotKind">;
  /** The command's `type` is none of the Decider's commands (or is missing). */
  UnknownCommand: Pick<DecodeProblem, "got" | "gotKind">;
}

/** One refusal of the Decider's own, by its tag. */
export type DeciderRefusal = FactsOf<DeciderRefusals>;
