// The grammar namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { grammar as source } from '../en/grammar.js';

export const grammar: Translation<typeof source> = {
  amountRule: 'La cantidad debe ser un número entero de monedas entre {min, number} y {max, number}.',
  farTooLong: 'Ese comando es demasiado largo: un comando /kudos tiene como máximo {max, number} caracteres, con un motivo de {reasonMax, number} como máximo.',
  commandTooLong:
    'Ese comando tiene {length, number} caracteres: un comando /kudos tiene como máximo {max, number} caracteres, con un motivo de {reasonMax, number} como máximo.',
  fieldTooLong: 'Este campo tiene {length, number} caracteres; admite como máximo {max, number}.',
  reasonTooLong: 'El motivo tiene {length, number} caracteres; no pases de {max, number}.',
  reasonFarTooLong: 'El motivo tiene más de {max, number} caracteres; no pases de {max, number}.',
  reasonControl:
    'El motivo contiene un carácter de control invisible ({control}), a menudo de un texto pegado, y no se puede enviar. Quítalo y vuelve a intentarlo.',
  tooManyPeople:
    'Un kudos puede nombrar como máximo a {max} personas una por una (este nombra a {count, number}). Para agradecer a más, usa un grupo de usuarios, `team:ID`, `cohort:ID` o `everyone`.',
  reactionsUsage: 'Usa `/kudos reactions :emoji: monedas`, con un emoji (también personalizado) y de 1 a 1000 monedas, p. ej. `/kudos reactions :taco: 3`.',
  hereOrChannel:
    'Los kudos no pueden ir a @here ni a @channel. Menciona a personas o grupos de usuarios, o escribe `everyone` para agradecer a toda la empresa.',
  channel: 'Los kudos son para personas, no para canales: menciona a personas o grupos de usuarios.',
  scopeNeedsId: '`{scope}:` necesita un ID, por ejemplo `{example}:t100`.',
  unknownMention:
    'No conozco “{word}”: no es una persona ni un grupo de usuarios de este espacio de trabajo. Elige a las personas de las sugerencias de @ de Slack para que se conviertan en menciones, por ejemplo `/kudos @ana.lima @tom.hughes 10 por el lanzamiento`.',
  unknownOption: 'No conozco la opción `{option}`. La única opción es `--private`, que mantiene los kudos fuera del canal.',
  self: 'No puedes darte kudos a ti mismo, ¡pero gracias por el entusiasmo! Menciona a otra persona.',
  didYouMean: 'No conozco `/kudos {typed}`. ¿Quisiste decir `/kudos {meant}`? (`/kudos ayuda` los muestra todos).',
  whoToThank:
    'No sé a quién quieres agradecer: “{word}” no es una persona. Menciona a personas con @, por ejemplo `/kudos @ana.lima @tom.hughes 10 por el lanzamiento`, o escribe `/kudos ayuda`.',
  topOneEach:
    '{what, select, period {Un periodo cada vez: week, month, quarter o year.} board {Una clasificación cada vez: givers o receivers.} value {Un #valor cada vez.} other {Un @grupo-de-usuarios cada vez.}} Usa `/kudos top [week|month|quarter|year] [givers|receivers] [#valor] [@grupo]`, por ejemplo `/kudos top week givers`.',
  topNotOnePerson:
    '`/kudos top` clasifica a todos, o a las personas de un grupo de usuarios, no a una sola persona. Tu propio puesto aparece debajo de cada clasificación. Usa `/kudos top [week|month|quarter|year] [givers|receivers] [#valor] [@grupo]`, por ejemplo `/kudos top week givers`.',
  topUnknownGroup:
    'No conozco el grupo de usuarios “{word}”. Elígelo de las sugerencias de @ de Slack para que se convierta en mención. Usa `/kudos top [week|month|quarter|year] [givers|receivers] [#valor] [@grupo]`, por ejemplo `/kudos top week givers`.',
  topUnknownWord:
    'Aquí no entiendo “{word}”. Usa `/kudos top [week|month|quarter|year] [givers|receivers] [#valor] [@grupo]`, por ejemplo `/kudos top week givers`.',
  celebrateUsage:
    'Usa `/kudos celebrate me` para indicar tu cumpleaños y tu fecha de incorporación (administradores: `/kudos celebrate import`, `export`, `settings`).',
  valuesUsage: 'Usa `/kudos values` para ver los valores de la empresa (administradores: `/kudos values edit`).',
  rewardsUsage: 'Usa `/kudos premios` para ver las recompensas que puedes canjear (administradores: `/kudos rewards export`).',
  syncUsage: 'Aquí no entiendo `{option}`. Usa `/kudos sync`, `/kudos sync --update` o `/kudos sync --dry-run`.',
  balanceUsage: 'Usa `/kudos saldo` para ver cuántas monedas te quedan por dar.',
  digestUsage: 'Usa `/kudos digest preview` para ver lo que publicaría el resumen semanal (administradores).',
  reviewUsage: 'Usa `/kudos review`, `/kudos review @persona` o `/kudos review team`.',
  feedbackUsage: 'Usa `/kudos feedback` para ver tu propio feedback, o `/kudos feedback @persona` para el de un colaborador directo.',
  whoisUsage: 'Usa `/kudos whois @persona` (o una dirección de correo).',
  linkUsage: 'Usa `/kudos link @persona nombre@empresa.com` para vincular a un usuario de Slack con su correo del directorio de la empresa.',
};
