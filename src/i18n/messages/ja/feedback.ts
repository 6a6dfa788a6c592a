// The feedback namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { feedback as source } from '../en/feedback.js';

export const feedback: Translation<typeof source> = {
  titleOwn: 'あなたが受けた評価のフィードバック',
  textOwn: 'あなたへのフィードバック',
  titleAbout: '{name} さんへのあなたのフィードバック',
  nothingYet: ':memo: {title}：まだありません。',
  scoreWord: 'スコア {score}',
  buttonNewer: '新しいもの',
  buttonOlder: '古いもの',
  pageFooter: '{page} / {pages} ページ · 全 {total} 件。スコア：4 目標を上回った · 3 達成 · 2 一部達成 · 1 未達成',
  notTheirManager:
    '他の人へのフィードバックを見られるのはその人のマネージャーだけです。社員名簿上、あなたは <@{userId}> さんのマネージャーではありません。`/kudos feedback` では、あなた自身の評価へのフィードバックを表示します。',
  modalTitle: '自分へのフィードバック',
  buttonClose: '閉じる',
  loading: ':hourglass_flowing_sand: フィードバックを読み込んでいます…',
};
