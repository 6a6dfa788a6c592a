// The leaderboard namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { leaderboard as source } from '../en/leaderboard.js';

export const leaderboard: Translation<typeof source> = {
  period: '{kind, select, week {今週（{date}から）} month {{month}} quarter {{year}年第{quarter}四半期} other {{year}年}}',
  title: '{board, select, givers {贈った人ランキング} other {受け取った人ランキング}} — {period}{filters}',
  notInGroup: 'あなたはこのグループに含まれていません。',
  youNone:
    '{board, select, givers {{kind, select, week {今週（{date}から）} month {{month}} quarter {{year}年第{quarter}四半期} other {{year}年}}は、{filtered, select, yes {ここで数えられる} other {}}共有 Kudos をまだ贈っていません。} other {{kind, select, week {今週（{date}から）} month {{month}} quarter {{year}年第{quarter}四半期} other {{year}年}}は、{filtered, select, yes {ここで数えられる} other {}}共有 Kudos をまだ受け取っていません。}}',
  you: 'あなた：{total}人中 *#{rank}* · {coins, plural, other {#コイン}} · {board, select, givers {贈った} other {受け取った}} Kudos {kudos, plural, other {#件}}',
  empty:
    '{board, select, givers {{kind, select, week {今週（{date}から）} month {{month}} quarter {{year}年第{quarter}四半期} other {{year}年}}は、{filtered, select, yes {ここで数えられる} other {}}共有 Kudos を贈った人はまだいません。} other {{kind, select, week {今週（{date}から）} month {{month}} quarter {{year}年第{quarter}四半期} other {{year}年}}は、{filtered, select, yes {ここで数えられる} other {}}共有 Kudos を受け取った人はまだいません。}}',
  line: '{place} {name} — *{coins, plural, other {#コイン}}* · {kudos, plural, other {Kudos #件}}',
  totals:
    '{period}：{kudos, plural, other {Kudos #件}} · {coins, plural, other {#コイン}} · {board, select, givers {{people, plural, other {#人}}が贈りました} other {{people, plural, other {#人}}が感謝されました}}。Kudos チャンネルに表示された Kudos だけが数えられます。',
  text: '{title}：1位 {who}{tied, select, yes {（同率）} other {}}、{coins, plural, other {#コイン}}',
  textNobody: '{title}：まだ誰もいません',
  otherBoards: 'ほかのランキング：`/kudos top week|month|quarter|year givers|receivers #value @group`',
  moreBoards: 'ほかのランキング：`/kudos top week`、`/kudos top year givers`、`/kudos top #value`',
  homeHeader: ':trophy: ランキング',
  notAValue: '`#{value}` はバリューではありません。バリューは {values} です。',
  notAValueNoneSet: '`#{value}` はバリューではありません。このワークスペースにはまだバリューがありません。',
  noGroup: 'このワークスペースにユーザーグループ {group} が見つかりません。',
};
