// The /kudos grammar: real-looking inputs, and a property test that every input parses or gets a usage message.
import type { Said } from '../../src/i18n/said.js';
import { translatorFor } from '../../src/i18n/translator.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseKudosCommand, parseRecipients, tokenize } from '../../src/features/kudos/grammar.js';
import { readableText } from '../../src/ui/text.js';

const EN = translatorFor('en');

const give = (text: string, caller = 'UME') => parseKudosCommand(text, caller);

describe('/kudos grammar — giving', () => {
  it.each([
    ['<@U1|ana> 10 for the launch', [{ kind: 'user', id: 'U1' }], 10, 'the launch'],
    [
      '<@U1|ana> <@U2|ben> +10 for the launch',
      [
        { kind: 'user', id: 'U1' },
        { kind: 'user', id: 'U2' },
      ],
      10,
      'the launch',
    ],
    ['<@U1> 5 great demo', [{ kind: 'user', id: 'U1' }], 5, 'great demo'],
    ['<!subteam^S123|@eng> 3 for shipping', [{ kind: 'usergroup', id: 'S123', handle: 'eng' }], 3, 'shipping'],
    ['everyone 1 for a great quarter', [{ kind: 'everyone' }], 1, 'a great quarter'],
    ['<!everyone> 1 for the offsite', [{ kind: 'everyone' }], 1, 'the offsite'],
    ['<mailto:ana@acme.com|ana@acme.com> 7 for the docs', [{ kind: 'email', email: 'ana@acme.com' }], 7, 'the docs'],
    ['Ana@Acme.com 7 for the docs', [{ kind: 'email', email: 'ana@acme.com' }], 7, 'the docs'],
    [
      'team:t100 cohort:c-2026 2 for onboarding',
      [
        { kind: 'team', id: 't100' },
        { kind: 'cohort', id: 'c-2026' },
      ],
      2,
      'onboarding',
    ],
    ['10 <@U1> for order does not matter', [{ kind: 'user', id: 'U1' }], 10, 'order does not matter'],
    ['<@U1> 10 for for real', [{ kind: 'user', id: 'U1' }], 10, 'for real'],
    ['<@U1> 10 for helping <@U2|ben> with 5 bugs', [{ kind: 'user', id: 'U1' }], 10, 'helping <@U2|ben> with 5 bugs'],
    ['<@U1> <@U1> 10 for twice', [{ kind: 'user', id: 'U1' }], 10, 'twice'],
    ['<@W1ENT|ana> 10 for enterprise ids', [{ kind: 'user', id: 'W1ENT' }], 10, 'enterprise ids'],
  ])('%s', (text, recipients, amount, reason) => {
    expect(give(text)).toEqual({ kind: 'give', recipients, amount, reason, private: false, complete: true });
  });

  it('reads --private before the reason, and as the very last word', () => {
    expect(give('<@U1> 10 --private for the launch')).toMatchObject({ private: true, reason: 'the launch', complete: true });
    expect(give('--private <@U1> 10 for x')).toMatchObject({ private: true, complete: true });
    expect(give('<@U1> 10 for x --PRIVATE')).toMatchObject({ private: true, reason: 'x' });
  });

  it('keeps everything after `for` (or after the amount) as the reason, verbatim — options there are words', () => {
    expect(give('<@UTOM|tom> 5 for shipping the --fast mode')).toMatchObject({
      kind: 'give',
      reason: 'shipping the --fast mode',
      private: false,
      complete: true,
    });
    expect(give('<@U1> 5 great --fast demo')).toMatchObject({ kind: 'give', reason: 'great --fast demo', complete: true });
    expect(give('<@U1> 5 for the --private launch')).toMatchObject({ reason: 'the --private launch', private: false });
    expect(give('<@U1> 5 for x --public')).toMatchObject({ kind: 'give', reason: 'x --public' });
    expect(give('<@U1> 5 for line one\nline two  with  two spaces\t<@U2|ben>')).toMatchObject({ reason: 'line one\nline two  with  two spaces\t<@U2|ben>' });
    expect(give('<@U1> 5 for 10x faster builds, for real')).toMatchObject({ amount: 5, reason: '10x faster builds, for real' });
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
    ['--fast <@U1> 5 for x', '--fast'],
    ['ana 10 for the launch', 'who to thank'],
    ['thanks!', 'who to thank'],
    ['reward', 'Did you mean `/kudos rewards`?'],
    ['Celeb me', 'Did you mean `/kudos celebrate`?'],
    ['leader week', 'Did you mean `/kudos leaderboard`?'],
    ['topher 5 for the launch', 'who to thank'],
  ])('%s → usage mentioning %s', (text, fragment) => {
    const result = give(text);
    expect(result.kind).toBe('usage');
    expect(EN.said((result as { message: Said }).message)).toContain(fragment);
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
    ['top', { kind: 'top', period: 'month', board: 'receivers' }],
    ['leaderboard', { kind: 'top', period: 'month', board: 'receivers' }],
    ['top Week GIVERS', { kind: 'top', period: 'week', board: 'givers' }],
    ['top #Ownership year', { kind: 'top', period: 'year', board: 'receivers', value: 'ownership' }],
    ['top #Cafe\u0301', { kind: 'top', period: 'month', board: 'receivers', value: 'café' }],
    ['top <#C123|ownership> quarter', { kind: 'top', period: 'quarter', board: 'receivers', value: 'ownership' }],
    [
      'top <!subteam^S1|@eng> receivers #team-first',
      { kind: 'top', period: 'month', board: 'receivers', value: 'team-first', usergroup: { id: 'S1', handle: 'eng' } },
    ],
    // Every first word the subcommands answer to, other names included (a give is read only when none matches).
    ['me', { kind: 'profile' }],
    ['preset', { kind: 'preset' }],
    ['presets', { kind: 'preset' }],
    ['balance', { kind: 'balance' }],
    ['sync --dry-run', { kind: 'sync', update: false, dryRun: true }],
    ['values', { kind: 'values', edit: false }],
    ['rewards export', { kind: 'rewards', export: true }],
    ['reactions', { kind: 'reactions' }],
    ['export questions', { kind: 'export', text: 'questions' }],
    ['digest preview', { kind: 'digest' }],
    ['celebrate me', { kind: 'celebrate', what: 'me' }],
    ['townhall Q3', { kind: 'townhall', text: 'Q3' }],
    ['review team', { kind: 'review', team: true }],
  ])('%s', (text, expected) => {
    expect(parseKudosCommand(text, 'UME')).toEqual(expected);
  });

  it.each([
    'feedback ben',
    'whois',
    'whois ben',
    'link <@U2>',
    'link ben ben@corp.com',
    'top decade',
    'top week month',
    'top @eng',
    'top givers receivers',
    'top #a #b',
  ])('%s → usage', (text) => {
    expect(parseKudosCommand(text).kind).toBe('usage');
  });
});

