// `/kudos townhall [topic] [--from D] [--to D]` (admins): the service's digest as an ephemeral preview with a
// "Post to channel" button; the digest waits in the store until posted, since a button value is too small for it.
import { slackErrorCode } from '../../slack-api/web-api-error.js';
import { type StoredDigest, storedDigestSchema } from '../../store/digests.js';
import type { WebClient } from '@slack/web-api';
import type { Dedupe } from '../../store/dedupe.js';

import type Keyv from 'keyv';
import type { TownhallContent } from '../../engagement-client/index.js';
import { workspaceKey } from '../../store/workspaces.js';
import type { FlowContext } from '../../slack/feature.js';
import { type Blocks, actions, button, context, escapeText, header, section } from '../../ui/blocks.js';
import type { FeatureDeps } from '../../slack/deps.js';
import { explainFailure } from '../../ui/explain.js';
import { dateRangeProblem } from '../exports/date-range.js';
import { logFailure } from '../exports/failure-log.js';
import { parseFlags } from '../../ui/command-flags.js';
import { ACTIONS } from '../../ui/ids.js';

/** How long a posted preview's claim is kept: longer than a preview lives. */
const POSTED_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

const DIGEST_TTL_MS = 24 * 60 * 60 * 1000;

export type TownhallSpec = { topic?: string; from?: string; to?: string };

export function parseTownhall(text: string): TownhallSpec | { error: string } {
  const parsed = parseFlags(text);
  if ('error' in parsed) return parsed;
  const unknown = Object.keys(parsed.flags).find((f) => f !== 'from' && f !== 'to');
  if (unknown) return { error: `I don’t know \`--${unknown}\` here. Use \`/kudos townhall [topic] [--from 2026-10-01] [--to 2026-10-31]\`.` };
  const range = dateRangeProblem(parsed.flags, '2026-10-31');
  if (range) return { error: range };
  const topic = parsed.words.join(' ').trim();
  return { ...(topic ? { topic } : {}), ...(parsed.flags.from ? { from: parsed.flags.from } : {}), ...(parsed.flags.to ? { to: parsed.flags.to } : {}) };
}

export function digestBlocks(d: Pick<TownhallContent, 'title' | 'sections' | 'generated_at'>): Blocks {
  return [
    header(d.title),
    ...d.sections.slice(0, 40).map((s) => section(`*${escapeText(s.heading)}*\n${escapeText(s.body)}`)),
    context(`Generated ${d.generated_at.slice(0, 16).replace('T', ' ')} UTC from the engagement service.`),
  ];
}

export async function previewTownhall(
  { deps, workspace: w }: FlowContext<Pick<FeatureDeps, 'connections' | 'log' | 'digests'>, 'workspace'>,
  channelId: string,
  spec: TownhallSpec,
) {
  try {
    const { client } = await deps.connections.forWorkspace(w);
    const digest = await client.townhall.content({
      ...(spec.topic ? { topic: spec.topic } : {}),
      ...(spec.from ? { date_from: spec.from } : {}),
      ...(spec.to ? { date_to: spec.to } : {}),
    });
    const id = `${workspaceKey(w)}:${digest.generated_at}:${Math.random().toString(36).slice(2, 8)}`;
    await deps.digests.set(id, { channelId, title: digest.title, sections: digest.sections, generated_at: digest.generated_at }, DIGEST_TTL_MS);
    return {
      text: digest.title,
      blocks: [...digestBlocks(digest), actions([button('Post to channel', ACTIONS.townhallPost, id, 'primary')]), context('Only you can see this preview.')],
    };
  } catch (error) {
    logFailure(deps.log, 'town hall digest', error);
    return { text: `:warning: ${explainFailure(error, 'no digest was made', false, 'admin')}` };
  }
}

/** The button carries its preview's id; the store's claim on it lets a double click, or a press on two instances,
 *  post once (the claim is given back when Slack refused the post, so it can be pressed again). */
export async function postTownhall(digests: Keyv<StoredDigest>, dedupe: Dedupe, slack: WebClient, id: string): Promise<{ text: string }> {
  const raw = await digests.get(id);
  if (!raw) return { text: 'This preview has expired. Run `/kudos townhall` again.' };
  const digest = storedDigestSchema.parse(raw);
  if (!(await dedupe.claim(`townhall-post:${id}`, POSTED_KEEP_MS))) return { text: `This town hall digest was posted already in <#${digest.channelId}>.` };
  try {
    await slack.chat.postMessage({ channel: digest.channelId, text: digest.title, blocks: digestBlocks(digest) });
  } catch (error) {
    const code = slackErrorCode(error);
    if (code) await dedupe.release(`townhall-post:${id}`);
    return {
      text: `:warning: I couldn’t post in <#${digest.channelId}>${code === 'not_in_channel' || code === 'channel_not_found' ? ': invite me there with `/invite @Kudos`' : ` (${code ?? 'Slack error'})`}.`,
    };
  }
  await digests.delete(id);
  return { text: `:white_check_mark: Posted “${digest.title}” in <#${digest.channelId}>.` };
}
