// `npm run bench:deploy`: the deployment bench (acks on SQLite and PostgreSQL, one and two instances on PostgreSQL),
// then the per-unit inputs docs/scaling.md is worked out from (CPU per kudos, modal and reaction; the database's
// statements, round trips, rows and CPU per give). `npm run bench:deploy -- capacity` prints the second part alone;
// `-- statements` prints it with every statement's text and how many times a give ran it.
import { benchCapacity, capacityDetails, capacityRows, statementRows } from './capacity.js';
import { benchDeploy } from './deploy.js';
import { POSTGRES_URL, postgresAnswers } from './postgres-server.js';

const only = process.argv[2];
if (only !== 'capacity' && only !== 'statements') console.table(await benchDeploy());
if (await postgresAnswers()) {
  const costs = await benchCapacity();
  console.table(capacityRows(costs));
  console.table(capacityDetails(costs));
  if (only === 'statements') console.table(statementRows(costs));
} else console.log(`capacity inputs skipped: no PostgreSQL answers at ${POSTGRES_URL} to make a database of the bench’s own`);
process.exit(0);
