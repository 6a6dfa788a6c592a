// `/kudos whois` in the reader's language: the member record's labels, a team no user group is mapped to, numbers.
import { describe, expect, it } from 'vitest';
import { teamLabel } from '../../src/features/whois/team-label.js';
import { memberBlocks } from '../../src/features/whois/whois.js';
import type { Member } from '../../src/engagement-client/index.js';
import { translatorFor } from '../../src/i18n/translator.js';

const member = {
  email: 'ana@acme.test',
  firstname: 'Ana',
  lastname: 'Lima',
  team_id: 't100',
  talent_type: '',
  impact_rating: 4.5,
  status: 'active',
} as unknown as Member;

describe('whois in the reader’s language', () => {
  it('labels the record in English, German and Japanese, the rating written their way', () => {
    expect(JSON.stringify(memberBlocks(translatorFor('en'), member, 'Eng', 'UANA'))).toContain('*Impact rating*\\n4.5');
    const de = JSON.stringify(memberBlocks(translatorFor('de'), member, 'Eng', 'UANA'));
    expect(de).toContain('*Impact-Bewertung*\\n4,5');
    expect(de).toContain('*E-Mail*\\nana@acme.test');
    expect(JSON.stringify(memberBlocks(translatorFor('ja'), member, 'Eng'))).toContain('*チーム*\\nEng');
  });

  it('says a team has no user group mapped to it, in the reader’s words', () => {
    expect(teamLabel(translatorFor('en'), [], 't200')).toBe('t200 (no user group mapped to it in `/kudos setup`)');
    expect(teamLabel(translatorFor('es'), [], 't200')).toBe('t200 (ningún grupo de usuarios asociado en `/kudos setup`)');
    expect(teamLabel(translatorFor('fr'), [{ teamId: 't200', name: 'Ventes' } as never], 't200')).toBe('Ventes');
  });
});
