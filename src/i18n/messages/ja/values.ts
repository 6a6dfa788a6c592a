// The values namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { values as source } from '../en/values.js';

export const values: Translation<typeof source> = {
  editorTitle: 'バリュー',
  editorSubmit: 'バリューを保存',
  cancel: 'キャンセル',
  close: '閉じる',
  lineFormat: '`#ハッシュタグ :emoji: 名前 — 1 行の説明`',
  lineExample: '#オーナーシップ :muscle: オーナーシップ — 始めたことは最後までやり遂げる',
  editorIntro:
    '最大 {max} 個、1 行に 1 つずつ：{format}。Kudos にはハッシュタグでバリューを付けます。カスタム絵文字も使えます。バリューを設けない場合は空欄にしてください。',
  editorLabel: 'バリュー',
  errorFormOutdated: 'このフォームは古くなっています。閉じてから開き直してください。',
  errorLine: '{line} 行目が {format} の形式になっていません。例：「{example}」',
  errorField:
    '{line} 行目：{field, select, hashtag {ハッシュタグに使えるのは文字と数字（どの言語でも可、アクセント付きも可）、- と _ で、30 文字以内、先頭は文字か数字です} emoji {絵文字は 1 つの絵文字か、:muscle: のようにコロンで囲んだ名前です} name {名前は 40 文字以内です} description {説明は 150 文字以内の 1 行です} other {読み取れません}}。',
  errorTooMany: 'バリューは最大 {max} 個です。入力は {count, plural, other {# 行}}あります。',
  errorDuplicate: '{line} 行目：#{hashtag} はすでに別のバリューで使われています。',
  saved: ':white_check_mark: {count, plural, other {# 個のバリュー}}を保存しました：{list}',
  savedNone: ':white_check_mark: 保存しました：バリューはありません。',
  notAdmin: 'バリューを変更できるのは管理者だけです。`/kudos values` で一覧を見られます。',
  listNone:
    '{admin, select, yes {このワークスペースにはまだバリューがありません。`/kudos values edit` で変更できます。} other {このワークスペースにはまだバリューがありません。管理者が追加できます。}}',
  listTitle: '*私たちのバリュー*\n{lines}',
  listText: '私たちのバリュー：{names}',
  listHowTo:
    '{admin, select, yes {Kudos にバリューを付けるには `/kudos @ana.lima 10 #{hashtag} ローンチのお礼` のように書くか、フォームで選んでください。`/kudos values edit` で変更できます。} other {Kudos にバリューを付けるには `/kudos @ana.lima 10 #{hashtag} ローンチのお礼` のように書くか、フォームで選んでください。}}',
};
