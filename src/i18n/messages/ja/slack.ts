// The slack namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { slack as source } from '../en/slack.js';

export const slack: Translation<typeof source> = {
  notAdmin:
    'この操作は Slack ワークスペースの管理者・オーナー（または Kudos 管理者に指定された人）だけが行えます。変更が必要な場合はその人たちに依頼してください。',
  unreadableCommand: 'Slack から必要な項目のないコマンドが届きました。もう一度お試しください。',
  onlyCommand: '{command} にのみ応答します。',
  unreadableForm: 'Slack から必要な項目のないフォームが届きました。フォームを閉じて、もう一度開いてください。',
  notKept:
    ':warning: Kudos は現在このリクエストを受け付けられませんでした（ストレージが応答しませんでした）。何も送信されていません。1 分後にもう一度お試しください。',
  notInstalled:
    ':warning: Kudos はこのワークスペースにもうインストールされていないため、何も送信されていません。Slack の管理者にアプリの再インストールを依頼してください。',
  close: '閉じる',
  late: ':hourglass_flowing_sand: お待たせしました。処理中に Kudos が再起動しましたが、今完了しました。',
  lateText: 'お待たせしました。{text}',
  done: '完了しました。',
};
