import { ENTITIES } from '@vitrine/contract/entities/entity-registry';
import { describe, expect, it } from 'vitest';
import { NOTICE_PAYLOAD_MAX, packNotices } from './postgres-record-bus';
import { isPlainVisitorRead, visitorMatches } from './visitor-match';

describe('what realtime decides in memory', () => {
  it("reads every entity's visitorRead as plain equalities, as visitorMatches needs", () => {
    for (const entity of Object.values(ENTITIES)) {
      expect(isPlainVisitorRead(entity), entity.name).toBe(true);
    }
    expect(
      isPlainVisitorRead({ access: { visitorRead: { published: { $ne: false } } } } as never),
    ).toBe(false);
  });

  it('shows visitors a published post only once its date has come', () => {
    const post = ENTITIES.BlogPost;
    const now = Date.parse('2026-11-28T12:00:00Z');
    const at = (published_date?: string) => ({ published: true, published_date });
    expect(visitorMatches(post, at('2026-11-28T11:00:00.000Z'), now)).toBe(true);
    expect(visitorMatches(post, at('2026-11-28T13:00:00.000Z'), now)).toBe(false);
    expect(visitorMatches(post, at(), now)).toBe(false);
    expect(visitorMatches(post, { published: false, published_date: '2026-01-01' }, now)).toBe(
      false,
    );
    expect(visitorMatches(ENTITIES.ContactMessage, {}, now)).toBe(false);
  });

  it('packs a bulk change into NOTIFY payloads under the limit, losing no record', () => {
    const items = Array.from({ length: 2000 }, (_, n) => ({
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      owner: `someone-with-a-long-address-${n}@example.com`,
      visibleBefore: n % 2 === 0,
    }));
    const payloads = packNotices('origin', [
      { entity: 'ContactMessage', type: 'create', items },
      { entity: 'BlogPost', type: 'delete', items: items.slice(0, 3) },
    ]);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads)
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(NOTICE_PAYLOAD_MAX);
    const parts = payloads.flatMap(
      (payload) => (JSON.parse(payload) as { n: { e: string; r: unknown[] }[] }).n,
    );
    const count = (entity: string) =>
      parts.filter((part) => part.e === entity).reduce((sum, part) => sum + part.r.length, 0);
    expect(count('ContactMessage')).toBe(2000);
    expect(count('BlogPost')).toBe(3);
  });
});
