// Environment of the Slack app (design.md §2), parsed once at start-up with zod; a bad value stops start-up with one line.
import { z } from 'zod';
import { decodeKey } from './store/secrets.js';

const optionalText = z
  .string()
  .transform((v) => v.trim())
  .pipe(z.string())
  .optional()
  .transform((v) => (v ? v : undefined));

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SLACK_BOT_TOKEN: optionalText.pipe(
    z
      .string()
      .regex(/^xox[bp]-/, 'must start with xoxb-')
      .optional(),
  ),
  SLACK_SIGNING_SECRET: optionalText,
  SLACK_APP_TOKEN: optionalText.pipe(
    z
      .string()
      .regex(/^xapp-/, 'must start with xapp-')
      .optional(),
  ),
  /** OAuth install to many workspaces (all three together, with SLACK_SIGNING_SECRET), instead of SLACK_BOT_TOKEN. */
  SLACK_CLIENT_ID: optionalText,
  SLACK_CLIENT_SECRET: optionalText,
  SLACK_STATE_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters (openssl rand -hex 16)').optional()),
  /** Sign in with Slack for the insights dashboard in one-workspace mode (with OAuth installs, SLACK_CLIENT_ID's are used). */
  SLACK_OPENID_CLIENT_ID: optionalText,
  SLACK_OPENID_CLIENT_SECRET: optionalText,
  /** Where a browser signs in with Slack: Slack's OpenID Connect authorize page, or the workbench's stand-in for it. */
  SLACK_OPENID_AUTHORIZE_URL: optionalText.pipe(z.url('must be a URL such as https://slack.com/openid/connect/authorize').optional()),
  /** The insights dashboard's public address, for App Home's link (default: this app's own address + /insights). */
  INSIGHTS_URL: optionalText.pipe(z.url('must be a URL such as https://kudos.example.com/insights').optional()),
  SLACK_API_URL: optionalText.pipe(z.url('must be a URL such as https://slack.com/api/').optional()),
  ENGAGEMENT_API_URL: optionalText.pipe(z.url('must be a URL such as https://engagement.example.com').optional()),
  ENGAGEMENT_API_KEY: optionalText,
  /** The Slack workspaces (team or enterprise IDs, comma-separated) that may use ENGAGEMENT_API_KEY until they store a
   *  key of their own; unset, every workspace may. With OAuth installs, set it: the default key is one company's. */
  ENGAGEMENT_DEFAULT_WORKSPACES: optionalText.pipe(
    z
      .string()
      .regex(/^\s*[A-Z0-9]+\s*(,\s*[A-Z0-9]+\s*)*$/, 'must be Slack team or enterprise IDs separated by commas, such as T0123ABCD,E0456EFGH')
      .transform((v) => new Set(v.split(',').map((id) => id.trim())))
      .optional(),
  ),
  ENGAGEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** How old the read model's rows of a company may get before a board, digest or chart first reads what is new. */
  FEED_REFRESH_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  ENGAGEMENT_STAGE: z.enum(['prod', 'dev'], { error: 'must be prod or dev' }).default('dev'),
  STORE_URL: z
    .string()
    .default('sqlite://data/app.sqlite')
    .refine(
      (v) => !/^rediss?:/.test(v),
      'redis:// is no longer a store: move its records to PostgreSQL with `npm run migrate-store -- --from redis://… --to postgres://…` and set STORE_URL to the PostgreSQL URL',
    )
    .refine((v) => /^(sqlite|postgres|postgresql):\/\/.+/.test(v), 'must look like sqlite://path or postgres://user@host/db'),
  /** One key, or several separated by commas: the first encrypts, all decrypt (rotation). */
  ENCRYPTION_KEY: optionalText.pipe(
    z
      .string()
      .transform((v) => v.split(',').map((k) => k.trim()))
      .refine((keys) => keys.every((k) => decodeKey(k)), 'must be 32 bytes, base64-encoded (openssl rand -base64 32); several keys are separated by commas')
      .optional(),
  ),
  /** How long after an instance stops (its last heartbeat) another instance, or this one restarted, takes over the work it
   *  acknowledged: a lease on each piece of work, renewed every third of it. */
  TAKEOVER_MS: z.coerce.number().int().min(1_000, 'must be at least 1000').max(30_000, 'must be at most 30000 (30 s)').default(15_000),
  /** How often the repeated jobs (the weekly digest, celebrations, the monthly insights summary) look for due work after
   *  their run at start: every minute; tests of a takeover tick every second. */
  JOB_TICK_MS: z.coerce.number().int().min(1_000, 'must be at least 1000').max(3_600_000, 'must be at most 3600000 (an hour)').default(60_000),
  /** Multiplies the rate of every Slack tier the app keeps to (slack-api/tiers.ts): 1 against Slack; larger only in tests
   *  and benches against a fake Slack, where the tiers are not the point. */
  SLACK_TIER_SCALE: z.coerce.number().min(1, 'must be at least 1').max(1_000_000).default(1),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error'], { error: 'must be debug, info, warn or error' }).default('info'),
  ENGAGEMENT_DB: z.string().min(1).default('data/engagement.sqlite'),
  ENGAGEMENT_SEED: optionalText,
  /** Who runs this installation of Kudos, and how to reach them: filled into the privacy and support pages. */
  OPERATOR_NAME: z.string().min(1).max(200).default('the operator of this Kudos installation'),
  OPERATOR_CONTACT: z.string().min(1).max(200).default('your Slack workspace administrator'),
  /** Where privacy.html and support.html are read from (default: the repository's pages/ folder). */
  PAGES_DIR: optionalText,
});

