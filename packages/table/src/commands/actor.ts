import type { Seat } from "@bridgelaw/cards";
import { lazy } from "@bridgelaw/log";
import * as Schema from "effect/Schema";
import { SeatToken } from "../tokens.ts";

/**
 * Who gives a command (issue 14): a player at his seat, the Director, an appeals committee (or the Regulating
 * Authority, 93C), the scorer (a scoring program or the person entering results), or a team captain (92A: a
 * contestant "or his captain" may appeal). A live table server maps its session tokens to these.
 *
 * The actor is who did it at the table, not who typed it: a Director transcribing a board records each
 * player's action as that player's (the envelope's `by` says who recorded the line).
 */
export const Actor = lazy(() =>
  Schema.Union([
    Schema.Struct({ role: Schema.Literal("player"), seat: SeatToken }),
    Schema.Struct({ role: Schema.Literal("director") }),
    Schema.Struct({ role: Schema.Literal("committee") }),
    Schema.Struct({ role: Schema.Literal("scorer") }),
    Schema.Struct({ role: Schema.Literal("captain"), side: Schema.Literals(["NS", "EW"]) }),
  ]),
);
export type Actor = typeof Actor.Type;
export type Role = Actor["role"];

/** A player at his seat. */
export type PlayerActor = Extract<Actor, { readonly role: "player" }>;
/** The Director. */
export type DirectorActor = Extract<Actor, { readonly role: "director" }>;
/** An appeals committee (or the Regulating Authority, 93C). */
export type CommitteeActor = Extract<Actor, { readonly role: "committee" }>;
/** The scorer. */
export type ScorerActor = Extract<Actor, { readonly role: "scorer" }>;
/** A team captain (92A). */
export type CaptainActor = Extract<Actor, { readonly role: "captain" }>;

/** The player at `seat`. */
export const player = (seat: Seat): PlayerActor => ({ role: "player", seat });
export const DIRECTOR: DirectorActor = { role: "director" };
export const COMMITTEE: CommitteeActor = { role: "committee" };
export const SCORER: ScorerActor = { role: "scorer" };
/** The captain of the team sitting `side` (92A, 92D2). */
export const captain = (side: "NS" | "EW"): CaptainActor => ({ role: "captain", side });
