// `npm run service`: the engagement service on its own, configured by the ENGAGEMENT_* variables of design.md.
import { z } from 'zod';
import { parseRateSpec } from './rate-limit.js';
import { DEMO_FIXTURE, startService } from './server.js';

const env = z
  .object({
    ENGAGEMENT_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
    ENGAGEMENT_HOST: z.string().min(1).default('127.0.0.1'),
    ENGAGEMENT_DB: z.string().min(1).default('data/engagement.sqlite'),
    ENGAGEMENT_SEED: z.string().min(1).default(DEMO_FIXTURE),
    ENGAGEMENT_IMPORT_RATE: z
      .string()
      .default('10/60s')
      .refine((v) => {
        try {
          parseRateSpec(v);
          return true;
        } catch {
          return false;
        }
      }, 'must look like 10/60s'),
  })
  .safeParse(process.env);

if (!env.success) {
  const issue = env.error.issues[0]!;
  console.error(`engagement service: ${String(issue.path[0])} ${issue.message}`);
  process.exit(1);
}

const { ENGAGEMENT_PORT, ENGAGEMENT_HOST, ENGAGEMENT_DB, ENGAGEMENT_SEED, ENGAGEMENT_IMPORT_RATE } = env.data;
try {
  const service = await startService({
    db: ENGAGEMENT_DB,
    seed: ENGAGEMENT_SEED,
    importRate: ENGAGEMENT_IMPORT_RATE,
    port: ENGAGEMENT_PORT,
    host: ENGAGEMENT_HOST,
    log: (line) => console.log(`${new Date().toISOString()} ${line}`),
  });
  console.log(`engagement service listening on ${service.url} (database ${ENGAGEMENT_DB})`);
  const stop = (signal: string) => {
    console.log(`${signal}: shutting down`);
    service.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
} catch (error) {
  console.error(`engagement service: ${(error as Error).message}`);
  process.exit(1);
}
