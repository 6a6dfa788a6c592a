// The help namespace in English (en), the source every other language translates.
export const help = {
  title: 'How to use Kudos',
  giveHeading: '*Give kudos*',
  giveCommand:
    '`/kudos @ana.lima @tom.hughes 10 for the launch` — people (`@leila.haddad,@hannah.schmidt` works too), `@user-groups`, `everyone`, e-mails, `team:t100`, `cohort:c-2026`',
  givePrivate: '`/kudos @tom.hughes 10 for the launch --private` — not posted in the channel',
  giveForm: '`/kudos` alone, or anything incomplete, opens the form. Also: the ⚡ shortcut *Give kudos*, and *Kudos for this message* on any message.',
  giveValue: '`/kudos @ana.lima 10 for #ownership of the launch` — tag kudos with a company value; `/kudos values` lists them',
  giveReaction:
    'React to a message with the giving emoji (:coin: unless an admin chose another; `/kudos reactions` shows it and the amount) to give its author coins, once per message. Removing the reaction doesn’t take the coins back.',
  ownHeading: '*See your own*',
  balance: '`/kudos balance` — the coins you have left to give this period, and when they reset',
  profile: '`/kudos profile` — your engagement profile',
  received: '`/kudos received` — kudos you received',
  feedback: '`/kudos feedback` — feedback from your reviews (managers: `/kudos feedback @report`)',
  whois: '`/kudos whois @person` — someone’s directory record',
  rewards: '`/kudos rewards` — the rewards catalogue, the coins you can spend (what you received in kudos) and your requests; *Redeem* on a reward',
  top: '`/kudos top [week|month|quarter|year] [givers|receivers] [#value] [@user-group]` — the leaderboard (this month’s receivers by default; only kudos shown in the feed count)',
  celebrate:
    '`/kudos celebrate me` — your birthday (day and month, never the year) and work start date, or opt out of either; celebrated in the celebrations channel on the day',
  managersHeading: '*Managers*',
  review: '`/kudos review @report` — file a review (also the ⚡ *File a review* shortcut); `/kudos review team` — several at once',
  insights:
    'The *Insights* dashboard (admins, and managers for their reports’ teams): its link is in App Home when sign-in is set up; managers can turn on a monthly summary DM there',
  adminsHeading: '*Admins*',
  setup:
    '`/kudos setup` — API key, stage, feed channel, app admins and the workspace’s language; its *Giving rules* step: allowance, period, reset day, time zone, per-kudos maximum, admins exempt; its *Weekly digest* step: on or off, day, hour, channel',
  digest: '`/kudos digest preview` — what the weekly digest (Mondays 09:00 unless changed) would post now, with a *Post now* button',
  values: '`/kudos values edit` — the company values (up to 10: hashtag, emoji, name, description)',
  reactions: '`/kudos reactions :taco: 3` — the giving emoji (custom ones too) and how many coins a reaction gives',
  link: '`/kudos link @person name@company.com` — match a Slack user to their directory e-mail; `/kudos whois name@company.com` — whose address it is',
  preset: '`/kudos preset` — review presets: prompts and next review date for up to 50 people or teams',
  sync: '`/kudos sync [--update] [--dry-run]` — import the Slack directory into the company directory',
  export: '`/kudos export questions [--skill S] [--dimension D]`, `/kudos export responses [--email E] [--question Q] [--from D] [--to D]` — CSV in your DM',
  townhall: '`/kudos townhall [topic] [--from D] [--to D]` — a digest to preview and post',
  rewardsAdmin:
    '`/kudos rewards` — also the buttons to add, edit and retire rewards, adjust a balance and name the approver channel; `/kudos rewards export` — redemptions and balances as CSV in your DM',
  celebrateAdmin:
    '`/kudos celebrate import` — paste CSV (e-mail, birthday MM-DD, start date YYYY-MM-DD; up to 2,000 lines); `/kudos celebrate export` — what is stored, as CSV in your DM; `/kudos celebrate settings` — channel, local hour, company name, coins',
  footer:
    'The App Home tab shows what you have left to give, your profile, the latest kudos you received and this month’s top receivers, and lets you choose the language Kudos speaks to you. `/kudos help` shows this list again; the privacy and support pages are at /privacy and /support on this app’s address.',
  localWords: 'In your language you can also type: {words}.',
};
