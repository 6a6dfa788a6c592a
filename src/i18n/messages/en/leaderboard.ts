// The leaderboard namespace in English (en), the source every other language translates.
export const leaderboard = {
  period: '{kind, select, week {this week (from {date})} month {{month}} quarter {Q{quarter} {year}} other {{year}}}',
  title: '{board, select, givers {Top givers} other {Top receivers}} — {period}{filters}',
  notInGroup: 'You are not in this group.',
  youNone:
    '{board, select, givers {You haven’t given shared kudos {kind, select, week {in this week (from {date})} month {in {month}} quarter {in Q{quarter} {year}} other {in {year}}}{filtered, select, yes { that count here} other {}} yet.} other {You haven’t received shared kudos {kind, select, week {in this week (from {date})} month {in {month}} quarter {in Q{quarter} {year}} other {in {year}}}{filtered, select, yes { that count here} other {}} yet.}}',
  you: 'You: *#{rank}* of {total} · {coins, plural, one {# coin} other {# coins}} · {kudos, plural, one {# kudos} other {# kudos}} {board, select, givers {given} other {received}}',
  empty:
    '{board, select, givers {No shared kudos given {kind, select, week {in this week (from {date})} month {in {month}} quarter {in Q{quarter} {year}} other {in {year}}}{filtered, select, yes { that count here} other {}} yet.} other {No shared kudos received {kind, select, week {in this week (from {date})} month {in {month}} quarter {in Q{quarter} {year}} other {in {year}}}{filtered, select, yes { that count here} other {}} yet.}}',
  line: '{place} {name} — *{coins, plural, one {# coin} other {# coins}}* · {kudos, plural, one {# kudos} other {# kudos}}',
  totals:
    '{period}: {kudos, plural, one {# kudos} other {# kudos}} · {coins, plural, one {# coin} other {# coins}} · {board, select, givers {{people, plural, one {# person} other {# people}} gave} other {{people, plural, one {# person} other {# people}} thanked}}. Only kudos shown in the feed count.',
  text: '{title}: 1. {who}{tied, select, yes { (tied)} other {}} with {coins, plural, one {# coin} other {# coins}}',
  textNobody: '{title}: nobody yet',
  otherBoards: 'Other boards: `/kudos top week|month|quarter|year givers|receivers #value @group`',
  moreBoards: 'More boards: `/kudos top week`, `/kudos top year givers`, `/kudos top #value`',
  homeHeader: ':trophy: Leaderboard',
  notAValue: '`#{value}` is not a company value. The values are {values}.',
  notAValueNoneSet: '`#{value}` is not a company value. This workspace has no company values yet.',
  noGroup: 'I can’t find the user group {group} in this workspace.',
};
