// ENCRYPTION_KEY rotation: every stored secret (each workspace's API key, each OAuth installation's tokens) sealed
// again with the first key, record by record, each in one atomic rewrite, so a crash half-way loses nothing.
import { z } from 'zod';
import type { AtomicStore } from './atomic.js';
import { type SecretBox, sealWithFirst } from './secrets.js';

/** Where sealed secrets are kept: the namespace, the field of each record that holds the seal, and what it is. */
const SEALED_SECRETS = [
  { namespace: 'workspaces', field: 'sealedKey', label: 'workspace API keys', record: 'workspace', fix: 'an admin runs `/kudos setup` there and enters the API key again' },
  { namespace: 'installations', field: 'sealed', label: 'OAuth installations (bot, user and refresh tokens)', record: 'installation', fix: 'install Kudos there again (/slack/install)' },
] as const;

type SealedSecret = (typeof SEALED_SECRETS)[number];

/** What re-sealing did to one record: sealed with the first key now, already was, no key opens it, or no secret in it. */
type Resealed = 'resealed' | 'current' | 'unreadable' | 'none';

type ResealReport = {
  counts: { secret: SealedSecret; resealed: number; current: number; unreadable: number }[];
  /** The records no configured key opens, named by their store key (a team or enterprise ID), never by content. */
  unreadable: { secret: SealedSecret; key: string }[];
};

const envelopeSchema = (field: string) => z.object({ value: z.object({ [field]: z.string() }) });

/** The seal in a record's stored text; undefined for a record without one (or text that is no keyv record). */
function sealIn(stored: string, field: string): string | undefined {
  try {
    const parsed = envelopeSchema(field).safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data.value[field] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Seals the record's secret again with the first key when an older key opened it. Only the seal changes: the stored
 * text is rewritten with the new seal in place of the old one (a seal is base64 and dots, written the same inside
 * keyv's JSON), everything else byte for byte, over exactly the text that was read — a concurrent change is read again.
 */
async function resealRecord(atomic: AtomicStore, key: string, field: string, box: SecretBox): Promise<Resealed> {
  let outcome: Resealed = 'none';
  await atomic.rewrite(key, (stored) => {
    const sealed = sealIn(stored, field);
    if (sealed === undefined) return void (outcome = 'none');
    const again = sealWithFirst(box, sealed);
    outcome = again.outcome;
    return again.outcome === 'resealed' ? stored.replace(JSON.stringify(sealed), () => JSON.stringify(again.sealed)) : undefined;
  });
  return outcome;
}

/** Visits every record that holds a sealed secret; re-running is safe (what is current stays as it is). */
export async function resealAll(stores: { atomic: (namespace: string) => AtomicStore }, box: SecretBox): Promise<ResealReport> {
  const report: ResealReport = { counts: [], unreadable: [] };
  for (const secret of SEALED_SECRETS) {
    const atomic = stores.atomic(secret.namespace);
    const count = { secret, resealed: 0, current: 0, unreadable: 0 };
    for (const key of await atomic.keys()) {
      const outcome = await resealRecord(atomic, key, secret.field, box);
      if (outcome === 'none') continue;
      count[outcome] += 1;
      if (outcome === 'unreadable') report.unreadable.push({ secret, key });
    }
    report.counts.push(count);
  }
  return report;
}

/** The report in lines a person reads: counts per kind of secret, then each record no key opens and how to fix it. */
export function reportLines(report: ResealReport): string[] {
  const lines = report.counts.map((c) => `${c.secret.label}: ${c.resealed} re-sealed with the first ENCRYPTION_KEY, ${c.current} already current, ${c.unreadable} unreadable`);
  if (report.unreadable.length) {
    lines.push(`could not be opened with any configured key (${report.unreadable.length}):`);
    lines.push(...report.unreadable.map(({ secret, key }) => `  ${secret.record} ${key}: ${secret.fix}`));
  }
  return lines;
}
