// The weekly digest: what it says for a week of kudos (counted from the read model's rows, on SQLite), and its pure parts
// — when it is due on the workspace's clock (day, hour, time zone, summer time, the catch-up window), and its message and
// settings form inside Block Kit's limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DigestContent, type Nudge, digestContent } from '../../src/features/digest/content.js';
import type { FeedKudos } from '../../src/engagement/feed/index.js';
import { writeKudos } from '../../src/engagement/feed/rows.js';
import { type StoreFactory, createStoreFactory } from '../../src/store/factory.js';
import { digestMessage } from '../../src/features/digest/message.js';
import { isDue, latestSlot, nextSlot, weekLabel, whenLabel } from '../../src/features/digest/schedule.js';
import { digestSettingsModal, parseDigestSettings } from '../../src/features/digest/settings-modal.js';
import { DEFAULT_DIGEST_SETTINGS } from '../../src/store/digest-settings.js';
import type { CompanyValue } from '../../src/store/values.js';
import { blockKitProblems } from '../support/block-kit.js';
import { LOCALES } from '../../src/i18n/locales.js';
import { translatorFor } from '../../src/i18n/translator.js';

const en = translatorFor('en');
const DEC_1 = { resets: new Date(Date.UTC(2026, 11, 1)), timeZone: 'UTC' };

const VALUES: CompanyValue[] = [
  { name: 'Ownership', hashtag: 'ownership', emoji: 'muscle', description: 'We own it' },
  { name: 'Curiosity', hashtag: 'curiosity', emoji: 'bulb', description: 'We ask' },
];
const person = (n: string) => ({ email: `${n}@acme.test`, name: n[0]!.toUpperCase() + n.slice(1) });
let id = 0;
const kudos = (from: string, to: string[], amount: number, reason: string): FeedKudos => ({
  key: String((id += 1)),
  at: Date.UTC(2026, 10, 20, 10),
  giver: person(from),
  receivers: to.map(person),
  amount,
  total: amount * to.length,
  reason,
  shared: true,
});
const WEEK = { start: new Date(Date.UTC(2026, 10, 16)), end: new Date(Date.UTC(2026, 10, 23)) };

let stores: StoreFactory;
beforeAll(async () => {
  stores = await createStoreFactory('sqlite://:memory:');
});
afterAll(() => stores.close());
let weeks = 0;
/** The digest of `week`'s kudos, written into a company's rows of their own. */
async function digestOf(week: FeedKudos[], nudge: Nudge): Promise<DigestContent> {
  const scope = `T:T1:dev:w${(weeks += 1)}`;
  await stores.db.transaction().execute((trx) => writeKudos(trx, scope, week));
  return digestContent({ db: stores.db, dialect: 'sqlite' }, scope, WEEK, VALUES, nudge);
}

describe('digest content', () => {
  const week = [
    kudos('ana', ['ben'], 10, 'the launch #ownership'),
    kudos('ben', ['cara', 'dan'], 5, 'pairing #curiosity and #ownership'),
    kudos('cara', ['ben'], 20, 'fixing the build at night'),
    kudos('ana', ['cara'], 1, 'coffee #nothing'),
  ];
  let content: DigestContent;
  beforeAll(async () => {
    content = await digestOf(week, { people: 7, coins: 420, ...DEC_1 });
  });

  it('counts kudos, coins (amount × recipients) and givers', () => {
    expect(content.kudos).toBe(4);
    expect(content.coins).toBe(10 + 10 + 20 + 1);
    expect(content.givers).toBe(3);
  });
  it('ranks receivers by coins, then kudos', () => {
    expect(content.topReceivers.map((r) => [r.name, r.coins, r.kudos])).toEqual([
      ['Ben', 30, 2],
      ['Cara', 6, 2],
      ['Dan', 5, 1],
    ]);
  });
  it('counts the values named in reasons; a hashtag that is no value is just text', () => {
    expect(content.topValues.map((v) => [v.value.hashtag, v.kudos])).toEqual([
      ['ownership', 2],
      ['curiosity', 1],
    ]);
  });
  it('highlights three kudos, tagged ones first, from different givers where it can', () => {
    expect(content.highlights).toHaveLength(3);
    expect(
      content.highlights
        .slice(0, 2)
        .map((k) => k.reason)
        .sort(),
    ).toEqual(['pairing #curiosity and #ownership', 'the launch #ownership']);
    expect(new Set(content.highlights.map((k) => k.giver?.email)).size).toBe(3);
  });
  it('says it all in the message, the nudge included, escaping what people typed', async () => {
    const text = JSON.stringify(
      digestMessage(en, await digestOf([...week, kudos('dan', ['ana'], 2, '<!channel> & <b>')], { people: 7, coins: 420, ...DEC_1 }), '16–23 Nov'),
    );
    expect(text).toContain('Kudos this week · 16–23 Nov');
    expect(text).toContain('*5 kudos* and *43 coins* given by 4 people');
    expect(text).toContain('*Ben* — 30 coins (2 kudos)');
    expect(text).toContain(':muscle: Ownership — 2 kudos');
    expect(text).toContain('*7 people* still have coins to give (420 coins in all) before they reset on December 1');
    expect(text).not.toContain('<!channel>');
  });
  it('says it in the language it is given: Japanese, the reset day as Japanese writes it', async () => {
    const ja = translatorFor('ja');
    const text = JSON.stringify(
      digestMessage(ja, await digestOf(week, { people: 7, coins: 420, ...DEC_1 }), weekLabel(ja, { from: WEEK.start, to: WEEK.end, timeZone: 'UTC' })),
    );
    expect(text).toContain('今週の Kudos · 11/16～11/23');
    expect(text).toContain('12月1日 のリセットまでに贈れるコインが残っている人が *7 人* います（合計 420 コイン）');
    expect(text).not.toContain('Kudos this week');
  });
  it('an empty week says so and still nudges', async () => {
    const text = JSON.stringify(digestMessage(en, await digestOf([], { people: 1, coins: 100, ...DEC_1 }), '16–23 Nov'));
    expect(text).toContain('No kudos were shared this week');
    expect(text).toContain('*1 person* still has coins to give');
  });
  it('stays inside Block Kit limits with huge weeks', async () => {
    const long = 'x'.repeat(5000);
    const many = Array.from({ length: 500 }, (_, i) =>
      kudos(
        `g${i}`,
        Array.from({ length: 50 }, (_, j) => `r${j}${long.slice(0, 200)}`),
        50,
        `${long} #ownership`,
      ),
    );
    expect(blockKitProblems(digestMessage(en, await digestOf(many, { people: 10_000, coins: 1_000_000, ...DEC_1 }), '16–23 Nov'), 'message')).toEqual([]);
  });
});

