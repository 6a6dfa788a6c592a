// The townhall namespace in English (en), the source every other language translates.
export const townhall = {
  unknownFlag: 'I don’t know `--{flag}` here. Use `/kudos townhall [topic] [--from 2026-10-01] [--to 2026-10-31]`.',
  generated: 'Generated {when} UTC from the engagement service.',
  postButton: 'Post to channel',
  onlyYou: 'Only you can see this preview.',
  expired: 'This preview has expired. Run `/kudos townhall` again.',
  postedAlready: 'This town hall digest was posted already in <#{channel}>.',
  postFailedInvite: ':warning: I couldn’t post in <#{channel}>: invite me there with `/invite @Kudos`.',
  postFailed: ':warning: I couldn’t post in <#{channel}> ({code, select, none {Slack error} other {{code}}}).',
  posted: ':white_check_mark: Posted “{title}” in <#{channel}>.',
};
