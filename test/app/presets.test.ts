// Review presets from Slack: admins only, the 50 limit and "members or teams" enforced in the modal, exclusivity shown
// on App Home after moving a member, teams through mapped user groups, and the prompts shown as review hints.
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngagementClient } from '../../src/engagement-client/index.js';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { globalShortcut, viewSubmission } from '../support/slack-requests.js';

const h = useHarness();

const values = (over: { name?: string; members?: string[]; teams?: string[]; next?: string }) => ({
  name: { value: { type: 'plain_text_input', value: over.name ?? 'Q4 reviews' } },
  goals_feedback: { value: { type: 'plain_text_input', value: `${over.name ?? 'Q4'}: what did they ship?` } },
  culture_contribution: { value: { type: 'plain_text_input', value: 'Who did they help?' } },
  next_review: { value: { type: 'datepicker', selected_date: over.next ?? '2027-01-15' } },
  members: { value: { type: 'multi_users_select', selected_users: over.members ?? [] } },
  ...(over.teams ? { teams: { value: { type: 'multi_static_select', selected_options: over.teams.map((value) => ({ value })) } } } : {}),
});

async function openPreset(user = 'UCEO') {
  const before = h.current.fake.callsTo('views.open').length;
  await h.current.command('preset', user);
  await waitFor(() => h.current.fake.callsTo('views.open').length > before, 'preset modal');
  return [...h.current.fake.views.values()].at(-1) as { id: string; callback_id: string };
}
const save = async (v: ReturnType<typeof values>) => {
  const view = await openPreset();
  return h.current.interact(viewSubmission('UCEO', { id: view.id, callback_id: 'review_preset', values: v }));
};
/** The admin's App Home once it shows `showing`: a save re-publishes Home after its answer too, so the first publish
 *  after the event may be that one, rendered before or after the event's. */
async function adminHome(showing: string | RegExp) {
  const before = h.current.fake.callsTo('views.publish').length;
  await h.current.event({ type: 'app_home_opened', user: 'UCEO', tab: 'home', channel: 'D1' });
  const shows = (text: string) => (typeof showing === 'string' ? text.includes(showing) : showing.test(text));
  const published = () =>
    h.current.fake
      .callsTo('views.publish')
      .slice(before)
      .map((c) => textOf(c.args.view));
  return waitFor(() => published().find(shows), `App Home showing ${showing}`);
}

