// Survey exports and the town-hall digest from Slack: 12,000 responses exported to CSV and compared row by row with
// the service's data; questions filtered by skill; the digest previewed and posted; non-admins refused everything.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { bigSurvey } from '../support/fixture.js';
import { blockAction } from '../support/slack-requests.js';

const h = useHarness({ seed: bigSurvey() });

async function lastCsv(since: number) {
  const complete = await waitFor(() => h.current.fake.callsTo('files.completeUploadExternal')[since], 'upload', 30_000);
  const id = String((complete.args.files as { id: string }[])[0]!.id);
  return parse(h.current.fake.workspace.files.get(id)!.bytes!.toString('utf8'), { columns: true }) as Record<string, string>[];
}

describe('exports', () => {
  it('exports every response when no filter is given, row for row as the service holds them', async () => {
    const since = h.current.fake.callsTo('files.completeUploadExternal').length;
    const ack = await h.current.command('export responses', 'UCEO');
    expect(ack.status).toBe(200);
    const rows = await lastCsv(since);
    const expected = h.current
      .service!.db.prepare(
        `SELECT r.date, r.email, r.question_id, q.question_text, r.answer FROM responses r JOIN questions q ON q.stage = r.stage AND q.question_id = r.question_id AND q.company_id IN ('', r.company_id)
         WHERE r.stage = 'dev' AND r.company_id = 'acme' ORDER BY r.question_id, r.date, r.id`,
      )
      .all() as Record<string, string>[];
    expect(rows.length).toBeGreaterThanOrEqual(12_000);
    const key = (r: Record<string, string>) => [r.question_id, r.date, r.email, r.answer].join('\u0001');
    expect(rows.map(key).sort()).toEqual(expected.map(key).sort());
    expect(rows.find((r) => (r.answer ?? '').includes('"quoted"'))?.answer).toMatch(/^multi\nline, "quoted" \d+$/);
    const done = await waitFor(
      () =>
        h.current.fake
          .callsTo('chat.update')
          .map((c) => String(c.args.text))
          .find((t) => t.includes('Exported')),
      'summary',
    );
    expect(done).toContain(`Exported ${rows.length.toLocaleString('en-US')} responses`);
  });

  it('exports one question’s responses in a date range', async () => {
    const since = h.current.fake.callsTo('files.completeUploadExternal').length;
    await h.current.command('export responses --question q-acme-2 --from 2026-02-01 --to 2026-02-28', 'UCEO');
    const rows = await lastCsv(since);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.question_id === 'q-acme-2' && (r.date ?? '') >= '2026-02-01' && (r.date ?? '') <= '2026-02-28')).toBe(true);
    expect(rows[0]!.question_text).toBe('Second, with "quotes", commas');
  });

  it('exports questions filtered by skill', async () => {
    const since = h.current.fake.callsTo('files.completeUploadExternal').length;
    await h.current.command('export questions --skill "self awareness"', 'UCEO');
    expect(await lastCsv(since)).toEqual([]);
    const next = h.current.fake.callsTo('files.completeUploadExternal').length;
    await h.current.command('export questions --skill empathy', 'UCEO');
    expect((await lastCsv(next)).map((q) => q.question_id).sort()).toEqual(['q-acme-2', 'q-main-1']);
  });

  it('explains a wrong option', async () => {
    const before = h.current.fake.callsTo('response_url').length;
    await h.current.command('export responses --from yesterday', 'UCEO');
    expect(textOf((await waitFor(() => h.current.fake.callsTo('response_url')[before], 'reply')).args)).toContain('`--from` takes a date');
  });
});

