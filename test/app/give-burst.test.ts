// A busy Monday in one feed channel, at Slack's real pace (one post a second per channel): a burst of /kudos from five
// people is recorded and every giver told without waiting for the channel, and the channel gets the kudos of each moment
// in one message — every kudos posted exactly once, none dropped; a recipient's DMs are combined the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTED } from '../../src/features/kudos/announce.js';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';

const h = useHarness({ env: { SLACK_TIER_SCALE: '1' } });
const workspace = { teamId: 'T1' };
const FEED = 'CFEED';
const GIVERS = ['UANA', 'UBEN', 'UCARA', 'UMGR', 'UCEO'];
const runId = Date.now().toString(36);
const reasonOf = (giver: string, i: number) => `burst ${runId} ${giver} ${i}.`;

beforeAll(async () => {
  await h.current.runtime.deps.workspaces.update(workspace, { feedChannel: FEED });
});
afterAll(async () => {
  await h.current.runtime.deps.workspaces.update(workspace, { feedChannel: undefined });
});

describe('a burst of kudos to one feed channel', () => {
  it('records and confirms all fifty at once, and posts them combined, each exactly once', async () => {
    const calls = h.current.fake.calls.length;
    const sent = GIVERS.flatMap((giver, g) =>
      Array.from({ length: 10 }, (_, i) => {
        const to = GIVERS[(g + 1) % GIVERS.length]!;
        return h.current.command(`<@${to}> 1 for ${reasonOf(giver, i)}`, giver, { channel_id: 'C1', trigger_id: `burst-${runId}-${giver}-${i}` });
      }),
    );
    const answers = await Promise.all(sent);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const reasons = GIVERS.flatMap((giver) => Array.from({ length: 10 }, (_, i) => reasonOf(giver, i)));
    // Every giver told: one confirmation each, naming the channel the post goes to.
    const confirmations = await waitFor(
      () => {
        const told = h.current.fake.calls.slice(calls).filter((c) => c.method === 'response_url' && textOf(c.args).includes('You sent'));
        return told.length >= 50 ? told : undefined;
      },
      'fifty confirmations',
      20_000,
    );
    expect(confirmations.filter((c) => !textOf(c.args).includes('Posting in <#CFEED>')).map((c) => textOf(c.args))).toEqual([]);
    expect(h.current.recognitions().filter((r) => reasons.includes(r.reason))).toHaveLength(50);
    // The channel: every kudos once, in far fewer posts than kudos (one a second at most, the rest waiting together).
    // Kudos posts only: the weekly digest's catch-up at start may post in the same channel meanwhile.
    const isKudosPost = (c: { args: Record<string, unknown> }) => (c.args.metadata as { event_type?: string } | undefined)?.event_type === POSTED;
    const feedPosts = () => h.current.fake.calls.slice(calls).filter((c) => c.method === 'chat.postMessage' && c.args.channel === FEED && isKudosPost(c));
    await waitFor(() => reasons.every((r) => feedPosts().some((p) => textOf(p.args.blocks).includes(r))), 'every kudos posted', 30_000);
    const posts = feedPosts();
    expect(posts.length).toBeLessThan(25);
    for (const reason of reasons)
      expect(
        posts.filter((p) => textOf(p.args.blocks).includes(reason)),
        reason,
      ).toHaveLength(1);
    expect(posts.every((p) => (p.args.blocks as unknown[]).length <= 50)).toBe(true);
    // Each post names the kept gives it carries, so a give resumed after a crash finds its post.
    const named = posts.flatMap((p) => String((p.args.metadata as { event_payload: { gives: string } }).event_payload.gives).split(' '));
    expect(new Set(named).size).toBe(50);
    // The recipients: every kudos in a DM, several of a moment in one.
    const dms = () => h.current.fake.calls.slice(calls).filter((c) => c.method === 'chat.postMessage' && GIVERS.includes(String(c.args.channel)));
    await waitFor(() => reasons.every((r) => dms().some((c) => textOf(c.args.blocks).includes(r))), 'every DM', 30_000);
    for (const reason of reasons)
      expect(
        dms().filter((c) => textOf(c.args.blocks).includes(reason)),
        reason,
      ).toHaveLength(1);
    expect(dms().length).toBeLessThan(50);
  }, 60_000);
});
