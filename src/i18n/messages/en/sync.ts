// The sync namespace in English (en), the source every other language translates.
export const sync = {
  reading: ':hourglass_flowing_sand: Reading the Slack directory…',
  alreadyRunning: 'A directory sync is already running. One at a time: its progress is in the DM of whoever started it.',
  alreadyRunningBy:
    'A directory sync is already running ({sent} of {people} sent, started by <@{adminId}>). One at a time: its progress is in the DM of whoever started it.',
  started: '{dryRun, select, yes {Dry run started — progress is in your DM with me.} other {Directory sync started — progress is in your DM with me.}}',
  progress:
    '{next, select, waiting {:arrows_counterclockwise: Syncing the directory: {sent} of {people} sent — next batch in {seconds} s} retrying {:arrows_counterclockwise: Syncing the directory: {sent} of {people} sent — the service did not answer; trying batch {batch} again} other {:arrows_counterclockwise: Syncing the directory: {sent} of {people} sent — sending batch {batch} of {batches}}}',
  stoppedAt:
    ':warning: The directory sync stopped at batch {batch} of {batches}: {reason} Run `/kudos sync` again to start over; people already imported are skipped.',
  stoppedReading: ':warning: The directory sync stopped: {reason}',
  finished:
    ':white_check_mark: Directory sync finished: {imported} imported, {updated} updated, {skipped} skipped (already in the directory), {failed} failed.',
  leftOut: 'Left out: {list}.',
  leftOutCount:
    '{reason, select, Slackbot {{count, plural, other {# Slackbot}}} bot {{count, plural, one {# bot} other {# bots}}} deactivated {{count, plural, other {# deactivated}}} guest {{count, plural, one {# guest} other {# guests}}} other {{count, plural, one {# second account} other {# second accounts}}}}',
  dryRunChecking: ':mag: Dry run: checking who is already in the directory… {done} of {total}',
  dryRunWould:
    '{update, select, yes {:mag: Dry run — nothing was sent. A sync now would import {fresh, plural, one {# new person} other {# new people}} and update {existing, plural, one {# already in the directory} other {# already in the directory}} from Slack.} other {:mag: Dry run — nothing was sent. A sync now would import {fresh, plural, one {# new person} other {# new people}} and leave {existing, plural, one {# already in the directory} other {# already in the directory}} unchanged (`--update` would update them from Slack).}}',
  dryRunRefused: 'The service would refuse {count, number}: {list}.',
  dryRunNoEmail: '{count, plural, one {# can’t be sent (no e-mail).} other {# can’t be sent (no e-mail).}}',
  problemFirstNameBlank: 'first_name is empty or starts or ends with a space',
  problemTooLong: '{field} must be at most {max, number} characters',
  problemLastNameMissing: 'last_name is required',
  problemManager: 'manager {email} is neither in the directory nor in this sync',
  reasonNoEmail: 'no e-mail address visible in Slack',
  column: '{column, select, email {email} name {name} reason {reason} other {{column}}}',
  failedFileTitle: 'Directory sync: failed rows',
  failedFileComment:
    '{count, plural, one {# person could not be imported; the reason is in the file.} other {# people could not be imported; the reasons are in the file.}}',
};
