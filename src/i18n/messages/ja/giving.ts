// The giving namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { giving as source } from '../en/giving.js';

export const giving: Translation<typeof source> = {
  balanceLeft: '{period, select, week {今週} other {今月}}の残り {left}/{cap}（{date}にリセット）',
  balance: '{balance}です。',
  balanceExempt: '付与枠なしで贈れます。管理者がワークスペースの管理者を対象外に設定しています。',
  overAllowance:
    'この Kudos には {cost}{detail, select, each {（{people} × {amount}）} least {以上（届く1人ごとに {amount}）} other {}}が必要ですが、残りが足りません（{balance}）。',
  usedUp: '付与枠は{date}にリセットされるまで使い切っています。',
  canStillGive: '{date}にリセットされるまで、合計 {coins} を贈れます。',
  perKudosRule: '金額は 1〜{max} の整数のコインで指定してください（このワークスペースの Kudos 1件あたりの上限）。',
  rulesSummary:
    '全員が{period, select, week {毎週{weekday}から1週間に} other {毎月{day}日から1か月に}} {allowance} まで贈れます（{clock}）。1件の Kudos で1人あたり最大 {max} です。',
  rulesGiverClock: '各自のタイムゾーン',
  rulesAdminsExempt: 'ワークスペースの管理者は対象外です。',
  nothingTaken: '付与枠からは何も差し引かれていません。',
  staySpent:
    'サービスに Kudos が記録された可能性があるため、{coins} は付与枠から差し引かれたままです。もう一度送る前に、受け取った人に `/kudos received` で確認してもらってください。',
  overReached: '想定より多くの人に届きました。合計 {total} で、確保していた分より {more} 多く、残りから差し引きました（0 を下回ることはありません）。',
  formMost: 'Kudos 1件につき1人あたり最大 {coins} です。',
  homeBalanceHint: '残高はいつでも `/kudos balance` で確認できます',
  rulesTitle: '贈り方のルール',
  rulesSave: '保存',
  rulesBack: '戻る',
  rulesDone: '完了',
  rulesIntro:
    '各自が贈れるコインの数と、付与枠がリセットされる頻度です。どの贈り方（コマンド、フォーム、ショートカット、リアクション）でもここから差し引かれます。',
  rulesAllowanceLabel: '付与枠（期間ごとの1人あたりのコイン）',
  rulesDefault: '初期値は {value} です。',
  rulesPeriodLabel: '期間',
  rulesMonth: '月',
  rulesWeek: '週',
  rulesResetDayLabel: 'リセット日',
  rulesResetDayHint: '月: 期間が始まる日（1〜28）。週: 曜日（1 月曜日 … 7 日曜日）。',
  rulesBasisLabel: '期間の基準',
  rulesBasisWorkspace: 'ワークスペースのタイムゾーン（下記）',
  rulesBasisGiver: '各自の Slack のタイムゾーン',
  rulesTimeZoneLabel: 'ワークスペースのタイムゾーン',
  rulesTimeZoneHint: 'Europe/Lisbon や America/New_York などの IANA 名です。Slack にタイムゾーンがない人にも使われます。',
  rulesPerKudosLabel: 'Kudos 1件あたりの上限（1人あたりのコイン）',
  rulesExemptLabel: '対象外',
  rulesExemptOption: 'ワークスペースの管理者は付与枠なしで贈れる',
  rulesChangeNote: '変更はすぐに反映されます。この期間にすでに贈ったコインは引き続きカウントされ、新しい期間やリセット日からは新たにカウントされます。',
  rulesIncomplete: 'フォームが不完全な状態で届きました。閉じてから「贈り方のルール」を開き直してください。',
  rulesAllowanceRange: '付与枠は 1〜{max} の整数のコインで指定してください。',
  rulesWeekDayRange: '週の始まりは 1（月曜日）〜7（日曜日）の曜日で指定してください。',
  rulesMonthDayRange: '月の始まりは 1〜28 日で指定してください（どの月にもある日です）。',
  rulesUnknownTimeZone: '「{zone}」は知らないタイムゾーンです。Europe/Lisbon、America/New_York、UTC などの IANA 名を使ってください。',
  rulesPerKudosRange: 'Kudos 1件あたりの上限は 1〜{max} の整数のコインで指定してください。',
  rulesPerKudosOverAllowance: 'Kudos 1件あたりの上限（{max}）は付与枠（{allowance}）を超えられません。',
  rulesSaved: '保存しました。{summary}',
};
