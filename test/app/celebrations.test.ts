// Celebrations end to end through the real Bolt app: `/kudos celebrate me` opens the person's form and refuses a
// birthday with a year or an impossible day under its field; an admin's CSV import, pasted or an uploaded file
// (downloaded with the bot token), saves the good lines and reports each bad line by number; non-admins are refused the
// import; an opt-out stays after a later import; the export names each Slack user with their name and e-mail; the
// settings' coin amounts are whole numbers in digits, each in its own field.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { viewSubmission } from '../support/slack-requests.js';

const h = useHarness();

async function opened(user: string, text: string) {
  const before = h.current.fake.callsTo('views.open').length;
  await h.current.command(text, user);
  await waitFor(() => h.current.fake.callsTo('views.open').length > before, text);
  return [...h.current.fake.views.values()].at(-1) as { id: string; callback_id: string };
}

/** Submits the import modal: acked at once with "Importing…", the outcome then replaces it by views.update. */
async function imported(viewId: string, values: Record<string, unknown>): Promise<string> {
  const updates = h.current.fake.callsTo('views.update').length;
  const answer = await h.current.interact(viewSubmission('UCEO', { id: viewId, callback_id: 'celebration_import', values }));
  expect(textOf(answer.json)).toContain('Importing…');
  await waitFor(() => h.current.fake.callsTo('views.update').length > updates, 'the outcome');
  return JSON.stringify(h.current.fake.views.get(viewId));
}

const input = (value: string) => ({ value: { type: 'plain_text_input', value } });
const number = (value: string) => ({ value: { type: 'number_input', value } });

