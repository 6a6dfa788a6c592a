// The weekly digest on the page: an admin previews it (only they see it), clicks "Post now", and the digest shows in
// #general (the demo's digest channel) for everyone, with the week's kudos.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA, MAYA, TOM, command as type, newcomer, screenshot, workbenchAndBrowser } from './support.js';

const started = workbenchAndBrowser();
let page: Page;
const messages = () => page.locator('#messages');

describe('the weekly digest in the workbench', () => {
  it('an admin previews it and posts it now; everyone sees it in #general', async () => {
    page = await newcomer(started, MAYA);
    const previews = page.locator('.message', { hasText: 'only you see this' });
    const posted = page.locator('.message:not(.ephemeral)', { hasText: 'Kudos this week' });
    // From Monday 09:00 (UTC, the demo's clock) to Sunday the last week's digest is due; until it is out, the preview
    // and Post now are about it. Out, the preview is of the coming week, with the kudos so far.
    await type(page, '/kudos digest preview');
    await expect.poll(() => previews.last().innerText()).toContain('Kudos this week');
    if ((await previews.last().innerText()).includes('has not gone out yet')) {
      const before = await posted.count();
      await previews.last().getByRole('button', { name: 'Post now' }).click();
      await expect.poll(() => posted.count()).toBe(before + 1);
    }

    page = await newcomer(started, ANA);
    await type(page, '/kudos @tom.hughes 10 for the digest demo');
    await expect.poll(() => messages().innerText()).toContain('You sent 10 coins to @Tom Hughes');

    page = await newcomer(started, MAYA);
    await type(page, '/kudos digest preview');
    const preview = page.locator('.message', { hasText: 'only you see this' }).last();
    await expect.poll(() => preview.innerText()).toContain('the digest demo');
    expect(await preview.innerText()).toContain('The weekly digest goes to');
    const before = await posted.count();
    await preview.getByRole('button', { name: 'Post now' }).click();
    await expect.poll(() => messages().innerText()).toContain('Posted the weekly digest in');
    await expect.poll(() => posted.count()).toBe(before + 1);

    page = await newcomer(started, TOM);
    const seen = page.locator('.message:not(.ephemeral)', { hasText: 'Kudos this week' }).last();
    await expect.poll(() => seen.innerText()).toContain('Tom Hughes');
    expect(await messages().innerText()).not.toContain('only you see this');
    await seen.scrollIntoViewIfNeeded();
    await screenshot(page, 'workbench-digest');
  });
});
