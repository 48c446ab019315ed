import { describe, expect, it } from 'vitest';
import { auditQuery } from './audit-query';

const none = { q: '', action: '', from: '', to: '' };

describe('the audit table’s server filter', () => {
  it('is empty without filters', () => {
    expect(auditQuery(none)).toEqual({});
  });

  it('matches the actor’s e-mail as typed (case ignored, no pattern), and a known action only', () => {
    expect(auditQuery({ ...none, q: ' Ana+1@Example.com ', action: 'lead.exported' })).toEqual({
      actor_email: { $regex: 'Ana\\+1@Example\\.com', $options: 'i' },
      action: 'lead.exported',
    });
    expect(auditQuery({ ...none, action: 'drop.tables' })).toEqual({});
  });

  it('covers the first and last days whole, in local time', () => {
    const query = auditQuery({ ...none, from: '2026-11-02', to: '2026-11-03' });
    expect(query).toEqual({
      created_date: {
        $gte: new Date(2026, 10, 2).toISOString(),
        $lt: new Date(2026, 10, 4).toISOString(),
      },
    });
  });
});
