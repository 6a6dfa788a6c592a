// Celebrations' flows: a person saves their own dates and opt-outs; an admin imports pasted or uploaded CSV (each
// line's problem reported, opt-outs untouched), exports what is stored as a CSV file in their DM, and saves the settings.
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KnownBlock } from '@slack/types';
import { peopleNamed } from '../../directory/people-named.js';
import type { FeatureDeps } from '../../slack/deps.js';
import type { FlowContext, ReplyMessage } from '../../slack/feature.js';
import { dmChannel, uploadFile } from '../../slack/files/upload.js';
import { workspaceKey } from '../../store/workspaces.js';
import { said } from '../../i18n/said.js';
import { escapeText, section } from '../../ui/blocks.js';
import { spreadsheetSafe } from '../../ui/csv-safe.js';
import type { Translator } from '../../i18n/translator.js';
import { type CalendarDate, calendarDate, dateText, localDate, monthDayDate, monthDayText } from './dates.js';
import { lineProblemText, readImport } from './import-csv.js';
import { uploadedCsv } from './import-file.js';

export type CelebrateDeps = Pick<FeatureDeps, 'celebrationDates' | 'celebrationSettings' | 'directory' | 'rosters' | 'workspaces' | 'log' | 'now'>;

/** The latest date it is anywhere now (UTC+14, Kiritimati): a start date after it is in the future for everyone, and
 *  today passes wherever the person is (the workspace's zone refused a start today for someone further east). */
export function latestToday(deps: Pick<CelebrateDeps, 'now'>): CalendarDate {
  return localDate(deps.now(), 'Pacific/Kiritimati');
}

/** A stored birthday (`MM-DD`) and start date (`YYYY-MM-DD`) as the person reads them: "14 March", "1 Sept 2021". */
export function datesSaid(t: Translator, dates: { birthday?: string | undefined; start?: string | undefined }): { birthday?: string; start?: string } {
  const b = dates.birthday?.split('-').map(Number);
  const st = dates.start?.split('-').map(Number);
  return {
    ...(b && b.length === 2 ? { birthday: t.date(monthDayDate({ month: b[0]!, day: b[1]! }), 'month') } : {}),
    ...(st && st.length === 3 ? { start: t.date(calendarDate({ year: st[0]!, month: st[1]!, day: st[2]! }), 'day') } : {}),
  };
}

export async function saveMine(
  t: Translator,
  ctx: FlowContext<CelebrateDeps, 'workspace' | 'userId'>,
  mine: { birthday?: string; start?: string; optOuts: { birthday: boolean; anniversary: boolean } },
): Promise<string> {
  const { birthday, start, optOuts } = mine;
  await ctx.deps.celebrationDates.setDates(ctx.workspace, ctx.userId, { ...(birthday ? { birthday } : {}), ...(start ? { start } : {}), source: 'person' });
  await ctx.deps.celebrationDates.setOptOuts(ctx.workspace, ctx.userId, optOuts);
  const shown = datesSaid(t, { birthday, start });
  return t.t('celebrations.savedMine', {
    birthday: shown.birthday ?? '',
    start: shown.start ?? '',
    birthdayOff: optOuts.birthday ? 'yes' : 'no',
    startOff: optOuts.anniversary ? 'yes' : 'no',
    hasBirthday: birthday ? 'yes' : 'no',
    hasStart: start ? 'yes' : 'no',
  });
}

const MAX_SHOWN_PROBLEMS = 200;
/** Tier 3's burst: an import of more people than this is matched against the workspace's roster (users.list, 1,000 a
 *  page) instead of one users.lookupByEmail each, which for 2,000 lines would take some 40 minutes at 50 a minute. */
const LOOKUPS_AT_MOST = 25;

/** Finds each e-mail's Slack user, one look-up each for a few, the whole roster at once for many. */
async function slackUserFinder(ctx: FlowContext<CelebrateDeps, 'workspace' | 'slack'>, count: number): Promise<(email: string) => Promise<string | undefined>> {
  if (count <= LOOKUPS_AT_MOST) return (email) => ctx.deps.directory.userIdFor(ctx.slack, ctx.workspace, email).catch(() => undefined);
  const { userOf } = await ctx.deps.rosters.of(ctx.slack, ctx.workspace);
  return async (email) => userOf.get(email);
}

