// /kudos feedback pages when long, for the employee and for a manager reading what they wrote about a report.
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngagementClient } from '../../src/engagement-client/index.js';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { blockAction } from '../support/slack-requests.js';

const h = useHarness();

beforeAll(async () => {
  const client = createEngagementClient({ root: h.current.service!.url, stage: 'dev', apiKey: 'acme-dev-key' });
  for (let i = 0; i < 7; i += 1) {
    const date = new Date(Date.UTC(2020, 0, 1) + i * 91 * 86_400_000).toISOString().slice(0, 10);
    await client.performance.boost({
      employee_email: 'ben@acme.test',
      reviewer_email: 'mgr@acme.test',
      review_date: date,
      assessment_data: {
        goal_performance: { rating: 'met_goals', supporting_examples: `review ${i + 1}` },
        culture_contribution: { rating: 'somewhat', supporting_examples: 'c' },
      },
    });
  }
});

async function ask(text: string, user: string) {
  const before = h.current.fake.callsTo('response_url').length;
  await h.current.command(text, user);
  return waitFor(() => h.current.fake.callsTo('response_url')[before], 'reply');
}

describe('feedback paging', () => {
  it('pages the employee’s own feedback, newest first', async () => {
    const first = textOf((await ask('feedback', 'UBEN')).args.blocks);
    expect(first).toContain('review 7');
    expect(first).toContain('Page 1 of 2 · 7 in all');
    const before = h.current.fake.callsTo('response_url').length;
    await h.current.interact(
      blockAction('UBEN', 'feedback_page', { value: JSON.stringify({ page: 2 }), response_url: h.current.fake.responseUrl(), container: { type: 'message' } }),
    );
    const second = textOf((await waitFor(() => h.current.fake.callsTo('response_url')[before], 'page 2')).args.blocks);
    expect(second).toContain('review 1');
    expect(second).toContain('Page 2 of 2');
  });

  it('pages what a manager wrote about a report, keeping the report across pages', async () => {
    const first = textOf((await ask('feedback <@UBEN|ben>', 'UMGR')).args.blocks);
    expect(first).toContain('Your feedback on Ben Carter');
    expect(first).toContain('\\"about\\":\\"UBEN\\"');
    const before = h.current.fake.callsTo('response_url').length;
    await h.current.interact(
      blockAction('UMGR', 'feedback_page', {
        value: JSON.stringify({ page: 2, about: 'UBEN' }),
        response_url: h.current.fake.responseUrl(),
        container: { type: 'message' },
      }),
    );
    expect(textOf((await waitFor(() => h.current.fake.callsTo('response_url')[before], 'page 2')).args.blocks)).toContain('Your feedback on Ben Carter');
  });
});
