// The /kudos examples of the README and of every document under docs/ (and /kudos help's, and the example errors suggest), run through the app against the
// demo company as the workbench sends them (typed @handles escaped like Slack): every example works — none is answered with an error or a usage hint.
import { translatorFor } from '../../src/i18n/translator.js';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { helpBlocks } from '../../src/features/help/help.js';
import { USAGE_EXAMPLE } from '../../src/features/kudos/grammar.js';
import { readFixtureFile } from '../../src/service/fixture.js';
import { DEMO_FIXTURE } from '../../src/service/server.js';
import { escapeTyped } from '../../src/workbench/client-requests.js';
import { workspaceFromFixture } from '../../src/workbench/start.js';
import { handleOf } from '../../src/workbench/workspace.js';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';

const demo = workspaceFromFixture(readFixtureFile(DEMO_FIXTURE));
const h = useHarness({
  seed: readFixtureFile(DEMO_FIXTURE),
  env: { ENGAGEMENT_API_KEY: 'northwind-dev-key' },
  users: demo.users,
  groups: demo.usergroups,
});

/** Backticked `/kudos …` in the README and docs/; syntax lines (`[--flag X]`, `…`, `@person`, `name@company.com`) are not examples. */
const SYNTAX = /[[\]…]|@person|@report|name@company\.com|\baddress\b/;
const snippets = (text: string) => [...text.matchAll(/`(\/kudos\b[^`]*)`/g)].map((m) => m[1]!);
const DOCS = new URL('../../docs/', import.meta.url);
/** The README and every Markdown file under docs/, where the README's examples moved to. */
const documents = [
  new URL('../../README.md', import.meta.url),
  ...readdirSync(DOCS, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => new URL(f, DOCS)),
];
const readme = documents.flatMap((file) => snippets(readFileSync(file, 'utf8')));
const told = [...snippets(JSON.stringify(helpBlocks(translatorFor('en'), true))), ...snippets(USAGE_EXAMPLE)];
const examples = [...new Set([...readme, ...told])].filter((e) => !SYNTAX.test(e));
/** Maya Okafor owns the demo workspace: every example, admin ones included, is hers to run. */
const maya = demo.users.find((u) => handleOf(u.name) === 'maya.okafor')!.id;
const PROBLEM = /I don’t know|couldn’t tell|isn’t a person|must be a whole number|isn’t in the company directory|:warning:|Use `\/kudos|only for|can’t/;

describe('the examples of the README and docs/', () => {
  it('are found: the give examples and the commands people are told about', () => {
    expect(examples).toEqual(
      expect.arrayContaining(['/kudos @ana.lima @tom.hughes 10 for the launch', '/kudos @leila.haddad,@hannah.schmidt 5 for the release notes', '/kudos help']),
    );
    expect(examples.length).toBeGreaterThanOrEqual(12);
    expect(told.filter((e) => !SYNTAX.test(e)).length).toBeGreaterThanOrEqual(3);
  });

  it.each(examples)('%s works in the demo', async (example) => {
    const fake = h.current.fake;
    const [replies, opened] = [fake.callsTo('response_url').length, fake.callsTo('views.open').length];
    const ack = await h.current.command(escapeTyped(fake.workspace, example.replace(/^\/kudos\s*/, '')), maya, { channel_id: 'C1' });
    expect(ack.status).toBe(200);
    const answered = () => fake.callsTo('response_url').length > replies || fake.callsTo('views.open').length > opened || !!ack.json?.text;
    await waitFor(answered, `an answer to ${example}`);
    await new Promise((r) => setTimeout(r, 150));
    const said = textOf([
      ack.json,
      ...fake
        .callsTo('response_url')
        .slice(replies)
        .map((c) => c.args),
      ...fake
        .callsTo('views.open')
        .slice(opened)
        .map((c) => c.args.view),
    ]);
    expect(said).not.toMatch(PROBLEM);
    if (/ \d+ for /.test(example)) expect(said).toContain('You sent');
  });
});
