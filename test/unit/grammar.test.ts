// The /kudos grammar: real-looking inputs, and a property test that every input parses or gets a usage message.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseKudosCommand, readableText, tokenize } from '../../src/features/kudos/grammar.js';

const give = (text: string, caller = 'UME') => parseKudosCommand(text, caller);

describe('/kudos grammar — giving', () => {
  it.each([
    ['<@U1|ana> 10 for the launch', [{ kind: 'user', id: 'U1' }], 10, 'the launch'],
    ['<@U1|ana> <@U2|ben> +10 for the launch', [{ kind: 'user', id: 'U1' }, { kind: 'user', id: 'U2' }], 10, 'the launch'],
    ['<@U1> 5 great demo', [{ kind: 'user', id: 'U1' }], 5, 'great demo'],
    ['<!subteam^S123|@eng> 3 for shipping', [{ kind: 'usergroup', id: 'S123', handle: 'eng' }], 3, 'shipping'],
    ['everyone 1 for a great quarter', [{ kind: 'everyone' }], 1, 'a great quarter'],
    ['<!everyone> 1 for the offsite', [{ kind: 'everyone' }], 1, 'the offsite'],
    ['<mailto:ana@acme.com|ana@acme.com> 7 for the docs', [{ kind: 'email', email: 'ana@acme.com' }], 7, 'the docs'],
    ['Ana@Acme.com 7 for the docs', [{ kind: 'email', email: 'ana@acme.com' }], 7, 'the docs'],
    ['team:t100 cohort:c-2026 2 for onboarding', [{ kind: 'team', id: 't100' }, { kind: 'cohort', id: 'c-2026' }], 2, 'onboarding'],
    ['10 <@U1> for order does not matter', [{ kind: 'user', id: 'U1' }], 10, 'order does not matter'],
    ['<@U1> 10 for for real', [{ kind: 'user', id: 'U1' }], 10, 'for real'],
    ['<@U1> 10 for helping <@U2|ben> with 5 bugs', [{ kind: 'user', id: 'U1' }], 10, 'helping <@U2|ben> with 5 bugs'],
    ['<@U1> <@U1> 10 for twice', [{ kind: 'user', id: 'U1' }], 10, 'twice'],
    ['<@W1ENT|ana> 10 for enterprise ids', [{ kind: 'user', id: 'W1ENT' }], 10, 'enterprise ids'],
  ])('%s', (text, recipients, amount, reason) => {
    expect(give(text)).toEqual({ kind: 'give', recipients, amount, reason, private: false, complete: true });
  });

  it('takes --private anywhere', () => {
    expect(give('<@U1> 10 --private for the launch')).toMatchObject({ private: true, reason: 'the launch', complete: true });
    expect(give('--private <@U1> 10 for x')).toMatchObject({ private: true, complete: true });
    expect(give('<@U1> 10 for x --PRIVATE')).toMatchObject({ private: true, reason: 'x' });
  });

  it('leaves what is missing for the modal', () => {
    expect(give('')).toEqual({ kind: 'give', recipients: [], private: false, complete: false });
    expect(give('<@U1>')).toEqual({ kind: 'give', recipients: [{ kind: 'user', id: 'U1' }], private: false, complete: false });
    expect(give('<@U1> 10')).toMatchObject({ amount: 10, complete: false });
    expect(give('<@U1> for the launch')).toMatchObject({ reason: 'the launch', complete: false });
    expect(give('10 for the launch')).toMatchObject({ recipients: [], amount: 10, complete: false });
  });

  it.each([
    ['<@UME|me> 10 for me', 'yourself'],
    ['<@U1> 0 for nothing', 'from 1 to 1,000,000'],
    ['<@U1> 99999999999999999999 for x', 'from 1 to 1,000,000'],
    ['<!here> 5 for x', '@here'],
    ['<!channel> 5 for x', '@channel'],
    ['<#C123|general> 5 for x', 'not channels'],
    ['team: 5 for x', 'needs an ID'],
    ['<@U1> 5 --public for x', '--public'],
    ['ana 10 for the launch', 'who to thank'],
    ['thanks!', 'who to thank'],
  ])('%s → usage mentioning %s', (text, fragment) => {
    const result = give(text);
    expect(result.kind).toBe('usage');
    expect((result as { message: string }).message).toContain(fragment);
  });
});

