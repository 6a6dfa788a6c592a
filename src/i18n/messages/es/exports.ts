// The exports namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { exports as source } from '../en/exports.js';

export const exports: Translation<typeof source> = {
  started:
    '{kind, select, questions {:hourglass_flowing_sand: Exportando preguntas; el CSV te llegará por mensaje directo conmigo.} other {:hourglass_flowing_sand: Exportando respuestas; el CSV te llegará por mensaje directo conmigo.}}',
  progress:
    '{kind, select, questions {:hourglass_flowing_sand: Exportando preguntas…} other {:hourglass_flowing_sand: Exportando respuestas…}}{restarted, select, yes { (empezó de nuevo: la instancia de la app que la ejecutaba se detuvo)} other {}}',
  progressRows:
    '{kind, select, questions {:hourglass_flowing_sand: Exportando preguntas… {count, plural, one {# fila} other {# filas}} hasta ahora} other {:hourglass_flowing_sand: Exportando respuestas… {count, plural, one {# fila} other {# filas}} hasta ahora}}{restarted, select, yes { (empezó de nuevo: la instancia de la app que la ejecutaba se detuvo)} other {}}',
  done: '{kind, select, questions {:white_check_mark: {count, plural, one {Se exportó # pregunta} other {Se exportaron # preguntas}}{filters}. El CSV está abajo.} other {:white_check_mark: {count, plural, one {Se exportó # respuesta} other {Se exportaron # respuestas}}{filters}. El CSV está abajo.}}',
  filters: ' ({list})',
  filter:
    '{filter, select, skill {habilidad {value}} dimension {dimensión {value}} email {de {value}} question {para {value}} from {desde {value}} to {hasta {value}} other {{value}}}',
  stopped: ':warning: La exportación se detuvo: {reason}',
  fileTitle: '{kind, select, questions {Preguntas de la encuesta {date}} other {Respuestas de la encuesta {date}}}',
  column:
    '{column, select, question_id {ID de pregunta} question_text {Pregunta} type {Tipo} options {Opciones} skill {Habilidad} dimension {Dimensión} date {Fecha} email {Correo electrónico} answer {Respuesta} other {{column}}}',
  usage:
    'Usa `/kudos export questions [--skill Leadership] [--dimension Growth]` o `/kudos export responses [--email a@b.com] [--question q-1] [--from 2026-01-01] [--to 2026-03-31]`.',
  flagNeedsValue: '`{flag}` necesita un valor.',
  unknownFlag: 'Aquí no conozco `--{flag}`.',
  notASkill: '“{skill}” no es una habilidad. Habilidades: {skills}.',
  dateNotADate: '`--{flag}` necesita una fecha como {example} (año-mes-día); “{value}” no lo es.',
  dateNotInCalendar: '`--{flag} {value}` no es una fecha del calendario. Escríbela como año-mes-día, por ejemplo {example}.',
  dateFromAfterTo: '`--from {from}` es posterior a `--to {to}`: el periodo debe empezar antes de terminar. ¿Querías decir `--from {to} --to {from}`?',
};
