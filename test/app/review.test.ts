// A single review from Slack: the file_review shortcut opens the modal dated in the manager's time zone; a filed
// review confirms and DMs; the service's refusals land inline on the right field; a double submit files once.
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { blockAction, globalShortcut, viewSubmission } from '../support/slack-requests.js';

const h = useHarness();

const values = (employee: string, date: string, goalExamples = 'Shipped the importer') => ({
  employee: { review_employee: { type: 'users_select', selected_user: employee } },
  review_date: { value: { type: 'datepicker', selected_date: date } },
  goal_rating: { value: { type: 'radio_buttons', selected_option: { value: 'met_goals' } } },
  goal_examples: { value: { type: 'plain_text_input', value: goalExamples } },
  culture_rating: { value: { type: 'radio_buttons', selected_option: { value: 'consistently' } } },
  culture_examples: { value: { type: 'plain_text_input', value: 'Mentors new hires' } },
  future_goals: { value: { type: 'plain_text_input', value: null } },
  skill_recommendations: { value: { type: 'plain_text_input', value: 'Public speaking' } },
});

type Shown = {
  id: string;
  callback_id?: string;
  private_metadata?: string;
  blocks: { block_id?: string; type: string; element?: { type?: string; initial_date?: string; options?: { value: string }[] } }[];
};

/** Opens the shortcut and returns the view once the direct reports are known (the form, or a sentence instead). */
async function openShown(user: string): Promise<Shown> {
  const before = h.current.fake.callsTo('views.open').length;
  await h.current.interact(globalShortcut(user, 'file_review'));
  await waitFor(() => h.current.fake.callsTo('views.open')[before], 'review modal');
  const id = ([...h.current.fake.views.values()].at(-1) as Shown).id;
  await waitFor(() => h.current.fake.callsTo('views.update').some((c) => c.args.view_id === id), 'the form or the sentence');
  return h.current.fake.views.get(id) as unknown as Shown;
}

async function openReview(user = 'UMGR') {
  const view = await openShown(user);
  expect(view.callback_id).toBe('review_modal');
  return view;
}

const submit = (user: string, viewId: string, v: ReturnType<typeof values>) =>
  h.current.interact(viewSubmission(user, { id: viewId, callback_id: 'review_modal', values: v }));

