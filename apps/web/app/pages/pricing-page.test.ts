import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { pricing as pricingEn } from '../content/en/pricing';
import { pricing as pricingFr } from '../content/fr/pricing';
import { PricingPage } from './pricing-page';
import {
  hrefs,
  openingTags,
  renderAt,
  seededPageProps,
  structureProblems,
  textOf,
} from './test-support';

const NBSP = '\u00a0';
const props = {
  fr: (await seededPageProps('fr')).pricing,
  en: (await seededPageProps('en')).pricing,
};
const french = renderAt('/tarifs', createElement(PricingPage, props.fr));
const english = renderAt('/en/pricing', createElement(PricingPage, props.en));

/** The comparison table's body rows as text cells: [label, starter, professional, enterprise]. */
function comparisonRows(html: string) {
  const body = /<tbody[^>]*>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) =>
      textOf(cell[1] ?? ''),
    ),
  );
}

describe('PricingPage', () => {
  it('renders the hero title as the only h1, with ordered headings', () => {
    expect(french).toMatch(new RegExp(`<h1[^>]*>${pricingFr.hero.title}</h1>`));
    expect(structureProblems(french)).toEqual([]);
    expect(structureProblems(english)).toEqual([]);
  });

  it('shows the four plans with their own prices in euros (French) and dollars (English)', () => {
    const fr = textOf(french);
    const en = textOf(english);
    for (const plan of props.fr.content.plans) expect(fr).toContain(plan.name);
    for (const price of ['0', '19,99', '49,99', '99,99']) expect(fr).toContain(`${price}${NBSP}€`);
    for (const price of ['$0', '$19 ', '$49 ', '$99 ']) expect(en).toContain(price);
    expect(fr).toContain(`19,99${NBSP}€ /mois`);
    expect(en).toContain('$19 /month');
    // Each language shows its own currency's number, never the other's.
    expect(en).not.toContain('19.99');
    expect(fr).not.toContain('$');
    expect(french.match(/<article[\s>]/g)).toHaveLength(4);
  });

  it('shows Free as the current plan with a disabled button, and Starter as most popular', () => {
    expect(french).toMatch(/<button type="button" disabled=""[^>]*>Offre actuelle<\/button>/);
    expect(english).toMatch(/<button type="button" disabled=""[^>]*>Current plan<\/button>/);
    expect(textOf(french)).toContain(`${pricingFr.popularBadge} Starter`);
  });

  it('links paid plans to the waitlist and Enterprise to the contact page', () => {
    expect(hrefs(french)).toEqual(['/waitlist', '/waitlist', '/contact']);
    expect(hrefs(english)).toEqual(['/en/waitlist', '/en/waitlist', '/en/contact']);
    expect(french).not.toContain('href="#"');
  });

  it('renders the comparison table exactly as docs/product.md §9.2', () => {
    expect(english).toMatch(new RegExp(`<caption[^>]*>${pricingEn.comparison.caption}</caption>`));
    expect(english).toMatch(
      /role="region" aria-labelledby="pricing-comparison-caption" tabindex="0"/,
    );
    expect(openingTags(english, 'th').filter((tag) => tag.includes('scope="col"'))).toHaveLength(4);
    expect(openingTags(english, 'th').filter((tag) => tag.includes('scope="row"'))).toHaveLength(8);
    expect(comparisonRows(english)).toEqual([
      ['Screens', '3', '10', 'Unlimited'],
      ['AI visuals', 'All', 'All', 'All'],
      ['AI video', 'Basic', 'Advanced', 'Custom'],
      ['Smart suggestions', 'Not included', 'Included', 'Included'],
      ['Integrations', 'Limited', 'Complete', 'Custom'],
      ['Analytics', 'Not included', 'Included', 'Advanced'],
      ['Users', '1', 'Up to 10', 'Unlimited'],
      ['Support', 'Email', 'Priority', 'Dedicated 24/7'],
    ]);
    expect(comparisonRows(french)[3]).toEqual([
      'Suggestions intelligentes',
      'Non inclus',
      'Inclus',
      'Inclus',
    ]);
  });

  it('renders the four FAQ items as independent <details>', () => {
    const details = openingTags(french, 'details');
    expect(details).toHaveLength(4);
    expect(details.every((tag) => !/\s(name|open)[=\s>]/.test(tag))).toBe(true);
    expect(french.match(/<summary[\s>]/g)).toHaveLength(4);
    for (const item of props.fr.content.faq) {
      expect(textOf(french)).toContain(item.question);
      expect(textOf(french)).toContain(item.answer);
    }
  });

  it('states the 14-day trial, card payment and bank transfer for Enterprise', () => {
    expect(textOf(french)).toContain(pricingFr.notice);
    expect(textOf(english)).toContain(pricingEn.notice);
    expect(pricingEn.notice).toMatch(/14-day.*bank transfer/);
  });
});