export type Config = z.infer<typeof configSchema> & {
  mode: 'http' | 'socket' | 'none';
  /** Set when the app is installed through OAuth (many workspaces) rather than run with one bot token. */
  oauth?: { clientId: string; clientSecret: string; stateSecret: string; authorizationUrl?: string };
  /** Where the app keeps files it creates itself (the generated encryption key). */
  dataDir: string;
};

export class ConfigError extends Error {}

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(`${String(issue.path[0])} ${issue.message}`);
  }
  const c = result.data;
  // A key generated into one instance's data folder could not open what another instance stored.
  if (/^postgres(ql)?:/.test(c.STORE_URL) && !c.ENCRYPTION_KEY)
    throw new ConfigError('ENCRYPTION_KEY is required with STORE_URL=postgres://… (every instance must open the same stored keys)');
  const oauth = oauthOf(c);
  if (oauth) return { ...c, mode: 'http', oauth, ...filesOf(c) };
  if (c.SLACK_BOT_TOKEN && !c.SLACK_APP_TOKEN && !c.SLACK_SIGNING_SECRET)
    throw new ConfigError('SLACK_SIGNING_SECRET is required with SLACK_BOT_TOKEN (or set SLACK_APP_TOKEN for Socket Mode)');
  if (!c.SLACK_BOT_TOKEN && (c.SLACK_SIGNING_SECRET || c.SLACK_APP_TOKEN))
    throw new ConfigError('SLACK_BOT_TOKEN is required with SLACK_SIGNING_SECRET or SLACK_APP_TOKEN');
  const mode = !c.SLACK_BOT_TOKEN ? 'none' : c.SLACK_APP_TOKEN ? 'socket' : 'http';
  return { ...c, mode, ...filesOf(c) };
}

function filesOf(c: z.infer<typeof configSchema>): Pick<Config, 'dataDir'> {
  return { dataDir: dataDirOf(c.STORE_URL) };
}

function dataDirOf(storeUrl: string): string {
  const storePath = storeUrl.startsWith('sqlite://') ? storeUrl.slice('sqlite://'.length) : 'data/app.sqlite';
  return storePath === ':memory:' ? 'data' : storePath.includes('/') ? storePath.slice(0, storePath.lastIndexOf('/')) : '.';
}

/** The OAuth settings when any is set: all three, over HTTP, and never with a single bot token. */
function oauthOf(c: z.infer<typeof configSchema>): Config['oauth'] {
  const { SLACK_CLIENT_ID: clientId, SLACK_CLIENT_SECRET: clientSecret, SLACK_STATE_SECRET: stateSecret } = c;
  if (!clientId && !clientSecret && !stateSecret) return undefined;
  if (!clientId || !clientSecret || !stateSecret)
    throw new ConfigError('SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_STATE_SECRET are needed together for OAuth installs');
  if (c.SLACK_BOT_TOKEN) throw new ConfigError('SLACK_BOT_TOKEN (one workspace) and SLACK_CLIENT_ID (OAuth installs) exclude each other: set one');
  if (c.SLACK_APP_TOKEN) throw new ConfigError('OAuth installs run over HTTP: unset SLACK_APP_TOKEN');
  if (!c.SLACK_SIGNING_SECRET) throw new ConfigError('SLACK_SIGNING_SECRET is required with SLACK_CLIENT_ID');
  return { clientId, clientSecret, stateSecret };
}
