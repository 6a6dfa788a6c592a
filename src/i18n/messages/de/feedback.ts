// The feedback namespace in German (de).
import type { Translation } from '../../translation.js';
import type { feedback as source } from '../en/feedback.js';

export const feedback: Translation<typeof source> = {
  titleOwn: 'Feedback zu deinen Beurteilungen',
  textOwn: 'Dein Feedback',
  titleAbout: 'Dein Feedback zu {name}',
  nothingYet: ':memo: {title}: noch nichts.',
  scoreWord: 'Wertung {score}',
  buttonNewer: 'Neuere',
  buttonOlder: 'Ältere',
  pageFooter: 'Seite {page} von {pages} · {total} insgesamt. Wertungen: 4 Ziele übertroffen · 3 erreicht · 2 teilweise erreicht · 1 nicht erreicht.',
  notTheirManager:
    'Feedback zu anderen ist für deren Führungskräfte: Laut Unternehmensverzeichnis bist du nicht die Führungskraft von <@{userId}>. `/kudos feedback` zeigt das Feedback zu deinen eigenen Beurteilungen.',
  modalTitle: 'Mein Feedback',
  buttonClose: 'Schließen',
  loading: ':hourglass_flowing_sand: Dein Feedback wird geladen…',
};
