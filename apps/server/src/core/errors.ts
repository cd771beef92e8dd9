import { Data } from "effect";
import { type ServerTextId, serverText } from "./texts.ts";

/** The error codes of the HTTP API (README, "Errors"), each with its status. */
export const ERROR_STATUS = {
  InvalidRequest: 400,
  Unauthenticated: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  NoLongerApplies: 409,
  SessionExists: 409,
  InProgress: 409,
  PayloadTooLarge: 413,
  IdempotencyKeyReused: 422,
  CommandRefused: 422,
  TooManyStreams: 429,
  Unavailable: 503,
  Internal: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * A request the server answers with an error: a code (README, "Errors"), a message that says why in a
 * Director's or a developer's words, and details a client can act on (the refusal's `_tag`, the version the
 * board is at, the field that is wrong). Never a stack trace, never a secret.
 */
export class ApiError extends Data.TaggedError("ApiError")<{
  readonly code: ErrorCode;
  readonly message: string;
  readonly details?: Readonly<Record<string, unknown>>;
  /** Response headers that go with it (`Retry-After`, `Connection: close`). */
  readonly headers?: Readonly<Record<string, string>>;
  /** The message as a message id and its parameters, to say it in a request's language (`messageIn`). */
  readonly said?: { readonly id: ServerTextId; readonly params: Readonly<Record<string, unknown>> };
}> {
  get status(): number {
    return ERROR_STATUS[this.code];
  }

  override toJSON(): { error: Record<string, unknown> } {
    return { error: { code: this.code, message: this.message, ...this.details } };
  }
}

export const apiError = (
  code: ErrorCode,
  message: string,
  details?: Record<string, unknown>,
  headers?: Record<string, string>,
): ApiError =>
  new ApiError({
    code,
    message,
    ...(details !== undefined && { details }),
    ...(headers !== undefined && { headers }),
  });

/** An error whose message is the server's message `id` (`texts.ts`), in English, and in a request's language. */
export const apiErrorSaid = (
  code: ErrorCode,
  id: ServerTextId,
  params: Readonly<Record<string, unknown>> = {},
  details?: Record<string, unknown>,
  headers?: Record<string, string>,
): ApiError =>
  new ApiError({
    code,
    message: serverText("en", id, params),
    said: { id, params },
    ...(details !== undefined && { details }),
    ...(headers !== undefined && { headers }),
  });

/** 503 with `Retry-After` (whole seconds, at least 1): the database is unreachable for now. */
export const unavailable = (retryAfterMs: number, reason: string): ApiError =>
  apiErrorSaid(
    "Unavailable",
    "unavailable",
    { reason },
    { retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)) },
    { "retry-after": String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  );
