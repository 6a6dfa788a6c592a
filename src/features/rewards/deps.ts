// What the rewards flows take from the app: the ledger and the catalogue, the log and the clock.
import type { Logger } from '@slack/logger';
import type { RewardsCatalogue } from '../../store/rewards-catalogue.js';
import type { RewardsLedger } from './ledger.js';

export type Rewards = { ledger: RewardsLedger; catalogue: RewardsCatalogue };
export type RewardsDeps = { rewards: Rewards; log: Logger; now: () => Date };
