// Contract: a recognition's amount and reason have bounds (design.md §2), refused with a 400 naming the field, and sums stay exact.
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/engagement-client/index.js';
import { parseFixture } from '../../src/service/fixture.js';
import { clientFor, useService } from '../support/engagement.js';
import { testFixture } from '../support/fixture.js';

const service = useService();
const client = () => clientFor(service.current);
const stored = (reason: string) => (service.current.db.prepare('SELECT count(*) AS n FROM recognitions WHERE reason = ?').get(reason) as { n: number }).n;
const send = (amount: number, reason: string) => client().recognition.create('ana@acme.test', { recipients: 'ben@acme.test', amount, for: reason });

describe('recognition bounds', () => {
  it('accepts an amount of 1,000,000 and refuses 1,000,001 and 2^53 - 1, naming amount', async () => {
    expect((await send(1_000_000, 'the largest kudos')).total).toBe(1_000_000);
    for (const amount of [1_000_001, Number.MAX_SAFE_INTEGER]) {
      const error = await send(amount, `too much ${amount}`).catch((e) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect(error.errorCode).toBe('VALIDATION_ERROR');
      expect(error.message).toMatch(/amount .*1,000,000/);
      expect(stored(`too much ${amount}`)).toBe(0);
    }
  });

  it('accepts a reason of 1,000 characters after trimming and refuses 1,001, never cutting it', async () => {
    const thousand = `${'é'.repeat(999)}🎉`;
    expect((await send(1, `  ${thousand}  `)).for).toBe(thousand);
    const error = await send(1, `${thousand}x`).catch((e) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toMatch(/for .*1,000 characters/);
    expect(stored(`${thousand}x`)).toBe(0);
    expect(stored(thousand.slice(0, 1000))).toBe(0);
  });

  it('refuses a 9 MB reason without storing any of it', async () => {
    const huge = 'x'.repeat(9 * 1024 * 1024);
    const error = await send(1, huge).catch((e) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.status).toBe(413);
    expect((service.current.db.prepare('SELECT max(length(reason)) AS n FROM recognitions').get() as { n: number }).n).toBeLessThanOrEqual(1000);
  });

  it('counts the reason as people read it: 1,000 accented letters written with combining accents, or family emoji, fit', async () => {
    const accents = 'e\u0301'.repeat(1000);
    expect((await send(1, accents)).for).toBe(accents);
    const families = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}'.repeat(1000);
    expect((await send(1, families)).for).toBe(families);
    const error = await send(1, `${accents}x`).catch((e) => e);
    expect(error.message).toMatch(/for .*1,000 characters/);
  });

  it('keeps the town hall exact after many of the largest kudos to everyone', async () => {
    for (let i = 0; i < 30; i += 1) await client().recognition.create('ana@acme.test', { recipients: 'ALL_MEMBERS', amount: 1_000_000, for: 'max' });
    const today = new Date().toISOString().slice(0, 10);
    const digest = await client().townhall.content({ topic: 'max', date_from: today, date_to: today });
    expect(digest.sections[0]?.body).toContain('30 shared recognitions from 1 colleague, 120,000,000 coins in all.');
  });

  it('sums past 2^53 exactly (rows stored before the bounds existed)', async () => {
    const insert = service.current.db.prepare(
      "INSERT INTO recognitions (stage, company_id, sender_email, amount, reason, share, type, createdate) VALUES ('dev', 'acme', 'ben@acme.test', ?, 'legacy', 1, 'coin', '2020-01-01 10:00:00')",
    );
    const recipient = service.current.db.prepare(
      "INSERT INTO recognition_recipients (recognition_id, email, name, type) VALUES (?, 'cara@acme.test', 'Cara Sales', 'user')",
    );
    for (let i = 0; i < 3; i += 1) recipient.run(insert.run(2n ** 52n + 1n).lastInsertRowid);
    const digest = await client().townhall.content({ date_from: '2020-01-01', date_to: '2020-01-01' });
    expect(digest.sections[0]?.body).toContain('13,510,798,882,111,491 coins in all');
  });
});

describe('seed fixture bounds', () => {
  it('holds recognitions to the same bounds as the API', () => {
    const fixture = testFixture();
    fixture.companies[0]!.recognitions[0]!.amount = 1_000_001;
    expect(() => parseFixture(fixture, 'big.json')).toThrow(/companies\[0\]\.recognitions\[0\]\.amount/);
    const long = testFixture();
    long.companies[0]!.recognitions[0]!.for = 'y'.repeat(1001);
    expect(() => parseFixture(long, 'long.json')).toThrow(/companies\[0\]\.recognitions\[0\]\.for/);
  });
});
