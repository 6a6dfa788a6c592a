// The sync namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { sync as source } from '../en/sync.js';

export const sync: Translation<typeof source> = {
  reading: ':hourglass_flowing_sand: Slack のメンバー一覧を読み込んでいます…',
  alreadyRunning: '名簿の同期はすでに実行中です。同期は一度に 1 つだけです。進捗は同期を開始した人のダイレクトメッセージで確認できます。',
  alreadyRunningBy:
    '名簿の同期はすでに実行中です（{people} 人中 {sent} 人を送信済み、<@{adminId}> さんが開始）。同期は一度に 1 つだけです。進捗は同期を開始した人のダイレクトメッセージで確認できます。',
  started:
    '{dryRun, select, yes {テスト実行を開始しました。進捗は私とのダイレクトメッセージで確認できます。} other {名簿の同期を開始しました。進捗は私とのダイレクトメッセージで確認できます。}}',
  progress:
    '{next, select, waiting {:arrows_counterclockwise: 名簿を同期しています：{people} 人中 {sent} 人を送信済み。次のバッチは {seconds} 秒後です} retrying {:arrows_counterclockwise: 名簿を同期しています：{people} 人中 {sent} 人を送信済み。サービスが応答しなかったため、バッチ {batch} を再送しています} other {:arrows_counterclockwise: 名簿を同期しています：{people} 人中 {sent} 人を送信済み。バッチ {batch}/{batches} を送信中です}}',
  stoppedAt:
    ':warning: 名簿の同期はバッチ {batch}/{batches} で停止しました：{reason} 最初からやり直すには `/kudos sync` をもう一度実行してください。インポート済みの人はスキップされます。',
  stoppedReading: ':warning: 名簿の同期が停止しました：{reason}',
  finished:
    ':white_check_mark: 名簿の同期が完了しました：インポート {imported} 人、更新 {updated} 人、スキップ {skipped} 人（名簿に登録済み）、失敗 {failed} 人。',
  leftOut: '対象外：{list}。',
  leftOutCount:
    '{reason, select, Slackbot {{count, plural, other {Slackbot # 件}}} bot {{count, plural, other {ボット # 件}}} deactivated {{count, plural, other {無効化されたアカウント # 件}}} guest {{count, plural, other {ゲスト # 人}}} other {{count, plural, other {2 つ目のアカウント # 件}}}}',
  dryRunChecking: ':mag: テスト実行：名簿に登録済みの人を確認しています… {total} 人中 {done} 人',
  dryRunWould:
    '{update, select, yes {:mag: テスト実行です。何も送信していません。今同期すると、新しく {fresh, plural, other {# 人}}をインポートし、名簿に登録済みの {existing, plural, other {# 人}}を Slack の情報で更新します。} other {:mag: テスト実行です。何も送信していません。今同期すると、新しく {fresh, plural, other {# 人}}をインポートし、名簿に登録済みの {existing, plural, other {# 人}}は変更しません（`--update` を付けると Slack の情報で更新します）。}}',
  dryRunRefused: 'サービスは {count, number} 件を拒否します：{list}。',
  dryRunNoEmail: '{count, plural, other {# 人はメールアドレスがないため送信できません。}}',
  problemFirstNameBlank: 'first_name が空か、先頭または末尾に空白があります',
  problemTooLong: '{field} は {max, number} 文字以内にする必要があります',
  problemLastNameMissing: 'last_name は必須です',
  problemManager: 'マネージャー {email} は名簿にもこの同期にも含まれていません',
  reasonNoEmail: 'Slack で確認できるメールアドレスがありません',
  column: '{column, select, email {メールアドレス} name {名前} reason {理由} other {{column}}}',
  failedFileTitle: '名簿の同期：失敗した行',
  failedFileComment: '{count, plural, other {# 人をインポートできませんでした。理由はファイルに記載しています。}}',
};
