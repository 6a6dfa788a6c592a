// Team reviews end to end: three reports with one failure corrected and resent alone; 201 reviews filed as two
// requests; a slow service still acked in time; the same final submission delivered twice files once.
import { describe, expect, it } from 'vitest';
import { createEngagementClient } from '../../src/engagement-client/index.js';
import { textOf, waitFor } from '../support/app-harness.js';
import { useServiceBehindProxy } from '../support/service-behind-proxy.js';
import { blockAction, globalShortcut, viewSubmission } from '../support/slack-requests.js';

const requests: string[] = [];
const t = useServiceBehindProxy({ importRate: '100/1s', log: (line) => requests.push(line) });

type View = { id: string; callback_id?: string; private_metadata?: string; blocks: { block_id?: string; type: string }[] };
const lastView = () => [...t.h.fake.views.values()].at(-1) as unknown as View;
const client = () => createEngagementClient({ root: t.service.url, stage: 'dev', apiKey: 'acme-dev-key' });

async function startTeamReview(user = 'UMGR'): Promise<string> {
  const before = t.h.fake.callsTo('views.open').length;
  await t.h.interact(globalShortcut(user, 'file_review'));
  await waitFor(() => t.h.fake.callsTo('views.open').length > before, 'review modal');
  const single = lastView();
  // The button is on the form, shown once the direct reports are known.
  await waitFor(() => (t.h.fake.views.get(single.id) as unknown as View).callback_id === 'review_modal', 'review form');
  await t.h.interact(blockAction(user, 'review_team_start', { view: { id: single.id, type: 'modal' } }));
  await waitFor(() => (t.h.fake.views.get(single.id) as unknown as View).callback_id === 'team_review_pick', 'pick step');
  return single.id;
}

const pick = (viewId: string, users: string[], date: string, user = 'UMGR') =>
  t.h.interact(
    viewSubmission(user, {
      id: viewId,
      callback_id: 'team_review_pick',
      values: { people: { value: { type: 'multi_users_select', selected_users: users } }, review_date: { value: { type: 'datepicker', selected_date: date } } },
    }),
  );

function answers(view: View) {
  const values: Record<string, Record<string, unknown>> = {};
  for (const b of view.blocks.filter((x) => x.type === 'input')) {
    const [kind] = b.block_id!.split(':');
    values[b.block_id!] = {
      value: kind!.endsWith('rating')
        ? { type: 'radio_buttons', selected_option: { value: kind === 'goal_rating' ? 'met_goals' : 'consistently' } }
        : { type: 'plain_text_input', value: `${kind} text` },
    };
  }
  return values;
}

/** Submits every step with complete answers; returns the response of the last one. */
async function completeSteps(viewId: string, user = 'UMGR') {
  for (;;) {
    const view = t.h.fake.views.get(viewId) as unknown as View;
    const r = await t.h.interact(
      viewSubmission(user, { id: viewId, callback_id: 'team_review_step', private_metadata: view.private_metadata, values: answers(view) }),
    );
    const response = r.json as { response_action: string; view?: View & { callback_id?: string } };
    if (response.response_action !== 'update' || response.view?.callback_id !== 'team_review_step') return response;
    // Slack shows the updated view with the same id: mirror what the real client does.
    t.h.fake.workspace.views.set(viewId, { id: viewId, hash: 'h', view: response.view as unknown as Record<string, unknown> });
  }
}