describe('celebrations', () => {
  it('`/kudos celebrate me`: refuses a year and an impossible day in words, then saves day and month', async () => {
    const view = await opened('UBEN', 'celebrate me');
    expect(view.callback_id).toBe('celebrate_me');
    const withYear = await h.current.interact(
      viewSubmission('UBEN', { id: view.id, callback_id: 'celebrate_me', values: { celebrate_birthday: input('1990-03-14') } }),
    );
    expect(withYear.json).toMatchObject({ response_action: 'errors', errors: { celebrate_birthday: expect.stringMatching(/year is never stored/) } });
    const impossible = await h.current.interact(
      viewSubmission('UBEN', { id: view.id, callback_id: 'celebrate_me', values: { celebrate_birthday: input('02-30') } }),
    );
    expect(textOf(impossible.json)).toContain('February has no day 30');
    const saved = await h.current.interact(
      viewSubmission('UBEN', {
        id: view.id,
        callback_id: 'celebrate_me',
        values: {
          celebrate_birthday: input('02-29'),
          celebrate_start: input('2020-01-06'),
          celebrate_opt_outs: { value: { type: 'checkboxes', selected_options: [{ value: 'anniversary' }] } },
        },
      }),
    );
    expect(textOf(saved.json)).toContain('Saved: birthday February 29, start date Jan 6, 2020 (not celebrated)');
  });

  it('refuses the import to non-admins', async () => {
    const before = h.current.fake.callsTo('response_url').length;
    await h.current.command('celebrate import', 'UBEN');
    const reply = await waitFor(
      () =>
        h.current.fake
          .callsTo('response_url')
          .slice(before)
          .find((c) => c.args.text),
      'a reply',
    );
    expect(textOf(reply.args)).toContain('Only admins can import');
  });

  it('imports pasted CSV, reporting each bad line by number, and keeps a person’s opt-out', async () => {
    const view = await opened('UCEO', 'celebrate import');
    const csv = [
      'email,birthday,start date',
      'ana@acme.test,03-14,2021-09-01',
      'ben@acme.test,04-01,',
      'nobody@acme.test,05-05,',
      'not-an-email,01-01,',
      'ana@acme.test,03-15,',
      'x@acme.test,1990-01-01,',
      'y@acme.test,,2099-01-01',
    ].join('\n');
    const said = await imported(view.id, { celebrate_csv: input(csv) });
    expect(said).toContain('2 people saved');
    expect(said).toContain('Line 4: nobody@acme.test: no Slack user has this e-mail');
    expect(said).toContain('Line 5: “not-an-email” is not an e-mail address');
    expect(said).toContain('Line 6: ana@acme.test is already on line 2');
    expect(said).toMatch(/Line 7: x@acme.test: birthday .*year is never stored/);
    expect(said).toMatch(/Line 8: y@acme.test: start date .*future/);
    const ben = await h.current.runtime.deps.celebrationDates.get({ teamId: 'T1' }, 'UBEN');
    expect(ben.dates).toMatchObject({ birthday: '04-01', start: '2020-01-06', source: 'import' });
    expect(ben.optOuts).toEqual({ birthday: false, anniversary: true });
  });

  it('imports an uploaded .csv file of more lines than a paste holds, downloaded with the bot token', async () => {
    const view = await opened('UCEO', 'celebrate import');
    expect(JSON.stringify(h.current.fake.views.get(view.id))).toContain('"type":"file_input"');
    const lines = [
      'email,birthday,start date',
      'ana@acme.test,03-14,2021-09-01',
      '"ben@acme.test,04-01,',
      ...Array.from({ length: 150 }, (_, i) => `person${i}@elsewhere.test,01-01,2020-01-01`),
    ];
    const csv = lines.join('\r\n');
    expect(csv.length).toBeGreaterThan(3000);
    const file = h.current.fake.workspace.pickFile('UCEO', 'dates.csv', Buffer.from(csv));
    expect(await (await fetch(file.url_private_download)).text()).not.toContain('ana@acme.test');
    const submit = (values: Record<string, unknown>) => h.current.interact(viewSubmission('UCEO', { id: view.id, callback_id: 'celebration_import', values }));
    const uploaded = { value: { type: 'file_input', files: [file] } };
    expect((await submit({ celebrate_file: uploaded, celebrate_csv: input('ana@acme.test,03-14,') })).json).toMatchObject({
      response_action: 'errors',
      errors: { celebrate_csv: expect.stringContaining('not both') },
    });
    const lookups = h.current.fake.callsTo('users.lookupByEmail').length;
    const said = await imported(view.id, { celebrate_file: uploaded });
    // 151 e-mails are matched against the roster (users.list), not looked up one by one at Tier 3's 50 a minute.
    expect(h.current.fake.callsTo('users.lookupByEmail').length).toBe(lookups);
    expect(h.current.fake.callsTo('files.info').at(-1)?.args).toMatchObject({ file: file.id });
    expect(said).toContain('1 person saved. 151 lines not imported');
    expect(said).toMatch(/Line 3: not CSV: a quote \(\\?"\) is opened and never closed/);
    expect(said).toContain('Line 153: person149@elsewhere.test: no Slack user has this e-mail');
    const picture = h.current.fake.workspace.pickFile('UCEO', 'dates.png', Buffer.from(csv));
    expect(await imported(view.id, { celebrate_file: { value: { type: 'file_input', files: [picture] } } })).toContain('dates.png is not a .csv file');
    expect((await submit({})).json).toMatchObject({ response_action: 'errors', errors: { celebrate_file: 'Upload a .csv file or paste lines below.' } });
  });

  it('exports what is stored as celebrations.csv: each Slack user with their name and e-mail, empty for one Slack no longer knows', async () => {
    const w = { teamId: 'T1' };
    await h.current.runtime.deps.celebrationDates.setDates(w, 'UMGR', { birthday: '06-01', source: 'person' });
    await h.current.runtime.deps.celebrationDates.setDates(w, 'UGONE', { birthday: '07-01', source: 'person' });
    const uploads = h.current.fake.callsTo('files.completeUploadExternal').length;
    await h.current.command('celebrate export', 'UCEO');
    await waitFor(() => h.current.fake.callsTo('files.completeUploadExternal').length > uploads, 'the file');
    const csv = String([...h.current.fake.workspace.files.values()].filter((f) => f.name === 'celebrations.csv').at(-1)!.bytes);
    expect(csv.split('\n')[0]).toBe('slack_user,name,email,birthday,start_date,birthday_opt_out,anniversary_opt_out,source');
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    expect(rows.find((r) => r.slack_user === 'UANA')).toMatchObject({ name: 'Ana Lima', email: 'ana@acme.test', source: 'import' });
    // Dates a person set themselves carry no imported e-mail: Slack's is given.
    expect(rows.find((r) => r.slack_user === 'UMGR')).toMatchObject({ name: 'Max Manager', email: 'mgr@acme.test', birthday: '06-01', source: 'person' });
    expect(rows.find((r) => r.slack_user === 'UGONE')).toMatchObject({ name: '', email: '', birthday: '07-01' });
  });

  it('`/kudos celebrate settings`: each coin amount in its own field, digits only, a refusal naming the field', async () => {
    const view = await opened('UCEO', 'celebrate settings');
    const submit = (birthday: string, anniversary: string) =>
      h.current.interact(
        viewSubmission('UCEO', {
          id: view.id,
          callback_id: 'celebration_settings',
          values: {
            celebrate_hour: { value: { type: 'static_select', selected_option: { value: '9' } } },
            celebrate_birthday_coins: number(birthday),
            celebrate_anniversary_coins: number(anniversary),
          },
        }),
      );
    for (const [birthday, anniversary] of [
      ['1e3', '0'],
      ['0x10', '0'],
      ['1,000', '0'],
      ['-1', '0'],
      ['1001', '0'],
    ]) {
      const refused = await submit(birthday!, anniversary!);
      expect(refused.json, birthday).toEqual({
        response_action: 'errors',
        errors: { celebrate_birthday_coins: 'Birthday coins: a whole number from 0 to 1,000, in digits only.' },
      });
    }
    expect((await submit('10', '2.5')).json).toMatchObject({ errors: { celebrate_anniversary_coins: expect.stringMatching(/^Anniversary coins/) } });
    expect(await h.current.runtime.deps.celebrationSettings.get({ teamId: 'T1' })).toMatchObject({ birthdayCoins: 0, anniversaryCoins: 0 });
    expect(textOf((await submit('10', '25')).json)).toContain('Saved.');
    expect(await h.current.runtime.deps.celebrationSettings.get({ teamId: 'T1' })).toMatchObject({ birthdayCoins: 10, anniversaryCoins: 25 });
  });
});