/** Imports the pasted or uploaded CSV; the answer lists every line's problem (the first 200 in the modal, all in the log). */
export async function importDates(
  t: Translator,
  ctx: FlowContext<CelebrateDeps, 'workspace' | 'userId' | 'slack' | 'botToken'>,
  input: { csv: string } | { fileId: string },
): Promise<KnownBlock[]> {
  const csv = 'csv' in input ? { text: input.csv } : await uploadedCsv(ctx.slack, ctx.botToken, input.fileId);
  if ('refused' in csv) return [section(`:warning: ${escapeText(t.said(csv.refused))}`)];
  const reading = readImport(csv.text, latestToday(ctx.deps), [t.t('celebrations.csvEmail')]);
  if ('refused' in reading) return [section(`:warning: ${escapeText(t.said(reading.refused))}`)];
  const problems = [...reading.problems];
  let saved = 0;
  const userIdFor = await slackUserFinder(ctx, reading.rows.length);
  for (const row of reading.rows) {
    const userId = await userIdFor(row.email);
    if (!userId) {
      problems.push({ line: row.line, problem: said('celebrations.importNoSlackUser', { email: row.email }) });
      continue;
    }
    const before = (await ctx.deps.celebrationDates.get(ctx.workspace, userId)).dates;
    const birthday = row.birthday ? monthDayText(row.birthday) : before.birthday;
    const start = row.start ? dateText(row.start) : before.start;
    await ctx.deps.celebrationDates.setDates(ctx.workspace, userId, {
      ...(birthday ? { birthday } : {}),
      ...(start ? { start } : {}),
      source: 'import',
      email: row.email,
    });
    saved += 1;
  }
  problems.sort((a, b) => a.line - b.line);
  ctx.deps.log.info(`celebration import in ${workspaceKey(ctx.workspace)} by ${ctx.userId}: ${saved} saved, ${problems.length} lines refused`);
  const lines = problems
    .slice(0, MAX_SHOWN_PROBLEMS)
    .map((p) => t.t('celebrations.importLine', { line: String(p.line), problem: escapeText(lineProblemText(t, p)) }));
  const chunks: string[] = [];
  for (const line of lines)
    if (!chunks.length || chunks[chunks.length - 1]!.length + line.length > 2900) chunks.push(line);
    else chunks[chunks.length - 1] += `\n${line}`;
  return [
    section(t.t('celebrations.importDone', { saved, refused: problems.length })),
    ...chunks.slice(0, 40).map((c) => section(c)),
    ...(problems.length > MAX_SHOWN_PROBLEMS ? [section(t.t('celebrations.importMore', { count: problems.length - MAX_SHOWN_PROBLEMS }))] : []),
  ];
}

const csvCell = (text: string) => {
  const v = spreadsheetSafe(text);
  return /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
};

/** What is stored, as a CSV file in the admin's DM: Slack user with their name and e-mail (the imported e-mail, else
 *  Slack's), birthday, start date, opt-outs, source. */
export async function exportDates(t: Translator, ctx: FlowContext<CelebrateDeps, 'workspace' | 'userId' | 'slack'>): Promise<ReplyMessage> {
  const people = await ctx.deps.celebrationDates.everyone(ctx.workspace);
  const nameOf = await peopleNamed(
    ctx.deps,
    ctx.slack,
    ctx.workspace,
    people.map((p) => p.userId),
  );
  const rows = people.map((p) => {
    const named = nameOf(p.userId);
    return [
      p.userId,
      named.name,
      p.dates.email || named.email,
      p.dates.birthday ?? '',
      p.dates.start ?? '',
      p.optOuts.birthday ? t.t('celebrations.csvYes') : '',
      p.optOuts.anniversary ? t.t('celebrations.csvYes') : '',
      t.t('celebrations.csvSource', { source: p.dates.source }),
    ]
      .map(csvCell)
      .join(',');
  });
  const dir = await mkdtemp(join(tmpdir(), 'kudos-celebrations-'));
  try {
    const path = join(dir, 'celebrations.csv');
    // The columns in the admin's language, always in this order: Slack user, name, e-mail, birthday, start date, the two
    // opt-outs, source.
    const headers = (
      ['csvSlackUser', 'csvName', 'csvEmail', 'csvBirthday', 'csvStart', 'csvBirthdayOptOut', 'csvAnniversaryOptOut', 'csvSourceHeader'] as const
    ).map((k) => csvCell(t.t(`celebrations.${k}`)));
    await writeFile(path, `${[headers.join(','), ...rows].join('\n')}\n`);
    await uploadFile(ctx.slack, {
      path,
      filename: 'celebrations.csv',
      title: t.t('celebrations.exportTitle'),
      channelId: await dmChannel(ctx.slack, ctx.userId),
      comment: t.t('celebrations.exportComment', { count: people.length }),
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return { text: t.t('celebrations.exportDone', { count: people.length }) };
}
