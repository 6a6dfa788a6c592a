// The language of a web page, which has no Slack user to ask: `?lang=` (a link of the page's language switcher), else
// the browser's Accept-Language (its preferred language Kudos speaks), else English. Anything malformed is passed over,
// never an error.
import type { IncomingMessage } from 'node:http';
import { DEFAULT_LOCALE, type Locale, localeOf } from '../i18n/locales.js';

/** An Accept-Language header too long to be a browser's is not read (its parts would be parsed for nothing). */
const MAX_HEADER = 1_000;
const QUALITY = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i;

/** The languages of an Accept-Language header Kudos speaks, most wanted first (q=0 means "not this one"). A part
 *  whose quality cannot be read is left out; `*` says nothing about which language. */
export function acceptedLocales(header: string | undefined): Locale[] {
  if (!header || header.length > MAX_HEADER) return [];
  const wanted: { locale: Locale; q: number; at: number }[] = [];
  header.split(',').forEach((part, at) => {
    const [tag = '', ...params] = part.split(';').map((p) => p.trim());
    const quality = params.find((p) => /^q=/i.test(p));
    if (quality !== undefined && !QUALITY.test(quality)) return;
    const q = quality === undefined ? 1 : Number(quality.slice(2));
    const locale = localeOf(tag);
    if (locale && q > 0) wanted.push({ locale, q, at });
  });
  return wanted.sort((a, b) => b.q - a.q || a.at - b.at).map((w) => w.locale);
}

/** The language a page is shown in: the request's `?lang=`, else the browser's first language Kudos speaks, else English. */
export function pageLocale(req: IncomingMessage): Locale {
  let asked: string | null = null;
  try {
    asked = new URL(req.url ?? '/', 'http://localhost').searchParams.get('lang');
  } catch {
    // A request target URL cannot read: no `lang` asked for.
  }
  const header = req.headers['accept-language'];
  return localeOf(asked) ?? acceptedLocales(Array.isArray(header) ? header.join(',') : header)[0] ?? DEFAULT_LOCALE;
}