describe('team review', () => {
  it('preselects the direct reports in the pick step', async () => {
    const viewId = await startTeamReview();
    const people = (
      t.h.fake.views.get(viewId) as unknown as {
        blocks: { block_id?: string; element?: { type: string; options: { value: string }[]; initial_options: { value: string }[] } }[];
      }
    ).blocks.find((b) => b.block_id === 'people')!.element!;
    expect(people.type).toBe('multi_static_select');
    expect(people.options.map((o) => o.value).sort()).toEqual(['UANA', 'UBEN']);
    expect(people.initial_options.map((o) => o.value).sort()).toEqual(['UANA', 'UBEN']);
  });

  it('files three; a refusal no correction can fix is shown without "Correct and resend"', async () => {
    const viewId = await startTeamReview();
    const r = await pick(viewId, ['UANA', 'UBEN', 'UCARA'], '2026-06-01');
    expect(r.json?.response_action).toBe('update');
    t.h.fake.workspace.views.set(viewId, { id: viewId, hash: 'h', view: (r.json as { view: Record<string, unknown> }).view });
    const last = await completeSteps(viewId);
    expect(textOf(last)).toContain('Filing 3 reviews');
    const result = await waitFor(
      () => t.h.fake.callsTo('views.update').find((c) => c.args.view_id === viewId && textOf(c.args.view).includes('filed,')),
      'result view',
    );
    const resultText = textOf(result.args.view);
    expect(resultText).toContain('2 filed, 1 failed');
    expect(resultText).toContain('<@UCARA> — you are not their direct manager');
    expect(resultText).not.toContain('team_review_fix');
    expect(resultText).toContain('can’t be fixed here');
  });

  it('offers "Correct and resend" for a failure a resend can fix, and resends only those', async () => {
    const reports = [
      { id: 'URX1', name: 'Rex One', email: 'rex1@acme.test' },
      { id: 'URX2', name: 'Rex Two', email: 'rex2@acme.test' },
    ];
    t.h.fake.workspace.users.push(...reports);
    await client().members.import({ members: reports.map((p) => ({ email: p.email, first_name: 'Rex', last_name: p.id, manager_email: 'mgr@acme.test' })) });
    const viewId = await startTeamReview();
    const r = await pick(viewId, ['URX1', 'URX2'], '2026-06-01');
    t.h.fake.workspace.views.set(viewId, { id: viewId, hash: 'h', view: (r.json as { view: Record<string, unknown> }).view });
    t.proxy.set('500', 0, /performance-boosts/);
    let result: Awaited<ReturnType<typeof t.h.fake.callsTo>>[number] | undefined;
    try {
      await completeSteps(viewId);
      result = await waitFor(
        () => t.h.fake.callsTo('views.update').find((c) => c.args.view_id === viewId && textOf(c.args.view).includes('0 filed, 2 failed')),
        'result view',
      );
    } finally {
      t.proxy.set('pass');
    }
    expect(textOf(result.args.view)).toContain('Correct and resend 2');
    const draftId = JSON.parse(String((result.args.view as { private_metadata: string }).private_metadata)).draftId;
    const updates = t.h.fake.callsTo('views.update').length;
    await t.h.interact(blockAction('UMGR', 'team_review_fix', { value: draftId, view: { id: viewId, type: 'modal' } }));
    const fix = await waitFor(
      () =>
        t.h.fake
          .callsTo('views.update')
          .slice(updates)
          .find((c) => c.args.view_id === viewId),
      'correction step',
    );
    t.h.fake.workspace.views.set(viewId, { id: viewId, hash: 'h', view: fix.args.view as Record<string, unknown> });
    expect(textOf(fix.args.view)).toContain('<@URX1>');
    await completeSteps(viewId);
    await waitFor(
      () => t.h.fake.callsTo('views.update').find((c) => c.args.view_id === viewId && textOf(c.args.view).includes('2 filed, 0 failed')),
      'final result',
    );
    const rows = t.service.db.prepare("SELECT count(*) AS n FROM boosts WHERE employee_email LIKE 'rex%'").get() as { n: number };
    expect(rows.n).toBe(2);
  });

  it('files 201 reviews as two requests (200 + 1)', async () => {
    const people = Array.from({ length: 201 }, (_, i) => ({ id: `UR${i}`, name: `Report ${i}`, email: `report${i}@acme.test` }));
    t.h.fake.workspace.users.push(...people);
    for (let start = 0; start < people.length; start += 100)
      await client().members.import({
        members: people.slice(start, start + 100).map((p) => ({ email: p.email, first_name: 'Report', last_name: p.id, manager_email: 'mgr@acme.test' })),
      });
    const viewId = await startTeamReview();
    const r = await pick(
      viewId,
      people.map((p) => p.id),
      '2026-07-01',
    );
    t.h.fake.workspace.views.set(viewId, { id: viewId, hash: 'h', view: (r.json as { view: Record<string, unknown> }).view });
    const before = requests.filter((l) => l.includes('POST /dev/api/v1/performance-boosts')).length;
    await completeSteps(viewId);
    await waitFor(
      () => t.h.fake.callsTo('views.update').find((c) => c.args.view_id === viewId && textOf(c.args.view).includes('201 filed, 0 failed')),
      'result of 201',
      15_000,
    );
    expect(requests.filter((l) => l.includes('POST /dev/api/v1/performance-boosts')).length - before).toBe(2);
    expect((t.service.db.prepare("SELECT count(*) AS n FROM boosts WHERE review_date = '2026-07-01'").get() as { n: number }).n).toBe(201);
  });

  it('files the same final submission once when it arrives twice', async () => {
    const viewId = await startTeamReview();
    const r = await pick(viewId, ['UANA'], '2026-10-01');
    const step = (r.json as { view: View }).view;
    const submission = viewSubmission('UMGR', { id: viewId, callback_id: 'team_review_step', private_metadata: step.private_metadata, values: answers(step) });
    const [a, b] = await Promise.all([t.h.interact(submission), t.h.interact(submission)]);
    expect(textOf([a.json, b.json])).toContain('already being filed');
    await waitFor(() => t.h.fake.callsTo('views.update').find((c) => c.args.view_id === viewId && textOf(c.args.view).includes('filed,')), 'result');
    expect((t.service.db.prepare("SELECT count(*) AS n FROM boosts WHERE review_date = '2026-10-01'").get() as { n: number }).n).toBe(1);
  });
});

