// The signature is verified once, by our guard in front of Bolt (whose receiver no longer verifies it): what an
// unsigned request gets must not change with that — a 401 and nothing run, except Slack's unsigned ssl_check.
import { describe, expect, it } from 'vitest';
import { useHarness } from '../support/app-harness.js';
import { commandBody, send } from '../support/slack-requests.js';

const h = useHarness();
const form = 'application/x-www-form-urlencoded';

describe('one signature check', () => {
  it("answers Slack's unsigned ssl_check with 200, and runs nothing smuggled in with it", async () => {
    const command = commandBody({ text: '<@UBEN|ben> 1 for smuggled', user_id: 'UANA', response_url: h.current.fake.responseUrl() });
    const r = await send(h.current.url, `ssl_check=1&${command}`, form, { signature: 'v0=unsigned' });
    expect(r.status).toBe(200);
    expect(h.current.recognitions().filter((x) => x.reason === 'smuggled')).toEqual([]);
  });

  it('refuses a request without a signature header with 401', async () => {
    const body = commandBody({ text: '<@UBEN|ben> 1 for no header', user_id: 'UANA', response_url: h.current.fake.responseUrl() });
    const r = await fetch(`${h.current.url}/slack/events`, { method: 'POST', headers: { 'content-type': form }, body });
    expect(r.status).toBe(401);
    expect(h.current.recognitions().filter((x) => x.reason === 'no header')).toEqual([]);
  });
});
