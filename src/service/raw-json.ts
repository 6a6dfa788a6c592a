// JSON text SQLite already wrote (a recognition's recipients: 100,000 of them for a kudos to everyone) goes into a
// response body as it is, instead of being parsed into objects and serialised again.
import { randomUUID } from 'node:crypto';

export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify, with every RawJson value written as its text. The placeholders carry a fresh nonce, so no string
 * of the data can be taken for one. */
export function stringifyWithRaw(value: unknown): string {
  const parts: string[] = [];
  const nonce = randomUUID();
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof RawJson ? `${nonce}:${parts.push(v.text) - 1}` : v));
  return text.replace(new RegExp(`"${nonce}:(\\d+)"`, 'g'), (_match, i: string) => parts[Number(i)]!);
}
