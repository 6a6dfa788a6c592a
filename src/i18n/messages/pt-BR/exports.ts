// The exports namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { exports as source } from '../en/exports.js';

export const exports: Translation<typeof source> = {
  started:
    '{kind, select, questions {:hourglass_flowing_sand: Exportando perguntas; o CSV vai chegar na sua DM comigo.} other {:hourglass_flowing_sand: Exportando respostas; o CSV vai chegar na sua DM comigo.}}',
  progress:
    '{kind, select, questions {:hourglass_flowing_sand: Exportando perguntas…} other {:hourglass_flowing_sand: Exportando respostas…}}{restarted, select, yes { (recomeçou: a instância do app que a executava parou)} other {}}',
  progressRows:
    '{kind, select, questions {:hourglass_flowing_sand: Exportando perguntas… {count, plural, one {# linha} other {# linhas}} até agora} other {:hourglass_flowing_sand: Exportando respostas… {count, plural, one {# linha} other {# linhas}} até agora}}{restarted, select, yes { (recomeçou: a instância do app que a executava parou)} other {}}',
  done: '{kind, select, questions {:white_check_mark: {count, plural, one {# pergunta exportada} other {# perguntas exportadas}}{filters}. O CSV está logo abaixo.} other {:white_check_mark: {count, plural, one {# resposta exportada} other {# respostas exportadas}}{filters}. O CSV está logo abaixo.}}',
  filters: ' ({list})',
  filter:
    '{filter, select, skill {habilidade {value}} dimension {dimensão {value}} email {de {value}} question {para {value}} from {de {value}} to {até {value}} other {{value}}}',
  stopped: ':warning: A exportação parou: {reason}',
  fileTitle: '{kind, select, questions {Perguntas da pesquisa {date}} other {Respostas da pesquisa {date}}}',
  column:
    '{column, select, question_id {ID da pergunta} question_text {Pergunta} type {Tipo} options {Opções} skill {Habilidade} dimension {Dimensão} date {Data} email {E-mail} answer {Resposta} other {{column}}}',
  usage:
    'Use `/kudos export questions [--skill Leadership] [--dimension Growth]` ou `/kudos export responses [--email a@b.com] [--question q-1] [--from 2026-01-01] [--to 2026-03-31]`.',
  flagNeedsValue: '`{flag}` precisa de um valor.',
  unknownFlag: 'Não conheço `--{flag}` aqui.',
  notASkill: '“{skill}” não é uma habilidade. Habilidades: {skills}.',
  dateNotADate: '`--{flag}` precisa de uma data como {example} (ano-mês-dia); “{value}” não é uma data.',
  dateNotInCalendar: '`--{flag} {value}` não é uma data do calendário. Escreva no formato ano-mês-dia, como {example}.',
  dateFromAfterTo: '`--from {from}` é depois de `--to {to}`: o período precisa começar antes de terminar. Você quis dizer `--from {to} --to {from}`?',
};
