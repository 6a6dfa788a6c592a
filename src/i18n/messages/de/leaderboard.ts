// The leaderboard namespace in German (de).
import type { Translation } from '../../translation.js';
import type { leaderboard as source } from '../en/leaderboard.js';

export const leaderboard: Translation<typeof source> = {
  period: '{kind, select, week {diese Woche (ab {date})} month {{month}} quarter {Q{quarter} {year}} other {{year}}}',
  title: '{board, select, givers {Top-Gebende} other {Top-Empfangende}} — {period}{filters}',
  notInGroup: 'Du bist nicht in dieser Gruppe.',
  youNone:
    '{board, select, givers {Du hast {kind, select, week {diese Woche (ab {date})} month {im {month}} quarter {im Q{quarter} {year}} other {im Jahr {year}}} noch keine geteilten Kudos gegeben{filtered, select, yes {, die hier zählen} other {}}.} other {Du hast {kind, select, week {diese Woche (ab {date})} month {im {month}} quarter {im Q{quarter} {year}} other {im Jahr {year}}} noch keine geteilten Kudos erhalten{filtered, select, yes {, die hier zählen} other {}}.}}',
  you: 'Du: *#{rank}* von {total} · {coins, plural, one {# Münze} other {# Münzen}} · {kudos, plural, one {# Kudos} other {# Kudos}} {board, select, givers {gegeben} other {erhalten}}',
  empty:
    '{board, select, givers {Bisher hat {kind, select, week {diese Woche (ab {date})} month {im {month}} quarter {im Q{quarter} {year}} other {im Jahr {year}}} niemand geteilte Kudos gegeben{filtered, select, yes {, die hier zählen} other {}}.} other {Bisher hat {kind, select, week {diese Woche (ab {date})} month {im {month}} quarter {im Q{quarter} {year}} other {im Jahr {year}}} niemand geteilte Kudos erhalten{filtered, select, yes {, die hier zählen} other {}}.}}',
  line: '{place} {name} — *{coins, plural, one {# Münze} other {# Münzen}}* · {kudos, plural, one {# Kudos} other {# Kudos}}',
  totals:
    '{period}: {kudos, plural, one {# Kudos} other {# Kudos}} · {coins, plural, one {# Münze} other {# Münzen}} · {board, select, givers {{people, plural, one {# Person hat gegeben} other {# Personen haben gegeben}}} other {{people, plural, one {# Person erhielt Dank} other {# Personen erhielten Dank}}}}. Es zählen nur Kudos, die im Kudos-Channel angezeigt werden.',
  text: '{title}: 1. {who}{tied, select, yes { (punktgleich)} other {}} mit {coins, plural, one {# Münze} other {# Münzen}}',
  textNobody: '{title}: noch niemand',
  otherBoards: 'Weitere Ranglisten: `/kudos top week|month|quarter|year givers|receivers #value @group`',
  moreBoards: 'Mehr Ranglisten: `/kudos top week`, `/kudos top year givers`, `/kudos top #value`',
  homeHeader: ':trophy: Rangliste',
  notAValue: '`#{value}` ist kein Unternehmenswert. Die Werte sind {values}.',
  notAValueNoneSet: '`#{value}` ist kein Unternehmenswert. Dieser Workspace hat noch keine Unternehmenswerte.',
  noGroup: 'Ich finde die Benutzergruppe {group} in diesem Workspace nicht.',
};
