// What the workbench's own page sends when it acts (app.js's post): a JSON POST with its own Origin, as Chromium sends
// it — for tests that drive the workbench without a browser.
export const asThePage = (workbenchUrl: string, path: string, body: unknown) =>
  fetch(`${workbenchUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: workbenchUrl }, body: JSON.stringify(body) });
