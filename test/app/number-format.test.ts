// One number format everywhere: the town hall digest, the kudos messages and the limits all write 1,000,569 (Intl,
// en-US) and pluralise coins and people right (1 coin, 2 coins).
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GIVING_RULES } from '../../src/store/giving-rules.js';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { testFixture } from '../support/fixture.js';

function bigRecognitions() {
  const fixture = testFixture();
  fixture.companies[0]!.recognitions.push(
    { from: 'ben@acme.test', to: ['ana@acme.test'], amount: 1_000_000, for: 'the migration', share: true, createdate: '2026-10-05 10:00:00' },
    { from: 'cara@acme.test', to: ['ana@acme.test'], amount: 564, for: 'the demo', share: true, createdate: '2026-10-06 10:00:00' },
    { from: 'ana@acme.test', to: ['cara@acme.test'], amount: 1, for: 'coffee', share: true, createdate: '2026-10-07 10:00:00' },
  );
  return fixture;
}

const h = useHarness({ seed: bigRecognitions() });
// 1,000 coins to a team: more than the default allowance and per-kudos maximum, which are not tested here.
beforeAll(() => h.current.runtime.deps.givingRules.set({ teamId: 'T1' }, { ...DEFAULT_GIVING_RULES, allowance: 1_000_000, perKudosMax: 1_000_000 }));

describe('numbers', () => {
  it('the town hall digest writes thousands separators and 1 coin / 2 coins', async () => {
    const before = h.current.fake.callsTo('response_url').length;
    await h.current.command('townhall --from 2026-10-01 --to 2026-10-31', 'UCEO');
    const preview = await waitFor(() => h.current.fake.callsTo('response_url')[before], 'preview');
    const text = textOf(preview.args.blocks);
    expect(text).toContain('1,000,570 coins in all');
    expect(text).toContain('Ana Lima (1,000,569 coins)');
    expect(text).toContain('Cara Sales (1 coin)');
    expect(text).not.toMatch(/\d{4,} coins/);
  });

  it('a kudos to a team says how many people with the same format', async () => {
    const before = h.current.fake.callsTo('response_url').length;
    await h.current.command('team:t100 1,000 for the sprint', 'UCARA');
    const reply = await waitFor(
      () =>
        h.current.fake
          .callsTo('response_url')
          .slice(before)
          .find((c) => c.args.text),
      'reply',
    );
    expect(textOf(reply.args)).toContain('*1,000 coins*');
    expect(textOf(reply.args)).toContain('3,000 coins in all');
  });
});