describe('review presets', () => {
  beforeAll(async () => {
    const fifty = Array.from({ length: 51 }, (_, i) => ({ id: `UP${i}`, name: `Person ${i}`, email: `p${i}@acme.test` }));
    h.current.fake.workspace.users.push(...fifty);
    const client = createEngagementClient({ root: h.current.service!.url, stage: 'dev', apiKey: 'acme-dev-key' });
    await client.members.import({ members: fifty.map((p) => ({ email: p.email, first_name: 'P', last_name: p.id })) });
  });

  it('are for admins only', async () => {
    const before = h.current.fake.callsTo('response_url').length;
    await h.current.command('preset', 'UBEN');
    expect(textOf((await waitFor(() => h.current.fake.callsTo('response_url')[before], 'refusal')).args)).toContain('Only Slack workspace admins');
  });

  it('refuse more than 50 members in the modal', async () => {
    const r = await save(values({ members: Array.from({ length: 51 }, (_, i) => `UP${i}`) }));
    expect(r.json).toMatchObject({ response_action: 'errors', errors: { members: expect.stringContaining('at most 50 members; you chose 51') } });
  });

  it('save 50 members', async () => {
    const r = await save(values({ name: 'Big one', members: Array.from({ length: 50 }, (_, i) => `UP${i}`) }));
    expect(r.json?.response_action).toBe('update');
    expect(textOf(r.json)).toContain('50 members');
  });

  it('need members or teams, not both and not neither', async () => {
    expect((await save(values({ members: [] }))).json).toMatchObject({ errors: { members: expect.stringContaining('Choose the members') } });
    expect((await save(values({ members: ['UANA'], teams: ['t100'] }))).json).toMatchObject({ errors: { members: expect.stringContaining('not both') } });
  });

  it('refuse a next review date in the past, inline', async () => {
    const r = await save(values({ name: 'Too late', members: ['UANA'], next: '2020-01-15' }));
    expect(r.json).toMatchObject({ response_action: 'errors', errors: { next_review: expect.stringContaining('Jan 15, 2020 is in the past') } });
  });

  it('move a member to the newest preset; a preset left covering nobody leaves App Home', async () => {
    expect((await save(values({ name: 'First', members: ['UANA'] }))).json?.response_action).toBe('update');
    await adminHome(/\*First\*[^"]*<@UANA>/);
    expect((await save(values({ name: 'Second', members: ['UANA', 'UBEN'] }))).json?.response_action).toBe('update');
    const home = await adminHome('*Second*');
    expect(home).not.toContain('*First*');
    expect(home).toContain('*Second* · next review Jan 15, 2027\\n<@UANA> and <@UBEN>');
  });

  it('show a name with Slack markup exactly as typed: no @channel, no link, in the saved message and App Home', async () => {
    const r = await save(values({ name: 'Q4 <!channel> & <@UBEN>', members: ['UCARA'] }));
    const saved = JSON.stringify(r.json);
    expect(saved).toContain('Saved *Q4 &lt;!channel&gt; &amp; &lt;@UBEN&gt;*');
    const home = await adminHome('*Q4 &lt;!channel&gt; &amp; &lt;@UBEN&gt;* · next review');
    expect(home).not.toContain('<!channel>');
  });

  it('cover teams mapped from user groups in setup', async () => {
    const before = h.current.fake.callsTo('views.open').length;
    await h.current.command('setup', 'UCEO');
    await waitFor(() => h.current.fake.callsTo('views.open').length > before, 'setup');
    const setup = [...h.current.fake.views.values()].at(-1) as { id: string };
    const setupValues = (map: string) => ({
      api_key: { value: { type: 'plain_text_input', value: null } },
      stage: { value: { type: 'radio_buttons', selected_option: { value: 'dev' } } },
      team_map: { value: { type: 'plain_text_input', value: map } },
    });
    await h.current.runtime.deps.workspaces.update({ teamId: 'T1' }, { apiKey: 'acme-dev-key', stage: 'dev' });
    const bad = await h.current.interact(viewSubmission('UCEO', { id: setup.id, callback_id: 'workspace_setup', values: setupValues('@nosuchgroup = t1') }));
    expect(bad.json).toMatchObject({ errors: { team_map: 'There is no user group @nosuchgroup in this workspace.' } });
    const ok = await h.current.interact(viewSubmission('UCEO', { id: setup.id, callback_id: 'workspace_setup', values: setupValues('@eng = t100') }));
    expect(ok.json?.response_action).toBe('update');
    const view = await openPreset();
    expect(textOf(view)).toContain('@eng — Engineering (t100)');
    const r = await h.current.interact(
      viewSubmission('UCEO', { id: view.id, callback_id: 'review_preset', values: values({ name: 'Eng H1', teams: ['t100'] }) }),
    );
    expect(textOf(r.json)).toContain('1 team (Engineering)');
    const home = await adminHome('*Eng H1* · next review Jan 15, 2027\\nteams Engineering');
    expect(home).not.toContain('t100');
  });

  it('show their prompts as hints in the review modal', async () => {
    const opened = h.current.fake.callsTo('views.open').length;
    const updated = h.current.fake.callsTo('views.update').length;
    await h.current.command('review <@UBEN|ben>', 'UMGR');
    await waitFor(() => h.current.fake.callsTo('views.open').length > opened, 'review modal');
    const hinted = await waitFor(
      () =>
        h.current.fake
          .callsTo('views.update')
          .slice(updated)
          .find((c) => textOf(c.args.view).includes('Second: what did they ship?')),
      'hints',
    );
    expect(textOf(hinted.args.view)).toContain('Preset *Second* covers this person');
    expect(textOf(hinted.args.view)).toContain('Who did they help?');
  });

  it('choosing the employee in the modal brings the hints of their team preset', async () => {
    const before = h.current.fake.callsTo('views.open').length;
    await h.current.interact(globalShortcut('UMGR', 'file_review'));
    await waitFor(() => h.current.fake.callsTo('views.open').length > before, 'review modal');
    const view = [...h.current.fake.views.values()].at(-1) as { id: string };
    const updated = h.current.fake.callsTo('views.update').length;
    const { blockAction } = await import('../support/slack-requests.js');
    const action = blockAction('UMGR', 'review_employee', { view: { id: view.id, type: 'modal' } }) as Record<string, unknown>;
    (action.view as Record<string, unknown>).state = {
      values: { employee: { review_employee: { type: 'users_select', selected_user: 'UMGR' } }, review_date: { value: { selected_date: '2026-11-22' } } },
    };
    await h.current.interact(action);
    const hinted = await waitFor(
      () =>
        h.current.fake
          .callsTo('views.update')
          .slice(updated)
          .find((c) => c.args.view_id === view.id),
      'hints update',
    );
    expect(textOf(hinted.args.view)).toContain('Eng H1: what did they ship?');
  });
});
