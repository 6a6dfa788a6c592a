// `npm start`: the one entry point. With Slack credentials it runs the Slack app (HTTP or Socket Mode); without
// them, the local workbench. Either way on the embedded engagement service unless ENGAGEMENT_API_URL is set.
import { type Config, ConfigError, parseConfig } from './config.js';
import { createLogger } from './log.js';
import { startRuntime } from './runtime.js';
import { startWorkbenchRuntime } from './workbench/start.js';

function fail(message: string): never {
  console.error(`kudos: ${message}`);
  process.exit(1);
}

let config: Config;
try {
  config = parseConfig(process.env);
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
const log = createLogger(config.LOG_LEVEL);
// A failure nobody awaited is a bug to log, not a reason to drop every other request in flight.
process.on('unhandledRejection', (reason) => log.error('unhandled rejection:', reason));

async function start(): Promise<{ stop: () => Promise<void> }> {
  if (config.mode !== 'none') {
    const runtime = await startRuntime(config, log);
    log.info(config.mode === 'http' ? `Slack app listening on ${runtime.slack!.url} (POST /slack/events, GET /healthz)` : 'Slack app connected in Socket Mode');
    return runtime;
  }
  const running = await startWorkbenchRuntime(config, log);
  console.log(
    [
      `Kudos workbench: ${running.workbench.url}/`,
      '  No Slack credentials, so the app runs against a local Slack-like page with the demo company.',
      '  Pick who you are, then try `/kudos @tom.hughes 10 for the launch` or the ⚡ shortcuts.',
      '  To connect a real workspace set SLACK_BOT_TOKEN and SLACK_SIGNING_SECRET (or SLACK_APP_TOKEN): see README.md.',
    ].join('\n'),
  );
  return running;
}

try {
  const running = await start();
  const stop = async (signal: string) => {
    log.info(`${signal}: shutting down`);
    await running.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
} catch (error) {
  fail((error as Error).message);
}
