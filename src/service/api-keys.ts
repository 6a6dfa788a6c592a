// API keys are kept only as their SHA-256: a copy of the database (a backup, a leaked file) opens no company's data.
// Keys are long random strings, so a plain hash cannot be reversed by guessing; the lookup is by the hash.
import { createHash } from 'node:crypto';

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
