// Sign out ends the session everywhere: a signed cookie stays valid until it expires, so each sign-out is kept (for as
// long as a session lasts, on the shared store) and a session issued before its person's last sign-out is refused.
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
    record: async (session, now) => void (await store.set(keyOf(session), now, SESSION_TTL_MS)),
    ended: async (session) => {
      const at = await store.get(keyOf(session));
      return typeof at === 'number' && session.expiresAt - SESSION_TTL_MS <= at;
    },
  };
}
