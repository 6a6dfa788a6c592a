// API keys at rest: AES-256-GCM under ENCRYPTION_KEY, or a key generated once into the data folder (mode 0600).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type SecretBox = { seal: (plain: string) => string; open: (sealed: string) => string };

export function loadEncryptionKey(envKey: string | undefined, dataDir: string, warn: (line: string) => void): Buffer {
  if (envKey) return Buffer.from(envKey, 'base64');
  const file = join(dataDir, 'encryption.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600 });
  warn(`ENCRYPTION_KEY is not set: generated one into ${file} (mode 0600). Back it up, or set ENCRYPTION_KEY; without it stored API keys cannot be read.`);
  return key;
}

export function createSecretBox(key: Buffer): SecretBox {
  return {
    seal: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join('.');
    },
    open: (sealed) => {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !data) throw new Error('stored secret has an unknown format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}
