// Survey exports (admins): questions or responses as CSV in the admin's DM, with a progress message updated in place,
// run as a background job (on Redis by whichever instance takes it; on SQLite in this process).
// Responses need an e-mail or a question; without either, every question's responses are exported one after another.
import type { WebClient } from '@slack/web-api';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EngagementClient, Question, SurveyResponse } from '../../engagement-client/index.js';
import type { FlowContext } from '../../slack/feature.js';
import type { FeatureDeps } from '../../slack/deps.js';
import { explainFailure } from '../../ui/explain.js';
import { writeCsv } from '../../slack/files/csv-file.js';
import { dmChannel, uploadFile } from '../../slack/files/upload.js';
import { logFailure } from './failure-log.js';
import type { ExportJob, ExportSpec } from '../../store/export-jobs.js';
import { metrics } from '../../metrics/metrics.js';

const PROGRESS_EVERY_MS = 1_000;

export const QUESTION_COLUMNS = ['question_id', 'question_text', 'type', 'options', 'skill', 'dimension'];
export const RESPONSE_COLUMNS = ['date', 'email', 'question_id', 'question_text', 'answer'];

const questionRow = (q: Question) => ({ ...q, options: q.options.join(' | ') });

async function* responsesOf(client: EngagementClient, spec: Extract<ExportSpec, { kind: 'responses' }>): AsyncGenerator<SurveyResponse> {
  const range = { ...(spec.from ? { date_from: spec.from } : {}), ...(spec.to ? { date_to: spec.to } : {}), limit: 250 };
  if (spec.email) {
    yield* client.responses.all({ email: spec.email, ...(spec.question ? { question_id: spec.question } : {}), ...range });
    return;
  }
  if (spec.question) {
    yield* client.responses.all({ question_id: spec.question, ...range });
    return;
  }
  const ids: string[] = [];
  for await (const q of client.questions.all()) ids.push(q.question_id);
  for (const id of ids) yield* client.responses.all({ question_id: id, ...range });
}

/** What an export uses: its job record, the job queue that runs it on any instance, the service, the log, the app's clock. */
type ExportDeps = Pick<FeatureDeps, 'exportJobs' | 'jobs' | 'connections' | 'log' | 'now'>;
/** What carrying an export on needs (the job handler in ops/ runs it). */
export type ContinueExportDeps = Pick<ExportDeps, 'exportJobs' | 'connections' | 'log' | 'now'>;

/** Posts the progress message in the admin's DM and queues the export: any instance may run it (see continueExport). */
export async function startExport(
  ctx: FlowContext<Pick<ExportDeps, 'exportJobs' | 'jobs'>, 'slack' | 'workspace' | 'userId'>,
  spec: ExportSpec,
): Promise<void> {
  const { deps, slack, workspace: w, userId: adminId } = ctx;
  const channel = await dmChannel(slack, adminId);
  const progress = await slack.chat.postMessage({ channel, text: `:hourglass_flowing_sand: Exporting ${whatOf(spec)}…` });
  const job: ExportJob = {
    id: randomUUID(),
    workspace: { teamId: w.teamId, ...(w.enterpriseId ? { enterpriseId: w.enterpriseId } : {}), ...(w.ownSettings ? { ownSettings: true } : {}) },
    adminId,
    channel,
    progressTs: progress.ts!,
    spec,
    runs: 0,
  };
  await deps.exportJobs.save(job);
  await deps.jobs.enqueue('export', job.id, { id: job.id });
}

/** Writes the CSV and sends it, updating the progress message in place. A run after an interruption starts over
 *  (the partial file was on the stopped instance's disk; reading again changes nothing), and never sends the file twice. */
export async function continueExport(deps: ContinueExportDeps, slack: WebClient, job: ExportJob): Promise<void> {
  const { spec, channel } = job;
  const what = whatOf(spec);
  const update = (text: string) => slack.chat.update({ channel, ts: job.progressTs, text }).catch((e: unknown) => deps.log.warn('export progress:', e));
  const done = (rows: number) => update(`:white_check_mark: Exported ${rows.toLocaleString('en-US')} ${what}${describe(spec)}. The CSV is below.`);
  if (job.sent) return void (await done(job.sent.rows));
  job.runs += 1;
  await deps.exportJobs.save(job);
  deps.log.info(`export ${job.id} of ${what} for ${job.adminId}: run ${job.runs}`);
  const again = job.runs > 1 ? ' (started over: the app instance running it stopped)' : '';
  if (again) await update(`:hourglass_flowing_sand: Exporting ${what}…${again}`);
  const dir = await mkdtemp(join(tmpdir(), 'kudos-export-'));
  const file = join(dir, `${what}.csv`);
  let lastUpdate = Date.now();
  const onRow = (n: number) => {
    if (Date.now() - lastUpdate < PROGRESS_EVERY_MS) return;
    lastUpdate = Date.now();
    void update(`:hourglass_flowing_sand: Exporting ${what}… ${n.toLocaleString('en-US')} rows so far${again}`);
  };
  try {
    const { client } = await deps.connections.forWorkspace(job.workspace);
    const count =
      spec.kind === 'questions'
        ? await writeCsv(
            file,
            QUESTION_COLUMNS,
            mapRows(
              client.questions.all({ ...(spec.skill ? { skill: spec.skill } : {}), ...(spec.dimension ? { dimension: spec.dimension } : {}), limit: 250 }),
              questionRow,
            ),
            onRow,
          )
        : await writeCsv(file, RESPONSE_COLUMNS, responsesOf(client, spec), onRow);
    // The file's date is the app's day (the workbench's demo clock); the progress updates' pace is real time.
    const stamp = deps.now().toISOString().slice(0, 10);
    await uploadFile(slack, { path: file, filename: `${what}-${stamp}.csv`, title: `Survey ${what} ${stamp}`, channelId: channel });
    job.sent = { at: new Date().toISOString(), rows: count };
    await deps.exportJobs.save(job);
    metrics.jobChunks.inc({ job: 'export', outcome: 'ok' });
    await done(count);
  } catch (error) {
    metrics.jobFailures.inc({ job: 'export' });
    logFailure(deps.log, `export of ${what} for ${job.adminId}`, error);
    await update(`:warning: The export stopped: ${explainFailure(error, 'no file was sent', false, 'admin')}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const whatOf = (spec: ExportSpec) => (spec.kind === 'questions' ? 'questions' : 'responses');

async function* mapRows<T, R>(source: AsyncIterable<T>, map: (t: T) => R): AsyncGenerator<R> {
  for await (const item of source) yield map(item);
}

function describe(spec: ExportSpec): string {
  const parts =
    spec.kind === 'questions'
      ? [spec.skill && `skill ${spec.skill}`, spec.dimension && `dimension ${spec.dimension}`]
      : [spec.email && `by ${spec.email}`, spec.question && `for ${spec.question}`, spec.from && `from ${spec.from}`, spec.to && `to ${spec.to}`];
  const filters = parts.filter(Boolean);
  return filters.length ? ` (${filters.join(', ')})` : '';
}
