// The feedback namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { feedback as source } from '../en/feedback.js';

export const feedback: Translation<typeof source> = {
  titleOwn: 'Feedback sobre tus evaluaciones',
  textOwn: 'Tu feedback',
  titleAbout: 'Tu feedback sobre {name}',
  nothingYet: ':memo: {title}: todavía no hay nada.',
  scoreWord: 'puntuación {score}',
  buttonNewer: 'Más recientes',
  buttonOlder: 'Más antiguas',
  pageFooter: 'Página {page} de {pages} · {total} en total. Puntuaciones: 4 superó los objetivos · 3 los cumplió · 2 los cumplió en parte · 1 no los cumplió.',
  notTheirManager:
    'El feedback sobre otras personas es para sus responsables: no eres responsable de <@{userId}> en el directorio de la empresa. `/kudos feedback` muestra el feedback sobre tus propias evaluaciones.',
  modalTitle: 'Mi feedback',
  buttonClose: 'Cerrar',
  loading: ':hourglass_flowing_sand: Cargando tu feedback…',
};
