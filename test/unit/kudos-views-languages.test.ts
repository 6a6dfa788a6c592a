// The give form, the giving rules, the confirmation, the channel post and the recipient's DM in every language: valid
// Block Kit (titles within 24 characters, buttons and options within theirs), and the words of that language.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.js';
import { translatorFor } from '../../src/i18n/translator.js';
import { said } from '../../src/i18n/said.js';
import { type KudosStory, channelPost, confirmation, recipientDm } from '../../src/features/kudos/messages.js';
import { giveModal, parseGiveSubmission, resultView, sendingView } from '../../src/features/kudos/give-modal.js';
import { rulesModal, savedView } from '../../src/features/giving/rules-modal.js';
import { rulesSummary } from '../../src/features/giving/messages.js';
import { DEFAULT_GIVING_RULES } from '../../src/store/giving-rules.js';
import { blockKitProblems } from '../support/block-kit.js';
import { textOf } from '../support/basics.js';

const group: KudosStory = {
  giverId: 'UANA',
  recipients: ['<@UBEN>', said('kudos.groupTeam', { teamId: 't100' })],
  people: 8,
  groupNamed: true,
  amount: 5,
  total: 40,
  reason: 'the launch',
};
const values = [{ hashtag: 'ownership', emoji: 'muscle', name: 'Ownership', description: 'We own it' }];

describe('giving in every language', () => {
  it.each(LOCALES)('%s: every view is valid Block Kit', (locale) => {
    const t = translatorFor(locale);
    const form = giveModal(t, { userIds: ['UBEN'] }, { source: 'message' }, [{ id: 'S1', handle: 'eng', name: 'Engineering' }], values as never);
    expect(blockKitProblems(form, 'modal')).toEqual([]);
    expect(blockKitProblems(sendingView(t, group.recipients), 'modal')).toEqual([]);
    const told = confirmation(t, group, { private: false, postedIn: 'C1', dmCount: 8, balance: 'x' }, true);
    expect(blockKitProblems(resultView(t, told.blocks, { prefill: {}, meta: { source: 'home' } }), 'modal')).toEqual([]);
    expect(blockKitProblems(channelPost(t, group, group), 'message')).toEqual([]);
    expect(blockKitProblems(recipientDm(t, group, group), 'message')).toEqual([]);
    const rules = { ...DEFAULT_GIVING_RULES, period: 'week' as const, timeZoneBasis: 'giver' as const, adminsExempt: true };
    expect(blockKitProblems(rulesModal(t, rules), 'modal')).toEqual([]);
    expect(blockKitProblems(savedView(t, rulesSummary(t, rules)), 'modal')).toEqual([]);
  });

  it('speaks German and Japanese, groups named in the reader’s words', () => {
    const de = translatorFor('de');
    const ja = translatorFor('ja');
    expect(textOf(channelPost(de, group).blocks)).toContain(
      ':tada: <@UANA> hat <@UBEN> und alle im Team t100 (8 Personen) je *5 Münzen* gegeben (insgesamt 40 Münzen)',
    );
    expect(textOf(recipientDm(ja, group).blocks)).toContain(':gift: <@UANA> さんから *5コイン* が届きました');
    expect(confirmation(ja, group, { private: true, dmCount: 1 }).text).toBe('<@UBEN>、チーム t100 の全員（8人） に 5コイン を贈りました');
    expect(giveModal(de, {}, { source: 'home' }).title.text).toBe('Kudos geben');
    expect(rulesSummary(de, { ...DEFAULT_GIVING_RULES, period: 'week', resetDay: 1 })).toContain('pro Woche geben, ab Montag');
    expect(rulesSummary(ja, { ...DEFAULT_GIVING_RULES, period: 'week', resetDay: 3 })).toContain('毎週水曜日から');
  });

  it('refuses the form’s input in the giver’s language', () => {
    const parsed = parseGiveSubmission(translatorFor('de'), { amount: { value: { value: '5' } }, reason: { text: { value: '' } } }, 'UANA');
    expect(parsed).toMatchObject({
      ok: false,
      errors: { recipients: expect.stringContaining('Fülle mindestens ein Feld aus'), reason: 'Schreib, wofür die Kudos sind.' },
    });
  });
});
