// What the service refuses before any rule runs (design.md §2): malformed escapes, bodies that are not UTF-8 JSON,
// and the errors of the HTTP stack (body parser, Node's parser), each turned into a 4xx with the design's error body.
import type { Socket } from 'node:net';
import { parse as parseContentType } from 'content-type';
import type { NextFunction, Request, Response } from 'express';
import { parse as parseQueryString } from 'node:querystring';
import { ServiceError, validationError } from './errors.js';
import { hasControl } from './text-rules.js';
import { fieldAtByte, firstInvalidUtf8 } from './utf8.js';

export const BODY_LIMIT = '1mb';

const unsupportedMediaType = (message: string) => new ServiceError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** A path whose %-escapes do not decode (`%ZZ`, `%FF`) is refused before routing: the route and its parameters come from
 * it. So is one that decodes to a control character (`%00`): no e-mail or ID the path names can hold one. */
export function rejectUndecodablePath(req: Request, _res: Response, next: NextFunction): void {
  if (!decodes(req.path)) throw validationError('The path holds a malformed %-escape; escape reserved characters as UTF-8 (%40 for @).');
  if (hasControl(decodeURIComponent(req.path))) throw validationError('The path must not hold control characters (a %-escape below %20, %7F or a C1 control).');
  next();
}

/** express.json's `verify`: a body that is not well-formed UTF-8 is refused, naming the field the first bad byte is in
 * (the parser would otherwise store U+FFFD in its place). */
export function requireUtf8(_req: unknown, _res: unknown, body: Buffer): void {
  const offset = firstInvalidUtf8(body);
  if (offset < 0) return;
  const byte = `0x${body[offset]!.toString(16).toUpperCase().padStart(2, '0')}`;
  throw validationError(`Invalid request body: ${fieldAtByte(body, offset) ?? 'the body'} is not valid UTF-8 (byte ${byte} at offset ${offset}).`);
}

/** Express's `query parser`: Node's querystring, but a malformed %-escape is a 400 instead of being passed on as text. */
export function parseQuery(raw: string | null | undefined): Record<string, string | string[]> {
  const query = raw ?? '';
  if (!decodes(query.replaceAll('+', ' '))) throw validationError('The query string holds a malformed %-escape; escape reserved characters as UTF-8.');
  return parseQueryString(query) as Record<string, string | string[]>;
}

const hasBody = (req: Request) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** Runs after the key check: a body must be JSON in UTF-8. A POST without a body is left to the endpoint's schema. */
export function requireJsonBody(req: Request, _res: Response, next: NextFunction): void {
  if (!hasBody(req)) {
    next();
    return;
  }
  const header = req.headers['content-type'] ?? '';
  const { type, parameters } = parseContentType(header);
  if (type !== 'application/json') throw unsupportedMediaType(`Content-Type must be application/json${header ? `, not "${header.slice(0, 100)}"` : ''}.`);
  const charset = parameters.charset?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')
    throw unsupportedMediaType(`The body must be UTF-8; charset "${charset.slice(0, 40)}" is not supported.`);
  next();
}

type HttpStackError = { status?: unknown; type?: string; code?: string; encoding?: string; message?: string };

/** The error of the body parser or the router as the design's error, or undefined for a fault of our own (a 500). */
export function clientErrorOf(error: unknown): ServiceError | undefined {
  if (error instanceof ServiceError) return error;
  const e = (error ?? {}) as HttpStackError;
  if (typeof e.status !== 'number' || e.status < 400 || e.status > 499) return undefined;
  switch (e.type) {
    case 'entity.parse.failed':
      return validationError('The request body is not valid JSON.');
    case 'entity.too.large':
      return new ServiceError(413, 'PAYLOAD_TOO_LARGE', `The request body is over ${BODY_LIMIT.toUpperCase()}.`);
    case 'encoding.unsupported':
      return unsupportedMediaType(`Content-Encoding "${String(e.encoding).slice(0, 40)}" is not supported; send gzip, deflate, br or no encoding.`);
    case 'charset.unsupported':
      return unsupportedMediaType('The body must be UTF-8.');
    case 'request.size.invalid':
      return validationError('The request body does not match its Content-Length.');
  }
  if (e.code?.startsWith('Z_')) return validationError('The request body cannot be decoded with its Content-Encoding.');
  if (e.status === 413) return new ServiceError(413, 'PAYLOAD_TOO_LARGE', `The request body is over ${BODY_LIMIT.toUpperCase()}.`);
  if (e.status === 415) return unsupportedMediaType('The request body is in a format the service does not read.');
  return new ServiceError(e.status, e.status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR', 'The request could not be read.');
}

/**
 * Node's HTTP parser refuses some requests before Express sees them (an unknown method, a malformed header line,
 * headers over the size limit); they too get the design's error body instead of a bare status line.
 */
export function answerUnparsableRequest(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify(
    tooLarge
      ? { statusCode: 431, error_code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' }
      : { statusCode: 400, error_code: 'VALIDATION_ERROR', message: 'The request is not valid HTTP/1.1.' },
  );
  const reason = tooLarge ? 'Request Header Fields Too Large' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
