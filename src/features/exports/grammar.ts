// `/kudos export questions|responses …`: which export, and its filters.
import { SKILLS } from '../../engagement-client/index.js';
import { parseFlags } from '../../ui/command-flags.js';
import { dateRangeProblem } from './date-range.js';
import type { ExportSpec } from '../../store/export-jobs.js';

const USAGE =
  'Use `/kudos export questions [--skill Leadership] [--dimension Growth]` or `/kudos export responses [--email a@b.com] [--question q-1] [--from 2026-01-01] [--to 2026-03-31]`.';

export function parseExport(text: string): ExportSpec | { error: string } {
  const parsed = parseFlags(text);
  if ('error' in parsed) return { error: `${parsed.error} ${USAGE}` };
  const { words, flags } = parsed;
  const kind = words[0]?.toLowerCase();
  const allowed = kind === 'questions' ? ['skill', 'dimension'] : ['email', 'question', 'from', 'to'];
  const unknown = Object.keys(flags).find((f) => !allowed.includes(f));
  if ((kind !== 'questions' && kind !== 'responses') || words.length > 1 || unknown)
    return { error: unknown ? `I don’t know \`--${unknown}\` here. ${USAGE}` : USAGE };
  if (kind === 'questions') {
    const skill = flags.skill ? SKILLS.find((s) => s.toLowerCase().replace(/[\s_-]/g, '') === flags.skill!.toLowerCase().replace(/[\s_-]/g, '')) : undefined;
    if (flags.skill && !skill) return { error: `“${flags.skill}” is not a skill. Skills: ${SKILLS.join(', ')}.` };
    return { kind, ...(skill ? { skill } : {}), ...(flags.dimension ? { dimension: flags.dimension } : {}) };
  }
  const range = dateRangeProblem(flags, '2026-01-31');
  if (range) return { error: range };
  return {
    kind,
    ...(flags.email ? { email: flags.email.toLowerCase() } : {}),
    ...(flags.question ? { question: flags.question } : {}),
    ...(flags.from ? { from: flags.from } : {}),
    ...(flags.to ? { to: flags.to } : {}),
  };
}
