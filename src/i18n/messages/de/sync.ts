// The sync namespace in German (de).
import type { Translation } from '../../translation.js';
import type { sync as source } from '../en/sync.js';

export const sync: Translation<typeof source> = {
  reading: ':hourglass_flowing_sand: Slack-Verzeichnis wird gelesen…',
  alreadyRunning:
    'Es läuft bereits eine Verzeichnissynchronisierung. Immer nur eine gleichzeitig: Ihr Fortschritt steht in der Direktnachricht der Person, die sie gestartet hat.',
  alreadyRunningBy:
    'Es läuft bereits eine Verzeichnissynchronisierung ({sent} von {people} gesendet, gestartet von <@{adminId}>). Immer nur eine gleichzeitig: Ihr Fortschritt steht in der Direktnachricht der Person, die sie gestartet hat.',
  started:
    '{dryRun, select, yes {Testlauf gestartet – den Fortschritt siehst du in deiner Direktnachricht mit mir.} other {Verzeichnissynchronisierung gestartet – den Fortschritt siehst du in deiner Direktnachricht mit mir.}}',
  progress:
    '{next, select, waiting {:arrows_counterclockwise: Verzeichnis wird synchronisiert: {sent} von {people} gesendet – nächster Stapel in {seconds} s} retrying {:arrows_counterclockwise: Verzeichnis wird synchronisiert: {sent} von {people} gesendet – der Service hat nicht geantwortet; Stapel {batch} wird erneut versucht} other {:arrows_counterclockwise: Verzeichnis wird synchronisiert: {sent} von {people} gesendet – Stapel {batch} von {batches} wird gesendet}}',
  stoppedAt:
    ':warning: Die Verzeichnissynchronisierung wurde bei Stapel {batch} von {batches} abgebrochen: {reason} Führe `/kudos sync` erneut aus, um von vorn zu beginnen; bereits importierte Personen werden übersprungen.',
  stoppedReading: ':warning: Die Verzeichnissynchronisierung wurde abgebrochen: {reason}',
  finished:
    ':white_check_mark: Verzeichnissynchronisierung abgeschlossen: {imported} importiert, {updated} aktualisiert, {skipped} übersprungen (schon im Verzeichnis), {failed} fehlgeschlagen.',
  leftOut: 'Ausgelassen: {list}.',
  leftOutCount:
    '{reason, select, Slackbot {{count, plural, other {# Slackbot}}} bot {{count, plural, one {# Bot} other {# Bots}}} deactivated {{count, plural, one {# deaktiviert} other {# deaktiviert}}} guest {{count, plural, one {# Gast} other {# Gäste}}} other {{count, plural, one {# Zweitkonto} other {# Zweitkonten}}}}',
  dryRunChecking: ':mag: Testlauf: Es wird geprüft, wer schon im Verzeichnis ist… {done} von {total}',
  dryRunWould:
    '{update, select, yes {:mag: Testlauf – es wurde nichts gesendet. Eine Synchronisierung jetzt würde {fresh, plural, one {# neue Person} other {# neue Personen}} importieren und {existing, plural, one {# Person, die schon im Verzeichnis ist,} other {# Personen, die schon im Verzeichnis sind,}} aus Slack aktualisieren.} other {:mag: Testlauf – es wurde nichts gesendet. Eine Synchronisierung jetzt würde {fresh, plural, one {# neue Person} other {# neue Personen}} importieren und {existing, plural, one {# Person, die schon im Verzeichnis ist,} other {# Personen, die schon im Verzeichnis sind,}} unverändert lassen (`--update` würde sie aus Slack aktualisieren).}}',
  dryRunRefused: 'Der Service würde {count, number} ablehnen: {list}.',
  dryRunNoEmail: '{count, plural, one {# kann nicht gesendet werden (keine E-Mail-Adresse).} other {# können nicht gesendet werden (keine E-Mail-Adresse).}}',
  problemFirstNameBlank: 'first_name ist leer oder beginnt oder endet mit einem Leerzeichen',
  problemTooLong: '{field} darf höchstens {max, number} Zeichen lang sein',
  problemLastNameMissing: 'last_name ist erforderlich',
  problemManager: 'die Führungskraft {email} ist weder im Verzeichnis noch in dieser Synchronisierung',
  reasonNoEmail: 'keine E-Mail-Adresse in Slack sichtbar',
  column: '{column, select, email {E-Mail} name {Name} reason {Grund} other {{column}}}',
  failedFileTitle: 'Verzeichnissynchronisierung: fehlgeschlagene Zeilen',
  failedFileComment:
    '{count, plural, one {# Person konnte nicht importiert werden; den Grund findest du in der Datei.} other {# Personen konnten nicht importiert werden; die Gründe findest du in der Datei.}}',
};
