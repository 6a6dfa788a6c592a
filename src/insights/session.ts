// The insights dashboard's sign-in session: who signed in with Slack (workspace and user) until when, in a cookie
// signed with HMAC-SHA256 so a changed or made-up one is refused; nothing about the session is kept on the server.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export const SESSION_COOKIE = 'kudos_insights';
/** A sign-in lasts a working day of real time (not of the app's clock, which the workbench jumps ahead); then Slack is
 *  asked again (a person removed from the workspace is out by then). */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/** `id`: this sign-in's own random name, so its sign-out ends exactly it, whatever the clocks say. */
export type Session = { teamId: string; enterpriseId?: string | undefined; userId: string; id: string; expiresAt: number };

const sessionSchema = z.object({ t: z.string().min(1), e: z.string().optional(), u: z.string().min(1), i: z.string().min(16), x: z.number().int() });

export type SessionSigner = { seal: (s: Session) => string; open: (cookie: string | undefined, now: number) => Session | undefined };

/** `secret`: derived from ENCRYPTION_KEY, which every instance shares, so any instance opens any session. */
export function sessionSigner(secret: Buffer): SessionSigner {
  const sign = (payload: string) => createHmac('sha256', secret).update(`insights-session:${payload}`).digest('base64url');
  return {
    seal: (s) => {
      const payload = Buffer.from(
        JSON.stringify({ t: s.teamId, ...(s.enterpriseId ? { e: s.enterpriseId } : {}), u: s.userId, i: s.id, x: s.expiresAt }),
      ).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    open: (cookie, now) => {
      const [payload = '', signature = '', ...rest] = (cookie ?? '').split('.');
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (!payload || rest.length || given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      try {
        const parsed = sessionSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
        if (!parsed.success || parsed.data.x <= now) return undefined;
        return {
          teamId: parsed.data.t,
          ...(parsed.data.e ? { enterpriseId: parsed.data.e } : {}),
          userId: parsed.data.u,
          id: parsed.data.i,
          expiresAt: parsed.data.x,
        };
      } catch {
        return undefined;
      }
    },
  };
}

/** The cookies a browser sent, by name. One that is not validly %-encoded (another app's on the same host, or a
 *  planted one) is left out: it must not shut anyone out of the dashboard. */
export function cookiesOf(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    try {
      cookies.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // not ours to read
    }
  }
  return cookies;
}

/** A cookie for the dashboard's paths only, out of scripts' reach; `maxAgeS` 0 deletes it. */
export function cookieHeader(name: string, value: string, maxAgeS: number, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/insights; HttpOnly; SameSite=Lax; Max-Age=${maxAgeS}${secure ? '; Secure' : ''}`;
}
