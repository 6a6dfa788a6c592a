// The feedback namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { feedback as source } from '../en/feedback.js';

export const feedback: Translation<typeof source> = {
  titleOwn: 'Feedback das suas avaliações',
  textOwn: 'Seu feedback',
  titleAbout: 'Seu feedback sobre {name}',
  nothingYet: ':memo: {title}: nada por enquanto.',
  scoreWord: 'nota {score}',
  buttonNewer: 'Mais recentes',
  buttonOlder: 'Mais antigos',
  pageFooter: 'Página {page} de {pages} · {total} no total. Notas: 4 superou as metas · 3 atingiu · 2 atingiu em parte · 1 não atingiu.',
  notTheirManager:
    'O feedback sobre outras pessoas é para os gestores delas: você não é gestor de <@{userId}> no diretório da empresa. `/kudos feedback` mostra o feedback das suas próprias avaliações.',
  modalTitle: 'Meu feedback',
  buttonClose: 'Fechar',
  loading: ':hourglass_flowing_sand: Carregando seu feedback…',
};
