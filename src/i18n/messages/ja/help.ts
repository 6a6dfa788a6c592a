// The help namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { help as source } from '../en/help.js';

export const help: Translation<typeof source> = {
  title: 'Kudos の使い方',
  giveHeading: '*Kudos を贈る*',
  giveCommand:
    '`/kudos @ana.lima @tom.hughes 10 ローンチのお礼` — 贈る相手：メンバー（`@leila.haddad,@hannah.schmidt` のようにも書けます）、`@user-groups`、`everyone`、メールアドレス、`team:t100`、`cohort:c-2026`',
  givePrivate: '`/kudos @tom.hughes 10 ローンチのお礼 --private` — チャンネルには投稿されません',
  giveForm:
    '`/kudos` だけ、または不完全な入力ではフォームが開きます。ほかに、⚡ ショートカット *Give kudos* や、各メッセージの *Kudos for this message* も使えます。',
  giveValue: '`/kudos @ana.lima 10 #ownership ローンチのお礼` — Kudos にバリューのタグを付けます。`/kudos values` で一覧を表示します',
  giveReaction:
    'メッセージに贈呈用の絵文字（管理者が変更していなければ :coin:。`/kudos reactions` で絵文字とコイン数を確認できます）でリアクションすると、投稿者にコインを贈れます（1 メッセージにつき 1 回）。リアクションを取り消しても、コインは戻りません。',
  ownHeading: '*自分の情報を見る*',
  balance: '`/kudos balance` — この期間にまだ贈れるコインと、リセットされる日時',
  profile: '`/kudos profile` — あなたのエンゲージメントプロフィール',
  received: '`/kudos received` — あなたが受け取った Kudos',
  feedback: '`/kudos feedback` — あなたの評価で寄せられたフィードバック（マネージャーは `/kudos feedback @report`）',
  whois: '`/kudos whois @person` — 社員名簿にあるその人の情報',
  rewards: '`/kudos rewards` — リワードのカタログ、使えるコイン（Kudos で受け取った分）、あなたの申請。リワードの *交換する* ボタンから交換できます',
  top: '`/kudos top [week|month|quarter|year] [givers|receivers] [#value] [@user-group]` — ランキング（既定は今月の受け取った人。Kudos チャンネルに表示された Kudos のみが対象）',
  celebrate: '`/kudos celebrate me` — 誕生日（月日のみ、年は含みません）と入社日の登録、またはどちらかのお祝いを辞退。当日にお祝いチャンネルでお祝いされます',
  managersHeading: '*マネージャー向け*',
  review: '`/kudos review @report` — 評価を登録します（⚡ ショートカット *File a review* からも可）。`/kudos review team` — 複数人をまとめて登録',
  insights:
    '*Insights* ダッシュボード（管理者と、直属の部下のチームについてはマネージャーが利用可）：サインインが設定されていれば、リンクは Kudos のホームタブにあります。マネージャーはそこで月次サマリーの DM をオンにできます',
  adminsHeading: '*管理者向け*',
  setup:
    '`/kudos setup` — API キー、ステージ、Kudos チャンネル、アプリの管理者、ワークスペースの言語。 *贈り方のルール* ステップ：付与枠、期間、リセット日、タイムゾーン、1 回あたりの上限、対象外にする管理者。 *週次ダイジェスト* ステップ：オン／オフ、曜日、時刻、チャンネル',
  digest: '`/kudos digest preview` — 週次ダイジェスト（変更しなければ毎週月曜 09:00）が今投稿する内容を、 *今すぐ投稿* ボタン付きで表示します',
  values: '`/kudos values edit` — 会社のバリュー（最大 10 個：ハッシュタグ、絵文字、名前、説明）',
  reactions: '`/kudos reactions :taco: 3` — 贈呈用の絵文字（カスタム絵文字も可）と、1 回のリアクションで贈るコイン数',
  link: '`/kudos link @person name@company.com` — Slack ユーザーを社員名簿のメールアドレスに紐付けます。`/kudos whois name@company.com` — そのアドレスが誰のものかを表示します',
  preset: '`/kudos preset` — 評価のプリセット：最大 50 人またはチームの設問と次回評価日',
  sync: '`/kudos sync [--update] [--dry-run]` — Slack のメンバー一覧を社員名簿に取り込みます',
  export:
    '`/kudos export questions [--skill S] [--dimension D]`、`/kudos export responses [--email E] [--question Q] [--from D] [--to D]` — CSV を DM で送ります',
  townhall: '`/kudos townhall [topic] [--from D] [--to D]` — プレビューして投稿できるダイジェスト',
  rewardsAdmin:
    '`/kudos rewards` — リワードの追加・編集・終了、残高の調整、承認チャンネルの指定ボタンもあります。`/kudos rewards export` — 交換履歴と残高を CSV で DM に送ります',
  celebrateAdmin:
    '`/kudos celebrate import` — CSV を貼り付け（メールアドレス、誕生日 MM-DD、入社日 YYYY-MM-DD。最大 2,000 行）。`/kudos celebrate export` — 保存されている内容を CSV で DM に送ります。`/kudos celebrate settings` — チャンネル、現地時刻、会社名、コイン',
  footer:
    'Kudos のホームタブには、まだ贈れるコイン、あなたのプロフィール、最近受け取った Kudos、今月よく受け取った人が表示され、Kudos の表示言語もそこで選べます。`/kudos help` でこの一覧をもう一度表示できます。プライバシーとサポートのページは、このアプリのアドレスの /privacy と /support にあります。',
  localWords: 'あなたの言語では次のようにも入力できます：{words}。',
};
