// The sync namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { sync as source } from '../en/sync.js';

export const sync: Translation<typeof source> = {
  reading: ':hourglass_flowing_sand: Lendo o diretório do Slack…',
  alreadyRunning: 'Já há uma sincronização do diretório em andamento. Só pode haver uma por vez: o progresso está na DM de quem a iniciou.',
  alreadyRunningBy:
    'Já há uma sincronização do diretório em andamento ({sent} de {people} enviados, iniciada por <@{adminId}>). Só pode haver uma por vez: o progresso está na DM de quem a iniciou.',
  started:
    '{dryRun, select, yes {Simulação iniciada — o progresso está na sua DM comigo.} other {Sincronização do diretório iniciada — o progresso está na sua DM comigo.}}',
  progress:
    '{next, select, waiting {:arrows_counterclockwise: Sincronizando o diretório: {sent} de {people} enviados — próximo lote em {seconds} s} retrying {:arrows_counterclockwise: Sincronizando o diretório: {sent} de {people} enviados — o serviço não respondeu; tentando o lote {batch} de novo} other {:arrows_counterclockwise: Sincronizando o diretório: {sent} de {people} enviados — enviando o lote {batch} de {batches}}}',
  stoppedAt:
    ':warning: A sincronização do diretório parou no lote {batch} de {batches}: {reason} Execute `/kudos sync` de novo para recomeçar; as pessoas já importadas serão ignoradas.',
  stoppedReading: ':warning: A sincronização do diretório parou: {reason}',
  finished:
    ':white_check_mark: Sincronização do diretório concluída: {imported} importados, {updated} atualizados, {skipped} ignorados (já estavam no diretório), {failed} com falha.',
  leftOut: 'Deixados de fora: {list}.',
  leftOutCount:
    '{reason, select, Slackbot {{count, plural, other {# Slackbot}}} bot {{count, plural, one {# bot} other {# bots}}} deactivated {{count, plural, one {# desativado} other {# desativados}}} guest {{count, plural, one {# convidado} other {# convidados}}} other {{count, plural, one {# segunda conta} other {# segundas contas}}}}',
  dryRunChecking: ':mag: Simulação: verificando quem já está no diretório… {done} de {total}',
  dryRunWould:
    '{update, select, yes {:mag: Simulação — nada foi enviado. Uma sincronização agora importaria {fresh, plural, one {# pessoa nova} other {# pessoas novas}} e atualizaria a partir do Slack {existing, plural, one {# que já está no diretório} other {# que já estão no diretório}}.} other {:mag: Simulação — nada foi enviado. Uma sincronização agora importaria {fresh, plural, one {# pessoa nova} other {# pessoas novas}} e deixaria sem alteração {existing, plural, one {# que já está no diretório} other {# que já estão no diretório}} (`--update` as atualizaria a partir do Slack).}}',
  dryRunRefused: 'O serviço recusaria {count, number}: {list}.',
  dryRunNoEmail: '{count, plural, one {# não pode ser enviada (sem e-mail).} other {# não podem ser enviadas (sem e-mail).}}',
  problemFirstNameBlank: 'first_name está vazio ou começa ou termina com um espaço',
  problemTooLong: '{field} deve ter no máximo {max, number} caracteres',
  problemLastNameMissing: 'last_name é obrigatório',
  problemManager: 'o gestor {email} não está no diretório nem nesta sincronização',
  reasonNoEmail: 'nenhum endereço de e-mail visível no Slack',
  column: '{column, select, email {E-mail} name {Nome} reason {Motivo} other {{column}}}',
  failedFileTitle: 'Sincronização do diretório: linhas com falha',
  failedFileComment:
    '{count, plural, one {Não foi possível importar # pessoa; o motivo está no arquivo.} other {Não foi possível importar # pessoas; os motivos estão no arquivo.}}',
};
