// The reactions namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { reactions as source } from '../en/reactions.js';

export const reactions: Translation<typeof source> = {
  notAdmin: '贈呈用の絵文字を変更できるのは管理者だけです。`/kudos reactions` で現在の設定を確認できます。',
  current: 'メッセージに :{emoji}: でリアクションすると、投稿者に {coins} を贈れます（1メッセージにつき1回）。リアクションを外しても取り消されません。',
  adminsChange: '管理者は `/kudos reactions :emoji: コイン数` で変更できます（例: `/kudos reactions :taco: 3`）。',
  notAnEmoji: '`{emoji}` は絵文字ではありません。',
  overMax:
    'リアクションで贈れるのは最大 {coins} で、これはこのワークスペースの Kudos 1件あたりの上限です（`/kudos setup` の「贈り方のルール」）。{max} 以下を選んでください。',
  set: 'これからは、メッセージへの :{emoji}: で投稿者に {coins} を贈ります。',
  onAppMessage: 'アプリのメッセージへの :{emoji}: では何も贈られません。コインは人に贈るものです。人のメッセージにリアクションしてください。',
  authorUnknown: 'メッセージの投稿者がわからなかったため、コインは贈られませんでした。プライベートチャンネルの場合は `/invite @Kudos` で招待してください。',
  onOwnMessage: '自分のメッセージへの :{emoji}: では何も贈られません。自分自身に Kudos を贈ることはできません。',
};
