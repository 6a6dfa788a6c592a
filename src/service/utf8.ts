// A request body must be UTF-8: the JSON parser would turn a stray byte into U+FFFD and store it. Finds the first
// byte that is not well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF) and the
// field of the body it falls in, so the refusal can name it.
import { randomUUID } from 'node:crypto';
import { formatPath } from './formats.js';

/** Length of the well-formed sequence starting at `i`, or 0 when it is not one. */
function sequenceAt(bytes: Uint8Array, i: number): number {
  const b = bytes[i]!;
  if (b < 0x80) return 1;
  const cont = (k: number, lo = 0x80, hi = 0xbf) => bytes[i + k] !== undefined && bytes[i + k]! >= lo && bytes[i + k]! <= hi;
  if (b >= 0xc2 && b <= 0xdf) return cont(1) ? 2 : 0;
  if (b >= 0xe0 && b <= 0xef) {
    const [lo, hi] = b === 0xe0 ? [0xa0, 0xbf] : b === 0xed ? [0x80, 0x9f] : [0x80, 0xbf];
    return cont(1, lo, hi) && cont(2) ? 3 : 0;
  }
  if (b >= 0xf0 && b <= 0xf4) {
    const [lo, hi] = b === 0xf0 ? [0x90, 0xbf] : b === 0xf4 ? [0x80, 0x8f] : [0x80, 0xbf];
    return cont(1, lo, hi) && cont(2) && cont(3) ? 4 : 0;
  }
  return 0;
}

/** Offset of the first byte that is not well-formed UTF-8, or -1 when all of them are. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const n = sequenceAt(bytes, i);
    if (n === 0) return i;
    i += n;
  }
  return -1;
}

/** The path of the value (or of the key, `… (a field name)`) holding `marker`, or undefined. */
function pathOf(value: unknown, marker: string, path: (string | number)[] = []): string | undefined {
  if (typeof value === 'string') return value.includes(marker) ? formatPath(path) || 'the body' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = [...path, Array.isArray(value) ? Number(key) : key];
    if (key.includes(marker)) return `${formatPath(path) || 'the body'} (a field name)`;
    const found = pathOf(inner, marker, at);
    if (found) return found;
  }
  return undefined;
}

/** Where the bad byte at `offset` sits: the field whose text holds it, or undefined when it is outside any string
 * (the body is then not JSON either). The bytes before it are valid, those after are read leniently. */
export function fieldAtByte(bytes: Buffer, offset: number): string | undefined {
  const marker = `invalid-utf8-${randomUUID()}`;
  try {
    const text = `${bytes.subarray(0, offset).toString('utf8')}${marker}${bytes.subarray(offset + 1).toString('utf8')}`;
    return pathOf(JSON.parse(text), marker);
  } catch {
    return undefined;
  }
}
