// The directory namespace in English (en), the source every other language translates.
export const directory = {
  unknownUser: 'I can’t find the Slack user `{userId}` (<@{userId}>) in this workspace. Check the mention.',
  bot: '<@{userId}> is a bot; kudos are for people.',
  left: '<@{userId}> has left this workspace.',
  noEmail:
    'I can’t see an e-mail address for <@{userId}>{guest, select, yes { (a guest)} other {}}, so I can’t find them in the company directory. An admin can match them with `/kudos link @person name@company.com`.',
};
