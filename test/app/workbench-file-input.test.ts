// The workbench as Slack for the celebrations import: a paste past Slack's 3,000-character cap is refused under its
// field before the app hears of it, and a .csv file picked in the modal's file_input is uploaded by the page, named in
// the view's state and downloadable only with the bot token — and the app imports it.
import { describe, expect, it } from 'vitest';
import { waitFor } from '../support/app-harness.js';
import { useDemoWorkbench } from '../support/demo-workbench.js';
import { asThePage } from '../support/workbench-page.js';

const MAYA = 'U001';
const demo = useDemoWorkbench('file-input');

describe('the workbench’s import modal', () => {
  it('refuses a paste past 3,000 characters as Slack does, and imports an uploaded .csv file', async () => {
    const wb = await demo.start();
    const page = (path: string, body: object) => asThePage(wb.workbench.url, path, body);
    await page('/workbench/command', { user: MAYA, channel: 'C0GENERAL', text: '/kudos celebrate import' });
    const [id] = await waitFor(() => [...wb.workspace.views].find(([, v]) => v.view.callback_id === 'celebration_import'), 'the import modal');
    const people = wb.workspace.users.filter((u) => u.email && !u.is_bot).slice(1, 4);
    const lines = [
      'email,birthday,start date',
      ...people.map((u) => `${u.email},03-14,`),
      ...Array.from({ length: 100 }, (_, i) => `someone${i}@elsewhere.test,01-01,`),
    ];
    const csv = lines.join('\n');

    await page('/workbench/submit', { user: MAYA, view_id: id, values: { celebrate_csv: { value: { type: 'plain_text_input', value: csv } } } });
    expect(wb.workspace.views.get(id)).toMatchObject({
      errors: { celebrate_csv: `Must be 3,000 characters or fewer (this is ${csv.length.toLocaleString('en')}).` },
      view: { callback_id: 'celebration_import' },
    });
    expect(wb.workspace.calls.filter((c) => c.method === 'files.info')).toEqual([]);

    const file = (await (await page('/workbench/file', { user: MAYA, name: 'dates.csv', base64: Buffer.from(csv).toString('base64') })).json()) as {
      id: string;
      url_private_download: string;
    };
    expect(file).toMatchObject({ name: 'dates.csv', filetype: 'csv', size: csv.length, user: MAYA });
    const anonymous = await fetch(file.url_private_download);
    expect(anonymous.headers.get('content-type')).toContain('text/html');
    expect(await anonymous.text()).not.toContain('elsewhere.test');
    await page('/workbench/submit', { user: MAYA, view_id: id, values: { celebrate_file: { value: { type: 'file_input', files: [file] } } } });
    const done = await waitFor(() => JSON.stringify(wb.workspace.views.get(id)).match(/\d+ people saved[^"]*/)?.[0], 'the outcome', 30_000);
    expect(done).toBe('3 people saved. 100 lines not imported:');
    expect((await wb.runtime.deps.celebrationDates.get({ teamId: wb.workspace.team.id }, people[0]!.id)).dates).toMatchObject({
      birthday: '03-14',
      source: 'import',
    });
  });
});
