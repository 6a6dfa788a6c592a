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
    // Never earlier than the session being ended was issued (its clock may have been ahead of this one: another
    // instance's, or the workbench's demo clock), and kept until that session would have expired.
    record: async (session, now) => {
      const issuedAt = session.expiresAt - SESSION_TTL_MS;
      await store.set(keyOf(session), Math.max(now, issuedAt), Math.max(SESSION_TTL_MS, session.expiresAt - now));
    },
    ended: async (session) => {
      const at = await store.get(keyOf(session));
      return typeof at === 'number' && session.expiresAt - SESSION_TTL_MS <= at;
    },
  };
}
