// The insights namespace in English (en), the source every other language translates.
export const insights = {
  homeHeader: ':bar_chart: Insights',
  homeAbout:
    'Participation, kudos by team and by manager, values over time and who was not recognised lately, for {role, select, admin {every team} other {your reports’ teams}}.\n<{url}|Open the insights dashboard> (sign in with Slack)',
  summaryIsOn: 'You get a summary of your team’s kudos in a DM on the first of each month.',
  summaryIsOff: 'Get a summary of your team’s kudos in a DM on the first of each month.',
  stopSummary: 'Stop the monthly summary',
  sendSummary: 'Send me a monthly summary',
  summaryText: 'Your team’s kudos last month',
  summaryHeader: ':bar_chart: Your team’s kudos in {month}',
  summaryTeamLine: '• *{team}*: {kudos, plural, one {# kudos} other {# kudos}} received, {coins, plural, one {# coin} other {# coins}}',
  summaryNoKudos: 'No shared kudos reached your team that month.',
  summaryGivers: '*Who gave:* {names}',
  summaryNobodyGave: '*Who gave:* nobody in your team gave a shared kudos',
  summaryNotRecognised: '*Not recognised that month:* {names}',
  summaryEveryoneRecognised: '*Not recognised that month:* everyone in your team was recognised',
  summaryValues: '*Values seen:* {values}',
  summaryNoValues: '*Values seen:* no company value was tagged',
  summaryValueCount: '{value} ({count})',
  summaryFooter: 'Counts kudos shared in the feed; private kudos are not counted. Stop these summaries from the Insights section of my Home tab.',
  summaryFooterLinked:
    'Counts kudos shared in the feed; private kudos are not counted. More in the <{url}|insights dashboard>. Stop these summaries from the Insights section of my Home tab.',
};
