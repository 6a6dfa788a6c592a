// Benchmark: export N survey responses through the client's paging iterator from a service in another process;
// prints rows per second and how much this process's memory grew (it must not grow with N).
import { createEngagementClient } from '../src/engagement-client/index.js';
import type { Fixture } from '../src/service/fixture.js';
import { startServiceProcess } from './processes.js';

function fixtureWith(responses: number): Fixture {
  const members = Array.from({ length: 500 }, (_, i) => ({ email: `m${i}@bench.test`, firstname: 'M', lastname: String(i) }));
  return {
    main_questions: [],
    companies: [
      {
        id: 'bench',
        name: 'Bench',
        default_language: 'en',
        default_country: 'US',
        api_keys: [{ key: 'bench-dev-key', stage: 'dev' }],
        teams: [],
        cohorts: [],
        recognitions: [],
        presets: [],
        members,
        questions: [
          {
            question_id: 'q1',
            question_text: 'How are you?',
            type: 'Multiple Choice',
            options: ['1', '2', '3', '4', '5'],
            skill: 'Optimism',
            dimension: 'Mood',
          },
        ],
        responses: Array.from({ length: responses }, (_, i) => ({
          email: members[i % members.length]!.email,
          question_id: 'q1',
          answer: String((i % 5) + 1),
          date: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
        })),
      } as Fixture['companies'][number],
    ],
  };
}

export async function benchServiceExport(sizes = [10_000, 100_000]) {
  const rows: { responses: number; seconds: number; rowsPerSecond: number; rssGrowthMB: number }[] = [];
  for (const n of [2_000, ...sizes]) {
    // the first, small run warms the JIT and the HTTP stack and is not reported
    const service = await startServiceProcess(fixtureWith(n));
    const client = createEngagementClient({ root: service.url, stage: 'dev', apiKey: 'bench-dev-key', timeoutMs: 30_000 });
    for (let i = 0; i < 5; i += 1) await client.responses.list({ question_id: 'q1', limit: 250, page: i + 1 }); // warm up JIT and sockets
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const started = performance.now();
    let count = 0;
    for await (const r of client.responses.all({ question_id: 'q1' })) count += r.answer.length > 0 ? 1 : 0;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    service.stop();
    if (count !== n) throw new Error(`exported ${count} of ${n} responses`);
    if (n === 2_000) continue;
    rows.push({
      responses: n,
      seconds: Number(seconds.toFixed(2)),
      rowsPerSecond: Math.round(n / seconds),
      rssGrowthMB: Number(((peak - baseline) / 2 ** 20).toFixed(1)),
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('Export of survey responses through client.responses.all (pages of 250, 4 in flight):');
  console.table(await benchServiceExport());
}
