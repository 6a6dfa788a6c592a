// `/kudos` in each language's own words: the common subcommands (help, balance, top, rewards) and the word that opens a
// reason (`for`). Every language's words are read for everyone, beside the English ones, so a shared instruction works
// whoever types it; help shows a person their own language's. Words are compared in lower case, accents kept.
import type { Locale } from '../../i18n/locales.js';

type Subcommand = 'help' | 'balance' | 'top' | 'rewards';

/** Each language's words for the common subcommands, the first of each the one help shows. */
const SUBCOMMAND_WORDS: Record<Exclude<Locale, 'en'>, Record<Subcommand, string[]>> = {
  es: { help: ['ayuda'], balance: ['saldo'], top: ['ranking', 'clasificación', 'clasificacion'], rewards: ['premios', 'recompensas'] },
  'pt-BR': { help: ['ajuda'], balance: ['saldo'], top: ['ranking', 'classificação', 'classificacao'], rewards: ['recompensas', 'prêmios', 'premios'] },
  fr: { help: ['aide'], balance: ['solde'], top: ['classement'], rewards: ['récompenses', 'recompenses'] },
  de: { help: ['hilfe'], balance: ['guthaben', 'kontostand'], top: ['rangliste', 'bestenliste'], rewards: ['prämien', 'praemien', 'belohnungen'] },
  ja: { help: ['ヘルプ', 'へるぷ'], balance: ['残高'], top: ['ランキング'], rewards: ['リワード', '報酬', 'ごほうび'] },
};

/** The word before a reason, in any language: "for the launch", "por el lanzamiento", "pour le lancement". */
export const REASON_CONNECTORS: ReadonlySet<string> = new Set(['for', 'por', 'pelo', 'pela', 'pour', 'für', 'fuer', 'のために', 'のおかげで']);

const ALIASES = new Map<string, Subcommand>(
  Object.values(SUBCOMMAND_WORDS).flatMap((words) => Object.entries(words).flatMap(([sub, list]) => list.map((w) => [w, sub as Subcommand] as const))),
);

/** The English subcommand a word of another language names, else undefined. */
export const subcommandAlias = (word: string): Subcommand | undefined => ALIASES.get(word.toLowerCase());

/** The words help shows a person of `locale` (none in English: the English ones are the help itself). */
export function localKeywords(locale: Locale): string[] {
  if (locale === 'en') return [];
  return Object.values(SUBCOMMAND_WORDS[locale]).map((list) => list[0]!);
}
