// `npm run bench`: every benchmark of the project, one section after another, figures printed as tables.
import { benchAckRatio } from './ack-ratio.js';
import { benchExport, benchSync } from './admin-ops.js';
import { benchDeploy } from './deploy.js';
import { benchFanOut } from './fan-out.js';
import { benchKudosEndToEnd } from './kudos-e2e.js';
import { benchServiceExport } from './service-export.js';
import { benchSlackAck } from './slack-ack.js';
import { benchYear } from './year.js';
import { benchRewards } from './rewards.js';
import { benchRedeemAck } from './redeem-ack.js';
import { benchInsights } from './insights.js';
import { benchReadModel } from './read-model.js';
import { benchBurst } from './burst.js';

console.log('## Engagement service: export through the paging iterator');
console.table(await benchServiceExport());

console.log('## Slack app: /kudos ack latency at 50 concurrent requests, and Slack API calls per kudos');
const slack = await benchSlackAck();
console.table(slack.latency);
console.table(slack.calls);

console.log('## Slack app: /kudos end to end at 20 kudos/s for 60 s, embedded service (goals p50 < 100 ms, p99 < 500 ms)');
console.table([await benchKudosEndToEnd()]);

console.log('## Slack app: ack p99 at 50 concurrent vs a bare Bolt app, median of 5 alternating runs (goal ≤ 1.2×)');
console.table(await benchAckRatio());

console.log('## Slack app: the answer to a kudos to everyone, a team and 50 people in a company of 40,000');
console.table(await benchFanOut());

console.log('## Admin operations: directory sync against the rate-limit floor, survey export to CSV through Slack');
console.table([await benchSync()]);
console.table(await benchExport());

console.log('## Slack app over a year: 200,000 kudos on the SQLite store, its clock moved a year, purged as it goes (goals: store flat, RSS growth < 30 MB)');
const year = await benchYear();
console.table(year.samples);
console.table(year.verdicts);

console.log('## Rewards: the balance of a person with 10,000 received kudos and 1,000 redemptions (goal ≤ 20 ms)');
console.table(await benchRewards());

console.log(
  "## Rewards: a redemption confirm's ack p99 at 50 concurrent vs bare Bolt acking /kudos, as for /kudos (median of 5 alternating runs; goal ≤ 1.2×)",
);
console.table(await benchRedeemAck());

console.log(
  '## Deployment: ack at 50 concurrent with the store on SQLite vs PostgreSQL (median of 5), kudos throughput with one vs two instances on one PostgreSQL, service 20 ms late',
);
console.table(await benchDeploy());

console.log(
  '## Insights dashboard: each chart over 1,000,000 recognitions of 40,000 people, counted from the read model on SQLite and PostgreSQL (goal ≤ 500 ms a chart)',
);
console.table(await benchInsights());
console.log(
  "## The read model: one instance's memory, first /kudos top year and first dashboard with 0, 100,000 and 1,000,000 kudos of 40,000 people, on SQLite and PostgreSQL",
);
console.table(await benchReadModel());

console.log(
  '## Slack app at Slack’s real pace (SLACK_TIER_SCALE=1, the app a real process on SQLite): a burst to one feed channel, the Monday peak, a kill -9 mid-burst',
);
for (const { title, rows } of (await benchBurst()).tables) {
  console.log(`### ${title}`);
  console.table(rows);
}

// Something a bench started keeps the event loop alive afterwards (not tracked down): end once every section printed.
process.exit(0);
