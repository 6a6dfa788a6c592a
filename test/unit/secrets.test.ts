// Sealed API keys and ENCRYPTION_KEY rotation: the first key seals, every key opens, an older key's seal is stale,
// and a seal no key opens (or no seal at all) is an UnreadableSecretError, never a crash of another kind.
import { describe, expect, it } from 'vitest';
import { UnreadableSecretError, createSecretBox, decodeKey } from '../../src/store/secrets.js';

const key = (byte: number) => Buffer.alloc(32, byte);

describe('secret box', () => {
  it('seals with the first key and opens with any listed key, saying when the seal is stale', () => {
    const sealed = createSecretBox([key(1)]).seal('acme-dev-key');
    expect(createSecretBox([key(1)]).open(sealed)).toEqual({ plain: 'acme-dev-key', stale: false });
    expect(createSecretBox([key(2), key(1)]).open(sealed)).toEqual({ plain: 'acme-dev-key', stale: true });
    const resealed = createSecretBox([key(2), key(1)]).seal('acme-dev-key');
    expect(createSecretBox([key(2)]).open(resealed)).toEqual({ plain: 'acme-dev-key', stale: false });
  });

  it.each([
    ['a seal of another key', createSecretBox([key(9)]).seal('x')],
    [
      'a seal whose tag was changed',
      createSecretBox([key(1)])
        .seal('x')
        .replace(/\.([^.]+)\./, '.AAAAAAAAAAAAAAAAAAAAAA==.'),
    ],
    ['no seal at all', 'plain-text-key'],
    ['a seal with a broken IV', 'v1.AA==.AAAAAAAAAAAAAAAAAAAAAA==.AAAA'],
  ])('refuses %s with UnreadableSecretError', (_what, sealed) => {
    expect(() => createSecretBox([key(1), key(2)]).open(sealed)).toThrow(UnreadableSecretError);
  });
});

describe('decodeKey', () => {
  it('takes 32 bytes of base64 as openssl prints them', () => {
    expect(decodeKey(key(1).toString('base64'))?.equals(key(1))).toBe(true);
    expect(decodeKey(` ${key(1).toString('base64')}\n`)?.equals(key(1))).toBe(true);
  });

  it.each([
    '',
    'short',
    key(1).toString('base64').slice(0, -2),
    Buffer.alloc(16).toString('base64'),
    `!!!!${key(1).toString('base64')}`,
    `${key(1).toString('base64')}AAAA`,
  ])('refuses %j', (text) => {
    expect(decodeKey(text)).toBeUndefined();
  });
});
