// Giving kudos in each reader's language: the giver's answer in theirs (Slack locale es-ES → Spanish), the channel
// post in the workspace's default (English, then German once an admin sets it), the recipient's DM in theirs (ja-JP).
import { describe, expect, it } from 'vitest';
import { USERS, textOf, useHarness, waitFor } from '../support/app-harness.js';

const LOCALES: Record<string, string> = { UANA: 'es-ES', UBEN: 'ja-JP' };
const h = useHarness({ users: USERS.map((u) => (LOCALES[u.id] ? { ...u, locale: LOCALES[u.id] } : u)) });
const W = { teamId: 'T1' };

async function giveAndRead(text: string) {
  const replies = h.current.fake.callsTo('response_url').length;
  const posts = h.current.fake.callsTo('chat.postMessage').length;
  await h.current.command(text, 'UANA');
  const reply = await waitFor(() => h.current.fake.callsTo('response_url').slice(replies)[0], 'the giver’s answer');
  const after = () => h.current.fake.callsTo('chat.postMessage').slice(posts);
  const post = await waitFor(() => after().find((c) => c.args.channel === 'C1'), 'the post');
  const dm = await waitFor(() => after().find((c) => c.args.channel === 'UBEN'), 'the DM');
  return { reply: textOf(reply.args), post: textOf(post.args), dm: textOf(dm.args) };
}

describe('a kudos in each reader’s language', () => {
  it('answers a Spanish giver in Spanish, posts in the workspace’s English, and DMs a Japanese recipient in Japanese', async () => {
    const { reply, post, dm } = await giveAndRead('<@UBEN|ben> 10 for el lanzamiento');
    expect(reply).toContain(':white_check_mark: Enviaste *10 monedas* a <@UBEN>.');
    expect(reply).toContain('Se publicará en <#C1>. La persona que lo recibe recibirá un mensaje directo.');
    expect(reply).toMatch(/Te quedan 90 de 100 monedas este mes \(se renueva el 1 de [a-z]+\)\./);
    expect(reply).not.toContain('You sent');
    expect(post).toContain('<@UANA> gave <@UBEN> *10 coins*');
    expect(post).toContain('> el lanzamiento');
    expect(dm).toContain(':gift: <@UANA> さんから *10コイン* が届きました');
    expect(dm).toContain('`/kudos received` で確認できます');
    expect(dm).not.toContain('sent you');
  });

  it('posts in the workspace’s default language once an admin sets one, whoever gives', async () => {
    await h.current.runtime.deps.languages.setWorkspaceDefault(W, 'de');
    try {
      const { reply, post, dm } = await giveAndRead('<@UBEN|ben> 5 for la demo');
      expect(post).toContain(':tada: <@UANA> hat <@UBEN> *5 Münzen* gegeben');
      expect(post).toContain('Gib Kudos mit `/kudos @jemand 10 für …`');
      expect(reply).toContain('Enviaste *5 monedas* a <@UBEN>.');
      expect(dm).toContain('<@UANA> さんから *5コイン* が届きました');
    } finally {
      await h.current.runtime.deps.languages.setWorkspaceDefault(W, undefined);
    }
  });

  it('refuses in the giver’s language', async () => {
    const replies = h.current.fake.callsTo('response_url').length;
    await h.current.command('<@UBEN|ben> 60 for too much', 'UANA');
    const reply = await waitFor(() => h.current.fake.callsTo('response_url').slice(replies)[0], 'the refusal');
    expect(textOf(reply.args)).toContain(
      ':warning: La cantidad debe ser un número entero de monedas de 1 a 50 (el máximo por kudos de este espacio de trabajo).',
    );
  });
});
