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
import { dateRangeSaid } from '../exports/date-range.js';
import { logFailure } from '../exports/failure-log.js';
import { parseFlags } from '../../ui/command-flags.js';
import { ACTIONS } from '../../ui/ids.js';
import type { Translator } from '../../i18n/translator.js';
import { type Said, said } from '../../i18n/said.js';

/** How long a posted preview's claim is kept: longer than a preview lives. */
const POSTED_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

const DIGEST_TTL_MS = 24 * 60 * 60 * 1000;

export type TownhallSpec = { topic?: string; from?: string; to?: string };

/** The spec, or why it can't be read: a sentence of ours (`Said`), or the shared flag checks' words as they give them. */
export function parseTownhall(text: string): TownhallSpec | { error: Said } {
  const parsed = parseFlags(text);
  if ('missingValue' in parsed) return { error: said('exports.flagNeedsValue', { flag: parsed.missingValue }) };
  const unknown = Object.keys(parsed.flags).find((f) => f !== 'from' && f !== 'to');
  if (unknown) return { error: said('townhall.unknownFlag', { flag: unknown }) };
  const range = dateRangeSaid(parsed.flags, '2026-10-31');
  if (range) return { error: range };
  const topic = parsed.words.join(' ').trim();
  return { ...(topic ? { topic } : {}), ...(parsed.flags.from ? { from: parsed.flags.from } : {}), ...(parsed.flags.to ? { to: parsed.flags.to } : {}) };
}

/** The service's digest (its title, headings and bodies are its data, shown as it wrote them) in our frame, worded by `t`. */
export function digestBlocks(t: Translator, d: Pick<TownhallContent, 'title' | 'sections' | 'generated_at'>): Blocks {
  const at = new Date(d.generated_at);
  const when = Number.isNaN(at.getTime()) ? d.generated_at : `${t.date(at, 'day')} ${t.date(at, 'time')}`;
  return [
    header(d.title),
    ...d.sections.slice(0, 40).map((s) => section(`*${escapeText(s.heading)}*\n${escapeText(s.body)}`)),
    context(t.t('townhall.generated', { when })),
  ];
}

export async function previewTownhall(
  { deps, workspace: w, words }: FlowContext<Pick<FeatureDeps, 'connections' | 'log' | 'digests'>, 'workspace' | 'words'>,
  channelId: string,
  spec: TownhallSpec,
) {
  const t = await words();
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
      blocks: [
        ...digestBlocks(t, digest),
        actions([button(t.t('townhall.postButton'), ACTIONS.townhallPost, id, 'primary')]),
        context(t.t('townhall.onlyYou')),
      ],
    };
  } catch (error) {
    // not-for-people: what failed, in the log
    logFailure(deps.log, 'town hall digest', error);
    return { text: `:warning: ${explainFailure(t, error, 'noDigest', false, 'admin')}` };
  }
}

/** The button carries its preview's id; the store's claim on it lets a double click, or a press on two instances,
 *  post once (the claim is given back when Slack refused the post, so it can be pressed again). `t`: the words of the
 *  admin who pressed it; `channelWords`: the workspace's, for the post many read. */
export async function postTownhall(
  t: Translator,
  channelWords: Translator,
  digests: Keyv<StoredDigest>,
  dedupe: Dedupe,
  slack: WebClient,
  id: string,
): Promise<{ text: string }> {
  const raw = await digests.get(id);
  if (!raw) return { text: t.t('townhall.expired') };
  const digest = storedDigestSchema.parse(raw);
  if (!(await dedupe.claim(`townhall-post:${id}`, POSTED_KEEP_MS))) return { text: t.t('townhall.postedAlready', { channel: digest.channelId }) };
  try {
    await slack.chat.postMessage({ channel: digest.channelId, text: digest.title, blocks: digestBlocks(channelWords, digest) });
  } catch (error) {
    const code = slackErrorCode(error);
    if (code) await dedupe.release(`townhall-post:${id}`);
    const notThere = code === 'not_in_channel' || code === 'channel_not_found';
    return {
      text: notThere
        ? t.t('townhall.postFailedInvite', { channel: digest.channelId })
        : t.t('townhall.postFailed', { channel: digest.channelId, code: code ?? 'none' }),
    };
  }
  await digests.delete(id);
  return { text: t.t('townhall.posted', { title: digest.title, channel: digest.channelId }) };
}
