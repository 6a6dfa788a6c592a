// `/kudos help` answers everything: every command the grammar accepts is named in it with an example, giving included,
// read from the grammar's own source so a new command without help fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';

const h = useHarness();
const grammar = readFileSync(new URL('../../src/features/kudos/grammar.ts', import.meta.url), 'utf8');
/** Aliases of a command that help names by its main word. */
const ALIASES = new Set(['me', 'leaderboard', 'presets']);

describe('/kudos help', () => {
  it('names every command with an example, and how to give (to an admin: the admin commands too)', async () => {
    const commands = [...new Set([...grammar.matchAll(/case '([a-z-]+)'/g)].map((m) => m[1]!))].filter((c) => !ALIASES.has(c));
    expect(commands.length).toBeGreaterThan(15);
    const before = h.current.fake.callsTo('response_url').length;
    const ack = await h.current.command('help', 'UCEO');
    const text = ack.json
      ? textOf(ack.json)
      : textOf(
          (
            await waitFor(
              () =>
                h.current.fake
                  .callsTo('response_url')
                  .slice(before)
                  .find((c) => c.args.text),
              'help',
            )
          ).args,
        );
    for (const c of commands) expect(text, c).toContain(`/kudos ${c}`);
    expect(text).toMatch(/\/kudos @\w+/); // giving, with an example
  });

  it('keeps the admin commands from people who are not admins', async () => {
    const before = h.current.fake.callsTo('response_url').length;
    const ack = await h.current.command('help', 'UANA');
    const text = ack.json
      ? textOf(ack.json)
      : textOf(
          (
            await waitFor(
              () =>
                h.current.fake
                  .callsTo('response_url')
                  .slice(before)
                  .find((c) => c.args.text),
              'help',
            )
          ).args,
        );
    expect(text).toContain('/kudos balance');
    expect(text).not.toContain('/kudos setup');
  });
});
