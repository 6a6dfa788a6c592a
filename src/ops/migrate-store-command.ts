// `npm run migrate-store -- --from redis://…|sqlite://… --to postgres://…|sqlite://… [--prefix kudos] [--force]`: moves an
// older version's store (keyv records on Redis or in an SQLite file) onto this version's tables (store/legacy/), prints
// counts per kind and checks that each person's ledger entries sum to their balance. Safe to run twice; a target that
// holds records of its own is refused unless --force. Sealed secrets move as they are (no key needed); URLs are
// printed without user and password. Exit 0 when every record moved and every balance checks, 1 otherwise.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { z } from 'zod';
import { dialectOf } from '../db/dialect.js';
import { openAppDatabase } from '../db/open.js';
import { moveLegacy, moveSucceeded, movedLines } from '../store/legacy/migrate.js';
import { readRedisLegacy } from '../store/legacy/redis-reader.js';
import type { LegacySnapshot } from '../store/legacy/snapshot.js';
import { LEGACY_TABLE, hasTable, readSqliteLegacy } from '../store/legacy/sqlite-reader.js';

const USAGE =
  // not-for-people: the migrate-store command's output, read by the operator who runs it
  'usage: npm run migrate-store -- --from redis://host:port[/db]|sqlite://path --to postgres://user@host/db|sqlite://path [--prefix kudos] [--force]';

const argsSchema = z.object({
  // not-for-people: the migrate-store command's output, read by the operator who runs it
  from: z.string({ error: USAGE }).regex(/^(sqlite:\/\/|rediss?:\/\/).+/, '--from must be redis://host:port[/db] or sqlite://path'),
  // not-for-people: the migrate-store command's output, read by the operator who runs it
  to: z.string({ error: USAGE }).refine((url) => dialectOf(url) !== undefined, '--to must be postgres://user@host/db or sqlite://path'),
  /** What the old Redis store put before every key (its STORE_PREFIX). */
  prefix: z.string().min(1).default('kudos'),
  force: z.boolean().default(false),
});
type Args = z.infer<typeof argsSchema>;

function stop(message: string): never {
  // not-for-people: the migrate-store command's output, read by the operator who runs it
  console.error(`kudos migrate-store: ${message}`);
  process.exit(1);
}

/** The URL without its user and password, to name a database in what is printed. */
function label(url: string): string {
  if (url.startsWith('sqlite://')) return `sqlite://${resolve(url.slice('sqlite://'.length))}`;
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return `${url.split(':')[0]}://…`;
  }
}

function parsed(argv: string[]): Args {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { from: { type: 'string' }, to: { type: 'string' }, prefix: { type: 'string' }, force: { type: 'boolean' } },
    });
    const args = argsSchema.safeParse(values);
    if (!args.success) stop(args.error.issues[0]!.message);
    return args.data;
  } catch (error) {
    return stop(`${(error as Error).message}\n${USAGE}`);
  }
}

/** The old SQLite file's records; a file without the old table was never a store of an older version (or was imported). */
function readSqliteFile(url: string): LegacySnapshot {
  const path = url.slice('sqlite://'.length);
  // not-for-people: the migrate-store command's output, read by the operator who runs it
  if (!existsSync(path)) stop(`--from ${label(url)}: no such file`);
  const file = new Database(path, { fileMustExist: true });
  try {
    if (hasTable(file, LEGACY_TABLE)) return readSqliteLegacy(file, label(url));
    if (hasTable(file, `${LEGACY_TABLE}_imported`))
      // not-for-people: the migrate-store command's output, read by the operator who runs it
      stop(`--from ${label(url)}: its records were imported by the app at start already (table ${LEGACY_TABLE}_imported)`);
    // not-for-people: the migrate-store command's output, read by the operator who runs it
    return stop(`--from ${label(url)} has no table ${LEGACY_TABLE}: it is no store of an older version`);
  } finally {
    file.close();
  }
}

async function migrate(args: Args): Promise<number> {
  if (args.from.startsWith('sqlite://') && label(args.from) === label(args.to))
    // not-for-people: the migrate-store command's output, read by the operator who runs it
    stop("--from and --to are the same file: the app imports an older version's records of its own file at start (npm start)");
  const source = args.from.startsWith('sqlite://') ? label(args.from) : `${label(args.from)} (prefix ${args.prefix})`;
  // not-for-people: the migrate-store command's output, read by the operator who runs it
  console.log(`kudos migrate-store: from ${source} to ${label(args.to)}`);
  const legacy = args.from.startsWith('sqlite://') ? readSqliteFile(args.from) : await readRedisLegacy(args.from, args.prefix, source);
  if (legacy.records.size === 0 && legacy.logs.size === 0 && legacy.outbox.length === 0)
    // not-for-people: the migrate-store command's output, read by the operator who runs it
    stop(`${source} holds no records of an older version${args.from.startsWith('sqlite://') ? '' : ': check --prefix (the old STORE_PREFIX)'}`);
  const database = await openAppDatabase(args.to, (line) => console.error(line));
  try {
    const result = await moveLegacy(legacy, database.db, { force: args.force });
    if ('refused' in result) {
      const tables = [...result.refused].map(([table, n]) => `${table} ${n}`).join(', ');
      stop(
        // not-for-people: the migrate-store command's output, read by the operator who runs it
        `the target already holds records (${tables}): nothing was moved. Point --to at an empty database, or add --force to move into this one (records with the same keys are written over, the others stay).`,
      );
    }
    for (const line of movedLines(result.tally, result.check)) console.log(line);
    return moveSucceeded(result.tally, result.check) ? 0 : 1;
  } finally {
    await database.close();
  }
}

migrate(parsed(process.argv.slice(2))).then(
  (code) => process.exit(code),
  (error: unknown) => stop((error as Error).message),
);
