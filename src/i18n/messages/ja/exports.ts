// The exports namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { exports as source } from '../en/exports.js';

export const exports: Translation<typeof source> = {
  started:
    '{kind, select, questions {:hourglass_flowing_sand: 質問をエクスポートしています。CSV は私とのダイレクトメッセージに届きます。} other {:hourglass_flowing_sand: 回答をエクスポートしています。CSV は私とのダイレクトメッセージに届きます。}}',
  progress:
    '{kind, select, questions {:hourglass_flowing_sand: 質問をエクスポートしています…} other {:hourglass_flowing_sand: 回答をエクスポートしています…}}{restarted, select, yes {（実行中のアプリのインスタンスが停止したため、最初からやり直しています）} other {}}',
  progressRows:
    '{kind, select, questions {:hourglass_flowing_sand: 質問をエクスポートしています… これまでに {count, plural, other {# 行}}} other {:hourglass_flowing_sand: 回答をエクスポートしています… これまでに {count, plural, other {# 行}}}}{restarted, select, yes {（実行中のアプリのインスタンスが停止したため、最初からやり直しています）} other {}}',
  done: '{kind, select, questions {:white_check_mark: {count, plural, other {# 件の質問}}{filters}をエクスポートしました。CSV は下にあります。} other {:white_check_mark: {count, plural, other {# 件の回答}}{filters}をエクスポートしました。CSV は下にあります。}}',
  filters: '（{list}）',
  filter:
    '{filter, select, skill {スキル：{value}} dimension {ディメンション：{value}} email {回答者：{value}} question {質問：{value}} from {{value} から} to {{value} まで} other {{value}}}',
  stopped: ':warning: エクスポートが停止しました：{reason}',
  fileTitle: '{kind, select, questions {アンケートの質問 {date}} other {アンケートの回答 {date}}}',
  column:
    '{column, select, question_id {質問 ID} question_text {質問} type {種類} options {選択肢} skill {スキル} dimension {ディメンション} date {日付} email {メールアドレス} answer {回答} other {{column}}}',
  usage:
    '`/kudos export questions [--skill Leadership] [--dimension Growth]` または `/kudos export responses [--email a@b.com] [--question q-1] [--from 2026-01-01] [--to 2026-03-31]` の形で使ってください。',
  flagNeedsValue: '`{flag}` には値が必要です。',
  unknownFlag: 'ここでは `--{flag}` は使えません。',
  notASkill: '「{skill}」はスキルではありません。スキル：{skills}',
  dateNotADate: '`--{flag}` には {example} のような日付（年-月-日）を指定してください。「{value}」は日付ではありません。',
  dateNotInCalendar: '`--{flag} {value}` は存在しない日付です。{example} のように年-月-日で入力してください。',
  dateFromAfterTo: '`--from {from}` が `--to {to}` より後になっています。期間は終わりより前に始まる必要があります。`--from {to} --to {from}` のことですか？',
};