describe('town hall', () => {
  it('previews the digest ephemerally and posts it to the channel on request', async () => {
    const before = h.current.fake.callsTo('response_url').length;
    await h.current.command('townhall onboarding --from 2026-10-01 --to 2026-10-31', 'UCEO');
    const preview = await waitFor(() => h.current.fake.callsTo('response_url')[before], 'preview');
    const text = textOf(preview.args.blocks);
    expect(text).toContain('Town hall: onboarding — 2026-10-01 to 2026-10-31');
    expect(text).toContain('Survey participation');
    const button = (preview.args.blocks as { type: string; elements?: { action_id: string; value: string }[] }[]).find((b) => b.type === 'actions')!
      .elements![0]!;
    expect(button.action_id).toBe('townhall_post');
    const posts = h.current.fake.callsTo('chat.postMessage').length;
    // Pressed twice at once: posted once.
    const press = () =>
      h.current.interact(
        blockAction('UCEO', 'townhall_post', { value: button.value, response_url: h.current.fake.responseUrl(), container: { type: 'message' } }),
      );
    await Promise.all([press(), press()]);
    const post = await waitFor(
      () =>
        h.current.fake
          .callsTo('chat.postMessage')
          .slice(posts)
          .find((c) => c.args.channel === 'C1'),
      'post',
    );
    expect(textOf(post.args.blocks)).toContain('Engagement health');
    await new Promise((r) => setTimeout(r, 500));
    expect(
      h.current.fake
        .callsTo('chat.postMessage')
        .slice(posts)
        .filter((c) => c.args.channel === 'C1'),
    ).toHaveLength(1);
  });
});

describe('dates checked when typed', () => {
  async function answer(text: string) {
    const replies = h.current.fake.callsTo('response_url').length;
    const dms = h.current.fake.callsTo('chat.postMessage').length;
    const lines = h.current.lines.length;
    await h.current.command(text, 'UCEO');
    // Not the previous test's button answer, which replaces its own message.
    const ours = () =>
      h.current.fake
        .callsTo('response_url')
        .slice(replies)
        .filter((c) => !c.args.replace_original);
    const reply = textOf((await waitFor(() => ours()[0], 'reply')).args);
    await new Promise((r) => setTimeout(r, 300)); // anything sent after the answer would show up by now
    return { reply, later: [...ours().slice(1), ...h.current.fake.callsTo('chat.postMessage').slice(dms)], logged: h.current.lines.slice(lines) };
  }

  it('a town hall period that ends before it starts is refused naming --from and --to, logged at INFO without a stack', async () => {
    const { reply, later, logged } = await answer('townhall --from 2026-11-30 --to 2026-10-01');
    expect(reply).toContain('`--from 2026-11-30` is after `--to 2026-10-01`');
    expect(reply).not.toContain('engagement service');
    expect(reply).not.toContain('date_from');
    expect(later).toEqual([]);
    const refusal = logged.find((l) => l.includes('refused'));
    expect(refusal).toMatch(/INFO/);
    expect(logged.join('\n')).not.toMatch(/ERROR|\n\s+at /);
  });

  it('an export from a month that does not exist is refused at once, nothing announced or sent to the DM', async () => {
    const { reply, later, logged } = await answer('export responses --from 2026-13-01');
    expect(reply).toContain('`--from 2026-13-01` is not a date');
    expect(reply).not.toContain('Exporting');
    expect(later).toEqual([]);
    expect(logged.find((l) => l.includes('refused'))).toMatch(/INFO/);
    expect(logged.join('\n')).not.toMatch(/ERROR|\n\s+at /);
  });
});

describe('admin commands', () => {
  it.each([
    'sync',
    'sync --dry-run',
    'export questions',
    'export responses',
    'townhall',
    'preset',
    'setup',
    'link <@UBEN|ben> ben@acme.test',
    'whois ben@acme.test',
  ])('refuses /kudos %s to a non-admin', async (text) => {
    const before = h.current.fake.callsTo('response_url').length;
    await h.current.command(text, 'UANA');
    // Found by its text: the previous test's button answer may still arrive through its own response_url.
    const refusal = /Only Slack workspace admins|for Kudos admins/;
    await waitFor(
      () =>
        h.current.fake
          .callsTo('response_url')
          .slice(before)
          .find((c) => refusal.test(textOf(c.args))),
      'refusal',
    );
  });
});
