// Kudos to many people stay bounded whatever the company's size: a company of 40,000 members (in the service and in
// Slack) thanked as everyone, a team, a cohort or a big user group costs no Slack call per person — one feed post and
// one answer to the giver — and a kudos naming more than 50 people one by one is refused with a sentence.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GIVING_RULES } from '../../src/store/giving-rules.js';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { largeCompany } from '../support/fixture.js';
import { viewSubmission } from '../support/slack-requests.js';

const SIZE = 40_000;
const { fixture, people } = largeCompany(SIZE);
fixture.companies[0]!.cohorts.push({ id: 'c-big', name: 'Big cohort', members: people.slice(0, 1_000).map((p) => p.email) });

const h = useHarness({
  seed: fixture,
  extraUsers: people,
  extraGroups: [
    { id: 'SBIG', handle: 'everybody', name: 'Everybody', users: people.map((p) => p.id) },
    { id: 'SCROWD', handle: 'crowd', name: 'A crowd', users: people.slice(0, 30).map((p) => p.id) },
  ],
});

// Fan-out is measured here, not the giving allowance: every kudos fits (allowances: allowance*.test.ts).
beforeAll(() => h.current.runtime.deps.givingRules.set({ teamId: 'T1' }, { ...DEFAULT_GIVING_RULES, allowance: 1_000_000, perKudosMax: 1_000_000 }));

const ACME_OTHERS = 4; // the test company's five people, less the giver

/** Runs a command and returns its one answer and every Slack call it caused. */
async function give(text: string) {
  const calls = h.current.fake.calls.length;
  const replies = h.current.fake.callsTo('response_url').length;
  const ack = await h.current.command(text, 'UANA');
  if (ack.json?.text) return { ack, reply: '', made: h.current.fake.calls.slice(calls) };
  const reply = await waitFor(() => h.current.fake.callsTo('response_url')[replies], 'the answer', 15_000);
  // The posts and DMs follow the answer at their channels' pace; the give stays open in the outbox until they are made.
  const outbox = h.current.runtime.stores.outbox();
  await waitFor(async () => (await outbox.open()) === 0, 'the give finished, its posts made', 30_000);
  return { ack, reply: textOf(reply.args), made: h.current.fake.calls.slice(calls) };
}

const count = (made: { method: string }[], method: string) => made.filter((c) => c.method === method).length;
const recipientsOf = (reason: string) =>
  (
    h.current
      .service!.db.prepare('SELECT count(*) AS n FROM recognition_recipients WHERE recognition_id = (SELECT max(id) FROM recognitions WHERE reason = ?)')
      .get(reason) as { n: number }
  ).n;

describe('fan-out in a company of 40,000', () => {
  it.each([
    ['everyone', 'the all hands', SIZE + ACME_OTHERS, 'everyone'],
    ['team:t900', 'the big team', SIZE, 'everyone in team t900'],
    ['cohort:c-big', 'the cohort', 1_000, 'everyone in cohort c-big'],
  ])('%s: no Slack call per person, one post, one answer', async (who, reason, reached, label) => {
    const { reply, made } = await give(`${who} 1 for ${reason}`);
    expect(reply).toContain(`You sent *1 coin* to ${label} (${reached.toLocaleString('en-US')} people)`);
    expect(count(made, 'users.lookupByEmail')).toBe(0);
    expect(count(made, 'users.info')).toBeLessThanOrEqual(1); // the giver, when not cached yet
    expect(made.filter((c) => c.method === 'chat.postMessage').map((c) => c.args.channel)).toEqual(['C1']);
    expect(count(made, 'response_url')).toBe(1);
    expect(recipientsOf(reason)).toBe(reached);
  });

  it('a user group of more than 20 mapped to a team goes to the service as that team: no per-person lookups or DMs', async () => {
    const published = h.current.fake.callsTo('views.publish').length;
    const setup = await h.current.interact(
      viewSubmission('UCEO', {
        id: 'VSETUP',
        callback_id: 'workspace_setup',
        values: {
          api_key: { value: { value: 'acme-dev-key' } },
          stage: { value: { selected_option: { value: 'dev' } } },
          team_map: { value: { value: '@everybody = t900' } },
        },
      }),
    );
    expect(setup.json?.response_action).toBe('update');
    // Saving setup publishes the admin's App Home again (its leaderboard reads who is in this 40,000-person workspace):
    // let that finish, so its Slack calls are not counted as the kudos' own.
    await waitFor(() => h.current.fake.callsTo('views.publish').length > published, 'App Home published after setup', 20_000);
    const { reply, made } = await give('<!subteam^SBIG|@everybody> 2 for the group');
    expect(reply).toContain(`You sent *2 coins* to @everybody (${SIZE.toLocaleString('en-US')} people)`);
    expect(count(made, 'usergroups.users.list')).toBeLessThanOrEqual(1);
    expect(count(made, 'users.info') + count(made, 'users.lookupByEmail')).toBeLessThanOrEqual(1);
    expect(count(made, 'chat.postMessage')).toBe(1);
    expect(recipientsOf('the group')).toBe(SIZE);
  });

  it('a user group of more than 20 that is not mapped to a team is refused with a sentence saying what to do', async () => {
    const { reply, made } = await give('<!subteam^SCROWD|@crowd> 1 for the crowd');
    expect(reply).toContain('@crowd has 30 people');
    expect(reply).toContain('/kudos setup');
    expect(count(made, 'users.info')).toBeLessThanOrEqual(1);
    expect(count(made, 'chat.postMessage')).toBe(0);
  });

  it('300 mentions: refused in the ack with the cap, no Slack call at all', async () => {
    const { ack, made } = await give(
      `${people
        .slice(0, 300)
        .map((p) => `<@${p.id}>`)
        .join(' ')} 1 for too many`,
    );
    expect(ack.json).toMatchObject({ response_type: 'ephemeral', text: expect.stringContaining('at most 50 people one by one') });
    expect(made).toEqual([]);
  });

  it('50 mentions: each looked up and messaged once, one post, one answer', async () => {
    const { reply, made } = await give(
      `${people
        .slice(100, 150)
        .map((p) => `<@${p.id}>`)
        .join(' ')} 1 for fifty`,
    );
    expect(reply).toContain('You sent *1 coin* to');
    expect(count(made, 'users.info')).toBeLessThanOrEqual(51);
    expect(count(made, 'users.lookupByEmail')).toBe(0);
    expect(count(made, 'chat.postMessage')).toBe(51);
    expect(recipientsOf('fifty')).toBe(50);
  });
});
