// Nothing announced that did not happen: a kudos whose recipients match nobody is refused with the token named —
// no channel post, no direct message, no coins recorded.
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';

const h = useHarness();

const coinsRecorded = (reason: string) =>
  h.current
    .service!.db.prepare('SELECT COUNT(*) AS n FROM recognition_recipients rr JOIN recognitions r ON r.id = rr.recognition_id WHERE r.reason = ?')
    .get(reason) as { n: number };

describe('a kudos that reaches nobody', () => {
  it.each([
    ['team:t999 1 for ghosts', '`team:t999` matches nobody'],
    ['cohort:c-none team:t998 2 for more ghosts', '`cohort:c-none` and `team:t998` match nobody'],
  ])('`/kudos %s` is refused, naming the token, and nothing is posted', async (text, expected) => {
    const replies = h.current.fake.callsTo('response_url').length;
    const posts = h.current.fake.callsTo('chat.postMessage').length;
    await h.current.command(text, 'UBEN');
    const reply = await waitFor(
      () =>
        h.current.fake
          .callsTo('response_url')
          .slice(replies)
          .find((c) => c.args.text),
      'reply',
    );
    expect(textOf(reply.args)).toContain(expected);
    expect(textOf(reply.args)).toContain('no coins were given and nothing was posted');
    expect(textOf(reply.args)).not.toContain('You sent');
    await new Promise((r) => setTimeout(r, 100));
    expect(h.current.fake.callsTo('chat.postMessage').slice(posts)).toEqual([]);
    expect(coinsRecorded(text.split(' for ')[1]!).n).toBe(0);
  });

  it('the same kudos corrected is sent at once (nothing was held back)', async () => {
    const replies = h.current.fake.callsTo('response_url').length;
    await h.current.command('team:t200 1 for ghosts', 'UBEN');
    const reply = await waitFor(
      () =>
        h.current.fake
          .callsTo('response_url')
          .slice(replies)
          .find((c) => c.args.text),
      'reply',
    );
    expect(textOf(reply.args)).toContain('You sent *1 coin* to everyone in team t200 (1 person)');
  });
});
