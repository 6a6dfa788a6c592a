// A person deactivated in Slack (user_change with deleted: true) leaves leaderboards and weekly digests at once and can
// no longer be given to (a clear refusal); reactivated, they come back.
import { describe, expect, it } from 'vitest';
import { digestContent } from '../../src/features/digest/content.js';
import { type Harness, USERS, textOf, useHarness, waitFor } from '../support/app-harness.js';
import { writeTestKudos } from '../support/read-model.js';

// Without Cara's second (Enterprise Grid) account: an active account with her e-mail would keep her on the boards.
const h = useHarness({ users: USERS.filter((u) => u.id !== 'WGRID') });

async function answer(hh: Harness, text: string, user = 'UANA'): Promise<string> {
  const before = hh.fake.callsTo('response_url').length;
  const ack = await hh.command(text, user);
  if (ack.json?.text) return String(ack.json.text);
  return textOf(
    (
      await waitFor(
        () =>
          hh.fake
            .callsTo('response_url')
            .slice(before)
            .find((c) => c.args.text),
        `the answer to ${text}`,
      )
    ).args,
  );
}

async function setDeleted(deleted: boolean): Promise<void> {
  const cara = h.current.fake.workspace.users.find((u) => u.id === 'UCARA')!;
  cara.deleted = deleted;
  const user = { id: 'UCARA', deleted, is_bot: false, profile: { email: 'cara@acme.test', real_name: 'Cara Sales' } };
  expect((await h.current.event({ type: 'user_change', user })).status).toBe(200);
  await new Promise((r) => setTimeout(r, 100));
}

describe('a person deactivated in Slack', () => {
  it('leaves the leaderboard and cannot be given to; reactivated, comes back', async () => {
    expect(await answer(h.current, '<@UCARA|cara> 5 for the deactivation test', 'UBEN')).toContain('You sent');
    expect(await answer(h.current, 'top')).toContain('<@UCARA>');

    await setDeleted(true);
    const board = await answer(h.current, 'top');
    expect(board).toContain('Top receivers');
    expect(board).not.toContain('<@UCARA>');
    expect(board).not.toContain('Cara');
    const refused = await answer(h.current, '<@UCARA|cara> 5 for after leaving', 'UBEN');
    expect(refused).toContain('has left this workspace');
    expect(h.current.recognitions().filter((r) => r.reason === 'after leaving')).toEqual([]);

    await setDeleted(false);
    expect(await answer(h.current, 'top')).toContain('<@UCARA>');
    expect(await answer(h.current, '<@UCARA|cara> 5 for coming back', 'UBEN')).toContain('You sent');
  });

  it('is named nowhere in the weekly digest, while the week’s totals still count their kudos', async () => {
    const { feed } = h.current.runtime.deps;
    await writeTestKudos(feed.db, 'T:T1:dev:week', [
      { key: 'k1', at: 1, giver: 'ben@acme.test', amount: 50, receivers: ['cara@acme.test'], reason: 'the launch', shared: true },
      { key: 'k2', at: 2, giver: 'ana@acme.test', amount: 10, receivers: ['ben@acme.test'], reason: 'the review', shared: true },
    ]);
    const week = { start: new Date(0), end: new Date(10) };
    const all = await digestContent(feed, 'T:T1:dev:week', week, []);
    expect(JSON.stringify(all)).toContain('cara@acme.test');
    const content = await digestContent(feed, 'T:T1:dev:week', week, [], undefined, new Set(['cara@acme.test']));
    expect(JSON.stringify(content)).not.toContain('cara@acme.test');
    expect(content.coins).toBe(60);
    expect(content.topReceivers.map((s) => s.email)).toEqual(['ben@acme.test']);
  });
});
