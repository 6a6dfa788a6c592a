// ENCRYPTION_KEY rotation: every stored secret (each workspace's API key, each OAuth installation's tokens) sealed
// again with the first key, row by row, each with a compare-and-set UPDATE, so a crash half-way loses nothing and a
// change written meanwhile is never overwritten.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { type SecretBox, sealWithFirst } from './secrets.js';

/** Where sealed secrets are kept: the table, its key column, the column that holds the seal, and what it is. */
const SEALED_SECRETS = [
  {
    table: 'workspace_settings',
    key: 'workspace_key',
    column: 'sealed_key',
    label: 'workspace API keys',
    record: 'workspace',
    fix: 'an admin runs `/kudos setup` there and enters the API key again',
  },
  {
    table: 'installations',
    key: 'installation_key',
    column: 'sealed',
    label: 'OAuth installations (bot, user and refresh tokens)',
    record: 'installation',
    fix: 'install Kudos there again (/slack/install)',
  },
] as const;

type SealedSecret = (typeof SEALED_SECRETS)[number];

/** What re-sealing did to one row: sealed with the first key now, already was, no key opens it, or no secret in it. */
type Resealed = 'resealed' | 'current' | 'unreadable' | 'none';

type ResealReport = {
  counts: { secret: SealedSecret; resealed: number; current: number; unreadable: number }[];
  /** The rows no configured key opens, named by their key (a team or enterprise ID), never by content. */
  unreadable: { secret: SealedSecret; key: string }[];
};

/** Rows read at a time: a pass over many workspaces holds one page in memory, never the whole table. */
const PAGE = 200;

const sealOf = async (db: Kysely<Database>, s: SealedSecret, key: string) =>
  (await sql<{ sealed: string | null }>`SELECT ${sql.ref(s.column)} AS sealed FROM ${sql.table(s.table)} WHERE ${sql.ref(s.key)} = ${key}`.execute(db)).rows[0]
    ?.sealed ?? undefined;

/** Seals the row's secret again with the first key when an older key opened it. Only the seal changes, and only while
 *  it is the seal that was read: a row changed meanwhile (a key saved, a token refreshed) is read again. */
async function resealRow(db: Kysely<Database>, s: SealedSecret, key: string, box: SecretBox, read: string): Promise<Resealed> {
  let sealed: string | undefined = read;
  while (sealed !== undefined) {
    const again = sealWithFirst(box, sealed);
    if (again.outcome !== 'resealed') return again.outcome;
    const set =
      await sql`UPDATE ${sql.table(s.table)} SET ${sql.ref(s.column)} = ${again.sealed} WHERE ${sql.ref(s.key)} = ${key} AND ${sql.ref(s.column)} = ${sealed}`.execute(
        db,
      );
    if (Number(set.numAffectedRows) === 1) return 'resealed';
    sealed = await sealOf(db, s, key);
  }
  return 'none'; // deleted, or its secret removed, meanwhile
}

/** Every row of the table that holds a seal, a page at a time in key order. */
async function* sealedRows(db: Kysely<Database>, s: SealedSecret): AsyncGenerator<{ key: string; sealed: string }> {
  let after = '';
  for (;;) {
    const page = (
      await sql<{ key: string; sealed: string }>`SELECT ${sql.ref(s.key)} AS key, ${sql.ref(s.column)} AS sealed FROM ${sql.table(s.table)}
        WHERE ${sql.ref(s.column)} IS NOT NULL AND ${sql.ref(s.key)} > ${after} ORDER BY ${sql.ref(s.key)} LIMIT ${PAGE}`.execute(db)
    ).rows;
    yield* page;
    if (page.length < PAGE) return;
    after = page.at(-1)!.key;
  }
}

/** Visits every row that holds a sealed secret; re-running is safe (what is current stays as it is). */
export async function resealAll(stores: { db: Kysely<Database> }, box: SecretBox): Promise<ResealReport> {
  const report: ResealReport = { counts: [], unreadable: [] };
  for (const secret of SEALED_SECRETS) {
    const count = { secret, resealed: 0, current: 0, unreadable: 0 };
    for await (const { key, sealed } of sealedRows(stores.db, secret)) {
      const outcome = await resealRow(stores.db, secret, key, box, sealed);
      if (outcome === 'none') continue;
      count[outcome] += 1;
      if (outcome === 'unreadable') report.unreadable.push({ secret, key });
    }
    report.counts.push(count);
  }
  return report;
}

/** The report in lines a person reads: counts per kind of secret, then each row no key opens and how to fix it. */
export function reportLines(report: ResealReport): string[] {
  const lines = report.counts.map(
    (c) => `${c.secret.label}: ${c.resealed} re-sealed with the first ENCRYPTION_KEY, ${c.current} already current, ${c.unreadable} unreadable`,
  );
  if (report.unreadable.length) {
    lines.push(`could not be opened with any configured key (${report.unreadable.length}):`);
    lines.push(...report.unreadable.map(({ secret, key }) => `  ${secret.record} ${key}: ${secret.fix}`));
  }
  return lines;
}
