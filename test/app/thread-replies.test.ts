// "Post kudos as replies in one daily thread" (an admin setting in /kudos setup), on two app instances sharing one
// PostgreSQL store as when scaled out: off, kudos are top-level posts; on, one parent per channel and day, every kudos a
// reply under it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../src/runtime.js';
import { type Harness, startHarness, textOf, waitFor } from '../support/app-harness.js';
import { commandBody, send, viewSubmission } from '../support/slack-requests.js';
import { noPostgres, usePostgresDatabase } from '../support/postgres.js';

let h: Harness;
let second: Runtime;
const postgres = usePostgresDatabase('threads');

beforeAll(async () => {
  if (noPostgres) return;
  h = await startHarness({ env: { STORE_URL: postgres.url() } });
  second = await h.another();
}, 30_000);

afterAll(async () => {
  await second?.stop();
  await h?.close();
});

/** A `/kudos` give in `channel`, sent to the app at `url` (either instance). */
const give = (url: string, user: string, text: string, channel: string) =>
  send(url, commandBody({ text, user_id: user, response_url: h.fake.responseUrl(), channel_id: channel }), 'application/x-www-form-urlencoded');

const postsIn = (channel: string) => h.fake.callsTo('chat.postMessage').filter((c) => c.args.channel === channel);
const kudosPost = (channel: string, reason: string) => postsIn(channel).find((c) => textOf(c.args.blocks).includes(reason));
const parents = (channel: string) => h.fake.workspace.messages.filter((m) => m.channel === channel && m.metadata?.event_type === 'kudos_daily_thread');
const day = () =>
  `${new Date().toLocaleDateString('en', { weekday: 'long', timeZone: 'UTC' })}, ${new Date().toLocaleDateString('en', { day: 'numeric', month: 'long', timeZone: 'UTC' })}`;

async function setThreads(on: boolean) {
  const before = h.fake.callsTo('views.open').length;
  await h.command('setup', 'UCEO');
  await waitFor(() => h.fake.callsTo('views.open').length > before, 'setup modal');
  const view = [...h.fake.views.values()].at(-1) as {
    id: string;
    blocks: { block_id?: string; label?: { text: string }; element?: { options?: { text: { text: string } }[] } }[];
  };
  const block = view.blocks.find((b) => b.block_id === 'feed_threads');
  expect(block?.element?.options?.[0]?.text.text).toBe('Post kudos as replies in one daily thread');
  const r = await h.interact(
    viewSubmission('UCEO', {
      id: view.id,
      callback_id: 'workspace_setup',
      values: {
        api_key: { value: { type: 'plain_text_input', value: null } },
        stage: { value: { type: 'radio_buttons', selected_option: { value: 'dev' } } },
        feed_threads: { value: { type: 'checkboxes', selected_options: on ? [{ value: 'threads' }] : [] } },
      },
    }),
  );
  expect(r.json?.response_action).toBe('update');
}

describe.skipIf(noPostgres)('kudos as replies in one daily thread', () => {
  it('off by default: a kudos is a top-level post in the channel where it was given', async () => {
    expect((await h.runtime.deps.workspaces.get({ teamId: 'T1' })).threadReplies).toBe(false);
    await give(h.url, 'UANA', '<@UBEN|ben> 1 for the top-level post', 'C1');
    const post = await waitFor(() => kudosPost('C1', 'top-level post'), 'kudos post');
    expect(post.args.thread_ts).toBeUndefined();
    expect(parents('C1')).toEqual([]);
  });

  it('on: the first kudos of the day starts the thread, every kudos of the day replies under it', async () => {
    await setThreads(true);
    expect((await h.runtime.deps.workspaces.get({ teamId: 'T1' })).threadReplies).toBe(true);
    await give(h.url, 'UANA', '<@UBEN|ben> 1 for the first reply', 'C1');
    const first = await waitFor(() => kudosPost('C1', 'first reply'), 'first reply');
    await give(second.slack!.url, 'UBEN', '<@UCARA|cara> 1 for the second reply', 'C1');
    const again = await waitFor(() => kudosPost('C1', 'second reply'), 'second reply');
    expect(parents('C1')).toHaveLength(1);
    const parent = parents('C1')[0]!;
    expect(parent.text).toBe(`:sparkles: Kudos for ${day()}`);
    expect(first.args.thread_ts).toBe(parent.ts);
    expect(again.args.thread_ts).toBe(parent.ts);
    // As Slack lists them: the channel shows the parent with its reply count, the thread its replies.
    const history = h.fake.workspace.call('conversations.history', { channel: 'C1' }) as { messages: { ts: string; reply_count?: number }[] };
    expect(history.messages.find((m) => m.ts === parent.ts)?.reply_count).toBe(2);
    const replies = h.fake.workspace.call('conversations.replies', { channel: 'C1', ts: parent.ts }) as { messages: { ts: string }[] };
    expect(replies.messages).toHaveLength(3);
  });

  it('two gives at once on two instances in a new channel start one thread', async () => {
    await Promise.all([give(h.url, 'UANA', '<@UMGR|max> 1 for racing one', 'C42'), give(second.slack!.url, 'UCARA', '<@UMGR|max> 1 for racing two', 'C42')]);
    const one = await waitFor(() => kudosPost('C42', 'racing one'), 'racing one', 15_000);
    const two = await waitFor(() => kudosPost('C42', 'racing two'), 'racing two', 15_000);
    expect(parents('C42')).toHaveLength(1);
    expect(one.args.thread_ts).toBe(parents('C42')[0]!.ts);
    expect(two.args.thread_ts).toBe(parents('C42')[0]!.ts);
  });

  it('off again: top-level posts', async () => {
    await setThreads(false);
    await give(h.url, 'UANA', '<@UBEN|ben> 1 for back on top', 'C1');
    const post = await waitFor(() => kudosPost('C1', 'back on top'), 'top-level post');
    expect(post.args.thread_ts).toBeUndefined();
  });
});
