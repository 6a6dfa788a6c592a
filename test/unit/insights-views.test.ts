// The insights pieces Slack shows (App Home's section, the monthly summary DM) within Block Kit's limits, names
// escaped; and the session cookie's signature and expiry.
import { describe, expect, it } from 'vitest';
import { insightsHomeBlocks } from '../../src/features/insights/view.js';
import { sessionSigner } from '../../src/insights/session.js';
import { summaryBlocks } from '../../src/insights/summary.js';
import { LOCALES } from '../../src/i18n/locales.js';
import { translatorFor } from '../../src/i18n/translator.js';
import { blockKitProblems } from '../support/block-kit.js';

const en = translatorFor('en');

describe('insights in Slack, as Block Kit', () => {
  it('renders App Home’s section for an admin and a manager, with the summary switch', () => {
    for (const role of ['admin', 'manager'] as const)
      for (const summary of [true, false])
        expect(blockKitProblems({ blocks: insightsHomeBlocks(en, { url: 'https://kudos.test/insights', role, summary }) }, 'home')).toEqual([]);
    expect(JSON.stringify(insightsHomeBlocks(en, { url: 'https://kudos.test/insights', role: 'admin', summary: false }))).not.toContain('insights_summary');
  });

  it('renders a monthly summary, escaping names, and an empty month in words', () => {
    const full = summaryBlocks(
      en,
      {
        month: 'November 2026',
        teams: [{ team: 'R&D <core>', kudos: 3, coins: 30 }],
        givers: ['Ana <b>'],
        notRecognised: ['Ben'],
        values: [{ value: '#care', kudos: 2 }],
      },
      'https://kudos.test/insights',
    );
    expect(blockKitProblems({ blocks: full }, 'message')).toEqual([]);
    expect(JSON.stringify(full)).toContain('R&amp;D &lt;core&gt;');
    expect(JSON.stringify(full)).not.toContain('Ana <b>');
    // The summary is counted from the shared feed: it says so, rather than implying private kudos are in its totals.
    expect(JSON.stringify(full)).toContain('Counts kudos shared in the feed; private kudos are not counted.');
    const empty = summaryBlocks(en, { month: 'November 2026', teams: [], givers: [], notRecognised: [], values: [] }, undefined);
    expect(JSON.stringify(empty)).toContain('everyone in your team was recognised');
  });
});

describe('insights in Slack, in every language', () => {
  const summary = {
    month: 'noviembre de 2026',
    teams: [{ team: 'Eng', kudos: 1, coins: 1234 }],
    givers: ['Ana', 'Ben', 'Cleo'],
    notRecognised: [],
    values: [{ value: '#care', kudos: 2 }],
  };

  it('stays within Block Kit’s limits in each language, App Home’s section and the summary DM', () => {
    for (const locale of LOCALES) {
      const t = translatorFor(locale);
      for (const role of ['admin', 'manager'] as const)
        for (const on of [true, false])
          expect(blockKitProblems({ blocks: insightsHomeBlocks(t, { url: 'https://kudos.test/insights', role, summary: on }) }, 'home'), locale).toEqual([]);
      expect(blockKitProblems({ blocks: summaryBlocks(t, summary, 'https://kudos.test/insights') }, 'message'), locale).toEqual([]);
    }
  });

  it('words the summary in Japanese and German: lists, counts and the footer in the reader’s language', () => {
    const ja = JSON.stringify(summaryBlocks(translatorFor('ja'), summary, undefined));
    expect(ja).toContain('Ana、Ben、Cleo');
    expect(ja).toContain('受け取った Kudos 1件、1,234コイン');
    expect(ja).toContain('その月に称賛されていない人：* チーム全員が称賛されました');
    const de = JSON.stringify(summaryBlocks(translatorFor('de'), summary, 'https://kudos.test/insights'));
    expect(de).toContain('Ana, Ben und Cleo');
    expect(de).toContain('1 Kudos erhalten, 1.234 Münzen');
    expect(de).toContain('<https://kudos.test/insights|Insights-Dashboard>');
    expect(JSON.stringify(insightsHomeBlocks(translatorFor('de'), { url: 'https://kudos.test/insights', role: 'manager', summary: false }))).toContain(
      'Monatliche Zusammenfassung erhalten',
    );
  });
});

describe('the insights session cookie', () => {
  const signer = sessionSigner(Buffer.alloc(32, 1));
  const session = { teamId: 'T1', userId: 'UCEO', id: 'a-sign-in-of-sixteen', expiresAt: 2_000 };

  it('opens what it sealed until it expires', () => {
    const cookie = signer.seal(session);
    expect(signer.open(cookie, 1_999)).toEqual(session);
    expect(signer.open(cookie, 2_000)).toBeUndefined();
  });

  it('refuses a cookie sealed with another key, or changed', () => {
    expect(signer.open(sessionSigner(Buffer.alloc(32, 2)).seal(session), 0)).toBeUndefined();
    const [payload, signature] = signer.seal(session).split('.');
    const changed = Buffer.from(JSON.stringify({ t: 'T1', u: 'UOTHER', i: 'a-sign-in-of-sixteen', x: 2_000 })).toString('base64url');
    expect(signer.open(`${changed}.${signature}`, 0)).toBeUndefined();
    expect(signer.open(`${payload}.${signature}.x`, 0)).toBeUndefined();
    expect(signer.open(undefined, 0)).toBeUndefined();
  });
});
