// Directory-sync mapping and admin command options: pure functions, tested on their own.
import { describe, expect, it } from 'vitest';
import { parseExport } from '../../src/features/exports/grammar.js';
import { chunks, languageOf, managersFirst, mapMembers, timezoneOf } from '../../src/features/sync/mapping.js';
import { parseTownhall } from '../../src/features/townhall/townhall.js';

const user = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  name: id,
  deleted: false,
  is_bot: false,
  is_app_user: false,
  is_admin: false,
  is_owner: false,
  is_primary_owner: false,
  is_restricted: false,
  is_ultra_restricted: false,
  profile: { email: `${id.toLowerCase()}@x.co`, real_name: `  First ${id}  ` },
  ...over,
});

describe('sync mapping', () => {
  it('rounds time zones into -12..14 and takes the language part of the locale', () => {
    expect([timezoneOf(-14 * 3600), timezoneOf(5.5 * 3600), timezoneOf(-3.5 * 3600), timezoneOf(14 * 3600 + 1800), timezoneOf(undefined)]).toEqual([
      -12,
      6,
      -3,
      14,
      undefined,
    ]);
    expect([languageOf('en-US'), languageOf('pt_BR'), languageOf('fil-PH'), languageOf('x'), languageOf(undefined)]).toEqual([
      'en',
      'pt',
      'fil',
      undefined,
      undefined,
    ]);
  });

  it('leaves out bots, app users, Slackbot, deactivated accounts and (unless allowed) guests', () => {
    const users = [
      user('USLACKBOT'),
      user('UB', { is_bot: true }),
      user('UA', { is_app_user: true }),
      user('UD', { deleted: true }),
      user('UG', { is_restricted: true }),
      user('UP'),
    ];
    const strict = mapMembers(users, { includeGuests: false, teamOf: () => undefined });
    expect(strict.leftOut.map((l) => l.reason)).toEqual(['Slackbot', 'bot', 'bot', 'deactivated', 'guest']);
    expect(strict.items.map((i) => i.slack_id)).toEqual(['UP']);
    expect(mapMembers(users, { includeGuests: true, teamOf: () => undefined }).items.map((i) => i.slack_id)).toEqual(['UG', 'UP']);
  });

  it('trims names, maps team and manager (by user ID or e-mail), and reports people without an e-mail', () => {
    const users = [
      user('UR', { profile: { email: 'R@X.CO', real_name: ' Rita  Report ', fields: { Xf: { value: 'UM' } } }, tz_offset: 3600, locale: 'de-DE' }),
      user('UM', { profile: { email: 'm@x.co', first_name: ' Max ', last_name: ' Boss ', fields: { Xf: { value: 'Big@Corp.co' } } } }),
      user('UN', { profile: { real_name: 'No Mail' } }),
    ];
    const mapped = mapMembers(users, { includeGuests: false, teamOf: (id) => (id === 'UR' ? 'Research' : undefined), managerField: 'Xf' });
    expect(mapped.items).toEqual([
      { slack_id: 'UM', email: 'm@x.co', first_name: 'Max', last_name: 'Boss', manager_email: 'big@corp.co' },
      { slack_id: 'UR', email: 'r@x.co', first_name: 'Rita', last_name: 'Report', team_name: 'Research', manager_email: 'm@x.co', language: 'de', timezone: 1 },
    ]);
    expect(mapped.failed).toEqual([{ userId: 'UN', email: null, name: 'No Mail', reason: { key: 'sync.reasonNoEmail' } }]);
  });

  it('puts every manager before their reports, and survives cycles', () => {
    const items = [
      { email: 'c', manager_email: 'b' },
      { email: 'b', manager_email: 'a' },
      { email: 'a' },
      { email: 'x', manager_email: 'y' },
      { email: 'y', manager_email: 'x' },
    ];
    const ordered = managersFirst(items).map((i) => i.email);
    expect(ordered.indexOf('a')).toBeLessThan(ordered.indexOf('b'));
    expect(ordered.indexOf('b')).toBeLessThan(ordered.indexOf('c'));
    expect(ordered.sort()).toEqual(['a', 'b', 'c', 'x', 'y']);
  });

  it('cuts chunks of at most 1000', () => {
    expect(chunks(Array.from({ length: 2500 }, (_, i) => i)).map((c) => c.length)).toEqual([1000, 1000, 500]);
  });
});

describe('admin command options', () => {
  it('parses exports, with quoted values and escaped e-mails', () => {
    expect(parseExport('questions --skill "critical thinking" --dimension Growth')).toEqual({
      kind: 'questions',
      skill: 'Critical Thinking',
      dimension: 'Growth',
    });
    expect(parseExport('responses --email <mailto:A@B.co|A@B.co> --from 2026-01-01')).toEqual({ kind: 'responses', email: 'a@b.co', from: '2026-01-01' });
    expect(parseExport('responses')).toEqual({ kind: 'responses' });
    for (const bad of ['', 'answers', 'questions --skill Juggling', 'responses --to soon', 'responses --email', 'questions --email a@b.co'])
      expect(parseExport(bad)).toHaveProperty('error');
  });

  it('parses the town hall topic and period', () => {
    expect(parseTownhall('Q4 launch --from 2026-10-01 --to 2026-12-31')).toEqual({ topic: 'Q4 launch', from: '2026-10-01', to: '2026-12-31' });
    expect(parseTownhall('')).toEqual({});
    expect(parseTownhall('--since 2026-01-01')).toHaveProperty('error');
  });
});
