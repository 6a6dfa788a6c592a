// Every view the app builds is a pure function: snapshot-tested, and checked against Block Kit limits with
// realistic and extreme data (long reasons, many recipients, many user groups).
import { LOCALES } from '../../src/i18n/locales.js';
import { translatorFor } from '../../src/i18n/translator.js';
import { describe, expect, it } from 'vitest';
import { channelPost, confirmation, recipientDm, recipientList } from '../../src/features/kudos/messages.js';
import { giveModal, parseGiveSubmission, resultView } from '../../src/features/kudos/give-modal.js';
import { profileBlocks, profileHomeBlocks } from '../../src/features/profile/profile.js';
import { receivedBlocks, receivedHomeBlocks } from '../../src/features/received/received.js';
import { feedbackBlocks } from '../../src/features/feedback/feedback.js';
import { homeView } from '../../src/features/home/home.js';
import { FEATURES } from '../../src/features/index.js';
import { connectionPanel } from '../../src/features/setup/connection-panel.js';
import { presetPanel } from '../../src/features/reviews/preset-panel.js';
import { setupModal } from '../../src/features/setup/setup.js';
import { reviewModal } from '../../src/features/reviews/review-modal.js';
import { helpBlocks } from '../../src/features/help/help.js';
import { scoreBar } from '../../src/ui/blocks.js';
import { boardBlocks, boardMessage } from '../../src/features/leaderboard/view.js';
import { calendarPeriod } from '../../src/engagement/feed/index.js';
import { blockKitProblems } from '../support/block-kit.js';
import fc from 'fast-check';
import { oneDm, onePost } from '../../src/features/kudos/announce.js';

const long = 'x'.repeat(5000);
const textOf = (value: unknown) => JSON.stringify(value);
const story = { giverId: 'UANA', recipients: Array.from({ length: 300 }, (_, i) => `<@U${i}>`), people: 300, amount: 10, total: 3000, reason: long };
const recognition = (i: number) => ({
  amount: i,
  for: `reason ${i} ${long}`,
  createdate: '2026-11-01 10:00:00',
  share: i % 2 === 0,
  from: { email: 'b@x.y', name: 'Ben' },
});
const pagination = { currentPage: 2, totalPages: 5, totalItems: 25, pageSize: 5 };
const standing = (i: number) => ({
  rank: i + 1,
  email: `p${i}@x.y`,
  name: `Ana <&> ${long}`,
  kudos: 1_000_000 + i,
  coins: 2 ** 53 - i,
  ...(i % 2 ? { userId: `U${i}` } : {}),
});
const board = {
  board: 'givers' as const,
  period: calendarPeriod('week', new Date('2026-11-23T10:00:00Z'), 'Europe/Lisbon'),
  filters: [`:muscle: ${long}`, `@${long}`],
  top: Array.from({ length: 40 }, (_, i) => standing(i)),
  totals: { kudos: 2 ** 53, coins: 2 ** 53, people: 40 },
  me: standing(39),
};
const profile = {
  impact_rating: 4.2,
  engagement_health_score: 62,
  engagement_health_status: 'Advanced' as const,
  personal_context: { strengths: Array(50).fill(long), recent_wins: ['a'] },
};