describe('/kudos grammar — subcommands', () => {
  it.each([
    ['help', { kind: 'help' }],
    ['HELP', { kind: 'help' }],
    ['profile', { kind: 'profile' }],
    ['received', { kind: 'received' }],
    ['feedback', { kind: 'feedback' }],
    ['feedback <@U2|ben>', { kind: 'feedback', userId: 'U2' }],
    ['whois <@U2|ben>', { kind: 'whois', userId: 'U2' }],
    ['whois <mailto:x@y.com|x@y.com>', { kind: 'whois', email: 'x@y.com' }],
    ['link <@U2|ben> <mailto:ben@corp.com|ben@corp.com>', { kind: 'link', userId: 'U2', email: 'ben@corp.com' }],
    ['setup', { kind: 'setup' }],
  ])('%s', (text, expected) => {
    expect(parseKudosCommand(text, 'UME')).toEqual(expected);
  });

  it.each(['feedback ben', 'whois', 'whois ben', 'link <@U2>', 'link ben ben@corp.com'])('%s → usage', (text) => {
    expect(parseKudosCommand(text).kind).toBe('usage');
  });
});

describe('helpers', () => {
  it('keeps escaped entities whole when tokenizing', () => {
    expect(tokenize('<@U1|ana lima>  10 for <http://x.y|the doc>')).toEqual(['<@U1|ana lima>', '10', 'for', '<http://x.y|the doc>']);
  });

  it('turns escapes into readable text for the service', () => {
    expect(readableText('helping <@U2|ben> &amp; <!subteam^S1|@eng> ship <http://x.y|the doc> in <#C1|general>')).toBe(
      'helping @ben & @eng ship the doc (http://x.y) in #general',
    );
    expect(readableText('thanks <@U2>', (id) => (id === 'U2' ? 'Ben Carter' : undefined))).toBe('thanks @Ben Carter');
  });
});

describe('property: every input yields a parse or a usage message, never an exception', () => {
  const piece = fc.oneof(
    fc.string(),
    fc.constantFrom('<@U1|ana>', '<@UME>', '<!subteam^S9|@ops>', 'everyone', '<!here>', '--private', '--x', 'for', '+5', '0', '10', 'team:', 'cohort:c1', '<mailto:a@b.co|a@b.co>', '<', '>', '|', '<#C1>', 'help', 'feedback', 'whois', 'link'),
  );
  it('holds for arbitrary strings and token soups', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const result = parseKudosCommand(pieces.join(' '), 'UME');
        expect(['give', 'usage', 'help', 'profile', 'received', 'feedback', 'whois', 'link', 'setup']).toContain(result.kind);
        if (result.kind === 'usage') expect(result.message.length).toBeGreaterThan(0);
        if (result.kind === 'give') {
          expect(result.complete).toBe(result.recipients.length > 0 && result.amount !== undefined && !!result.reason);
          expect(result.recipients.some((r) => r.kind === 'user' && r.id === 'UME')).toBe(false);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips well-formed give commands', () => {
    const user = fc.stringMatching(/^U[A-Z0-9]{2,8}$/).filter((id) => id !== 'UME');
    fc.assert(
      fc.property(fc.uniqueArray(user, { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 10_000 }), fc.stringMatching(/^[a-z][a-z ]{0,30}[a-z]$/), fc.boolean(), (ids, amount, reason, priv) => {
        const text = `${ids.map((id) => `<@${id}>`).join(' ')} ${amount} for ${reason}${priv ? ' --private' : ''}`;
        const parsed = parseKudosCommand(text, 'UME');
        expect(parsed).toEqual({ kind: 'give', recipients: ids.map((id) => ({ kind: 'user', id })), amount, reason: reason.replace(/ +/g, ' ').trim(), private: priv, complete: true });
      }),
    );
  });
});
