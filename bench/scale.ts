// `npm run bench:scale`: the engagement service at company scale — the export curve at 10k / 100k / 1M rows with its
// per-row cost and ratio, bytes per recognition, memory, warm latencies at 1M, and deep pages of one recipient's
// recognitions at 20,000 and 200,000 rows — each figure next to its goal. `-- --deep-pages` runs the deep pages alone.
import { cpus, loadavg } from 'node:os';
import { type Scale, ensureBenchFixture } from '../scripts/bench-fixture.js';
import { benchDeepPages } from './scale-deep-pages.js';
import { type ExportFigures, benchScaleExport } from './scale-export.js';
import { benchScaleLatency } from './scale-latency.js';

type Line = { figure: string; measured: string; goal: string; result: 'PASS' | 'FAIL' | 'info' | 'n/a' };
const verdict = (ok: boolean): Line['result'] => (ok ? 'PASS' : 'FAIL');
const ms = (n: number) => `${n.toFixed(1)} ms`;

const scales = (process.argv[2] === '--quick' ? ['10k', '100k'] : ['10k', '100k', '1M']) as Scale[];
const latencyScale = scales[scales.length - 1]!;
console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

/** Issue 24: reading every page of one recipient's recognitions costs the same per row at 200,000 as at 20,000. */
async function deepPages(): Promise<Line[]> {
  const [small, large] = [await benchDeepPages(20_000), await benchDeepPages(200_000)];
  console.log("Every page of one recipient's recognitions (/1/recognition?email=…&page=1…N, pages of 50, in order), service in its own process:");
  console.table([small, large]);
  const ratio = large.usPerRow / small.usPerRow;
  return [
    {
      figure: "deep pages: one recipient's recognitions, every page, per row 200,000 / 20,000",
      measured: `${large.usPerRow} / ${small.usPerRow} µs (${ratio.toFixed(2)}×)`,
      goal: '≤ 1.5× (was 5.6×)',
      result: verdict(ratio <= 1.5),
    },
    {
      figure: "deep pages: the service's CPU per row 200,000 / 20,000",
      measured: `${large.serviceCpuUsPerRow} / ${small.serviceCpuUsPerRow} µs`,
      goal: 'flat',
      result: 'info',
    },
    {
      figure: 'deep pages at 200,000: per row in the last tenth / overall',
      measured: `${large.lastTenthUsPerRow} / ${large.usPerRow} µs`,
      goal: 'the same at the end as at the start',
      result: 'info',
    },
  ];
}

if (process.argv[2] === '--deep-pages') {
  const lines = await deepPages();
  console.log('## Goals');
  console.table(lines);
  process.exit(lines.some((l) => l.result === 'FAIL') ? 1 : 0);
}
for (const scale of scales) ensureBenchFixture(scale);

const lines: Line[] = [];
const exports: ExportFigures[] = [];
for (const scale of scales) exports.push(await benchScaleExport(scale));
console.log('Export of every survey response (client.responses.all, pages of 250, 4 in flight), service in its own process:');
console.table(exports);
const [small, middle, large] = exports;
if (middle && small)
  lines.push({
    figure: `export ${middle.scale} / ${small.scale}: time ratio (per-row ratio)`,
    measured: `${(middle.seconds / small.seconds).toFixed(1)}× (${(middle.usPerRow / small.usPerRow).toFixed(2)})`,
    goal: '≤ 11× (flat per row)',
    result: verdict(middle.seconds / small.seconds <= 11),
  });
if (large && middle)
  lines.push({
    figure: `export ${large.scale} / ${middle.scale}: time ratio (per-row ratio)`,
    measured: `${(large.seconds / middle.seconds).toFixed(1)}× (${(large.usPerRow / middle.usPerRow).toFixed(2)})`,
    goal: '≤ 11×',
    result: verdict(large.seconds / middle.seconds <= 11),
  });
if (large && middle)
  lines.push({
    figure: `export ${large.scale} / ${middle.scale}: the service's CPU per row`,
    measured: `${large.serviceCpuUsPerRow} / ${middle.serviceCpuUsPerRow} µs (${(large.serviceCpuUsPerRow / middle.serviceCpuUsPerRow).toFixed(2)})`,
    goal: 'flat',
    result: 'info',
  });
for (const e of exports)
  lines.push({
    figure: `export ${e.scale}: per row in the last tenth / the first`,
    measured: `${e.lastTenthUsPerRow} / ${e.firstTenthUsPerRow} µs (${(e.lastTenthUsPerRow / e.firstTenthUsPerRow).toFixed(2)})`,
    goal: 'the same at the end as at the start',
    result: 'info',
  });
const first = exports[0]!;
const last = exports[exports.length - 1]!;
lines.push({
  figure: `recognition tables, bytes per recognition ${first.scale} → ${last.scale}`,
  measured: `${first.recognitionBytesPerRecognition} → ${last.recognitionBytesPerRecognition}`,
  goal: 'proportional (≤ 1.5× drift)',
  result: verdict(last.recognitionBytesPerRecognition <= 1.5 * first.recognitionBytesPerRecognition),
});
lines.push({
  figure: `whole database, bytes per recognition ${first.scale} → ${last.scale}`,
  measured: `${first.bytesPerRecognition} → ${last.bytesPerRecognition}`,
  goal: 'proportional',
  result: 'info',
});
lines.push({
  figure: 'service RSS after the export',
  measured: exports.map((e) => `${e.scale} ${e.serviceRssMB} MB`).join(', '),
  goal: 'bounded (not ∝ rows)',
  result: verdict(last.serviceRssMB <= 2 * first.serviceRssMB + 50),
});

const latency = await benchScaleLatency(latencyScale);
console.log(`Warm latencies at ${latencyScale}, over HTTP from another process:`);
console.table(
  latency.figures.map((f) => ({
    request: f.name,
    p50: ms(f.latency.p50),
    p95: ms(f.latency.p95),
    max: ms(f.latency.max),
    samples: f.latency.samples,
    note: f.note ?? '',
  })),
);
for (const f of latency.figures) {
  const value = f.latency[f.stat];
  lines.push({
    figure: `${f.name} (${latencyScale})${f.note ? `, ${f.note}` : ''}`,
    measured: `${f.stat} ${ms(value)}`,
    goal: `< ${f.goalMs} ms`,
    result: verdict(value < f.goalMs && !f.note?.startsWith('WRONG')),
  });
}
lines.push({ figure: 'service RSS after the latency run', measured: `${latency.serviceRssMB} MB`, goal: '', result: 'info' });
lines.push(...(await deepPages()));
lines.push({
  figure: 'leaderboards, p95 warm / first load',
  measured: 'npm run bench:leaderboard (10,000 members, 200,000 recognitions)',
  goal: '< 1 s / < 5 s',
  result: 'n/a',
});
lines.push({
  figure: 'weekly digest, first load / p95 warm',
  measured: 'npm run bench:digest (10,000 members, 200,000 recognitions)',
  goal: '< 5 s / < 1 s',
  result: 'n/a',
});

console.log('## Goals');
console.table(lines);