describe('a slow service', () => {
  it('acks a single review inside 3 seconds with an "updating" view, then finishes with views.update', async () => {
    t.proxy.set('slow', 3_500, /performance-boosts/);
    try {
      const before = t.h.fake.callsTo('views.open').length;
      await t.h.interact(globalShortcut('UMGR', 'file_review'));
      await waitFor(() => t.h.fake.callsTo('views.open').length > before, 'review modal');
      const view = lastView();
      const values = {
        employee: { review_employee: { type: 'users_select', selected_user: 'UBEN' } },
        review_date: { value: { type: 'datepicker', selected_date: '2026-11-15' } },
        goal_rating: { value: { type: 'radio_buttons', selected_option: { value: 'exceeded_goals' } } },
        goal_examples: { value: { type: 'plain_text_input', value: 'Slow but sure' } },
        culture_rating: { value: { type: 'radio_buttons', selected_option: { value: 'significantly' } } },
        culture_examples: { value: { type: 'plain_text_input', value: 'Patient' } },
      };
      const r = await t.h.interact(viewSubmission('UMGR', { id: view.id, callback_id: 'review_modal', values }));
      expect(r.status).toBe(200);
      expect(r.json?.response_action).toBe('update');
      expect(textOf(r.json)).toContain('Filing your review');
      await waitFor(
        () => t.h.fake.callsTo('views.update').find((c) => c.args.view_id === view.id && textOf(c.args.view).includes('You filed a review of <@UBEN>')),
        'finished view',
        8_000,
      );
    } finally {
      t.proxy.set('pass');
    }
  });

  it('flags who was reviewed this cycle when the team is picked, and leaves them unselected', async () => {
    // Ben's review of 2026-11-15 (the test above) is this cycle's: the next can be filed from 2027-02-13.
    const viewId = await startTeamReview();
    const view = t.h.fake.views.get(viewId) as unknown as { blocks: { block_id?: string; element?: { initial_options?: { value: string }[] } }[] };
    expect(textOf(view)).toMatch(/Already reviewed this cycle, so not preselected: [^"]*Ben Carter \(next from Feb 13, 2027\)/);
    const preselected = view.blocks.find((b) => b.block_id === 'people')!.element!.initial_options!.map((o) => o.value);
    expect(preselected).not.toContain('UBEN');
    expect(preselected).toContain('UR0');
  });
});
