// The environment contract (modes, defaults, one-line errors) and the sentences people get for each failure.
import { said } from '../../src/i18n/said.js';
import { translatorFor } from '../../src/i18n/translator.js';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config.js';
import {
  NetworkError,
  NotFoundError,
  RateLimitedError,
  RecipientNotFoundError,
  ResponseShapeError,
  ServerError,
  TimeoutError,
  UnauthorizedError,
  ValidationError,
  WrongStageError,
} from '../../src/engagement-client/index.js';
import { DirectoryError } from '../../src/directory/directory.js';
import { NotConnectedError } from '../../src/engagement/connections.js';
import { explainFailure } from '../../src/ui/explain.js';

describe('config', () => {
  it('has the defaults of design.md', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      ENGAGEMENT_STAGE: 'dev',
      STORE_URL: 'sqlite://data/app.sqlite',
      LOG_LEVEL: 'info',
      ENGAGEMENT_DB: 'data/engagement.sqlite',
      mode: 'none',
      dataDir: 'data',
    });
  });

  it('chooses HTTP with a bot token and signing secret, Socket Mode when an app token is added', () => {
    expect(parseConfig({ SLACK_BOT_TOKEN: 'xoxb-1', SLACK_SIGNING_SECRET: 's' }).mode).toBe('http');
    expect(parseConfig({ SLACK_BOT_TOKEN: 'xoxb-1', SLACK_APP_TOKEN: 'xapp-1' }).mode).toBe('socket');
    expect(parseConfig({ SLACK_BOT_TOKEN: ' ', SLACK_SIGNING_SECRET: '' }).mode).toBe('none');
  });

  it.each([
    [{ SLACK_APP_TOKEN: 'xapp-1' }, 'SLACK_BOT_TOKEN is required'],
    [{ SLACK_BOT_TOKEN: 'token' }, 'SLACK_BOT_TOKEN must start with xoxb-'],
    [{ SLACK_BOT_TOKEN: 'xoxb-1', SLACK_APP_TOKEN: 'bad' }, 'SLACK_APP_TOKEN must start with xapp-'],
    [{ SLACK_API_URL: 'not a url' }, 'SLACK_API_URL must be a URL'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be debug, info, warn or error'],
    [{ ENGAGEMENT_TIMEOUT_MS: '5' }, 'ENGAGEMENT_TIMEOUT_MS'],
  ])('refuses %o in one line', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });
});

describe('failure sentences', () => {
  it.each([
    [new RecipientNotFoundError('x', 'RECIPIENT_NOT_FOUND', ['a@b.co']), 'a@b.co isn’t in the company directory. Nothing was sent.'],
    [new WrongStageError('x', 403, 'WRONG_STAGE'), 'belongs to the other stage'],
    [new UnauthorizedError('x', 401, 'UNAUTHORIZED'), 'rejected this workspace’s API key'],
    [new RateLimitedError('x', 429, 'RATE_LIMITED', 12_000, null), 'Try again in 12 s'],
    [new NotFoundError('No member with e-mail a@b.co.', 404, 'MEMBER_NOT_FOUND'), 'No member with e-mail a@b.co. Nothing was sent.'],
    [new ValidationError('amount must be at least 1', 400, 'VALIDATION_ERROR'), 'refused it: amount must be at least 1. Nothing was sent.'],
    [new ValidationError('for is odd; only line breaks and tabs are allowed.', 400, 'VALIDATION_ERROR'), 'are allowed. Nothing was sent.'],
    [new TimeoutError('x', 5_000), 'can’t tell whether it went through'],
    [new NetworkError('x', 'ECONNREFUSED'), 'couldn’t reach the engagement service'],
    [new ServerError('x', 500, null), 'failed (500)'],
    [new ResponseShapeError('x', 200, null), 'failed (200)'],
    [new DirectoryError(said('directory.bot', { userId: 'U1' }), 'U1'), '<@U1> is a bot'],
    [new NotConnectedError(), '/kudos setup'],
    [new Error('boom'), 'Something went wrong on our side'],
  ])('%s', (error, sentence) => {
    const text = explainFailure(translatorFor('en'), error);
    expect(text).toContain(sentence);
    expect(text).not.toContain('boom');
  });

  it.each([
    [
      'es',
      new RecipientNotFoundError('x', 'RECIPIENT_NOT_FOUND', ['a@b.co', 'c@d.co']),
      'a@b.co y c@d.co no están en el directorio de la empresa. No se envió nada.',
    ],
    ['de', new RateLimitedError('x', 429, 'RATE_LIMITED', 12_000, null), 'Versuche es in 12 s erneut.'],
    ['ja', new NotConnectedError(), '`/kudos setup`'],
    ['fr', new Error('boom'), 'Un problème est survenu de notre côté. Rien n’a été envoyé.'],
  ] as const)('in %s', (locale, error, sentence) => {
    expect(explainFailure(translatorFor(locale), error)).toContain(sentence);
  });

  it('does not suspect a lost write when a read timed out', () => {
    expect(explainFailure(translatorFor('en'), new TimeoutError('x', 2_000), 'profileNotLoaded', false)).toBe(
      'The engagement service didn’t answer within 2 s. Your profile could not be loaded. Try again in a minute.',
    );
  });
});
