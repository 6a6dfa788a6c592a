// Bench: warm latencies of the service at company scale (the 1M fixture), measured over HTTP from this process while
// the service runs in its own: reads, recognition to one, a team and everyone, the town hall, a bulk import.
import { BENCH_COMPANY, PULSE_QUESTION, type Scale, countsAt, ensureBenchFixture, memberEmail } from '../scripts/bench-fixture.js';
import { type Latency, sample, serviceCaller } from './latency.js';
import { rssMB, startServiceOnCopy } from './processes.js';

export type LatencyFigure = { name: string; latency: Latency; goalMs: number; stat: 'p95' | 'max'; note?: string };

type Recognition = { total: number; to: unknown[] };

export async function benchScaleLatency(scale: Scale = '1M') {
  const counts = countsAt(scale);
  const service = await startServiceOnCopy(ensureBenchFixture(scale), { ENGAGEMENT_IMPORT_RATE: '1000/60s' });
  const call = serviceCaller(`${service.url}/${BENCH_COMPANY.stage}`, BENCH_COMPANY.key);
  // Spread over the company so no sample is served from a page the last one warmed.
  const someone = (i: number) => memberEmail((i * 7919 + 13) % counts.members);
  const team = (i: number) => 1 + ((i * 37) % counts.teams);
  const figures: LatencyFigure[] = [];
  const p95 = async (name: string, request: (i: number) => Promise<unknown>, samples = 200) =>
    figures.push({ name, latency: await sample(request, samples), goalMs: 20, stat: 'p95' });
  try {
    await p95('member lookup', (i) => call('GET', `/1/members?email=${someone(i)}`));
    await p95('profile with context', (i) => call('GET', `/api/v1/users/${someone(i)}/profile?include_personal_context=true&context_limit=10`));
    await p95('recognition page of 50 by e-mail', (i) => call('GET', `/1/recognition?email=${someone(i)}&limit=50`));
    await p95('recognition page of 50 by team (pages 1-4)', (i) => call('GET', `/1/recognition?team_name=Team%20${team(i >> 2)}&limit=50&page=${1 + (i % 4)}`));
    await p95('responses page of 250 by e-mail', (i) => call('GET', `/1/responses?email=${someone(i)}&limit=250`));
    await p95('responses page of 250, export order', (i) => call('GET', `/1/responses?question_id=${PULSE_QUESTION}&limit=250&page=${1 + i}`));
    await p95('feedback page by reviewer', (i) => call('GET', `/1/performance_feedback?reviewer_email=${memberEmail(i % counts.teams)}`));
    const give = (recipients: string, i: number) =>
      call<Recognition>('POST', `/1/recognition/${encodeURIComponent(someone(i + 1))}`, { recipients, amount: 1, for: `bench ${i}`, type: 'coin' });
    await p95('recognition POST to one person', (i) => give(someone(i + 5000), i), 100);
    await p95('recognition POST to a team of 200', (i) => give(`t${team(i)}`, i), 50);
    figures.push({ name: 'recognition POST to everyone', stat: 'max', goalMs: 2000, ...(await everyone(give, counts.members)) });
    const quarter = { date_from: '2026-01-01', date_to: '2026-03-31' };
    figures.push({ name: 'town hall for a quarter', stat: 'max', goalMs: 2000, latency: await sample(() => call('POST', '/townhall/content', quarter), 3, 1) });
    figures.push({
      name: 'bulk import of 1,000 members',
      stat: 'max',
      goalMs: 200,
      latency: await sample((run) => call('POST', '/api/v1/members', importOf(run, counts.teams)), 5, 1),
    });
    return { figures, serviceRssMB: rssMB(service.pid) };
  } finally {
    service.stop();
  }
}

/** Three recognitions to ALL_MEMBERS; each must come back with every other member and the exact total. */
async function everyone(give: (recipients: string, i: number) => Promise<Recognition>, members: number) {
  let note = 'total exact';
  const latency = await sample(
    async (i) => {
      const r = await give('ALL_MEMBERS', i);
      if (r.to.length !== members - 1 || r.total !== members - 1) note = `WRONG: ${r.to.length} recipients, total ${r.total}`;
    },
    3,
    1,
  );
  return { latency, note };
}

function importOf(run: number, teams: number) {
  const members = Array.from({ length: 1000 }, (_, i) => ({
    email: `new${run}-${i}@bench.test`,
    first_name: `New${i}`,
    last_name: `Hire${run}`,
    team_name: `Team ${1 + (i % teams)}`,
    manager_email: memberEmail(i % teams),
  }));
  return { members, options: {} };
}
