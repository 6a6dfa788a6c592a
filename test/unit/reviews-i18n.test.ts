// The review and feedback views in another language: German and Japanese words where English stood, the values sent to
// the service unchanged, dates as the language writes them, and every modal title and button inside Block Kit's limits
// in all six languages (titles ≤ 24 characters, never cut short).
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../src/i18n/catalogue.js';
import { LOCALES } from '../../src/i18n/locales.js';
import { translatorFor } from '../../src/i18n/translator.js';
import { feedbackBlocks } from '../../src/features/feedback/feedback.js';
import { presetModal, presetSavedView } from '../../src/features/reviews/preset-modal.js';
import { presetPanel } from '../../src/features/reviews/preset-panel.js';
import { refusalOf } from '../../src/features/reviews/refusals.js';
import { parseReviewSubmission, reviewModal } from '../../src/features/reviews/review-modal.js';
import { notice, pickView, resultView, stepView } from '../../src/features/reviews/team-review-views.js';
import { blockKitProblems } from '../support/block-kit.js';

const textOf = (value: unknown) => JSON.stringify(value);
const reports = [
  { userId: 'UANA', name: 'Ana Lima' },
  { userId: 'UBEN', name: 'Ben Carter' },
];
const hints = { presetName: 'Q4', goals: 'What did they ship?', culture: 'Who did they help?' };
type Modal = { title: { text: string }; submit?: { text: string }; close?: { text: string }; blocks: unknown[] };
const modal = (locale: (typeof LOCALES)[number]) => reviewModal(translatorFor(locale), { date: '2026-11-22', reports, notice: 'x' }, hints) as Modal;

const ratingValues = (view: Modal, blockId: string) =>
  (view.blocks as { block_id?: string; element?: { options?: { value: string; text: { text: string } }[] } }[]).find((b) => b.block_id === blockId)!.element!
    .options!;

describe('the review modal in German and Japanese', () => {
  it('is in German for a German reader, with the service’s rating values unchanged', () => {
    const view = modal('de');
    expect(view.title.text).toBe('Beurteilung erfassen');
    expect(view.title.text.length).toBeLessThanOrEqual(24);
    const text = textOf(view);
    expect(text).toContain('Zielerreichung');
    expect(text).toContain('Beitrag zur Unternehmenskultur');
    expect(text).toContain('Die Vorlage *Q4* gilt für diese Person');
    expect(text).not.toContain('Goal performance');
    const goals = ratingValues(view, 'goal_rating');
    expect(goals.map((o) => o.value)).toEqual(['exceeded_goals', 'met_goals', 'partially_met_goals', 'did_not_meet_goals']);
    expect(goals.map((o) => o.text.text)).toEqual(['Ziele übertroffen', 'Ziele erreicht', 'Ziele teilweise erreicht', 'Ziele nicht erreicht']);
    expect(ratingValues(view, 'culture_rating').map((o) => o.value)).toEqual(['significantly', 'consistently', 'somewhat', 'rarely']);
    expect(blockKitProblems(view, 'modal')).toEqual([]);
  });

  it('is in Japanese for a Japanese reader', () => {
    const view = modal('ja');
    expect(view.title.text).toBe('評価を記入');
    expect(view.submit!.text).toBe('登録する');
    const text = textOf(view);
    expect(text).toContain('目標に対する成果');
    expect(text).toContain('カルチャーへの貢献');
    expect(ratingValues(view, 'goal_rating').map((o) => o.text.text)).toContain('目標を上回った');
    expect(text).not.toContain('Exceeded goals');
    expect(blockKitProblems(view, 'modal')).toEqual([]);
  });

  it('says what is missing in the reader’s language', () => {
    const parsed = parseReviewSubmission(
      translatorFor('ja'),
      {
        employee: { review_employee: { selected_user: 'UANA' } },
        review_date: { value: { selected_date: '2026-11-22' } },
        goal_rating: { value: { selected_option: null } },
        goal_examples: { value: { value: ' ' } },
        culture_rating: { value: { selected_option: { value: 'somewhat' } } },
        culture_examples: { value: { value: 'c' } },
      },
      'UMGR',
    );
    expect(parsed).toEqual({
      ok: false,
      errors: { goal_rating: '目標に対する成果を選んでください。', goal_examples: '具体例を1つ以上書いてください（必須です）。' },
    });
  });

  it('words the service’s refusals with the date as the language writes it', () => {
    const refused = { error_code: 'ALREADY_REVIEWED', error: 'x', next_review_date: '2027-02-18' };
    expect(refusalOf(translatorFor('de'), refused, 'sentence')).toBe(
      'In diesem Zyklus schon beurteilt – die nächste Beurteilung kann ab 18. Feb. 2027 erfasst werden.',
    );
    expect(refusalOf(translatorFor('ja'), refused, 'phrase')).toBe('このサイクルで評価済み（次の評価は 2027年2月18日 から）');
    expect(refusalOf(translatorFor('en'), refused, 'sentence')).toBe('Already reviewed this cycle — the next review can be filed from Feb 18, 2027.');
    // A code no table knows: the service's own words.
    expect(refusalOf(translatorFor('de'), { error_code: 'SOMETHING_NEW', error: 'As the service said.' }, 'sentence')).toBe('As the service said.');
  });
});

