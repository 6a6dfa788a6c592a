// Typed errors of the engagement client: one base class with status and error code, a subclass per kind callers act on.
export type RowError = { row: number; email: string | null; field: string; message: string };

export abstract class EngagementError extends Error {
  abstract readonly kind: string;
  constructor(
    message: string,
    readonly status: number | null,
    readonly errorCode: string | null,
    readonly rowErrors: RowError[] = [],
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** 401: the key is missing or unknown. */
export class UnauthorizedError extends EngagementError {
  readonly kind = 'unauthorized';
}

/** 403: the key belongs to the other stage (prod keys work only on prod, dev keys only on dev). */
export class WrongStageError extends EngagementError {
  readonly kind = 'wrong_stage';
}

/** 400: the service refused the input; `rowErrors` lists per-row problems of a member import. */
export class ValidationError extends EngagementError {
  readonly kind = 'validation';
}

/** 404: no such member (or endpoint). */
export class NotFoundError extends EngagementError {
  readonly kind = 'not_found';
}

/** 429: wait `retryAfterMs` (and/or until `resetAt`) before trying again. */
export class RateLimitedError extends EngagementError {
  readonly kind = 'rate_limited';
  constructor(
    message: string,
    status: number,
    errorCode: string | null,
    readonly retryAfterMs: number | null,
    readonly resetAt: Date | null,
  ) {
    super(message, status, errorCode);
  }
}

/** The recognition endpoint's 503: an individual recipient is unknown. A verdict, not an outage; nothing was sent. */
export class RecipientNotFoundError extends EngagementError {
  readonly kind = 'recipient_not_found';
  constructor(
    message: string,
    errorCode: string | null,
    readonly recipients: string[],
  ) {
    super(message, 503, errorCode);
  }
}

/** Any other 5xx: the service failed. */
export class ServerError extends EngagementError {
  readonly kind = 'server';
}

/** The service answered, but not with what the spec promises (bad JSON, a field of the wrong shape). */
export class ResponseShapeError extends EngagementError {
  readonly kind = 'response_shape';
}

/** The request did not reach the service or the connection broke (refused, reset, DNS). */
export class NetworkError extends EngagementError {
  readonly kind = 'network';
  constructor(
    message: string,
    readonly code: string | null,
    options?: { cause?: unknown },
  ) {
    super(message, null, null, [], options);
  }
}

/** No answer within the per-call timeout. For a POST the outcome is unknown. */
export class TimeoutError extends EngagementError {
  readonly kind = 'timeout';
  constructor(
    message: string,
    readonly timeoutMs: number,
  ) {
    super(message, null, null);
  }
}
