// Uninstalling deletes what the app keeps for the workspace: every record of its namespaces on STORE_URL whose key
// names the workspace, the jobs run for it (and their chunks), its cached Slack users, its unfinished outbox items and
// the dashboard's copy of its company's recognitions.
// The installation and the settings are deleted by their own stores (installations.ts, workspaces.ts).
import type Keyv from 'keyv';
import type { AtomicStore } from './atomic.js';
import type { Outbox } from './outbox.js';
import type { WorkspaceRef } from './workspaces.js';

/** The namespaces that hold a workspace's records, each key naming it (`T:T1:…`, `event:T1:…`). Every durable namespace
 *  of runtime.ts but the installations and settings (deleted by their stores) and OAuth states (no workspace yet). */
export const WORKSPACE_NAMESPACES = [
  'dedupe', 'presets', 'review-drafts', 'townhall-digests', 'giving-rules', 'allowances', 'digest-settings', 'digest-posts',
  'company-values', 'reaction-settings', 'feed', 'sync-jobs', 'export-jobs', 'thread-parents',
  'insights-summaries', 'insights-summary-posts', 'insights-summary-attempts',
] as const;

/** Namespaces whose jobs are keyed by a job id (`job:<id>`, `chunk:<id>:3`): a job is the workspace's when its record says so. */
const JOB_NAMESPACES = ['sync-jobs', 'export-jobs'] as const;

export type EraseStores = {
  atomic: (name: string) => AtomicStore;
  dropCached: (match: (key: string) => boolean) => number;
  outbox: Pick<Outbox, 'drop'>;
  jobs: Record<(typeof JOB_NAMESPACES)[number], Keyv<unknown>>;
  /** The dashboard's copy of the recognitions (insights/rows/store.ts), by company scope. */
  insights: { erase: (match: (scope: string) => boolean) => number };
};

/** How many records went, per namespace (`cache`, `outbox` included): counts only, nothing about anyone. */
export type ErasedCounts = Record<string, number>;

/** The IDs a key names the workspace by: its team, and its enterprise when it runs on the org's settings. */
export function workspaceIds(w: WorkspaceRef): string[] {
  return [w.teamId, ...(w.enterpriseId && !w.ownSettings ? [w.enterpriseId] : [])].filter((id) => id !== '');
}

const namesAny = (ids: string[]) => (key: string) => key.split(':').some((part) => ids.includes(part));

/** Event deliveries handled (`event:T1:Ev…`) stay until they expire: they hold no one's data, and keep a second delivery
 *  of the uninstall itself from running again. */
const kept = (ns: string, key: string) => ns === 'dedupe' && key.startsWith('event:');

/** Whether a job's stored record is the workspace's (its `workspace` field). */
function jobOf(ids: string[], record: unknown): boolean {
  const w = (record as { workspace?: { teamId?: unknown; enterpriseId?: unknown } } | null)?.workspace;
  return ids.some((id) => id === w?.teamId || id === w?.enterpriseId);
}

/** The ids of the jobs run for the workspace: their chunk and failure records go with them. */
async function jobIdsOf(stores: EraseStores, ns: (typeof JOB_NAMESPACES)[number], ids: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const key of (await stores.atomic(ns).keys()).filter((k) => k.startsWith('job:'))) {
    const record = await stores.jobs[ns].get(key);
    const id = (record as { id?: unknown } | null)?.id;
    if (typeof id === 'string' && (jobOf(ids, record) || namesAny(ids)(key))) found.push(id);
  }
  return found;
}

async function eraseNamespace(stores: EraseStores, ns: string, ids: string[]): Promise<number> {
  const jobs = (JOB_NAMESPACES as readonly string[]).includes(ns) ? await jobIdsOf(stores, ns as (typeof JOB_NAMESPACES)[number], ids) : [];
  const ofJob = (key: string) => jobs.some((id) => key === `job:${id}` || key.includes(`:${id}:`) || key.endsWith(`:${id}`));
  const atomic = stores.atomic(ns);
  const doomed = (await atomic.keys()).filter((key) => !kept(ns, key) && (namesAny(ids)(key) || ofJob(key)));
  for (const key of doomed) await atomic.release(key);
  return doomed.length;
}

/** Whether any record of the workspace's namespaces names it (what `npm run forget` tells a known workspace by). */
export async function hasRecords(stores: Pick<EraseStores, 'atomic'>, w: WorkspaceRef): Promise<boolean> {
  for (const ns of WORKSPACE_NAMESPACES) if ((await stores.atomic(ns).keys()).some(namesAny(workspaceIds(w)))) return true;
  return false;
}

/** Deletes everything but the installation and settings the app keeps for the workspace; safe to run again (it then
 *  finds nothing). */
export async function eraseWorkspace(stores: EraseStores, w: WorkspaceRef): Promise<ErasedCounts> {
  const ids = workspaceIds(w);
  const counts: ErasedCounts = {};
  for (const ns of WORKSPACE_NAMESPACES) counts[ns] = await eraseNamespace(stores, ns, ids);
  counts.cache = stores.dropCached(namesAny(ids));
  counts.insights = stores.insights.erase(namesAny(ids));
  counts.outbox = await stores.outbox.drop(({ body }) => ids.some((id) => JSON.stringify(body).includes(`"${id}"`)));
  return counts;
}

/** The log's words for it: `dedupe 3, allowances 2, …` (namespaces with nothing deleted left out). */
export function countsText(counts: ErasedCounts): string {
  const some = Object.entries(counts).filter(([, n]) => n > 0);
  return some.length ? some.map(([ns, n]) => `${ns} ${n}`).join(', ') : 'nothing else was stored';
}
