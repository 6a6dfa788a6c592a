// The reactions namespace in English (en), the source every other language translates.
export const reactions = {
  notAdmin: 'Only admins can change the giving emoji. `/kudos reactions` shows it.',
  current: 'React to a message with :{emoji}: to give its author {coins}, once per message. Removing the reaction doesn’t take them back.',
  adminsChange: 'Admins change it with `/kudos reactions :emoji: coins`, e.g. `/kudos reactions :taco: 3`.',
  notAnEmoji: '`{emoji}` isn’t an emoji.',
  overMax: 'A reaction can give at most {coins}, this workspace’s per-kudos maximum (Giving rules in `/kudos setup`). Choose {max} or less.',
  set: 'From now on :{emoji}: on a message gives its author {coins}.',
  onAppMessage: ':{emoji}: on an app’s message gives nothing: coins go to people. React to a person’s message instead.',
  authorUnknown: 'I couldn’t tell whose message that is, so no coins were given. If it is in a private channel, invite me there with `/invite @Kudos`.',
  onOwnMessage: ':{emoji}: on your own message gives nothing — kudos can’t go to yourself.',
};
