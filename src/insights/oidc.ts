// Sign in with Slack (OpenID Connect, authorization-code flow): the authorize link with a signed single-use `state`
// (registered on STORE_URL, consumed once at the callback, also bound to the browser by a cookie) and a `nonce`; at
// the callback the code is exchanged at openid.connect.token, the id_token is verified (RS256 signature against
// Slack's published keys, issuer, audience, expiry, nonce), and openid.connect.userInfo must agree on who signed in.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WebClient } from '@slack/web-api';
import { type JWTVerifyGetKey, createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { z } from 'zod';
import type { MessageKey, MessageValues } from '../i18n/catalogue.js';
import type { AtomicStore } from '../store/atomic.js';

export const SLACK_AUTHORIZE_URL = 'https://slack.com/openid/connect/authorize';
export const STATE_COOKIE = 'kudos_insights_state';
/** From the sign-in link to the way back: long enough to sign in to Slack. */
export const SIGN_IN_TTL_MS = 10 * 60_000;
const ISSUED = 'issued';

/** Where Slack's id_tokens come from: the issuer they name and the keys they are signed with. */
export type OpenIdProvider = { issuer: string; keys: JWTVerifyGetKey };
export type OpenIdSettings = OpenIdProvider & {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  slackApiUrl?: string | undefined;
  states: AtomicStore;
  secret: Buffer;
};

/** Slack's issuer is the origin of its Web API (`https://slack.com` for `https://slack.com/api/`) and its keys are
 *  published at `{origin}/openid/connect/keys` (its /.well-known/openid-configuration says so); the same derivation
 *  from SLACK_API_URL points the app at the workbench's own issuer and keys. Keys are fetched when first needed, kept,
 *  and fetched again when a token names a key id not seen yet (a rotation at Slack). */
export function slackOpenIdProvider(slackApiUrl: string | undefined): OpenIdProvider {
  const origin = new URL(slackApiUrl ?? 'https://slack.com/api/').origin;
  return { issuer: origin, keys: createRemoteJWKSet(new URL('/openid/connect/keys', origin), { timeoutDuration: 10_000 }) };
}
export type SignedIn = { teamId: string; enterpriseId?: string; userId: string; name: string };

/** Why a sign-in did not finish: the sentence for the page, worded in the reader's language (the message is its key,
 *  for logs). */
export class SignInRefused extends Error {
  constructor(
    readonly sentence: MessageKey,
    readonly values?: MessageValues,
  ) {
    super(sentence);
    this.name = 'SignInRefused';
  }
}

/** The browser's state cookie belongs to another sign-in (one started later in another tab): it is left for that one. */
export class StateOfAnotherSignIn extends SignInRefused {}

const statePayload = z.object({ s: z.string().min(16), n: z.string().min(16), t: z.number().int() });
const tokenAnswer = z.object({ access_token: z.string().min(1), id_token: z.string().min(1) });
const idClaims = z.object({ nonce: z.string(), 'https://slack.com/team_id': z.string(), 'https://slack.com/user_id': z.string() });
const userInfo = z.object({
  'https://slack.com/user_id': z.string().min(1),
  'https://slack.com/team_id': z.string().min(1),
  'https://slack.com/enterprise_id': z.string().optional(),
  name: z.string().optional(),
});

const sign = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(`insights-state:${payload}`).digest('base64url');

/** Where the browser goes to sign in, and the state to keep in its cookie. */
export async function signInLink(settings: OpenIdSettings, redirectUri: string, now: number): Promise<{ url: string; state: string }> {
  const single = randomBytes(18).toString('base64url');
  const nonce = randomBytes(18).toString('base64url');
  if (!(await settings.states.claim(`oidc:${single}`, ISSUED, SIGN_IN_TTL_MS))) throw new Error('a fresh sign-in state was already taken');
  const payload = Buffer.from(JSON.stringify({ s: single, n: nonce, t: now })).toString('base64url');
  const state = `${payload}.${sign(settings.secret, payload)}`;
  const query = new URLSearchParams({
    response_type: 'code',
    // not-for-people: the OpenID scopes asked of Slack
    scope: 'openid profile email',
    client_id: settings.clientId,
    redirect_uri: redirectUri,
    state,
    nonce,
  });
  return { url: `${settings.authorizeUrl}?${query}`, state };
}

/** The nonce of a state this app signed, fresh and used once; `browserState` is the cookie the link set. */
async function consumeState(settings: OpenIdSettings, state: string, browserState: string | undefined, now: number): Promise<string> {
  const [payload = '', signature = '', ...rest] = state.split('.');
  const expected = Buffer.from(sign(settings.secret, payload));
  const given = Buffer.from(signature);
  if (rest.length || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new SignInRefused('dashboard.signInNotIssued');
  if (browserState !== state) throw new (browserState ? StateOfAnotherSignIn : SignInRefused)('dashboard.signInOtherBrowser');
  const parsed = statePayload.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  if (now - parsed.t > SIGN_IN_TTL_MS) throw new SignInRefused('dashboard.signInTooSlow', { minutes: SIGN_IN_TTL_MS / 60_000 });
  if (!(await settings.states.releaseIf(`oidc:${parsed.s}`, ISSUED))) throw new SignInRefused('dashboard.signInUsed');
  return parsed.n;
}

/** What is wrong with the token itself: a bad signature, a key Slack does not publish, `alg: none` or another
 *  algorithm, a malformed token. Anything else (Slack's keys unreachable, unreadable, timed out) is not the token's
 *  fault and is answered as Slack being unavailable. */
const FORGED = [
  errors.JWSSignatureVerificationFailed,
  errors.JWSInvalid,
  errors.JWTInvalid,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
  errors.JWKSNoMatchingKey,
];

/** Why the token was refused, in words for the page; undefined when it could not be checked. */
function refusalOf(error: unknown): SignInRefused | undefined {
  if (error instanceof errors.JWTExpired) return new SignInRefused('dashboard.signInExpired');
  if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud') return new SignInRefused('dashboard.signInOtherApp');
  if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'iss') return new SignInRefused('dashboard.signInNotFromSlack');
  if (error instanceof errors.JWTClaimValidationFailed) return new SignInRefused('dashboard.signInNotValid');
  if (FORGED.some((kind) => error instanceof kind)) return new SignInRefused('dashboard.signInForged');
  return undefined;
}

/** The id_token's claims once its signature (RS256, Slack's published keys), issuer, audience and expiry are checked. */
async function verifiedClaims(settings: OpenIdSettings, idToken: string, now: number): Promise<z.infer<typeof idClaims>> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(idToken, settings.keys, {
      issuer: settings.issuer,
      audience: settings.clientId,
      algorithms: ['RS256'],
      requiredClaims: ['exp'],
      currentDate: new Date(now),
    }));
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
  const claims = idClaims.safeParse(payload);
  if (!claims.success) throw new SignInRefused('dashboard.signInUnreadable');
  return claims.data;
}

