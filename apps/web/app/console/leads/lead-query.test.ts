import { describe, expect, it } from 'vitest';
import { leadQuery } from './lead-query';
import { escapeRegex, textSearch } from '../shared/lists/list-query';
import { outboxQuery } from './outbox-query';

const none = {
  q: '',
  language: '',
  screens: '',
  interest: '',
  confirmed: '',
  bouncing: '',
  status: '',
  period: '',
  from: '',
  to: '',
};

describe('lead table filters', () => {
  it('takes the typed text literally', () => {
    expect(escapeRegex('c++ (lyon) a.b*?[x]^$|\\')).toBe(
      'c\\+\\+ \\(lyon\\) a\\.b\\*\\?\\[x\\]\\^\\$\\|\\\\',
    );
    expect(new RegExp(escapeRegex('c++ (lyon)'), 'i').test('C++ (Lyon) Studio')).toBe(true);
  });

  it('searches every text field of the kind, case-insensitively', () => {
    expect(leadQuery('contact', { ...none, q: '  Zoé ' })).toEqual({
      $or: ['name', 'email', 'message'].map((field) => ({
        [field]: { $regex: 'Zoé', $options: 'i' },
      })),
    });
    expect(textSearch('   ', ['email'])).toBeUndefined();
    expect(leadQuery('newsletter', none)).toEqual({});
  });

  it('adds the filters, the waitlist ones only on the waitlist, and ignores made-up values', () => {
    const filters = { ...none, language: 'fr', screens: '6-20', interest: 'ai-content' };
    expect(leadQuery('waitlist', filters)).toEqual({
      language: 'fr',
      screensCount: '6-20',
      interests: 'ai-content',
    });
    expect(leadQuery('demo', filters)).toEqual({ language: 'fr' });
    expect(
      leadQuery('waitlist', { ...none, language: 'de', screens: '7', interest: '$ne' }),
    ).toEqual({});
  });

  it('filters contact messages and demo requests by status, every table by period', () => {
    expect(leadQuery('contact', { ...none, status: 'in_progress' })).toEqual({
      status: 'in_progress',
    });
    expect(leadQuery('demo', { ...none, status: 'done' })).toEqual({});
    expect(leadQuery('waitlist', { ...none, status: 'new' })).toEqual({});
    const now = new Date(2026, 10, 25, 15, 30);
    const week = {
      $gte: new Date(2026, 10, 23).toISOString(),
      $lt: new Date(2026, 10, 30).toISOString(),
    };
    expect(leadQuery('contact', { ...none, status: 'new', period: 'week' }, now)).toEqual({
      created_date: week,
      status: 'new',
    });
    expect(leadQuery('newsletter', { ...none, period: 'week', confirmed: 'pending' }, now)).toEqual(
      { created_date: week, confirmed: { $ne: true } },
    );
  });

  it('filters newsletter subscribers by confirmation and failing addresses, absent meaning no', () => {
    expect(leadQuery('newsletter', { ...none, language: 'en', confirmed: 'confirmed' })).toEqual({
      language: 'en',
      confirmed: true,
    });
    expect(leadQuery('newsletter', { ...none, confirmed: 'pending', bouncing: 'fine' })).toEqual({
      confirmed: { $ne: true },
      bouncing: { $ne: true },
    });
    expect(leadQuery('newsletter', { ...none, bouncing: 'bouncing' })).toEqual({ bouncing: true });
    expect(leadQuery('newsletter', { ...none, confirmed: 'yes', bouncing: '$ne' })).toEqual({});
    // The newsletter's filters mean nothing to the other tables.
    expect(leadQuery('contact', { ...none, confirmed: 'confirmed', bouncing: 'bouncing' })).toEqual(
      {},
    );
  });

  it('filters the outbox by status and kind', () => {
    expect(outboxQuery({ q: '', status: 'stored', kind: 'account-invitation' })).toEqual({
      status: 'stored',
      kind: 'account-invitation',
    });
    expect(outboxQuery({ q: '', status: 'lost', kind: 'spam' })).toEqual({});
  });
});
