// The dashboard's static files: its stylesheet and script from ./public, and chart.js's UMD build straight from
// node_modules (no CDN: the dashboard works where the app does, and no third party sees who looks at it).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ServerResponse } from 'node:http';

const PUBLIC = new URL('./public/', import.meta.url);
const CHART_JS = join(dirname(createRequire(import.meta.url).resolve('chart.js')), 'chart.umd.js');

/** A Map, not an object: `constructor` or `__proto__` must name no file. */
const FILES = new Map<string, [path: string | URL, type: string]>([
  ['dashboard.css', [new URL('dashboard.css', PUBLIC), 'text/css; charset=utf-8']],
  ['dashboard.js', [new URL('dashboard.js', PUBLIC), 'text/javascript; charset=utf-8']],
  ['chart.umd.js', [CHART_JS, 'text/javascript; charset=utf-8']],
]);

/** Answers GET /insights/assets/{name}; false when there is no such file. */
export async function serveAsset(res: ServerResponse, name: string): Promise<boolean> {
  const file = FILES.get(name);
  if (!file) return false;
  const bytes = await readFile(file[0]);
  res.writeHead(200, { 'content-type': file[1], 'cache-control': 'max-age=3600', 'x-content-type-options': 'nosniff' }).end(bytes);
  return true;
}
