// The grammar namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { grammar as source } from '../en/grammar.js';

export const grammar: Translation<typeof source> = {
  amountRule: 'コイン数は {min, number} から {max, number} までの整数で指定してください。',
  farTooLong: 'コマンドが長すぎます。/kudos コマンドは最大 {max, number} 文字、理由は最大 {reasonMax, number} 文字です。',
  commandTooLong: 'コマンドが {length, number} 文字あります。/kudos コマンドは最大 {max, number} 文字、理由は最大 {reasonMax, number} 文字です。',
  fieldTooLong: 'この欄は {length, number} 文字あります。最大 {max, number} 文字までです。',
  reasonTooLong: '理由が {length, number} 文字あります。{max, number} 文字以内にしてください。',
  reasonFarTooLong: '理由が {max, number} 文字を超えています。{max, number} 文字以内にしてください。',
  reasonControl:
    '理由に見えない制御文字（{control}）が含まれているため送信できません。貼り付けたテキストによく含まれています。削除してからもう一度お試しください。',
  tooManyPeople:
    '1 回の Kudos で個別に指定できるのは最大 {max} 人です（今回は {count, number} 人）。もっと多くの人に贈るには、ユーザーグループ、`team:ID`、`cohort:ID`、`everyone` を使ってください。',
  reactionsUsage:
    '`/kudos reactions :emoji: コイン数` の形で、絵文字（カスタム絵文字も可）と 1〜1,000 コインを指定してください。例: `/kudos reactions :taco: 3`',
  hereOrChannel: 'Kudos は @here や @channel には贈れません。人やユーザーグループをメンションするか、会社全体に贈るなら `everyone` と入力してください。',
  channel: 'Kudos はチャンネルではなく人に贈るものです。人やユーザーグループをメンションしてください。',
  scopeNeedsId: '`{scope}:` には ID が必要です。例: `{example}:t100`',
  unknownMention:
    '「{word}」がわかりません。このワークスペースの人でもユーザーグループでもありません。Slack の @ 候補から選んでメンションにしてください。例: `/kudos @ana.lima @tom.hughes 10 ローンチのお礼`',
  unknownOption: '`{option}` というオプションはありません。使えるオプションは、チャンネルに投稿しない `--private` だけです。',
  self: '自分自身に Kudos は贈れません。でも、その意気込みに感謝します！ほかの人をメンションしてください。',
  didYouMean: '`/kudos {typed}` というコマンドはありません。`/kudos {meant}` のことですか？（`/kudos ヘルプ` で一覧を表示します。）',
  whoToThank:
    '誰に感謝を贈るのかわかりませんでした。「{word}」は人ではありません。@ で人をメンションしてください。例: `/kudos @ana.lima @tom.hughes 10 ローンチのお礼`。または `/kudos ヘルプ` と入力してください。',
  topOneEach:
    '{what, select, period {期間は 1 つだけ指定してください: week、month、quarter、year。} board {ランキングは 1 つだけ指定してください: givers か receivers。} value {#バリューは 1 つだけ指定してください。} other {@ユーザーグループは 1 つだけ指定してください。}} 使い方: `/kudos top [week|month|quarter|year] [givers|receivers] [#value] [@group]`。例: `/kudos top week givers`',
  topNotOnePerson:
    '`/kudos top` は全員、またはユーザーグループのメンバーを順位付けします。1 人だけを対象にはできません。自分の順位は各ランキングの下に表示されます。使い方: `/kudos top [week|month|quarter|year] [givers|receivers] [#value] [@group]`。例: `/kudos top week givers`',
  topUnknownGroup:
    'ユーザーグループ「{word}」がわかりません。Slack の @ 候補から選んでメンションにしてください。使い方: `/kudos top [week|month|quarter|year] [givers|receivers] [#value] [@group]`。例: `/kudos top week givers`',
  topUnknownWord:
    'ここでは「{word}」を理解できません。使い方: `/kudos top [week|month|quarter|year] [givers|receivers] [#value] [@group]`。例: `/kudos top week givers`',
  celebrateUsage: '`/kudos celebrate me` で誕生日と入社日を設定できます（管理者: `/kudos celebrate import`、`export`、`settings`）。',
  valuesUsage: '`/kudos values` で会社のバリューを確認できます（管理者: `/kudos values edit`）。',
  rewardsUsage: '`/kudos リワード` で交換できるリワードを確認できます（管理者: `/kudos rewards export`）。',
  syncUsage: 'ここでは `{option}` を理解できません。`/kudos sync`、`/kudos sync --update`、`/kudos sync --dry-run` のいずれかを使ってください。',
  balanceUsage: '`/kudos 残高` で、あと何コイン贈れるかを確認できます。',
  digestUsage: '`/kudos digest preview` で、週次ダイジェストが今投稿する内容を確認できます（管理者）。',
  reviewUsage: '`/kudos review`、`/kudos review @person`、`/kudos review team` のいずれかを使ってください。',
  feedbackUsage: '自分へのフィードバックは `/kudos feedback`、直属の部下へのフィードバックは `/kudos feedback @person` で確認できます。',
  whoisUsage: '`/kudos whois @person`（またはメールアドレス）を使ってください。',
  linkUsage: '`/kudos link @person name@company.com` で、Slack ユーザーを社員名簿のメールアドレスに紐付けられます。',
};
