// ENGAGEMENT_DEFAULT_WORKSPACES: with OAuth installs the env's default key is one company's, so only the workspaces it
// names fall back on it; any other is told it is not connected (and no service call is made as that company).
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';

describe('a workspace not named in ENGAGEMENT_DEFAULT_WORKSPACES', () => {
  const h = useHarness({ env: { ENGAGEMENT_DEFAULT_WORKSPACES: 'TOTHERCO,E0ORG' } });

  it('is not connected: its kudos reach no company', async () => {
    const before = h.current.recognitions().length;
    await h.current.command('<@UBEN> 5 for the default-key check');
    const answer = await waitFor(() => h.current.fake.callsTo('response_url').find((c) => textOf(c.args).includes('not connected')), 'the answer');
    expect(textOf(answer.args)).toContain('/kudos setup');
    expect(h.current.recognitions()).toHaveLength(before);
  });
});

describe('a workspace named in ENGAGEMENT_DEFAULT_WORKSPACES', () => {
  const h = useHarness({ env: { ENGAGEMENT_DEFAULT_WORKSPACES: 'TOTHERCO, T1' } });

  it('uses the default key until it stores its own', async () => {
    await h.current.command('<@UBEN> 5 for the named-workspace check');
    await waitFor(() => h.current.recognitions().some((r) => r.reason === 'the named-workspace check'), 'the kudos recorded');
  });
});

describe('ENGAGEMENT_DEFAULT_WORKSPACES as configured', () => {
  it('takes IDs separated by commas and refuses anything else, saying how to write it', () => {
    const base = { ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64') };
    expect(parseConfig({ ...base, ENGAGEMENT_DEFAULT_WORKSPACES: ' T1 ,E2' }).ENGAGEMENT_DEFAULT_WORKSPACES).toEqual(new Set(['T1', 'E2']));
    expect(() => parseConfig({ ...base, ENGAGEMENT_DEFAULT_WORKSPACES: 'T1;drop' })).toThrow(/team or enterprise IDs separated by commas/);
  });
});
