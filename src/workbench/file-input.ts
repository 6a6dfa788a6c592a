// file_input as Slack runs it: a file the person picks is kept by the workspace, described in view.state and by
// files.info as Slack describes a file, and downloadable at its url_private_download only with a bot token.
import type { ServerResponse } from 'node:http';

/** Slack's limit on a file picked in a file_input. */
export const MAX_FILE_INPUT_BYTES = 10 * 1024 * 1024;

type KeptFile = { id: string; name: string; title: string; bytes?: Buffer; user?: string };

const extension = (name: string) => (/\.([A-Za-z0-9]+)$/.exec(name)?.[1] ?? '').toLowerCase();

/** A file as Slack describes it (files.info, and each of a file_input's `files` in view.state). */
export function slackFile(baseUrl: string, f: KeptFile) {
  const ext = extension(f.name);
  const path = `${baseUrl}/files-pri/${f.id}`;
  return {
    id: f.id,
    name: f.name,
    title: f.title,
    ...(f.user ? { user: f.user } : {}),
    mimetype: ext === 'csv' ? 'text/csv' : 'application/octet-stream',
    filetype: ext || 'binary',
    size: f.bytes?.length ?? 0,
    is_external: false,
    url_private: `${path}/${encodeURIComponent(f.name)}`,
    url_private_download: `${path}/download/${encodeURIComponent(f.name)}`,
  };
}

/** The file id in a url_private(_download) path (`/files-pri/{id}/…`). */
export const privateFileId = (path: string) => path.split('/')[2] ?? '';

/** A private file's bytes for a request that holds the bot token; without it Slack answers its sign-in page
 *  (HTML, status 200), not the file — so `file` is undefined when the token does not reach it. */
export function servePrivateFile(res: ServerResponse, file: KeptFile | undefined): void {
  if (!file?.bytes)
    return void res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><title>Slack</title><p>Sign in to your workspace to see this file.</p>');
  res
    .writeHead(200, {
      'content-type': extension(file.name) === 'csv' ? 'text/csv' : 'application/octet-stream',
      'content-disposition': `attachment; filename="${file.name.replace(/"/g, '')}"`,
    })
    .end(file.bytes);
}
