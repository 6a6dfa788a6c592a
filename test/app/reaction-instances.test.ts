// Two app instances on one store (a SQLite file, as two processes on one host would share it) and one engagement
// service: the same reaction delivered to both — as two deliveries with their own event IDs — gives once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../src/runtime.js';
import { type Harness, startHarness, waitFor } from '../support/app-harness.js';
import { eventBody, send } from '../support/slack-requests.js';

/** Within one allowance (10 × 5 of 100 coins), so only the at-most-once key can stop a second gift. */
const MESSAGES = 10;
let dir: string;
let h: Harness;
let second: Runtime;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kudos-reactions-'));
  const store = `sqlite://${join(dir, 'app.sqlite')}`;
  h = await startHarness({ env: { STORE_URL: store } });
  second = await h.another();
}, 30_000);

afterAll(async () => {
  await second?.stop();
  await h?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('give by reaction on two instances', () => {
  it('each of 10 reactions, delivered to both instances at once, gives exactly once', async () => {
    const urls = [h.url, second.slack!.url];
    await Promise.all(
      Array.from({ length: MESSAGES }, async (_, i) => {
        const ts = h.fake.workspace.post({ channel: 'C1', user: 'UBEN', text: `Two-instance help number ${i}.` }).ts;
        const event = { type: 'reaction_added', user: 'UANA', reaction: 'coin', item: { type: 'message', channel: 'C1', ts }, event_ts: ts };
        await Promise.all(urls.map((url) => send(url, eventBody(event), 'application/json')));
      }),
    );
    await waitFor(() => h.recognitions().filter((r) => r.reason.includes('Two-instance help')).length >= MESSAGES, 'every reaction given', 15_000);
    await new Promise((r) => setTimeout(r, 500));
    const given = h.recognitions().filter((r) => r.reason.includes('Two-instance help'));
    expect(given).toHaveLength(MESSAGES);
    expect(new Set(given.map((r) => r.reason)).size).toBe(MESSAGES);
  });
});
