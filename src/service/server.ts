// Starts the engagement service on a port: opens the database, seeds it when empty, and closes everything on request.
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServiceApp } from './app.js';
import { startCheckpointer } from './checkpointer.js';
import { type Db, openDatabase } from './db.js';
import { loadFixture } from './fixture-loader.js';
import { type Fixture, readFixtureFile } from './fixture.js';
import { ImportRateLimiter, parseRateSpec } from './rate-limit.js';
import { createRepositories } from './repositories/index.js';
import { answerUnparsableRequest } from './request-guards.js';

export const DEMO_FIXTURE = fileURLToPath(new URL('./fixtures/demo-company.json', import.meta.url));

export type ServiceOptions = {
  db?: string;
  /** A fixture file path, or an already parsed fixture. */
  seed?: string | Fixture;
  importRate?: string;
  port?: number;
  host?: string;
  log?: (line: string) => void;
  /** Called with the SQL of every statement the service runs. */
  onStatement?: (sql: string) => void;
  /** The service's clock: it stamps each recognition's createdate and ends the town hall's default period. The app
   *  gives the service it embeds its own clock (the workbench's demo clock), so a kudos is dated on the app's day. */
  now?: () => Date;
};

export type RunningService = { url: string; port: number; db: Db; server: Server; close: () => Promise<void> };

export async function startService(options: ServiceOptions = {}): Promise<RunningService> {
  const seed = options.seed ?? DEMO_FIXTURE;
  const fixture = typeof seed === 'string' ? readFixtureFile(seed) : seed;
  const file = options.db ?? ':memory:';
  const db = openDatabase(file, options.onStatement);
  const log = options.log ?? (() => {});
  const repos = createRepositories(db);
  loadFixture(repos, fixture);
  // Catches the town hall's rollups up with what was written while the service was down (all of it after an upgrade).
  repos.immediate(() => repos.rollups.fold());
  const app = createServiceApp({
    repos,
    importLimiter: new ImportRateLimiter(repos, parseRateSpec(options.importRate ?? '10/60s')),
    log,
    now: options.now ?? (() => new Date()),
  });
  const server = createServer(app);
  server.on('clientError', answerUnparsableRequest);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const checkpointer = file === ':memory:' ? undefined : startCheckpointer(db, file, log);
  return {
    url: `http://${host}:${port}`,
    port,
    db,
    server,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await checkpointer?.stop();
      db.close();
    },
  };
}
