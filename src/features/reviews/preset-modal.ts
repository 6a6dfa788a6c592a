// The review preset's modals (admins): the form, with its limit of 50 members or 50 teams, and the saved answer. Pure.
import type { ModalView, PlainTextOption } from '@slack/types';
import type { SavedPreset } from '../../store/presets.js';
import { context, escapeText, plain, section } from '../../ui/blocks.js';
import { VIEWS } from '../../ui/ids.js';

export const PRESET_LIMIT = 50;

type TeamChoice = { teamId: string; label: string };

export function presetModal(teams: TeamChoice[]): ModalView {
  const teamOption = (t: TeamChoice): PlainTextOption => ({ text: plain(t.label, 75), value: t.teamId });
  return {
    type: 'modal',
    callback_id: VIEWS.preset,
    title: plain('Review preset', 24),
    submit: plain('Save preset', 24),
    close: plain('Cancel', 24),
    blocks: [
      section(
        'A preset gives reviewers prompts and sets when the next review is due, for up to 50 people *or* up to 50 teams. Anyone already in another preset moves to this one.',
      ),
      { type: 'input', block_id: 'name', label: plain('Name'), element: { type: 'plain_text_input', action_id: 'value', max_length: 100 } },
      {
        type: 'input',
        block_id: 'goals_feedback',
        label: plain('Goals prompt'),
        element: { type: 'plain_text_input', action_id: 'value', multiline: true, max_length: 2000 },
      },
      {
        type: 'input',
        block_id: 'culture_contribution',
        label: plain('Culture prompt'),
        element: { type: 'plain_text_input', action_id: 'value', multiline: true, max_length: 2000 },
      },
      { type: 'input', block_id: 'next_review', label: plain('Next review date'), element: { type: 'datepicker', action_id: 'value' } },
      {
        type: 'input',
        block_id: 'members',
        optional: true,
        label: plain('Members (up to 50)'),
        element: { type: 'multi_users_select', action_id: 'value', max_selected_items: PRESET_LIMIT },
      },
      teams.length > 0
        ? {
            type: 'input',
            block_id: 'teams',
            optional: true,
            label: plain('…or teams (up to 50)'),
            element: { type: 'multi_static_select', action_id: 'value', max_selected_items: PRESET_LIMIT, options: teams.slice(0, 100).map(teamOption) },
          }
        : context('To cover whole teams, map Slack user groups to team IDs in `/kudos setup`.'),
    ],
  };
}

export function presetSavedView(preset: SavedPreset): ModalView {
  const who = preset.members.length
    ? `${preset.members.length} member${preset.members.length === 1 ? '' : 's'}`
    : `${preset.teams.length} team${preset.teams.length === 1 ? '' : 's'} (${preset.teams.map((t) => escapeText(preset.teamNames[t] ?? t)).join(', ')})`;
  return {
    type: 'modal',
    title: plain('Review preset', 24),
    close: plain('Done', 24),
    blocks: [
      section(`:white_check_mark: Saved *${escapeText(preset.name)}* for ${who}; next review ${preset.next_review}.`),
      context('Presets are listed on the App Home (admin part).'),
    ],
  };
}