/** The callback: who signed in, or a SignInRefused saying why not. */
export async function finishSignIn(
  settings: OpenIdSettings,
  query: URLSearchParams,
  browserState: string | undefined,
  redirectUri: string,
  now: number,
): Promise<SignedIn> {
  if (query.get('error')) throw new SignInRefused('dashboard.signInSlackError', { error: query.get('error')! });
  const code = query.get('code');
  const state = query.get('state');
  if (!code || !state) throw new SignInRefused('dashboard.signInIncomplete');
  const nonce = await consumeState(settings, state, browserState, now);
  const slack = new WebClient(undefined, {
    retryConfig: { retries: 0 },
    timeout: 10_000,
    ...(settings.slackApiUrl ? { slackApiUrl: settings.slackApiUrl } : {}),
  });
  const token = tokenAnswer.parse(
    await slack.openid.connect.token({ client_id: settings.clientId, client_secret: settings.clientSecret, code, redirect_uri: redirectUri }),
  );
  const claims = await verifiedClaims(settings, token.id_token, now);
  if (claims.nonce !== nonce) throw new SignInRefused('dashboard.signInNonce');
  const user = new WebClient(token.access_token, {
    retryConfig: { retries: 0 },
    timeout: 10_000,
    ...(settings.slackApiUrl ? { slackApiUrl: settings.slackApiUrl } : {}),
  });
  const info = userInfo.parse(await user.openid.connect.userInfo());
  if (info['https://slack.com/user_id'] !== claims['https://slack.com/user_id'] || info['https://slack.com/team_id'] !== claims['https://slack.com/team_id'])
    throw new SignInRefused('dashboard.signInDisagree');
  return {
    teamId: info['https://slack.com/team_id'],
    ...(info['https://slack.com/enterprise_id'] ? { enterpriseId: info['https://slack.com/enterprise_id'] } : {}),
    userId: info['https://slack.com/user_id'],
    name: info.name ?? info['https://slack.com/user_id'],
  };
}
