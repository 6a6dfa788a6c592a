// GET (and HEAD) /privacy and /support: the pages Slack's Marketplace asks an app to link to, from HTML templates an operator
// edits (pages/privacy.html, pages/support.html), with {{OPERATOR_NAME}} and {{OPERATOR_CONTACT}} filled from the env.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpsRoutes } from './routes.js';

export const LEGAL_PATHS = { '/privacy': 'privacy.html', '/support': 'support.html' } as const;
const DEFAULT_DIR = fileURLToPath(new URL('../../pages/', import.meta.url));

export type Operator = { name: string; contact: string; dir?: string | undefined };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The template with the operator's name and contact in it (escaped: they come from the env, not from HTML). */
export function fillTemplate(template: string, operator: Operator): string {
  return template.replaceAll('{{OPERATOR_NAME}}', escapeHtml(operator.name)).replaceAll('{{OPERATOR_CONTACT}}', escapeHtml(operator.contact));
}

/** Read at each request, so an operator's edit shows without a restart. HEAD answers as GET does without the body
 *  (node's server leaves it out): link checkers, a Marketplace review's among them, ask with HEAD. */
export function legalPages(operator: Operator, warn: (line: string) => void): OpsRoutes {
  return (req, res, path) => {
    const file = LEGAL_PATHS[path as keyof typeof LEGAL_PATHS];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !file) return false;
    readFile(join(operator.dir ?? DEFAULT_DIR, file), 'utf8')
      .then((template) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fillTemplate(template, operator)))
      .catch((error: Error) => {
        warn(`${path}: the template ${file} cannot be read (${error.message})`);
        res.writeHead(500).end();
      });
    return true;
  };
}
