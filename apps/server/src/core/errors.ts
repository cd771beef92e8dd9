import { Data } from "effect";

/** The error codes of the HTTP API (README, "Errors"), each with its status. */
export const ERROR_STATUS = {
  InvalidRequest: 400,
  Unauthenticated: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  NoLongerApplies: 409,
  SessionExists: 409,
  CommandRefused: 422,
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
}> {
  get status(): number {
    return ERROR_STATUS[this.code];
  }

  override toJSON(): { error: Record<string, unknown> } {
    return { error: { code: this.code, message: this.message, ...this.details } };
  }
}

export const apiError = (code: ErrorCode, message: string, details?: Record<string, unknown>): ApiError =>
  new ApiError({ code, message, ...(details !== undefined && { details }) });
