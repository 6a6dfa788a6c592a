// `/kudos help`: every way to use the app, with the admin part shown to admins.
import { type Blocks, context, section } from '../../ui/blocks.js';

export function helpBlocks(isAdmin: boolean): Blocks {
  const everyone = [
    '*Give kudos*',
    '`/kudos @ana.lima @tom.hughes 10 for the launch` — people (`@leila.haddad,@hannah.schmidt` works too), `@user-groups`, `everyone`, e-mails, `team:t100`, `cohort:c-2026`',
    '`/kudos @tom.hughes 10 for the launch --private` — not posted in the channel',
    '`/kudos` alone, or anything incomplete, opens the form. Also: the ⚡ shortcut *Give kudos*, and *Kudos for this message* on any message.',
    '`/kudos @ana.lima 10 for #ownership of the launch` — tag kudos with a company value; `/kudos values` lists them',
    'React to a message with the giving emoji (:coin: unless an admin chose another; `/kudos reactions` shows it and the amount) to give its author coins, once per message. Removing the reaction doesn’t take the coins back.',
    '',
    '*See your own*',
    '`/kudos balance` — the coins you have left to give this period, and when they reset',
    '`/kudos profile` — your engagement profile',
    '`/kudos received` — kudos you received',
    '`/kudos feedback` — feedback from your reviews (managers: `/kudos feedback @report`)',
    '`/kudos whois @person` — someone’s directory record',
    '`/kudos rewards` — the rewards catalogue, the coins you can spend (what you received in kudos) and your requests; *Redeem* on a reward',
    '`/kudos top [week|month|quarter|year] [givers|receivers] [#value] [@user-group]` — the leaderboard (this month’s receivers by default; only kudos shown in the feed count)',
    '`/kudos celebrate me` — your birthday (day and month, never the year) and work start date, or opt out of either; celebrated in the celebrations channel on the day',
    '',
    '*Managers*',
    '`/kudos review @report` — file a review (also the ⚡ *File a review* shortcut); `/kudos review team` — several at once',
    'The *Insights* dashboard (admins, and managers for their reports’ teams): its link is in App Home when sign-in is set up; managers can turn on a monthly summary DM there',
  ];
  const admins = [
    '*Admins*',
    '`/kudos setup` — API key, stage, feed channel and app admins; its *Giving rules* step: allowance, period, reset day, time zone, per-kudos maximum, admins exempt; its *Weekly digest* step: on or off, day, hour, channel',
    '`/kudos digest preview` — what the weekly digest (Mondays 09:00 unless changed) would post now, with a *Post now* button',
    '`/kudos values edit` — the company values (up to 10: hashtag, emoji, name, description)',
    '`/kudos reactions :taco: 3` — the giving emoji (custom ones too) and how many coins a reaction gives',
    '`/kudos link @person name@company.com` — match a Slack user to their directory e-mail; `/kudos whois name@company.com` — whose address it is',
    '`/kudos preset` — review presets: prompts and next review date for up to 50 people or teams',
    '`/kudos sync [--update] [--dry-run]` — import the Slack directory into the company directory',
    '`/kudos export questions [--skill S] [--dimension D]`, `/kudos export responses [--email E] [--question Q] [--from D] [--to D]` — CSV in your DM',
    '`/kudos townhall [topic] [--from D] [--to D]` — a digest to preview and post',
    '`/kudos rewards` — also the buttons to add, edit and retire rewards, adjust a balance and name the approver channel; `/kudos rewards export` — redemptions and balances as CSV in your DM',
    '`/kudos celebrate import` — paste CSV (e-mail, birthday MM-DD, start date YYYY-MM-DD; up to 2,000 lines); `/kudos celebrate export` — what is stored, as CSV in your DM; `/kudos celebrate settings` — channel, local hour, company name, coins',
  ];
  return [
    section(everyone.join('\n')),
    ...(isAdmin ? [section(admins.join('\n'))] : []),
    context(
      'The App Home tab shows what you have left to give, your profile, the latest kudos you received and this month’s top receivers. `/kudos help` shows this list again; the privacy and support pages are at /privacy and /support on this app’s address.',
    ),
  ];
}
