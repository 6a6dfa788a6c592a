// The profile's personal context: the lists the service is known to send are headed in the reader's words, any other
// by its own name made readable.
import { describe, expect, it } from 'vitest';
import { profileBlocks } from '../../src/features/profile/profile.js';
import { translatorFor } from '../../src/i18n/translator.js';
import { textOf } from '../support/basics.js';

const profile = {
  impact_rating: 3.5,
  engagement_health_score: 62,
  engagement_health_status: 'Advanced' as const,
  personal_context: { strengths: ['mentoring'], recent_wins: ['the launch'], growth_areas: [], team_rituals: ['demo day'] },
};

describe('profile headings', () => {
  it.each([
    ['en', ['*Strengths*', '*Recent wins*', '*Growth areas*', '*Team rituals*']],
    ['de', ['*Stärken*', '*Jüngste Erfolge*', '*Entwicklungsfelder*', '*Team rituals*']],
    ['ja', ['*強み*', '*最近の成果*', '*成長の余地*', '*Team rituals*']],
  ] as const)('in %s', (locale, headings) => {
    const text = textOf(profileBlocks(translatorFor(locale), profile, 'you'));
    for (const heading of headings) expect(text).toContain(heading);
    expect(text).toContain('mentoring');
  });
});
