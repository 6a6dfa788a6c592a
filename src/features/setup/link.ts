// `/kudos link @person address` (admins; the adapter's guard refuses others): match a Slack user to a member e-mail.
import { NotFoundError } from '../../engagement-client/index.js';
import type { FlowContext } from '../../slack/feature.js';
import { section } from '../../ui/blocks.js';
import type { FeatureDeps } from '../../slack/deps.js';
import { explainFailure } from '../../ui/explain.js';

export async function linkMember(
  { deps, workspace: w }: FlowContext<Pick<FeatureDeps, 'connections' | 'directory'>, 'workspace'>,
  userId: string,
  email: string,
) {
  try {
    const connection = await deps.connections.forWorkspace(w);
    const member = await connection.client.members.get(email);
    await deps.directory.link(w, userId, email);
    const text = `:link: <@${userId}> is now matched to ${member.firstname} ${member.lastname} (${email}).`;
    return { text, blocks: [section(text)] };
  } catch (error) {
    if (error instanceof NotFoundError) return { text: `:warning: ${email} isn’t in the company directory, so I didn’t link it. Check the address.` };
    return { text: `:warning: ${explainFailure(error, 'nothing was linked', false, 'admin')}` };
  }
}
