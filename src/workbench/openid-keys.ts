// The workbench's stand-in for Slack's OpenID Connect signing key: an RSA key generated once per process (at the first
// sign-in), id_tokens signed with it (RS256, as Slack signs them), and its public half published as a JWKS at
// `/openid/connect/keys` on the workbench's (or the tests' fake Slack's) own address, where the app looks for it.
import { type KeyObject, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';

export const JWKS_PATH = '/openid/connect/keys';

let key: { kid: string; privateKey: KeyObject; publicKey: KeyObject } | undefined;

function signingKey() {
  key ??= { kid: `workbench-${randomBytes(6).toString('hex')}`, ...generateKeyPairSync('rsa', { modulusLength: 2048 }) };
  return key;
}

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT of `claims` signed with the workbench's key (RS256, its kid in the header), as Slack's id_token is. */
export function signIdToken(claims: Record<string, unknown>): string {
  const { kid, privateKey } = signingKey();
  const input = `${part({ alg: 'RS256', typ: 'JWT', kid })}.${part(claims)}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url')}`;
}

/** The JWKS answer: the public key the id_tokens are signed with. */
export function publishedKeys(): { keys: Record<string, unknown>[] } {
  const { kid, publicKey } = signingKey();
  return { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] };
}
