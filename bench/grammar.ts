// `npm run bench:grammar`: what reading a /kudos text costs as it grows (docs/decisions/bounded-work-per-request.md):
// the grammar at 1 k to 1 M characters in three shapes, its unbounded steps alone, and a signed 3.9 MB /kudos through
// the app in its own process (signature, guard, Bolt, the grammar) until its answer, with /healthz asked right after.
import { parseKudosCommand, parseRecipients, tokenize } from '../src/features/kudos/grammar.js';
import { characterCount } from '../src/service/text-rules.js';
import { readableText } from '../src/ui/text.js';
import { testFixture } from '../test/support/fixture.js';
import { commandBody, send, signature } from '../test/support/slack-requests.js';
import { USERS, appEnv, startInstance } from './deploy.js';
import { median } from './driver.js';
import { startFakeSlackProcess, startServiceProcess } from './processes.js';

const SIZES = [1_000, 10_000, 100_000, 1_000_000];
/** A size whose one run took longer than this is the last one timed (a quadratic step would take hours at 1 M). */
const GIVE_UP_MS = 1_000;
/** The 3.9 MB command of the issue: just under Bolt's 4 MB body limit, so it reaches the grammar. */
const HUGE_CHARS = 3_900_000;
const ANSWER_TIMEOUT_MS = 60_000;

/** Reasons of `n` characters: words, unclosed Slack entities (each `<` once read to the end), emoji (the segmenter). */
const SHAPES: Record<string, (n: number) => string> = {
  words: (n) => 'great work '.repeat(Math.ceil(n / 11)).slice(0, n),
  'unclosed <@U1|': (n) => '<@U1|a '.repeat(Math.ceil(n / 7)).slice(0, n),
  emoji: (n) => '👩‍💻 '.repeat(Math.ceil(n / 6)).slice(0, n),
};

/** The fastest of several timings, each of enough repetitions to last a few ms (a single 1 k parse is microseconds). */
function fastest(work: () => unknown): number {
  const started = performance.now();
  work();
  const once = performance.now() - started;
  if (once > GIVE_UP_MS) return once;
  const reps = Math.max(1, Math.ceil(5 / Math.max(once, 0.001)));
  let best = Infinity;
  for (let run = 0; run < 5; run++) {
    const t = performance.now();
    for (let i = 0; i < reps; i++) work();
    best = Math.min(best, (performance.now() - t) / reps);
  }
  return best;
}

const ms = (t: number) => (t >= 100 ? `${Math.round(t)} ms` : t >= 1 ? `${t.toFixed(1)} ms` : `${(t * 1000).toFixed(t >= 0.01 ? 0 : 1)} µs`);

/** One line per shape: the time at each size, until one size took longer than GIVE_UP_MS. */
function timeAtSizes(label: string, build: (n: number) => string, work: (text: string) => unknown, note?: (text: string) => string): void {
  const cells: string[] = [];
  for (const n of SIZES) {
    const text = build(n);
    const t = fastest(() => work(text));
    cells.push(`${(n / 1000).toLocaleString('en')}k ${ms(t)}${note ? ` (${note(text)})` : ''}`);
    if (t > GIVE_UP_MS) {
      cells.push('larger sizes skipped');
      break;
    }
  }
  console.log(`  ${label.padEnd(36)} ${cells.join(' · ')}`);
}

function benchParse(): void {
  console.log('the grammar, its length bound in front (what it answered in brackets), the fastest of 5 runs:');
  for (const [shape, reason] of Object.entries(SHAPES)) {
    const command = (n: number) => `<@UBEN> 1 for ${reason(n)}`;
    timeAtSizes(
      `/kudos <@UBEN> 1 for · ${shape}`,
      command,
      (text) => parseKudosCommand(text, 'UANA'),
      (text) => parseKudosCommand(text, 'UANA').kind,
    );
  }
  const emails = (n: number) => {
    let text = '';
    for (let i = 0; text.length + 20 < n; i++) text += `p${i}@acme.test `;
    return text;
  };
  timeAtSizes('give form recipients · distinct e-mails', emails, parseRecipients, (text) => Object.keys(parseRecipients(text))[0]!);
  console.log('its steps on their own, with no bound in front (each must grow linearly):');
  for (const [shape, reason] of Object.entries(SHAPES)) {
    timeAtSizes(`tokenize · ${shape}`, reason, tokenize);
    timeAtSizes(`readableText + characterCount · ${shape}`, reason, (text) => characterCount(readableText(text)));
  }
}

async function benchRoundTrip(): Promise<void> {
  const slack = await startFakeSlackProcess(USERS);
  const service = await startServiceProcess(testFixture());
  const app = await startInstance(appEnv(slack.apiUrl, service.url, 'sqlite://:memory:'));
  const body = commandBody({ text: `<@UBEN> 1 for ${SHAPES.words!(HUGE_CHARS)}`, user_id: 'UANA', response_url: slack.responseUrl() });
  console.log(`a signed /kudos of ${(body.length / 1e6).toFixed(2)} MB through the app in its own process, once cold, then 5 times:`);
  const answers: number[] = [];
  const health: number[] = [];
  let frozen = false;
  try {
    for (let run = 0; run < 6; run++) {
      // Signed before the clock starts: the time is the app's, and the 3.9 MB upload on loopback.
      const timestamp = Math.floor(Date.now() / 1000);
      const signed = { timestamp, signature: signature(body, timestamp), timeoutMs: ANSWER_TIMEOUT_MS };
      const started = performance.now();
      const answer = await send(app.url, body, 'application/x-www-form-urlencoded', signed);
      answers.push(performance.now() - started);
      const asked = performance.now();
      const healthz = await fetch(`${app.url}/healthz`, { signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
      health.push(performance.now() - asked);
      if (run === 0)
        console.log(`  answer: HTTP ${answer.status} “${String(answer.json?.text ?? answer.text).slice(0, 140)}”; /healthz: HTTP ${healthz.status}`);
    }
    const warm = answers.slice(1);
    console.log(
      `  round trip: cold ${ms(answers[0]!)}; warm median ${ms(median(warm))}, max ${ms(Math.max(...warm))} (goal < 100 ms); /healthz right after: median ${ms(median(health))}`,
    );
  } catch (error) {
    frozen = true;
    console.log(`  no answer within ${ANSWER_TIMEOUT_MS / 1000} s (${error instanceof Error ? error.name : String(error)}): the instance is frozen`);
  } finally {
    // A frozen process never runs its SIGTERM handler.
    if (frozen) process.kill(app.pid, 'SIGKILL');
    else app.stop();
    slack.stop();
    service.stop();
  }
}

benchParse();
await benchRoundTrip();
