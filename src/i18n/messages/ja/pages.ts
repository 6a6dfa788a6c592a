// The pages namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { pages as source } from '../en/pages.js';

export const pages: Translation<typeof source> = {
  pageTitle: '{title} · Kudos',
  languageSwitcher: '言語',
  operatorUnnamed: '社内の担当者',
  contactUnnamed: 'Slack ワークスペースの管理者',
  privacyTitle: 'Kudos for Slack — プライバシー',
  privacyIntro: 'この Kudos は {operator} が運営しています。ご質問・ご依頼の連絡先：{contact}',
  privacyKeepsHeading: 'アプリが保存するもの',
  privacyKeepsInstallation: 'ワークスペースのインストール情報（ボットトークン）。暗号鍵で暗号化して保存します。',
  privacyKeepsSettings:
    '管理者が選んだ設定：エンゲージメントサービスの API キー（暗号化済み）、Kudos チャンネルと週次ダイジェストのチャンネル、贈り方のルール、バリュー、ワークスペースの既定の言語。',
  privacyKeepsPerPerson:
    '各メンバーについて：Kudos のホームタブで選んだ言語、現在の期間に使ったコインの数、会社の社員名簿と照合するための Slack プロフィール（名前、メールアドレス、タイムゾーン）の短期キャッシュ。',
  privacyKeepsSummary: 'チームの Kudos の月次まとめを DM で受け取ることを選んだマネージャー。',
  privacyKeepsCelebrations:
    'お祝い：各メンバーの誕生日（月と日のみで、年は保存しません）と入社日（本人が入力したもの、または管理者がインポートしたもの）、およびそれぞれをお祝いしないという選択。',
  privacyKeepsRewards:
    'リワード：各メンバーのコイン残高とその増減のすべての記録（金額、実行した人、理由）、リワードの申請とその各段階および本人が入力したメモ、上限のあるリワードを交換した回数。',
  privacyKeepsReviews:
    '評価：評価プリセット（保存した人と、対象となるチームおよびメンバーのメールアドレス）と、チーム評価のフォームの途中の下書き（1 日間保存します）。',
  privacyKeepsRecognitions:
    'ランキング、週次ダイジェスト、Insights ダッシュボードのためにエンゲージメントサービスから読み込んだ過去 400 日分の Kudos のコピー（贈った人、受け取った人のメールアドレス、コイン、理由、日付）と、社員名簿の名前・チーム・マネージャー。',
  privacyNotKeptHeading: 'アプリが保存しないもの',
  privacyNotKept:
    'Kudos、フィードバック、評価は、会社の API キーのもとで会社のエンゲージメントサービスに保存されます。これらはアプリではなく会社の記録であり、保存期間は会社が決めます。',
  privacyDeletionHeading: '削除',
  privacyDeletionUninstall: 'アプリをアンインストールすると、アプリがそのワークスペースについて保存しているものはすべて削除されます。',
  privacyDeletionOnRequest:
    '依頼があれば（/support を参照）、このインストールの運営者が `npm run forget` でメンバーのアプリ内のデータを削除します。削除されるのは、選んだ言語、お祝いの日付とお祝いしない選択、月次まとめの選択、コインの集計、メールアドレスの紐付けと管理者の役割、Kudos のコピー内の本人の情報（受け取った Kudos、名前、社員名簿の項目。本人が贈った Kudos は、本人を贈った人として示さずに、受け取った人の分として引き続き集計されます）です。',
  privacyDeletionKept:
    'この依頼の後も保存されるもの：本人のリワードの残高・記録・申請と、会社が本人に贈ったものとまだ負っているものの帳簿（アンインストール時にワークスペースとともに削除されます）、本人が含まれる評価プリセット、エンゲージメントサービスにある Kudos・フィードバック・評価（削除するかどうかは会社がそちらで決めます）。評価の下書きは 1 日で失効します。',
  privacyDeletionDeactivated: 'Slack で無効化されたメンバーは、ランキングやダイジェストに表示されなくなります。',
  supportTitle: 'Kudos for Slack — サポート',
  supportIntro: 'この Kudos は {operator} が運営しています。連絡先：{contact}',
  supportHelp: 'Slack で `/kudos help` を実行すると、すべてのコマンドが例付きで表示されます。',
  supportSetup: '管理者は `/kudos setup` でワークスペースを接続します。',
  supportRemove: 'アプリとそのデータを削除するには、ワークスペースのアプリ設定からアンインストールしてください。',
  installAgain: 'インストールをやり直す',
  installExpiredTitle: 'このインストールリンクは期限切れです',
  installExpired: 'インストールは開始から{minutes, plural, other {#分}}以内に完了する必要があります。何もインストールされていません。',
  installUsedTitle: 'このインストールリンクは使用済みです',
  installUsed: 'インストールリンクは一度しか使えず、このリンクはすでに使われています。何もインストールされていません。',
  installInvalidTitle: 'このインストールリンクは無効です',
  installInvalid: 'このリンクは Kudos が発行したものではないか、途中で改変されています。何もインストールされていません。',
  installOtherBrowserTitle: 'このインストールは別のブラウザで開始されました',
  installOtherBrowser:
    'Slack から戻ってきたリンクが、このブラウザで開始したインストールと一致しません（別のブラウザで開かれたか、このブラウザが Cookie をブロックしたか失いました）。何もインストールされていません。',
  installCancelledTitle: 'インストールをキャンセルしました',
  installCancelled: 'Kudos はワークスペースに追加されていません。Slack のページでインストールがキャンセルされました。何もインストールされていません。',
  installNotStartedTitle: 'インストールを開始できませんでした',
  installNotStarted:
    'Kudos がインストールを準備できませんでした（ストレージが応答しませんでした）。何もインストールされていません。1 分ほどしてからもう一度お試しください。',
  installIncompleteTitle: 'このリンクは不完全です',
  installIncomplete:
    'Slack から戻ってきたリンクに state がないため、このブラウザがインストールを開始したことを Kudos が確認できません。何もインストールされていません。',
  installNotAuthorizedTitle: 'Slack がインストールを承認しませんでした',
  installSlackAnswered: 'Slack からの応答は「{answer}」でした。何もインストールされていません。',
  installNoCode: 'Slack から戻ってきたリンクに認可コードがありません。何もインストールされていません。',
  installCodeRefusedTitle: 'Slack が認可コードを拒否しました',
  installCodeRefused: 'このインストールのために Slack が発行したコードは、使用済みか期限切れです（{code}）。何もインストールされていません。',
  installSettingsTitle: 'Slack がこのアプリの設定を受け付けませんでした',
  installSettings:
    'Slack からの応答が「{code}」だったため、インストールを完了できませんでした。何もインストールされていません。Kudos の運営担当者にお伝えください：SLACK_CLIENT_ID、SLACK_CLIENT_SECRET、リダイレクト URL は api.slack.com にあるこのアプリのものである必要があります。',
  installRefusedTitle: 'Slack がインストールを拒否しました',
  installRefused: 'Slack からの応答が「{code}」だったため、インストールを完了できませんでした。何もインストールされていません。',
  installUnreachableTitle: 'Slack に接続できませんでした',
  installUnreachable:
    'インストールを完了するために Slack に接続しようとしましたが、接続できませんでした。何もインストールされていません。1 分ほどしてからもう一度お試しください。',
  installFailedTitle: 'インストールを完了できませんでした',
  installFailed:
    'インストールの完了中に Kudos 側で問題が発生したため、保存されていない可能性があります。1 分ほどしてからもう一度お試しください。失敗が続く場合は、Kudos の運営担当者にお伝えください。',
};
