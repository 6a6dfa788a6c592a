// The exports namespace in German (de).
import type { Translation } from '../../translation.js';
import type { exports as source } from '../en/exports.js';

export const exports: Translation<typeof source> = {
  started:
    '{kind, select, questions {:hourglass_flowing_sand: Fragen werden exportiert; die CSV-Datei kommt in deiner Direktnachricht mit mir an.} other {:hourglass_flowing_sand: Antworten werden exportiert; die CSV-Datei kommt in deiner Direktnachricht mit mir an.}}',
  progress:
    '{kind, select, questions {:hourglass_flowing_sand: Fragen werden exportiert…} other {:hourglass_flowing_sand: Antworten werden exportiert…}}{restarted, select, yes { (neu gestartet: Die App-Instanz, die den Export ausführte, wurde beendet)} other {}}',
  progressRows:
    '{kind, select, questions {:hourglass_flowing_sand: Fragen werden exportiert… bisher {count, plural, one {# Zeile} other {# Zeilen}}} other {:hourglass_flowing_sand: Antworten werden exportiert… bisher {count, plural, one {# Zeile} other {# Zeilen}}}}{restarted, select, yes { (neu gestartet: Die App-Instanz, die den Export ausführte, wurde beendet)} other {}}',
  done: '{kind, select, questions {:white_check_mark: {count, plural, one {# Frage exportiert} other {# Fragen exportiert}}{filters}. Die CSV-Datei findest du unten.} other {:white_check_mark: {count, plural, one {# Antwort exportiert} other {# Antworten exportiert}}{filters}. Die CSV-Datei findest du unten.}}',
  filters: ' ({list})',
  filter:
    '{filter, select, skill {Fähigkeit {value}} dimension {Dimension {value}} email {von {value}} question {zu {value}} from {ab {value}} to {bis {value}} other {{value}}}',
  stopped: ':warning: Der Export wurde abgebrochen: {reason}',
  fileTitle: '{kind, select, questions {Umfragefragen {date}} other {Umfrageantworten {date}}}',
  column:
    '{column, select, question_id {Fragen-ID} question_text {Frage} type {Typ} options {Optionen} skill {Fähigkeit} dimension {Dimension} date {Datum} email {E-Mail} answer {Antwort} other {{column}}}',
  usage:
    'Verwende `/kudos export questions [--skill Leadership] [--dimension Growth]` oder `/kudos export responses [--email a@b.com] [--question q-1] [--from 2026-01-01] [--to 2026-03-31]`.',
  flagNeedsValue: '`{flag}` braucht einen Wert.',
  unknownFlag: '`--{flag}` kenne ich hier nicht.',
  notASkill: '„{skill}“ ist keine Fähigkeit. Fähigkeiten: {skills}.',
  dateNotADate: '`--{flag}` erwartet ein Datum wie {example} (Jahr-Monat-Tag); „{value}“ ist keins.',
  dateNotInCalendar: '`--{flag} {value}` ist kein Datum im Kalender. Schreib es als Jahr-Monat-Tag, etwa {example}.',
  dateFromAfterTo: '`--from {from}` liegt nach `--to {to}`: Der Zeitraum muss beginnen, bevor er endet. Meintest du `--from {to} --to {from}`?',
};
