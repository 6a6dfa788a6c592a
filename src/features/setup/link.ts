// `/kudos link @person address` (admins; the adapter's guard refuses others): match a Slack user to a member e-mail.
import { NotFoundError } from '../../engagement-client/index.js';
import type { FlowContext } from '../../slack/feature.js';
import { section } from '../../ui/blocks.js';
import type { FeatureDeps } from '../../slack/deps.js';
import { explainFailure } from '../../ui/explain.js';

export async function linkMember(
  { deps, workspace: w, words }: FlowContext<Pick<FeatureDeps, 'connections' | 'directory'>, 'workspace' | 'words'>,
  userId: string,
  email: string,
) {
  const t = await words();
  try {
    const connection = await deps.connections.forWorkspace(w);
    const member = await connection.client.members.get(email);
    await deps.directory.link(w, userId, email);
    const text = t.t('setup.linked', { userId, firstName: member.firstname, lastName: member.lastname, email });
    return { text, blocks: [section(text)] };
  } catch (error) {
    if (error instanceof NotFoundError) return { text: t.t('setup.linkNotInDirectory', { email }) };
    return { text: `:warning: ${explainFailure(t, error, 'linked', false, 'admin')}` };
  }
}
