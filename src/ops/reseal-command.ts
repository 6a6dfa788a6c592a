// `npm run reseal`: after ENCRYPTION_KEY rotation, seals every stored secret (workspaces' API keys, OAuth
// installations' tokens) with the first key, on the STORE_URL the app uses, and says what it did — never a secret.
// Exit 0 once every stored secret opens with the first key alone (the older keys can go), 1 otherwise.
import { existsSync } from 'node:fs';
import { ConfigError, parseConfig } from '../config.js';
import { createStoreFactory } from '../store/factory.js';
import { reportLines, resealAll } from '../store/reseal.js';
import { createSecretBox, keyFileOf, loadEncryptionKeys } from '../store/secrets.js';

/** The STORE_URL without its user and password, to name the database in what is printed. */
function storeLabel(url: string): string {
  if (url.startsWith('sqlite://')) return url;
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}

function stop(message: string): never {
  // not-for-people: the reseal command's output, read by the operator who runs it
  console.error(`kudos reseal: ${message}`);
  process.exit(1);
}

async function reseal(): Promise<number> {
  const config = parseConfig(process.env);
  // Without a key there is nothing to seal with; a key generated now would open nothing that is stored.
  if (!config.ENCRYPTION_KEY && !existsSync(keyFileOf(config.dataDir)))
    // not-for-people: the reseal command's output, read by the operator who runs it
    stop(`ENCRYPTION_KEY is not set and ${keyFileOf(config.dataDir)} does not exist: set ENCRYPTION_KEY=<new>,<old> as the app has it.`);
  const keys = loadEncryptionKeys(config.ENCRYPTION_KEY, config.dataDir, () => {});
  // not-for-people: the reseal command's output, read by the operator who runs it
  console.log(`kudos reseal: ${keys.length} key${keys.length > 1 ? 's' : ''} in ENCRYPTION_KEY, the first seals; store ${storeLabel(config.STORE_URL)}`);
  const stores = await createStoreFactory(config.STORE_URL);
  try {
    const report = await resealAll(stores, createSecretBox(keys));
    for (const line of reportLines(report)) console.log(line);
    if (report.unreadable.length) {
      console.log(
        // not-for-people: the reseal command's output, read by the operator who runs it
        'Not done: no key in ENCRYPTION_KEY opens those. If you still have the key they were sealed with, add it after the first and run this again; else fix each as said. Everything else is sealed with the first key.',
      );
      return 1;
    }
    // not-for-people: the reseal command's output, read by the operator who runs it
    console.log('Done: every stored secret is sealed with the first key; ENCRYPTION_KEY=<first key> alone opens them all.');
    return 0;
  } finally {
    await stores.close();
  }
}

reseal().then(
  (code) => process.exit(code),
  (error: unknown) => stop(error instanceof ConfigError ? error.message : (error as Error).message),
);
