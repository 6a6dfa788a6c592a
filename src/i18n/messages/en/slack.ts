// The slack namespace in English (en), the source every other language translates.
export const slack = {
  notAdmin: 'Only Slack workspace admins and owners (or people they name as Kudos admins) can do this. Ask one of them if something needs changing.',
  unreadableCommand: 'Slack sent this command without the fields I need. Please try again.',
  onlyCommand: 'I only answer {command}.',
  unreadableForm: 'Slack sent this form without the fields I need. Close it and open it again.',
  notKept: ':warning: Kudos could not take this request right now (its store did not answer), so nothing was sent. Please try again in a minute.',
  notInstalled: ':warning: Kudos is not installed in this workspace any more, so nothing was sent. Ask a Slack admin to install the app again.',
  close: 'Close',
  late: ':hourglass_flowing_sand: Sorry for the delay — Kudos restarted while doing this, and finished it now.',
  lateText: 'Sorry for the delay. {text}',
  done: 'Done.',
};
