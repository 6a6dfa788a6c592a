// A start date of "today" is taken wherever the person is: at 12:00 UTC on 25 November it is already the 26th in
// UTC+14, so the 26th passes (it is the workspace's tomorrow) and the 27th, the future everywhere, is refused.
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { viewSubmission } from '../support/slack-requests.js';

const h = useHarness({ now: () => new Date('2026-11-25T12:00:00Z') });
const input = (value: string) => ({ value: { type: 'plain_text_input', value } });

describe('a start date of today', () => {
  it('passes for the person furthest east, and a day after it is refused as the future', async () => {
    const before = h.current.fake.callsTo('views.open').length;
    await h.current.command('celebrate me', 'UBEN');
    await waitFor(() => h.current.fake.callsTo('views.open').length > before, 'the form');
    const view = [...h.current.fake.views.values()].at(-1) as { id: string };
    const submit = (start: string) =>
      h.current.interact(viewSubmission('UBEN', { id: view.id, callback_id: 'celebrate_me', values: { celebrate_start: input(start) } }));
    expect((await submit('2026-11-27')).json).toMatchObject({ response_action: 'errors', errors: { celebrate_start: expect.stringMatching(/future/) } });
    expect(textOf((await submit('2026-11-26')).json)).toContain('start date Nov 26, 2026');
  });
});
