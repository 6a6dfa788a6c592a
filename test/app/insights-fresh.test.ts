// The dashboard shows a kudos given in Slack at the next load, without waiting for FEED_REFRESH_MS: giving one tells
// the dashboard's reader to look at the top of the feed first, as it tells the leaderboards'.
import { describe, it } from 'vitest';
import { useHarness, waitFor } from '../support/app-harness.js';
import { OPENID_ENV, get, signIn } from '../support/insights.js';

const h = useHarness({ env: { ...OPENID_ENV, FEED_REFRESH_MS: '600000' } });

type Table = { rows: (string | number)[][] };
const receivedBy = async (cookie: string, name: string) => {
  const table = (await (await get(h.current.url, '/insights/api/charts/top-receivers', cookie)).json()) as Table;
  return table.rows.find((r) => r[1] === name)?.[4] ?? 0;
};

describe('insights after a kudos given in Slack', () => {
  it('counts it at the next load', async () => {
    const admin = await signIn(h.current.url, h.current.fake.workspace, 'UCEO');
    // The first kudos may add a source (someone the roster did not list), read whole; the second is on sources read.
    for (const amount of [7, 3]) {
      const before = Number(await receivedBy(admin, 'Ben Carter'));
      const replies = h.current.fake.callsTo('response_url').length;
      await h.current.command(`<@UBEN|ben> ${amount} for the fresh chart`, 'UANA');
      await waitFor(() => h.current.fake.callsTo('response_url').length > replies, 'the kudos reply');
      await waitFor(async () => (await receivedBy(admin, 'Ben Carter')) === before + amount, `the kudos of ${amount} in the chart`);
    }
  });
});
