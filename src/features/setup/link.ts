// `/kudos link @person address` (admins): match a Slack user to the member e-mail the company directory knows.
import type { WebClient } from '@slack/web-api';
import { NotFoundError } from '../../engagement/index.js';
import type { WorkspaceRef } from '../../store/workspaces.js';
import { section } from '../blocks.js';
import type { FeatureDeps } from '../deps.js';
import { explainFailure } from '../explain.js';
import { adminRefusal } from '../admins.js';

export async function linkMember(deps: FeatureDeps, slack: WebClient, w: WorkspaceRef, adminId: string, userId: string, email: string) {
  const refusal = await adminRefusal(deps, slack, w, adminId);
  if (refusal) return { text: refusal };
  try {
    const connection = await deps.connections.forWorkspace(w);
    const member = await connection.client.members.get(email);
    await deps.directory.link(w, userId, email);
    const text = `:link: <@${userId}> is now matched to ${member.firstname} ${member.lastname} (${email}).`;
    return { text, blocks: [section(text)] };
  } catch (error) {
    if (error instanceof NotFoundError) return { text: `:warning: ${email} isn’t in the company directory, so I didn’t link it. Check the address.` };
    return { text: `:warning: ${explainFailure(error, 'nothing was linked', false)}` };
  }
}
