// The OAuth `state` of an install, single-use and short-lived across instances: signed with SLACK_STATE_SECRET (so a
// made-up one is refused before the store is asked), registered on STORE_URL when issued, and consumed there in one
// atomic step at the redirect — a second redirect with it, on any instance, is refused. Bolt still checks it against
// the browser's cookie first.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { InstallURLOptions, StateStore } from '@slack/bolt';
import { z } from 'zod';
import type { AtomicStore } from '../store/atomic.js';

/** How long an install may take from /slack/install to the redirect back: long enough to sign in to Slack. */
export const STATE_TTL_MS = 5 * 60_000;
/** A state issued by an instance whose clock runs ahead of this one's is still taken. */
const CLOCK_SKEW_MS = 60_000;
/** What a live state holds in the store until it is consumed. */
const ISSUED = 'issued';

/** Bolt's code for a refused state, so its failure callback gets it like its own InvalidStateError. */
const INVALID_STATE = 'slack_oauth_invalid_state';

/** Why a state was refused: not one this app issued (or altered), too old, or used already. */
type StateProblem = 'unknown' | 'expired' | 'used';

export class StateRefused extends Error {
  readonly code = INVALID_STATE;
  constructor(readonly problem: StateProblem) {
    // not-for-people: an error for the log; the person reads the install page (oauth-pages.ts)
    super(`the OAuth state is ${problem === 'unknown' ? 'not one this app issued' : problem === 'expired' ? 'expired' : 'already used'}`);
    this.name = 'StateRefused';
  }
}

const installOptionsSchema = z.object({
  scopes: z.union([z.string(), z.array(z.string())]),
  teamId: z.string().optional(),
  redirectUri: z.string().optional(),
  userScopes: z.union([z.string(), z.array(z.string())]).optional(),
  metadata: z.string().optional(),
});
const payloadSchema = z.object({ n: z.string().min(16), t: z.number().int(), o: installOptionsSchema });

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** The payload of a state this app signed, or undefined for anything else. */
function signedPayload(secret: string, state: string): z.infer<typeof payloadSchema> | undefined {
  const [payload = '', signature = '', ...rest] = state.split('.');
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (rest.length || given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function singleUseStateStore(secret: string, states: AtomicStore): StateStore {
  return {
    generateStateParam: async (installOptions: InstallURLOptions, now: Date) => {
      const nonce = randomBytes(18).toString('base64url');
      if (!(await states.claim(nonce, ISSUED, STATE_TTL_MS))) throw new Error('a fresh OAuth state was already taken');
      const payload = Buffer.from(JSON.stringify({ n: nonce, t: now.getTime(), o: installOptions })).toString('base64url');
      return `${payload}.${sign(secret, payload)}`;
    },
    verifyStateParam: async (now: Date, state: string) => {
      const payload = signedPayload(secret, state);
      if (!payload || payload.t - now.getTime() > CLOCK_SKEW_MS) throw new StateRefused('unknown');
      if (now.getTime() - payload.t > STATE_TTL_MS) throw new StateRefused('expired');
      // One atomic step on STORE_URL: exactly one redirect, on any instance, gets it.
      if (!(await states.releaseIf(payload.n, ISSUED))) throw new StateRefused('used');
      return payload.o as InstallURLOptions;
    },
  };
}
