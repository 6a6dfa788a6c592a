// The values namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { values as source } from '../en/values.js';

export const values: Translation<typeof source> = {
  editorTitle: 'Valores de la empresa',
  editorSubmit: 'Guardar valores',
  cancel: 'Cancelar',
  close: 'Cerrar',
  lineFormat: '`#hashtag :emoji: Nombre — descripción de una línea`',
  lineExample: '#compromiso :muscle: Compromiso — Terminamos lo que empezamos',
  editorIntro:
    'Hasta {max} valores, uno por línea: {format}. Las personas etiquetan los kudos con el hashtag; los emojis personalizados también sirven. Déjalo vacío para no tener valores.',
  editorLabel: 'Valores',
  errorFormOutdated: 'Este formulario está desactualizado. Ciérralo y vuelve a abrirlo.',
  errorLine: 'La línea {line} no sigue el formato {format}, p. ej. “{example}”.',
  errorField:
    'Línea {line}: {field, select, hashtag {el hashtag admite letras y dígitos (de cualquier idioma, también con tilde), - y _, hasta 30, y empieza por una letra o un dígito} emoji {el emoji debe ser un solo emoji, o su nombre entre dos puntos, como :muscle:} name {el nombre tiene como máximo 40 caracteres} description {la descripción es una sola línea de hasta 150 caracteres} other {no se puede leer}}.',
  errorTooMany: 'Como máximo {max} valores: aquí hay {count, plural, one {# línea} other {# líneas}}.',
  errorDuplicate: 'Línea {line}: #{hashtag} ya lo usa otro valor.',
  saved: ':white_check_mark: {count, plural, one {Se guardó # valor} other {Se guardaron # valores}}: {list}.',
  savedNone: ':white_check_mark: Guardado: sin valores de la empresa.',
  notAdmin: 'Solo los administradores pueden cambiar los valores de la empresa. `/kudos values` los muestra.',
  listNone:
    '{admin, select, yes {Este espacio de trabajo aún no tiene valores de la empresa. Cámbialos con `/kudos values edit`.} other {Este espacio de trabajo aún no tiene valores de la empresa. Un administrador puede añadirlos.}}',
  listTitle: '*Nuestros valores*\n{lines}',
  listText: 'Nuestros valores: {names}',
  listHowTo:
    '{admin, select, yes {Etiqueta los kudos con un valor: `/kudos @ana.lima 10 por el #{hashtag} en el lanzamiento`, o elígelo en el formulario. Cámbialos con `/kudos values edit`.} other {Etiqueta los kudos con un valor: `/kudos @ana.lima 10 por el #{hashtag} en el lanzamiento`, o elígelo en el formulario.}}',
};
