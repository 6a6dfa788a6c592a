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

export const validationError = (message: string, errors?: RowError[]) =>
  new ServiceError(400, 'VALIDATION_ERROR', message, errors);

export const memberNotFound = (email: string) =>
  new ServiceError(404, 'MEMBER_NOT_FOUND', `No member with e-mail ${email} in this company.`);