describe('/kudos top refusals', () => {
  const said = (text: string) => {
    const parsed = parseKudosCommand(text);
    return parsed.kind === 'usage' ? EN.said(parsed.message) : '';
  };
  it.each([
    ['top #care #ownership', 'One #value at a time.'],
    ['top <!subteam^S1|@eng> <!subteam^S2|@product>', 'One @user-group at a time.'],
    ['top week year', 'One period at a time'],
    ['top givers receivers', 'One board at a time'],
    ['top <@U004|ana.lima>', 'not one person'],
  ])('%s says what is wrong without echoing Slack’s markup', (text, sentence) => {
    expect(said(text)).toContain(sentence);
    expect(said(text)).not.toMatch(/<[@!#]/);
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

describe('fuzz: 10,000 generated /kudos texts', () => {
  const KINDS = ['give', 'usage', 'help', 'profile', 'received', 'feedback', 'whois', 'link', 'setup', 'review', 'preset', 'sync', 'export', 'townhall'];
  const word = fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        '<@U1|ana>',
        '<@W2>',
        '<@UME>',
        '<!subteam^S9|@ops>',
        '<!subteam^>',
        'everyone',
        '<!here>',
        '--private',
        '--fast',
        '-',
        'for',
        'FOR',
        '+5',
        '-5',
        '0',
        '2.5',
        '1e3',
        '1,000',
        '99999999999999999999',
        '1000001',
        '10',
        'team:',
        'team:t1',
        'cohort:c1',
        '<mailto:a@b.co|a@b.co>',
        'a@b.co',
        '<',
        '>',
        '|',
        '<#C1>',
        '<@',
        'help',
        'feedback',
        'whois',
        'link',
        'review',
        'sync',
        '\n',
        '\t',
        '\u0000',
        '💥',
        'x'.repeat(1100),
      ),
    },
  );
  const text = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 200 }),
    fc.array(word, { maxLength: 16 }).chain((ws) => fc.constantFrom(ws.join(' '), ws.join(''), ws.join('\n'))),
  );

  it('never throws; every input gets a parse or a sentence, and a reason is the text as typed', () => {
    fc.assert(
      fc.property(text, (input) => {
        const result = parseKudosCommand(input, 'UME');
        expect(KINDS).toContain(result.kind);
        if (result.kind === 'usage') expect(EN.said(result.message).trim().length).toBeGreaterThan(0);
        if (result.kind === 'give') {
          expect(result.complete).toBe(result.recipients.length > 0 && result.amount !== undefined && !!result.reason);
          if (result.amount !== undefined) expect(result.amount >= 1 && result.amount <= 1_000_000 && Number.isInteger(result.amount)).toBe(true);
          if (result.reason !== undefined) expect(input).toContain(result.reason);
          expect(result.recipients.filter((r) => r.kind === 'user' || r.kind === 'email').length).toBeLessThanOrEqual(50);
        }
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('property: every input yields a parse or a usage message, never an exception', () => {
  const piece = fc.oneof(
    fc.string(),
    fc.constantFrom(
      '<@U1|ana>',
      '<@UME>',
      '<!subteam^S9|@ops>',
      'everyone',
      '<!here>',
      '--private',
      '--x',
      'for',
      '+5',
      '0',
      '10',
      'team:',
      'cohort:c1',
      '<mailto:a@b.co|a@b.co>',
      '<',
      '>',
      '|',
      '<#C1>',
      'help',
      'feedback',
      'whois',
      'link',
    ),
  );
  it('holds for arbitrary strings and token soups', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const result = parseKudosCommand(pieces.join(' '), 'UME');
        expect(['give', 'usage', 'help', 'profile', 'received', 'feedback', 'whois', 'link', 'setup']).toContain(result.kind);
        if (result.kind === 'usage') expect(EN.said(result.message).length).toBeGreaterThan(0);
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
      fc.property(
        fc.uniqueArray(user, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.stringMatching(/^[a-z][a-z ]{0,30}[a-z]$/),
        fc.boolean(),
        (ids, amount, reason, priv) => {
          const text = `${ids.map((id) => `<@${id}>`).join(' ')} ${amount} for ${reason}${priv ? ' --private' : ''}`;
          const parsed = parseKudosCommand(text, 'UME');
          expect(parsed).toEqual({
            kind: 'give',
            recipients: ids.map((id) => ({ kind: 'user', id })),
            amount,
            reason: reason.trim(),
            private: priv,
            complete: true,
          });
        },
      ),
    );
  });
});

describe('recipients alone (the give form’s text field)', () => {
  it('reads e-mails, teams, cohorts and everyone separated by spaces or commas, each once', () => {
    expect(parseRecipients('team:t100, Ben@Acme.test,cohort:c-1 everyone team:t100')).toEqual({
      recipients: [{ kind: 'team', id: 't100' }, { kind: 'email', email: 'ben@acme.test' }, { kind: 'cohort', id: 'c-1' }, { kind: 'everyone' }],
    });
    expect(parseRecipients('')).toEqual({ recipients: [] });
  });

  it('names the first word that is no recipient, and says why a wrong one is wrong', () => {
    expect(parseRecipients('team:t100 hello 5')).toEqual({ unread: 'hello' });
    expect(parseRecipients('5 team:t100')).toEqual({ unread: '5' });
    const error = (text: string, callerId?: string) => {
      const parsed = parseRecipients(text, callerId);
      return 'error' in parsed ? EN.said(parsed.error) : '';
    };
    expect(error('@here')).toContain('@here or @channel');
    expect(error('team:')).toContain('needs an ID');
    expect(error('<@UANA>', 'UANA')).toContain('yourself');
  });
});
