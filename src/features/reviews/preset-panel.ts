// The review presets on an admin's App Home: each preset's name, next review date and whom it covers, and the
// buttons to add one or sync the directory. Pure.
import type { SavedPreset } from '../../store/presets.js';
import { type Blocks, actions, button, escapeText, header, section } from '../../ui/blocks.js';
import { ACTIONS } from '../../ui/ids.js';
import type { Translator } from '../../i18n/translator.js';
import { PRESET_LIMIT } from './preset-modal.js';

const NAMED_MAX = 20;

function covered(t: Translator, p: SavedPreset): string {
  if (!p.members.length) return t.t('reviews.panelCoversTeams', { teams: t.list(p.teams.map((team) => escapeText(p.teamNames[team] ?? team))) });
  const named = p.members.slice(0, NAMED_MAX).map((m) => (m.userId ? `<@${m.userId}>` : escapeText(m.email)));
  return p.members.length > NAMED_MAX
    ? t.t('reviews.panelCoversMore', { people: named.join(', '), count: t.number(p.members.length - NAMED_MAX) })
    : t.list(named);
}

export function presetPanel(t: Translator, presets: SavedPreset[]): Blocks {
  const blocks: Blocks = [header(t.t('reviews.panelHeader'))];
  if (presets.length === 0) blocks.push(section(t.t('reviews.panelEmpty', { limit: t.number(PRESET_LIMIT) })));
  for (const p of presets.slice(-20))
    blocks.push(section(t.t('reviews.panelPreset', { name: escapeText(p.name), date: t.day(p.next_review), covered: covered(t, p) })));
  blocks.push(actions([button(t.t('reviews.buttonNewPreset'), ACTIONS.homePreset), button(t.t('reviews.buttonSyncDirectory'), ACTIONS.homeSync)]));
  return blocks;
}
