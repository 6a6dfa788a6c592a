// Uploads a file from disk into a conversation the way Slack wants it now: files.getUploadURLExternal, the bytes
// streamed to the upload URL, files.completeUploadExternal. Streaming keeps memory flat for large exports.
import type { WebClient } from '@slack/web-api';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { request } from 'undici';
import { z } from 'zod';

export async function dmChannel(slack: WebClient, userId: string): Promise<string> {
  const opened = await slack.conversations.open({ users: userId });
  return z.object({ id: z.string() }).parse(opened.channel).id;
}

export async function uploadFile(
  slack: WebClient,
  file: { path: string; filename: string; title: string; channelId: string; comment?: string },
): Promise<string> {
  const { size } = await stat(file.path);
  const ticket = z
    .object({ upload_url: z.string(), file_id: z.string() })
    .parse(await slack.files.getUploadURLExternal({ filename: file.filename, length: size }));
  const sent = await request(ticket.upload_url, { method: 'POST', body: createReadStream(file.path), headers: { 'content-length': String(size) } });
  await sent.body.dump();
  if (sent.statusCode !== 200) throw new Error(`Slack refused the upload (HTTP ${sent.statusCode}).`);
  await slack.files.completeUploadExternal({
    files: [{ id: ticket.file_id, title: file.title }],
    channel_id: file.channelId,
    ...(file.comment ? { initial_comment: file.comment } : {}),
  });
  return ticket.file_id;
}
