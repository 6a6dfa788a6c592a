// One person's data in the app, deleted on request (`npm run forget`): their allowance counters and other records
// keyed by their Slack user ID in the workspace, their cached Slack profile, and their admin role and member-e-mail
// link in the workspace's settings. The engagement service's records (kudos, feedback, reviews) are the company's.
import { type EraseStores, type ErasedCounts, WORKSPACE_NAMESPACES, workspaceIds } from './erase.js';
import type { WorkspaceRef, WorkspaceStore } from './workspaces.js';

/** A key of the workspace that names the person (`T:T1:U1:2026-11-01…`, `slack-users:T:T1:U1`). */
const ofPerson = (ids: string[], userId: string) => (key: string) => {
  const parts = key.split(':');
  return parts.includes(userId) && parts.some((p) => ids.includes(p));
};

export async function erasePerson(stores: Pick<EraseStores, 'atomic' | 'dropCached'>, workspaces: WorkspaceStore, w: WorkspaceRef, userId: string): Promise<ErasedCounts> {
  const match = ofPerson(workspaceIds(w), userId);
  const counts: ErasedCounts = {};
  for (const ns of WORKSPACE_NAMESPACES) {
    const atomic = stores.atomic(ns);
    const doomed = (await atomic.keys()).filter(match);
    for (const key of doomed) await atomic.release(key);
    counts[ns] = doomed.length;
  }
  counts.cache = stores.dropCached(match);
  const settings = await workspaces.get(w);
  const linked = userId in settings.links;
  const admin = settings.admins.includes(userId);
  if (linked || admin) {
    const links = Object.fromEntries(Object.entries(settings.links).filter(([u]) => u !== userId));
    await workspaces.update(w, { links, admins: settings.admins.filter((a) => a !== userId) });
  }
  counts['settings (link, admin role)'] = Number(linked) + Number(admin);
  return counts;
}
