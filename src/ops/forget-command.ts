// `npm run forget -- <team ID> <Slack user ID>`: an operator deletes one person's data in the app on request (GDPR
// erasure), on the STORE_URL the app uses, and is told what went — counts only. Exit 0 when done, 1 on a bad call or
// a workspace the store knows nothing of (no installation, no settings, no records: most likely a mistyped team ID).
import { ConfigError, parseConfig } from '../config.js';
import { eraseRecognitions, forgetRecognitions } from '../engagement/feed/index.js';
import { countsText, hasRecords } from '../store/erase.js';
import { erasePerson } from '../store/erase-person.js';
import { createStoreFactory } from '../store/factory.js';
import { createSecretBox, loadEncryptionKeys } from '../store/secrets.js';
import { WorkspaceStore } from '../store/workspaces.js';

function stop(message: string): never {
  // not-for-people: the forget command's output, read by the operator who runs it
  console.error(`kudos forget: ${message}`);
  process.exit(1);
}

async function forget(args: string[]): Promise<number> {
  const [teamId, userId, enterpriseId] = args;
  if (!teamId?.match(/^T[A-Z0-9]+$/) || !userId?.match(/^[UW][A-Z0-9]+$/))
    // not-for-people: the forget command's output, read by the operator who runs it
    stop('usage: npm run forget -- <team ID T…> <Slack user ID U…/W…> [enterprise ID E… for an org-wide install]');
  const config = parseConfig(process.env);
  const box = createSecretBox(loadEncryptionKeys(config.ENCRYPTION_KEY, config.dataDir, () => {}));
  const stores = await createStoreFactory(config.STORE_URL);
  try {
    const workspaces = new WorkspaceStore(stores.db, box, { error: (line: string) => console.error(line) });
    const w = { teamId, ...(enterpriseId ? { enterpriseId } : {}) };
    const resolved = await workspaces.resolve(w);
    const counts = await erasePerson({ ...stores, recognitions: { eraseRecognitions, forgetRecognitions } }, resolved, userId);
    const deleted = Object.values(counts).some((n) => n > 0);
    const known = deleted || (await hasRecords(stores, w));
    if (!known)
      stop(
        // not-for-people: the forget command's output, read by the operator who runs it
        `no workspace ${enterpriseId ? `${teamId} of ${enterpriseId}` : teamId} is known here: no installation, settings or records for it. Check the team ID.`,
      );
    // not-for-people: the forget command's output, read by the operator who runs it
    const what = deleted ? `deleted ${countsText(counts)}` : 'nothing was stored for that person in this workspace';
    console.log(
      // not-for-people: the forget command's output, read by the operator who runs it
      `kudos forget: ${what}. The engagement service's records (kudos, feedback, reviews) and the rewards ledger (balance, redemptions) are the company's and were not touched.`,
    );
    return 0;
  } finally {
    await stores.close();
  }
}

forget(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => stop(error instanceof ConfigError ? error.message : (error as Error).message),
);
