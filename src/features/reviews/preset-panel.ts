// The review presets on an admin's App Home: each preset's name, next review date and whom it covers, and the
// buttons to add one or sync the directory. Pure.
import type { SavedPreset } from '../../store/presets.js';
import { type Blocks, actions, button, escapeText, header, section } from '../../ui/blocks.js';
import { ACTIONS } from '../../ui/ids.js';

function covered(p: SavedPreset): string {
  if (!p.members.length) return `teams ${p.teams.map((t) => escapeText(p.teamNames[t] ?? t)).join(', ')}`;
  const named = p.members.slice(0, 20).map((m) => (m.userId ? `<@${m.userId}>` : escapeText(m.email)));
  return named.join(', ') + (p.members.length > 20 ? ` and ${p.members.length - 20} more` : '');
}

export function presetPanel(presets: SavedPreset[]): Blocks {
  const blocks: Blocks = [header('Admin: review presets')];
  if (presets.length === 0) blocks.push(section('No presets yet. A preset sets the review prompts and the next review date for up to 50 people or teams.'));
  for (const p of presets.slice(-20)) blocks.push(section(`*${escapeText(p.name)}* · next review ${p.next_review}\n${covered(p)}`));
  blocks.push(actions([button('New review preset', ACTIONS.homePreset), button('Sync the directory', ACTIONS.homeSync)]));
  return blocks;
}
