// The server's own words around the Laws' messages, in each language the messages have (issue 33), written by
// `@bridgelaw/words` (ICU); the Laws' messages themselves (a refusal's words) are the words package's.
import { type Lang, textsOf } from "@bridgelaw/words";

const EN = {
  noLongerApplies: "another action came first and the command no longer applies: {words}",
  noToken: "no bearer token: send Authorization: Bearer <token>",
  unknownToken: "unknown token",
  revokedToken: "this token was revoked by the Director",
  onlyDirector:
    "only the Director {what, select, list {lists the tokens} revoke {revokes tokens} other {issues tokens}}",
  otherSession: "this token is for session {session}, not {id}",
  noSession: "no session {id}",
  noTable: "session {session} has no table {table}",
  noBoard: "table {table} does not play board {board}",
  noTokenId: "session {session} has no token {id}",
  mayNotSee: "{who} may not see table {table}",
  spectatorActs: "a spectator does not act at the table (76B)",
  versionMismatch: "the board is at version {actual}, not {expected}: another action came first",
  keyReused: "this Idempotency-Key was used for another request",
  keyInProgress: "another request with this Idempotency-Key took over: ask again",
  internal: "the server failed on this request; it is logged",
} as const;
/** The ids of the server's own messages. */
export type ServerTextId = keyof typeof EN;

const FR: Readonly<Record<ServerTextId, string>> = {
  noLongerApplies: "une autre action est passée avant et la commande ne s'applique plus : {words}",
  noToken: "pas de jeton : envoyez Authorization: Bearer <jeton>",
  unknownToken: "jeton inconnu",
  revokedToken: "ce jeton a été révoqué par l'arbitre",
  onlyDirector:
    "seul l'arbitre {what, select, list {liste les jetons} revoke {révoque des jetons} other {délivre des jetons}}",
  otherSession: "ce jeton est celui de la séance {session}, pas de {id}",
  noSession: "pas de séance {id}",
  noTable: "la séance {session} n'a pas de table {table}",
  noBoard: "la table {table} ne joue pas l'étui {board}",
  noTokenId: "la séance {session} n'a pas de jeton {id}",
  mayNotSee: "{who} ne peut pas voir la table {table}",
  spectatorActs: "un spectateur n'agit pas à la table (76B)",
  versionMismatch: "la donne est à la version {actual}, pas {expected} : une autre action est passée avant",
  keyReused: "cette Idempotency-Key a servi pour une autre requête",
  keyInProgress: "une autre requête avec cette Idempotency-Key a pris la main : demandez à nouveau",
  internal: "le serveur a échoué sur cette requête ; c'est consigné dans son journal",
};

const text = textsOf<ServerTextId>({ en: EN, fr: FR });

/** A text of the server in a language. */
export const serverText = (
  lang: Lang,
  id: ServerTextId,
  params: Readonly<Record<string, unknown>> = {},
): string => text(lang, id, params);

/** Every id of the server's own messages (tests: each has its French). */
export const SERVER_TEXT_IDS = Object.keys(EN) as readonly ServerTextId[];
