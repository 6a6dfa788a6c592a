// API keys at rest: AES-256-GCM under the keys of ENCRYPTION_KEY (comma-separated: the first encrypts, every one
// decrypts, so keys can be rotated), or under a key generated once into the data folder (mode 0600).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { privateDir } from '../service/private-files.js';

/** `stale`: opened with a key other than the first, so it should be sealed again with the first. */
export type Opened = { plain: string; stale: boolean };
export type SecretBox = { seal: (plain: string) => string; open: (sealed: string) => Opened };

/** No configured key opens the stored secret (the key changed or was lost), or it is not a sealed secret at all. */
export class UnreadableSecretError extends Error {
  constructor(message = 'no configured ENCRYPTION_KEY opens the stored secret') {
    super(message);
    this.name = 'UnreadableSecretError';
  }
}

const KEY_BYTES = 32;

/** A 32-byte key written in base64 (as `openssl rand -base64 32` prints it), or undefined for anything else. */
export function decodeKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === KEY_BYTES && key.toString('base64') === trimmed ? key : undefined;
}

/** A key file that holds anything but one key stops start-up: a stored API key sealed with it could never be read. */
export class KeyFileError extends Error {}

/** Where the key generated when ENCRYPTION_KEY is unset lives. */
export const keyFileOf = (dataDir: string) => join(dataDir, 'encryption.key');

/** The keys from ENCRYPTION_KEY (already checked), else the key file, generated with a warning when absent. */
export function loadEncryptionKeys(envKeys: string[] | undefined, dataDir: string, warn: (line: string) => void): Buffer[] {
  if (envKeys?.length) return envKeys.map((k) => decodeKey(k)!);
  const file = keyFileOf(dataDir);
  if (existsSync(file)) {
    const key = decodeKey(readFileSync(file, 'utf8'));
    if (!key)
      throw new KeyFileError(`${file} does not hold a 32-byte key in base64; restore it from a backup, or set ENCRYPTION_KEY (openssl rand -base64 32).`);
    return [key];
  }
  privateDir(dataDir);
  const key = randomBytes(KEY_BYTES);
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600 });
  warn(`ENCRYPTION_KEY is not set: generated one into ${file} (mode 0600). Back it up, or set ENCRYPTION_KEY; without it stored API keys cannot be read.`);
  return [key];
}

function openWith(key: Buffer, iv: string, tag: string, data: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
}

/** What sealing again with the first key did: a new seal, the same one (already current, or no key opens it). */
export type Resealing = { sealed: string; outcome: 'resealed' | 'current' | 'unreadable' };

/** The seal under the box's first key, for rotation: every writer writes it so, and the re-seal pass makes it so. */
export function sealWithFirst(box: SecretBox, sealed: string): Resealing {
  try {
    const opened = box.open(sealed);
    return opened.stale ? { sealed: box.seal(opened.plain), outcome: 'resealed' } : { sealed, outcome: 'current' };
  } catch (error) {
    if (!(error instanceof UnreadableSecretError)) throw error;
    return { sealed, outcome: 'unreadable' };
  }
}

export function createSecretBox(keys: Buffer[]): SecretBox {
  const [current] = keys;
  if (!current) throw new Error('createSecretBox needs at least one key');
  return {
    seal: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join('.');
    },
    open: (sealed) => {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !data) throw new UnreadableSecretError('the stored secret has an unknown format');
      // GCM's tag tells a wrong key from the right one, so every configured key can simply be tried in turn.
      for (const [i, key] of keys.entries()) {
        try {
          return { plain: openWith(key, iv, tag, data), stale: i > 0 };
        } catch {
          // not this key
        }
      }
      throw new UnreadableSecretError();
    },
  };
}
