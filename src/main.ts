// `npm start`: the one entry point. With Slack credentials it runs the Slack app (HTTP or Socket Mode); without
// them, the local workbench. Either way on the embedded engagement service unless ENGAGEMENT_API_URL is set.
import { type Config, ConfigError, parseConfig } from './config.js';
import { createLogger } from './log.js';

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

// The app itself is loaded only once the config is good: a bad value is refused at once, not after seconds of loading.
async function start(): Promise<{ stop: () => Promise<void> }> {
  if (config.mode !== 'none') {
    const { startRuntime } = await import('./runtime.js');
    const runtime = await startRuntime(config, log);
    log.info(
      config.mode === 'http'
        ? `Slack app listening on ${runtime.slack!.url} (POST /slack/events; GET /healthz, /readyz, /metrics)`
        : 'Slack app connected in Socket Mode',
    );
    return runtime;
  }
  const [{ startWorkbenchRuntime }, { workbenchBanner }] = await Promise.all([import('./workbench/start.js'), import('./workbench/banner.js')]);
  const running = await startWorkbenchRuntime(config, log);
  console.log(workbenchBanner(running.workbench.url, running.runtime.slack!.url));
  return running;
}

/** How long a graceful stop may take before the process exits anyway, so a stop never leaves the port taken. */
const STOP_GRACE_MS = 10_000;

try {
  const running = await start();
  let stopping = false;
  // Ctrl-C reaches this process twice (from the terminal and forwarded by npm): the first signal stops, later ones wait.
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    setTimeout(() => {
      log.error(`still stopping after ${STOP_GRACE_MS / 1000} s: exiting anyway`);
      process.exit(1);
    }, STOP_GRACE_MS).unref();
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('stopping failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
} catch (error) {
  fail((error as Error).message);
}
