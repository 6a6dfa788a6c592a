// The help namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { help as source } from '../en/help.js';

export const help: Translation<typeof source> = {
  title: 'Cómo usar Kudos',
  giveHeading: '*Dar kudos*',
  giveCommand:
    '`/kudos @ana.lima @tom.hughes 10 por el lanzamiento` — personas (también vale `@leila.haddad,@hannah.schmidt`), `@user-groups`, `everyone`, correos electrónicos, `team:t100`, `cohort:c-2026`',
  givePrivate: '`/kudos @tom.hughes 10 por el lanzamiento --private` — no se publica en el canal',
  giveForm:
    '`/kudos` solo, o cualquier comando incompleto, abre el formulario. También: el atajo ⚡ *Give kudos* y *Kudos for this message* en cualquier mensaje.',
  giveValue: '`/kudos @ana.lima 10 por el #ownership en el lanzamiento` — etiqueta los kudos con un valor de la empresa; `/kudos values` los muestra todos',
  giveReaction:
    'Reacciona a un mensaje con el emoji de dar (:coin:, salvo que un administrador haya elegido otro; `/kudos reactions` te dice cuál es y cuántas monedas da) para darle monedas a su autor, una vez por mensaje. Quitar la reacción no devuelve las monedas.',
  ownHeading: '*Consulta lo tuyo*',
  balance: '`/kudos balance` — las monedas que te quedan para dar en este periodo y cuándo se reinician',
  profile: '`/kudos profile` — tu perfil de compromiso',
  received: '`/kudos received` — los kudos que recibiste',
  feedback: '`/kudos feedback` — el feedback de tus evaluaciones (responsables: `/kudos feedback @report`)',
  whois: '`/kudos whois @person` — la ficha de alguien en el directorio de la empresa',
  rewards:
    '`/kudos rewards` — el catálogo de recompensas, las monedas que puedes gastar (lo que recibiste en kudos) y tus solicitudes; *Canjear* en una recompensa',
  top: '`/kudos top [week|month|quarter|year] [givers|receivers] [#value] [@user-group]` — la clasificación (por defecto, quienes más recibieron este mes; solo cuentan los kudos que se muestran en el canal de kudos)',
  celebrate:
    '`/kudos celebrate me` — tu cumpleaños (día y mes, nunca el año) y tu fecha de incorporación, o dejar de celebrar cualquiera de los dos; se celebran ese día en el canal de celebraciones',
  managersHeading: '*Responsables*',
  review: '`/kudos review @report` — registra una evaluación (también con el atajo ⚡ *File a review*); `/kudos review team` — varias a la vez',
  insights:
    'El panel de *Insights* (administradores, y responsables para los equipos de sus colaboradores directos): su enlace está en la pestaña Inicio de Kudos cuando el inicio de sesión está configurado; allí los responsables pueden activar un resumen mensual por mensaje directo',
  adminsHeading: '*Administradores*',
  setup:
    '`/kudos setup` — clave de API, entorno, canal de kudos, administradores de la app e idioma del espacio de trabajo; su paso *Reglas para dar*: asignación, periodo, día de reinicio, zona horaria, máximo por kudos, administradores exentos; su paso *Resumen semanal*: activado o no, día, hora, canal',
  digest: '`/kudos digest preview` — lo que el resumen semanal (los lunes a las 09:00, salvo que se cambie) publicaría ahora, con un botón *Publicar ahora*',
  values: '`/kudos values edit` — los valores de la empresa (hasta 10: hashtag, emoji, nombre, descripción)',
  reactions: '`/kudos reactions :taco: 3` — el emoji de dar (también uno personalizado) y cuántas monedas da una reacción',
  link: '`/kudos link @person name@company.com` — vincula a un usuario de Slack con su correo del directorio; `/kudos whois name@company.com` — de quién es esa dirección',
  preset: '`/kudos preset` — plantillas de evaluación: indicaciones y fecha de la próxima evaluación para hasta 50 personas o equipos',
  sync: '`/kudos sync [--update] [--dry-run]` — importa el directorio de Slack al directorio de la empresa',
  export:
    '`/kudos export questions [--skill S] [--dimension D]`, `/kudos export responses [--email E] [--question Q] [--from D] [--to D]` — un CSV por mensaje directo',
  townhall: '`/kudos townhall [topic] [--from D] [--to D]` — un resumen para previsualizar y publicar',
  rewardsAdmin:
    '`/kudos rewards` — además, los botones para añadir, editar y retirar recompensas, ajustar un saldo y elegir el canal de aprobación; `/kudos rewards export` — canjes y saldos en CSV por mensaje directo',
  celebrateAdmin:
    '`/kudos celebrate import` — pega un CSV (correo electrónico, cumpleaños MM-DD, fecha de incorporación YYYY-MM-DD; hasta 2000 líneas); `/kudos celebrate export` — lo que está guardado, en CSV por mensaje directo; `/kudos celebrate settings` — canal, hora local, nombre de la empresa, monedas',
  footer:
    'La pestaña Inicio de Kudos muestra lo que te queda por dar, tu perfil, los últimos kudos que recibiste y quienes más recibieron este mes, y te permite elegir el idioma en el que te habla Kudos. `/kudos help` vuelve a mostrar esta lista; las páginas de privacidad y de soporte están en /privacy y /support, en la dirección de esta app.',
  localWords: 'En tu idioma también puedes escribir: {words}.',
};
