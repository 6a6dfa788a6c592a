// The insights namespace in German (de).
import type { Translation } from '../../translation.js';
import type { insights as source } from '../en/insights.js';

export const insights: Translation<typeof source> = {
  homeHeader: ':bar_chart: Kudos-Insights',
  homeAbout:
    'Beteiligung, Kudos nach Team und nach Führungskraft, Werte im Zeitverlauf und wer zuletzt nicht anerkannt wurde – für {role, select, admin {alle Teams} other {die Teams deiner direkt unterstellten Mitarbeiter:innen}}.\n<{url}|Insights-Dashboard öffnen> (Anmeldung mit Slack)',
  summaryIsOn: 'Du bekommst am Ersten jedes Monats eine Zusammenfassung der Kudos deines Teams als DM.',
  summaryIsOff: 'Erhalte am Ersten jedes Monats eine Zusammenfassung der Kudos deines Teams als DM.',
  stopSummary: 'Monatliche Zusammenfassung abbestellen',
  sendSummary: 'Monatliche Zusammenfassung erhalten',
  summaryText: 'Die Kudos deines Teams im letzten Monat',
  summaryHeader: ':bar_chart: Die Kudos deines Teams im {month}',
  summaryTeamLine: '• *{team}*: {kudos, plural, one {# Kudos erhalten} other {# Kudos erhalten}}, {coins, plural, one {# Münze} other {# Münzen}}',
  summaryNoKudos: 'Dein Team hat in jenem Monat keine geteilten Kudos erhalten.',
  summaryGivers: '*Wer gegeben hat:* {names}',
  summaryNobodyGave: '*Wer gegeben hat:* Niemand in deinem Team hat ein geteiltes Kudos gegeben',
  summaryNotRecognised: '*In jenem Monat nicht anerkannt:* {names}',
  summaryEveryoneRecognised: '*In jenem Monat nicht anerkannt:* Alle in deinem Team wurden anerkannt',
  summaryValues: '*Gesehene Werte:* {values}',
  summaryNoValues: '*Gesehene Werte:* Kein Unternehmenswert wurde getaggt',
  summaryValueCount: '{value} ({count})',
  summaryFooter:
    'Gezählt werden Kudos, die im Kudos-Channel geteilt wurden; private Kudos zählen nicht. Du kannst diese Zusammenfassungen im Bereich Insights auf der Startseite von Kudos abbestellen.',
  summaryFooterLinked:
    'Gezählt werden Kudos, die im Kudos-Channel geteilt wurden; private Kudos zählen nicht. Mehr im <{url}|Insights-Dashboard>. Du kannst diese Zusammenfassungen im Bereich Insights auf der Startseite von Kudos abbestellen.',
};
