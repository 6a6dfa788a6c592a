// The App Home tab: profile card, the latest kudos received, action buttons, and for admins the connection panel.
import type { HomeView } from '@slack/types';
import type { Profile, RecognitionItem } from '../../engagement/index.js';
import { type Blocks, actions, button, context, divider, escapeText, fields, header, scoreBar, section } from '../../ui/blocks.js';
import { ACTIONS } from '../../ui/ids.js';
import { kudosLine } from '../received/received.js';
import type { SavedPreset } from '../../store/presets.js';

export type ConnectionStatus = { stage: string; keyLast4: string; source: 'workspace' | 'default'; reachable: boolean; detail: string };

export type HomeData = {
  userId: string;
  profile: Profile | { problem: string };
  recent: RecognitionItem[] | { problem: string };
  isAdmin: boolean;
  connection?: ConnectionStatus | { problem: string };
  nameOf: (email: string) => string;
  presets?: SavedPreset[];
  /** The giving allowance line: "You have 40 of 100 coins left this month (resets 1 Dec)." */
  allowance?: string;
  /** What other features declared for App Home (Feature.home), each already rendered, in order. */
  sections?: Blocks[];
};

export function homeView(data: HomeData): HomeView {
  const blocks: Blocks = [header(':sparkles: Kudos'), section(`Hi <@${data.userId}>! Thank a colleague, see what you got, file reviews.`)];
  blocks.push(actions([
    button('Give kudos', ACTIONS.homeGive, undefined, 'primary'),
    button('File a review', ACTIONS.homeReview),
    button('My feedback', ACTIONS.homeFeedback),
    ...(data.isAdmin ? [button('Workspace setup', ACTIONS.homeSetup)] : []),
  ]));
  if (data.allowance) blocks.push(section(`:coin: ${data.allowance}`), context('Your balance any time: `/kudos balance`'));
  blocks.push(divider(), header('Your profile'));
  if ('problem' in data.profile) blocks.push(section(`:warning: ${data.profile.problem}`));
  else
    blocks.push(
      section(`*Engagement health*  \`${scoreBar(data.profile.engagement_health_score)}\``),
      fields([`*Status*\n${data.profile.engagement_health_status}`, `*Impact rating*\n${data.profile.impact_rating}`]),
    );
  blocks.push(divider(), header('Latest kudos you received'));
  if ('problem' in data.recent) blocks.push(section(`:warning: ${data.recent.problem}`));
  else if (data.recent.length === 0) blocks.push(section('Nothing yet — kudos you receive will show up here.'));
  else blocks.push(...data.recent.slice(0, 5).map((r) => section(kudosLine(r, data.nameOf))), context('All of them: `/kudos received`'));
  for (const declared of data.sections ?? []) if (declared.length) blocks.push(divider(), ...declared);
  if (data.isAdmin && data.connection) {
    blocks.push(divider(), header('Admin: connection'));
    if ('problem' in data.connection) blocks.push(section(`:warning: ${data.connection.problem}`));
    else {
      const c = data.connection;
      blocks.push(
        fields([
          `*Stage*\n${c.stage}`,
          `*API key*\n…${c.keyLast4}${c.source === 'default' ? ' (default)' : ''}`,
          `*Service*\n${c.reachable ? ':large_green_circle: reachable' : ':red_circle: not reachable'}`,
        ]),
        context(c.detail),
      );
    }
  }
  if (data.isAdmin && data.presets) {
    blocks.push(divider(), header('Admin: review presets'));
    if (data.presets.length === 0) blocks.push(section('No presets yet. A preset sets the review prompts and the next review date for up to 50 people or teams.'));
    for (const p of data.presets.slice(-20)) {
      const who = p.members.length
        ? p.members.slice(0, 20).map((m) => (m.userId ? `<@${m.userId}>` : escapeText(m.email))).join(', ') + (p.members.length > 20 ? ` and ${p.members.length - 20} more` : '')
        : `teams ${p.teams.map((t) => escapeText(p.teamNames[t] ?? t)).join(', ')}`;
      blocks.push(section(`*${escapeText(p.name)}* · next review ${p.next_review}\n${who}`));
    }
    blocks.push(actions([button('New review preset', ACTIONS.homePreset), button('Sync the directory', ACTIONS.homeSync)]));
  }
  return { type: 'home', blocks: blocks.slice(0, 100) };
}
