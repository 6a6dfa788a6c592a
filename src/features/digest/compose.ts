// Builds a workspace's digest message for a week: the people of the workspace (for the recognitions they received
// and the allowance nudge), the week's shared kudos from the service, the company values, then the pure content.
import type { WebClient } from '@slack/web-api';
import type { WorkspaceRef } from '../../store/workspaces.js';
import type { FeatureDeps } from '../deps.js';
import { readDirectory } from '../sync/run.js';
import type { Message } from '../../ui/message.js';
import { digestContent } from './content.js';
import { digestMessage } from './message.js';
import { allowanceNudge } from './nudge.js';
import { sharedKudosBetween } from './week.js';

export type DigestDeps = Pick<FeatureDeps, 'connections' | 'givingRules' | 'allowances' | 'values' | 'digestSettings' | 'workspaces'>;

/** The covered time and how the message names it. */
export type DigestWeek = { from: Date; to: Date; label: string };

export async function composeDigest(deps: DigestDeps, slack: WebClient, w: WorkspaceRef, week: DigestWeek, now: Date): Promise<Message> {
  const users = await readDirectory(slack);
  const emails = [...new Set(users.filter((u) => !u.deleted && !u.is_bot).map((u) => u.profile.email?.toLowerCase()).filter((e): e is string => Boolean(e)))];
  const { client } = await deps.connections.forWorkspace(w);
  const [kudos, values, nudge] = await Promise.all([sharedKudosBetween(client, emails, week.from, week.to), deps.values.get(w), allowanceNudge(deps, w, users, now)]);
  return digestMessage(digestContent(kudos, values, nudge), week.label);
}

/** Where the digest goes: the channel the admin chose, else the feed channel; none when neither is set. */
export async function digestChannel(deps: DigestDeps, w: WorkspaceRef): Promise<string | undefined> {
  const settings = await deps.digestSettings.get(w);
  return settings.channel ?? (await deps.workspaces.get(w)).feedChannel;
}
