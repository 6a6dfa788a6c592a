// The failures namespace in English (en), the source every other language translates.
export const failures = {
  outcome:
    '{outcome, select, sent {Nothing was sent.} filed {Nothing was filed.} saved {Nothing was saved.} loaded {Nothing was loaded.} linked {Nothing was linked.} changed {Nothing was changed.} shown {There is nothing to show.} restNotSent {The rest was not sent.} moreNotSent {Nothing more was sent.} notSentYet {Nothing can be sent yet.} notSentNow {Nothing can be sent right now.} noForm {No form was opened.} noFile {No file was sent.} noDigest {No digest was made.} mayNotBeFiled {It may not have been filed.} profileNotLoaded {Your profile could not be loaded.} kudosNotLoaded {Your kudos could not be loaded.} leaderboardNotLoaded {The leaderboard could not be loaded.} feedbackNotLoaded {The feedback could not be loaded.} other {Nothing was done.}}',
  notConnected: 'This workspace is not connected to the engagement service yet. An admin can connect it with `/kudos setup`.',
  keyUnreadable: 'The stored API key can’t be read with the current ENCRYPTION_KEY; run `/kudos setup` to enter it again.',
  needsAdmin: 'Kudos needs an admin before it can be used again: ask a Kudos admin to run `/kudos setup` and enter the API key again.',
  recipientNotFound:
    '{count, plural, =0 {A recipient isn’t} one {{who} isn’t} other {{who} aren’t}} in the company directory. {then} Check the address, or ask an admin to add them (or match them with `/kudos link`).',
  wrongStage: 'The API key saved for this workspace belongs to the other stage (prod/dev). {then} An admin can fix it with `/kudos setup`.',
  unauthorized: 'The engagement service rejected this workspace’s API key. {then} An admin can enter a valid key with `/kudos setup`.',
  rateLimited: 'The engagement service is busy right now (rate limited). {then} {seconds, plural, =0 {Try again in a minute.} other {Try again in # s.}}',
  serviceSaid: 'The engagement service said: {said} {then}',
  refused: 'The engagement service refused it: {said} {then}',
  timeoutRead: 'The engagement service didn’t answer within {seconds} s. {then} Try again in a minute.',
  timeoutWrite:
    'The engagement service didn’t answer within {seconds} s, so I can’t tell whether it went through. I won’t repeat it on my own — check before trying again.',
  network: 'I couldn’t reach the engagement service. {then} Try again in a minute; if it keeps failing, tell an admin.',
  server: 'The engagement service failed ({status}) and didn’t confirm it. Try again in a minute; if it keeps failing, tell an admin.',
  ours: 'Something went wrong on our side. {then} Try again; if it keeps failing, tell an admin.',
};
