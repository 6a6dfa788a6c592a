// Every feature the app has; the Slack adapter registers each one's declared surface. A new feature is added here.
import type { Feature } from '../slack/feature.js';
import { exports } from './exports/feature.js';
import { feedback } from './feedback/feature.js';
import { help } from './help/feature.js';
import { home } from './home/feature.js';
import { kudos } from './kudos/feature.js';
import { profile } from './profile/feature.js';
import { received } from './received/feature.js';
import { reviews } from './reviews/feature.js';
import { setup } from './setup/feature.js';
import { digest } from './digest/feature.js';
import { directorySync } from './sync/feature.js';
import { townhall } from './townhall/feature.js';
import { giving } from './giving/feature.js';
import { reactions } from './reactions/feature.js';
import { values } from './values/feature.js';
import { whois } from './whois/feature.js';
import { leaderboard } from './leaderboard/feature.js';
import { rewards } from './rewards/feature.js';
import { rewardsAdmin } from './rewards/admin-feature.js';
import { insights } from './insights/feature.js';
import { celebrations } from './celebrations/feature.js';

export const FEATURES: Feature[] = [kudos, giving, help, profile, received, feedback, whois, setup, reviews, directorySync, exports, townhall, digest, values, reactions, leaderboard, rewards, rewardsAdmin, insights, celebrations, home];
