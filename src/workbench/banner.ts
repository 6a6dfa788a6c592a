// What `npm start` prints when it opens the workbench: where to open the page, and where the app's readiness and
// metrics answer (the workbench's own address; the app's port is a random one, printed for completeness).
export function workbenchBanner(workbenchUrl: string, appUrl: string): string {
  return [
    `Kudos workbench: ${workbenchUrl}/`,
    '  No Slack credentials, so the app runs against a local Slack-like page with the demo company.',
    '  Pick who you are, then try `/kudos @tom.hughes 10 for the launch` or the ⚡ shortcuts.',
    `  Readiness: ${workbenchUrl}/readyz · metrics: ${workbenchUrl}/metrics (passed through to the app at ${appUrl}).`,
    '  To connect a real workspace set SLACK_BOT_TOKEN and SLACK_SIGNING_SECRET (or SLACK_APP_TOKEN): see README.md.',
  ].join('\n');
}
