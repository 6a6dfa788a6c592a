// The pages namespace in English, the source every other language translates: the web pages a person opens in a
// browser (privacy, support, the end of an install that did not finish). Text in backticks is shown as code.
export const pages = {
  pageTitle: '{title} · Kudos',
  languageSwitcher: 'Language',
  operatorUnnamed: 'the operator of this Kudos installation',
  contactUnnamed: 'your Slack workspace administrator',

  privacyTitle: 'Kudos for Slack — Privacy',
  privacyIntro: 'This installation of Kudos is run by {operator}. Questions and requests: {contact}.',
  privacyKeepsHeading: 'What the app keeps',
  privacyKeepsInstallation: 'The workspace’s installation (its bot token), sealed with an encryption key.',
  privacyKeepsSettings:
    'Settings an admin chose: the engagement service’s API key (sealed), feed and digest channels, giving rules, values, the workspace’s default language.',
  privacyKeepsPerPerson:
    'Per person: the language they chose in App Home, how many coins they spent in the current period, and short-lived caches of their Slack profile (name, e-mail, time zone) to match them to the company’s member directory.',
  privacyKeepsSummary: 'Which managers asked for the monthly summary of their team’s kudos by DM.',
  privacyKeepsCelebrations:
    'Celebrations: each person’s birthday (day and month only, never the year) and work start date, given by them or imported by an admin, and whether they asked not to have either celebrated.',
  privacyKeepsRewards:
    'Rewards: each person’s coin balance, the ledger of every change to it (amount, by whom, why), their reward requests with each step and the notes they typed, and how often they redeemed a reward that has a limit.',
  privacyKeepsReviews:
    'Reviews: review presets (who saved each one, and the teams and members, by e-mail, it covers), and a team review’s draft between the steps of its form, kept for a day.',
  privacyKeepsRecognitions:
    'A copy of the last 400 days of kudos, read from the engagement service for leaderboards, the weekly digest and the Insights dashboard (giver, receivers by e-mail, coins, reason, date), with the names, teams and managers of the company’s directory.',
  privacyNotKeptHeading: 'What the app does not keep',
  privacyNotKept:
    'Kudos, feedback and reviews are stored by your company’s engagement service, under your company’s API key: they are your company’s records, not the app’s, and your company decides how long they are kept.',
  privacyDeletionHeading: 'Deletion',
  privacyDeletionUninstall: 'Uninstalling the app deletes everything the app keeps for the workspace.',
  privacyDeletionOnRequest:
    'On request (see /support), the operator of this installation deletes a person’s data in the app with `npm run forget`: the language they chose, their celebration dates and opt-outs, their monthly-summary choice, their coin counts, their e-mail link and admin role, and them in the copy of the kudos (what they received, their name, their directory entry; kudos they gave stay counted for their receivers, without them as giver).',
  privacyDeletionKept:
    'Kept after such a request: their rewards balance, ledger and requests, the company’s book of what it gave them and still owes them (deleted with the workspace on uninstall); review presets that name them; and the kudos, feedback and reviews in the engagement service: erasing those is your company’s decision, made there. A review draft lapses within a day.',
  privacyDeletionDeactivated: 'A person deactivated in Slack is no longer shown on leaderboards or in digests.',

  supportTitle: 'Kudos for Slack — Support',
  supportIntro: 'This installation of Kudos is run by {operator}. Contact: {contact}.',
  supportHelp: 'In Slack, `/kudos help` lists every command with examples.',
  supportSetup: 'Admins connect the workspace with `/kudos setup`.',
  supportRemove: 'To remove the app and its data, uninstall it from your workspace’s app settings.',

  installAgain: 'Start the install again',
  installExpiredTitle: 'This install link expired',
  installExpired: 'An install must be finished within {minutes, plural, one {# minute} other {# minutes}} of starting it. Nothing was installed.',
  installUsedTitle: 'This install link was already used',
  installUsed: 'Each install link works once, and this one has been used. Nothing was installed.',
  installInvalidTitle: 'This install link is not valid',
  installInvalid: 'Kudos did not issue this link, or it was changed on the way. Nothing was installed.',
  installOtherBrowserTitle: 'This install was started in another browser',
  installOtherBrowser:
    'The link back from Slack does not match the install this browser started (it was opened in another browser, or this browser blocked or lost its cookie). Nothing was installed.',
  installCancelledTitle: 'You cancelled the install',
  installCancelled: 'Kudos was not added to a workspace: the install was cancelled on Slack’s page. Nothing was installed.',
  installNotStartedTitle: 'The install could not start',
  installNotStarted: 'Kudos could not prepare the install (its store did not answer). Nothing was installed. Try again in a minute.',
  installIncompleteTitle: 'This link is incomplete',
  installIncomplete: 'The link back from Slack has no state, so Kudos cannot tell that this browser started the install. Nothing was installed.',
  installNotAuthorizedTitle: 'Slack did not authorize the install',
  installSlackAnswered: 'Slack answered “{answer}”. Nothing was installed.',
  installNoCode: 'The link back from Slack has no authorization code. Nothing was installed.',
  installCodeRefusedTitle: 'Slack refused the authorization code',
  installCodeRefused: 'The code Slack gave for this install was already used or has expired ({code}). Nothing was installed.',
  installSettingsTitle: 'Slack did not accept this app’s settings',
  installSettings:
    'Slack answered “{code}”, so the install could not finish. Nothing was installed. Tell whoever runs Kudos: SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and the redirect URL must be those of the app at api.slack.com.',
  installRefusedTitle: 'Slack refused the install',
  installRefused: 'Slack answered “{code}”, so the install could not finish. Nothing was installed.',
  installUnreachableTitle: 'Slack could not be reached',
  installUnreachable: 'Kudos could not reach Slack to finish the install. Nothing was installed. Try again in a minute.',
  installFailedTitle: 'The install could not be finished',
  installFailed:
    'Something failed on Kudos’s side while finishing the install, so it may not have been saved. Try again in a minute; if it keeps failing, tell whoever runs Kudos.',
};
