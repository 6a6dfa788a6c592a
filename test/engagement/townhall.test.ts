// Contract: the town-hall digest — deterministic sections for a period, optionally narrowed to a topic.
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/engagement-client/index.js';
import { clientFor, useService } from '../support/engagement.js';

const service = useService();

describe('POST /townhall/content', () => {
  it('summarises recognition, survey participation and engagement health in the period', async () => {
    const digest = await clientFor(service.current).townhall.content({ date_from: '2026-10-01', date_to: '2026-10-31' });
    expect(digest.title).toBe('Town hall digest — 2026-10-01 to 2026-10-31');
    expect(digest.sections.map((s) => s.heading)).toEqual(['Recognition', 'Survey participation', 'Engagement health']);
    expect(digest.sections[0]?.body).toContain('1 shared recognition from 1 colleague, 5 coins in all');
    expect(digest.sections[1]?.body).toBe('2 answers from 2 people — 40% of 5 active members.');
    expect(digest.sections[2]?.body).toContain('Average score 55 (Advanced)');
    expect(Number.isNaN(Date.parse(digest.generated_at))).toBe(false);
  });

  it('is deterministic and narrows recognition to a topic', async () => {
    const client = clientFor(service.current);
    const a = await client.townhall.content({ topic: 'launch', date_from: '2026-10-01', date_to: '2026-10-31' });
    const b = await client.townhall.content({ topic: 'launch', date_from: '2026-10-01', date_to: '2026-10-31' });
    expect({ ...a, generated_at: '' }).toEqual({ ...b, generated_at: '' });
    expect(a.title).toContain('Town hall: launch');
    expect(a.sections[0]?.body).toBe('No shared recognition about "launch" between 2026-10-01 and 2026-10-31.');
  });

  it('refuses a period that ends before it starts', async () => {
    await expect(clientFor(service.current).townhall.content({ date_from: '2026-11-01', date_to: '2026-10-01' })).rejects.toBeInstanceOf(ValidationError);
  });
});
