import { SITE_CONTENT_SEED } from '@vitrine/contract/site-content/site-content';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { consoleContentCopy as en } from '../content/en/console-content';
import type { ContentDraft, ContentKind } from '../content-kinds';
import { SectionPreview } from './section-preview';

const drafts = (records: readonly object[]) => records.map((record) => ({ ...record }));

function preview(kind: ContentKind, items: ContentDraft[], locale: 'fr' | 'en') {
  const html = renderToString(
    createElement(MemoryRouter, null, createElement(SectionPreview, { kind, items, locale })),
  );
  return html.replace(/<!-- -->/g, '');
}

describe('SectionPreview', () => {
  it('draws the plans with the site’s cards, in the preview’s language and currency', () => {
    const plans = drafts(SITE_CONTENT_SEED.Plan);
    plans[1] = { ...plans[1], prices: { eur: 42.5, usd: 45 } };
    const french = preview('plans', plans, 'fr');
    const english = preview('plans', plans, 'en');
    expect(french).toContain('42,50\u00a0€');
    expect(english).toContain('$45');
    expect(english).not.toContain('42.50');
    // The site's card: one <article> a plan, its name as an <h2>, the paid plans' links.
    expect(french.match(/<article/g)).toHaveLength(plans.length);
    expect(english).toContain(`<h2 class="text-xl font-semibold text-ink">Professional</h2>`);
    expect(french).toContain('href="/contact"');
  });

  it('draws a record still being typed, empty fields and all', () => {
    const typing = { prices: { eur: '', usd: 3 }, features: { fr: ['Un écran'], en: [] } };
    const html = preview('plans', [typing], 'fr');
    expect(html).toContain('0\u00a0€');
    expect(html).toContain('Un écran');
  });

  it('opens every answer of the FAQ and reads each rating with the console’s words', () => {
    const faq = preview('faq', drafts(SITE_CONTENT_SEED.FaqItem), 'en');
    expect(faq.match(/<details open=""/g)).toHaveLength(SITE_CONTENT_SEED.FaqItem.length);
    const testimonials = preview('testimonials', drafts(SITE_CONTENT_SEED.Testimonial), 'en');
    const first = SITE_CONTENT_SEED.Testimonial[0]!;
    expect(testimonials).toContain(en.site.rating.replace('{rating}', String(first.rating)));
    expect(testimonials).toContain('<blockquote');
  });

  it('labels the comparison table with the console’s plan names', () => {
    const html = preview('comparison', drafts(SITE_CONTENT_SEED.PlanComparisonRow), 'en');
    for (const label of Object.values(en.fields.planKeys).slice(1)) {
      expect(html).toContain(`>${label}</th>`);
    }
    expect(html).toContain(`>${en.site.included}</span>`);
  });
});