describe('file a review', () => {
  it('opens dated today in the manager’s time zone', async () => {
    const view = await openReview();
    expect(view.callback_id).toBe('review_modal');
    const date = view.blocks.find((b) => b.block_id === 'review_date')?.element?.initial_date;
    expect(date).toBe(new Date(Date.now() + 3600_000).toISOString().slice(0, 10));
  });

  it('offers only the manager’s direct reports, from the service’s manager tree', async () => {
    const view = await openReview();
    const employee = view.blocks.find((b) => b.block_id === 'employee')!.element!;
    expect(employee.type).toBe('static_select');
    expect(employee.options!.map((o) => o.value).sort()).toEqual(['UANA', 'UBEN']);
  });

  it('tells someone with no direct reports so, and opens no form', async () => {
    const view = await openShown('UANA');
    expect(view.callback_id).not.toBe('review_modal');
    expect(textOf(view)).toContain('You have no direct reports in the company directory');
  });

  it('files a review of a direct report, turns the modal into a confirmation and DMs the manager', async () => {
    const view = await openReview();
    const r = await submit('UMGR', view.id, values('UANA', '2026-11-20'));
    expect(r.json?.response_action).toBe('update');
    expect(textOf(r.json)).toContain('You filed a review of <@UANA>');
    await waitFor(
      () => h.current.fake.callsTo('chat.postMessage').find((c) => c.args.channel === 'UMGR' && textOf(c.args).includes('filed a review')),
      'DM summary',
    );
    const rows = h.current.service!.db.prepare("SELECT employee_email, reviewer_email, future_skills FROM boosts WHERE employee_email = 'ana@acme.test'").all();
    expect(rows).toEqual([{ employee_email: 'ana@acme.test', reviewer_email: 'mgr@acme.test', future_skills: 'Public speaking' }]);
  });

  it('puts ALREADY_REVIEWED on the employee field with the date the cycle ends', async () => {
    const view = await openReview();
    const r = await submit('UMGR', view.id, values('UANA', '2026-11-21'));
    expect(r.json).toEqual({
      response_action: 'errors',
      errors: { employee: 'Already reviewed this cycle — the next review can be filed from Feb 18, 2027.' },
    });
  });

  it('says the person was reviewed this cycle as soon as they are picked', async () => {
    const view = await openReview();
    const updates = h.current.fake.callsTo('views.update').length;
    const action = blockAction('UMGR', 'review_employee', { view: { id: view.id, type: 'modal' } }) as Record<string, unknown>;
    Object.assign(action.view as Record<string, unknown>, {
      private_metadata: view.private_metadata,
      state: {
        values: {
          employee: { review_employee: { type: 'static_select', selected_option: { value: 'UANA' } } },
          review_date: { value: { selected_date: '2026-11-21' } },
        },
      },
    });
    await h.current.interact(action);
    const flagged = await waitFor(
      () =>
        h.current.fake
          .callsTo('views.update')
          .slice(updates)
          .find((c) => c.args.view_id === view.id),
      'the form told about Ana',
    );
    expect(textOf(flagged.args.view)).toContain('Already reviewed this cycle — the next review can be filed from Feb 18, 2027.');
    const options = (flagged.args.view as Shown).blocks.find((b) => b.block_id === 'employee')!.element!.options!;
    expect(options.map((o) => o.value).sort()).toEqual(['UANA', 'UBEN']);
  });

  it('puts NOT_DIRECT_MANAGER on the employee field', async () => {
    const view = await openReview('UCEO');
    const r = await submit('UCEO', view.id, values('UBEN', '2026-11-20'));
    expect(r.json).toMatchObject({ response_action: 'errors', errors: { employee: expect.stringContaining('not this person’s direct manager') } });
  });

  it('requires the examples before calling the service', async () => {
    const view = await openReview();
    const r = await submit('UMGR', view.id, values('UBEN', '2026-11-20', '  '));
    expect(r.json).toMatchObject({ response_action: 'errors', errors: { goal_examples: expect.stringContaining('required') } });
  });

  it('files once when the same submission arrives twice', async () => {
    const view = await openReview();
    const submission = viewSubmission('UMGR', { id: view.id, callback_id: 'review_modal', values: values('UBEN', '2026-11-21') });
    await Promise.all([h.current.interact(submission), h.current.interact(submission)]);
    const rows = h.current.service!.db.prepare("SELECT count(*) AS n FROM boosts WHERE employee_email = 'ben@acme.test'").get() as { n: number };
    expect(rows.n).toBe(1);
  });

  it.each([
    ['MEMBER_NOT_FOUND', 'UGHOST', '2026-11-20', 'employee', 'isn’t in the company directory'],
    ['MEMBER_NOT_FOUND', 'UHANK', '2026-11-20', 'employee', 'isn’t in the company directory'],
    ['VALIDATION_ERROR', 'UCARA', '2026-02-30', 'review_date', 'review_date is not a real calendar date'],
  ])('puts %s on the %s field', async (_code, employee, date, block, text) => {
    if (!h.current.fake.workspace.user('UHANK')) h.current.fake.workspace.users.push({ id: 'UHANK', name: 'Hank Scorpio', email: 'hank@globex.test' });
    const view = await openReview('UCEO');
    const r = await submit('UCEO', view.id, values(employee, date));
    expect(r.json).toMatchObject({ response_action: 'errors', errors: { [block === 'employee' ? 'employee' : block]: expect.stringContaining(text) } });
  });
});

describe('a review in the manager’s language', () => {
  // Last in the file: these people share e-mails with Cleo and Ana, so they would be counted among reports above.
  it('opens, refuses and says “no reports” in German and Japanese (Slack locale), titles within 24 characters', async () => {
    h.current.fake.workspace.users.push(
      { id: 'UCLEODE', name: 'Cleo (de)', email: 'ceo@acme.test', locale: 'de-DE' },
      { id: 'UANAJA', name: 'Ana (ja)', email: 'ana@acme.test', locale: 'ja-JP' },
    );
    const view = (await openReview('UCLEODE')) as Shown & { title: { text: string }; submit: { text: string } };
    expect(view.title.text).toBe('Beurteilung erfassen');
    expect(view.title.text.length).toBeLessThanOrEqual(24);
    expect(textOf(view)).toContain('Zielerreichung');
    expect(textOf(view)).toContain('Ziele übertroffen');
    expect(textOf(view)).not.toContain('Goal performance');
    const r = await submit('UCLEODE', view.id, values('UBEN', '2026-11-20'));
    expect(r.json).toMatchObject({ response_action: 'errors', errors: { employee: expect.stringContaining('nicht die direkte Führungskraft') } });

    const none = (await openShown('UANAJA')) as Shown & { title: { text: string } };
    expect(none.callback_id).not.toBe('review_modal');
    expect(none.title.text).toBe('評価を記入');
    expect(textOf(none)).toContain('直属の部下がいない');
  });
});
