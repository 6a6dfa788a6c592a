// The grammar namespace in English (en), the source every other language translates.
export const grammar = {
  amountRule: 'The amount must be a whole number of coins from {min, number} to {max, number}.',
  farTooLong: 'That command is far too long: a /kudos command is at most {max, number} characters, with a reason of at most {reasonMax, number}.',
  commandTooLong:
    'That command is {length, number} characters long: a /kudos command is at most {max, number} characters, with a reason of at most {reasonMax, number}.',
  fieldTooLong: 'This field is {length, number} characters long; it takes at most {max, number}.',
  reasonTooLong: 'The reason is {length, number} characters long; keep it to {max, number} characters.',
  reasonFarTooLong: 'The reason is over {max, number} characters long; keep it to {max, number} characters.',
  reasonControl: 'The reason holds an invisible control character ({control}), often left by pasted text, and can’t be sent. Remove it and try again.',
  tooManyPeople:
    'A kudos can name at most {max} people one by one (this one names {count, number}). To thank more, use a user group, `team:ID`, `cohort:ID` or `everyone`.',
  reactionsUsage: 'Use `/kudos reactions :emoji: coins`, with an emoji (custom ones too) and 1 to 1,000 coins, e.g. `/kudos reactions :taco: 3`.',
  hereOrChannel: 'Kudos can’t go to @here or @channel. Mention people or user groups, or write `everyone` to thank the whole company.',
  channel: 'Kudos go to people, not channels: mention people or user groups instead.',
  scopeNeedsId: '`{scope}:` needs an ID, for example `{example}:t100`.',
  unknownMention:
    'I don’t know “{word}”: it isn’t a person or user group in this workspace. Pick people from Slack’s @ suggestions so they become mentions, for example `/kudos @ana.lima @tom.hughes 10 for the launch`.',
  unknownOption: 'I don’t know the option `{option}`. The only option is `--private`, which keeps kudos out of the channel.',
  self: 'You can’t give kudos to yourself — but thank you for the enthusiasm! Mention someone else.',
  didYouMean: 'I don’t know `/kudos {typed}`. Did you mean `/kudos {meant}`? (`/kudos help` lists them all.)',
  whoToThank:
    'I couldn’t tell who to thank: “{word}” isn’t a person. Mention people with @, for example `/kudos @ana.lima @tom.hughes 10 for the launch`, or type `/kudos help`.',
  topOneEach:
    '{what, select, period {One period at a time: week, month, quarter or year.} board {One board at a time: givers or receivers.} value {One #value at a time.} other {One @user-group at a time.}} Use `/kudos top [week|month|quarter|year] [givers|receivers] [#value] [@user-group]`, for example `/kudos top week givers`.',
  topNotOnePerson:
    '`/kudos top` ranks everyone, or the people of a user group — not one person. Your own place is under every board. Use `/kudos top [week|month|quarter|year] [givers|receivers] [#value] [@user-group]`, for example `/kudos top week givers`.',
  topUnknownGroup:
    'I don’t know the user group “{word}”. Pick it from Slack’s @ suggestions so it becomes a mention. Use `/kudos top [week|month|quarter|year] [givers|receivers] [#value] [@user-group]`, for example `/kudos top week givers`.',
  topUnknownWord:
    'I don’t know “{word}” here. Use `/kudos top [week|month|quarter|year] [givers|receivers] [#value] [@user-group]`, for example `/kudos top week givers`.',
  celebrateUsage: 'Use `/kudos celebrate me` to set your birthday and work start date (admins: `/kudos celebrate import`, `export`, `settings`).',
  valuesUsage: 'Use `/kudos values` to see the company values (admins: `/kudos values edit`).',
  rewardsUsage: 'Use `/kudos rewards` to see the rewards you can redeem (admins: `/kudos rewards export`).',
  syncUsage: 'I don’t know `{option}` here. Use `/kudos sync`, `/kudos sync --update` or `/kudos sync --dry-run`.',
  balanceUsage: 'Use `/kudos balance` to see how many coins you have left to give.',
  digestUsage: 'Use `/kudos digest preview` to see what the weekly digest would post (admins).',
  reviewUsage: 'Use `/kudos review`, `/kudos review @person` or `/kudos review team`.',
  feedbackUsage: 'Use `/kudos feedback` for your own feedback, or `/kudos feedback @person` for a report’s.',
  whoisUsage: 'Use `/kudos whois @person` (or an e-mail address).',
  linkUsage: 'Use `/kudos link @person name@company.com` to match a Slack user to their e-mail in the company directory.',
};
