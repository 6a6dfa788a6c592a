// A fake Slack Web API in its own process for the latency benchmark: in production Slack is remote, so its work
// must not be counted against the app under test. Prints "fake slack on URL" when ready.
import { readFileSync } from 'node:fs';
import { startFakeSlack } from '../test/support/fake-slack.js';

// A file holding `{ users, groups }`: a 10,000-person workspace is over the size one argument may have.
const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8'));
const fake = await startFakeSlack(spec.users, spec.groups);
console.log(`fake slack on ${fake.url}`);
process.once('SIGTERM', () => void fake.close().then(() => process.exit(0)));
