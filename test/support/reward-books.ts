// The rewards ledger and catalogue on a store URL, opened by a test beside the app instances that use the same store.
import { RewardsLedger } from '../../src/features/rewards/ledger.js';
import { createStoreFactory } from '../../src/store/keyv.js';
import { RewardsCatalogue } from '../../src/store/rewards-catalogue.js';

export async function rewardBooks(storeUrl: string, prefix?: string) {
  const stores = await createStoreFactory(storeUrl, prefix ? { redisPrefix: prefix } : {});
  return { ledger: new RewardsLedger(stores.ledger('rewards')), catalogue: new RewardsCatalogue(stores.namespace('reward-catalogue')), close: () => stores.close() };
}
