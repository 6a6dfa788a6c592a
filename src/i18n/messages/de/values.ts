// The values namespace in German (de).
import type { Translation } from '../../translation.js';
import type { values as source } from '../en/values.js';

export const values: Translation<typeof source> = {
  editorTitle: 'Unternehmenswerte',
  editorSubmit: 'Werte speichern',
  cancel: 'Abbrechen',
  close: 'Schließen',
  lineFormat: '`#hashtag :emoji: Name — Beschreibung in einer Zeile`',
  lineExample: '#verantwortung :muscle: Verantwortung — Wir bringen zu Ende, was wir beginnen',
  editorIntro:
    'Bis zu {max} Werte, einer pro Zeile: {format}. Kudos werden mit dem Hashtag markiert; eigene Emoji funktionieren auch. Leer lassen, um keine Werte zu haben.',
  editorLabel: 'Werte',
  errorFormOutdated: 'Dieses Formular ist veraltet. Schließe es und öffne es erneut.',
  errorLine: 'Zeile {line} entspricht nicht dem Format {format}, z. B. „{example}“.',
  errorField:
    'Zeile {line}: {field, select, hashtag {der Hashtag besteht aus Buchstaben und Ziffern (jeder Sprache, auch mit Akzenten), - und _, höchstens 30, beginnend mit einem Buchstaben oder einer Ziffer} emoji {das Emoji ist ein einzelnes Emoji oder sein Name zwischen Doppelpunkten, wie :muscle:} name {der Name hat höchstens 40 Zeichen} description {die Beschreibung ist eine Zeile mit höchstens 150 Zeichen} other {sie kann nicht gelesen werden}}.',
  errorTooMany: 'Höchstens {max} Werte: Hier stehen {count, plural, one {# Zeile} other {# Zeilen}}.',
  errorDuplicate: 'Zeile {line}: #{hashtag} wird schon von einem anderen Wert verwendet.',
  saved: ':white_check_mark: {count, plural, one {# Wert gespeichert} other {# Werte gespeichert}}: {list}.',
  savedNone: ':white_check_mark: Gespeichert: keine Unternehmenswerte.',
  notAdmin: 'Nur Admins können die Unternehmenswerte ändern. `/kudos values` zeigt sie an.',
  listNone:
    '{admin, select, yes {Dieser Workspace hat noch keine Unternehmenswerte. Ändere sie mit `/kudos values edit`.} other {Dieser Workspace hat noch keine Unternehmenswerte. Ein Admin kann sie hinzufügen.}}',
  listTitle: '*Unsere Werte*\n{lines}',
  listText: 'Unsere Werte: {names}',
  listHowTo:
    '{admin, select, yes {Markiere Kudos mit einem Wert: `/kudos @ana.lima 10 für #{hashtag} beim Launch`, oder wähle ihn im Formular. Ändere sie mit `/kudos values edit`.} other {Markiere Kudos mit einem Wert: `/kudos @ana.lima 10 für #{hashtag} beim Launch`, oder wähle ihn im Formular.}}',
};
