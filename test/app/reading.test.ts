// Reading through Slack: profile, kudos received with paging, feedback (own and, for managers, a report's), whois, help.
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngagementClient } from '../../src/engagement-client/index.js';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { blockAction } from '../support/slack-requests.js';

const h = useHarness();

async function ask(text: string, user = 'UANA') {
  const before = h.current.fake.callsTo('response_url').length;
  const ack = await h.current.command(text, user);
  expect(ack.status).toBe(200);
  return waitFor(() => h.current.fake.callsTo('response_url')[before], `reply to ${text}`);
}

beforeAll(async () => {
  const client = createEngagementClient({ root: h.current.service!.url, stage: 'dev', apiKey: 'acme-dev-key' });
  for (let i = 1; i <= 7; i += 1) await client.recognition.create('cara@acme.test', { recipients: 'ana@acme.test', amount: i, for: `reading ${i}` });
  await client.performance.boost({
    employee_email: 'ana@acme.test',
    reviewer_email: 'mgr@acme.test',
    review_date: '2026-11-01',
    assessment_data: {
      goal_performance: { rating: 'exceeded_goals', supporting_examples: 'Shipped the importer' },
      culture_contribution: { rating: 'consistently', supporting_examples: 'Helps everyone' },
    },
  });
});

describe('reading', () => {
  it('/kudos profile shows the score as a bar, status, impact rating and personal context', async () => {
    const reply = await ask('profile');
    const text = textOf(reply.args.blocks);
    expect(text).toContain('▰▰');
    expect(text).toContain('24/100');
    expect(text).toContain('Novice');
    expect(text).toContain('Impact rating');
    expect(text).toContain('Strengths');
  });

  it('/kudos received lists newest first and pages with a button', async () => {
    const reply = await ask('received');
    const text = textOf(reply.args.blocks);
    expect(text.indexOf('reading 7')).toBeLessThan(text.indexOf('reading 6'));
    expect(text).toContain('<@UCARA>');
    expect(text).toContain('Page 1 of');
    const before = h.current.fake.callsTo('response_url').length;
    await h.current.interact(blockAction('UANA', 'received_page', { value: '2', response_url: h.current.fake.responseUrl(), container: { type: 'message' } }));
    const page2 = await waitFor(() => h.current.fake.callsTo('response_url')[before], 'page 2');
    expect(page2.args.replace_original).toBe(true);
    expect(textOf(page2.args.blocks)).toContain('Page 2 of');
    expect(textOf(page2.args.blocks)).toContain('reading 2');
  });

  it('/kudos feedback shows the person’s own feedback', async () => {
    const reply = await ask('feedback');
    expect(textOf(reply.args.blocks)).toContain('Shipped the importer');
    expect(textOf(reply.args.blocks)).toContain('4/4');
  });

  it('/kudos feedback @report shows a manager what they wrote about that report', async () => {
    const reply = await ask('feedback <@UANA|ana>', 'UMGR');
    expect(textOf(reply.args.blocks)).toContain('Your feedback on Ana Lima');
    expect(textOf(reply.args)).not.toContain('ana@acme.test');
    expect(textOf(reply.args.blocks)).toContain('Shipped the importer');
    const other = await ask('feedback <@UANA|ana>', 'UBEN');
    expect(textOf(other.args)).toContain('Feedback on others is for their managers: you are not <@UANA>’s manager');
    expect(textOf(other.args)).not.toContain('nothing yet');
  });

  it('/kudos whois @person shows the member record, the team by the name of the user group mapped to it', async () => {
    await h.current.runtime.deps.workspaces.update({ teamId: 'T1' }, { teamMap: [{ usergroupId: 'S1', handle: 'eng', name: 'Engineering', teamId: 't100' }] });
    try {
      const reply = await ask('whois <@UBEN|ben>');
      const text = textOf(reply.args.blocks);
      expect(text).toContain('Ben Carter');
      expect(text).toContain('ben@acme.test');
      expect(text).toContain('*Team*\\nEngineering');
      expect(text).not.toContain('t100');
      expect(textOf((await ask('whois <@UCARA|cara>')).args.blocks)).toContain('t200 (no user group mapped to it');
    } finally {
      await h.current.runtime.deps.workspaces.update({ teamId: 'T1' }, { teamMap: [] });
    }
  });

  it('/kudos whois @bot says a bot has no directory record (a lookup is no kudos)', async () => {
    expect(textOf((await ask('whois <@UDEPLOY|deploy>')).args)).toContain('<@UDEPLOY> is a bot: it has no directory record.');
  });

  it('/kudos whois by e-mail is for admins', async () => {
    expect(textOf((await ask('whois cara@acme.test')).args)).toContain('for Kudos admins');
    expect(textOf((await ask('whois cara@acme.test', 'UCEO')).args.blocks)).toContain('Cara Sales');
  });

  it('/kudos help lists the grammar, and the admin part only for admins', async () => {
    expect(textOf((await ask('help')).args.blocks)).not.toContain('/kudos setup');
    const admin = textOf((await ask('help', 'UCEO')).args.blocks);
    expect(admin).toContain('/kudos @ana.lima @tom.hughes 10 for the launch');
    expect(admin).toContain('/kudos setup');
  });
});
