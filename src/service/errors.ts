// The service's error type and the one error body shape that design.md fixes for every failure.
export type RowError = { row: number; email: string | null; field: string; message: string };

export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly errors?: RowError[],
    readonly extra?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ServiceError';
  }

  toBody(): Record<string, unknown> {
    return {
      statusCode: this.status,
      error_code: this.errorCode,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
      ...this.extra,
    };
  }
}

/** At most this many names of a list in an error; the rest are counted (an error body stays small whatever was sent). */
export const NAMES_SHOWN = 20;

/** `a, b, c` — or the first 20 and `and 9,980 more`. */
export function nameList(names: readonly string[], shown = NAMES_SHOWN): string {
  const listed = names
    .slice(0, shown)
    .map((n) => clip(n))
    .join(', ');
  return names.length > shown ? `${listed} and ${(names.length - shown).toLocaleString('en-US')} more` : listed;
}

/** A value a client sent, echoed in a message: at most 100 characters. */
export function clip(value: string, max = 100): string {
  return value.length > max ? `${value.slice(0, max)}…` : value;
}

export const validationError = (message: string, errors?: RowError[]) => new ServiceError(400, 'VALIDATION_ERROR', message, errors);

export const memberNotFound = (email: string) => new ServiceError(404, 'MEMBER_NOT_FOUND', `No member with e-mail ${clip(email)} in this company.`);
