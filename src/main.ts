// `npm start`: the one entry point. Parses the environment, starts the engagement backend and the Slack app.
import { ConfigError, parseConfig } from './config.js';
import { createLogger } from './log.js';
import { startRuntime } from './runtime.js';

function fail(message: string): never {
  console.error(`kudos: ${message}`);
  process.exit(1);
}

let config;
try {
  config = parseConfig(process.env);
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

if (config.mode === 'none') {
  console.error(
    [
      'kudos: no Slack credentials, so the Slack app cannot start.',
      '  HTTP mode:   set SLACK_BOT_TOKEN and SLACK_SIGNING_SECRET, and point the app’s Request URLs at https://YOUR-HOST/slack/events',
      '  Socket Mode: set SLACK_BOT_TOKEN and SLACK_APP_TOKEN (xapp-…, with connections:write); no public URL needed',
      '  Create the Slack app from manifest.json (api.slack.com/apps → Create New App → From a manifest). See README.md.',
    ].join('\n'),
  );
  process.exit(1);
}

const log = createLogger(config.LOG_LEVEL);
try {
  const runtime = await startRuntime(config, log);
  log.info(config.mode === 'http' ? `Slack app listening on ${runtime.slack!.url} (POST /slack/events, GET /healthz)` : 'Slack app connected in Socket Mode');
  const stop = async (signal: string) => {
    log.info(`${signal}: shutting down`);
    await runtime.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
} catch (error) {
  fail((error as Error).message);
}
