// The rewards ledger and catalogue on a store URL, opened by a test beside the app instances that use the same store.
import { RewardsLedger } from '../../src/store/rewards-ledger.js';
import { createStoreFactory } from '../../src/store/factory.js';
import { RewardsCatalogue } from '../../src/store/rewards-catalogue.js';

export async function rewardBooks(storeUrl: string) {
  const stores = await createStoreFactory(storeUrl);
  return { ledger: new RewardsLedger(stores.db), catalogue: new RewardsCatalogue(stores.db), close: () => stores.close() };
}
