import { describe, expect, it } from 'vitest';
import { CONTENT_ENTITIES, ENTITIES } from '../entities/entity-registry';
import { validateRecord } from '../validation/validate-record';
import { CONTENT_PAGES, SITE_CONTENT_SEED, readSeedContent, visibleInOrder } from './site-content';

describe('the site content seed', () => {
  it.each(CONTENT_ENTITIES)('%s: every record is valid, visible and in order', (name) => {
    const records = SITE_CONTENT_SEED[name];
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      expect(validateRecord(ENTITIES[name].schema, record)).toMatchObject({ ok: true });
      expect(record.visible).toBe(true);
    }
    expect(CONTENT_PAGES[name].length).toBeGreaterThan(0);
  });

  it('keeps today’s euro prices, whole dollar prices, icons and French typography', async () => {
    expect((await readSeedContent('Plan')).map((plan) => plan.prices)).toEqual([
      { eur: 0, usd: 0 },
      { eur: 19.99, usd: 19 },
      { eur: 49.99, usd: 49 },
      { eur: 99.99, usd: 99 },
    ]);
    expect((await readSeedContent('CompanyValue')).map((value) => value.icon)).toEqual([
      'lightbulb',
      'pointer',
      'award',
      'accessibility',
    ]);
    const figures = await readSeedContent('SiteFigure');
    expect(figures.filter((figure) => figure.placement === 'about').map((f) => f.value.fr)).toEqual(
      ['500+', '2000+', '50+', '99,9\u00a0%'],
    );
    const [question] = await readSeedContent('FaqItem');
    expect(question!.question.fr).toMatch(/\u00a0\?$/);
  });

  it('gives readers the visible records only, smallest order first', () => {
    const [a, b, c] = SITE_CONTENT_SEED.FaqItem;
    const records = [
      { ...a!, order: 5 },
      { ...b!, order: 1, visible: false },
      { ...c!, order: 2 },
    ];
    expect(visibleInOrder(records).map((record) => record.order)).toEqual([2, 5]);
  });
});
