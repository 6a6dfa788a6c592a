// The feedback namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { feedback as source } from '../en/feedback.js';

export const feedback: Translation<typeof source> = {
  titleOwn: 'Retours sur vos évaluations',
  textOwn: 'Vos retours',
  titleAbout: 'Vos retours sur {name}',
  nothingYet: ':memo: {title} : rien pour l’instant.',
  scoreWord: 'note {score}',
  buttonNewer: 'Plus récents',
  buttonOlder: 'Plus anciens',
  pageFooter: 'Page {page} sur {pages} · {total} au total. Notes : 4 objectifs dépassés · 3 atteints · 2 partiellement atteints · 1 non atteints.',
  notTheirManager:
    'Les retours sur les autres sont réservés à leurs managers : vous n’êtes pas le manager de <@{userId}> dans l’annuaire de l’entreprise. `/kudos feedback` affiche les retours sur vos propres évaluations.',
  modalTitle: 'Mes retours',
  buttonClose: 'Fermer',
  loading: ':hourglass_flowing_sand: Chargement de vos retours…',
};
