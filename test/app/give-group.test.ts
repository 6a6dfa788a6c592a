// A group kudos names the group, team or cohort thanked, with its head count — in the channel post and the giver's
// confirmation — not only a list of some of its members.
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { testFixture } from '../support/fixture.js';

const ENGINEERS = Array.from({ length: 7 }, (_, i) => ({ id: `UENG${i}`, name: `Engineer ${i}`, email: `eng${i}@acme.test` }));

function withEngineers() {
  const fixture = testFixture();
  fixture.companies[0]!.members.push(
    ...ENGINEERS.map((e) => ({ email: e.email, firstname: 'Engineer', lastname: e.id, team_id: 't100', manager_email: 'mgr@acme.test', status: 'Active' })),
  );
  return fixture;
}

const h = useHarness({
  seed: withEngineers(),
  extraUsers: ENGINEERS,
  extraGroups: [{ id: 'SENG', handle: 'engineering', name: 'Engineering', users: ['UANA', ...ENGINEERS.map((u) => u.id)] }],
});

async function give(text: string) {
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
  return { reply: textOf(reply.args), post: textOf(post.args.blocks) };
}

describe('a group kudos', () => {
  it('names the user group and how many people it reached', async () => {
    const { reply, post } = await give('<!subteam^SENG|@engineering> 2 for the release');
    expect(post).toContain('<@UANA> gave @engineering (7 people) *2 coins* each (14 coins in all)');
    expect(reply).toContain('You sent *2 coins* to @engineering (7 people) each, 14 coins in all.');
    expect(post).not.toContain('more');
    expect(post).not.toContain('<!subteam');
  });

  it('names a team and a cohort as such', async () => {
    expect((await give('team:t100 1 for the team')).post).toContain('gave everyone in team t100 (9 people) *1 coin* each');
    expect((await give('cohort:c-2026 1 for the cohort')).post).toContain('gave everyone in cohort c-2026 (1 person) *1 coin*');
  });

  it('names a team by the user group an admin matched to it', async () => {
    await h.current.runtime.deps.workspaces.update(
      { teamId: 'T1' },
      { teamMap: [{ usergroupId: 'SENG', handle: 'engineering', name: 'R&D <Core>', teamId: 't100' }] },
    );
    const { post, reply } = await give('team:t100 1 for the matched team');
    expect(post).toContain('gave everyone in R&amp;D &lt;Core&gt; (team t100, 9 people) *1 coin* each');
    expect(reply).toContain('to everyone in R&amp;D &lt;Core&gt; (team t100, 9 people)');
    expect((await give('<@UCARA|cara> team:t100 1 for the team and Cara')).post).toContain(
      'gave <@UCARA> and everyone in R&amp;D &lt;Core&gt; (team t100), 10 people in all *1 coin* each',
    );
    await h.current.runtime.deps.workspaces.update({ teamId: 'T1' }, { teamMap: [] });
  });

  it('names a person and a group side by side', async () => {
    const { post } = await give('<@UCARA|cara> <!subteam^SENG|@engineering> 1 for both');
    expect(post).toContain('gave <@UCARA> and @engineering (8 people)');
  });
});
