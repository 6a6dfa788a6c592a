// The home namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { home as source } from '../en/home.js';

export const home: Translation<typeof source> = {
  greeting: 'こんにちは、<@{userId}> さん！同僚に感謝を伝えたり、受け取ったものを確認したり、評価を記入したりできます。',
  give: 'Kudos を贈る',
  review: '評価を記入',
  feedback: '自分へのフィードバック',
  setup: 'ワークスペースの設定',
};
