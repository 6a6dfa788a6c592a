// What the rewards flows take from the app: the ledger and the catalogue, the log, the clock and the after-ack queue.
import type { Logger } from '@slack/logger';
import type { RewardsCatalogue } from '../../store/rewards-catalogue.js';
import type { RewardsLedger } from './ledger.js';

export type Rewards = { ledger: RewardsLedger; catalogue: RewardsCatalogue };
/** `afterAck`: work left for after an ack waits behind other requests' acks (a redemption's DMs, say). */
export type RewardsDeps = { rewards: Rewards; log: Logger; now: () => Date; afterAck: <T>(work: () => Promise<T>) => Promise<T> };
