// The language namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { language as source } from '../en/language.js';

export const language: Translation<typeof source> = {
  heading: '*言語*',
  explain: 'Kudos は {name} で表示しています。ここで別の言語を選ぶか、Slack の言語に合わせることができます。',
  automatic: 'Slack の言語',
  placeholder: '言語を選択',
};
