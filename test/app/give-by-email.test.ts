// Someone named by e-mail is a person like a mention: found in Slack, mentioned in the post and messaged — alone, or
// beside a team they belong to (naming them must not drop them from the team's messages).
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { testFixture } from '../support/fixture.js';

const ENGINEERS = Array.from({ length: 3 }, (_, i) => ({ id: `UENG${i}`, name: `Engineer ${i}`, email: `eng${i}@acme.test` }));

function withEngineers() {
  const fixture = testFixture();
  fixture.companies[0]!.members.push(
    ...ENGINEERS.map((e) => ({ email: e.email, firstname: 'Engineer', lastname: e.id, team_id: 't100', manager_email: 'mgr@acme.test', status: 'Active' })),
  );
  return fixture;
}

const h = useHarness({ seed: withEngineers(), extraUsers: ENGINEERS });

async function give(text: string, reason: string) {
  const [replies, posts] = [h.current.fake.callsTo('response_url').length, h.current.fake.callsTo('chat.postMessage').length];
  await h.current.command(text, 'UANA');
  const reply = await waitFor(
    () =>
      h.current.fake
        .callsTo('response_url')
        .slice(replies)
        .find((c) => c.args.text),
    'reply',
  );
  const post = await waitFor(
    () =>
      h.current.fake
        .callsTo('chat.postMessage')
        .slice(posts)
        .find((c) => c.args.channel === 'C1'),
    'post',
  );
  const dms = h.current.fake
    .callsTo('chat.postMessage')
    .slice(posts)
    .filter((c) => c.args.channel !== 'C1' && textOf(c.args).includes(reason));
  return { reply: textOf(reply.args), post: textOf(post.args.blocks), dmTo: dms.map((c) => c.args.channel) };
}

describe('a person named by e-mail', () => {
  it('is mentioned in the post and messaged, like a mention', async () => {
    const { post, dmTo } = await give('eng0@acme.test 1 for the e-mail kudos', 'the e-mail kudos');
    expect(post).toContain('<@UANA> gave <@UENG0> *1 coin*');
    expect(dmTo).toEqual(['UENG0']);
  });

  it('beside a team they are in, is mentioned and still messaged with the rest of the team', async () => {
    const { post, reply, dmTo } = await give('team:t100 ENG1@acme.test 1 for the team and one', 'the team and one');
    expect(post).toContain('<@UENG1>');
    expect(post).not.toContain('eng1@acme.test');
    expect(dmTo).toEqual(expect.arrayContaining(['UENG0', 'UENG1', 'UENG2']));
    const people = Number(/\((\d+) people\)/.exec(reply)![1]);
    expect(dmTo).toHaveLength(people);
  });
});
