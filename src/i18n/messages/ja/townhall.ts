// The townhall namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { townhall as source } from '../en/townhall.js';

export const townhall: Translation<typeof source> = {
  unknownFlag: 'ここでは `--{flag}` は使えません。`/kudos townhall [topic] [--from 2026-10-01] [--to 2026-10-31]` の形で入力してください。',
  generated: 'エンゲージメントサービスが {when} UTC に作成しました。',
  postButton: 'チャンネルに投稿',
  onlyYou: 'このプレビューはあなたにだけ表示されています。',
  expired: 'このプレビューは期限切れです。もう一度 `/kudos townhall` を実行してください。',
  postedAlready: 'このタウンホール用ダイジェストはすでに <#{channel}> に投稿されています。',
  postFailedInvite: ':warning: <#{channel}> に投稿できませんでした。`/invite @Kudos` で招待してください。',
  postFailed: ':warning: <#{channel}> に投稿できませんでした（{code, select, none {Slack のエラー} other {{code}}}）。',
  posted: ':white_check_mark: 「{title}」を <#{channel}> に投稿しました。',
};
