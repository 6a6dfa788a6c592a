// The Marketplace's privacy and support pages: served by the app at /privacy and /support from templates an operator
// edits, with the operator's name and contact from the env (escaped), an edit showing without a restart; in the
// reader's language (`?lang=`, else the browser's Accept-Language, else English), with links to the other languages.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../src/i18n/translator.js';
import { fillTemplate } from '../../src/ops/legal-pages.js';
import { acceptedLocales } from '../../src/ops/page-language.js';
import { useHarness } from '../support/app-harness.js';

const dir = mkdtempSync(join(tmpdir(), 'kudos-pages-'));
cpSync(new URL('../../pages/', import.meta.url), dir, { recursive: true });
const h = useHarness({ env: { OPERATOR_NAME: 'Acme <IT> & Co', OPERATOR_CONTACT: 'it-help@acme.test', PAGES_DIR: dir } });

const get = async (path: string, acceptLanguage?: string) => {
  const r = await fetch(`${h.current.url}${path}`, acceptLanguage === undefined ? {} : { headers: { 'accept-language': acceptLanguage } });
  return { status: r.status, type: r.headers.get('content-type'), language: r.headers.get('content-language'), text: await r.text() };
};

describe('privacy and support pages', () => {
  it.each(['/privacy', '/support'])('%s is served as HTML with the operator’s name and contact', async (path) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.text).toContain('Acme &#60;IT&#62; &#38; Co');
    expect(page.text).toContain('it-help@acme.test');
    expect(page.text).not.toContain('{{OPERATOR');
  });

  it('the privacy page says what is deleted and what is the company’s', async () => {
    const page = (await get('/privacy')).text;
    expect(page).toContain('Uninstalling the app deletes everything the app keeps');
    expect(page).toContain('your company’s records');
  });

  it('the privacy notice names each person’s chosen language and birthday (English and German)', async () => {
    const english = (await get('/privacy')).text;
    expect(english).toContain('the language they chose in App Home');
    expect(english).toContain('birthday (day and month only, never the year)');
    const german = (await get('/privacy?lang=de')).text;
    expect(german).toContain('die Sprache, die sie auf der Startseite von Kudos gewählt hat');
    expect(german).toContain('der Geburtstag jeder Person (nur Tag und Monat, nie das Jahr)');
  });

  it('shows an operator’s edit of the template at once', async () => {
    const file = join(dir, 'support.html');
    writeFileSync(file, readFileSync(file, 'utf8').replace('</ul>', '<li>Office hours: Tuesdays</li></ul>'));
    expect((await get('/support')).text).toContain('Office hours: Tuesdays');
  });

  it.each(['/privacy', '/support'])('answers HEAD on %s as GET, without the body (link checkers ask with HEAD)', async (path) => {
    const r = await fetch(`${h.current.url}${path}`, { method: 'HEAD' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/html');
    expect(await r.text()).toBe('');
  });

  it('answers 404 for other pages and refuses POST', async () => {
    expect((await get('/terms')).status).toBe(404);
    expect((await fetch(`${h.current.url}/privacy`, { method: 'POST' })).status).not.toBe(200);
  });

  it('/privacy?lang=de is the German notice, marked as German, with the operator’s name escaped', async () => {
    const page = await get('/privacy?lang=de');
    expect(page.status).toBe(200);
    expect(page.language).toBe('de');
    expect(page.text).toContain('<html lang="de">');
    expect(page.text).toContain('<h1>Kudos for Slack — Datenschutz</h1>');
    expect(page.text).toContain('Wird die App deinstalliert, wird alles gelöscht, was die App für den Workspace speichert.');
    expect(page.text).toContain('Diese Kudos-Installation wird von Acme &#60;IT&#62; &#38; Co betrieben.');
    expect(page.text).not.toContain('Uninstalling the app');
    expect(page.text).not.toMatch(/\{\{|\{[a-z]+\}/);
  });

  it('takes the browser’s language when no ?lang= is given: ja,en;q=0.5 is Japanese', async () => {
    const page = await get('/privacy', 'ja,en;q=0.5');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="ja">');
    expect(page.text).toContain('アプリが保存するもの');
    expect(page.text).not.toContain('What the app keeps');
  });

  it('reads q-values and regions: the most wanted language Kudos speaks wins; ?lang= wins over the header', async () => {
    expect((await get('/support', 'nl-NL, en;q=0.3, fr-CA;q=0.8')).text).toContain('<html lang="fr">');
    expect((await get('/support', 'de;q=0.2, pt;q=0.9')).text).toContain('<html lang="pt-BR">');
    expect((await get('/support?lang=es-MX', 'ja')).text).toContain('<html lang="es">');
    expect((await get('/support?lang=fr_CA')).text).toContain('<h1>Kudos for Slack — Assistance</h1>');
    expect((await get('/support?lang=pt')).text).toContain('<html lang="pt-BR">');
  });

  it.each([
    ['?lang=xx-garbage', undefined],
    ['?lang=%3Cscript%3E', 'zz, *'],
    ['', 'ja;q=oops, ;;;, *'],
    ['', `${'x'.repeat(2_000)},de`],
    ['?lang=', 'de;q=0'],
  ])('falls back to English, never an error (lang %j, Accept-Language %j)', async (query, header) => {
    const page = await get(`/privacy${query}`, header);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('Uninstalling the app deletes everything the app keeps');
    expect(page.text).not.toContain('<script>');
  });

  it('links to the page in each language, each named in its own, the one shown marked', async () => {
    const page = (await get('/support?lang=fr')).text;
    expect(page).toContain('<nav class="languages" aria-label="Langue">');
    for (const [tag, name] of [
      ['en', 'English'],
      ['es', 'Español'],
      ['pt-BR', 'Português (Brasil)'],
      ['de', 'Deutsch'],
      ['ja', '日本語'],
    ])
      expect(page).toContain(`<a href="/support?lang=${tag}" hreflang="${tag}" lang="${tag}">${name}</a>`);
    expect(page).toContain('<a href="/support?lang=fr" hreflang="fr" lang="fr" aria-current="page">Français</a>');
    expect(page).toContain('<code>/kudos help</code>');
  });

  it('serves an operator’s own page for one language (privacy.de.html) and the template for the others', async () => {
    const own = join(dir, 'privacy.de.html');
    writeFileSync(own, '<html lang="{{LANG}}"><body>Eigene Seite von {{OPERATOR_NAME}}</body></html>');
    try {
      expect((await get('/privacy', 'de')).text).toBe('<html lang="de"><body>Eigene Seite von Acme &#60;IT&#62; &#38; Co</body></html>');
      expect((await get('/privacy', 'fr')).text).toContain('Ce que l’application conserve');
    } finally {
      rmSync(own);
    }
  });
});

describe('a page’s words, filled in', () => {
  it('says the env’s default operator and contact in the reader’s language', () => {
    const unnamed = { name: 'the operator of this Kudos installation', contact: 'your Slack workspace administrator' };
    const german = fillTemplate('<p>{{t:privacyIntro}}</p>', unnamed, translatorFor('de'));
    expect(german).toBe(
      '<p>Diese Kudos-Installation wird von der zuständigen Stelle deines Unternehmens betrieben. Fragen und Anliegen: der Admin deines Slack-Workspaces.</p>',
    );
    expect(fillTemplate('{{t:privacyIntro}}', unnamed, translatorFor('en'))).toContain('run by the operator of this Kudos installation');
  });

  it('leaves out a message the catalogue does not have, and says so; leaves out the template’s comments, keeps an unknown marker as written', () => {
    const warnings: string[] = [];
    const page = fillTemplate(
      '<!-- {{t:key}} {{LANG}} --><p>{{t:nothingLikeThis}}</p>{{SOMETHING}}',
      { name: 'A', contact: 'B' },
      translatorFor('ja'),
      '/privacy',
      (line) => warnings.push(line),
    );
    expect(page).toBe('<p></p>{{SOMETHING}}');
    expect(warnings).toEqual(['/privacy: the template asks for {{t:nothingLikeThis}}, which is no message of the pages namespace']);
  });

  it('reads Accept-Language as browsers write it', () => {
    expect(acceptedLocales('ja,en;q=0.5')).toEqual(['ja', 'en']);
    expect(acceptedLocales('en-US;q=0.4, de-AT, es;q=0.9')).toEqual(['de', 'es', 'en']);
    expect(acceptedLocales('zh-CN, fr;q=0')).toEqual([]);
    expect(acceptedLocales('fr;q=2, de;q=-1, ja;q=abc, es')).toEqual(['es']);
    expect(acceptedLocales(undefined)).toEqual([]);
  });
});
