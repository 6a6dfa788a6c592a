// Bench: export every survey response of a bench fixture through the client's paging iterator (pages of 250, 4 in
// flight) from a service in another process — the per-row cost at 10k, 100k and 1M rows (wall clock, the service's own
// CPU, and the first tenth of the export against the last), the database's bytes per recognition and the service's memory.
import Database from 'better-sqlite3';
import { statSync } from 'node:fs';
import { createEngagementClient } from '../src/engagement-client/index.js';
import { BENCH_COMPANY, PULSE_QUESTION, type Scale, countsAt, ensureBenchFixture } from '../scripts/bench-fixture.js';
import { cpuMs, rssMB, startServiceOnCopy } from './processes.js';

export type ExportFigures = {
  scale: Scale;
  responses: number;
  seconds: number;
  usPerRow: number;
  serviceCpuUsPerRow: number;
  firstTenthUsPerRow: number;
  lastTenthUsPerRow: number;
  bytesPerRecognition: number;
  recognitionBytesPerRecognition: number;
  serviceRssMB: number;
};

/** Bytes of the recognition tables and their indexes (SQLite's dbstat), and of the whole file, per recognition. */
function sizes(file: string, recognitions: number) {
  const db = new Database(file, { readonly: true });
  const { bytes } = db
    .prepare(
      `SELECT sum(pgsize) AS bytes FROM dbstat WHERE name IN ('recognitions', 'recognition_recipients', 'recognitions_by_date', 'recipients_by_email', 'sqlite_autoindex_recognition_recipients_1')`,
    )
    .get() as { bytes: number };
  db.close();
  return { file: Math.round(statSync(file).size / recognitions), recognition: Math.round(bytes / recognitions) };
}

export async function benchScaleExport(scale: Scale): Promise<ExportFigures> {
  const fixture = ensureBenchFixture(scale);
  const counts = countsAt(scale);
  const service = await startServiceOnCopy(fixture);
  try {
    const client = createEngagementClient({ root: service.url, stage: BENCH_COMPANY.stage, apiKey: BENCH_COMPANY.key, timeoutMs: 60_000 });
    for (let page = 1; page <= 5; page += 1) await client.responses.list({ question_id: PULSE_QUESTION, limit: 250, page }); // JIT and sockets
    const tenth = counts.responses / 10;
    const marks: number[] = [];
    const cpuBefore = cpuMs(service.pid);
    const started = performance.now();
    let count = 0;
    for await (const r of client.responses.all({ question_id: PULSE_QUESTION })) {
      count += r.answer.length > 0 ? 1 : 0;
      if (count % tenth === 0) marks.push(performance.now());
    }
    const seconds = (performance.now() - started) / 1000;
    const cpuMsUsed = cpuMs(service.pid) - cpuBefore;
    if (count !== counts.responses) throw new Error(`exported ${count} of ${counts.responses} responses`);
    const size = sizes(fixture, counts.recognitions);
    const perRow = (ms: number, rows: number) => Number(((ms * 1000) / rows).toFixed(1));
    return {
      scale,
      responses: count,
      seconds: Number(seconds.toFixed(2)),
      usPerRow: perRow(seconds * 1000, count),
      serviceCpuUsPerRow: perRow(cpuMsUsed, count),
      firstTenthUsPerRow: perRow(marks[0]! - started, tenth),
      lastTenthUsPerRow: perRow(marks[9]! - marks[8]!, tenth),
      bytesPerRecognition: size.file,
      recognitionBytesPerRecognition: size.recognition,
      serviceRssMB: rssMB(service.pid),
    };
  } finally {
    service.stop();
  }
}
