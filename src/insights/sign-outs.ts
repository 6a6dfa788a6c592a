// Sign out ends the session everywhere: a signed cookie stays valid until it expires, so each sign-out is kept (for as
// long as a session lasts, on the shared store): the session signed out, and any of its person's issued before, are refused.
import type Keyv from 'keyv';
import { SESSION_TTL_MS, type Session } from './session.js';

export type SignOuts = {
  /** Remembers that this person signed out now: every session of theirs issued until now is over. */
  record: (session: Session, now: number) => Promise<void>;
  /** Whether this session was issued before its person signed out. */
  ended: (session: Session) => Promise<boolean>;
};

const keyOf = (s: Session) => `${s.enterpriseId ?? ''}:${s.teamId}:${s.userId}`;

export function signOuts(store: Keyv<number>): SignOuts {
  return {
    // The person's sign-out time ends every session of theirs issued before it; the session's own id ends that one
    // even when it was issued on a clock ahead of this one (another instance's), kept until it would have expired.
    record: async (session, now) => {
      await store.set(keyOf(session), now, SESSION_TTL_MS);
      await store.set(`session:${session.id}`, now, Math.max(SESSION_TTL_MS, session.expiresAt - now));
    },
    ended: async (session) => {
      const [at, own] = await Promise.all([store.get(keyOf(session)), store.get(`session:${session.id}`)]);
      return own !== undefined || (typeof at === 'number' && session.expiresAt - SESSION_TTL_MS <= at);
    },
  };
}