// In every language: German and French run long, Japanese has no spaces to break on.
describe.each(LOCALES)('views stay inside Block Kit limits, in %s', (locale) => {
  const t = translatorFor(locale);
  it.each([
    ['channel post', channelPost(t, story)],
    ['recipient DM', recipientDm(t, story)],
    ['confirmation', confirmation(t, story, { private: false, postedIn: 'C1', dmCount: 300 })],
    ['profile', { blocks: profileBlocks(t, profile, 'you') }],
    ['received', { blocks: receivedBlocks(t, [1, 2, 3, 4, 5].map(recognition), pagination, () => '') }],
    [
      'feedback',
      {
        blocks: feedbackBlocks(
          t,
          Array.from({ length: 60 }, (_, i) => ({ score: (i % 4) + 1, comment: long })),
          { ...pagination, totalItems: 60 },
          'Feedback',
        ),
      },
    ],
    ['help', { blocks: helpBlocks(t, true) }],
    ['leaderboard', boardMessage(t, board)],
    ['empty leaderboard', boardMessage(t, { ...board, top: [], me: 'none' })],
  ])('message: %s', (_name, message) => {
    expect(blockKitProblems(message, 'message')).toEqual([]);
  });

  it('the kudos of one moment combined: one post or DM carries what fits, always within the limits', () => {
    const arbitraryStory = fc.record({
      giverId: fc.constantFrom('UANA', 'UBEN'),
      recipients: fc.array(fc.constantFrom('<@UBEN>', '<@UCARA>', '@eng'), { minLength: 1, maxLength: 30 }),
      people: fc.integer({ min: 1, max: 40_000 }),
      amount: fc.integer({ min: 1, max: 1_000 }),
      total: fc.integer({ min: 1, max: 40_000_000 }),
      reason: fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.constant('&amp;'.repeat(1_000)), fc.constant(long.slice(0, 1_000))),
    });
    fc.assert(
      fc.property(fc.array(arbitraryStory, { minLength: 1, maxLength: 60 }), (stories) => {
        const posted = onePost(t, stories);
        const dm = oneDm(t, stories);
        expect(posted).toBeGreaterThanOrEqual(1);
        expect(dm).toBeGreaterThanOrEqual(1);
        expect(blockKitProblems(channelPost(t, ...stories.slice(0, posted)), 'message')).toEqual([]);
        expect(blockKitProblems(recipientDm(t, ...stories.slice(0, dm)), 'message')).toEqual([]);
        // Nothing left behind that would have fitted: a short story after a full post waits for the next one only when full.
        if (posted < stories.length)
          expect(
            posted === 20 ||
              JSON.stringify(channelPost(t, ...stories.slice(0, posted + 1)).blocks).length > 10_000 ||
              channelPost(t, ...stories.slice(0, posted + 1)).blocks.length > 45,
          ).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('modals', () => {
    const groups = Array.from({ length: 150 }, (_, i) => ({ id: `S${i}`, handle: `group-${i}-${long.slice(0, 80)}`, name: long }));
    const give = giveModal(
      t,
      { userIds: ['U1'], usergroupIds: ['S1'], others: 'team:t1', amount: 5, reason: 'r', share: false },
      { source: 'command', channelId: 'C1' },
      groups,
    );
    expect(blockKitProblems(give, 'modal')).toEqual([]);
    expect(
      blockKitProblems(
        resultView(t, confirmation(t, story, { private: true, dmCount: 0 }).blocks, {
          prefill: { reason: long, userIds: Array(40).fill('U123456789') },
          meta: { source: 'home' },
        }),
        'modal',
      ),
    ).toEqual([]);
    expect(
      blockKitProblems(
        setupModal(
          t,
          {
            admins: ['U1'],
            links: {},
            syncGuests: true,
            threadReplies: true,
            managerField: 'Xf1',
            teamMap: [{ usergroupId: 'S1', handle: 'eng', name: 'Engineering', teamId: 't100' }],
            keyLast4: 'abcd',
            stage: 'prod',
          },
          'dev',
        ),
        'modal',
      ),
    ).toEqual([]);
    expect(blockKitProblems(reviewModal(t, { date: '2026-11-22', employeeId: 'U1' }), 'modal')).toEqual([]);
  });

  it('home', () => {
    // The frame with every declared button, and the sections the features declare, rendered from their pure views.
    const buttons = FEATURES.flatMap((f) => (f.homeButton ? [f.homeButton] : []));
    const own = [profileHomeBlocks(t, profile), receivedHomeBlocks(t, [1, 2, 3, 4, 5, 6].map(recognition), () => '')];
    const home = homeView(t, {
      userId: 'U1',
      buttons,
      sections: [...own, connectionPanel(t, { stage: 'prod', keyLast4: 'abcd', source: 'workspace', reachable: true, detail: long })].map((blocks) => ({
        blocks,
      })),
    });
    expect(blockKitProblems(home, 'home')).toEqual([]);
    const presets = Array.from({ length: 30 }, (_, i) => ({ name: long, members: [], teams: ['t1'], teamNames: {}, next_review: '2027-01-01', id: `p${i}` }));
    const full = homeView(t, {
      userId: 'U1',
      buttons,
      sections: [...own, boardBlocks(t, board), boardBlocks(t, board), presetPanel(t, presets as never)].map((blocks) => ({ blocks })),
    });
    expect(blockKitProblems(full, 'home')).toEqual([]);
  });
});

describe('leaderboard content', () => {
  it('shows the top 10 with medals, escapes names, and says where the person stands', () => {
    const text = textOf(boardMessage(translatorFor('en'), board));
    expect(text).toContain(':first_place_medal: ');
    expect(text).toContain('*4.* <@U3>');
    expect(text).not.toContain('<@U11>');
    expect(text).toContain('&lt;&amp;&gt;');
    expect(text).toContain('You: *#40* of 40');
    expect(text).toContain('this week (from November 23)');
    expect(textOf(boardMessage(translatorFor('en'), { ...board, top: [], me: 'outside' }))).toContain('You are not in this group.');
  });

  it('reads as sentences: totals capitalised, an empty board said once, a tie for first named whole', () => {
    expect(textOf(boardMessage(translatorFor('en'), board))).toContain('"This week (from November 23): ');
    const empty = textOf(boardMessage(translatorFor('en'), { ...board, top: [], me: 'none' }));
    expect(empty).toContain('No shared kudos given in this week');
    expect(empty).not.toContain('You haven’t');
    const tied = [0, 1, 2].map((i) => ({ ...standing(i), rank: 1 }));
    expect(boardMessage(translatorFor('en'), { ...board, top: tied }).text).toContain(
      `1. ${tied[0]!.name}, ${tied[1]!.name}, and ${tied[2]!.name} (tied) with`,
    );
  });
});

describe('view content', () => {
  it('snapshots the give modal and the kudos messages', () => {
    expect(
      giveModal(translatorFor('en'), { userIds: ['UBEN'], amount: 10, reason: 'the launch' }, { source: 'command', channelId: 'C1' }, [
        { id: 'S1', handle: 'eng', name: 'Engineering' },
      ]),
    ).toMatchSnapshot();
    const small = { giverId: 'UANA', recipients: ['<@UBEN>', 'Cara Sales'], people: 2, amount: 5, total: 10, reason: 'pairing on <@UBEN|ben>’s bug' };
    expect(channelPost(translatorFor('en'), small)).toMatchSnapshot();
    expect(confirmation(translatorFor('en'), small, { private: false, postedIn: 'C1', dmCount: 1 })).toMatchSnapshot();
  });

  it('names large groups as groups, with the head count, pinging nobody', () => {
    const everyone = { giverId: 'UANA', recipients: ['<@UBEN>', 'everyone', '@everybody'], people: 40_004, amount: 1, total: 40_004, reason: 'the all hands' };
    expect(textOf(channelPost(translatorFor('en'), everyone).blocks)).toContain(
      '<@UANA> gave <@UBEN>, everyone, and @everybody (40,004 people) *1 coin* each (40,004 coins in all)',
    );
    expect(textOf(confirmation(translatorFor('en'), everyone, { private: false, postedIn: 'C1', dmCount: 1 }).blocks)).toContain(
      'You sent *1 coin* to <@UBEN>, everyone, and @everybody (40,004 people) each',
    );
    expect(textOf(channelPost(translatorFor('en'), everyone).blocks)).not.toContain('<!');
  });

  it('lists many recipients briefly', () => {
    expect(recipientList(translatorFor('en'), ['a'])).toBe('a');
    expect(recipientList(translatorFor('en'), ['a', 'b'])).toBe('a and b');
    expect(
      recipientList(
        translatorFor('en'),
        Array.from({ length: 12 }, (_, i) => `p${i}`),
      ),
    ).toBe('p0, p1, p2, p3, p4, p5, p6, p7, p8, p9, and 2 more');
  });

  it('draws the score bar', () => {
    expect(scoreBar(62)).toBe('▰▰▰▰▰▰▱▱▱▱ 62/100');
    expect(scoreBar(0)).toBe('▱▱▱▱▱▱▱▱▱▱ 0/100');
    expect(scoreBar(140)).toBe('▰▰▰▰▰▰▰▰▰▰ 140/100'.replace('140/100', '140/100'));
  });

  it('parses a give submission, keeping what was typed for a retry', () => {
    const values = {
      recipients: { users: { selected_users: ['UBEN'] } },
      others: { text: { value: 'cohort:c1 everyone' } },
      amount: { value: { value: '3' } },
      reason: { text: { value: '  the docs ' } },
      share: { choice: { selected_options: [] } },
    };
    expect(parseGiveSubmission(translatorFor('en'), values, 'UANA')).toEqual({
      ok: true,
      value: {
        recipients: [{ kind: 'user', id: 'UBEN' }, { kind: 'cohort', id: 'c1' }, { kind: 'everyone' }],
        amount: 3,
        reason: 'the docs',
        share: false,
        prefill: { userIds: ['UBEN'], usergroupIds: [], others: 'cohort:c1 everyone', amount: 3, reason: 'the docs', share: false },
      },
    });
    expect(parseGiveSubmission(translatorFor('en'), { ...values, others: { text: { value: 'bob' } } }, 'UANA')).toMatchObject({
      ok: false,
      errors: { others: expect.any(String) },
    });
    expect(parseGiveSubmission(translatorFor('en'), { ...values, recipients: { users: { selected_users: ['UANA'] } } }, 'UANA')).toMatchObject({
      ok: false,
      errors: { recipients: expect.stringContaining('yourself') },
    });
  });
});

describe('reasons never ping a crowd', () => {
  it('shows @channel, @here, @everyone and user groups as text in every kudos message', () => {
    const story = {
      giverId: 'UANA',
      recipients: ['<@UBEN>'],
      people: 1,
      amount: 1,
      total: 1,
      reason: 'for <!channel> and <!here|here> and <!subteam^S1|@eng> and <@UBEN>',
    };
    for (const message of [
      channelPost(translatorFor('en'), story),
      recipientDm(translatorFor('en'), story),
      confirmation(translatorFor('en'), story, { private: true, dmCount: 1 }),
    ]) {
      const text = JSON.stringify(message.blocks);
      expect(text).not.toMatch(/<!(channel|here|everyone|subteam)/);
    }
    expect(JSON.stringify(channelPost(translatorFor('en'), story).blocks)).toContain('for @channel and @here and @eng and <@UBEN>');
  });
});
