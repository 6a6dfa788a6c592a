// The values namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { values as source } from '../en/values.js';

export const values: Translation<typeof source> = {
  editorTitle: 'Valores da empresa',
  editorSubmit: 'Salvar valores',
  cancel: 'Cancelar',
  close: 'Fechar',
  lineFormat: '`#hashtag :emoji: Nome — descrição de uma linha`',
  lineExample: '#dono :muscle: Senso de dono — Terminamos o que começamos',
  editorIntro:
    'Até {max} valores, um por linha: {format}. As pessoas marcam os kudos com a hashtag; emojis personalizados também funcionam. Deixe em branco para não ter valores.',
  editorLabel: 'Valores',
  errorFormOutdated: 'Este formulário está desatualizado. Feche-o e abra-o novamente.',
  errorLine: 'A linha {line} não está no formato {format}, por exemplo “{example}”.',
  errorField:
    'Linha {line}: {field, select, hashtag {a hashtag aceita letras e dígitos (de qualquer idioma, com acentos também), - e _, até 30, começando por letra ou dígito} emoji {o emoji deve ser um único emoji, ou o nome dele entre dois-pontos, como :muscle:} name {o nome tem no máximo 40 caracteres} description {a descrição é uma única linha de até 150 caracteres} other {não foi possível lê-la}}.',
  errorTooMany: 'No máximo {max} valores: aqui há {count, plural, one {# linha} other {# linhas}}.',
  errorDuplicate: 'Linha {line}: #{hashtag} já é usada por outro valor.',
  saved: ':white_check_mark: {count, plural, one {# valor salvo} other {# valores salvos}}: {list}.',
  savedNone: ':white_check_mark: Salvo: sem valores da empresa.',
  notAdmin: 'Só administradores podem alterar os valores da empresa. `/kudos values` mostra quais são.',
  listNone:
    '{admin, select, yes {Este workspace ainda não tem valores da empresa. Altere-os com `/kudos values edit`.} other {Este workspace ainda não tem valores da empresa. Um administrador pode adicioná-los.}}',
  listTitle: '*Nossos valores*\n{lines}',
  listText: 'Nossos valores: {names}',
  listHowTo:
    '{admin, select, yes {Marque os kudos com um valor: `/kudos @ana.lima 10 por #{hashtag} no lançamento`, ou escolha-o no formulário. Altere-os com `/kudos values edit`.} other {Marque os kudos com um valor: `/kudos @ana.lima 10 por #{hashtag} no lançamento`, ou escolha-o no formulário.}}',
};
