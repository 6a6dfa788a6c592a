// `/kudos export questions|responses …`: which export, and its filters. A refusal is a sentence worded later, in the
// admin's language; `usage` asks for the command's usage after it.
import { SKILLS } from '../../engagement-client/index.js';
import { type Said, said } from '../../i18n/said.js';
import { parseFlags } from '../../ui/command-flags.js';
import { dateRangeSaid } from './date-range.js';
import type { ExportSpec } from '../../store/export-jobs.js';

export type ExportRefusal = { error: Said; usage?: true };

export function parseExport(text: string): ExportSpec | ExportRefusal {
  const parsed = parseFlags(text);
  if ('missingValue' in parsed) return { error: said('exports.flagNeedsValue', { flag: parsed.missingValue }), usage: true };
  const { words, flags } = parsed;
  const kind = words[0]?.toLowerCase();
  const allowed = kind === 'questions' ? ['skill', 'dimension'] : ['email', 'question', 'from', 'to'];
  const unknown = Object.keys(flags).find((f) => !allowed.includes(f));
  if ((kind !== 'questions' && kind !== 'responses') || words.length > 1 || unknown)
    return unknown ? { error: said('exports.unknownFlag', { flag: unknown }), usage: true } : { error: said('exports.usage') };
  if (kind === 'questions') {
    const skill = flags.skill ? SKILLS.find((s) => s.toLowerCase().replace(/[\s_-]/g, '') === flags.skill!.toLowerCase().replace(/[\s_-]/g, '')) : undefined;
    if (flags.skill && !skill) return { error: said('exports.notASkill', { skill: flags.skill, skills: SKILLS.join(', ') }) };
    return { kind, ...(skill ? { skill } : {}), ...(flags.dimension ? { dimension: flags.dimension } : {}) };
  }
  const range = dateRangeSaid(flags, '2026-01-31');
  if (range) return { error: range };
  return {
    kind,
    ...(flags.email ? { email: flags.email.toLowerCase() } : {}),
    ...(flags.question ? { question: flags.question } : {}),
    ...(flags.from ? { from: flags.from } : {}),
    ...(flags.to ? { to: flags.to } : {}),
  };
}
