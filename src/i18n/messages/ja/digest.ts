// The digest namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { digest as source } from '../en/digest.js';

export const digest: Translation<typeof source> = {
  namesAndMore: '{names} ほか {count, plural, other {# 人}}',
  someone: 'どなたか',
  highlight: '*{giver}* → {names} · {coins}\n> {reason}',
  nudge:
    ':hourglass_flowing_sand: {resets} のリセットまでに贈れるコインが残っている人が *{people, plural, other {# 人}}* います（合計 {coins, plural, other {# コイン}}）。今週助けてくれたのは誰ですか？ `/kudos @相手 10 お礼の言葉`',
  title: '今週の Kudos · {label}',
  emptyText: '{title}：今週共有された Kudos はありません',
  empty: '今週は Kudos が共有されませんでした。今週を楽にしてくれたのは誰ですか？ `/kudos @相手 10 お礼の言葉` で伝えましょう',
  summary: '{givers}が *{kudos}* 、 *{coins}* を贈りました。',
  receiver: '{rank} *{name}* — {coins}（{kudos}）',
  value: '{value} — {kudos}',
  text: '{title}：{kudos}、{coins}',
  mostAppreciated: '*最も感謝された人*\n{lines}',
  valuesMostGiven: '*よく贈られたバリュー*\n{lines}',
  highlights: '*ハイライト*\n{lines}',
  when: '毎週{weekday} {time}（{timeZone}）',
  settingsTitle: '週次ダイジェスト',
  save: '保存',
  back: '戻る',
  done: '完了',
  settingsIntro:
    '週に一度、Kudos とコインの数、最も多く受け取った人、よく贈られたバリュー、注目の Kudos 3 件、そしてコインが残っている人へのお知らせを投稿します。非公開の Kudos は表示されません。',
  settingsOn: '週次ダイジェストを投稿する',
  settingsOnLabel: 'オン／オフ',
  settingsDay: '曜日',
  settingsHour: '時刻',
  settingsHourHint: 'ワークスペースの時刻です（{timeZone}、「贈り方のルール」で設定）。',
  settingsChannel: 'チャンネル',
  settingsChannelHint: '空欄の場合は Kudos チャンネルです。',
  settingsNow:
    '現在：{when}。アプリが停止していて投稿できなかったダイジェストは、同じ週のうちなら起動時に投稿されます。`/kudos digest preview` で確認できます。',
  settingsNowOff:
    '現在：オフ。アプリが停止していて投稿できなかったダイジェストは、同じ週のうちなら起動時に投稿されます。`/kudos digest preview` で確認できます。',
  formIncomplete: 'フォームの内容が不完全でした。閉じてから、もう一度「週次ダイジェスト」を開いてください。',
  pickDay: 'ダイジェストを投稿する曜日を選んでください。',
  pickHour: 'ダイジェストを投稿する時刻を選んでください。',
  settingsSaved: ':white_check_mark: 保存しました。週次ダイジェストは{when}に{hasChannel, select, yes {<#{channel}>} other {Kudos チャンネル}}へ投稿されます。',
  settingsSavedOff: ':white_check_mark: 保存しました。週次ダイジェストはオフです。',
  problemReading: '今週の Kudos を読み込めませんでした：{why}',
  problemRefused: 'Slack が投稿を拒否しました：{code}',
  problemNoAnswer: 'Slack から応答がありませんでした（{error}）。次回はまずチャンネルを確認し、投稿されていない場合にだけ投稿します',
  dueAt: '{date} {time}（{timeZone}）',
  previewOff:
    ':eyes: *プレビュー* — 週次ダイジェストは *オフ* です。オンにすると、{hasChannel, select, yes {<#{channel}>} other {（まだチャンネルがありません。`/kudos setup` で Kudos チャンネルかダイジェスト用チャンネルを設定してください）}}に次の内容で投稿されます：',
  previewPending:
    ':eyes: *プレビュー* — あなたにだけ表示されています。{due} 予定のダイジェストはまだ投稿されていません。1 分以内に{hasChannel, select, yes {<#{channel}>} other {（まだチャンネルがありません。`/kudos setup` で Kudos チャンネルかダイジェスト用チャンネルを設定してください）}}へ次の内容で投稿されます：',
  previewComing:
    ':eyes: *プレビュー* — あなたにだけ表示されています。週次ダイジェストは {due} に{hasChannel, select, yes {<#{channel}>} other {（まだチャンネルがありません。`/kudos setup` で Kudos チャンネルかダイジェスト用チャンネルを設定してください）}}へ投稿されます。現時点の Kudos では次の内容です：',
  previewText: '週次ダイジェストのプレビュー：{text}',
  postNow: '今すぐ投稿',
  setupHint: '曜日・時刻・チャンネルの変更やオフは `/kudos setup` → *週次ダイジェスト…* でできます',
  postNowHint: '「今すぐ投稿」ですぐに送信します。曜日・時刻・チャンネルの変更やオフは `/kudos setup` → *週次ダイジェスト…* でできます',
  postNowInstead: '「今すぐ投稿」なら {day} を待たずにすぐ送信します。曜日・時刻・チャンネルの変更やオフは `/kudos setup` → *週次ダイジェスト…* でできます',
  previewOutdated: 'このプレビューは古くなっています。もう一度 `/kudos digest` を実行し、そこで *今すぐ投稿* を押してください。',
  postedNow: ':white_check_mark: 週次ダイジェストを <#{channel}> に投稿しました。{due} 予定の分が再び投稿されることはありません。',
  alreadyPosted: '今週のダイジェストはすでに投稿されています（{due} 予定の分）。次回は 1 週間後です。',
  noChannel: '投稿先のチャンネルがありません。`/kudos setup` で Kudos チャンネルかダイジェスト用チャンネルを設定してください。',
  postFailed:
    ':warning: <#{channel}> にダイジェストを投稿できませんでした（{problem}）。そのチャンネルに参加していない場合は招待する（`/invite @Kudos`）か、`/kudos setup` → *週次ダイジェスト…* で別のチャンネルを選んでから、もう一度お試しください。',
};