describe('every review and feedback modal fits Block Kit in all six languages', () => {
  const KEYS_ON_TITLES_AND_MODAL_BUTTONS: MessageKey[] = [
    'reviews.titleFileReview',
    'reviews.titleTeamReview',
    'reviews.titlePreset',
    'reviews.buttonFileReview',
    'reviews.buttonCancel',
    'reviews.buttonClose',
    'reviews.buttonNext',
    'reviews.buttonDone',
    'reviews.buttonSavePreset',
    'feedback.modalTitle',
    'feedback.buttonClose',
  ];

  it.each(LOCALES)('%s: titles and modal buttons are at most 24 characters', (locale) => {
    const t = translatorFor(locale);
    for (const key of KEYS_ON_TITLES_AND_MODAL_BUTTONS) expect(t.t(key).length, `${locale} ${key}`).toBeLessThanOrEqual(24);
    for (const count of [1, 8, 201]) expect(t.t('reviews.buttonFileCount', { count }).length, `${locale} ${count}`).toBeLessThanOrEqual(24);
  });

  it.each(LOCALES)('%s: the views pass the Block Kit checks', (locale) => {
    const t = translatorFor(locale);
    const people = Array.from({ length: 12 }, (_, i) => ({
      userId: `U${i}`,
      result: i % 3 ? { ok: false, message: 'refused' } : { ok: true, message: 'filed' },
    }));
    const draft = { id: 'V1', date: '2026-11-22', people, round: 1 };
    const reviewed = new Map([['UBEN', '2027-02-13']]);
    const preset = { id: 'p', name: 'Q4', members: [], teams: ['t1'], teamNames: { t1: 'Eng' }, next_review: '2027-01-15' };
    const views = [
      reviewModal(t, { date: '2026-11-22', employeeId: 'U1' }),
      pickView(t, '2026-11-22', reports, reviewed),
      stepView(t, draft as never, 0),
      resultView(t, draft as never),
      notice(t, t.t('reviews.nothingToResend')),
      presetModal(t, [{ teamId: 't1', label: '@eng — Engineering (t1)' }]),
      presetSavedView(t, preset as never),
    ];
    for (const view of views) {
      expect(blockKitProblems(view, 'modal')).toEqual([]);
      expect((view as Modal).title.text.endsWith('…')).toBe(false);
    }
    expect(textOf(pickView(t, '2026-11-22', reports, reviewed))).toContain(t.date(new Date('2027-02-13T00:00:00Z'), 'day'));
    expect(blockKitProblems({ blocks: presetPanel(t, [preset as never]) }, 'home')).toEqual([]);
    const feedback = feedbackBlocks(
      t,
      [{ score: 3, comment: 'ok', review_date: '2026-10-01' } as never],
      { currentPage: 1, totalPages: 2, totalItems: 6 } as never,
      'x',
    );
    expect(blockKitProblems({ blocks: feedback }, 'message')).toEqual([]);
  });
});
