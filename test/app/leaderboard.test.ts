// Leaderboards end to end: `/kudos top` over signed requests, the real service and the fake Slack — periods, givers and
// receivers, the #value and @group filters, the person's own rank, totals, private kudos left out, kudos given straight
// through the service's API counted, and a new kudos showing at once; App Home shows this month's board.
import { describe, expect, it } from 'vitest';
import { createEngagementClient } from '../../src/engagement-client/index.js';
import { type Harness, textOf, useHarness, waitFor } from '../support/app-harness.js';
import { testFixture } from '../support/fixture.js';

const workspace = { teamId: 'T1' };
const MINUTE = 60_000;
const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const now = new Date();
const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
const weekStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7));
const yearStart = Date.UTC(now.getUTCFullYear(), 0, 1);
/** What the seed gives Max (from Cleo) at each moment: just inside and just outside this month and this week. */
const SEEDED = [
  { at: monthStart + MINUTE, amount: 1000 },
  { at: monthStart - MINUTE, amount: 2000 },
  { at: weekStart - MINUTE, amount: 4000 },
];
/** Max's line on a board from `start`, computed by hand: "<@UMGR> coins/kudos". */
function maxFrom(start: number, extra = { coins: 0, kudos: 0 }) {
  const counted = SEEDED.filter((s) => s.at >= start);
  const coins = counted.reduce((sum, s) => sum + s.amount, 0) + extra.coins;
  return `<@UMGR> ${coins.toLocaleString('en-US')}/${counted.length + extra.kudos}`;
}

/** The test company with shared kudos just inside and just outside this month and week (UTC, the default clock). */
function seed() {
  const fixture = testFixture();
  const at = (ms: number, to: string, amount: number, reason: string, share = true) => ({
    from: 'ceo@acme.test',
    to: [to],
    amount,
    for: reason,
    share,
    createdate: stamp(ms),
  });
  fixture.companies[0]!.recognitions.push(
    ...SEEDED.map((s) => at(s.at, 'mgr@acme.test', s.amount, 'seeded at a period’s edge')),
    at(Date.now() - 400 * 24 * 60 * MINUTE, 'mgr@acme.test', 8000, 'over a year ago'),
    at(Date.now() - MINUTE, 'mgr@acme.test', 16000, 'private, seeded', false),
  );
  return fixture;
}

const service = (h: Harness) => createEngagementClient({ root: h.runtime.engagementUrl, stage: 'dev', apiKey: 'acme-dev-key' });

async function top(h: Harness, text: string, user = 'UANA') {
  const before = h.fake.callsTo('response_url').length;
  const ack = await h.command(`top ${text}`.trim(), user);
  if (ack.json?.text) return String(ack.json.text);
  return textOf(
    (
      await waitFor(
        () =>
          h.fake
            .callsTo('response_url')
            .slice(before)
            .find((c) => c.args.text),
        'the board',
      )
    ).args,
  );
}

async function give(h: Harness, text: string, user: string) {
  const before = h.fake.callsTo('response_url').length;
  await h.command(text, user);
  const answer = await waitFor(
    () =>
      h.fake
        .callsTo('response_url')
        .slice(before)
        .find((c) => c.args.text),
    'kudos answer',
  );
  expect(textOf(answer.args)).not.toContain('warning');
}

/** The board's lines, "medal or rank, who, coins, kudos", read from the message. */
const lines = (text: string) =>
  [...text.matchAll(/(:\w+_place_medal:|\*\d+\.\*) (<@\w+>|[^—\\]+) — \*([\d,]+) coins?\* · (\d+) kudos/g)].map((m) => `${m[2]} ${m[3]}/${m[4]}`);

