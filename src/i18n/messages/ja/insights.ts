// The insights namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { insights as source } from '../en/insights.js';

export const insights: Translation<typeof source> = {
  homeHeader: ':bar_chart: Kudos Insights',
  homeAbout:
    '{role, select, admin {すべてのチーム} other {直属の部下のチーム}}について、参加状況、チーム別・マネージャー別の Kudos、バリューの推移、最近称賛されていない人を確認できます。\n<{url}|Insights ダッシュボードを開く>（Slack でサインイン）',
  summaryIsOn: '毎月 1 日に、チームの Kudos のまとめが DM で届きます。',
  summaryIsOff: '毎月 1 日に、チームの Kudos のまとめを DM で受け取れます。',
  stopSummary: '月次まとめを停止',
  sendSummary: '月次まとめを受け取る',
  summaryText: '先月のチームの Kudos',
  summaryHeader: ':bar_chart: {month}のチームの Kudos',
  summaryTeamLine: '• *{team}* ：受け取った Kudos {kudos, plural, other {#件}}、{coins, plural, other {#コイン}}',
  summaryNoKudos: 'その月、チームが受け取った共有 Kudos はありません。',
  summaryGivers: '*贈った人：* {names}',
  summaryNobodyGave: '*贈った人：* チームで共有 Kudos を贈った人はいません',
  summaryNotRecognised: '*その月に称賛されていない人：* {names}',
  summaryEveryoneRecognised: '*その月に称賛されていない人：* チーム全員が称賛されました',
  summaryValues: '*登場したバリュー：* {values}',
  summaryNoValues: '*登場したバリュー：* バリューのタグは付けられませんでした',
  summaryValueCount: '{value}（{count}）',
  summaryFooter:
    'Kudos チャンネルで共有された Kudos を数えています。非公開の Kudos は含みません。このまとめは、Kudos のホームタブの Insights セクションから停止できます。',
  summaryFooterLinked:
    'Kudos チャンネルで共有された Kudos を数えています。非公開の Kudos は含みません。詳しくは <{url}|Insights ダッシュボード> をご覧ください。このまとめは、Kudos のホームタブの Insights セクションから停止できます。',
};
