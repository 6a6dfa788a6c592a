// The Marketplace's privacy and support pages: served by the app at /privacy and /support from templates an operator
// edits, with the operator's name and contact from the env (escaped), an edit showing without a restart.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../support/app-harness.js';

const dir = mkdtempSync(join(tmpdir(), 'kudos-pages-'));
cpSync(new URL('../../pages/', import.meta.url), dir, { recursive: true });
const h = useHarness({ env: { OPERATOR_NAME: 'Acme <IT> & Co', OPERATOR_CONTACT: 'it-help@acme.test', PAGES_DIR: dir } });

const get = async (path: string) => {
  const r = await fetch(`${h.current.url}${path}`);
  return { status: r.status, type: r.headers.get('content-type'), text: await r.text() };
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
    expect(page).toContain("your company's records");
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
});
