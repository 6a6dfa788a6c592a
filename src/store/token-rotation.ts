// Rotating bot tokens refreshed once across instances: whoever finds a token near its expiry (or told by Slack it
// expired) claims a short lock in the store and refreshes; every other request waits briefly and reads the new token.
import type { Installation } from '@slack/bolt';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AtomicStore } from './atomic.js';

/** A bot token is refreshed this long before it lapses: Bolt's own window (2 h, in which it would refresh by itself,
 *  uncoordinated) plus a 5-minute margin, so no request starts on a token that could lapse while it runs. */
export const REFRESH_AHEAD_S = 2 * 60 * 60 + 5 * 60;
/** How long a refresh may hold its lock: past it (the instance died mid-refresh) another instance refreshes. */
const LOCK_MS = 15_000;
const POLL_MS = 50;

/** Slack's answer to a refresh: the new access token, the new refresh token and when the new token lapses (utc s). */
export type Refreshed = { token: string; refreshToken: string; expiresAt: number };
export type Refresh = (refreshToken: string) => Promise<Refreshed>;

/** Where the installation behind one key is read and written (the installation store's record). */
export type InstallationIO = { load: () => Promise<Installation>; save: (installation: Installation) => Promise<void> };

const nowS = () => Math.floor(Date.now() / 1000);

/** Whether the installation's bot token must be refreshed now: near its expiry, or the very token Slack refused. */
function stale(installation: Installation, expiredToken: string | undefined): boolean {
  const bot = installation.bot;
  if (!bot?.refreshToken || bot.expiresAt === undefined) return false;
  return bot.token === expiredToken || bot.expiresAt - nowS() <= REFRESH_AHEAD_S;
}

export class TokenRotation {
  constructor(
    private readonly locks: AtomicStore,
    private readonly refresh: Refresh,
  ) {}

  /** The installation with a bot token good for at least REFRESH_AHEAD_S (refreshed here or by another instance).
   *  `expiredToken`: a token Slack answered `token_expired` for, refreshed even if its recorded expiry is later. */
  async fresh(key: string, installation: Installation, io: InstallationIO, expiredToken?: string): Promise<Installation> {
    let current = installation;
    const owner = `${process.pid}:${Math.random().toString(36).slice(2)}`;
    const deadline = Date.now() + LOCK_MS * 2;
    while (stale(current, expiredToken)) {
      if (Date.now() > deadline) throw new Error(`the bot token of ${key} could not be refreshed in time`);
      if (await this.locks.claim(`refresh:${key}`, owner, LOCK_MS)) {
        try {
          current = await io.load(); // another instance may have refreshed just before the lock was free
          if (stale(current, expiredToken)) current = await this.renew(current, io);
        } finally {
          await this.locks.releaseIf(`refresh:${key}`, owner);
        }
        return current;
      }
      await sleep(POLL_MS);
      current = await io.load();
    }
    return current;
  }

  private async renew(installation: Installation, io: InstallationIO): Promise<Installation> {
    const bot = installation.bot!;
    const got = await this.refresh(bot.refreshToken!);
    const renewed: Installation = { ...installation, bot: { ...bot, token: got.token, refreshToken: got.refreshToken, expiresAt: got.expiresAt } };
    await io.save(renewed);
    return renewed;
  }
}
