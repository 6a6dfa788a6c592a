// The profile namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { profile as source } from '../en/profile.js';

export const profile: Translation<typeof source> = {
  summary: 'あなたのエンゲージメントプロフィール：{score}/100（{status}）',
  header: 'エンゲージメントプロフィール — {who, select, you {あなた} other {{who}}}',
  health: '*エンゲージメントの健全度*\n`{bar}`',
  homeHealth: '*エンゲージメントの健全度*  `{bar}`',
  statusField: '*ステータス*\n{status}',
  impactField: '*インパクト評価*\n{rating}',
  status: '{status, select, Novice {ビギナー} Intermediate {中級} Advanced {上級} Elite {エリート} other {{status}}}',
  bands: '区分：ビギナー 0–24 · 中級 25–49 · 上級 50–74 · エリート 75–100',
  nothingYet: '_まだありません_',
  homeHeader: 'あなたのプロフィール',
  contextHeading: '{key, select, strengths {強み} recent_wins {最近の成果} growth_areas {成長の余地} other {{title}}}',
};
