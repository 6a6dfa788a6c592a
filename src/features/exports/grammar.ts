// `/kudos export questions|responses …` and `/kudos townhall …` options: `--name value`, values quoted when they hold spaces.
import { SKILLS } from '../../engagement/index.js';

export type ExportSpec =
  | { kind: 'questions'; skill?: (typeof SKILLS)[number]; dimension?: string }
  | { kind: 'responses'; email?: string; question?: string; from?: string; to?: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Splits `words --flag value --flag "two words"` into leading words and flags; a flag without a value is an error. */
export function parseFlags(text: string): { words: string[]; flags: Record<string, string> } | { error: string } {
  const tokens = text.match(/"[^"]*"|“[^”]*”|\S+/g) ?? [];
  const words: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (!token.startsWith('--')) {
      words.push(token);
      continue;
    }
    const value = tokens[i + 1];
    if (value === undefined || value.startsWith('--')) return { error: `\`${token}\` needs a value.` };
    flags[token.slice(2).toLowerCase()] = value.replace(/^["“]|["”]$/g, '').replace(/^<mailto:[^|]+\|(.+)>$/, '$1');
    i += 1;
  }
  return { words, flags };
}

const USAGE =
  'Use `/kudos export questions [--skill Leadership] [--dimension Growth]` or `/kudos export responses [--email a@b.com] [--question q-1] [--from 2026-01-01] [--to 2026-03-31]`.';

export function parseExport(text: string): ExportSpec | { error: string } {
  const parsed = parseFlags(text);
  if ('error' in parsed) return { error: `${parsed.error} ${USAGE}` };
  const { words, flags } = parsed;
  const kind = words[0]?.toLowerCase();
  const allowed = kind === 'questions' ? ['skill', 'dimension'] : ['email', 'question', 'from', 'to'];
  const unknown = Object.keys(flags).find((f) => !allowed.includes(f));
  if ((kind !== 'questions' && kind !== 'responses') || words.length > 1 || unknown) return { error: unknown ? `I don’t know \`--${unknown}\` here. ${USAGE}` : USAGE };
  if (kind === 'questions') {
    const skill = flags.skill ? SKILLS.find((s) => s.toLowerCase().replace(/[\s_-]/g, '') === flags.skill!.toLowerCase().replace(/[\s_-]/g, '')) : undefined;
    if (flags.skill && !skill) return { error: `“${flags.skill}” is not a skill. Skills: ${SKILLS.join(', ')}.` };
    return { kind, ...(skill ? { skill } : {}), ...(flags.dimension ? { dimension: flags.dimension } : {}) };
  }
  for (const key of ['from', 'to'] as const) if (flags[key] && !DATE.test(flags[key]!)) return { error: `\`--${key}\` takes a date like 2026-01-31.` };
  return { kind, ...(flags.email ? { email: flags.email.toLowerCase() } : {}), ...(flags.question ? { question: flags.question } : {}), ...(flags.from ? { from: flags.from } : {}), ...(flags.to ? { to: flags.to } : {}) };
}
