// The gives of the burst bench, each followed from its send to its last post: the signed /kudos and its ack timed
// here, and when the rest happened read back from the world — recorded on the service, the giver's answer at its
// response_url, the feed post and the recipients' DMs carrying it (Slack's own arrival times, same clock).
import { commandBody } from '../test/support/slack-requests.js';
import { percentile } from './latency.js';
import { post } from './driver.js';
import { FEED, PEOPLE, type World } from './burst-world.js';
import type { SeenCall } from './burst-slack-process.js';

export type Give = {
  /** Its response_url's last segment. */
  name: string;
  /** Unique in the run ("burst-lz3k9a 007"), found in the service's rows and in the posts' text. */
  reason: string;
  giver: string;
  to: string;
  shared: boolean;
  sentAt?: number;
  ackAt?: number;
  status?: number;
};

/** What became of a give, as of the last read; times are epoch ms. */
export type Fate = {
  recordedAt?: number | undefined;
  recorded: number;
  confirmedAt?: number;
  otherAnswer?: string;
  postedAt?: number;
  posts: number;
  dmAt?: number;
};

const run = Date.now().toString(36);
const pad = (i: number) => String(i).padStart(3, '0');
/** A reason in a post's text or blocks: the label, the run and the number. */
const REASON = /\b([a-z]+-[a-z0-9]+) (\d{3})\b/g;

/** `n` gives labelled `label`: the five people in turn, each thanking the four others in turn; every `privateEvery`-th
 *  one `--private` (not posted in the feed, DMs only). */
export function gives(label: string, n: number, privateEvery = 0): Give[] {
  return Array.from({ length: n }, (_, i) => {
    const g = i % PEOPLE.length;
    const to = (g + 1 + (Math.floor(i / PEOPLE.length) % (PEOPLE.length - 1))) % PEOPLE.length;
    return {
      name: `${label}-${run}-${pad(i)}`,
      reason: `${label}-${run} ${pad(i)}`,
      giver: PEOPLE[g]!.id,
      to: PEOPLE[to]!.id,
      shared: !(privateEvery && i % privateEvery === privateEvery - 1),
    };
  });
}

/** Sends the give's /kudos; a refused connection (the instance was killed) leaves it unacknowledged. */
export async function send(world: World, url: string, give: Give): Promise<void> {
  const text = `<@${give.to}> 1 for ${give.reason}${give.shared ? '' : ' --private'}`;
  give.sentAt = Date.now();
  try {
    give.status = await post(url, commandBody({ text, user_id: give.giver, channel_id: 'C1', response_url: world.responseUrl(give.name) }));
    if (give.status === 200) give.ackAt = Date.now();
  } catch {
    give.status = 0;
  }
}

/** The fate of every give, from what Slack got so far and the service's rows. */
export async function fates(world: World, list: Give[]): Promise<Map<Give, Fate>> {
  const calls = await world.slack.read();
  const byReason = new Map(
    list.map((g): [string, Fate] => [g.reason, { recordedAt: world.recorded.at(g.reason), recorded: world.recorded.times(g.reason), posts: 0 }]),
  );
  const byName = new Map(list.map((g) => [`/response/${g.name}`, byReason.get(g.reason)!]));
  const people = new Set(PEOPLE.map((p) => p.id));
  for (const call of calls) {
    if (call.method === 'response_url') {
      const fate = byName.get(call.url ?? '');
      if (!fate) continue;
      if (call.text.includes('You sent')) fate.confirmedAt ??= call.at;
      else fate.otherAnswer ??= call.text.slice(0, 200);
    } else if (call.method === 'chat.postMessage') {
      for (const reason of reasonsIn(call)) {
        const fate = byReason.get(reason);
        if (!fate) continue;
        if (call.channel === FEED) {
          fate.posts += 1;
          fate.postedAt ??= call.at;
        } else if (people.has(call.channel ?? '')) fate.dmAt ??= call.at;
      }
    }
  }
  return new Map(list.map((g) => [g, byReason.get(g.reason)!]));
}

/** The distinct reasons one post carries (its text and its blocks both quote each). */
function reasonsIn(call: SeenCall): Set<string> {
  return new Set([...call.text.matchAll(REASON)].map((m) => `${m[1]} ${m[2]}`));
}

/** Posts to the feed channel that carried any of these gives. */
export async function feedPosts(world: World, list: Give[]): Promise<SeenCall[]> {
  const reasons = new Set(list.map((g) => g.reason));
  return (await world.slack.read()).filter((c) => c.method === 'chat.postMessage' && c.channel === FEED && [...reasonsIn(c)].some((r) => reasons.has(r)));
}

/** Whether an acknowledged give is over: recorded, its giver answered, posted (when shared), its recipient told. */
export const over = (give: Give, fate: Fate) =>
  !give.ackAt || (fate.recordedAt !== undefined && fate.confirmedAt !== undefined && (!give.shared || fate.postedAt !== undefined) && fate.dmAt !== undefined);

/** Reads the world every 500 ms until every give is over, or `timeoutMs` passed; the fates as last read. */
export async function settle(world: World, list: Give[], timeoutMs: number): Promise<Map<Give, Fate>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const now = await fates(world, list);
    if (list.every((g) => over(g, now.get(g)!)) || Date.now() > until) return now;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** p-th percentile of the values (undefined ones left out), in ms. */
export const pct = (values: (number | undefined)[], p: number) => {
  const sorted = values.filter((v): v is number => v !== undefined).sort((a, b) => a - b);
  return sorted.length ? percentile(sorted, p) : NaN;
};
