// A fake Slack Web API in its own process for the latency benchmark: in production Slack is remote, so its work
// must not be counted against the app under test. Prints "fake slack on URL" when ready; over IPC it answers which
// modals the app opened (a bench submits them as a person would) and how many calls of each method it got.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { startFakeSlack } from '../test/support/fake-slack.js';

// A file holding `{ users, groups }`: a 10,000-person workspace is over the size one argument may have.
const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8'));
const fake = await startFakeSlack(spec.users, spec.groups);
console.log(`fake slack on ${fake.url}`);
process.once('SIGTERM', () => void fake.close().then(() => process.exit(0)));

const askSchema = z.union([
  z.object({ openedViews: z.string() }),
  z.object({ callCounts: z.literal(true) }),
  z.object({ openModals: z.object({ user: z.string(), ids: z.array(z.string()) }) }),
]);
/** `{ openedViews: callback_id }` → the id and private_metadata of every view with that callback_id opened so far;
 *  `{ callCounts: true }` → the calls so far per method (response_url posts as `response_url`);
 *  `{ openModals: { user, ids } }` → these modals open for the user, as Slack had opened them (views.update finds them). */
process.on('message', (message) => {
  const ask = askSchema.safeParse(message);
  if (!ask.success) return;
  if ('openModals' in ask.data) {
    const { user, ids } = ask.data.openModals;
    for (const id of ids)
      fake.workspace.applyViewResponse(user, id, {
        response_action: 'update',
        view: { type: 'modal', title: { type: 'plain_text', text: 'Redeem a reward' }, blocks: [] },
      });
    process.send?.({ opened: ids.length });
    return;
  }
  if ('callCounts' in ask.data) {
    const counts: Record<string, number> = {};
    for (const call of fake.calls) counts[call.method] = (counts[call.method] ?? 0) + 1;
    process.send?.({ counts });
    return;
  }
  const views = [...fake.views.values()].filter((v) => 'openedViews' in ask.data && v.callback_id === ask.data.openedViews);
  process.send?.({ views: views.map((v) => ({ id: v.id, private_metadata: String(v.private_metadata ?? '') })) });
});
