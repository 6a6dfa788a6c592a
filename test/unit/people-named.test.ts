// Naming Slack IDs for the CSV files people read: a few by users.info each, many by users.list pages, an admin's link
// as the e-mail, and anyone not found — or a Slack that fails — left with empty cells, never a failed export.
import type { WebClient } from '@slack/web-api';
import { describe, expect, it } from 'vitest';
import { LOOKUPS_AT_MOST, peopleNamed } from '../../src/directory/people-named.js';
import type { WorkspaceStore } from '../../src/store/workspaces.js';

const user = (i: number) => ({
  id: `U${i}`,
  name: `user${i}`,
  real_name: `Person ${i}`,
  profile: { real_name: `Person ${i}`, display_name: `p${i}`, email: `Person${i}@Acme.test` },
});
const everyone = Array.from({ length: 60 }, (_, i) => user(i));

/** A Slack of `everyone` that counts its calls; `failing` makes every call fail. */
function slackOf(failing = false) {
  const calls = { info: 0, list: 0 };
  const fail = () => Promise.reject(new Error('slack is down'));
  const slack = {
    users: {
      info: ({ user: id }: { user: string }) => {
        if (failing) return fail();
        calls.info++;
        const user = everyone.find((u) => u.id === id);
        return user
          ? Promise.resolve({ ok: true, user })
          : Promise.reject(Object.assign(new Error('An API error occurred: user_not_found'), { data: { error: 'user_not_found' } }));
      },
      list: ({ cursor }: { cursor?: string }) => {
        if (failing) return fail();
        calls.list++;
        const start = Number(cursor ?? 0);
        return Promise.resolve({
          ok: true,
          members: everyone.slice(start, start + 25),
          response_metadata: { next_cursor: start + 25 < everyone.length ? String(start + 25) : '' },
        });
      },
    },
  } as unknown as WebClient;
  return { slack, calls };
}

const warnings: string[] = [];
const deps = (links: Record<string, string> = {}) => ({
  workspaces: { get: async () => ({ links }) } as unknown as WorkspaceStore,
  log: { warn: (line: string) => void warnings.push(line) },
});
const w = { teamId: 'T1' };

describe('people named for a file', () => {
  it('looks a few people up one by one: full name and e-mail, in lower case', async () => {
    const { slack, calls } = slackOf();
    const nameOf = await peopleNamed(deps(), slack, w, ['U1', 'U2', 'U1']);
    expect(nameOf('U1')).toEqual({ name: 'Person 1', email: 'person1@acme.test' });
    expect(calls).toEqual({ info: 2, list: 0 });
  });

  it('reads users.list pages for more than a few, never users.info each', async () => {
    const { slack, calls } = slackOf();
    const ids = everyone.slice(0, LOOKUPS_AT_MOST + 10).map((u) => u.id);
    const nameOf = await peopleNamed(deps(), slack, w, ids);
    expect(ids.map((id) => nameOf(id).name)).toEqual(ids.map((id) => `Person ${id.slice(1)}`));
    expect(calls).toEqual({ info: 0, list: 3 });
  });

  it('gives someone unknown, or everyone when Slack fails, empty cells — and an admin’s link as the e-mail', async () => {
    const few = await peopleNamed(deps({ U2: 'linked@acme.test' }), slackOf().slack, w, ['U1', 'U2', 'UGONE']);
    expect(few('UGONE')).toEqual({ name: '', email: '' });
    expect(few('U1').name).toBe('Person 1');
    expect(few('U2')).toEqual({ name: 'Person 2', email: 'linked@acme.test' });
    // Not found is no failure of Slack's: nothing to warn about.
    expect(warnings).toEqual([]);
    for (const count of [3, LOOKUPS_AT_MOST + 1]) {
      const nameOf = await peopleNamed(
        deps(),
        slackOf(true).slack,
        w,
        everyone.slice(0, count).map((u) => u.id),
      );
      expect(nameOf('U1')).toEqual({ name: '', email: '' });
    }
    expect(warnings.at(-1)).toContain('slack is down');
  });
});
