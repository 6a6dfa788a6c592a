// The whois namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { whois as source } from '../en/whois.js';

export const whois: Translation<typeof source> = {
  notAdmin: 'メールアドレスでの検索は Kudos 管理者のみ利用できます。`/kudos whois @person` を使ってください。',
  bot: '<@{userId}> はボットのため、社員名簿に登録がありません。',
  unmappedTeam: '{teamId}（`/kudos setup` でユーザーグループが割り当てられていません）',
  email: 'メールアドレス',
  slack: 'Slack',
  team: 'チーム',
  role: '役割',
  impactRating: 'インパクト評価',
  status: 'ステータス',
};
