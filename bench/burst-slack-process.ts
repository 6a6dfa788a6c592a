// The burst bench's Slack, in its own process: the tests' fake Slack keeping Slack's real rate limits (a 429 past a
// method's tier, chat.postMessage one a second per channel), so the bench sees the pace Slack would hold the app to.
// Prints "paced slack on URL"; over IPC it hands over the calls it got since a cursor, each with when it arrived.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { startFakeSlack } from '../test/support/fake-slack.js';

/** What the bench reads of a call: the posts (channel, text and blocks), the response_url answers (url, text and blocks)
 *  and when it arrived. */
export type SeenCall = { method: string; at: number; channel?: string; url?: string; text: string };
export type CallsSince = { calls: SeenCall[]; next: number; refused: number };

/** Methods whose calls the bench times; the others are only counted as refused when over their tier. */
const WATCHED = new Set(['chat.postMessage', 'response_url', 'conversations.history', 'conversations.replies']);

// Only when run as the child process: the types above are what the bench imports from here.
if (import.meta.url === `file://${process.argv[1]}`) {
  const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8'));
  const fake = await startFakeSlack(spec.users, spec.groups, { tiers: 1 });
  console.log(`paced slack on ${fake.url}`);
  process.once('SIGTERM', () => void fake.close().then(() => process.exit(0)));

  const askSchema = z.object({ since: z.number().int().min(0) });
  process.on('message', (message) => {
    const ask = askSchema.safeParse(message);
    if (!ask.success) return;
    const all = fake.calls;
    const calls: SeenCall[] = all.slice(ask.data.since).flatMap((c) =>
      WATCHED.has(c.method)
        ? [
            {
              method: c.method,
              at: c.at,
              ...(typeof c.args.channel === 'string' ? { channel: c.args.channel } : {}),
              ...(typeof c.args.url === 'string' ? { url: c.args.url } : {}),
              // A DM of several kudos says only how many in its text: the reasons are in its blocks.
              text: `${String(c.args.text ?? '')}\n${JSON.stringify(c.args.blocks ?? '')}`,
            },
          ]
        : [],
    );
    const reply: CallsSince = { calls, next: all.length, refused: fake.limits?.refused.length ?? 0 };
    process.send?.(reply);
  });
}
