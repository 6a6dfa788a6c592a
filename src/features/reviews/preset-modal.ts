// The review preset's modals (admins): the form, with its limit of 50 members or 50 teams, and the saved answer. Pure.
import type { ModalView, PlainTextOption } from '@slack/types';
import type { SavedPreset } from '../../store/presets.js';
import { context, escapeText, plain, section } from '../../ui/blocks.js';
import { VIEWS } from '../../ui/ids.js';
import type { Translator } from '../../i18n/translator.js';

export const PRESET_LIMIT = 50;

type TeamChoice = { teamId: string; label: string };

export function presetModal(t: Translator, teams: TeamChoice[]): ModalView {
  const teamOption = (team: TeamChoice): PlainTextOption => ({ text: plain(team.label, 75), value: team.teamId });
  return {
    type: 'modal',
    callback_id: VIEWS.preset,
    title: plain(t.t('reviews.titlePreset'), 24),
    submit: plain(t.t('reviews.buttonSavePreset'), 24),
    close: plain(t.t('reviews.buttonCancel'), 24),
    blocks: [
      section(t.t('reviews.presetIntro', { limit: t.number(PRESET_LIMIT) })),
      {
        type: 'input',
        block_id: 'name',
        label: plain(t.t('reviews.labelPresetName')),
        element: { type: 'plain_text_input', action_id: 'value', max_length: 100 },
      },
      {
        type: 'input',
        block_id: 'goals_feedback',
        label: plain(t.t('reviews.labelGoalsPrompt')),
        element: { type: 'plain_text_input', action_id: 'value', multiline: true, max_length: 2000 },
      },
      {
        type: 'input',
        block_id: 'culture_contribution',
        label: plain(t.t('reviews.labelCulturePrompt')),
        element: { type: 'plain_text_input', action_id: 'value', multiline: true, max_length: 2000 },
      },
      {
        type: 'input',
        block_id: 'next_review',
        label: plain(t.t('reviews.labelNextReview')),
        element: { type: 'datepicker', action_id: 'value' },
      },
      {
        type: 'input',
        block_id: 'members',
        optional: true,
        label: plain(t.t('reviews.labelMembers', { limit: t.number(PRESET_LIMIT) })),
        element: { type: 'multi_users_select', action_id: 'value', max_selected_items: PRESET_LIMIT },
      },
      teams.length > 0
        ? {
            type: 'input',
            block_id: 'teams',
            optional: true,
            label: plain(t.t('reviews.labelTeams', { limit: t.number(PRESET_LIMIT) })),
            element: { type: 'multi_static_select', action_id: 'value', max_selected_items: PRESET_LIMIT, options: teams.slice(0, 100).map(teamOption) },
          }
        : context(t.t('reviews.presetTeamsHint')),
    ],
  };
}

export function presetSavedView(t: Translator, preset: SavedPreset): ModalView {
  const name = escapeText(preset.name);
  const date = t.day(preset.next_review);
  const saved = preset.members.length
    ? t.t('reviews.presetSavedMembers', { name, count: preset.members.length, date })
    : t.t('reviews.presetSavedTeams', {
        name,
        count: preset.teams.length,
        teams: t.list(preset.teams.map((team) => escapeText(preset.teamNames[team] ?? team))),
        date,
      });
  return {
    type: 'modal',
    title: plain(t.t('reviews.titlePreset'), 24),
    close: plain(t.t('reviews.buttonDone'), 24),
    blocks: [section(saved), context(t.t('reviews.presetSavedNote'))],
  };
}
