// An admin's uploaded CSV of dates (the import modal's file_input): found with files.info and downloaded from its
// url_private_download with the bot token (scope files:read), as Slack requires of a private file.
import type { WebClient } from '@slack/web-api';
import { z } from 'zod';
import { type Said, said } from '../../i18n/said.js';

/** Far more than 2,000 lines of e-mail and two dates; a bigger file is not a dates CSV. */
const MAX_CSV_BYTES = 1024 * 1024;
const DOWNLOAD_MS = 10_000;

const info = z.object({ file: z.object({ name: z.string(), size: z.number(), url_private_download: z.string() }) });

/** The file's text, or why it can't be imported, a sentence for the admin. */
export async function uploadedCsv(slack: WebClient, botToken: string, fileId: string): Promise<{ text: string } | { refused: Said }> {
  const { file } = info.parse(await slack.files.info({ file: fileId }));
  if (!/\.csv$/i.test(file.name)) return { refused: said('celebrations.fileNotCsv', { name: file.name }) };
  if (file.size > MAX_CSV_BYTES) return { refused: said('celebrations.fileTooBig', { name: file.name, kb: Math.ceil(file.size / 1024), lines: 2000 }) };
  const response = await fetch(file.url_private_download, { headers: { authorization: `Bearer ${botToken}` }, signal: AbortSignal.timeout(DOWNLOAD_MS) });
  // Without access Slack answers its sign-in page (HTML, status 200) instead of the file.
  if (!response.ok || /text\/html/i.test(response.headers.get('content-type') ?? ''))
    return { refused: said('celebrations.fileNotHanded', { name: file.name, status: String(response.status) }) };
  return { text: await response.text() };
}
