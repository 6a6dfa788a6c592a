// Survey exports (admins): questions or responses as CSV in the admin's DM, with a progress message updated in place,
// run as a background job (on Redis by whichever instance takes it; on SQLite in this process).
// Responses need an e-mail or a question; without either, every question's responses are exported one after another.
import type { WebClient } from '@slack/web-api';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EngagementClient, Question, SurveyResponse } from '../../engagement-client/index.js';
import type { Translator } from '../../i18n/translator.js';
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

/** The columns under their headers in the admin's language (English keeps the field names), in the same order. */
const headed = (t: Translator, columns: string[]) => columns.map((key) => ({ key, header: t.t('exports.column', { column: key }) }));

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
type ExportDeps = Pick<FeatureDeps, 'exportJobs' | 'jobs' | 'connections' | 'log' | 'now' | 'languages'>;
/** What carrying an export on needs (the job handler in ops/ runs it); `languages`: the admin's words. */
export type ContinueExportDeps = Pick<ExportDeps, 'exportJobs' | 'connections' | 'log' | 'now' | 'languages'>;

/** Posts the progress message in the admin's DM and queues the export: any instance may run it (see continueExport). */
export async function startExport(
  ctx: FlowContext<Pick<ExportDeps, 'exportJobs' | 'jobs'>, 'slack' | 'workspace' | 'userId' | 'words'>,
  spec: ExportSpec,
): Promise<void> {
  const { deps, slack, workspace: w, userId: adminId } = ctx;
  const t = await ctx.words();
  const channel = await dmChannel(slack, adminId);
  const progress = await slack.chat.postMessage({ channel, text: t.t('exports.progress', { kind: spec.kind, restarted: 'no' }) });
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
  // The progress, the file and its headers are in the words of the admin who asked for it.
  const t = await deps.languages.person(slack, job.workspace, job.adminId);
  const update = (text: string) => slack.chat.update({ channel, ts: job.progressTs, text }).catch((e: unknown) => deps.log.warn('export progress:', e));
  const done = (rows: number) => update(t.t('exports.done', { kind: spec.kind, count: rows, filters: describe(t, spec) }));
  if (job.sent) return void (await done(job.sent.rows));
  job.runs += 1;
  await deps.exportJobs.save(job);
  deps.log.info(`export ${job.id} of ${what} for ${job.adminId}: run ${job.runs}`);
  const restarted = job.runs > 1 ? 'yes' : 'no';
  if (job.runs > 1) await update(t.t('exports.progress', { kind: spec.kind, restarted }));
  const dir = await mkdtemp(join(tmpdir(), 'kudos-export-'));
  const file = join(dir, `${what}.csv`);
  let lastUpdate = Date.now();
  const onRow = (n: number) => {
    if (Date.now() - lastUpdate < PROGRESS_EVERY_MS) return;
    lastUpdate = Date.now();
    void update(t.t('exports.progressRows', { kind: spec.kind, count: n, restarted }));
  };
  const columns = headed(t, spec.kind === 'questions' ? QUESTION_COLUMNS : RESPONSE_COLUMNS);
  try {
    const { client } = await deps.connections.forWorkspace(job.workspace);
    const count =
      spec.kind === 'questions'
        ? await writeCsv(
            file,
            columns,
            mapRows(
              client.questions.all({ ...(spec.skill ? { skill: spec.skill } : {}), ...(spec.dimension ? { dimension: spec.dimension } : {}), limit: 250 }),
              questionRow,
            ),
            onRow,
          )
        : await writeCsv(file, columns, responsesOf(client, spec), onRow);
    // The file's date is the app's day (the workbench's demo clock); the progress updates' pace is real time.
    const stamp = deps.now().toISOString().slice(0, 10);
    await uploadFile(slack, {
      path: file,
      filename: `${what}-${stamp}.csv`,
      title: t.t('exports.fileTitle', { kind: spec.kind, date: stamp }),
      channelId: channel,
    });
    job.sent = { at: new Date().toISOString(), rows: count };
    await deps.exportJobs.save(job);
    metrics.jobChunks.inc({ job: 'export', outcome: 'ok' });
    await done(count);
  } catch (error) {
    metrics.jobFailures.inc({ job: 'export' });
    // not-for-people: a log line.
    logFailure(deps.log, `export of ${what} for ${job.adminId}`, error);
    await update(t.t('exports.stopped', { reason: explainFailure(t, error, 'noFile', false, 'admin') }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const whatOf = (spec: ExportSpec) => (spec.kind === 'questions' ? 'questions' : 'responses');

async function* mapRows<T, R>(source: AsyncIterable<T>, map: (t: T) => R): AsyncGenerator<R> {
  for await (const item of source) yield map(item);
}

/** The export's filters, as the done message names them after the count ('' when there are none). */
function describe(t: Translator, spec: ExportSpec): string {
  const given: [string, string | undefined][] =
    spec.kind === 'questions'
      ? [
          ['skill', spec.skill],
          ['dimension', spec.dimension],
        ]
      : [
          ['email', spec.email],
          ['question', spec.question],
          ['from', spec.from],
          ['to', spec.to],
        ];
  const filters = given.flatMap(([filter, value]) => (value ? [t.t('exports.filter', { filter, value })] : []));
  return filters.length ? t.t('exports.filters', { list: filters.join(', ') }) : '';
}