describe('/kudos top', () => {
  const h = useHarness({ seed: seed() });

  it('ranks this month’s receivers by default: shared kudos only, from the app and straight from the service', async () => {
    await h.current.runtime.deps.values.set(workspace, [{ hashtag: 'ownership', name: 'Ownership', emoji: 'muscle', description: 'We finish' }], 'UCEO');
    await give(h.current, '<@UANA> 10 for #ownership of the launch', 'UBEN');
    await give(h.current, '<@UANA> 5 for the review', 'UCARA');
    await give(h.current, '<@UBEN> 30 for a secret --private', 'UANA');
    await service(h.current).recognition.create('mgr@acme.test', { recipients: 'cara@acme.test', amount: 7, for: 'given with curl' });
    await service(h.current).recognition.create('mgr@acme.test', { recipients: 'ben@acme.test', amount: 100, for: 'private, with curl', display_feed: false });
    const text = await top(h.current, '');
    expect(text).toContain('Top receivers');
    expect(lines(text)).toEqual([maxFrom(monthStart), '<@UANA> 15/2', '<@UCARA> 7/1']);
    expect(text).not.toContain('<@UBEN>');
    expect(text).toContain('You: *#2* of 3 · 15 coins · 2 kudos received');
    const seeded = SEEDED.filter((x) => x.at >= monthStart);
    const total = seeded.reduce((sum, x) => sum + x.amount, 22);
    expect(text).toContain(`${seeded.length + 3} kudos · ${total.toLocaleString('en-US')} coins · 3 people thanked`);
  });

  it('ranks givers: a giver is credited with amount × people', async () => {
    await give(h.current, '<@UBEN> <@UCARA> 4 for pairing', 'UMGR');
    const text = await top(h.current, 'givers', 'UMGR');
    expect(text).toContain('Top givers');
    const ceo = SEEDED.filter((x) => x.at >= monthStart);
    expect(lines(text)).toEqual([
      `<@UCEO> ${ceo.reduce((sum, x) => sum + x.amount, 0).toLocaleString('en-US')}/${ceo.length}`,
      '<@UMGR> 15/2',
      '<@UBEN> 10/1',
      '<@UCARA> 5/1',
    ]);
    expect(text).toContain('You: *#2* of 4 · 15 coins · 2 kudos given');
    expect(await top(h.current, 'givers', 'UANA')).toContain('You haven’t given shared kudos in');
  });

  it('keeps to the calendar period asked for, on the workspace’s clock', async () => {
    const board = async (period: string) => lines(await top(h.current, period)).find((l) => l.startsWith('<@UMGR>'));
    expect(await board('month')).toBe(maxFrom(monthStart));
    expect(await board('year receivers')).toBe(maxFrom(yearStart));
    // This week, Max has only what the seed put in it (the kudos given in the app reached him as a giver only).
    const week = SEEDED.filter((x) => x.at >= weekStart);
    expect(await board('week')).toBe(week.length ? maxFrom(weekStart) : undefined);
    expect(await top(h.current, 'year')).not.toContain('8,000');
  });

  it('narrows to a company value, and says which values there are when it is none', async () => {
    const text = await top(h.current, '#ownership');
    expect(text).toContain(':muscle: Ownership');
    expect(lines(text)).toEqual(['<@UANA> 10/1']);
    expect(await top(h.current, '#teamwork')).toContain('`#teamwork` is not a company value. The values are `#ownership`.');
  });

  it('narrows to a user group’s people, and tells someone outside it', async () => {
    const text = await top(h.current, 'givers <!subteam^S1|@eng>', 'UANA');
    expect(text).toContain('@eng');
    expect(lines(text)).toEqual(['<@UMGR> 15/2', '<@UBEN> 10/1']);
    expect(await top(h.current, '<!subteam^S1|@eng>', 'UCARA')).toContain('You are not in this group.');
    expect(await top(h.current, '<!subteam^S404|@nobody>')).toContain('I can’t find the user group @nobody');
  });

  it('answers a bad word with the command’s shape', async () => {
    expect(await top(h.current, 'decade')).toContain('Use `/kudos top [week|month|quarter|year] [givers|receivers] [#value] [@user-group]`');
  });

  it('shows a kudos given in the app at the next read, without waiting for the refresh', async () => {
    await top(h.current, '');
    await give(h.current, '<@UCARA> 50 for closing the quarter', 'UCEO');
    expect(lines(await top(h.current, ''))).toContain('<@UCARA> 61/3');
  });

  it('App Home shows this month’s top receivers, the person’s place and the totals', async () => {
    const before = h.current.fake.callsTo('views.publish').length;
    await h.current.event({ type: 'app_home_opened', user: 'UCARA', tab: 'home', channel: 'D1' });
    const view = textOf((await waitFor(() => h.current.fake.callsTo('views.publish')[before], 'views.publish')).args.view);
    expect(view).toContain('Top receivers');
    expect(view).toContain('You: *#2* of 4 · 61 coins · 3 kudos received');
    expect(view).toContain('people thanked');
    expect(view.indexOf('Top receivers')).toBeGreaterThan(view.indexOf('Latest kudos you received'));
  });

  it('answers in the person’s language: Spanish, with the period, counts and their place in Spanish', async () => {
    const languages = h.current.runtime.deps.languages;
    await languages.choose(workspace, 'UCARA', 'es');
    try {
      const month = new Intl.DateTimeFormat('es', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(monthStart));
      const text = await top(h.current, '', 'UCARA');
      expect(text).toContain(`Quienes más reciben — ${month}`);
      expect(text).toContain('Tú: *#2* de 4 · 61 monedas · 3 kudos recibidos');
      expect(text).toContain('personas recibieron agradecimientos');
      expect(text).toContain('Otras clasificaciones:');
      expect(text).not.toContain('Top receivers');
      const week = await top(h.current, 'week givers', 'UCARA');
      expect(week).toMatch(/Quienes más dan — esta semana \(desde el \d+ de \w+\)/);
      expect(await top(h.current, '#teamwork', 'UCARA')).toContain('`#teamwork` no es un valor de la empresa. Los valores son `#ownership`.');
    } finally {
      await languages.choose(workspace, 'UCARA', undefined);
    }
  });
});

describe('/kudos top against kudos given outside the app', () => {
  const h = useHarness({ env: { FEED_REFRESH_MS: '300' } });

  it('reads matched teams and people in none, and shows what the service recorded once its copy is too old', async () => {
    await h.current.runtime.deps.workspaces.update(workspace, { teamMap: [{ usergroupId: 'S1', handle: 'eng', name: 'Engineering', teamId: 't100' }] });
    await service(h.current).recognition.create('cara@acme.test', { recipients: 't100', amount: 3, for: 'to the whole team, with curl' });
    expect(lines(await top(h.current, ''))).toEqual(['<@UANA> 3/1', '<@UBEN> 3/1', '<@UMGR> 3/1']);
    await service(h.current).recognition.create('ben@acme.test', { recipients: ['ana@acme.test', 'cara@acme.test'], amount: 20, for: 'later, with curl' });
    await service(h.current).recognition.create('ceo@acme.test', { recipients: 'ana@acme.test', amount: 500, for: 'private, with curl', display_feed: false });
    // Older than the refresh interval: answered at once and refreshed behind; older than twice that: refreshed first.
    await new Promise((r) => setTimeout(r, 650));
    expect(lines(await top(h.current, ''))).toEqual(['<@UANA> 23/2', '<@UCARA> 20/1', '<@UBEN> 3/1', '<@UMGR> 3/1']);
  });
});
