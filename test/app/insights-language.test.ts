// The insights dashboard in its reader's language: a signed-in person reads it in theirs (their App Home choice, else
// Slack's locale) — `<html lang>`, headings, chart titles, table headings and the CSV's — and someone not signed in
// reads the sign-in page in their browser's language.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../support/app-harness.js';
import { OPENID_ENV, get, signIn } from '../support/insights.js';

const h = useHarness({
  env: OPENID_ENV,
  now: () => new Date('2026-11-20T10:00:00Z'),
  extraUsers: [{ id: 'UJAP', name: 'Haruto Sato', email: 'haruto@acme.test', locale: 'ja-JP' }],
});
const W = { teamId: 'T1' };

describe('the insights dashboard in the reader’s language', () => {
  it('shows a German-speaking admin the dashboard in German: html lang, headings, months, columns and the CSV', async () => {
    await h.current.runtime.deps.languages.choose(W, 'UCEO', 'de');
    try {
      const admin = await signIn(h.current.url, h.current.fake.workspace, 'UCEO');
      const page = await (await get(h.current.url, '/insights', admin)).text();
      expect(page).toContain('<html lang="de">');
      expect(page).toContain('<h1>Kudos-Insights</h1>');
      expect(page).toContain('<h2>Beteiligung im Zeitverlauf</h2>');
      expect(page).toContain('Gezählt werden Kudos, die im Kudos-Channel geteilt wurden; private Kudos zählen nicht.');
      expect(page).toContain('<th scope="col">Zeitraum</th>');
      expect(page).toContain('>Oktober 2026</th>');
      expect(page).toContain('Letzte 6 Monate');
      expect(page).toContain('<button type="submit" id="sign-out">Abmelden</button>');
      expect(page).not.toContain('Participation over time');
      expect(page).not.toContain('Sign out');
      const csv = parse(await (await get(h.current.url, '/insights/api/charts/by-team.csv', admin)).text()) as string[][];
      expect(csv[0]).toEqual(['Team', 'Personen', 'Erhaltene Kudos', 'Erhaltene Münzen', 'Gegebene Kudos', 'Gegebene Münzen']);
    } finally {
      await h.current.runtime.deps.languages.choose(W, 'UCEO', undefined);
    }
  });

  it('refuses a Japanese-speaking employee in Japanese (Slack’s locale)', async () => {
    const employee = await signIn(h.current.url, h.current.fake.workspace, 'UJAP');
    const answer = await get(h.current.url, '/insights', employee);
    expect(answer.status).toBe(403);
    const page = await answer.text();
    expect(page).toContain('<html lang="ja">');
    expect(page).toContain('<h1>このダッシュボードは表示できません</h1>');
    expect(page).toContain('サインアウト');
    expect(page).not.toContain('not open to you');
  });

  it('greets someone not signed in in their browser’s language, English when it speaks none Kudos does', async () => {
    const french = await (await fetch(`${h.current.url}/insights`, { headers: { 'accept-language': 'nl;q=1, fr-CA;q=0.9, en;q=0.5' } })).text();
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain('Se connecter avec Slack');
    const other = await (await fetch(`${h.current.url}/insights`, { headers: { 'accept-language': 'nl, *;q=0.1' } })).text();
    expect(other).toContain('<html lang="en">');
    expect(other).toContain('Sign in with Slack');
  });
});
