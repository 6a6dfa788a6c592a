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

/** The word before a reason, in any language: "for the launch", "por el lanzamiento", "für den Launch". */
const REASON_CONNECTORS: ReadonlySet<string> = new Set(['for', 'por', 'pelo', 'pela', 'für', 'fuer', 'のために', 'のおかげで']);

/** French `pour` is also an English verb ("pour one out for the team"): it opens a reason only before a word French
 *  puts after it (an article, a possessive, a demonstrative), so an English reason is read as it always was. */
const AFTER_POUR =
  /^(le|la|les|l[’']\S*|un|une|des|du|au|aux|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|ce|cet|cette|ces|tout|toute|tous|toutes|avoir|être)$/i;

/** Whether `word` is the word before a reason, `next` the word after it. */
export function opensReason(word: string, next: string | undefined): boolean {
  const w = word.toLowerCase();
  return REASON_CONNECTORS.has(w) || (w === 'pour' && next !== undefined && AFTER_POUR.test(next));
}

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
