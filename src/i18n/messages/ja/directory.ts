// The directory namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { directory as source } from '../en/directory.js';

export const directory: Translation<typeof source> = {
  unknownUser: 'このワークスペースで Slack ユーザー `{userId}`（<@{userId}>）が見つかりません。メンションを確認してください。',
  bot: '<@{userId}> はボットです。Kudos は人に贈るものです。',
  left: '<@{userId}> はこのワークスペースを離れました。',
  noEmail:
    '<@{userId}>{guest, select, yes {（ゲスト）} other {}} のメールアドレスが見えないため、社員名簿で見つけられません。管理者が `/kudos link @person name@company.com` で紐付けできます。',
};
