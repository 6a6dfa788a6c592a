// Acknowledged gives after a SIGKILL on SQLite: one instance, restarted on the same file (the suite: kept-gives.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeKeptGives } from './kept-gives.js';

describeKeptGives({
  name: 'SQLite (restarted on the same file)',
  store: async () => `sqlite://${join(mkdtempSync(join(tmpdir(), 'kudos-kept-')), 'app.sqlite')}`,
  skip: false,
  standby: false,
});
