// A fake Slack Web API in its own process for the latency benchmark: in production Slack is remote, so its work
// must not be counted against the app under test. Prints "fake slack on URL" when ready.
import { startFakeSlack } from '../test/support/fake-slack.js';

const users = JSON.parse(process.argv[2] ?? '[]');
const fake = await startFakeSlack(users);
console.log(`fake slack on ${fake.url}`);
process.once('SIGTERM', () => void fake.close().then(() => process.exit(0)));
