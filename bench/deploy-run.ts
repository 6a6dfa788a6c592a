// `npm run bench:deploy`: the deployment bench (acks on SQLite and Redis, one and two instances), then the per-unit
// inputs docs/scaling.md is worked out from (CPU per kudos, modal and reaction; Redis commands and bytes per kudos).
import { benchCapacity, capacityRows } from './capacity.js';
import { benchDeploy } from './deploy.js';
import { haveRedisServer } from './redis-server.js';

if (process.argv[2] !== 'capacity') console.table(await benchDeploy());
if (haveRedisServer()) console.table(capacityRows(await benchCapacity()));
else console.log('capacity inputs skipped: no redis-server on the PATH to start a Redis of the bench’s own');
process.exit(0);
