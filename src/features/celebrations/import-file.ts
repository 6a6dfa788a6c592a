// An admin's uploaded CSV of dates (the import modal's file_input): found with files.info and downloaded from its
// url_private_download with the bot token (scope files:read), as Slack requires of a private file.
import type { WebClient } from '@slack/web-api';
import { z } from 'zod';

/** Far more than 2,000 lines of e-mail and two dates; a bigger file is not a dates CSV. */
const MAX_CSV_BYTES = 1024 * 1024;
const DOWNLOAD_MS = 10_000;

const info = z.object({ file: z.object({ name: z.string(), size: z.number(), url_private_download: z.string() }) });

/** The file's text, or why it can't be imported, in words for the admin. */
export async function uploadedCsv(slack: WebClient, botToken: string, fileId: string): Promise<{ text: string } | { refused: string }> {
  const { file } = info.parse(await slack.files.info({ file: fileId }));
  if (!/\.csv$/i.test(file.name)) return { refused: `${file.name} is not a .csv file.` };
  if (file.size > MAX_CSV_BYTES)
    return { refused: `${file.name} is ${Math.ceil(file.size / 1024).toLocaleString('en')} KB: a dates CSV of 2,000 lines is far smaller.` };
  const response = await fetch(file.url_private_download, { headers: { authorization: `Bearer ${botToken}` }, signal: AbortSignal.timeout(DOWNLOAD_MS) });
  // Without access Slack answers its sign-in page (HTML, status 200) instead of the file.
  if (!response.ok || /text\/html/i.test(response.headers.get('content-type') ?? ''))
    return { refused: `Slack did not hand over ${file.name} (HTTP ${response.status}); try again, or ask whoever installed Kudos to reinstall it.` };
  return { text: await response.text() };
}
