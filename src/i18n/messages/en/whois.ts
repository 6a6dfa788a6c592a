// The whois namespace in English (en), the source every other language translates.
export const whois = {
  notAdmin: 'Looking people up by e-mail is for Kudos admins. Use `/kudos whois @person`.',
  bot: '<@{userId}> is a bot: it has no directory record.',
  unmappedTeam: '{teamId} (no user group mapped to it in `/kudos setup`)',
  email: 'E-mail',
  slack: 'Slack',
  team: 'Team',
  role: 'Role',
  impactRating: 'Impact rating',
  status: 'Status',
};
