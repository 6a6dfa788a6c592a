// The giving namespace in German (de).
import type { Translation } from '../../translation.js';
import type { giving as source } from '../en/giving.js';

export const giving: Translation<typeof source> = {
  balanceLeft: '{left} von {cap} {period, select, week {in dieser Woche} other {in diesem Monat}} (neu ab {date})',
  balance: 'Du hast noch {balance}.',
  balanceExempt: 'Du gibst ohne Kontingent: Ein Admin hat die Workspace-Admins davon ausgenommen.',
  overAllowance:
    'Diese Kudos brauchen {cost}{detail, select, each { ({people} × {amount})} least { mindestens ({amount} für jede erreichte Person)} other {}}, mehr als du noch hast: {balance}.',
  usedUp: 'Dein Kontingent ist aufgebraucht, bis es am {date} zurückgesetzt wird.',
  canStillGive: 'Du kannst insgesamt {coins} geben, bis es am {date} zurückgesetzt wird.',
  perKudosRule: 'Der Betrag muss eine ganze Zahl an Münzen von 1 bis {max} sein (das Maximum pro Kudos in diesem Workspace).',
  rulesSummary:
    'Jede Person kann {allowance} {period, select, week {pro Woche geben, ab {weekday}} other {pro Monat geben, ab dem {day}. des Monats}} ({clock}), höchstens {max} pro Person in einem Kudos.',
  rulesGiverClock: 'Zeitzone der jeweiligen Person',
  rulesAdminsExempt: 'Workspace-Admins sind ausgenommen.',
  nothingTaken: 'Von deinem Kontingent wurde nichts abgezogen.',
  staySpent:
    'Die {coins} bleiben von deinem Kontingent abgezogen, weil der Dienst die Kudos erfasst haben könnte: Prüfe `/kudos received` mit der empfangenden Person, bevor du sie erneut sendest.',
  overReached: 'Es wurden mehr Personen erreicht als erwartet: insgesamt {total}, {more} mehr als zurückgelegt, abgezogen von deinem Rest (nie unter null).',
  formMost: 'Höchstens {coins} pro Person und Kudos.',
  homeBalanceHint: 'Dein Guthaben jederzeit: `/kudos balance`',
  rulesTitle: 'Regeln zum Geben',
  rulesSave: 'Speichern',
  rulesBack: 'Zurück',
  rulesDone: 'Fertig',
  rulesIntro:
    'Wie viele Münzen jede Person geben kann und wie oft das Kontingent neu beginnt. Jede Art zu geben (Befehl, Formular, Shortcuts, Reaktionen) zieht davon ab.',
  rulesAllowanceLabel: 'Kontingent (Münzen pro Person und Zeitraum)',
  rulesDefault: 'Standard: {value}.',
  rulesPeriodLabel: 'Zeitraum',
  rulesMonth: 'Monat',
  rulesWeek: 'Woche',
  rulesResetDayLabel: 'Tag des Neustarts',
  rulesResetDayHint: 'Monat: der Tag im Monat, an dem er beginnt, 1–28. Woche: der Wochentag, 1 Montag … 7 Sonntag.',
  rulesBasisLabel: 'Der Zeitraum folgt',
  rulesBasisWorkspace: 'der Zeitzone des Workspace (unten)',
  rulesBasisGiver: 'der Slack-Zeitzone der jeweiligen Person',
  rulesTimeZoneLabel: 'Zeitzone des Workspace',
  rulesTimeZoneHint: 'Ein IANA-Name wie Europe/Lisbon oder America/New_York. Gilt auch für Gebende, deren Zeitzone Slack nicht kennt.',
  rulesPerKudosLabel: 'Maximum pro Kudos (Münzen pro Person)',
  rulesExemptLabel: 'Ausnahmen',
  rulesExemptOption: 'Workspace-Admins geben ohne Kontingent',
  rulesChangeNote:
    'Eine Änderung gilt sofort. Bereits in diesem Zeitraum gegebene Münzen zählen weiter; ein neuer Zeitraum oder Neustarttag beginnt eine neue Zählung.',
  rulesIncomplete: 'Das Formular kam unvollständig zurück; schließe es und öffne Regeln zum Geben erneut.',
  rulesAllowanceRange: 'Das Kontingent muss eine ganze Zahl an Münzen von 1 bis {max} sein.',
  rulesWeekDayRange: 'Eine Woche beginnt an einem Wochentag von 1 (Montag) bis 7 (Sonntag).',
  rulesMonthDayRange: 'Ein Monat beginnt an einem Tag von 1 bis 28 (die hat jeder Monat).',
  rulesUnknownTimeZone: '„{zone}“ ist keine Zeitzone, die ich kenne. Verwende einen IANA-Namen wie Europe/Lisbon, America/New_York oder UTC.',
  rulesPerKudosRange: 'Das Maximum pro Kudos muss eine ganze Zahl an Münzen von 1 bis {max} sein.',
  rulesPerKudosOverAllowance: 'Das Maximum pro Kudos ({max}) darf nicht höher als das Kontingent ({allowance}) sein.',
  rulesSaved: 'Gespeichert. {summary}',
};
