// A Slack directory for sync tests: N people with a manager tree in a custom profile field, plus the profiles a real
// workspace has that must not be imported (bots, a deactivated account, a guest) and a few bad ones.
import type { WorkspaceUser } from '../../src/workbench/workspace.js';

export const MANAGER_FIELD = 'XfMANAGER';

export function directory(size: number): { users: WorkspaceUser[]; bad: { long: string; noEmail: string; outsideManager: string } } {
  const users: WorkspaceUser[] = Array.from({ length: size }, (_, i) => ({
    id: `US${i}`,
    name: `Person ${i}`,
    first_name: `Person`,
    last_name: `Number ${i}`,
    email: `s${i}@acme.test`,
    tz_offset: ((i % 27) - 12) * 3600 + (i % 2 ? 1800 : 0),
    locale: i % 3 ? 'en-US' : 'pt-BR',
    // A tree: person i reports to person floor((i-1)/10), so managers come from all over the list.
    ...(i > 0 ? { fields: { [MANAGER_FIELD]: { value: `US${Math.floor((i - 1) / 10)}` } } } : {}),
  }));
  const long = 'L'.repeat(101);
  users[size - 1] = { ...users[size - 1]!, first_name: long };
  const noEmail = users[size - 2]!.id;
  delete users[size - 2]!.email;
  users[size - 3] = { ...users[size - 3]!, fields: { [MANAGER_FIELD]: { value: 'boss@elsewhere.test' } } };
  users.push(
    { id: 'USLACKBOT', name: 'Slackbot' },
    { id: 'UBOTX', name: 'Deploy Bot', is_bot: true, email: 'bot@acme.test' },
    { id: 'UGONE', name: 'Gone Person', deleted: true, email: 'gone@acme.test' },
    { id: 'UGUESTX', name: 'Guest Person', is_restricted: true, email: 'guest@acme.test' },
  );
  return { users, bad: { long: users[size - 1]!.email!, noEmail, outsideManager: users[size - 3]!.email! } };
}
