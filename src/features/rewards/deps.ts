// What the rewards flows take from the app: the ledger and the catalogue, the read model (received credits), the log,
// the clock and the after-ack queue.
import type { Logger } from '@slack/logger';
import type { ReadModel } from '../../engagement/feed/index.js';
import type { FeatureDeps } from '../../slack/deps.js';

/** The ledger and the catalogue (store/rewards-ledger.ts, store/rewards-catalogue.ts). */
export type Rewards = FeatureDeps['rewards'];
/** `afterAck`: work left for after an ack waits behind other requests' acks (a redemption's DMs, say). `languages`:
 *  whose words a DM or an approver channel's post is in. */
export type RewardsDeps = {
  rewards: Rewards;
  feed: ReadModel;
  log: Logger;
  now: () => Date;
  afterAck: <T>(work: () => Promise<T>) => Promise<T>;
  languages: FeatureDeps['languages'];
};
