// The received namespace in English (en), the source every other language translates.
export const received = {
  summary: 'Kudos you received (page {page})',
  line: '*{coins}* from {hasFrom, select, yes {{from}} other {someone}}{hasWhen, select, yes { · {when}} other {}}{private, select, yes { · _private_} other {}}',
  none: ':inbox_tray: No kudos received yet. They will show up here.',
  newer: 'Newer',
  older: 'Older',
  header: 'Kudos you received',
  pageOf: 'Page {page} of {pages} · {count, plural, other {# in all}}',
  homeHeader: 'Latest kudos you received',
  homeNone: 'Nothing yet — kudos you receive will show up here.',
  homeAll: 'All of them: `/kudos received`',
};
