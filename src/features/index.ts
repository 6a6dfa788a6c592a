// Every feature the app has and the grammar of the `/kudos` command their subcommands are read with; the composition
// root (runtime.ts) hands both to the Slack adapter, which registers each feature's declared surface. A new feature is
// added here.
import type { CommandGrammar, Feature } from '../slack/feature.js';
import { type KudosCommand, parseKudosCommand } from './kudos/grammar.js';
import { COMMAND_BODY_MAX, COMMAND_FAR_TOO_LONG } from './kudos/limits.js';
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
import { language } from './language/feature.js';

export const FEATURES: Feature<KudosCommand>[] = [
  kudos,
  giving,
  help,
  profile,
  received,
  feedback,
  whois,
  setup,
  reviews,
  directorySync,
  exports,
  townhall,
  digest,
  values,
  reactions,
  leaderboard,
  rewards,
  rewardsAdmin,
  insights,
  celebrations,
  language,
  home,
];

/** `/kudos` as the adapter reads it: the grammar (kudos/grammar.ts) and the longest body a valid text fits in (kudos/limits.ts). */
export const GRAMMAR: CommandGrammar<KudosCommand> = { parse: parseKudosCommand, bodyMax: COMMAND_BODY_MAX, farTooLong: COMMAND_FAR_TOO_LONG };
