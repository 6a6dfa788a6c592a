// The received namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { received as source } from '../en/received.js';

export const received: Translation<typeof source> = {
  summary: '受け取った Kudos（{page} ページ目）',
  line: '*{coins}* （{hasFrom, select, yes {{from} さんから} other {送り主不明}}）{hasWhen, select, yes { · {when}} other {}}{private, select, yes { · _非公開_} other {}}',
  none: ':inbox_tray: まだ Kudos を受け取っていません。受け取るとここに表示されます。',
  newer: '新しいもの',
  older: '古いもの',
  header: '受け取った Kudos',
  pageOf: '{page} / {pages} ページ · {count, plural, other {全 # 件}}',
  homeHeader: '最近受け取った Kudos',
  homeNone: 'まだありません。受け取った Kudos はここに表示されます。',
  homeAll: 'すべて表示：`/kudos received`',
};
