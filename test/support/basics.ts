// What tests share without the app loaded: the standard Slack people and groups, the test encryption key, waitFor.
// Tests that start the app as its own process import these from here, not from app-harness.ts, which loads the whole
// app into the test (seconds of import per file).
import type { FakeUser } from './fake-slack.js';

export const USERS: FakeUser[] = [
  { id: 'UANA', name: 'Ana Lima', email: 'ana@acme.test' },
  { id: 'UBEN', name: 'Ben Carter', email: 'ben@acme.test' },
  { id: 'UCARA', name: 'Cara Sales', email: 'cara@acme.test' },
  { id: 'UMGR', name: 'Max Manager', email: 'mgr@acme.test', tz_offset: 3600 },
  { id: 'UCEO', name: 'Cleo Chief', email: 'ceo@acme.test', is_admin: true },
  { id: 'UGHOST', name: 'Gus Ghost', email: 'ghost@acme.test' },
  { id: 'UDEPLOY', name: 'Deploy Bot', is_bot: true },
  { id: 'UGUEST', name: 'Gia Guest', is_restricted: true },
  // Enterprise Grid user IDs start with W: Cara's account in another workspace of the grid.
  { id: 'WGRID', name: 'Cara on the grid', email: 'cara@acme.test' },
];

export const GROUPS = [{ id: 'S1', handle: 'eng', name: 'Engineering', users: ['UANA', 'UBEN', 'UMGR'] }];

export const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');

/** Polls until `check` returns something truthy (the app works after its ack). The default wait is long because a
 *  loaded CI machine (three test files and their servers on two cores) can take seconds for what takes milliseconds
 *  alone; a condition that holds returns at once, so only a failing test pays it. */
export async function waitFor<T>(
  check: () => T | undefined | false | null | Promise<T | undefined | false | null>,
  what = 'condition',
  timeoutMs = 15_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    // Awaited: an async check's promise is truthy, and would pass at once.
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const textOf = (value: unknown): string => JSON.stringify(value ?? '');
