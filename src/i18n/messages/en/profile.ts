// The profile namespace in English (en), the source every other language translates.
export const profile = {
  summary: 'Your engagement profile: {score}/100 ({status})',
  header: 'Engagement profile — {who, select, you {you} other {{who}}}',
  health: '*Engagement health*\n`{bar}`',
  homeHealth: '*Engagement health*  `{bar}`',
  statusField: '*Status*\n{status}',
  impactField: '*Impact rating*\n{rating}',
  status: '{status, select, Novice {Novice} Intermediate {Intermediate} Advanced {Advanced} Elite {Elite} other {{status}}}',
  bands: 'Bands: Novice 0–24 · Intermediate 25–49 · Advanced 50–74 · Elite 75–100',
  nothingYet: '_nothing yet_',
  homeHeader: 'Your profile',
  contextHeading: '{key, select, strengths {Strengths} recent_wins {Recent wins} growth_areas {Growth areas} other {{title}}}',
};
