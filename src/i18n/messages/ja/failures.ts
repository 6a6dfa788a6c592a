// The failures namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { failures as source } from '../en/failures.js';

export const failures: Translation<typeof source> = {
  outcome:
    '{outcome, select, sent {何も送信されていません。} filed {何も記録されていません。} saved {何も保存されていません。} loaded {何も読み込まれていません。} linked {何も紐付けられていません。} changed {何も変更されていません。} shown {表示できるものがありません。} restNotSent {残りは送信されていません。} moreNotSent {これ以上は送信されていません。} notSentYet {まだ何も送信できません。} notSentNow {現在は何も送信できません。} noForm {フォームは開かれていません。} noFile {ファイルは送信されていません。} noDigest {ダイジェストは作成されていません。} mayNotBeFiled {記録されていない可能性があります。} profileNotLoaded {プロフィールを読み込めませんでした。} kudosNotLoaded {Kudos を読み込めませんでした。} leaderboardNotLoaded {ランキングを読み込めませんでした。} feedbackNotLoaded {フィードバックを読み込めませんでした。} other {何も行われていません。}}',
  notConnected: 'このワークスペースはまだエンゲージメントサービスに接続されていません。管理者が `/kudos setup` で接続できます。',
  keyUnreadable: '保存された API キーを現在の ENCRYPTION_KEY で読み取れません。`/kudos setup` を実行してもう一度入力してください。',
  needsAdmin: 'Kudos を再び使うには管理者の対応が必要です。Kudos の管理者に `/kudos setup` を実行して API キーを再入力するよう依頼してください。',
  recipientNotFound:
    '{count, plural, =0 {受け取る人の一人が} other {{who} が}}社員名簿に見つかりません。{then}アドレスを確認するか、管理者に追加（または `/kudos link` での紐付け）を依頼してください。',
  wrongStage: 'このワークスペースに保存された API キーは別の環境（prod/dev）のものです。{then}管理者が `/kudos setup` で修正できます。',
  unauthorized: 'エンゲージメントサービスがこのワークスペースの API キーを拒否しました。{then}管理者が `/kudos setup` で有効なキーを入力できます。',
  rateLimited:
    'エンゲージメントサービスが混み合っています（レート制限）。{then}{seconds, plural, =0 {1 分後にもう一度お試しください。} other {# 秒後にもう一度お試しください。}}',
  serviceSaid: 'エンゲージメントサービスの応答：{said} {then}',
  refused: 'エンゲージメントサービスに拒否されました：{said} {then}',
  timeoutRead: 'エンゲージメントサービスが {seconds} 秒以内に応答しませんでした。{then}1 分後にもう一度お試しください。',
  timeoutWrite:
    'エンゲージメントサービスが {seconds} 秒以内に応答しなかったため、処理が完了したかどうかわかりません。自動では再実行しません。確認してからもう一度お試しください。',
  network: 'エンゲージメントサービスに接続できませんでした。{then}1 分後にもう一度お試しください。失敗が続く場合は管理者に連絡してください。',
  server:
    'エンゲージメントサービスでエラーが発生し（{status}）、完了が確認できませんでした。1 分後にもう一度お試しください。失敗が続く場合は管理者に連絡してください。',
  ours: 'こちら側で問題が発生しました。{then}もう一度お試しください。失敗が続く場合は管理者に連絡してください。',
};
