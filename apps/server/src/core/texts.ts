// The server's own words around the Laws' messages, in each language the messages have (issue 33), written by
// `@bridgelaw/words` (ICU); the Laws' messages themselves (a refusal's words) are the words package's.
import { describe, frenchTypography, type Lang, textsOf } from "@bridgelaw/words";

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
  // the request's form (issue 33): the field names, headers and JSON in them are data, kept as sent
  unavailable: "the database is unavailable for now ({reason}); try again in a moment",
  sessionExists: "a session {id} exists already",
  notOurToken: "this is not a token the server issued",
  ownToken: "a Director does not revoke the token he is using: use another Director token",
  organiserToken: "creating a session needs the organiser's token (BRIDGELAW_ORGANISER_TOKEN)",
  bodyNotObject: "the body must be a JSON object: a command such as {example}",
  expectedVersion: "expectedVersion must be a whole number of 0 or more",
  actorField: "a command carries no actor: the token says who acts",
  envelopeField: 'the server writes "{field}" itself',
  boardOverPlayers:
    "the table has moved on from this board: the players' part is done (the Director, the scorer and the committee go on; attention may still be drawn, the Director called and an appeal lodged)",
  keyBeingAnswered: "a request with this Idempotency-Key is being answered: ask again in a moment",
  logHidden:
    "the log shows every hand: the scorer, the players and the spectators have it once {when, select, table {the board is over} other {every table that plays the deal has finished it}}",
  outOfRange: "{field}: {value} is out of range",
  notWhole: "{field}: {value} is not a whole number",
  notPosition: "{field}: {value} is not a position in the board's log (1 to {version})",
  loneSurrogate: "{field}: a string that is not well-formed text (a lone surrogate)",
  tooDeep: "body: nested deeper than {max} levels",
  badFieldName: "body: a field name that is not well-formed text",
  noBody: "the request has no JSON body",
  notJson: "the body is not JSON: {reason}",
  unreadableBody: "the request's body could not be read",
  tooLarge: "the body is larger than this route takes ({limit} bytes)",
  badPath: "path: not well-formed text",
  badKey: "Idempotency-Key: 1 to 200 visible ASCII characters",
  noRoute: "no route {method} {path} (README: the routes)",
  // `reason`: the decoder's English; `problem`: the same as a words fact where it has one (`InvalidField`)
  badField: "{where, select, path {path} query {query} other {body}}: {reason}",
  unexpectedField: '{where, select, path {path} query {query} other {body}}: unexpected field "{field}"',
  tooManyStreams: "this token has {cap} live connections open already: close one first",
  pbnAndSeed: "give either pbn or seed, not both",
  pbnNoDeal: "the PBN file has no board with a whole deal to play",
  boardNotInPbn: "board {board} is not in the PBN file",
  tableTwice: "table {table} is listed twice",
  tableBoardNotInSession: "table {table} plays board {board}, which is not one of the session's boards",
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
  unavailable: "la base de données est indisponible pour l'instant ({reason}) ; réessayez dans un moment",
  sessionExists: "une séance {id} existe déjà",
  notOurToken: "ce n'est pas un jeton délivré par le serveur",
  ownToken: "un arbitre ne révoque pas le jeton qu'il utilise : utilisez un autre jeton d'arbitre",
  organiserToken: "créer une séance demande le jeton de l'organisateur (BRIDGELAW_ORGANISER_TOKEN)",
  bodyNotObject: "le corps doit être un objet JSON : une commande telle que {example}",
  expectedVersion: "expectedVersion doit être un nombre entier de 0 ou plus",
  actorField: "une commande ne porte pas d'acteur : le jeton dit qui agit",
  envelopeField: "le serveur écrit « {field} » lui-même",
  boardOverPlayers:
    "la table est passée à la suite : la part des joueurs sur cette donne est faite (l'arbitre, le marqueur et le comité continuent ; on peut encore attirer l'attention, appeler l'arbitre et déposer un appel)",
  keyBeingAnswered:
    "une requête avec cette Idempotency-Key est en cours de réponse : demandez à nouveau dans un moment",
  logHidden:
    "le journal montre toutes les mains : le marqueur, les joueurs et les spectateurs l'ont {when, select, table {une fois la donne terminée} other {une fois que chaque table qui joue la donne l'a terminée}}",
  outOfRange: "{field} : {value} est hors limites",
  notWhole: "{field} : {value} n'est pas un nombre entier",
  notPosition: "{field} : {value} n'est pas une position dans le journal de la donne (1 à {version})",
  loneSurrogate: "{field} : une chaîne qui n'est pas un texte bien formé (un demi-codet isolé)",
  tooDeep: "corps : imbriqué sur plus de {max} niveaux",
  badFieldName: "corps : un nom de champ qui n'est pas un texte bien formé",
  noBody: "la requête n'a pas de corps JSON",
  notJson: "le corps n'est pas du JSON : {reason}",
  unreadableBody: "le corps de la requête n'a pas pu être lu",
  tooLarge: "le corps dépasse ce que prend cette route ({limit} octets)",
  badPath: "chemin : texte mal formé",
  badKey: "Idempotency-Key : 1 à 200 caractères ASCII visibles",
  noRoute: "pas de route {method} {path} (README : les routes)",
  badField: "{where, select, path {chemin} query {requête} other {corps}} : {problem}",
  unexpectedField:
    "{where, select, path {chemin} query {requête} other {corps}} : champ inattendu « {field} »",
  tooManyStreams: "ce jeton a déjà {cap} connexions en direct ouvertes : fermez-en une d'abord",
  pbnAndSeed: "donnez pbn ou seed, pas les deux",
  pbnNoDeal: "le fichier PBN n'a aucun étui avec une donne complète à jouer",
  boardNotInPbn: "l'étui {board} n'est pas dans le fichier PBN",
  tableTwice: "la table {table} est listée deux fois",
  tableBoardNotInSession: "la table {table} joue l'étui {board}, qui n'est pas un des étuis de la séance",
};

const text = textsOf<ServerTextId>({ en: EN, fr: FR });

/**
 * A text of the server in a language (French with its typography). A parameter that is a fact of the words' catalogs (an object with a
 * `_tag`, such as a field's `InvalidField` problem) is written by `@bridgelaw/words` in the same language.
 */
export const serverText = (
  lang: Lang,
  id: ServerTextId,
  params: Readonly<Record<string, unknown>> = {},
): string =>
  typeset(
    lang,
    text(
      lang,
      id,
      Object.fromEntries(
        Object.entries(params).map(([k, v]) => [
          k,
          typeof v === "object" && v !== null && "_tag" in v ? describe(v as { _tag: string }, lang) : v,
        ]),
      ),
    ),
  );

/** A text as its language sets it: French with its non-breaking spaces (`frenchTypography` of the words). */
export const typeset = (lang: Lang, text: string): string => (lang === "fr" ? frenchTypography(text) : text);

/** Every id of the server's own messages (tests: each has its French). */
export const SERVER_TEXT_IDS = Object.keys(EN) as readonly ServerTextId[];
