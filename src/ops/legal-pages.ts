// GET (and HEAD) /privacy and /support: the pages Slack's Marketplace asks an app to link to, from HTML templates an
// operator edits (pages/privacy.html, pages/support.html), in the reader's language (page-language.ts: `?lang=`, else
// the browser's, else English). In a template, {{t:key}} is the message `pages.key` in that language, {{LANG}} the
// language's tag, {{LANGUAGES}} the links to the page in each language, {{OPERATOR_NAME}} and {{OPERATOR_CONTACT}} the
// operator's name and contact from the env. An operator who writes a page of their own for one language puts it next
// to the template as privacy.<language>.html (privacy.de.html, support.pt-BR.html); it is served for that language.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pages as source } from '../i18n/messages/en/pages.js';
import { LOCALES, LOCALE_NAMES, type Locale } from '../i18n/locales.js';
import { type Translator, translatorFor } from '../i18n/translator.js';
import { escapeHtml } from '../ui/html.js';
import { pageLocale } from './page-language.js';
import type { OpsRoutes } from './routes.js';

export const LEGAL_PATHS = { '/privacy': 'privacy', '/support': 'support' } as const;
const DEFAULT_DIR = fileURLToPath(new URL('../../pages/', import.meta.url));

export type Operator = { name: string; contact: string; dir?: string | undefined };

/** The env's defaults (src/config.ts) when the operator set neither: said in the reader's language instead. */
// not-for-people: the English defaults of OPERATOR_NAME and OPERATOR_CONTACT, compared with, never shown
const UNNAMED = { name: 'the operator of this Kudos installation', contact: 'your Slack workspace administrator' };

/** A message as HTML: escaped, its `code` in backticks shown as code. */
const html = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

/** Links to the page in each language Kudos speaks, each named in its own language, the one shown marked. */
function languageLinks(t: Translator, path: string): string {
  const links = LOCALES.map((locale) => {
    const current = locale === t.locale ? ' aria-current="page"' : '';
    return `<a href="${escapeHtml(`${path}?lang=${encodeURIComponent(locale)}`)}" hreflang="${locale}" lang="${locale}"${current}>${escapeHtml(LOCALE_NAMES[locale])}</a>`;
  });
  return `<nav class="languages" aria-label="${escapeHtml(t.t('pages.languageSwitcher'))}">${links.join(' · ')}</nav>`;
}

const isPagesKey = (key: string): key is keyof typeof source => Object.hasOwn(source, key);

/** The template filled in the reader's language; every value escaped (the env's and the catalogue's are text, not HTML).
 *  A {{t:key}} the catalogue does not have is left out, and said to the log; so are the template's comments. */
export function fillTemplate(
  template: string,
  operator: Operator,
  t: Translator = translatorFor(),
  path = '/privacy',
  warn: (line: string) => void = () => {},
): string {
  const name = operator.name === UNNAMED.name ? t.t('pages.operatorUnnamed') : operator.name;
  const contact = operator.contact === UNNAMED.contact ? t.t('pages.contactUnnamed') : operator.contact;
  const fills: Record<string, () => string> = {
    LANG: () => escapeHtml(t.locale),
    LANGUAGES: () => languageLinks(t, path),
    OPERATOR_NAME: () => escapeHtml(name),
    OPERATOR_CONTACT: () => escapeHtml(contact),
  };
  // One pass: what a value brings in (an operator's name with braces in it) is not read as a placeholder again. A
  // comment (the template's notes to the operator, which name the placeholders) is left out of the page.
  return template.replace(/<!--[\s\S]*?-->\n?|\{\{(t:\w+|[A-Z_]+)\}\}/g, (marker, what: string | undefined) => {
    if (what === undefined) return '';
    if (!what.startsWith('t:')) return fills[what]?.() ?? marker;
    const key = what.slice(2);
    if (isPagesKey(key)) return html(t.t(`pages.${key}`, { operator: name, contact }));
    warn(`${path}: the template asks for ${marker}, which is no message of the pages namespace`);
    return '';
  });
}

/** The operator's own page for this language when there is one, else the template. */
async function templateOf(dir: string, page: string, locale: Locale): Promise<string> {
  try {
    return await readFile(join(dir, `${page}.${locale}.html`), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return readFile(join(dir, `${page}.html`), 'utf8');
  }
}

/** Read at each request, so an operator's edit shows without a restart. HEAD answers as GET does without the body
 *  (node's server leaves it out): link checkers, a Marketplace review's among them, ask with HEAD. */
export function legalPages(operator: Operator, warn: (line: string) => void): OpsRoutes {
  return (req, res, path) => {
    const page = LEGAL_PATHS[path as keyof typeof LEGAL_PATHS];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !page) return false;
    const t = translatorFor(pageLocale(req));
    templateOf(operator.dir ?? DEFAULT_DIR, page, t.locale)
      .then((template) =>
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-language': t.locale, vary: 'Accept-Language' })
          .end(fillTemplate(template, operator, t, path, warn)),
      )
      .catch((error: Error) => {
        warn(`${path}: the template ${page}.html cannot be read (${error.message})`);
        res.writeHead(500).end();
      });
    return true;
  };
}