describe('digest schedule', () => {
  const monday9 = { weekday: 1, hour: 9 };
  it('Monday 09:00 UTC: nothing due at 08:59, due from 09:00, covering the seven days before', () => {
    const before = latestSlot(new Date('2026-11-23T08:59:00Z'), monday9, 'UTC');
    expect(before.week).toBe('2026-11-16');
    expect(isDue(before, new Date('2026-11-23T08:59:00Z'))).toBe(false);
    const slot = latestSlot(new Date('2026-11-23T09:00:00Z'), monday9, 'UTC');
    expect(slot.week).toBe('2026-11-23');
    expect(slot.from.toISOString()).toBe('2026-11-16T09:00:00.000Z');
    expect(slot.to.toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(weekLabel(en, slot)).toBe('Nov 16\u2009–\u200923');
    expect(weekLabel(translatorFor('de'), slot)).toBe('16.–23. Nov.');
    expect(weekLabel(en, { ...slot, from: slot.to })).toBe('Nov 23');
    expect(nextSlot(new Date('2026-11-23T09:00:00Z'), monday9, 'UTC').toISOString()).toBe('2026-11-30T09:00:00.000Z');
  });
  it('a missed slot is still due until its calendar week ends on Sunday night, not after', () => {
    const sunday = new Date('2026-11-29T23:30:00Z');
    expect(isDue(latestSlot(sunday, monday9, 'UTC'), sunday)).toBe(true);
    const slot = latestSlot(new Date('2026-11-23T10:00:00Z'), monday9, 'UTC');
    expect(isDue(slot, new Date('2026-11-30T00:00:00Z'))).toBe(false);
    expect(slot.lapses.toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });
  it('follows the workspace time zone: 09:00 in New York is 14:00 UTC', () => {
    const slot = latestSlot(new Date('2026-11-23T15:00:00Z'), monday9, 'America/New_York');
    expect(slot.at.toISOString()).toBe('2026-11-23T14:00:00.000Z');
    expect(latestSlot(new Date('2026-11-23T13:59:00Z'), monday9, 'America/New_York').week).toBe('2026-11-16');
  });
  it('keeps 09:00 local across the change to summer time', () => {
    const slot = latestSlot(new Date('2026-03-30T12:00:00Z'), monday9, 'Europe/Lisbon');
    expect(slot.at.toISOString()).toBe('2026-03-30T08:00:00.000Z');
    expect(slot.from.toISOString()).toBe('2026-03-23T09:00:00.000Z');
  });
  it('another day and hour: Friday 17:00 in Tokyo', () => {
    const slot = latestSlot(new Date('2026-11-23T00:00:00Z'), { weekday: 5, hour: 17 }, 'Asia/Tokyo');
    expect(slot.at.toISOString()).toBe('2026-11-20T08:00:00.000Z');
    expect(slot.week).toBe('2026-11-20');
  });
});

describe('digest settings form', () => {
  it('names the weekday and the hour as each language does', () => {
    const wed14 = { weekday: 3, hour: 14 };
    expect(whenLabel(translatorFor('de'), wed14, 'Europe/Berlin')).toBe('jeden Mittwoch um 14:00 (Europe/Berlin)');
    expect(whenLabel(translatorFor('ja'), wed14, 'Asia/Tokyo')).toBe('毎週水曜日 14:00（Asia/Tokyo）');
    expect(whenLabel(translatorFor('fr'), wed14, 'Europe/Paris')).toBe('chaque mercredi à 14:00 (Europe/Paris)');
    expect(JSON.stringify(digestSettingsModal(translatorFor('de'), 'digest_settings', DEFAULT_DIGEST_SETTINGS, 'UTC'))).toContain('"text":"Sonntag"');
  });
  it('renders inside the limits and parses back what was picked', () => {
    for (const locale of LOCALES)
      expect(
        blockKitProblems(
          digestSettingsModal(translatorFor(locale), 'digest_settings', { ...DEFAULT_DIGEST_SETTINGS, channel: 'C1' }, 'Europe/Lisbon'),
          'modal',
        ),
      ).toEqual([]);
    const values = {
      digest_enabled: { value: { selected_options: [] } },
      digest_weekday: { value: { selected_option: { value: '5' } } },
      digest_hour: { value: { selected_option: { value: '17' } } },
      digest_channel: { value: { selected_conversation: 'CDIGEST' } },
    };
    expect(parseDigestSettings(en, values)).toEqual({ ok: true, settings: { enabled: false, weekday: 5, hour: 17, channel: 'CDIGEST' } });
    expect(parseDigestSettings(en, { ...values, digest_hour: { value: { selected_option: null } } })).toEqual({
      ok: false,
      errors: { digest_hour: 'Pick the hour the digest is posted.' },
    });
  });
});
